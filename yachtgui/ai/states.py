"""The states of a variant's game and a compact store of their values.

A *state* is the start of a turn: a bitmask of the filled boxes (bit i = the
i-th box in sheet order, so the upper boxes are the low bits) and the upper
total so far, capped at the highest bonus threshold ``cap`` (more upper points
earn no more bonus). A variant with a Yahtzee bonus has one more bit above the
boxes, the *chip flag*: set when its five-of-a-kind box holds points (so a
further five of a kind earns a bonus chip); it doubles the states with that box
filled. In a top-down variant only the masks of a filled top of the sheet occur.

- :class:`UpperTotals` knows which upper totals each set of filled upper
  boxes can reach, and which totals no future can tell apart (they share one
  value; only a *representative* total is evaluated and stored).
- :class:`VariantTables` holds everything the solver needs from a variant's
  rules, as arrays; :func:`tables_for` makes it once per variant.
- :class:`StateValues` stores one value per representative state, as
  multiples of 2**-20 (so a built and a cached table are bit-identical and
  compress well), and looks up any state's value without a dense table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np
import numpy.typing as npt

from yachtgui.ai.keeps import KeepLattice, lattice
from yachtgui.rules import ALL_ROLLS, Variant
from yachtgui.rules.words import variant_name
from yachtgui.text import translate

__all__ = [
    "MAX_BOXES", "MAX_TABLE_BYTES", "StateValues", "TableTooLargeError", "UpperTotals", "VariantTables",
    "table_bytes", "tables_for",
]

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]
BoolArray = npt.NDArray[np.bool_]

#: A table has 2**boxes rows; beyond this many boxes it would not fit in memory comfortably.
MAX_BOXES = 20

#: The most memory a variant's table may take to build: its dense float64 table, one value per
#: filled-box mask (twice over with a chip flag) and capped upper total. Kismet, the largest
#: built-in variant, takes 19.75 MiB (2**15 masks x 79 totals x 8 bytes). The largest table a house
#: file can make (16 boxes, a Yahtzee bonus, a bonus threshold of 105: all six upper boxes full of
#: sixes) takes 106 MiB and about a minute to build; with a margin, 128 MiB admits every house
#: variant while a save's 20-box sheet (512 MiB and more, hours to build) is refused.
MAX_TABLE_BYTES = 128 * 2**20

#: Stored values are multiples of 2**-QUANTUM_BITS: far below the solver's float32 error (~1e-5).
QUANTUM_BITS = 20


class TableTooLargeError(ValueError):
    """A variant whose table would take more than :data:`MAX_TABLE_BYTES` to build (message translated)."""


def table_bytes(variant: Variant) -> int:
    """The bytes of ``variant``'s dense value table (what a build allocates), from its rules alone.

    Costs nothing: no table is made. :func:`tables_for` refuses a variant above :data:`MAX_TABLE_BYTES`.
    """
    bits = len(variant.categories) + (1 if variant.yacht_bonus > 0 else 0)
    return (1 << bits) * (variant.bonus_rule.highest_threshold + 1) * np.dtype(np.float64).itemsize


def check_table_size(variant: Variant) -> None:
    """Raise :class:`TableTooLargeError`, with a message for the family, unless ``variant``'s table fits."""
    size = table_bytes(variant)
    if size > MAX_TABLE_BYTES:
        text = translate(
            "Advice", "{variant} is too large for the computer to learn: its table would need {size} MB "
                      "of memory (at most {most} MB). Fewer boxes or a lower bonus threshold make it fit."
        )
        raise TableTooLargeError(text.format(
            variant=variant_name(variant), size=-(-size // 2**20), most=MAX_TABLE_BYTES // 2**20))


class UpperTotals:
    """Which upper totals can occur for each set of filled upper boxes, and which are equivalent.

    Upper masks are bitmasks over the variant's upper boxes. ``reachable[U]``
    is the sorted tuple of capped totals (0..``cap``) the filled boxes ``U``
    can add up to; ``raw_reachable[U]`` the same without the cap (for checking
    a player's claimed total). ``representative[U, u]`` is the total whose
    value stands in for ``u`` (-1 when ``u`` cannot occur): two totals are
    equivalent when every total the open upper boxes can still add earns them
    the same bonus difference, so their futures are worth the same.
    """

    def __init__(self, box_values: tuple[tuple[int, ...], ...], cap: int, bonus: tuple[int, ...]) -> None:
        count = len(box_values)
        size = sum(max(values) for values in box_values) + 1
        raw = np.zeros((1 << count, size), dtype=bool)
        raw[0, 0] = True
        for upper_mask in range(1, 1 << count):
            top = upper_mask.bit_length() - 1
            rest = raw[upper_mask & ~(1 << top)]
            for value in box_values[top]:
                raw[upper_mask, value:] |= rest[: size - value]
        self.cap = cap
        self.raw_reachable = tuple(frozenset(np.flatnonzero(row).tolist()) for row in raw)
        capped = [np.unique(np.minimum(np.flatnonzero(row), cap)) for row in raw]
        self.reachable = tuple(tuple(totals.tolist()) for totals in capped)

        bonus_at = np.array(bonus)
        full = (1 << count) - 1
        representative = np.full((1 << count, cap + 1), -1, dtype=np.intp)
        for upper_mask, totals in enumerate(capped):
            additions = np.flatnonzero(raw[full & ~upper_mask])
            later = np.minimum(totals[:, None] + additions[None, :], cap)
            signatures = bonus_at[later] - bonus_at[totals, None]
            _, first, group = np.unique(signatures, axis=0, return_index=True, return_inverse=True)
            representative[upper_mask, totals] = totals[first[group.reshape(-1)]]
        self.representative = representative


@dataclass(frozen=True, eq=False)
class VariantTables:
    """Everything the solver needs from a variant, as arrays in the lattice's roll order.

    ``scores[r, i]`` is roll r's score in box i (sheet order). For upper box i,
    ``upper_values[i]`` are its distinct possible scores and
    ``upper_value_index[i][r]`` the position of roll r's score among them.
    ``bonus[u]`` is the bonus for capped upper total u.

    Extra five of a kind (Joker, Yahtzee bonus): ``yacht_box`` is the index of
    the five-of-a-kind box the rules hang on (-1: none); ``flag_bit`` the chip
    flag's bit (0: the variant has no Yahtzee bonus); ``yacht_values`` and
    ``yacht_value_index`` that box's possible scores and each roll's, as for
    upper boxes (used when it sets the flag); ``yacht_rolls[f - 1]`` the lattice
    number of the roll of five f's; ``top_down`` the order rule.
    """

    variant: Variant
    scores: npt.NDArray[np.int64]
    scores32: npt.NDArray[np.float32]
    upper_count: int
    cap: int
    bonus: npt.NDArray[np.int64]
    upper_values: tuple[npt.NDArray[np.int64], ...]
    upper_value_index: tuple[IntArray, ...]
    keeps: KeepLattice
    yacht_box: int = -1
    flag_bit: int = 0
    yacht_values: npt.NDArray[np.int64] | None = None
    yacht_value_index: IntArray | None = None
    yacht_rolls: tuple[int, ...] = ()
    top_down: bool = False

    @classmethod
    def of(cls, variant: Variant) -> VariantTables:
        """Derive the tables from ``variant``'s rules (its scores of all 252 rolls)."""
        box_count = len(variant.categories)
        flagged = variant.yacht_bonus > 0
        if box_count + flagged > MAX_BOXES:
            text = translate(
                "Advice", "a variant with {count} boxes is too large to solve (at most {most})"
            )
            raise TableTooLargeError(text.format(count=box_count, most=MAX_BOXES))
        check_table_size(variant)
        keeps = lattice()
        by_all_rolls = np.array([list(variant.scores(roll).values()) for roll in ALL_ROLLS], dtype=np.int64)
        scores = np.empty_like(by_all_rolls)
        scores[keeps.roll_order] = by_all_rolls
        upper_count = len(variant.upper_categories)
        cap = variant.bonus_rule.highest_threshold
        upper_values = []
        upper_value_index = []
        for box in range(upper_count):
            values, index = np.unique(scores[:, box], return_inverse=True)
            upper_values.append(values.astype(np.int64))
            upper_value_index.append(index.astype(np.intp).reshape(-1))
        yacht_box = -1 if variant.yacht_box is None else variant.categories.index(variant.yacht_box)
        yacht_values = yacht_value_index = None
        if flagged:
            found, index = np.unique(scores[:, yacht_box], return_inverse=True)
            yacht_values, yacht_value_index = found.astype(np.int64), index.astype(np.intp).reshape(-1)
        return cls(
            variant=variant,
            scores=scores,
            scores32=scores.astype(np.float32),
            upper_count=upper_count,
            cap=cap,
            bonus=np.array([variant.bonus(total) for total in range(cap + 1)], dtype=np.int64),
            upper_values=tuple(upper_values),
            upper_value_index=tuple(upper_value_index),
            keeps=keeps,
            yacht_box=yacht_box,
            flag_bit=(1 << box_count) if flagged else 0,
            yacht_values=yacht_values,
            yacht_value_index=yacht_value_index,
            yacht_rolls=tuple(keeps.roll_number((face,) * 5) for face in range(1, 7)),
            top_down=variant.order == "top-down",
        )

    @property
    def box_count(self) -> int:
        """Number of boxes on the sheet."""
        return int(self.scores.shape[1])

    @property
    def full_mask(self) -> int:
        """The mask of a full sheet."""
        return (1 << self.box_count) - 1

    @property
    def upper_bits(self) -> int:
        """The mask of the upper boxes."""
        return (1 << self.upper_count) - 1

    @property
    def row_count(self) -> int:
        """Rows of a dense table: every filled-box mask, twice over with a chip flag."""
        return 1 << (self.box_count + (1 if self.flag_bit else 0))

    @property
    def table_shape(self) -> tuple[int, int]:
        """Shape of a dense value table: (filled-box masks with the chip flag, capped upper totals)."""
        return (self.row_count, self.cap + 1)

    @cached_property
    def valid_masks(self) -> BoolArray:
        """``[mask]``: True for masks that can occur.

        A chip flag needs its box filled; top-down, only a filled top of the sheet occurs.
        """
        masks = np.arange(self.row_count)
        valid = np.ones(self.row_count, dtype=bool)
        if self.flag_bit:
            valid &= ((masks & self.flag_bit) == 0) | ((masks >> self.yacht_box) & 1 == 1)
        if self.top_down:
            boxes = masks & self.full_mask
            valid &= (boxes & (boxes + 1)) == 0
        return valid

    @cached_property
    def upper_totals(self) -> UpperTotals:
        """Reachable and equivalent upper totals per set of filled upper boxes."""
        return UpperTotals(
            tuple(tuple(int(v) for v in values) for values in self.upper_values),
            self.cap,
            tuple(int(b) for b in self.bonus),
        )

    def reachable(self) -> BoolArray:
        """``reachable[mask, u]`` (dense): True when state (mask, u) can occur in a game."""
        by_upper = self.upper_totals.representative >= 0
        chosen: BoolArray = by_upper[np.arange(self.row_count) & self.upper_bits] & self.valid_masks[:, None]
        return chosen

    def representatives(self) -> BoolArray:
        """``[mask, u]`` (dense): True for the states that are evaluated and stored."""
        representative = self.upper_totals.representative
        by_upper = representative == np.arange(self.cap + 1)[None, :]
        chosen: BoolArray = by_upper[np.arange(self.row_count) & self.upper_bits] & self.valid_masks[:, None]
        return chosen

    @cached_property
    def _rank(self) -> IntArray:
        """``[U, u]``: position of u's representative among U's representatives (-1: unreachable)."""
        representative = self.upper_totals.representative
        is_rep = representative == np.arange(self.cap + 1)[None, :]
        position = np.cumsum(is_rep, axis=1) - 1
        rank = np.take_along_axis(position, np.maximum(representative, 0), axis=1)
        result: IntArray = np.where(representative >= 0, rank, -1)
        return result

    @cached_property
    def _stored_per_mask(self) -> IntArray:
        """``[mask]``: how many representative states the mask has."""
        representative = self.upper_totals.representative
        per_upper = (representative == np.arange(self.cap + 1)[None, :]).sum(axis=1)
        per_mask: IntArray = per_upper[np.arange(self.row_count) & self.upper_bits] * self.valid_masks
        return per_mask

    @cached_property
    def _row_start(self) -> IntArray:
        """``[mask]``: where the mask's representatives start in the stored order."""
        start: IntArray = np.concatenate(([0], np.cumsum(self._stored_per_mask)[:-1])).astype(np.intp)
        return start

    @property
    def stored_count(self) -> int:
        """How many values a table stores (one per representative state)."""
        return int(self._stored_per_mask.sum())

    def positions(self, masks: IntArray, totals: IntArray) -> IntArray:
        """Where states' values are stored (-1 for unreachable states); ``totals`` capped."""
        rank = self._rank[masks & self.upper_bits, totals]
        found: IntArray = np.where((rank >= 0) & self.valid_masks[masks], self._row_start[masks] + rank, -1)
        return found

    def level_states(self, filled_count: int) -> tuple[IntArray, IntArray]:
        """The states to evaluate with ``filled_count`` boxes filled: (masks, upper totals).

        One state per class of equivalent upper totals, sorted by mask so that
        a batch's states mostly agree on which lower boxes are open.
        """
        lower_count = self.box_count - self.upper_count
        lower_masks = np.arange(1 << lower_count)
        lower_popcount = np.array([bin(m).count("1") for m in range(1 << lower_count)])
        masks_parts = []
        totals_parts = []
        representative = self.upper_totals.representative
        for upper_mask in range(1 << self.upper_count):
            need = filled_count - bin(upper_mask).count("1")
            if not 0 <= need <= lower_count:
                continue
            totals = np.flatnonzero(representative[upper_mask] == np.arange(self.cap + 1))
            masks = upper_mask | (lower_masks[lower_popcount == need] << self.upper_count)
            masks_parts.append(np.repeat(masks, len(totals)))
            totals_parts.append(np.tile(totals, len(masks)))
        if not masks_parts:
            return np.zeros(0, dtype=np.intp), np.zeros(0, dtype=np.intp)
        masks_all = np.concatenate(masks_parts).astype(np.intp)
        totals_all = np.concatenate(totals_parts).astype(np.intp)
        if self.flag_bit:  # the same states again with the chip flag, where its box is filled
            with_box = (masks_all >> self.yacht_box) & 1 == 1
            masks_all = np.concatenate((masks_all, masks_all[with_box] | self.flag_bit))
            totals_all = np.concatenate((totals_all, totals_all[with_box]))
        keep = self.valid_masks[masks_all]
        masks_all, totals_all = masks_all[keep], totals_all[keep]
        order = np.lexsort((totals_all, masks_all))
        return masks_all[order], totals_all[order]


@lru_cache(maxsize=16)
def tables_for(variant: Variant) -> VariantTables:
    """:meth:`VariantTables.of`, made once per variant (variants compare by their rules)."""
    return VariantTables.of(variant)


def quantize(values: FloatArray) -> FloatArray:
    """Values rounded to multiples of 2**-QUANTUM_BITS (exact in float64 for any score)."""
    scale = float(1 << QUANTUM_BITS)
    rounded: FloatArray = np.round(values * scale) / scale
    return rounded


@dataclass(frozen=True, eq=False)
class StateValues:
    """The value of every state of a variant, stored once per representative state.

    ``stored`` holds, in (mask, total) order, the values of the states marked
    by :meth:`VariantTables.representatives`, quantized (:func:`quantize`).
    """

    tables: VariantTables
    stored: FloatArray

    def __post_init__(self) -> None:
        if self.stored.shape != (self.tables.stored_count,) or self.stored.dtype != np.float64:
            raise ValueError(
                f"a {self.tables.variant.name} table stores {self.tables.stored_count} float64 values, "
                f"not {self.stored.shape} of {self.stored.dtype}"
            )
        self.stored.flags.writeable = False

    @classmethod
    def from_dense(cls, tables: VariantTables, dense: FloatArray) -> StateValues:
        """Keep the representatives of a dense ``[mask, total]`` table (as built)."""
        return cls(tables, quantize(dense[tables.representatives()]))

    def lookup(self, masks: IntArray, totals: IntArray) -> FloatArray:
        """Values of states (``totals`` capped at the cap); NaN for unreachable states."""
        positions = self.tables.positions(masks, totals)
        found: FloatArray = np.where(positions >= 0, self.stored[np.maximum(positions, 0)], np.nan)
        return found

    def value(self, mask: int, total: int) -> float:
        """One state's value (``total`` capped)."""
        return float(self.lookup(np.array([mask]), np.array([total]))[0])

    def dense(self) -> FloatArray:
        """The whole table ``[mask, total]``, NaN where unreachable (tens of MB for 15 boxes)."""
        masks = np.arange(self.tables.row_count)[:, None]
        totals = np.arange(self.tables.cap + 1)[None, :]
        return self.lookup(masks, totals)
