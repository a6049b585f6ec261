"""Strategy tables on disk: compressed, keyed by variant and rules, checked before use.

A table lives in ``$YACHTGUI_CACHE_DIR`` when that is set, else in the user's
cache folder (``platformdirs.user_cache_dir("yachtgui")``), as
``strategy-<variant id>-<rules hash>.npz``. An installed bundle and a wheel
also ship the tables of the built-in variants in :data:`BUNDLED_DIR` (the
``tables`` folder beside this module, filled by ``packaging/tables.py``: from
``packaging/yachtgui.spec`` for the bundle, from the build backend in
``packaging/wheel`` for a wheel; an editable install has none): those are
looked at first and checked exactly like the user's, and a file there that
fails a check is passed over for the user cache (and a rebuild), never used.
Changing a variant's rules changes its :attr:`~yachtgui.rules.Variant.rules_hash`, hence the file name, so the
table is rebuilt. Only the values of representative states are stored (see
:class:`yachtgui.ai.states.StateValues`), as int32 multiples of 2**-20:
bit-identical to the built values, 3.5 MB for Kismet, read in ~15 ms.

Every read is bounded before anything is decompressed: the file may be at most
a little larger than its values, the archive must hold exactly the expected
members, each no larger than its expected size (so a zip bomb is refused
unread), and each member's ``.npy`` header must give the expected dtype and
shape before its data is read (no pickles, no objects). A file is accepted only
when its keys, format, rules hash, scale, dtype and shape are exactly as
expected, its **content hash** (SHA-256 over the header fields and every stored
value, written when the table is saved) matches, and a full sheet is worth
nothing more. So an edited value is caught even when the archive's own CRCs
were rewritten to match; only someone who also recomputes the hash on purpose
gets past it (the cache is the user's own folder, as trusted as the program).
Anything else (corrupt, truncated, foreign, edited, from another version) is
ignored, and the caller rebuilds (:class:`~yachtgui.ai.Strategy` also
recomputes a sample of states before trusting the numbers). Writes go to a temporary file
in the same folder, then ``os.replace``: a reader never sees half a file, and
two processes writing at once leave one complete file.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import tempfile
import zipfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import numpy as np
import numpy.typing as npt
from platformdirs import user_cache_dir

from yachtgui.ai.states import QUANTUM_BITS, StateValues, VariantTables

__all__ = [
    "BUNDLED_DIR",
    "CACHE_FORMAT",
    "Member",
    "bundled_path",
    "cache_dir",
    "cache_path",
    "candidate_values",
    "content_hash",
    "load_file",
    "load_values",
    "read_members",
    "save_values",
]

log = logging.getLogger(__name__)

#: Bumped whenever the file layout or the meaning of the stored values changes
#: (3: a content hash over every value; files of format 2 are rebuilt).
CACHE_FORMAT = 3

_KEYS = frozenset({"format", "variant", "rules_hash", "fraction_bits", "values", "content_hash"})

#: Largest ``.npy`` member other than the values (a scalar: header and a short string).
_SMALL_MEMBER_BYTES = 4096

#: Room for a member's ``.npy`` header, and for the archive's own headers and directory.
_HEADER_BYTES = 4096
_ARCHIVE_BYTES = 64 * 1024

#: Longest text member (a variant id or a hash), in characters.
_MAX_TEXT = 256

#: Prebuilt tables shipped with an installed bundle or wheel (absent in a checkout or editable install).
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
        members = _read_members(path, tables)
    except FileNotFoundError:
        return None
    except Exception as error:  # whatever a foreign file trips over, it is not our table
        log.warning("ignoring unreadable strategy cache %s: %s", path, error)
        return None
    values, problem = _check(tables, members)
    if problem is not None:
        log.warning("ignoring strategy cache %s: it holds %s", path, problem)
    return values


def _values_bytes(tables: VariantTables) -> int:
    return tables.stored_count * np.dtype(np.int32).itemsize


def _read_members(path: Path, tables: VariantTables) -> dict[str, npt.NDArray[Any]]:
    """The strategy table's members (:func:`read_members` with this layout's limits).

    Raises (ValueError, OSError, zipfile errors) for anything that is not exactly our layout.
    """
    values_bytes = _values_bytes(tables)
    # Deflate never grows data by more than a few bytes per 16 kB block; random bytes stored
    # plainly are the worst case. A larger file is not ours (and its directory is not read).
    most = values_bytes + values_bytes // 64 + len(_KEYS) * _SMALL_MEMBER_BYTES + _ARCHIVE_BYTES
    layout = {key: Member("iuU") for key in _KEYS}
    layout["values"] = Member("iu", (tables.stored_count,), values_bytes + _HEADER_BYTES)
    older = "a table of an older format, without a content hash (it is built again)"
    return read_members(path, layout, most, older={frozenset(_KEYS - {"content_hash"}): older})


@dataclass(frozen=True)
class Member:
    """What one ``.npy`` member of an archive may hold.

    ``kinds``: the dtype kinds accepted (``"iu"``, ``"f"``, ``"U"``), and with ``dtype`` exactly that
    dtype (e.g. ``"<f4"``). ``shape``: ``()`` for a scalar, ``None`` for a length taken from the
    member's header. ``max_bytes``: the most it may unpack to, checked from the archive's directory
    before anything is decompressed (a scalar's default allows a small header and a short text; an
    array member must give it).
    """

    kinds: str
    shape: tuple[int | None, ...] = ()
    max_bytes: int | None = None
    dtype: str | None = None  # exactly this dtype (e.g. "<f4"), when given

    def limit(self) -> int:
        """The most bytes the member may unpack to."""
        if self.max_bytes is not None:
            return self.max_bytes
        if self.shape == ():
            return _SMALL_MEMBER_BYTES
        raise ValueError("an array member needs max_bytes")


def read_members(path: Path, layout: Mapping[str, Member], file_bytes: int,
                 older: Mapping[frozenset[str], str] | None = None) -> dict[str, npt.NDArray[Any]]:
    """The members of the ``.npz`` archive ``path``, read only if the file is exactly ``layout``.

    The bounded reader of every table this package keeps (strategy and win-chance tables): the
    file may be at most ``file_bytes``; the archive must hold exactly one ``<key>.npy`` per key of
    ``layout`` (``older`` names key sets of earlier formats, for a clearer message), each member no
    larger than its limit and stored or deflated (so a zip bomb is refused unread); each member's
    ``.npy`` header must give an accepted dtype and the shape before its data is read (no pickles,
    no objects). Raises (ValueError, OSError, zipfile errors) for anything else.
    """
    size = path.stat().st_size
    if size > file_bytes:
        raise ValueError(f"{size} bytes, more than the {file_bytes} such a table takes")
    with path.open("rb") as handle, zipfile.ZipFile(handle) as archive:
        infos = archive.infolist()
        names = sorted(info.filename for info in infos)
        if names != sorted(f"{key}.npy" for key in layout):
            found = frozenset(name.removesuffix(".npy") for name in names)
            if older and found in older and len(found) == len(names):
                raise ValueError(older[found])
            raise ValueError(f"unexpected members {names[:10]}")
        for info in infos:
            limit = layout[info.filename.removesuffix(".npy")].limit()
            if info.file_size > limit:
                raise ValueError(f"member {info.filename} unpacks to {info.file_size} bytes (most {limit})")
            if info.compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
                raise ValueError(f"member {info.filename} is compressed with method {info.compress_type}")
        members = {}
        for info in infos:
            # zipfile stops at the size checked above, whatever the compressed data holds.
            with archive.open(info) as member:
                key = info.filename.removesuffix(".npy")
                members[key] = _read_array(member, layout[key], info.file_size)
    return members


def _read_array(member: IO[bytes], spec: Member, member_bytes: int) -> npt.NDArray[Any]:
    """One ``.npy`` member of the dtype kinds and shape ``spec`` allows; header checked before data."""
    version = np.lib.format.read_magic(member)
    if version == (1, 0):
        shape, fortran, dtype = np.lib.format.read_array_header_1_0(member, max_header_size=_HEADER_BYTES)
    elif version == (2, 0):
        shape, fortran, dtype = np.lib.format.read_array_header_2_0(member, max_header_size=_HEADER_BYTES)
    else:
        raise ValueError(f".npy version {version}")
    exact = spec.dtype is None or dtype == np.dtype(spec.dtype)
    if dtype.hasobject or dtype.kind not in spec.kinds or fortran or not exact:
        raise ValueError(f"a member of dtype {dtype}")
    shape = tuple(shape)
    fits = len(shape) == len(spec.shape) and all(want is None or got == want
                                                  for got, want in zip(shape, spec.shape, strict=True))
    if not fits or (dtype.kind == "U" and dtype.itemsize > 4 * _MAX_TEXT):
        raise ValueError(f"a member of shape {shape} and dtype {dtype}, expected shape {spec.shape}")
    wanted = int(np.prod(shape, dtype=np.int64)) * dtype.itemsize
    if wanted > member_bytes:  # the header claims more than the member holds
        raise ValueError("a member of the wrong length")
    data = member.read(wanted)
    if len(data) != wanted or member.read(1):  # reading to the end also checks the CRC
        raise ValueError("a member of the wrong length")
    array: npt.NDArray[Any] = np.frombuffer(data, dtype=dtype).reshape(shape)
    return array


def content_hash(variant_id: str, rules_hash: str, fraction_bits: int, stored: npt.NDArray[np.int32]) -> str:
    """The SHA-256 (hex) a table file carries over its header fields and every stored value."""
    digest = hashlib.sha256()
    digest.update(f"yachtgui strategy table\0{CACHE_FORMAT}\0{variant_id}\0{rules_hash}\0"
                  f"{fraction_bits}\0{len(stored)}\0".encode())
    digest.update(np.ascontiguousarray(stored, dtype="<i4").tobytes())
    return digest.hexdigest()


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
    expected_hash = content_hash(tables.variant.id, tables.variant.rules_hash, int(bits), stored)
    if not _is_text(members["content_hash"], expected_hash):
        return None, "values that do not match their content hash (edited or damaged)"
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
    stored = np.round(values.stored * (1 << bits)).astype(np.int32)
    checksum = content_hash(tables.variant.id, tables.variant.rules_hash, bits, stored)
    return save_npz(
        path, "strategy table",
        format=np.int64(CACHE_FORMAT),
        variant=np.str_(tables.variant.id),
        rules_hash=np.str_(tables.variant.rules_hash),
        fraction_bits=np.int64(bits),
        values=stored,
        content_hash=np.str_(checksum),
    )


def save_npz(path: Path, what: str, **arrays: Any) -> bool:
    """Write ``arrays`` to ``path`` as a compressed ``.npz``, atomically: a temporary file beside it,
    synced to disk, then renamed over it. False (and a log line naming ``what``) when the folder
    cannot be written; no temporary file is left behind either way."""
    temporary: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(
            dir=path.parent, prefix=f".{path.stem}-", suffix=".tmp", delete=False
        ) as handle:
            temporary = Path(handle.name)
            np.savez_compressed(handle, **arrays)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
        temporary = None
        return True
    except OSError as error:
        log.warning("could not save the %s to %s: %s", what, path, error)
        return False
    finally:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
