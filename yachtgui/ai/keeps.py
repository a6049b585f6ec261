"""The keep lattice: every multiset of 0..5 dice, and how rolling the rest moves between them.

A *keep* is the multiset of faces a player holds before rolling the other
dice; a keep of all five dice is a finished roll. There are 462 keeps
(1 + 6 + 21 + 56 + 126 + 252 for 0..5 dice). This module numbers them once,
in an order chosen for the solver, and precomputes:

- ``transition``: for each keep of 0..4 dice, the probability of each of the
  252 rolls after rolling the other dice (a 210 x 252 matrix, rows sum to 1);
- ``children``: for each keep, the keeps one die smaller (the lattice edges),
  so "the best keep inside this roll" is a running maximum up the levels;
- ``subkeeps``: for each roll, the distinct keeps inside it (at most 32).

Within each level keeps are sorted by how many distinct faces they show, most
first, so that a level's k-th child column only needs its leading rows (see
``child_rows``). Rolls (the level of five dice) follow the same order; ``roll_order``
maps :data:`yachtgui.rules.ALL_ROLLS` into it. Nothing here depends on a variant.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement, product
from math import factorial

import numpy as np
import numpy.typing as npt

from yachtgui.rules import ALL_ROLLS, DICE_COUNT, FACES

__all__ = ["KeepLattice", "lattice"]

IntArray = npt.NDArray[np.intp]
FloatArray = npt.NDArray[np.float64]


@dataclass(frozen=True, eq=False)
class KeepLattice:
    """The numbered keeps and the matrices the solver needs (see the module docstring).

    ``keeps[i]`` is keep number i as a sorted tuple; keeps of ``n`` dice occupy
    ``level_slices[n]``. ``rolls`` are the keeps of five dice (the last 252).
    ``child_rows[n][j]`` is how many leading keeps of level n have a (j+1)-th
    distinct child; ``children[n]`` has shape (len(level n), n) holding global
    keep numbers, padded with -1.
    """

    keeps: tuple[tuple[int, ...], ...]
    index: dict[tuple[int, ...], int]
    level_slices: tuple[slice, ...]
    children: tuple[IntArray, ...]
    child_rows: tuple[tuple[int, ...], ...]
    parents: tuple[IntArray, ...]
    transition: FloatArray
    roll_probability: FloatArray
    rolls: tuple[tuple[int, ...], ...]
    roll_order: IntArray
    subkeeps: tuple[tuple[int, ...], ...]

    @property
    def first_roll(self) -> int:
        """Global number of the first keep of five dice (the first roll)."""
        return self.level_slices[DICE_COUNT].start  # type: ignore[no-any-return]

    def roll_number(self, dice: tuple[int, ...]) -> int:
        """The position (0..251) of a sorted roll among :attr:`rolls`."""
        return self.index[dice] - self.first_roll


def _distinct_children(keep: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The keeps one die smaller than ``keep``, one per distinct face, in face order."""
    children = []
    for face in sorted(set(keep)):
        smaller = list(keep)
        smaller.remove(face)
        children.append(tuple(smaller))
    return children


def _outcome_probabilities(dice: int) -> list[tuple[tuple[int, ...], float]]:
    """Every sorted outcome of rolling ``dice`` dice, with its probability."""
    outcomes = []
    for outcome in combinations_with_replacement(FACES, dice):
        ways = factorial(dice)
        for face in set(outcome):
            ways //= factorial(outcome.count(face))
        outcomes.append((outcome, ways / 6**dice))
    return outcomes


@cache
def lattice() -> KeepLattice:
    """The keep lattice, built once per process (a few milliseconds)."""
    levels: list[list[tuple[int, ...]]] = []
    for size in range(DICE_COUNT + 1):
        level = list(combinations_with_replacement(FACES, size))
        level.sort(key=lambda keep: (-len(set(keep)), keep))
        levels.append(level)
    keeps = tuple(keep for level in levels for keep in level)
    index = {keep: i for i, keep in enumerate(keeps)}
    slices = []
    start = 0
    for level in levels:
        slices.append(slice(start, start + len(level)))
        start += len(level)

    children: list[IntArray] = [np.zeros((1, 0), dtype=np.intp)]
    child_rows: list[tuple[int, ...]] = [()]
    for size in range(1, DICE_COUNT + 1):
        table = np.full((len(levels[size]), size), -1, dtype=np.intp)
        for row, keep in enumerate(levels[size]):
            for column, child in enumerate(_distinct_children(keep)):
                table[row, column] = index[child]
        children.append(table)
        # Rows are sorted by distinct faces, most first: column j is used by a prefix.
        child_rows.append(tuple(int(np.count_nonzero(table[:, j] >= 0)) for j in range(size)))

    parents = tuple(
        np.array(
            [[index[tuple(sorted((*keep, face)))] for face in FACES] for keep in levels[size]],
            dtype=np.intp,
        )
        for size in range(DICE_COUNT)
    )

    rolls = tuple(levels[DICE_COUNT])
    first_roll = slices[DICE_COUNT].start
    transition = np.zeros((first_roll, len(rolls)))
    for number in range(first_roll):
        keep = keeps[number]
        for outcome, probability in _outcome_probabilities(DICE_COUNT - len(keep)):
            roll = tuple(sorted(keep + outcome))
            transition[number, index[roll] - first_roll] += probability

    subkeeps = []
    for roll in rolls:
        inside = {
            tuple(sorted(face for face, held in zip(roll, mask, strict=True) if held))
            for mask in product((False, True), repeat=DICE_COUNT)
        }
        subkeeps.append(tuple(sorted(index[keep] for keep in inside)))

    roll_order = np.array([index[roll] - first_roll for roll in ALL_ROLLS], dtype=np.intp)
    return KeepLattice(
        keeps=keeps,
        index=index,
        level_slices=tuple(slices),
        children=tuple(children),
        child_rows=tuple(child_rows),
        parents=parents,
        transition=transition,
        roll_probability=transition[0].copy(),
        rolls=rolls,
        roll_order=roll_order,
        subkeeps=tuple(subkeeps),
    )
