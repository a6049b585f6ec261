"""Strategy tables on disk: compressed, keyed by variant and rules, checked before use.

A table lives in ``$YACHTGUI_CACHE_DIR`` when that is set, else in the user's
cache folder (``platformdirs.user_cache_dir("yachtgui")``), as
``strategy-<variant id>-<rules hash>.npz``. Changing a variant's rules changes
its :attr:`~yachtgui.rules.Variant.rules_hash`, hence the file name, so the
table is rebuilt. Only the values of representative states are stored (see
:class:`yachtgui.ai.solver.UpperTotals`); the rest are filled in on loading.

Files are read with ``allow_pickle=False`` and accepted only when their keys,
format, rules hash, dtype and shape are exactly as expected, every stored
value is finite and a full sheet is worth nothing more; anything else
(corrupt, truncated, foreign, from another version) is ignored, and the
caller rebuilds (:class:`~yachtgui.ai.Strategy` also recomputes a sample of
states before trusting the numbers). Writes go to a temporary file
in the same folder, then ``os.replace``: a reader never sees half a file, and
two processes writing at once leave one complete file.
"""

from __future__ import annotations

import logging
import os
import re
import tempfile
from pathlib import Path

import numpy as np
import numpy.typing as npt
from numpy.lib.npyio import NpzFile
from platformdirs import user_cache_dir

from yachtgui.ai.solver import VariantTables

__all__ = ["CACHE_FORMAT", "cache_dir", "cache_path", "load_values", "save_values"]

log = logging.getLogger(__name__)

#: Bumped whenever the file layout or the meaning of the stored values changes.
CACHE_FORMAT = 1

_KEYS = frozenset({"format", "variant", "rules_hash", "values"})

FloatArray = npt.NDArray[np.float64]


def cache_dir() -> Path:
    """The folder for strategy tables: ``$YACHTGUI_CACHE_DIR`` or the user cache folder."""
    configured = os.environ.get("YACHTGUI_CACHE_DIR")
    return Path(configured) if configured else Path(user_cache_dir("yachtgui", appauthor=False))


def cache_path(tables: VariantTables) -> Path:
    """Where the table of ``tables.variant`` is kept (the folder may not exist)."""
    variant = tables.variant
    safe_id = re.sub(r"[^A-Za-z0-9_.-]", "_", variant.id)[:64] or "variant"
    return cache_dir() / f"strategy-{safe_id}-{variant.rules_hash}.npz"


def _representatives(tables: VariantTables) -> npt.NDArray[np.bool_]:
    """``[mask, u]``: True for the states whose values are stored."""
    representative = tables.upper_totals.representative
    upper_bits = (1 << tables.upper_count) - 1
    by_upper = representative == np.arange(tables.cap + 1)[None, :]
    chosen: npt.NDArray[np.bool_] = by_upper[np.arange(1 << tables.box_count) & upper_bits]
    return chosen


def _expand(tables: VariantTables, stored: FloatArray) -> FloatArray:
    """The full table from the representatives' values (NaN where unreachable)."""
    values = np.full(tables.table_shape, np.nan)
    values[_representatives(tables)] = stored
    upper_bits = (1 << tables.upper_count) - 1
    representative = tables.upper_totals.representative[np.arange(1 << tables.box_count) & upper_bits]
    expanded = np.take_along_axis(values, np.maximum(representative, 0), axis=1)
    expanded[representative < 0] = np.nan
    return expanded


def _is_text(stored: npt.NDArray[np.generic], expected: str) -> bool:
    """True when an archive member is the single string ``expected``."""
    return stored.shape == () and stored.dtype.kind == "U" and str(stored) == expected


def load_values(tables: VariantTables) -> FloatArray | None:
    """The cached table for ``tables.variant``, or None when absent or not trustworthy.

    Never raises for a bad file: it is logged and treated as missing.
    """
    path = cache_path(tables)
    try:
        loaded = np.load(path, allow_pickle=False)
        if not isinstance(loaded, NpzFile):
            raise ValueError("not an .npz archive")
        with loaded as archive:
            if set(archive.files) != _KEYS:
                raise ValueError(f"unexpected keys {sorted(archive.files)}")
            fmt = archive["format"]
            variant_id = archive["variant"]
            rules_hash = archive["rules_hash"]
            stored = archive["values"]
    except FileNotFoundError:
        return None
    except Exception as error:  # whatever a foreign file trips over, it is not our table
        log.warning("ignoring unreadable strategy cache %s: %s", path, error)
        return None
    expected_count = int(np.count_nonzero(_representatives(tables)))
    problem = None
    if fmt.shape != () or fmt.dtype != np.int64 or int(fmt) != CACHE_FORMAT:
        problem = "another cache format"
    elif not _is_text(variant_id, tables.variant.id):
        problem = "another variant"
    elif not _is_text(rules_hash, tables.variant.rules_hash):
        problem = "other rules"
    elif stored.dtype != np.float64 or stored.shape != (expected_count,):
        problem = f"values of type {stored.dtype} and shape {stored.shape}, expected ({expected_count},)"
    elif not np.isfinite(stored).all():
        problem = "values that are not finite"
    values = None if problem is not None else _expand(tables, stored)
    if values is not None and np.any(values[-1][tables.reachable[-1]] != 0.0):
        problem = "points after the last box"  # a full sheet has nothing left to score
    if problem is not None:
        log.warning("ignoring strategy cache %s: it holds %s", path, problem)
        return None
    return values


def save_values(tables: VariantTables, values: FloatArray) -> bool:
    """Store the table atomically; False (and a log line) when the folder cannot be written."""
    path = cache_path(tables)
    temporary: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            dir=path.parent, prefix=f".{path.stem}-", suffix=".tmp", delete=False
        ) as handle:
            temporary = Path(handle.name)
            np.savez_compressed(
                handle,
                format=np.int64(CACHE_FORMAT),
                variant=np.str_(tables.variant.id),
                rules_hash=np.str_(tables.variant.rules_hash),
                values=values[_representatives(tables)],
            )
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
        temporary = None
        return True
    except OSError as error:
        log.warning("could not save the strategy table to %s: %s", path, error)
        return False
    finally:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
