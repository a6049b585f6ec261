"""Strategy tables on disk: compressed, keyed by variant and rules, checked before use.

A table lives in ``$YACHTGUI_CACHE_DIR`` when that is set, else in the user's
cache folder (``platformdirs.user_cache_dir("yachtgui")``), as
``strategy-<variant id>-<rules hash>.npz``. An installed bundle also ships
the tables of the built-in variants in :data:`BUNDLED_DIR` (the ``tables``
folder beside this module, filled by ``packaging/build.py``): those are
looked at first and checked exactly like the user's, and a file there that
fails a check is passed over for the user cache (and a rebuild), never used.
Changing a variant's rules changes its :attr:`~yachtgui.rules.Variant.rules_hash`, hence the file name, so the
table is rebuilt. Only the values of representative states are stored (see
:class:`yachtgui.ai.states.StateValues`), as int32 multiples of 2**-20:
bit-identical to the built values, 3.5 MB for Kismet, read in ~15 ms.

Files are read with ``allow_pickle=False`` and accepted only when their keys,
format, rules hash, scale, dtype and shape are exactly as expected and a
full sheet is worth nothing more; anything else
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
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from numpy.lib.npyio import NpzFile
from platformdirs import user_cache_dir

from yachtgui.ai.states import QUANTUM_BITS, StateValues, VariantTables

__all__ = [
    "BUNDLED_DIR",
    "CACHE_FORMAT",
    "bundled_path",
    "cache_dir",
    "cache_path",
    "candidate_values",
    "load_file",
    "load_values",
    "save_values",
]

log = logging.getLogger(__name__)

#: Bumped whenever the file layout or the meaning of the stored values changes.
CACHE_FORMAT = 2

_KEYS = frozenset({"format", "variant", "rules_hash", "fraction_bits", "values"})

#: Prebuilt tables shipped with an installed bundle (absent in a source checkout).
BUNDLED_DIR = Path(__file__).parent / "tables"


def cache_dir() -> Path:
    """The folder for strategy tables: ``$YACHTGUI_CACHE_DIR`` or the user cache folder."""
    configured = os.environ.get("YACHTGUI_CACHE_DIR")
    return Path(configured) if configured else Path(user_cache_dir("yachtgui", appauthor=False))


def _file_name(tables: VariantTables) -> str:
    variant = tables.variant
    safe_id = re.sub(r"[^A-Za-z0-9_.-]", "_", variant.id)[:64] or "variant"
    return f"strategy-{safe_id}-{variant.rules_hash}.npz"


def cache_path(tables: VariantTables) -> Path:
    """Where the table of ``tables.variant`` is kept (the folder may not exist)."""
    return cache_dir() / _file_name(tables)


def bundled_path(tables: VariantTables) -> Path:
    """Where a bundle ships the table of ``tables.variant`` (the file may not exist)."""
    return BUNDLED_DIR / _file_name(tables)


def _is_text(stored: npt.NDArray[np.generic], expected: str) -> bool:
    """True when an archive member is the single string ``expected``."""
    return stored.shape == () and stored.dtype.kind == "U" and str(stored) == expected


def load_values(tables: VariantTables) -> StateValues | None:
    """The table for ``tables.variant`` from the bundle, else the cache; None when neither is trustworthy.

    Never raises for a bad file: it is logged and treated as missing.
    """
    return next(candidate_values(tables), None)


def candidate_values(tables: VariantTables) -> Iterator[StateValues]:
    """The tables for ``tables.variant`` that pass the file checks: the bundle's, then the cache's.

    Read lazily, so a caller that trusts the first one never reads the second; a caller
    whose own check (:meth:`~yachtgui.ai.Strategy.cached`) rejects the bundle's table
    goes on to the user's.
    """
    for path in (bundled_path(tables), cache_path(tables)):
        values = load_file(path, tables)
        if values is not None:
            yield values


def load_file(path: Path, tables: VariantTables) -> StateValues | None:
    """The checked table in ``path``; None (logged unless absent) when it is missing or bad."""
    try:
        loaded = np.load(path, allow_pickle=False)
        if not isinstance(loaded, NpzFile):
            raise ValueError("not an .npz archive")
        with loaded as archive:
            if set(archive.files) != _KEYS:
                raise ValueError(f"unexpected keys {sorted(archive.files)}")
            members = {name: archive[name] for name in _KEYS}
    except FileNotFoundError:
        return None
    except Exception as error:  # whatever a foreign file trips over, it is not our table
        log.warning("ignoring unreadable strategy cache %s: %s", path, error)
        return None
    values, problem = _check(tables, members)
    if problem is not None:
        log.warning("ignoring strategy cache %s: it holds %s", path, problem)
    return values


def _check(
    tables: VariantTables, members: dict[str, npt.NDArray[Any]]
) -> tuple[StateValues | None, str | None]:
    """The values in an archive's members, or None and what is wrong with them."""
    fmt, bits, stored = members["format"], members["fraction_bits"], members["values"]
    if fmt.shape != () or fmt.dtype != np.int64 or int(fmt) != CACHE_FORMAT:
        return None, "another cache format"
    if not _is_text(members["variant"], tables.variant.id):
        return None, "another variant"
    if not _is_text(members["rules_hash"], tables.variant.rules_hash):
        return None, "other rules"
    if bits.shape != () or bits.dtype != np.int64 or not 0 <= int(bits) <= QUANTUM_BITS:
        return None, "a bad scale"
    if stored.dtype != np.int32 or stored.shape != (tables.stored_count,):
        return None, f"{stored.dtype} values of shape {stored.shape}, expected ({tables.stored_count},) int32"
    values = StateValues(tables, stored / float(1 << int(bits)))
    after_last_box = values.lookup(np.full(tables.cap + 1, tables.full_mask), np.arange(tables.cap + 1))
    if np.any(after_last_box[~np.isnan(after_last_box)] != 0.0):
        return None, "points after the last box"  # a full sheet has nothing left to score
    return values, None


def save_values(values: StateValues) -> bool:
    """Store the table atomically; False (and a log line) when the folder cannot be written."""
    tables = values.tables
    path = cache_path(tables)
    # Fixed point in int32; a house rule with values beyond 2**(31 - 20) = 2048 gets fewer fraction bits.
    largest = float(np.abs(values.stored).max(initial=0.0))
    bits = QUANTUM_BITS
    while bits > 0 and largest * (1 << bits) >= 2**31 - 1:
        bits -= 1
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
                fraction_bits=np.int64(bits),
                values=np.round(values.stored * (1 << bits)).astype(np.int32),
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
