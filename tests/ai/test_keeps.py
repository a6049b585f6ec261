"""The keep lattice: counts, probabilities and edges, checked against direct enumeration."""

from __future__ import annotations

from collections import Counter
from itertools import product

import numpy as np
import pytest

from yachtgui.ai.keeps import lattice
from yachtgui.rules import ALL_ROLLS


def test_lattice_holds_every_multiset_of_zero_to_five_dice_once() -> None:
    keeps = lattice()
    assert len(keeps.keeps) == 462
    assert len(set(keeps.keeps)) == 462
    assert [s.stop - s.start for s in keeps.level_slices] == [1, 6, 21, 56, 126, 252]
    assert sorted(keeps.rolls) == sorted(ALL_ROLLS)
    for size, level in enumerate(keeps.level_slices):
        assert all(len(keep) == size for keep in keeps.keeps[level])


@pytest.mark.parametrize("keep", [(), (6,), (2, 2), (1, 3, 5), (4, 4, 4, 4)])
def test_transition_matches_counting_every_sequence_of_the_free_dice(keep: tuple[int, ...]) -> None:
    keeps = lattice()
    expected = np.zeros(252)
    free = 5 - len(keep)
    for outcome in product(range(1, 7), repeat=free):
        expected[keeps.roll_number(tuple(sorted(keep + outcome)))] += 6.0**-free
    assert np.allclose(keeps.transition[keeps.index[keep]], expected, rtol=0, atol=1e-15)


def test_roll_probabilities_sum_to_one_and_favour_mixed_rolls() -> None:
    keeps = lattice()
    assert keeps.transition.sum(axis=1) == pytest.approx(np.ones(210))
    assert keeps.roll_probability[keeps.roll_number((1, 2, 3, 4, 5))] == pytest.approx(120 / 7776)
    assert keeps.roll_probability[keeps.roll_number((6, 6, 6, 6, 6))] == pytest.approx(1 / 7776)


@pytest.mark.parametrize(
    ("roll", "count"), [((1, 2, 3, 4, 5), 32), ((3, 3, 3, 3, 3), 6), ((2, 2, 5, 5, 5), 12)]
)
def test_subkeeps_are_the_distinct_parts_of_a_roll(roll: tuple[int, ...], count: int) -> None:
    keeps = lattice()
    inside = [keeps.keeps[i] for i in keeps.subkeeps[keeps.roll_number(roll)]]
    assert len(inside) == count
    assert () in inside
    assert roll in inside
    for keep in inside:
        rest = list(roll)
        for face in keep:
            rest.remove(face)  # raises if keep is not part of the roll


def test_children_are_the_keeps_one_die_smaller_and_fill_a_prefix_of_each_column() -> None:
    keeps = lattice()
    for size in range(1, 6):
        children = keeps.children[size]
        for row, keep in enumerate(keeps.keeps[keeps.level_slices[size]]):
            found = [keeps.keeps[c] for c in children[row] if c >= 0]
            assert len(found) == len(set(found)) == len(set(keep))
            for child in found:
                removed = Counter(keep) - Counter(child)
                assert sum(removed.values()) == 1
                assert len(child) == size - 1
        for column, rows in enumerate(keeps.child_rows[size]):
            assert (children[:rows, column] >= 0).all()
            assert (children[rows:, column] < 0).all()
