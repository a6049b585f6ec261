"""The optimal strategy of a variant as a queryable object: state values and advice.

:class:`Strategy` wraps the value table of :mod:`yachtgui.ai.solver` (loaded
from the cache of :mod:`yachtgui.ai.cache` or built) and answers, for any
situation, the value of every option. Values are *expected points still to
be added to the total from this decision on*: the box being filled, any bonus
not yet earned, and all later turns, played optimally.
"""

from __future__ import annotations

import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np
import numpy.typing as npt

from yachtgui.ai.cache import candidate_values, load_file, save_values
from yachtgui.ai.solver import BuildCancelled, TurnValues, build_values, turn_values
from yachtgui.ai.states import (
    MAX_TABLE_BYTES,
    StateValues,
    TableTooLargeError,
    VariantTables,
    table_bytes,
    tables_for,
)
from yachtgui.rules import RuleError, Variant, normalize_dice
from yachtgui.rules.words import variant_name
from yachtgui.text import translate

__all__ = [
    "AdviceError", "BuildCancelled", "Option", "Strategy", "TableTooLargeError", "build_seconds",
    "build_time_words", "check_situation", "keep_positions",
]

FloatArray = npt.NDArray[np.float64]

#: Rolls left after the first roll of a turn; advice is asked with 0..MAX_ROLLS_LEFT.
MAX_ROLLS_LEFT = 2

#: How far a cached table's start value may differ from its own recursion before it is distrusted.
_SPOT_CHECK_TOLERANCE = 1e-3

#: Random states recomputed when a cached table is loaded.
_SPOT_CHECKS = 12

#: Seconds a build takes per million stored states, for the estimate shown while one runs. Measured
#: on the shared two-core development machine (load 7): 16-18 s of wall time per million states for
#: Yacht, Kismet and Yahtzee (5.5-8 s of CPU time); an idle machine is faster, so this errs long.
SECONDS_PER_MILLION_STATES = 15.0

#: Turns kept evaluated for advice (a turn is asked about up to three times).
_TURN_CACHE_SIZE = 64


#: How often a thread waiting for another's build of the same table asks whether it is cancelled (s).
_LOCK_POLL_S = 0.1

#: One lock per table (rules hash): two threads wanting the same table build it once.
_BUILD_LOCKS: dict[str, threading.Lock] = {}
_BUILD_LOCKS_GUARD = threading.Lock()


def _build_lock(variant: Variant) -> threading.Lock:
    with _BUILD_LOCKS_GUARD:
        return _BUILD_LOCKS.setdefault(variant.rules_hash, threading.Lock())


class AdviceError(ValueError):
    """A situation that cannot occur: unknown or repeated boxes, impossible totals, bad dice."""


@dataclass(frozen=True)
class Option:
    """One choice and its value.

    Exactly one of ``keep`` and ``box`` is set: ``keep`` is the sorted faces
    to hold before rolling again (all five faces = stop rolling and score now),
    ``box`` the id of the box to fill. ``value`` is the expected number of
    points the player still adds to the total by taking this option and then
    playing optimally (box score, bonus not yet earned, later turns).
    """

    keep: tuple[int, ...] | None
    box: str | None
    value: float

    def __post_init__(self) -> None:
        if (self.keep is None) == (self.box is None):
            raise ValueError("an Option holds exactly one of keep and box")


def keep_positions(dice: Sequence[int], keep_faces: Sequence[int]) -> tuple[int, ...]:
    """Which die positions (0..4, ascending) to hold so that the held dice show ``keep_faces``.

    When a face appears on several dice the leftmost are chosen. Raises
    :class:`AdviceError` when ``dice`` are not five faces or ``keep_faces``
    is not a part of them.
    """
    try:
        normalize_dice(dice)
    except RuleError as error:
        raise AdviceError(str(error)) from None
    free = list(enumerate(dice))
    positions = []
    for face in keep_faces:
        for slot, (position, shown) in enumerate(free):
            if shown == face:
                positions.append(position)
                del free[slot]
                break
        else:
            problem = translate("Advice", "cannot keep {keep} from the dice {dice}")
            raise AdviceError(problem.format(keep=list(keep_faces), dice=list(dice)))
    return tuple(sorted(positions))


def check_situation(
    variant: Variant, filled: Iterable[str], upper_total: int, dice: Sequence[int], rolls_left: int,
    *, yacht_holds_points: bool = False,
) -> None:
    """Raise :class:`AdviceError` unless the situation can occur (arguments as :meth:`Strategy.options`).

    Needs no table, so a caller can reject bad input before a table is built.
    """
    _state(tables_for(variant), filled, upper_total, yacht_holds_points)
    _dice(dice)
    _rolls_left(rolls_left)


def build_seconds(variant: Variant) -> float:
    """About how long building ``variant``'s table takes here (from its stored states); raises
    :class:`TableTooLargeError` for a variant too large to build."""
    return tables_for(variant).stored_count / 1e6 * SECONDS_PER_MILLION_STATES


def build_time_words(variant: Variant) -> str:
    """An honest estimate of a build, in words: "a few seconds", "about 15 seconds", "about 2 minutes"."""
    try:
        seconds = build_seconds(variant)
    except TableTooLargeError:
        return translate("Advice", "a few seconds")  # it fails at once, and says why
    if seconds < 8:
        return translate("Advice", "a few seconds")
    if seconds < 90:
        return translate("Advice", "about {count} seconds").format(count=5 * round(seconds / 5))
    return translate("Advice", "about {count} minutes").format(count=round(seconds / 60))


def _state(
    tables: VariantTables, filled: Iterable[str], upper_total: int, yacht_holds_points: bool = False
) -> tuple[int, int]:
    """(mask, capped upper total) of a situation, or :class:`AdviceError`.

    The mask carries the chip flag when the variant has one, its five-of-a-kind
    box is filled and ``yacht_holds_points``.
    """
    variant = tables.variant
    if isinstance(filled, (str, bytes)):
        problem = translate("Advice", "filled boxes must be a list of box ids, not the text {text}")
        raise AdviceError(problem.format(text=repr(filled)))
    positions = {box: i for i, box in enumerate(variant.categories)}
    mask = 0
    for box in filled:
        if not isinstance(box, str) or box not in positions:
            known = ", ".join(variant.categories)
            problem = translate("Advice", "{variant} has no box {box} (its boxes: {known})")
            raise AdviceError(problem.format(variant=variant_name(variant), box=repr(box), known=known))
        bit = 1 << positions[box]
        if mask & bit:
            problem = translate("Advice", "box {box} is listed as filled twice")
            raise AdviceError(problem.format(box=repr(box)))
        mask |= bit
    if mask == (1 << len(positions)) - 1:
        raise AdviceError(translate("Advice", "every box is filled: the game is over"))
    if tables.top_down and mask & (mask + 1):
        problem = translate(
            "Advice", "{variant} fills its boxes from the top down: these boxes cannot be filled"
        )
        raise AdviceError(problem.format(variant=variant_name(variant)))
    if tables.flag_bit and yacht_holds_points and mask >> tables.yacht_box & 1:
        mask |= tables.flag_bit
    if isinstance(upper_total, bool) or not isinstance(upper_total, (int, np.integer)):
        problem = translate("Advice", "the upper total must be a whole number, not {value}")
        raise AdviceError(problem.format(value=repr(upper_total)))
    upper_mask = mask & ((1 << tables.upper_count) - 1)
    if int(upper_total) not in tables.upper_totals.raw_reachable[upper_mask]:
        upper_filled = [box for i, box in enumerate(variant.upper_categories) if upper_mask >> i & 1]
        if upper_filled:
            problem = translate("Advice", "an upper total of {total} is impossible with {boxes} filled")
        else:
            problem = translate("Advice", "an upper total of {total} is impossible with no upper box filled")
        raise AdviceError(problem.format(total=upper_total, boxes=", ".join(upper_filled)))
    return mask, min(int(upper_total), tables.cap)


def _dice(dice: Sequence[int]) -> tuple[int, ...]:
    """The dice sorted, or :class:`AdviceError`."""
    try:
        return normalize_dice(dice)
    except RuleError as error:
        raise AdviceError(str(error)) from None


def _rolls_left(rolls_left: int) -> int:
    """``rolls_left`` checked to be 0..2, or :class:`AdviceError`."""
    if isinstance(rolls_left, bool) or not isinstance(rolls_left, (int, np.integer)):
        problem = translate("Advice", "rolls left must be a whole number 0..{most}, not {value}")
        raise AdviceError(problem.format(most=MAX_ROLLS_LEFT, value=repr(rolls_left)))
    if not 0 <= rolls_left <= MAX_ROLLS_LEFT:
        problem = translate("Advice", "rolls left must be 0..{most} (after a roll), not {value}")
        raise AdviceError(problem.format(most=MAX_ROLLS_LEFT, value=rolls_left))
    return int(rolls_left)


class Strategy:
    """The optimal solitaire strategy of one variant.

    Create it with :meth:`load_or_build` (or :meth:`cached`, which never
    builds). Thread-safe for queries: the table is read-only.
    """

    def __init__(self, values: StateValues) -> None:
        """Wrap the state values of a variant (use the class methods to get them)."""
        self._tables = values.tables
        self._values = values
        self._turns: OrderedDict[tuple[int, int], TurnValues] = OrderedDict()
        self._turns_lock = threading.Lock()

    # --- making one ----------------------------------------------------------

    @classmethod
    def build(
        cls,
        variant: Variant,
        progress: Callable[[float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Strategy:
        """Build the table in memory (no cache); see :meth:`load_or_build` for the callbacks.

        Raises :class:`TableTooLargeError` (a ``ValueError`` with a message for the family) before any
        work when the table would take more than :data:`~yachtgui.ai.states.MAX_TABLE_BYTES`.
        """
        dense = build_values(variant, progress, cancelled)
        return cls(StateValues.from_dense(tables_for(variant), dense))

    @classmethod
    def cached(cls, variant: Variant) -> Strategy | None:
        """The strategy from the bundle's tables or the cache, or None when neither has a trustworthy
        table; never builds. None for a variant too large to build (:meth:`load_or_build` says why)."""
        if table_bytes(variant) > MAX_TABLE_BYTES:
            return None
        for values in candidate_values(tables_for(variant)):
            strategy = cls(values)
            if strategy._consistent():
                return strategy
        return None

    @classmethod
    def from_file(cls, variant: Variant, path: Path) -> Strategy | None:
        """The strategy in the table file ``path``, checked as the cache's are; None when absent or bad."""
        values = load_file(path, tables_for(variant))
        if values is None:
            return None
        strategy = cls(values)
        return strategy if strategy._consistent() else None

    @classmethod
    def load_or_build(
        cls,
        variant: Variant,
        progress: Callable[[float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
    ) -> Strategy:
        """The strategy from the cache, or built (seconds) and cached when missing or stale.

        ``progress(fraction)`` is called regularly while building, from the
        calling thread, ending with 1.0; ``cancelled()`` is polled as often and
        stops the build by raising :class:`BuildCancelled`. When the cache
        folder is missing or cannot be written the table is still built and
        returned; it is just not kept. Threads asking for the same table at
        once build it once: the others wait (still polling ``cancelled``)
        and take it from the cache.
        """
        strategy = cls.cached(variant)
        if strategy is None:
            lock = _build_lock(variant)
            while not lock.acquire(timeout=_LOCK_POLL_S):  # another thread builds this table
                if cancelled is not None and cancelled():
                    raise BuildCancelled(f"building the {variant.name} table was cancelled")
            try:
                strategy = cls.cached(variant)  # built meanwhile by the thread that had the lock
                if strategy is None:
                    strategy = cls.build(variant, progress, cancelled)
                    save_values(strategy._values)
                    return strategy
            finally:
                lock.release()
        if progress is not None:
            progress(1.0)
        return strategy

    def _consistent(self) -> bool:
        """Spot check of a loaded table: some states' values agree with their turn computed afresh.

        Checks the start and a fixed sample of other reachable states (a few
        milliseconds), so a table of the right shape but wrong numbers is caught.
        """
        tables = self._tables
        rng = random.Random(0)  # the standard library's: the app never needs numpy.random (2.7 MB)
        states = [(0, 0)]
        open_masks = (np.arange(tables.row_count) & tables.full_mask) != tables.full_mask
        playable = np.flatnonzero(tables.valid_masks & open_masks).tolist()
        for _ in range(_SPOT_CHECKS):
            mask = playable[rng.randrange(len(playable))]
            totals = tables.upper_totals.reachable[mask & tables.upper_bits]
            states.append((mask, totals[rng.randrange(len(totals))]))
        return all(
            abs(self._turn(mask, total).value - self._values.value(mask, total)) <= _SPOT_CHECK_TOLERANCE
            for mask, total in states
        )

    # --- what it knows ---------------------------------------------------------

    @property
    def variant(self) -> Variant:
        """The variant this strategy plays."""
        return self._tables.variant

    @cached_property
    def table(self) -> FloatArray:
        """All values as a dense read-only array ``table[mask, min(upper_total, cap)]``, made on demand.

        NaN where a state cannot occur. ``mask`` has bit i set when the i-th
        box in sheet order is filled; ``cap`` is the variant's highest bonus
        threshold. For inspection and tests: 20 MB for a 15-box variant.
        """
        dense = self._values.dense()
        dense.flags.writeable = False
        return dense

    @property
    def expected_score(self) -> float:
        """The optimal expected final score of a solitaire game, from the start."""
        return self._values.value(0, 0)

    def state_value(
        self, filled: Iterable[str], upper_total: int, *, yacht_holds_points: bool = False
    ) -> float:
        """Expected points still to come from the start of a turn with these boxes filled."""
        mask, total = _state(self._tables, filled, upper_total, yacht_holds_points)
        return self._values.value(mask, total)

    def options(
        self, filled: Iterable[str], upper_total: int, dice: Sequence[int], rolls_left: int,
        *, yacht_holds_points: bool = False,
    ) -> list[Option]:
        """Every option in this situation with its value, best first.

        ``filled``: ids of the filled boxes; ``upper_total``: the raw upper
        total so far (bonus excluded); ``dice``: the five dice showing (any
        order); ``rolls_left``: 2 after the first roll, 1 after the second, 0
        after the third.

        With rolls left there is one :class:`Option` per distinct keep (a
        multiset of the faces showing, from none to all five). Keeping all
        five dice means stopping: its value is that of scoring now in the best
        box, which :meth:`best_box` names. With no rolls left there is one
        option per open box. Ties are broken by keeping more dice, then by
        sheet order. Raises :class:`AdviceError` for an impossible situation.

        ``yacht_holds_points`` says the five-of-a-kind box holds points (not 0),
        which matters only in variants with a Yahtzee bonus. Boxes the Joker
        rule or the order close to these dice are not options.
        """
        mask, total = _state(self._tables, filled, upper_total, yacht_holds_points)
        roll = _dice(dice)
        rolls_left = _rolls_left(rolls_left)
        turn = self._turn(mask, total)
        keeps = self._tables.keeps
        roll_number = keeps.roll_number(roll)
        if rolls_left == 0:
            row = turn.box_values[roll_number]
            categories = self.variant.categories
            boxes = [Option(None, categories[i], float(row[i])) for i in np.flatnonzero(np.isfinite(row))]
            return sorted(boxes, key=lambda option: -option.value)
        values = turn.keep_values[rolls_left]
        keep_options = [
            Option(keeps.keeps[number], None, float(values[number])) for number in keeps.subkeeps[roll_number]
        ]
        return sorted(keep_options, key=lambda option: (-option.value, -len(option.keep or ())))

    def best_box(
        self, filled: Iterable[str], upper_total: int, dice: Sequence[int],
        *, yacht_holds_points: bool = False,
    ) -> Option:
        """The best box to fill with these dice now (what keeping all five dice leads to)."""
        return self.options(filled, upper_total, dice, 0, yacht_holds_points=yacht_holds_points)[0]

    def _turn(self, mask: int, total: int) -> TurnValues:
        """The evaluated turn of a state, kept for the next few questions about it."""
        key = (mask, total)
        with self._turns_lock:
            turn = self._turns.get(key)
            if turn is not None:
                self._turns.move_to_end(key)
                return turn
        turn = turn_values(self._tables, self._values.lookup, mask, total)
        with self._turns_lock:
            self._turns[key] = turn
            while len(self._turns) > _TURN_CACHE_SIZE:
                self._turns.popitem(last=False)
        return turn

