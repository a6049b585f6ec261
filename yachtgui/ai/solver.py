"""The optimal solitaire strategy of a variant, by dynamic programming over sheet states.

A *state* is the start of a turn: which boxes are filled (a bitmask over the
variant's boxes in sheet order, so the upper boxes are the low bits) and the
upper total so far, capped at the highest bonus threshold ``T`` (more upper
points earn no more bonus). Its *value* is the expected number of points the
player still adds to the total, bonus included, when playing optimally.

One turn, for a state, works on the 462 keeps of :mod:`yachtgui.ai.keeps`:

- after the third roll (``rolls_left == 0``) a roll ``r`` is worth the best
  open box ``b``: its score, plus the bonus it newly earns, plus the value of
  the state it leads to (``V0[r]``);
- a keep ``k`` with one roll left is worth the average of ``V0`` over the rolls
  it can become (``K1 = transition @ V0``), and a roll with one roll left is
  worth its best keep inside it (``V1[r] = max K1[k ⊆ r]``; keeping all five
  dice is stopping);
- the same again gives ``K2`` and ``V2``, and the state's value is the average
  of ``V2`` over the first roll.

:func:`build_values` evaluates all states, most-filled first, in NumPy
batches. Two reductions keep it fast and exact:

- unreachable upper totals (e.g. 1 with only Twos filled) are skipped;
- upper totals that the open upper boxes can no longer tell apart share one
  evaluation: two totals are equivalent when every reachable future upper
  total earns them the same bonus difference (:class:`~yachtgui.ai.states.UpperTotals`). With
  everything above ``T`` capped, and e.g. no threshold reachable any more,
  many totals collapse.

Batches are computed in float32 relative to a per-state baseline (so the
numbers stay small; every state is within 1.3e-5 of a float64 build), and
stored in float64. The keep averages are the product with the 210 x 252
keep -> roll probability matrix, taken as its sparse one-die-at-a-time
factors (row gathers and adds, 6 terms a row instead of 252): as fast as a
two-thread BLAS product on an idle machine, and unlike BLAS's spinning
threads it does not collapse when the cores are shared (measured up to 37x
slower under load), which matters with a GUI in the same process. Each
level's batches run on two threads instead; NumPy releases the GIL.
:func:`turn_values` is the same computation for one state in float64, used to
answer advice.

House rules on top (see :class:`~yachtgui.ai.states.VariantTables`): in a
top-down variant a state may fill only its first open box. With a Yahtzee bonus
the five-of-a-kind box, like an upper box, leads to a different next state
per score (the chip flag set when it holds points). Once that box is filled,
the six rolls of five of a kind are worth what the Joker rule allows
(:func:`_extra_yacht_rows` in batches, :meth:`Variant.legal_scores` itself in
:func:`turn_values`) plus a bonus chip where the flag is set.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yachtgui.ai.keeps import KeepLattice
from yachtgui.ai.states import VariantTables, tables_for
from yachtgui.rules import Variant

__all__ = ["BATCH_SIZE", "BuildCancelled", "Lookup", "TurnValues", "build_values", "turn_values"]

FloatArray = npt.NDArray[np.float64]
Float32Array = npt.NDArray[np.float32]
AnyFloatArray = npt.NDArray[np.floating]
IntArray = npt.NDArray[np.intp]
ProgressCallback = Callable[[float], None]
CancelCallback = Callable[[], bool]
#: Values of states: (masks, capped totals) -> float64 values.
Lookup = Callable[[IntArray, IntArray], FloatArray]

#: States evaluated together: large enough to amortise NumPy's per-call cost,
#: small enough that a batch's working set (462 x batch float32) stays in cache.
BATCH_SIZE = 1024


class BuildCancelled(Exception):  # noqa: N818 - the name says what happened, as the API promises
    """Building a table stopped because the ``cancelled`` callback said so."""


def _successor_values(
    tables: VariantTables, lookup: Lookup, masks: IntArray, totals: IntArray
) -> list[tuple[int, FloatArray]]:
    """For each box open in some state, the value of filling it, per state (float64).

    Returns (box, w) pairs. For a lower box ``w`` has shape (S,): the value of
    the next state (the box's score is added per roll later). For an upper box
    ``w`` has shape (len(upper_values[box]), S): score + bonus earned + value
    of the next state, for each possible score. Where the box is already
    filled ``w`` is -inf.
    """
    result = []
    first_open = ~masks & (masks + 1)  # the lowest clear bit: the only box top-down order allows
    for box in range(tables.box_count):
        bit = 1 << box
        filled = (masks & bit) != 0
        if tables.top_down:
            filled |= first_open != bit
        if filled.all():
            continue
        successors = masks | bit
        if box == tables.yacht_box and tables.flag_bit:
            assert tables.yacht_values is not None
            added = tables.yacht_values[:, None]
            flagged = np.where(added > 0, successors[None, :] | tables.flag_bit, successors[None, :])
            w = added + lookup(flagged, np.broadcast_to(totals, flagged.shape))
            w[:, filled] = -np.inf
        elif box < tables.upper_count:
            added = tables.upper_values[box][:, None]
            new_totals = np.minimum(totals[None, :] + added, tables.cap)
            w = (
                added
                + (tables.bonus[new_totals] - tables.bonus[totals][None, :])
                + lookup(successors[None, :], new_totals)
            )
            w[:, filled] = -np.inf
        else:
            w = lookup(successors, totals)
            w[filled] = -np.inf
        result.append((box, w))
    return result


def _value_index(tables: VariantTables, box: int) -> IntArray | None:
    """For a box whose successor depends on its score: each roll's position among its scores; else None."""
    if box < tables.upper_count:
        return tables.upper_value_index[box]
    if box == tables.yacht_box and tables.flag_bit:
        return tables.yacht_value_index
    return None


def _extra_yacht_rows(
    tables: VariantTables, masks: IntArray, by_box: dict[int, AnyFloatArray], final: AnyFloatArray
) -> None:
    """In place: the rows of the six five-of-a-kind rolls in ``final`` for states with the yacht box filled.

    ``by_box[b]`` holds, per five-of-a-kind roll (face order) and state, what
    filling box b with that roll is worth (-inf where b may not be filled),
    with lower boxes at their Joker value. Mirrors :meth:`Variant.legal_scores`.
    """
    variant = tables.variant
    extra = ((masks >> tables.yacht_box) & 1) == 1
    if not extra.any():
        return
    rows = list(tables.yacht_rolls)
    dtype = final.dtype
    nothing = np.full((6, len(masks)), -np.inf, dtype=dtype)
    upper = [by_box[b] for b in range(tables.upper_count) if b in by_box]
    lower = [by_box[b] for b in range(tables.upper_count, tables.box_count) if b in by_box]
    upper_best = np.maximum.reduce(upper) if upper else nothing
    lower_best = np.maximum.reduce(lower) if lower else nothing
    matching = nothing.copy()  # the best matching upper box per face (a house rule may have two)
    for box in range(tables.upper_count):
        face = variant.upper_face(variant.categories[box])
        if face is not None and box in by_box:
            np.maximum(matching[face - 1], by_box[box][face - 1], out=matching[face - 1])
    if variant.joker == "none":
        value = final[rows]
    elif variant.joker == "relaxed":
        value = np.where(np.isfinite(matching), final[rows], np.maximum(upper_best, lower_best))
    elif variant.joker == "free" or tables.top_down:
        value = np.maximum(upper_best, lower_best)
    else:
        otherwise = np.where(np.isfinite(lower_best), lower_best, upper_best)
        value = np.where(np.isfinite(matching), matching, otherwise)
    if tables.flag_bit:
        value = value + np.where((masks & tables.flag_bit) != 0, variant.yacht_bonus, 0).astype(dtype)
    final[rows] = np.where(extra[None, :], value, final[rows])


def _lattice_max(buffer: AnyFloatArray, keeps: KeepLattice, scratch: AnyFloatArray) -> None:
    """In place: each keep's value becomes the best value of any keep inside it.

    Levels are done from one die up, so a keep's children already hold their
    own maxima; after this the five-dice rows hold "best keep inside this roll".
    """
    # Every take here has valid indices: mode="clip" only skips the copy through a buffer that NumPy
    # makes for out= in the default mode ("raise"), which made these passes about twice as slow.
    for size in range(1, len(keeps.level_slices)):
        level = buffer[keeps.level_slices[size]]
        for column, rows in enumerate(keeps.child_rows[size]):
            out = scratch[:rows]
            np.take(buffer, keeps.children[size][:rows, column], axis=0, out=out, mode="clip")
            np.maximum(level[:rows], out, out=level[:rows])


def _keep_averages(buffer: AnyFloatArray, keeps: KeepLattice, scratch: AnyFloatArray) -> None:
    """In place: each keep of 0..4 dice gets the average value of the rolls it leads to.

    The five-dice rows must hold roll values. Rolling the free dice one at a
    time, a keep is worth the mean of the six keeps one die larger; going down
    from four dice to none, this is the product with the keep -> roll
    probability matrix, done as its sparse factors (6 terms a row instead of 252).
    """
    for size in range(len(keeps.parents) - 1, -1, -1):
        level = buffer[keeps.level_slices[size]]
        parents = keeps.parents[size]
        part = scratch[: len(parents)]
        np.take(buffer, parents[:, 0], axis=0, out=level, mode="clip")
        for face in range(1, parents.shape[1]):
            np.take(buffer, parents[:, face], axis=0, out=part, mode="clip")
            np.add(level, part, out=level)
        # Divide (correctly rounded) rather than multiply by a rounded 1/6, whose bias would add up.
        np.divide(level, 6, out=level)


def _evaluate_batch(
    tables: VariantTables,
    lookup: Lookup,
    masks: IntArray,
    totals: IntArray,
    dtype: type[np.floating] = np.float32,
) -> FloatArray:
    """Values of a batch of states whose successors are all known (see the module docstring)."""
    keeps = tables.keeps
    first_roll = keeps.first_roll
    count = len(masks)
    successors = _successor_values(tables, lookup, masks, totals)
    # Work relative to a per-state baseline (any finite constant would do: averages and maxima
    # commute with it) so that float32 carries values of tens of points, not hundreds.
    baseline = np.full(count, -np.inf)
    for _, w in successors:
        np.maximum(baseline, w if w.ndim == 1 else w.max(axis=0), out=baseline)

    buffer = np.empty((len(keeps.keeps), count), dtype=dtype)
    scratch = np.empty((len(keeps.rolls), count), dtype=dtype)
    scores = tables.scores32 if dtype is np.float32 else tables.scores.astype(dtype)
    final = buffer[first_roll:]
    started = False
    extra_yacht = tables.yacht_box >= 0 and (tables.flag_bit or tables.variant.joker != "none")
    by_box: dict[int, AnyFloatArray] = {}
    for box, w in successors:
        relative = (w - baseline).astype(dtype)
        index = _value_index(tables, box)
        if index is not None:
            np.take(relative, index, axis=0, out=scratch)
        else:
            np.add(scores[:, box, None], relative[None, :], out=scratch)
        if extra_yacht and box != tables.yacht_box:
            if box < tables.upper_count:
                by_box[box] = scratch[list(tables.yacht_rolls)]
            else:
                jokers = np.array([tables.variant.joker_points(tables.variant.categories[box], (f,) * 5)
                                   for f in range(1, 7)], dtype=dtype)
                by_box[box] = jokers[:, None] + relative[None, :]
        if started:
            np.maximum(final, scratch, out=final)
        else:
            final[...] = scratch
            started = True
    if extra_yacht:
        _extra_yacht_rows(tables, masks, by_box, final)

    for _ in range(2):  # one roll left, then two
        _keep_averages(buffer, keeps, scratch)
        _lattice_max(buffer, keeps, scratch)
    # The last average in float64: float32 probabilities would not sum to exactly 1.
    return baseline + keeps.roll_probability @ final.astype(np.float64)


def _default_workers() -> int:
    return max(1, min(2, os.cpu_count() or 1))


def collect_batches(futures: list[Future[int]], done: int, total: int, progress: ProgressCallback | None,
                    cancelled: CancelCallback | None, what: str) -> int:
    """Waits for one level's batches in order and returns ``done`` plus the states they did;
    ``progress(fraction of total)`` after each, in the calling thread. When ``cancelled()``
    says so, raises :class:`BuildCancelled` ("building ``what`` was cancelled"); the batches
    not yet started are dropped and those running are waited for before anything is raised."""
    try:
        for future in futures:
            if cancelled is not None and cancelled():
                raise BuildCancelled(f"building {what} was cancelled")
            done += future.result()
            if progress is not None:
                progress(done / total)
    finally:
        for future in futures:
            future.cancel()
        wait(futures)
    return done


def build_values(
    variant: Variant,
    progress: ProgressCallback | None = None,
    cancelled: CancelCallback | None = None,
    *,
    batch_size: int = BATCH_SIZE,
    workers: int | None = None,
    dtype: type[np.floating] = np.float32,
) -> FloatArray:
    """The value of every reachable state of ``variant``: an array ``values[mask, upper_total]``.

    ``values[0, 0]`` is the optimal expected final score. Unreachable states
    hold NaN. ``progress(fraction)`` is called, in the calling thread, after
    every batch with the fraction of the work done (rising to exactly 1.0);
    ``cancelled()`` is checked as often, and when it returns True the build
    stops by raising :class:`BuildCancelled`. Batches of one level run on
    ``workers`` threads (default: up to two; NumPy releases the GIL while it
    works). Pure NumPy, no global state: safe to call from a worker thread.
    """
    tables = tables_for(variant)
    values = np.full(tables.table_shape, np.nan)
    full = tables.full_mask
    values[full, tables.reachable()[full]] = 0.0
    if tables.flag_bit:
        values[full | tables.flag_bit, tables.reachable()[full | tables.flag_bit]] = 0.0

    def lookup(masks: IntArray, totals: IntArray) -> FloatArray:
        found: FloatArray = values[masks, totals]
        return found

    levels = [tables.level_states(filled) for filled in range(tables.box_count - 1, -1, -1)]
    total_states = sum(len(masks) for masks, _ in levels) or 1
    done = 0
    representative = tables.upper_totals.representative

    def evaluate(masks: IntArray, totals: IntArray) -> int:
        values[masks, totals] = _evaluate_batch(tables, lookup, masks, totals, dtype)
        return len(masks)

    with ThreadPoolExecutor(max_workers=workers or _default_workers()) as pool:
        for masks, totals in levels:
            futures = [
                pool.submit(evaluate, masks[start : start + batch_size], totals[start : start + batch_size])
                for start in range(0, len(masks), batch_size)
            ]
            done = collect_batches(futures, done, total_states, progress, cancelled,
                                   f"the {variant.name} table")
            # Every equivalent upper total gets its representative's value.
            level_masks = np.unique(masks)
            rep = representative[level_masks & tables.upper_bits]
            copied = np.take_along_axis(values[level_masks], np.maximum(rep, 0), axis=1)
            values[level_masks] = np.where(rep >= 0, copied, np.nan)
    if progress is not None and done == 0:
        progress(1.0)
    return values


def _extra_yacht_turn(tables: VariantTables, mask: int, successors: dict[int, FloatArray],
                      box_values: FloatArray) -> None:
    """In place: the five-of-a-kind rows of one state's ``box_values``, by the rules themselves.

    Builds the card the state stands for and asks :meth:`Variant.legal_scores`
    and :meth:`Variant.yacht_bonus_for` (the yacht box holds points exactly when
    the chip flag is set).
    """
    variant = tables.variant
    card: dict[str, int | None] = {
        box: (0 if mask >> i & 1 else None) for i, box in enumerate(variant.categories)
    }
    assert variant.yacht_box is not None
    card[variant.yacht_box] = 1 if mask & tables.flag_bit else 0
    for face, row in zip(range(1, 7), tables.yacht_rolls, strict=True):
        roll = (face,) * 5
        legal = variant.legal_scores(card, roll)
        chip = variant.yacht_bonus_for(card, roll)
        for i, box in enumerate(variant.categories):
            if box not in legal:
                box_values[row, i] = -np.inf
            elif i >= tables.upper_count:
                box_values[row, i] = legal[box] + successors[i][0] + chip
            else:
                box_values[row, i] += chip


@dataclass(frozen=True, eq=False)
class TurnValues:
    """One state's turn, exactly (float64): what every roll and keep is worth.

    Rolls are in the lattice's order. ``box_values[r, i]`` is the value of
    filling box i with roll r (-inf for filled boxes); its row maximum is the
    roll's value after the last roll. ``keep_values[n][k]`` is the value of
    choosing keep k (global keep number) when ``n`` rolls are left, so that
    ``n - 1`` remain after the roll that follows (n = 1 or 2; for the keep of
    all five dice this is the value of stopping). ``value`` is the state's value.
    """

    box_values: FloatArray
    keep_values: dict[int, FloatArray]
    value: float


def turn_values(tables: VariantTables, lookup: Lookup, mask: int, total: int) -> TurnValues:
    """Evaluate one state's turn from the values of the states after it (float64), for advice.

    ``total`` is the capped upper total. The state must have an open box.
    """
    keeps = tables.keeps
    first_roll = keeps.first_roll
    masks = np.array([mask], dtype=np.intp)
    totals = np.array([total], dtype=np.intp)
    box_values = np.full((len(keeps.rolls), tables.box_count), -np.inf)
    successors = _successor_values(tables, lookup, masks, totals)
    for box, w in successors:
        index = _value_index(tables, box)
        if index is not None:
            box_values[:, box] = w[index, 0]
        else:
            box_values[:, box] = tables.scores[:, box] + w[0]
    if tables.yacht_box >= 0 and (mask >> tables.yacht_box) & 1:
        _extra_yacht_turn(tables, mask, dict(successors), box_values)

    buffer = np.empty((len(keeps.keeps), 1))
    scratch = np.empty((len(keeps.rolls), 1))
    final = buffer[first_roll:]
    stop = box_values.max(axis=1)
    final[:, 0] = stop
    keep_values = {}
    for rolls_left in (1, 2):
        _keep_averages(buffer, keeps, scratch)
        keep_values[rolls_left] = buffer[:, 0].copy()
        # Keeping all five dice means stopping now. After the lattice maximum the five-dice
        # rows hold "stop or roll once more", which is right for the recursion but not for
        # the option itself.
        keep_values[rolls_left][first_roll:] = stop
        _lattice_max(buffer, keeps, scratch)
    value = float(keeps.roll_probability @ final[:, 0])
    return TurnValues(box_values=box_values, keep_values=keep_values, value=value)
