"""Every player's chance to win, from any moment of any game. NumPy, no Qt.

The model (issue 23): from this moment on every player plays the optimal
expected-score strategy; players' dice are independent, so turn order does not
matter; the current player's dice and rolls left count; a tie of ``k`` players
for first gives each ``1/k``. The chances add up to 1.

Each player's final score is their total so far plus the points still to come,
whose distribution comes from a :class:`DistributionTable`:

- built once per variant, on first use, by
  :func:`yachtgui.ai.distribution.level_distributions`, level by level from the
  full sheet down, following the strategy's own decisions: exact with
  :data:`EXACT_OPEN` or fewer open boxes (late in the game bonus cliffs and
  five-of-a-kind spikes make anything smoother wrong); before that, where only
  a summary is kept, faster: the policy in float32 as the solver computes
  values, distributions on a grid of :data:`GRID` points, and only every
  :data:`STRIDE`-th upper total of a run computed, those between a mixture of
  their neighbours weighted to their exact mean (the strategy's value);
- stored compactly: the exact distribution where it was computed exactly, else
  :data:`QUANTILES` quantiles, read back as a piecewise-linear distribution
  function; a state filled in between its computed neighbours keeps only how it
  was made (the two neighbours, the weight, the move to its mean) and is made
  again from their quantiles when asked for;
- kept in the strategy cache folder (``wins-<variant>-<rules hash>.npz``),
  read back through the bounded reader :func:`yachtgui.ai.cache.read_members`.

The current player's turn is followed exactly from the dice showing
(:func:`~yachtgui.ai.distribution.turn_outcomes`) and mixed over the
distributions of the states it can end in. :func:`win_chances` then combines
independent players exactly: player ``i`` wins with ``x`` points when nobody
has more, sharing with the ``k`` others who also have ``x``; the share
``1/(k+1)`` is the integral of ``t**k`` over ``[0, 1]``, so a Gauss-Legendre
rule over ``t`` of the product of ``P(X_j < x) + P(X_j = x) t`` is exact.
"""

from __future__ import annotations

import hashlib
import logging
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from yachtgui.ai.cache import Member, cache_dir, read_members, save_npz
from yachtgui.ai.distribution import FilledRows, level_distributions, max_remaining, turn_outcomes
from yachtgui.ai.solver import TurnValues, turn_values
from yachtgui.ai.states import VariantTables, tables_for
from yachtgui.ai.strategy import Strategy
from yachtgui.game import Game
from yachtgui.rules import Variant

__all__ = [
    "EXACT_OPEN",
    "QUANTILES",
    "Collector",
    "DistributionTable",
    "ExactTable",
    "Final",
    "WinChance",
    "win_chances",
]

log = logging.getLogger(__name__)

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]

#: States with this many open boxes or fewer keep their exact distribution.
EXACT_OPEN = 4
#: Quantiles kept per state with more open boxes (plus the lowest and highest points).
QUANTILES = 64
#: Points between the grid points on which the distributions of states with more than
#: :data:`EXACT_OPEN` open boxes are computed (see :func:`~yachtgui.ai.distribution.level_distributions`).
GRID = 3
#: On those levels, every STRIDE-th upper total of a box set is computed, the others filled in between.
STRIDE = 3
#: Bumped when the file layout or the meaning of a distribution file changes.
#: 2: a content hash over every value; tables without one are built again. 3: states with more than
#: EXACT_OPEN open boxes summarised from a faster, coarser computation (see GRID and STRIDE). 4: the
#: states filled in between computed ones stored as how they are made (``fills``, ``fill_weights``).
FILE_FORMAT = 4
_KEYS = frozenset({"format", "variant", "rules_hash", "exact_open", "quantiles", "offsets", "lows", "data",
                   "fills", "fill_weights", "content_hash"})
#: The most a win table's file and each of its members may take (Kismet's, the largest, holds
#: 163 MiB): checked before anything is decompressed, so a damaged or hostile file costs nothing.
MAX_FILE_BYTES = 768 << 20


def content_hash(variant: Variant, exact_open: int, quantiles: int, offsets: npt.NDArray[np.int64],
                 lows: npt.NDArray[np.int32], data: npt.NDArray[np.float32], fills: npt.NDArray[np.int32],
                 fill_weights: npt.NDArray[np.float32]) -> str:
    """The SHA-256 (hex) a win table's file carries over its header fields and every value."""
    digest = hashlib.sha256()
    digest.update(f"yachtgui win-chance table\0{FILE_FORMAT}\0{variant.id}\0{variant.rules_hash}\0"
                  f"{exact_open}\0{quantiles}\0{len(offsets)}\0{len(data)}\0{len(fills)}\0".encode())
    arrays = ((offsets, "<i8"), (lows, "<i4"), (data, "<f4"), (fills, "<i4"), (fill_weights, "<f4"))
    for array, dtype in arrays:
        digest.update(np.ascontiguousarray(array, dtype=dtype).tobytes())
    return digest.hexdigest()


def _layout(tables: VariantTables) -> dict[str, Member]:
    """What each member of a win table's file may hold (:func:`~yachtgui.ai.cache.read_members`)."""
    layout = {key: Member("iuU") for key in _KEYS}
    count = tables.stored_count
    layout["offsets"] = Member("i", (count + 1,), 8 * (count + 1) + 4096, "<i8")
    layout["lows"] = Member("i", (count,), 4 * count + 4096, "<i4")
    layout["data"] = Member("f", (None,), MAX_FILE_BYTES, "<f4")
    layout["fills"] = Member("i", (None, 3), 12 * count + 4096, "<i4")
    layout["fill_weights"] = Member("f", (None, 2), 8 * count + 4096, "<f4")
    return layout


def _read_table_members(path: Path, tables: VariantTables) -> dict[str, Any]:
    """A win table's members, each sized before it is unpacked (ValueError for anything else)."""
    older = "a table of an older format, without its filled-in states (it is built again)"
    return read_members(path, _layout(tables), MAX_FILE_BYTES,
                        older={_KEYS - {"fills", "fill_weights"}: older})


@dataclass(frozen=True)
class Final:
    """A distribution of a final score: ``P(final == offset + x) == pmf[x]``."""

    offset: int
    pmf: FloatArray

    def shifted(self, points: int) -> Final:
        """The same distribution ``points`` higher."""
        return Final(self.offset + points, self.pmf)

    @property
    def mean(self) -> float:
        """The expected final score."""
        return float(self.offset + self.pmf @ np.arange(len(self.pmf)))


def win_chances(finals: Sequence[Final]) -> FloatArray:
    """Each player's chance to win given independent final scores; ties of ``k`` share ``1/k``.

    The result sums to 1 (renormalised against rounding).
    """
    count = len(finals)
    if count == 0:
        return np.zeros(0)
    if count == 1:
        return np.ones(1)
    low = min(f.offset for f in finals)
    high = max(f.offset + len(f.pmf) for f in finals)
    p = np.zeros((count, high - low))
    for i, f in enumerate(finals):
        p[i, f.offset - low : f.offset - low + len(f.pmf)] = np.maximum(f.pmf, 0.0)
    p /= p.sum(axis=1, keepdims=True)
    below = np.cumsum(p, axis=1) - p  # P(X_j < x)
    nodes, weights = np.polynomial.legendre.leggauss(count // 2 + 1)  # exact for degree <= count - 1
    t = (nodes + 1.0) / 2.0
    w = weights / 2.0
    factor = below[:, :, None] + p[:, :, None] * t[None, None, :]  # [player, x, node]
    ones = np.ones((1, *factor.shape[1:]))
    before = np.cumprod(np.concatenate([ones, factor[:-1]]), axis=0)
    after = np.cumprod(np.concatenate([ones, factor[:0:-1]]), axis=0)[::-1]
    others = before * after  # product over j != i
    wins = np.einsum("ix,ixk,k->i", p, others, w)
    total = wins.sum()
    result: FloatArray = wins / total if total > 0 else np.full(count, 1.0 / count)
    return result


def quantile_levels(quantiles: int) -> FloatArray:
    """The levels of the stored quantiles: 0 and 1 (lowest and highest point) and, between, levels
    spaced as cosines, dense in both tails (where a game with many players is decided)."""
    levels: FloatArray = 0.5 - 0.5 * np.cos(np.pi * np.arange(quantiles + 1) / quantiles)
    levels[0], levels[-1] = 0.0, 1.0
    return levels


#: Rows of a level turned into quantiles at once: the float64 distribution functions of a chunk
#: (~4 MB) stay in the cache through the passes over them (chunks of 8,192 rows were ~2 x slower).
_QUANTILE_CHUNK = 1024


def _quantile_points(dist: FloatArray, quantiles: int, rows: IntArray | None = None
                     ) -> npt.NDArray[np.float32]:
    """``[state, k]``: where the distribution function, with each point's mass spread over
    ``[x - 1/2, x + 1/2]``, reaches the k-th of :func:`quantile_levels`; of the rows ``rows`` of
    ``dist`` only, when given (gathered a chunk at a time)."""
    count = dist.shape[0] if rows is None else len(rows)
    points = np.empty((count, quantiles + 1), dtype=np.float32)
    # One chunk's work arrays for every chunk: fresh ones (~4 MB, NumPy asking for huge pages) cost
    # the kernel a clearing (and compaction) of new pages every chunk.
    shape = (min(_QUANTILE_CHUNK, count), dist.shape[1])
    flat, positive = np.empty(shape, dtype=np.float64), np.empty(shape, dtype=bool)
    for start in range(0, count, _QUANTILE_CHUNK):
        part = slice(start, start + _QUANTILE_CHUNK)
        chunk = dist[part] if rows is None else dist[rows[part]]
        points[part] = _chunk_quantile_points(chunk, quantiles, flat, positive)
    return points


def _chunk_quantile_points(dist: FloatArray, quantiles: int, flat_buffer: FloatArray,
                           positive_buffer: npt.NDArray[np.bool_]) -> npt.NDArray[np.float32]:
    """:func:`_quantile_points` of some rows, with work arrays of at least as many rows."""
    count, length = dist.shape
    levels = quantile_levels(quantiles)[1:-1]
    points = np.empty((count, quantiles + 1), dtype=np.float32)
    positive = np.greater(dist, 0, out=positive_buffer[:count])
    points[:, 0] = np.argmax(positive, axis=1) - 0.5
    points[:, -1] = length - 0.5 - np.argmax(positive[:, ::-1], axis=1)
    # Every row's searches at once: row r's distribution function (not normalised: it ends at the
    # row's total, about 1) moved to [2r, 2r + total] makes one sorted array, searched for every
    # level of every row.
    rows = np.arange(count)
    flat = np.cumsum(dist, axis=1, dtype=np.float64, out=flat_buffer[:count])
    total = flat[:, -1].copy()
    shift = 2.0 * rows
    flat += shift[:, None]
    targets = shift[:, None] + levels[None, :] * total[:, None]  # [state, k]
    found = np.searchsorted(flat.ravel(), targets.ravel(), side="left").reshape(count, quantiles - 1)
    x = found - rows[:, None] * length
    x = np.minimum(x, length - 1)  # how many points have the distribution function below the level
    previous = np.where(x > 0, flat[rows[:, None], np.maximum(x - 1, 0)] - shift[:, None], 0.0)
    previous /= total[:, None]
    mass = np.maximum(dist[rows[:, None], x], 1e-300)
    points[:, 1:-1] = x - 0.5 + np.clip((levels[None, :] - previous) / mass, 0.0, 1.0)
    return points


def pmf_from_quantiles(points: npt.NDArray[np.floating]) -> FloatArray:
    """The distribution over whole points 0, 1, ... whose distribution function is piecewise linear
    through ``points[k]`` at the k-th of :func:`quantile_levels`."""
    quantiles = len(points) - 1
    top = int(np.ceil(float(points[-1])))
    edges = np.arange(top + 1) + 0.5
    cdf = np.interp(edges, points.astype(np.float64), quantile_levels(quantiles))
    pmf: FloatArray = np.diff(np.concatenate(([0.0], cdf)))
    return np.maximum(pmf, 0.0)


def moved_pmf(pmf: FloatArray, move: float) -> FloatArray:
    """``pmf`` (over points 0, 1, ...) moved ``move`` points up, a fraction of a point split linearly
    between the whole points either side (as the build moves rows on its grid: the mass and, but for
    mass moved below 0, which stays at 0, the mean moved by exactly ``move``)."""
    whole = int(np.floor(move))
    part = move - whole
    length = max(len(pmf) + whole + 1, 1)
    where = np.arange(len(pmf)) + whole
    out: FloatArray = np.zeros(length)
    out += np.bincount(np.maximum(where, 0), weights=pmf * (1.0 - part), minlength=length)
    out += np.bincount(np.maximum(where + 1, 0), weights=pmf * part, minlength=length)
    return out


class Collector:
    """Makes a :class:`DistributionTable` from the levels :func:`level_distributions` passes
    (so that one pass can also feed an :class:`ExactTable`)."""

    def __init__(self, tables: VariantTables, exact_open: int = EXACT_OPEN,
                 quantiles: int = QUANTILES, grid: int = 1) -> None:
        self.tables = tables
        self.exact_open = exact_open
        self.quantiles = quantiles
        self.grid = grid  # of the levels with more than exact_open open boxes, as they come
        self.pieces: dict[int, npt.NDArray[np.float32]] = {}  # exact distributions, by position
        self.blocks: list[tuple[IntArray, npt.NDArray[np.float32]]] = []  # (positions, quantile points)
        self.lows = np.zeros(tables.stored_count, dtype=np.int32)
        # (positions, their low and high neighbours' positions, share, move in points), by level
        self.fills: list[tuple[IntArray, IntArray, IntArray, npt.NDArray[np.float32], FloatArray]] = []
        self._filled: tuple[IntArray, FilledRows] | None = None  # the next level's, from on_filled

    def on_filled(self, masks: IntArray, totals: IntArray, filled: FilledRows) -> None:
        """How the next level's rows between computed ones were made (its ``on_level`` follows):
        kept as that, not as quantiles (see :meth:`DistributionTable.remaining`)."""
        self._filled = (masks, filled)

    def on_level(self, masks: IntArray, totals: IntArray, dist: FloatArray) -> None:
        """Keep one level: exact when few boxes are open, as quantiles otherwise (the rows filled in
        between computed ones as how they were made, when :meth:`on_filled` told)."""
        tables, pieces, lows = self.tables, self.pieces, self.lows
        positions = tables.positions(masks, totals)
        open_count = tables.box_count - bin(int(masks[0]) & tables.full_mask).count("1")
        filled = None
        if self._filled is not None and self._filled[0] is masks:
            filled = self._filled[1]
        self._filled = None
        if open_count <= self.exact_open:
            positive = dist > 0
            first = np.argmax(positive, axis=1)
            last = dist.shape[1] - 1 - np.argmax(positive[:, ::-1], axis=1)
            for position, row, lo, hi in zip(positions.tolist(), dist, first.tolist(), last.tolist(),
                                             strict=True):
                pieces[position] = row[lo : hi + 1].astype(np.float32)
                lows[position] = lo
        else:
            rows = None
            if filled is not None:
                kept = np.ones(len(masks), dtype=bool)
                kept[filled.rows] = False
                rows = np.flatnonzero(kept)
                self.fills.append((positions[filled.rows], positions[filled.low], positions[filled.high],
                                   filled.share.astype(np.float32), filled.move))
            points = _quantile_points(dist, self.quantiles, rows)
            if self.grid != 1:
                points *= self.grid
            self.blocks.append((positions if rows is None else positions[rows], points))

    def table(self) -> DistributionTable:
        """The compact table of every level seen (once: the quantile blocks are handed over to it)."""
        count = self.tables.stored_count
        sizes = np.ones(count, dtype=np.int64)  # a full sheet (never a level): nothing more to come
        for positions, points in self.blocks:
            sizes[positions] = points.shape[1]
        exact = np.fromiter(self.pieces, dtype=np.int64, count=len(self.pieces))
        sizes[exact] = [len(piece) for piece in self.pieces.values()]
        fills, fill_weights = _fill_arrays(self.fills)
        self.fills = []
        sizes[fills[:, 0]] = 0  # nothing in data: made again from their neighbours
        offsets = np.concatenate(([0], np.cumsum(sizes))).astype(np.int64)
        # Filled block by block, each dropped once copied: the blocks and the table are not held twice.
        data = np.empty(int(offsets[-1]), dtype=np.float32)
        seen = np.zeros(count, dtype=bool)
        while self.blocks:
            positions, points = self.blocks.pop()
            data[offsets[positions][:, None] + np.arange(points.shape[1])[None, :]] = points
            seen[positions] = True
        for position, piece in self.pieces.items():
            data[offsets[position] : offsets[position + 1]] = piece
        seen[exact] = True
        seen[fills[:, 0]] = True
        data[offsets[:-1][~seen]] = 1.0
        return DistributionTable(self.tables, offsets, self.lows, data, self.exact_open, self.quantiles,
                                 fills, fill_weights)


def _fill_arrays(fills: list[tuple[IntArray, IntArray, IntArray, npt.NDArray[np.float32], FloatArray]]
                 ) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.float32]]:
    """The filled-in states of :attr:`Collector.fills` as a table stores them, by position:
    ``[i] = (position, low neighbour's, high neighbour's)`` and ``[i] = (share, move in points)``."""
    if not fills:
        return np.zeros((0, 3), dtype=np.int32), np.zeros((0, 2), dtype=np.float32)
    references = np.concatenate([np.stack(level[:3], axis=1) for level in fills]).astype(np.int32)
    weights = np.concatenate([np.stack(level[3:], axis=1) for level in fills]).astype(np.float32)
    order = np.argsort(references[:, 0], kind="stable")
    return np.ascontiguousarray(references[order]), np.ascontiguousarray(weights[order])


@lru_cache(maxsize=8)
def _open_counts(tables: VariantTables) -> IntArray:
    """``[mask]``: how many boxes are open (read only: shared by a variant's tables and its checks,
    which a load runs one after the other)."""
    box_count = tables.box_count
    counts = np.array([box_count - bin(m & tables.full_mask).count("1") for m in range(tables.row_count)])
    counts.setflags(write=False)
    return counts


class DistributionTable:
    """The distribution of the points still to come for every state of a variant, stored compactly.

    Per representative state (the order of :class:`~yachtgui.ai.states.StateValues`),
    ``data[offsets[i]:offsets[i + 1]]`` holds either the exact probabilities of
    ``lows[i], lows[i] + 1, ...`` points (states with at most ``exact_open``
    open boxes) or ``quantiles + 1`` quantile points, or nothing: a state filled in
    between two computed ones of its box set (:func:`~yachtgui.ai.distribution.filled_between`),
    ``fills[j] = (i, low, high)`` with ``fill_weights[j] = (share, move)``, is the mixture
    ``(1 - share) * low + share * high`` of those two states' distributions moved ``move``
    points up (:meth:`remaining`).
    """

    def __init__(self, tables: VariantTables, offsets: npt.NDArray[np.int64], lows: npt.NDArray[np.int32],
                 data: npt.NDArray[np.float32], exact_open: int = EXACT_OPEN,
                 quantiles: int = QUANTILES, fills: npt.NDArray[np.int32] | None = None,
                 fill_weights: npt.NDArray[np.float32] | None = None) -> None:
        if offsets.shape != (tables.stored_count + 1,) or lows.shape != (tables.stored_count,):
            raise ValueError("a distribution table of the wrong shape")
        self.tables = tables
        self.offsets = offsets
        self.lows = lows
        self.data = data
        self.exact_open = exact_open
        self.quantiles = quantiles
        self.fills = np.zeros((0, 3), dtype=np.int32) if fills is None else fills
        self.fill_weights = np.zeros((0, 2), dtype=np.float32) if fill_weights is None else fill_weights
        if self.fills.shape != (len(self.fill_weights), 3) or self.fill_weights.shape[1:] != (2,):
            raise ValueError("filled-in states of the wrong shape")
        self._open_count = _open_counts(tables)
        # The filled-in states asked for, made again (two quantile reads and a mixture each): a
        # 10-player update asks for the same few dozen again and again.
        self._made: dict[int, Final] = {}
        self._made_lock = threading.Lock()

    @classmethod
    def build(cls, strategy: Strategy, progress: Callable[[float], None] | None = None,
              cancelled: Callable[[], bool] | None = None, *, exact_open: int = EXACT_OPEN,
              quantiles: int = QUANTILES, grid: int = GRID, stride: int = STRIDE) -> DistributionTable:
        """Compute every state's distribution (:func:`level_distributions`: exact with ``exact_open``
        open boxes or fewer, faster and on a grid of ``grid`` points before) and keep it compactly."""
        tables = tables_for(strategy.variant)
        table = strategy.table

        def lookup(masks: IntArray, totals: IntArray) -> FloatArray:
            found: FloatArray = table[masks, totals]
            return found

        collect = Collector(tables, exact_open, quantiles, grid)
        # float32 levels: half the memory of two levels at once (1 GB for 15 boxes) and faster.
        level_distributions(tables, lookup, collect.on_level, cancelled=cancelled, progress=progress,
                            dtype=np.float32, exact_open=exact_open, grid=grid, stride=stride,
                            on_filled=collect.on_filled)
        return collect.table()

    def remaining(self, mask: int, total: int) -> Final:
        """The distribution of the points still to come from state ``(mask, capped total)``."""
        tables = self.tables
        if (mask & tables.full_mask) == tables.full_mask:
            return Final(0, np.ones(1))
        position = int(tables.positions(np.array([mask]), np.array([total]))[0])
        if position < 0:
            raise ValueError(f"state ({mask}, {total}) cannot occur")
        piece = self.data[self.offsets[position] : self.offsets[position + 1]]
        if self._open_count[mask] <= self.exact_open:
            return Final(int(self.lows[position]), piece.astype(np.float64))
        if len(piece) == 0:
            return self._filled_in(position)
        return Final(0, pmf_from_quantiles(piece))

    def _filled_in(self, position: int) -> Final:
        """A filled-in state's distribution: its neighbours' mixed and moved (kept once made)."""
        with self._made_lock:
            found = self._made.get(position)
        if found is not None:
            return found
        j = int(np.searchsorted(self.fills[:, 0], position))
        _, low, high = (int(x) for x in self.fills[j])
        share, move = (float(x) for x in self.fill_weights[j])
        below = pmf_from_quantiles(self.data[self.offsets[low] : self.offsets[low + 1]])
        above = pmf_from_quantiles(self.data[self.offsets[high] : self.offsets[high + 1]])
        mixed = np.zeros(max(len(below), len(above)))
        mixed[: len(below)] += (1.0 - share) * below
        mixed[: len(above)] += share * above
        pmf = moved_pmf(mixed, move)
        pmf.setflags(write=False)  # shared by every caller
        made = Final(0, pmf)
        with self._made_lock:
            if len(self._made) >= _MADE_KEPT:
                self._made.clear()
            self._made[position] = made
        return made

    @property
    def nbytes(self) -> int:
        """Bytes held (what a file holds, uncompressed)."""
        return int(self.offsets.nbytes + self.lows.nbytes + self.data.nbytes + self.fills.nbytes
                   + self.fill_weights.nbytes)

    # --- files ---------------------------------------------------------------------------

    def save(self, path: Path) -> bool:
        """Write atomically (temporary file, then rename); False when the folder cannot be written."""
        variant = self.tables.variant
        return save_npz(
            path, "win-chance table",
            format=np.int64(FILE_FORMAT),
            variant=np.str_(variant.id),
            rules_hash=np.str_(variant.rules_hash),
            exact_open=np.int64(self.exact_open),
            quantiles=np.int64(self.quantiles),
            offsets=self.offsets,
            lows=self.lows,
            data=self.data,
            fills=self.fills,
            fill_weights=self.fill_weights,
            content_hash=np.str_(content_hash(variant, self.exact_open, self.quantiles, self.offsets,
                                              self.lows, self.data, self.fills, self.fill_weights)),
        )

    @classmethod
    def load(cls, path: Path, tables: VariantTables) -> DistributionTable | None:
        """The checked table in ``path``; None (logged unless absent) when missing or bad."""
        try:
            members = _read_table_members(path, tables)
            problem = _check(members, tables)
            if problem:
                raise ValueError(problem)
            return cls(tables, members["offsets"], members["lows"], members["data"],
                       int(members["exact_open"]), int(members["quantiles"]), members["fills"],
                       members["fill_weights"])
        except FileNotFoundError:
            return None
        except Exception as error:  # whatever a foreign file trips over, it is not our table
            log.warning("ignoring win-chance table %s: %s", path, error)
            return None


def _check(members: dict[str, Any], tables: VariantTables) -> str | None:
    """What is wrong with a file's members, or None."""
    variant = tables.variant
    if int(members["format"]) != FILE_FORMAT or members["format"].shape != ():
        return "another format"
    if str(members["variant"]) != variant.id or str(members["rules_hash"]) != variant.rules_hash:
        return "another variant or other rules"
    offsets, lows, data = members["offsets"], members["lows"], members["data"]
    fills, fill_weights = members["fills"], members["fill_weights"]
    if offsets.dtype != np.int64 or lows.dtype != np.int32 or data.dtype != np.float32:
        return "wrong types"
    if fills.dtype != np.int32 or fill_weights.dtype != np.float32:
        return "wrong types"
    if offsets.shape != (tables.stored_count + 1,) or lows.shape != (tables.stored_count,):
        return "wrong shapes"
    if fills.ndim != 2 or fills.shape[1] != 3 or fill_weights.shape != (len(fills), 2):
        return "wrong shapes"
    exact_open, quantiles = members["exact_open"], members["quantiles"]
    if any(field.shape != () or field.dtype.kind not in "iu" for field in (exact_open, quantiles)):
        return "a bad header"
    if not 0 <= int(exact_open) <= tables.box_count or not 2 <= int(quantiles) <= 4096:
        return "a bad header"
    sizes = np.diff(offsets)
    if offsets[0] != 0 or np.any(sizes < 0) or offsets[-1] != data.shape[0] or data.ndim != 1:
        return "bad offsets"
    if not np.all(np.isfinite(data)) or not np.all(np.isfinite(fill_weights)):
        return "values that are not numbers"
    problem = _check_fills(tables, int(exact_open), int(quantiles), sizes, fills, fill_weights)
    if problem:
        return problem
    expected = content_hash(variant, int(exact_open), int(quantiles), offsets, lows, data, fills,
                            fill_weights)
    if members["content_hash"].shape != () or str(members["content_hash"]) != expected:
        return "values that do not match their content hash (edited or damaged)"
    return None


def _check_fills(tables: VariantTables, exact_open: int, quantiles: int, sizes: npt.NDArray[np.int64],
                 fills: npt.NDArray[np.int32], fill_weights: npt.NDArray[np.float32]) -> str | None:
    """What is wrong with a file's filled-in states (``sizes``: each state's values in ``data``), or
    None: each one a state kept as quantiles, stored with nothing, and the only ones stored so; its
    neighbours states stored as quantile points; its share in [0, 1] and its move no more points
    than the game has left."""
    count = tables.stored_count
    masks, totals = np.nonzero(tables.representatives())
    summary = np.zeros(count, dtype=bool)  # the states stored as quantiles, or filled in
    open_counts = _open_counts(tables)[masks]
    summary[tables.positions(masks, totals)] = (open_counts > exact_open) & (open_counts > 0)
    if np.any(fills < 0) or np.any(fills >= count):
        return "filled-in states out of range"
    position, low, high = fills[:, 0], fills[:, 1], fills[:, 2]
    if np.any(np.diff(position) <= 0) or not np.array_equal(np.flatnonzero(sizes == 0), position):
        return "filled-in states that are not the states stored with nothing"
    if not np.all(summary[position]):
        return "filled-in states that are stored exactly"
    for neighbour in (low, high):
        if not np.all(summary[neighbour] & (sizes[neighbour] == quantiles + 1)):
            return "filled-in states made from states not stored as quantiles"
    share, move = fill_weights[:, 0], fill_weights[:, 1]
    if np.any(share < 0) or np.any(share > 1) or np.any(np.abs(move) > max_remaining(tables)):
        return "filled-in states with a share outside [0, 1] or a move beyond the game"
    return None


#: Filled-in states a table keeps once made (:meth:`DistributionTable._filled_in`; a few KB each).
_MADE_KEPT = 4096


def table_path(tables: VariantTables) -> Path:
    """Where the win-chance table of ``tables.variant`` is cached."""
    variant = tables.variant
    safe_id = re.sub(r"[^A-Za-z0-9_.-]", "_", variant.id)[:64] or "variant"
    return cache_dir() / f"wins-{safe_id}-{variant.rules_hash}.npz"


class ExactTable:
    """Every state's exact distribution, uncompressed (float64): the reference the tests measure
    :class:`DistributionTable` against. Hundreds of MB for 12 boxes, about 4 GiB for 15 (Kismet):
    for tests and benchmarks (``benchmarks/win_accuracy.py``), never the app."""

    def __init__(self, tables: VariantTables, dist: FloatArray) -> None:
        self.tables = tables
        self.dist = dist

    @classmethod
    def build(cls, strategy: Strategy, also: Callable[[IntArray, IntArray, FloatArray], None] | None = None
              ) -> ExactTable:
        """Compute it (minutes); ``also`` sees each level as :func:`level_distributions` passes it."""
        tables = tables_for(strategy.variant)
        table = strategy.table
        length = max_remaining(tables) + 1
        dist = np.zeros((tables.stored_count, length))

        def lookup(masks: IntArray, totals: IntArray) -> FloatArray:
            found: FloatArray = table[masks, totals]
            return found

        def on_level(masks: IntArray, totals: IntArray, level: FloatArray) -> None:
            dist[tables.positions(masks, totals), : level.shape[1]] = level
            if also is not None:
                also(masks, totals, level)

        level_distributions(tables, lookup, on_level)
        return cls(tables, dist)

    def remaining(self, mask: int, total: int) -> Final:
        """The exact distribution of the points still to come from a state."""
        if (mask & self.tables.full_mask) == self.tables.full_mask:
            return Final(0, np.ones(1))
        position = int(self.tables.positions(np.array([mask]), np.array([total]))[0])
        if position < 0:
            raise ValueError(f"state ({mask}, {total}) cannot occur")
        return Final(0, self.dist[position])


_ENGINES: dict[str, WinChance] = {}
_ENGINES_LOCK = threading.Lock()


class WinChance:
    """Chances to win in games of one variant (see the module docstring). Thread-safe for queries."""

    def __init__(self, strategy: Strategy, table: DistributionTable | ExactTable) -> None:
        self.strategy = strategy
        self.table = table
        self._tables = tables_for(strategy.variant)
        self._dense = strategy.table

        self._turns: dict[tuple[int, int], TurnValues] = {}
        self._lock = threading.Lock()

    @property
    def strategy_tables(self) -> VariantTables:
        """The variant's solver tables."""
        return self._tables

    @classmethod
    def load_or_build(cls, variant: Variant, progress: Callable[[float], None] | None = None,
                      cancelled: Callable[[], bool] | None = None) -> WinChance:
        """The engine of ``variant``: its tables from this process, the cache, or built (and cached)."""
        with _ENGINES_LOCK:
            engine = _ENGINES.get(variant.rules_hash)
        if engine is not None:
            return engine
        strategy = Strategy.load_or_build(variant)
        tables = tables_for(variant)
        path = table_path(tables)
        table = DistributionTable.load(path, tables)
        if table is None:
            table = DistributionTable.build(strategy, progress, cancelled)
            table.save(path)
        engine = cls(strategy, table)
        with _ENGINES_LOCK:
            _ENGINES[variant.rules_hash] = engine
        return engine

    def lookup(self, masks: IntArray, totals: IntArray) -> FloatArray:
        """State values of the strategy (``totals`` capped)."""
        found: FloatArray = self._dense[masks, totals]
        return found

    def turn(self, mask: int, total: int) -> TurnValues:
        """The strategy's evaluated turn of a state (kept)."""
        key = (mask, total)
        with self._lock:
            found = self._turns.get(key)
        if found is None:
            found = turn_values(self._tables, self.lookup, mask, total)
            with self._lock:
                if len(self._turns) > 256:
                    self._turns.clear()
                self._turns[key] = found
        return found

    def state(self, filled: Sequence[str], upper_total: int, yacht_holds_points: bool = False
              ) -> tuple[int, int]:
        """(mask, capped total) of a player's card."""
        tables = self._tables
        positions = {box: i for i, box in enumerate(tables.variant.categories)}
        mask = 0
        for box in filled:
            mask |= 1 << positions[box]
        if tables.flag_bit and yacht_holds_points and (mask >> tables.yacht_box) & 1:
            mask |= tables.flag_bit
        return mask, min(upper_total, tables.cap)

    def remaining(self, mask: int, total: int, dice: Sequence[int] = (), rolls_left: int = 3) -> Final:
        """The points still to come from a state, at the start of its turn or (``dice``, ``rolls_left``)
        within it."""
        if (mask & self._tables.full_mask) == self._tables.full_mask:
            return Final(0, np.ones(1))
        if not dice or rolls_left >= 3:
            return self.table.remaining(mask, total)
        outcomes = turn_outcomes(self._tables, self.lookup, mask, total, tuple(sorted(dice)), rolls_left,
                                 self.turn(mask, total))
        return self.mixture(outcomes.probability, outcomes.gain, outcomes.next_mask, outcomes.next_total)

    def mixture(self, probability: FloatArray, gain: IntArray, next_mask: IntArray,
                next_total: IntArray) -> Final:
        """The distribution of ``gain[i]`` plus the rest from state ``i``, with chance ``probability[i]``."""
        pieces = []
        pairs = next_mask.astype(np.int64) * (self._tables.cap + 1) + next_total
        for pair in np.unique(pairs).tolist():
            chosen = pairs == pair
            gains = gain[chosen]
            low = int(gains.min())
            weights = np.bincount(gains - low, weights=probability[chosen])
            part = self.table.remaining(*divmod(pair, self._tables.cap + 1))
            pieces.append((low + part.offset, np.convolve(weights, part.pmf)))
        top = max(start + len(piece) for start, piece in pieces)
        out = np.zeros(top)
        for start, piece in pieces:
            out[start : start + len(piece)] += piece
        return Final(0, out)

    def finals(self, game: Game) -> list[Final]:
        """Every player's final-score distribution from this moment of ``game``."""
        result = []
        for player in range(len(game.players)):
            mask, total = self.state(game.filled_boxes(player), game.upper_total(player),
                                     game.yacht_holds_points(player))
            if game.current_player == player and game.dice:
                rest = self.remaining(mask, total, game.dice, game.rolls_left)
            else:
                rest = self.remaining(mask, total)
            result.append(rest.shifted(game.total(player)))
        return result

    def finals_at_turn_start(self, game: Game) -> list[Final]:
        """As :meth:`finals`, but the current player as at the start of the turn (dice not counted)."""
        result = []
        for player in range(len(game.players)):
            mask, total = self.state(game.filled_boxes(player), game.upper_total(player),
                                     game.yacht_holds_points(player))
            result.append(self.remaining(mask, total).shifted(game.total(player)))
        return result

    def for_game(self, game: Game) -> FloatArray:
        """Every player's chance to win from this moment of ``game``, in seat order (sums to 1)."""
        if game.variant.rules_hash != self.strategy.variant.rules_hash:
            raise ValueError("the game is of another variant")
        return win_chances(self.finals(game))
