"""The distribution of the points still to come, under the optimal expected-score strategy.

The value tables of :mod:`yachtgui.ai.solver` give the *mean* of the points a
player still adds from a state (filled boxes, capped upper total) when playing
the optimal expected-score strategy. A chance to win needs the whole
distribution: bonus cliffs and five-of-a-kind spikes make it far from normal.

This module follows the same policy exactly (the same float64 turn evaluation
as :func:`yachtgui.ai.solver.turn_values`, ties broken as
:meth:`yachtgui.ai.Strategy.options` breaks them: more dice kept, then sheet
order), and computes:

- :func:`level_distributions`: the exact distribution of every representative
  state, level by level from the full sheet down (each turn fills one box, so a
  level needs only the one after it). Each level is handed to a callback and
  then dropped, so memory holds two levels, not the whole table. Levels with
  many open boxes can instead be *summary levels*, computed faster and less
  exactly for a table that keeps only quantiles of them (see
  :data:`SUMMARY_BATCH` and :func:`filled_between`).
- :func:`turn_outcomes`: for one state, from any moment of a turn (the dice
  showing, rolls left), the probability of every way the turn can end: the box
  filled, the points it adds (bonus and chips included) and the state after it.

Distributions are probability vectors over points 0, 1, 2, ... (integers:
every score is a whole number). The Yahtzee bonus chips of a house rule with
one are counted through the values themselves (see :func:`turn_outcomes`);
the batched levels evaluate five of a kind with the Joker rule one state at a
time, as the advice does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from yachtgui.ai.keeps import KeepLattice
from yachtgui.ai.solver import (
    Lookup,
    TurnValues,
    _default_workers,
    _keep_averages,
    _successor_values,
    _value_index,
    collect_batches,
    turn_values,
)
from yachtgui.ai.states import VariantTables

__all__ = [
    "FilledRows",
    "TurnOutcomes",
    "level_distributions",
    "max_remaining",
    "subkeep_table",
    "turn_outcomes",
]

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]

#: Called with each level's states (masks, capped totals) and their distributions ``[state, points]``.
LevelCallback = Callable[[IntArray, IntArray, FloatArray], None]


@dataclass(frozen=True, eq=False)
class FilledRows:
    """How :func:`filled_between` made a summary level's rows that were not computed (indices into
    the level): row ``rows[i]`` is ``(1 - share[i]) * row low[i] + share[i] * row high[i]``, moved
    ``move[i]`` points up (a fraction of a grid step split linearly between the grid points either
    side), so that its mean is the state's exact value. ``low`` and ``high`` are computed rows."""

    rows: IntArray
    low: IntArray
    high: IntArray
    share: npt.NDArray[np.float32]
    move: FloatArray  # in points, not grid steps


#: Called with a summary level's states and how its rows between computed ones were filled in, just
#: before the level goes to its :data:`LevelCallback` (on the same thread, in the same order).
FilledCallback = Callable[[IntArray, IntArray, FilledRows], None]

#: States evaluated together in :func:`level_distributions`.
BATCH = 256


def max_remaining(tables: VariantTables) -> int:
    """The most points a player can still add from the start of a game (a Yahtzee chip a turn at most)."""
    chips = tables.variant.yacht_bonus * tables.box_count
    return int(tables.scores.max(axis=0).sum() + tables.bonus.max()) + chips


@lru_cache(maxsize=1)
def _subkeeps_ordered(keeps: KeepLattice) -> IntArray:
    return subkeep_table(keeps)


def subkeep_table(keeps: KeepLattice) -> IntArray:
    """``[roll, j]``: the keeps inside each roll, most dice first (then by keep number), padded with -1.

    The first maximum along a row is then the option :meth:`Strategy.options` lists first.
    """
    width = max(len(inside) for inside in keeps.subkeeps)
    table = np.full((len(keeps.rolls), width), -1, dtype=np.intp)
    for roll, inside in enumerate(keeps.subkeeps):
        ordered = sorted(inside, key=lambda k: (-len(keeps.keeps[k]), k))
        table[roll, : len(ordered)] = ordered
    return table


def _choices(values: FloatArray, keeps: KeepLattice) -> IntArray:
    """``[roll, state]``: the keep (global number) chosen after each roll, from keep values ``[keep, state]``.

    A choice of the roll itself (all five dice) means stopping.
    """
    table = _subkeeps_ordered(keeps)
    best = values[table[:, 0]]
    index = np.zeros(best.shape, dtype=np.intp)
    for column in range(1, table.shape[1]):
        rows = np.flatnonzero(table[:, column] >= 0)  # rolls with this many distinct keeps, a prefix
        candidate = values[table[rows, column]]
        better = candidate > best[rows]
        best[rows] = np.where(better, candidate, best[rows])
        index[rows] = np.where(better, column, index[rows])
    chosen: IntArray = np.take_along_axis(table, index, axis=1).astype(np.intp)
    return chosen


@lru_cache(maxsize=1)
def _preference(keeps: KeepLattice) -> npt.NDArray[np.int16]:
    """Each keep's liking in the order :meth:`Strategy.options` lists options (more dice first, then
    keep number): larger is listed first, never 0, and the keep number is 511 minus its low nine bits."""
    assert len(keeps.keeps) <= 512  # the bits of an int16: nine for the keep number
    assert len(keeps.level_slices) <= 32  # and five for the number of dice
    liked = np.empty(len(keeps.keeps), dtype=np.int16)
    for size, level in enumerate(keeps.level_slices):
        liked[level] = ((size + 1) << 9) + 511 - np.arange(level.start, level.stop)
    return liked


def _lattice_choices(buffer: FloatArray, keeps: KeepLattice) -> IntArray:
    """In place, :func:`~yachtgui.ai.solver._lattice_max`; returns what :func:`_choices` would have
    returned for the buffer as it was (``[roll, state]``: the first best keep inside each roll).

    The best keep travels up the lattice with the maximum: a keep inside another is a keep inside
    one of its children, and "higher value, then the earlier-listed keep" is a total order, so the
    winner of each roll is the same as a scan of all its keeps in listed order. Each lattice edge
    without masked copies (they cost ten plain passes): the winner is its liking
    (:func:`_preference`, an int16), zeroed where the child is strictly better, the child's zeroed
    where it is worse, and the larger of the two kept (on a tie: the earlier-listed).
    """
    liked = _preference(keeps)
    count = buffer.shape[1]
    rolls = len(keeps.rolls)
    winner = np.repeat(liked[:, None], count, axis=1)  # [keep, state]: the liking of the best keep inside
    value = np.empty((rolls, count))
    stays = np.empty((rolls, count), dtype=bool)
    their = np.empty((rolls, count), dtype=np.int16)
    for size in range(1, len(keeps.level_slices)):
        level = buffer[keeps.level_slices[size]]
        level_winner = winner[keeps.level_slices[size]]
        children = keeps.children[size]
        for column, rows in enumerate(keeps.child_rows[size]):
            child = children[:rows, column]
            mine, best = level[:rows], level_winner[:rows]
            np.take(buffer, child, axis=0, out=value[:rows], mode="clip")  # "clip": out= not buffered
            np.take(winner, child, axis=0, out=their[:rows], mode="clip")
            np.less_equal(value[:rows], mine, out=stays[:rows])
            np.multiply(best, stays[:rows], out=best)
            np.greater_equal(value[:rows], mine, out=stays[:rows])
            np.multiply(their[:rows], stays[:rows], out=their[:rows])
            np.maximum(best, their[:rows], out=best)
            np.maximum(mine, value[:rows], out=mine)
    rolls_winner = np.bitwise_and(winner[keeps.first_roll :], np.int16(511))
    chosen: IntArray = np.subtract(511, rolls_winner, dtype=np.intp)
    return chosen


def _roll_forward(mass: FloatArray, keeps: KeepLattice) -> FloatArray:
    """In place on keep masses ``[keep, state]``: roll the free dice of every keep of 0..4 dice.

    Afterwards the five-dice rows hold the distribution of the rolls (plus what was already there);
    the smaller keeps' rows mean nothing (see :func:`_pull_forward`).
    """
    _pull_forward(mass, keeps, np.empty((len(keeps.rolls), mass.shape[1]), dtype=mass.dtype))
    return mass


def _pull_forward(mass: Any, keeps: KeepLattice, scratch: Any) -> None:
    """In place on keep masses ``[keep, state]`` (any float type): roll the free dice of every keep of
    0..4 dice, each keep gathering a sixth of the mass of every keep one die smaller inside it (one
    per distinct face it holds), from one die up, as :func:`~yachtgui.ai.solver._keep_averages`
    gathers the other way: no scattered adds. The five-dice rows then hold the distribution of the
    rolls (plus what was already there); the smaller keeps' rows are left divided by six."""
    for size in range(1, len(keeps.level_slices)):
        below = mass[keeps.level_slices[size - 1]]
        np.divide(below, 6, out=below)
        level = mass[keeps.level_slices[size]]
        for column, rows in enumerate(keeps.child_rows[size]):
            part = scratch[:rows]
            np.take(mass, keeps.children[size][:rows, column], axis=0, out=part, mode="clip")
            np.add(level[:rows], part, out=level[:rows])


def _after_choices(rolls: FloatArray, choice: IntArray, keeps: KeepLattice) -> FloatArray:
    """Keep masses ``[keep, state]`` after each roll's mass ``rolls[roll, state]`` goes to its chosen keep."""
    count = rolls.shape[1]
    flat = (choice * count + np.arange(count)[None, :]).ravel()
    counted = np.bincount(flat, weights=rolls.ravel(), minlength=len(keeps.keeps) * count)
    mass = np.asarray(counted, dtype=np.float64)
    return mass.reshape(len(keeps.keeps), count)


@dataclass(frozen=True, eq=False)
class _BatchPolicy:
    """For a batch of states: each roll's box and the keeps chosen with one and two rolls left."""

    box: IntArray  # [roll, state]
    keep1: IntArray  # [roll, state]
    keep2: IntArray  # [roll, state]


def _batch_policy(tables: VariantTables, lookup: Lookup, masks: IntArray, totals: IntArray
                  ) -> tuple[_BatchPolicy, _ExtraYacht | None]:
    """The optimal expected-score policy of a batch of states (float64, as :func:`turn_values`), and
    how the states with the five-of-a-kind box filled score a further one (the Joker rule, chips)."""
    keeps = tables.keeps
    count = len(masks)
    successors = _successor_values(tables, lookup, masks, totals)
    best = np.full((len(keeps.rolls), count), -np.inf)
    assert tables.box_count <= 127  # box numbers fit in int8
    box8 = np.zeros((len(keeps.rolls), count), dtype=np.int8)  # small while chosen, intp after
    values = np.empty((len(keeps.rolls), count))
    better = np.empty((len(keeps.rolls), count), dtype=bool)
    taken = np.empty((len(keeps.rolls), count), dtype=np.int8)
    extra = _extra_states(tables, masks)
    by_box: dict[int, FloatArray] = {}  # box -> [face, state]: worth as a Joker
    scores = _box_scores(tables)
    previous = -1
    for index, w in successors:
        assert index > previous  # sheet order: the box taken below is the first best
        previous = index
        value_index = _value_index(tables, index)
        if value_index is not None:
            np.take(w, value_index, axis=0, out=values, mode="clip")  # "clip": out= is not buffered
        else:
            np.add(scores[index, :, None], w[None, :], out=values)
        if extra is not None and index != tables.yacht_box:
            by_box[index] = _joker_values(tables, index, values, w)
        # The first best box without masked copies: where this box is better, it is the highest
        # box number seen so far, so the maximum of the box numbers takes it.
        np.greater(values, best, out=better)
        np.maximum(best, values, out=best)
        np.multiply(better.view(np.int8), np.int8(index), out=taken)
        np.maximum(box8, taken, out=box8)
    box = box8.astype(np.intp)
    yacht = None if extra is None else _extra_yacht_choices(tables, masks, extra, by_box, best, box)
    buffer = np.empty((len(keeps.keeps), count))
    scratch = np.empty((len(keeps.rolls), count))
    first = keeps.first_roll
    buffer[first:] = best  # the averages leave the rolls' rows as they are: stopping, with one roll left
    _keep_averages(buffer, keeps, scratch)
    keep1 = _lattice_choices(buffer, keeps)
    _keep_averages(buffer, keeps, scratch)
    buffer[first:] = best
    keep2 = _lattice_choices(buffer, keeps)
    return _BatchPolicy(box, keep1, keep2), yacht


@lru_cache(maxsize=8)
def _box_scores(tables: VariantTables) -> FloatArray:
    """``[box, roll]``: the scores as float64, each box's row contiguous (added to values without a cast)."""
    return np.ascontiguousarray(tables.scores.T, dtype=np.float64)


def _extra_states(tables: VariantTables, masks: IntArray) -> npt.NDArray[np.bool_] | None:
    """Which states score a further five of a kind by the Joker rule or with a chip (None: none)."""
    if tables.yacht_box < 0 or not (tables.flag_bit or tables.variant.joker != "none"):
        return None
    extra: npt.NDArray[np.bool_] = ((masks >> tables.yacht_box) & 1) == 1
    return extra if extra.any() else None


def _joker_values(tables: VariantTables, box: int, values: Any, relative: Any) -> Any:
    """``[face, state]``: what filling ``box`` with each five of a kind is worth as a Joker (upper
    boxes: their own score; lower boxes: their Joker points), from the box's ``values`` of every
    roll and the value ``relative`` of the state after it."""
    if box < tables.upper_count:
        return values[list(tables.yacht_rolls)].copy()
    jokers = _joker_points(tables, box).astype(values.dtype, copy=False)
    return jokers[:, None] + relative[None, :]


@lru_cache(maxsize=64)
def _joker_points(tables: VariantTables, box: int) -> FloatArray:
    """A lower box's points for each five of a kind (face order) filled in it as a Joker."""
    points = np.array([tables.variant.joker_points(tables.variant.categories[box], (f,) * 5)
                       for f in range(1, 7)], dtype=np.float64)
    points.setflags(write=False)  # shared by every batch
    return points


def _final_rolls(policy: _BatchPolicy, keeps: KeepLattice, count: int,
                 dtype: type[np.floating] = np.float64) -> FloatArray:
    """``[roll, state]``: the probability that the turn ends with each roll (from its first roll),
    as float64 (as :func:`_mix` weighs them); the masses carried in ``dtype`` on the way (float32 on
    a summary level: half the memory traffic, its distributions being float32 anyway)."""
    first = keeps.first_roll
    mass = np.empty((len(keeps.keeps), count), dtype=dtype)
    scratch = np.empty((len(keeps.rolls), count), dtype=dtype)
    rolls = np.repeat(keeps.roll_probability.astype(dtype)[:, None], count, axis=1)
    columns = np.arange(count)
    for choice in (policy.keep2, policy.keep1):
        flat = choice * count
        flat += columns
        mass.fill(0.0)
        np.add.at(mass.reshape(-1), flat.reshape(-1), rolls.reshape(-1))  # each roll's mass to its keep
        _pull_forward(mass, keeps, scratch)
        rolls = mass[first:].copy()
    return rolls.astype(np.float64, copy=False)


def _needs_single_states(tables: VariantTables) -> bool:
    return tables.yacht_box >= 0 and bool(tables.flag_bit or tables.variant.joker != "none")


def level_distributions(
    tables: VariantTables,
    lookup: Lookup,
    on_level: LevelCallback,
    *,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[float], None] | None = None,
    dtype: type[np.floating] = np.float64,
    exact_open: int | None = None,
    grid: int = 1,
    stride: int = 1,
    on_filled: FilledCallback | None = None,
) -> None:
    """The distribution of the points still to come for every representative state: exact, or
    with ``exact_open`` given, exact only on levels with that many open boxes or fewer.

    ``lookup`` gives state values (the strategy's table). Levels go from the
    last box to the first; each is passed to ``on_level(masks, totals, dist)``
    with ``dist[i, x]`` the probability that the state ``(masks[i], totals[i])``
    adds exactly ``x`` more points. Raises :class:`~yachtgui.ai.solver.BuildCancelled`
    when ``cancelled()`` says so.

    Levels with more than ``exact_open`` open boxes are *summary levels* (see
    :data:`SUMMARY_BATCH`): computed faster, and on a grid of ``grid`` points, so that there
    ``dist[i, k]`` is the probability of ``k * grid`` more points. With ``stride`` above 1, only
    every ``stride``-th upper total of each box set is computed there (with its lowest, its
    highest and those within :data:`NEAR_CAP` of the bonus threshold); the totals between are
    :func:`filled_between` their neighbours; how is passed to ``on_filled(masks, totals, filled)``
    (a :class:`FilledRows`), when given, just before the level goes to ``on_level``.
    """
    # Each finished level is handed to on_level on a thread of its own while the next level is
    # computed (a collector's quantiles would otherwise leave the batches' threads idle); one level at
    # a time, in order. A level's rows are never written again: the next level only reads them.
    with ThreadPoolExecutor(max_workers=1) as keeper:
        handed: Future[None] | None = None
        levels = _computed_levels(tables, lookup, cancelled, progress, dtype, exact_open, grid, stride)
        for masks, totals, dist, filled in levels:
            if handed is not None:
                handed.result()
            handed = keeper.submit(_hand_on, on_level, on_filled, masks, totals, dist, filled)
        if handed is not None:
            handed.result()


def _hand_on(on_level: LevelCallback, on_filled: FilledCallback | None, masks: IntArray, totals: IntArray,
             dist: FloatArray, filled: FilledRows | None) -> None:
    """One level to its callbacks: how its rows were filled in (if any, and asked for), then the level."""
    if on_filled is not None and filled is not None:
        on_filled(masks, totals, filled)
    on_level(masks, totals, dist)


def _computed_levels(tables: VariantTables, lookup: Lookup, cancelled: Callable[[], bool] | None,
                     progress: Callable[[float], None] | None, dtype: type[np.floating],
                     exact_open: int | None, grid: int, stride: int
                     ) -> Iterator[tuple[IntArray, IntArray, FloatArray, FilledRows | None]]:
    """:func:`level_distributions`' levels, as they are computed: (masks, totals, dist, and how the
    rows not computed were filled in, or None)."""

    full = tables.full_mask
    box_max = tables.scores.max(axis=0)
    extra = int(tables.bonus.max())
    done_masks = np.array([full] + ([full | tables.flag_bit] if tables.flag_bit else []), dtype=np.intp)
    next_masks = np.repeat(done_masks, tables.cap + 1)
    next_totals = np.tile(np.arange(tables.cap + 1), len(done_masks))
    reachable = tables.positions(next_masks, next_totals) >= 0
    next_masks, next_totals = next_masks[reachable], next_totals[reachable]
    next_dist = np.zeros((len(next_masks), 1), dtype=dtype)
    next_dist[:, 0] = 1.0
    row_of = np.full(tables.stored_count, -1, dtype=np.intp)
    levels = [tables.level_states(filled) for filled in range(tables.box_count - 1, -1, -1)]
    total_states = sum(len(m) for m, _ in levels) or 1
    done = 0
    on_grid = False
    for filled, (masks, totals) in zip(range(tables.box_count - 1, -1, -1), levels, strict=True):
        if len(masks) == 0:
            continue
        summary = exact_open is not None and tables.box_count - filled > exact_open
        if summary and not on_grid:
            next_dist = to_grid(next_dist, grid)
            on_grid = True
            next_ends = next_dist.shape[1] - 1 - np.argmax(next_dist[:, ::-1] > 0, axis=1)
        open_bits = (~masks[:, None] >> np.arange(tables.box_count)[None, :]) & 1
        chips = tables.variant.yacht_bonus * int(open_bits.sum(axis=1).max())  # at most one a turn
        length = int((open_bits * box_max[None, :]).sum(axis=1).max()) + extra + chips + 1
        row_of[:] = -1
        row_of[tables.positions(next_masks, next_totals)] = np.arange(len(next_masks))
        if summary:
            # As far as a state's row can reach from the next level's rows (trimmed), if shorter than
            # the worst case; each batch only as long as its rows can reach (states sorted by box set:
            # a batch's are alike).
            worst = (length - 1) // grid + 2
            reach = _reach(tables, masks, next_masks, next_ends, grid)
            reach = np.where(reach < 0, worst, np.minimum(reach, worst))
            width = min(worst, int(reach.max()) + _MARGIN)
            dist = np.zeros((len(masks), width), dtype=dtype)
        else:
            dist = np.zeros((len(masks), length), dtype=dtype)

        computed = np.ones(len(masks), dtype=bool)
        if summary and stride > 1:
            computed = _computed_rows(masks, totals, tables.cap, stride)
        work_rows = np.flatnonzero(computed)

        # Batches of a level on two threads, as the solver's (NumPy releases the GIL while it works).
        with ThreadPoolExecutor(max_workers=_default_workers()) as pool:
            if summary:
                parts = [work_rows[start : start + SUMMARY_BATCH]
                         for start in range(0, len(work_rows), SUMMARY_BATCH)]
                futures = [pool.submit(_summary_cut_into, dist, part, int(reach[part].max()), tables, lookup,
                                       masks, totals, next_dist, row_of, grid) for part in parts]
            else:
                futures = [pool.submit(_evaluate_into, dist, slice(start, start + BATCH), tables, lookup,
                                       masks, totals, next_dist, row_of)
                           for start in range(0, len(masks), BATCH)]
            done = collect_batches(futures, done, total_states, progress, cancelled, "the distributions")
        filled_in = None
        if not computed.all():
            filled_in = filled_between(dist, masks, totals, computed, lookup(masks, totals), grid)
            done += int((~computed).sum())
        if summary:
            dist, next_ends = trimmed(dist, TAIL_MASS)
        yield masks, totals, dist, filled_in
        next_masks, next_totals, next_dist = masks, totals, dist


#: On a summary level, the points beyond which every state's remaining chance is below this are
#: folded into the last point kept (:func:`trimmed`): the rows sized for the worst case (a Yahtzee
#: bonus chip in every open box) are mostly chances far below anything a quantile can see.
TAIL_MASS = 1e-9
#: Zero bins kept above the most a summary row can reach (room for :func:`filled_between`'s moves).
_MARGIN = 2


def trimmed(dist: FloatArray, epsilon: float) -> tuple[FloatArray, IntArray]:
    """The rows ``dist``, each cut after its last point where the chance of that many points or
    more is still at least ``epsilon`` (the mass beyond folded into that point: the mass is kept,
    the mean moves by less than ``epsilon`` times the row's length), and where each now ends.

    The rows cut are a view of ``dist``, not a copy: a copy of a level (hundreds of MB in Yahtzee)
    costs fresh pages that the kernel clears (and compacts, NumPy asking for huge pages)."""
    count, width = dist.shape
    ends = np.empty(count, dtype=np.intp)
    for start in range(0, count, _FILL_CHUNK):
        backwards = dist[start : start + _FILL_CHUNK, ::-1]
        rows = np.arange(len(backwards))
        # Only the points below epsilon at the end of a row can be cut: the sums run over those
        # (and one more, where every row's sum has reached epsilon), not the whole rows.
        small = np.argmax(backwards >= epsilon, axis=1)  # a row's whole mass is about 1: never all
        window = backwards[:, : min(int(small.max()) + 1, width)]
        tail = np.cumsum(window, axis=1)  # [row, j]: the chance of the row's last j + 1 points
        negligible = tail < epsilon  # a run at the start of each row: the points cut
        cut = np.argmax(~negligible, axis=1)
        folded = np.where(cut > 0, tail[rows, cut - 1], 0.0).astype(dist.dtype)
        np.copyto(window, 0.0, where=negligible)
        window[rows, cut] += folded
        ends[start : start + len(backwards)] = width - 1 - cut
    cut = int(ends.max(initial=0)) + 1
    return dist[:, :cut], ends


def _reach(tables: VariantTables, masks: IntArray, next_masks: IntArray, next_ends: IntArray, grid: int
           ) -> IntArray:
    """For each state ``masks``: how many grid points its row can reach, from where the rows of the
    next level's states end (``next_ends``, of the states ``next_masks``) and the most each box can add."""
    by_mask = np.full(tables.row_count, -1, dtype=np.intp)
    np.maximum.at(by_mask, next_masks, next_ends)
    gains = _most_by_box(tables)
    chip = np.where((masks & tables.flag_bit) != 0, tables.variant.yacht_bonus, 0) if tables.flag_bit else 0
    reach = np.full(len(masks), -1, dtype=np.intp)
    for box in range(tables.box_count):
        bit = 1 << box
        after = by_mask[masks | bit]
        if box == tables.yacht_box and tables.flag_bit:
            after = np.maximum(after, by_mask[masks | bit | tables.flag_bit])
        after = np.where(after < 0, -1, after + (gains[box] + chip) // grid + 2)
        reach = np.where((masks & bit) == 0, np.maximum(reach, after), reach)
    return reach


@lru_cache(maxsize=8)
def _most_by_box(tables: VariantTables) -> IntArray:
    """The most filling each box can add in a turn, a bonus chip aside: its best score (or a Joker's
    points) and, for an upper box, the whole upper bonus."""
    variant = tables.variant
    most: IntArray = tables.scores.max(axis=0).astype(np.intp)
    if tables.yacht_box >= 0 and variant.joker != "none":
        jokers = [max(variant.joker_points(box, (face,) * 5) for face in range(1, 7))
                  for box in variant.categories]
        most = np.maximum(most, np.array(jokers, dtype=np.intp))
    most[: tables.upper_count] += int(tables.bonus.max())
    return most


def _summary_cut_into(dist: FloatArray, part: IntArray, bins: int, tables: VariantTables, lookup: Lookup,
                      masks: IntArray, totals: IntArray, next_dist: FloatArray, row_of: IntArray, grid: int
                      ) -> int:
    """``dist[part]``: the grid distributions of the states ``part`` of a summary level, none of which
    reaches ``bins`` grid points (so the next level's rows are only read that far); returns how many."""
    masks, totals = masks[part], totals[part]
    dist[part, :bins] = _summary_batch(tables, lookup, masks, totals, next_dist[:, :bins], row_of, bins, grid)
    return len(masks)


def _evaluate_into(dist: FloatArray, part: slice, tables: VariantTables, lookup: Lookup, masks: IntArray,
                   totals: IntArray, next_dist: FloatArray, row_of: IntArray) -> int:
    """``dist[part]``: the distributions of the states ``part`` of a level; returns how many."""
    dist[part] = _batch_distributions(tables, lookup, masks[part], totals[part], next_dist, row_of,
                                      dist.shape[1])
    return len(masks[part])


def _add_shifted(out: FloatArray, where: IntArray | slice, gain: int, weight: FloatArray,
                 rows: FloatArray) -> None:
    """``out[where, gain + x] += weight * rows[x]``, cut to ``out``'s length."""
    width = min(rows.shape[1], out.shape[1] - gain)
    if width > 0:
        _add_at(out, where, gain, weight[:, None] * rows[:, :width])


def _add_at(out: FloatArray, where: IntArray | slice, gain: int, rows: FloatArray) -> None:
    """``out[where, gain + x] += rows[x]``, cut to ``out``'s length."""
    width = min(rows.shape[1], out.shape[1] - gain)
    if width <= 0:
        return
    if isinstance(where, slice):  # in place: ``out[where, ...] += `` would copy the result back again
        target = out[where, gain : gain + width]
        np.add(target, rows[:, :width], out=target)
    else:
        out[where, gain : gain + width] += rows[:, :width]


@lru_cache(maxsize=64)
def _score_groups(tables: VariantTables, box: int) -> tuple[IntArray, IntArray, IntArray]:
    """A box's distinct scores (ascending), the rolls sorted by score, and where each score's rolls start."""
    scores = tables.scores[:, box]
    values = np.unique(scores)
    order = np.argsort(scores, kind="stable")
    starts = np.searchsorted(scores[order], values)
    return values, order, starts


def _batch_distributions(tables: VariantTables, lookup: Lookup, masks: IntArray, totals: IntArray,
                         next_dist: FloatArray, row_of: IntArray, length: int) -> FloatArray:
    """The distributions of a batch of states from those of the next level."""
    policy, yacht = _batch_policy(tables, lookup, masks, totals)
    final = _final_rolls(policy, tables.keeps, len(masks))
    return _mix_all(tables, policy, yacht, final, masks, totals, next_dist, row_of, length, 1)


@dataclass(frozen=True, eq=False)
class TurnOutcomes:
    """How one state's turn can end: parallel arrays, one entry per (final roll, box) that can happen.

    ``probability[i]`` of ending the turn by filling ``box[i]`` (sheet index)
    with ``gain[i]`` points (box score, bonus newly earned, Yahtzee chip), which
    leads to the state ``(next_mask[i], next_total[i])``. ``roll[i]`` is the
    lattice number of the final roll.
    """

    probability: FloatArray
    roll: IntArray
    box: IntArray
    gain: IntArray
    next_mask: IntArray
    next_total: IntArray

    def mixture(self, successor: Callable[[IntArray, IntArray], FloatArray], length: int) -> FloatArray:
        """The distribution of the points still to come, from ``successor(masks, totals)`` (rows of
        distributions of the states after the turn), as a vector of ``length``."""
        out = np.zeros((1, length))
        rows = successor(self.next_mask, self.next_total)
        for i, (p, gain) in enumerate(zip(self.probability.tolist(), self.gain.tolist(), strict=True)):
            _add_shifted(out, slice(None), gain, np.array([p]), rows[i : i + 1])
        result: FloatArray = out[0]
        return result


def successor_state(tables: VariantTables, mask: int, total: int, roll: int, box: int,
                    box_values: FloatArray, lookup: Lookup) -> tuple[int, int, int]:
    """(next mask, next capped total, gain) of filling ``box`` with lattice roll ``roll``."""
    bit = 1 << box
    score = int(tables.scores[roll, box])
    next_mask, next_total = mask | bit, total
    if box < tables.upper_count:
        if tables.yacht_box >= 0 and (mask >> tables.yacht_box) & 1 and roll in tables.yacht_rolls:
            face = tables.yacht_rolls.index(roll) + 1
            if tables.variant.upper_face(tables.variant.categories[box]) != face:
                score = 0  # the Joker's forced zero in another upper box
        next_total = min(total + score, tables.cap)
    elif box == tables.yacht_box and tables.flag_bit and score > 0:
        next_mask |= tables.flag_bit
    following = float(lookup(np.array([next_mask]), np.array([next_total]))[0])
    gain = round(float(box_values[roll, box]) - following)
    return next_mask, next_total, gain


def successors(tables: VariantTables, lookup: Lookup, mask: int, total: int, box_values: FloatArray
               ) -> tuple[IntArray, IntArray, IntArray]:
    """``[roll, box]``: the next mask, next capped total and points gained by filling each box with
    each roll (meaningful where ``box_values`` is finite); the Joker's rolls by :func:`successor_state`."""
    scores = tables.scores
    rolls, boxes = scores.shape
    bits = (1 << np.arange(boxes))[None, :]
    next_mask = np.broadcast_to(mask | bits, (rolls, boxes)).copy()
    next_total = np.full((rolls, boxes), total, dtype=np.int64)
    upper = tables.upper_count
    raised = np.minimum(total + scores[:, :upper], tables.cap)
    next_total[:, :upper] = raised
    gain = scores.copy()
    gain[:, :upper] += tables.bonus[raised] - tables.bonus[total]
    if tables.flag_bit:
        next_mask[:, tables.yacht_box] |= np.where(scores[:, tables.yacht_box] > 0, tables.flag_bit, 0)
    if _needs_single_states(tables) and (mask >> tables.yacht_box) & 1:
        for roll in tables.yacht_rolls:
            for box in np.flatnonzero(np.isfinite(box_values[roll])).tolist():
                next_mask[roll, box], next_total[roll, box], gain[roll, box] = successor_state(
                    tables, mask, total, roll, box, box_values, lookup)
    return next_mask.astype(np.intp), next_total.astype(np.intp), gain.astype(np.intp)


def turn_outcomes(
    tables: VariantTables,
    lookup: Lookup,
    mask: int,
    total: int,
    dice: tuple[int, ...] | None = None,
    rolls_left: int = 3,
    turn: TurnValues | None = None,
) -> TurnOutcomes:
    """How the turn of state ``(mask, total)`` ends under the optimal expected-score policy.

    ``dice`` (sorted) and ``rolls_left`` (0..2) describe the moment within the
    turn; by default its start (before the first roll). The gain of each ending
    comes from the values themselves (``box value - value of the next state``),
    so the Joker rule and Yahtzee chips count as the strategy counts them.
    """
    keeps = tables.keeps
    turn = turn if turn is not None else turn_values(tables, lookup, mask, total)
    rolls = np.zeros((len(keeps.rolls), 1))
    if dice is None or rolls_left >= 3:
        rolls[:, 0] = keeps.roll_probability
        stages: tuple[int, ...] = (2, 1)
    else:
        rolls[keeps.roll_number(tuple(sorted(dice))), 0] = 1.0
        stages = tuple(range(rolls_left, 0, -1))
    for stage in stages:
        values = turn.keep_values[stage][:, None]
        choice = _choices(values, keeps)
        rolls = _roll_forward(_after_choices(rolls, choice, keeps), keeps)[keeps.first_roll:]
    final = rolls[:, 0]
    box_values = turn.box_values
    ends = np.flatnonzero(final > 0)
    chosen = np.argmax(box_values[ends], axis=1)
    next_mask, next_total, gain = successors(tables, lookup, mask, total, box_values)
    return TurnOutcomes(
        probability=final[ends],
        roll=ends.astype(np.intp),
        box=chosen.astype(np.intp),
        gain=gain[ends, chosen],
        next_mask=next_mask[ends, chosen],
        next_total=next_total[ends, chosen],
    )


# --- summary levels: fast and on a coarser grid -----------------------------------------------------
#
# Levels with many open boxes are only kept as quantiles (see :mod:`yachtgui.ai.winchance`), so they
# need neither the advice's float64 tie-breaking nor every single point. They are computed as the
# solver computes values (float32 relative to a per-state baseline, batches of SUMMARY_BATCH), with
# the first best keep found instead of :meth:`Strategy.options`'s order among exactly equal values
# (any of them is an optimal policy), and their distributions on a grid of ``grid`` points: mass
# between two grid points is split between them in proportion to the distances, which keeps the mean
# exactly and widens the distribution by at most ``grid**2 / 4`` of variance a turn.

#: States evaluated together on a summary level (a batch's float32 working set stays in cache).
SUMMARY_BATCH = 1024


def _fast_choices(buffer: npt.NDArray[np.float32], keeps: KeepLattice) -> npt.NDArray[np.int16]:
    """In place, :func:`~yachtgui.ai.solver._lattice_max`; returns ``[roll, state]``: a best keep
    (global number) inside each roll (the roll itself, i.e. stopping, on a tie with it)."""
    count = buffer.shape[1]
    best = np.repeat(np.arange(len(keeps.keeps), dtype=np.int16)[:, None], count, axis=1)
    value = np.empty((len(keeps.rolls), count), dtype=buffer.dtype)
    their = np.empty((len(keeps.rolls), count), dtype=np.int16)
    better = np.empty((len(keeps.rolls), count), dtype=bool)
    for size in range(1, len(keeps.level_slices)):
        level = buffer[keeps.level_slices[size]]
        level_best = best[keeps.level_slices[size]]
        for column, rows in enumerate(keeps.child_rows[size]):
            child = keeps.children[size][:rows, column]
            # mode="clip": the indices are valid, and take's default ("raise") copies through a buffer.
            np.take(buffer, child, axis=0, out=value[:rows], mode="clip")
            np.take(best, child, axis=0, out=their[:rows], mode="clip")
            np.greater(value[:rows], level[:rows], out=better[:rows])
            np.maximum(level[:rows], value[:rows], out=level[:rows])
            np.copyto(level_best[:rows], their[:rows], where=better[:rows])
    return best[keeps.first_roll:]


@dataclass(frozen=True, eq=False)
class _ExtraYacht:
    """For states whose five-of-a-kind box is filled: how each five of a kind (face order) is scored.

    ``box[f, state]`` the box filled (already in the policy's ``box`` rows too), ``joker[f, state]``
    True when a lower box scores its Joker value rather than its own score, ``chip[state]`` the
    Yahtzee bonus earned with it, ``extra[state]`` which states these are.
    """

    extra: npt.NDArray[np.bool_]
    box: IntArray
    joker: npt.NDArray[np.bool_]
    chip: IntArray


#: States whose best boxes :func:`_fast_policy` finds at once (their rows stay in a core's cache).
POLICY_CHUNK = 256


def _fast_policy(tables: VariantTables, lookup: Lookup, masks: IntArray, totals: IntArray
                 ) -> tuple[_BatchPolicy, _ExtraYacht | None]:
    """An optimal expected-score policy of a batch of states, as the solver evaluates it (float32),
    five of a kind with the five-of-a-kind box filled as :func:`~yachtgui.ai.solver._extra_yacht_rows`
    values it (the Joker rule and bonus chips)."""
    keeps = tables.keeps
    count = len(masks)
    successors = _successor_values(tables, lookup, masks, totals)
    baseline = np.full(count, -np.inf)
    for _, w in successors:
        np.maximum(baseline, w if w.ndim == 1 else w.max(axis=0), out=baseline)
    rolls = len(keeps.rolls)
    final = np.empty((rolls, count), dtype=np.float32)
    small_box = np.empty((rolls, count), dtype=np.int8)  # a quarter of the memory traffic of intp
    extra = _extra_states(tables, masks)
    relatives = [(index, _value_index(tables, index), (w - baseline).astype(np.float32))
                 for index, w in successors]
    by_box: dict[int, npt.NDArray[np.float32]] = {}  # box -> [face, state]: worth as a Joker
    if extra is not None:  # upper boxes: their scores, gathered chunk by chunk below; lower boxes: at once
        by_box = {index: np.empty((6, count), dtype=np.float32) if index < tables.upper_count
                  else _joker_values(tables, index, whole, whole)
                  for index, _, whole in relatives if index != tables.yacht_box}
    for start in range(0, count, POLICY_CHUNK):  # a chunk's rows stay in cache from box to box
        part = slice(start, start + POLICY_CHUNK)
        best = np.empty((rolls, len(range(*part.indices(count)))), dtype=np.float32)
        chosen = np.zeros(best.shape, dtype=np.int8)
        scratch = np.empty_like(best)
        better = np.empty(best.shape, dtype=bool)
        for number, (index, value_index, whole) in enumerate(relatives):
            relative = whole[..., part]
            values = best if number == 0 else scratch
            if value_index is not None:
                np.take(relative, value_index, axis=0, out=values, mode="clip")
            else:
                np.add(tables.scores32[:, index, None], relative[None, :], out=values)
            if index in by_box and index < tables.upper_count:
                by_box[index][:, part] = _joker_values(tables, index, values, relative)
            if number == 0:
                chosen[...] = index
            else:  # the first best box in sheet order
                np.greater(scratch, best, out=better)
                np.maximum(best, scratch, out=best)
                np.copyto(chosen, index, where=better)
        final[:, part] = best
        small_box[:, part] = chosen
    box = small_box.astype(np.intp)
    yacht = None
    if extra is not None:
        yacht = _extra_yacht_choices(tables, masks, extra, by_box, final, box)
    buffer = np.empty((len(keeps.keeps), count), dtype=np.float32)
    scratch = np.empty((rolls, count), dtype=np.float32)
    first = keeps.first_roll
    choices = []
    buffer[first:] = final
    for _ in range(2):  # one roll left, then two
        _keep_averages(buffer, keeps, scratch)
        buffer[first:] = final  # keeping all five dice is stopping
        choices.append(_fast_choices(buffer, keeps).astype(np.intp))
    return _BatchPolicy(box, choices[0], choices[1]), yacht


def _extra_yacht_choices(tables: VariantTables, masks: IntArray, extra: npt.NDArray[np.bool_],
                         by_box: dict[int, Any], final: Any, box: IntArray) -> _ExtraYacht:
    """In place on the five-of-a-kind rows of ``final`` and ``box``: the value and box of each five of
    a kind for the ``extra`` states, by the variant's Joker rule (mirrors
    :meth:`~yachtgui.rules.Variant.legal_scores` as :func:`~yachtgui.ai.solver._extra_yacht_rows`
    does), and the bonus chip it earns."""
    variant = tables.variant
    rows = list(tables.yacht_rolls)
    count = len(masks)
    nothing = np.full((6, count), -np.inf, dtype=final.dtype)
    natural_value, natural_box = final[rows], box[rows]

    def best_of(boxes: list[int]) -> tuple[Any, IntArray]:
        value, chosen = nothing.copy(), np.zeros((6, count), dtype=np.intp)
        for b in boxes:  # sheet order: the first best box, as elsewhere
            better = by_box[b] > value
            value = np.where(better, by_box[b], value)
            chosen = np.where(better, b, chosen)
        return value, chosen

    upper = [b for b in range(tables.upper_count) if b in by_box]
    lower = [b for b in range(tables.upper_count, tables.box_count) if b in by_box]
    every_value, every_box = best_of(upper + lower)
    matching = [[b for b in upper if variant.upper_face(variant.categories[b]) == face]
                for face in range(1, 7)]
    match_value, match_box = nothing.copy(), np.zeros((6, count), dtype=np.intp)
    for face, boxes in enumerate(matching):
        if boxes:
            v, c = best_of(boxes)
            match_value[face], match_box[face] = v[face], c[face]
    matching_open = np.isfinite(match_value)
    if variant.joker == "none":
        value, chosen, natural = natural_value, natural_box, np.ones((6, count), dtype=bool)
    elif variant.joker == "relaxed":
        natural = matching_open
        value = np.where(natural, natural_value, every_value)
        chosen = np.where(natural, natural_box, every_box)
    elif variant.joker == "free" or tables.top_down:
        value, chosen, natural = every_value, every_box, np.zeros((6, count), dtype=bool)
    else:  # forced: the matching upper box, else a lower box at its Joker value, else a zero above
        lower_value, lower_box = best_of(lower)
        upper_value, upper_box = best_of(upper)
        lower_open = np.isfinite(lower_value)
        value = np.where(matching_open, match_value, np.where(lower_open, lower_value, upper_value))
        chosen = np.where(matching_open, match_box, np.where(lower_open, lower_box, upper_box))
        natural = np.zeros((6, count), dtype=bool)
    chip = np.where((masks & tables.flag_bit) != 0, variant.yacht_bonus, 0).astype(np.intp) \
        if tables.flag_bit else np.zeros(count, dtype=np.intp)
    final[rows] = np.where(extra[None, :], value + chip[None, :].astype(final.dtype), final[rows])
    box[rows] = np.where(extra[None, :], chosen, box[rows])
    joker = ~natural & (chosen >= tables.upper_count)
    return _ExtraYacht(extra, chosen, joker, chip * extra)


def to_grid(dist: FloatArray, grid: int, offset: int = 0) -> FloatArray:
    """Distributions over points ``offset + x`` (``dist[state, x]``) moved to grid points ``k * grid``:
    each point's mass split between the grid points either side of it (the mean is kept)."""
    count, length = dist.shape
    bins = (offset + length - 1) // grid + 2
    out = np.zeros((count, bins), dtype=dist.dtype)
    for rest in range(grid):
        _add_to_grid(out, slice(None), offset + rest, np.ones(count, dtype=dist.dtype), dist[:, rest::grid],
                     grid)
    return out


def _add_to_grid(out: FloatArray, where: IntArray | slice, gain: int, weight: FloatArray, rows: FloatArray,
                 grid: int) -> None:
    """``out[where] += weight * rows`` moved ``gain`` points up a grid of ``grid`` points (``rows[:, k]``
    at ``k * grid`` points), the mass between grid points split linearly."""
    whole, part = divmod(gain, grid)
    if part == 0:
        _add_shifted(out, where, whole, weight, rows)
        return
    share = part / grid
    _add_shifted(out, where, whole, weight * (1.0 - share), rows)
    _add_shifted(out, where, whole + 1, weight * share, rows)


def _summary_batch(tables: VariantTables, lookup: Lookup, masks: IntArray, totals: IntArray,
                   next_dist: FloatArray, row_of: IntArray, bins: int, grid: int) -> FloatArray:
    """The distributions (on the grid) of a batch of states of a summary level from those of the next
    level (on the grid too)."""
    policy, yacht = _fast_policy(tables, lookup, masks, totals)
    final = _final_rolls(policy, tables.keeps, len(masks), np.float32)
    return _mix_all(tables, policy, yacht, final, masks, totals, next_dist, row_of, bins, grid)


def _mix_all(tables: VariantTables, policy: _BatchPolicy, yacht: _ExtraYacht | None, final: FloatArray,
             masks: IntArray, totals: IntArray, next_dist: FloatArray, row_of: IntArray, bins: int,
             grid: int) -> FloatArray:
    """:func:`_mix`, the further fives of a kind of ``yacht`` scored as it says."""
    if yacht is None:
        return _mix(tables, policy, final, masks, totals, next_dist, row_of, bins, grid)
    rows = list(tables.yacht_rolls)
    extra_final = np.where(yacht.extra[None, :], final[rows], 0.0)
    final[rows] = np.where(yacht.extra[None, :], 0.0, final[rows])
    out = _mix(tables, policy, final, masks, totals, next_dist, row_of, bins, grid)
    _mix_extra_yachts(out, tables, yacht, extra_final, masks, totals, next_dist, row_of, grid)
    return out


def _mix_extra_yachts(out: FloatArray, tables: VariantTables, yacht: _ExtraYacht, chances: FloatArray,
                      masks: IntArray, totals: IntArray, next_dist: FloatArray, row_of: IntArray,
                      grid: int) -> None:
    """In place: add the turns that end with a further five of a kind (``chances[face, state]``),
    scored as ``yacht`` says (the Joker's points in a lower box, a bonus chip)."""
    variant = tables.variant
    for face, roll in enumerate(tables.yacht_rolls):
        live = chances[face] > 0
        for b in np.unique(yacht.box[face][live]).tolist():
            bit = 1 << b
            chosen = live & (yacht.box[face] == b)
            natural = int(tables.scores[roll, b])
            if b < tables.upper_count:
                new_totals = np.minimum(totals + natural, tables.cap)
                gains = natural + tables.bonus[new_totals] - tables.bonus[totals] + yacht.chip
            else:
                new_totals = totals
                joker = variant.joker_points(variant.categories[b], (face + 1,) * 5)
                gains = np.where(yacht.joker[face], joker, natural) + yacht.chip
            following = row_of[tables.positions(masks | bit, new_totals)]
            for gain in np.unique(gains[chosen]).tolist():
                sel = np.flatnonzero(chosen & (gains == gain))
                _add_to_grid(out, sel, gain, chances[face, sel].astype(out.dtype), next_dist[following[sel]],
                             grid)


def _mix(tables: VariantTables, policy: _BatchPolicy, final: FloatArray, masks: IntArray, totals: IntArray,
         next_dist: FloatArray, row_of: IntArray, bins: int, grid: int) -> FloatArray:
    """``[state, bin]``: the distributions of a batch of states whose turns end with roll ``r`` with
    chance ``final[r, state]`` and fill box ``policy.box[r, state]``, from those of the next level
    (both on the grid of ``grid`` points)."""
    count = len(masks)
    dtype = next_dist.dtype
    out = np.zeros((count, bins), dtype=dtype)
    slots, starts = _score_slots(tables)
    # [slot, state]: the chance of ending the turn with each (box, score), in one pass.
    flat = np.take(slots.ravel(), policy.box + (np.arange(len(slots)) * slots.shape[1])[:, None])
    flat *= count
    flat += np.arange(count)
    sums = np.bincount(flat.ravel(), weights=final.ravel(), minlength=int(starts[-1]) * count)
    by_slot: FloatArray = sums.reshape(int(starts[-1]), count).astype(dtype)
    used: npt.NDArray[np.bool_] = np.asarray(by_slot.any(axis=1))
    for box in range(tables.box_count):
        bit = 1 << box
        values = _score_groups(tables, box)[0]
        first = int(starts[box])
        scored = np.flatnonzero(used[first : first + len(values)])
        if len(scored) == 0:
            continue
        if box < tables.upper_count:
            _mix_upper(out, tables, bit, values[scored], by_slot[first + scored], masks, totals, next_dist,
                       row_of, grid)
            continue
        flagged = box == tables.yacht_box and tables.flag_bit
        successor = next_dist[row_of[tables.positions(masks | bit, totals)]]
        if flagged:  # points in the five-of-a-kind box set the chip flag
            successor_flag = next_dist[row_of[tables.positions(masks | bit | tables.flag_bit, totals)]]
            for j, value in enumerate(values.tolist()):
                if used[first + j]:
                    rows_used = successor_flag if value > 0 else successor
                    _add_to_grid(out, slice(None), value, by_slot[first + j], rows_used, grid)
            continue
        # One successor for every score: the scores' chances gathered on the grid first (a
        # kernel per state), then one shifted add per grid step they reach.
        kernel = np.zeros((count, int(values[-1]) // grid + 2), dtype=dtype)
        for j, value in enumerate(values.tolist()):
            if used[first + j]:
                whole, part = divmod(value, grid)
                kernel[:, whole] += by_slot[first + j] * (1.0 - part / grid)
                if part:
                    kernel[:, whole + 1] += by_slot[first + j] * (part / grid)
        for step in np.flatnonzero(kernel.any(axis=0)).tolist():
            _add_shifted(out, slice(None), step, kernel[:, step], successor)
    return out


def _mix_upper(out: FloatArray, tables: VariantTables, bit: int, values: IntArray, chances: FloatArray,
               masks: IntArray, totals: IntArray, next_dist: FloatArray, row_of: IntArray, grid: int) -> None:
    """In place: add the turns that end scoring ``values[j]`` in the upper box ``bit`` (with chance
    ``chances[j, state]``): each state's successor moved by the score and any bonus it earns.

    The successors of every score found at once; then per score one add for the states that earn
    no bonus with it and one for each bonus earned."""
    count = len(masks)
    new_totals = np.minimum(totals[None, :] + values[:, None], tables.cap)
    gains = values[:, None] + tables.bonus[new_totals] - tables.bonus[totals][None, :]
    rows = row_of[tables.positions(np.broadcast_to(masks | bit, new_totals.shape), new_totals)]
    live = chances > 0
    earns = live & (gains != values[:, None])  # the bonus, or more of it
    lives = live.sum(axis=1).tolist()
    for j, value in enumerate(values.tolist()):
        bonus = earns[j]
        chance = np.where(bonus, 0, chances[j]) if bonus.any() else chances[j]
        # A batch's states are sorted by mask, so most of them share their open upper boxes: when
        # most can score here, every row at once (a weight of 0 adds nothing), in place.
        if 4 * lives[j] >= 3 * count:
            _add_to_grid(out, slice(None), value, chance, next_dist[rows[j]], grid)
        else:
            sel = np.flatnonzero(chance > 0)
            if len(sel):
                _add_to_grid(out, sel, value, chance[sel], next_dist[rows[j, sel]], grid)
        if bonus.any():  # after the scores without it, as the gains ascend: the same sums in the same order
            for gain in np.unique(gains[j][bonus]).tolist():
                sel = np.flatnonzero(bonus & (gains[j] == gain))
                _add_to_grid(out, sel, gain, chances[j, sel], next_dist[rows[j, sel]], grid)


@lru_cache(maxsize=8)
def _score_slots(tables: VariantTables) -> tuple[IntArray, IntArray]:
    """``[roll, box]``: a number for each (box, score) pair (a box's scores in ascending order, the
    boxes one after another), and where each box's numbers start (one more entry: how many)."""
    slots = np.zeros(tables.scores.shape, dtype=np.intp)
    starts = [0]
    for box in range(tables.box_count):
        values = _score_groups(tables, box)[0]
        slots[:, box] = starts[-1] + np.searchsorted(values, tables.scores[:, box])
        starts.append(starts[-1] + len(values))
    return slots, np.array(starts, dtype=np.intp)


#: Upper totals this close below the bonus threshold are always computed on a summary level: the
#: chance of the bonus changes fastest there.
NEAR_CAP = 6


def _computed_rows(masks: IntArray, totals: IntArray, cap: int, stride: int) -> npt.NDArray[np.bool_]:
    """Which states of a level are computed: within each run of consecutive upper totals of a box
    set, its ends and every total that is a multiple of ``stride``; every total within
    :data:`NEAR_CAP` below ``cap`` or at it (so a state filled in is at most ``stride`` points
    from the computed states either side of it)."""
    order = np.lexsort((totals, masks))
    sorted_masks, sorted_totals = masks[order], totals[order]
    same = sorted_masks[1:] == sorted_masks[:-1]
    step = sorted_totals[1:] - sorted_totals[:-1]
    joined = same & (step == 1)  # the state and the next one are neighbours in a run
    gap_before = np.concatenate(([True], ~joined))
    gap_after = np.concatenate((~joined, [True]))
    chosen = gap_before | gap_after | (sorted_totals % stride == 0) | (sorted_totals >= cap - NEAR_CAP)
    computed = np.empty(len(masks), dtype=bool)
    computed[order] = chosen
    return computed


def filled_between(dist: FloatArray, masks: IntArray, totals: IntArray, computed: npt.NDArray[np.bool_],
                   means: FloatArray, grid: int) -> FilledRows | None:
    """In place: each row not ``computed`` becomes the mixture of the computed rows of the same box
    set just below and above its upper total with the weights that give it its exact mean ``means``
    (the strategy's value), moved by what is left of the difference on the grid. Returns how (None
    when every row was computed)."""
    order = np.lexsort((totals, masks))
    done = computed[order]
    positions = np.arange(len(order))
    below = np.maximum.accumulate(np.where(done, positions, -1))
    above = np.minimum.accumulate(np.where(done, positions, len(order))[::-1])[::-1]
    todo = np.flatnonzero(~done)
    if len(todo) == 0:
        return None
    low, high, rows = order[below[todo]], order[above[todo]], order[todo]
    # The weight that gives the mixture the row's exact mean: the upper total matters through the
    # chance of the bonus, which is what the means of the neighbours tell apart. Where their means
    # are (nearly) equal, by nearness of the totals.
    t_low, t_high = totals[low], totals[high]
    by_total = (totals[rows] - t_low) / np.maximum(t_high - t_low, 1)
    m_low, m_high = means[low], means[high]
    apart = np.abs(m_high - m_low) > 1e-3
    by_mean = (means[rows] - m_low) / np.where(apart, m_high - m_low, 1.0)
    share = np.clip(np.where(apart, by_mean, by_total), 0.0, 1.0).astype(dist.dtype)[:, None]
    move = np.empty(len(rows))  # in grid steps, as the rows were moved
    for start in range(0, len(rows), _FILL_CHUNK):  # bounds the temporary rows (a 15-box level: ~100 MB)
        part = slice(start, start + _FILL_CHUNK)
        dist[rows[part]], move[part] = _moved_mixture(dist[low[part]], dist[high[part]], share[part],
                                                      means[rows[part]], grid)
    return FilledRows(rows, low, high, share[:, 0].astype(np.float32), move * grid)


#: Rows filled in (:func:`filled_between`) or trimmed (:func:`trimmed`) at once: a few hundred KB
#: of rows, so that the several passes over them find them in the cache (about 3 x faster than
#: chunks of 16,384 rows, which go to memory every pass).
_FILL_CHUNK = 512


def _moved_mixture(low: FloatArray, high: FloatArray, share: FloatArray, means: FloatArray,
                   grid: int) -> tuple[FloatArray, FloatArray]:
    """``(1 - share) * low + share * high``, each row moved on the grid to the mean ``means``; and
    how far each was moved, in grid steps."""
    mixed = high - low
    mixed *= share
    mixed += low
    width = mixed.shape[1]
    move = (means - mixed @ (np.arange(width) * grid)) / grid  # in grid steps
    whole = np.floor(move).astype(np.intp)
    part = (move - whole).astype(mixed.dtype)[:, None]
    steps = np.unique(whole).tolist()
    if len(steps) == 1:  # every row moved alike: no rows gathered
        return _moved(mixed, steps[0], part), move
    out = np.empty_like(mixed)
    for step in steps:
        sel = np.flatnonzero(whole == step)
        out[sel] = _moved(mixed[sel], step, part[sel])
    return out, move


def _moved(rows: FloatArray, step: int, part: FloatArray) -> FloatArray:
    """``rows`` moved ``step + part`` grid steps up (``part[row]`` in [0, 1): the row's mass split
    between ``step`` and ``step + 1``), the mass moved beyond either end kept in the end point."""
    width = rows.shape[1]
    out = np.zeros_like(rows)
    for shift, weight in ((step, 1 - part), (step + 1, part)):
        k = min(abs(shift), width)
        if shift >= 0:
            to, start, cut, edge = slice(k, width), slice(0, width - k), slice(width - k, width), width - 1
        else:
            to, start, cut, edge = slice(0, width - k), slice(k, width), slice(0, k), 0
        if shift == step:
            np.multiply(rows[:, start], weight, out=out[:, to])
        else:
            out[:, to] += rows[:, start] * weight
        if k:  # never in practice: the rows end in zeros
            out[:, edge] += rows[:, cut].sum(axis=1) * weight[:, 0]
    return out
