"""The fast solver: equal to the plain reference recursion, right on hand-worked games, cancellable."""

from __future__ import annotations

import numpy as np
import pytest

from yachtgui.ai import BuildCancelled
from yachtgui.ai.reference import reference_values
from yachtgui.ai.solver import build_values
from yachtgui.ai.states import StateValues, VariantTables, quantize, tables_for
from yachtgui.rules.variant import Bonus, Box, Variant
from yachtgui.rules.vocabulary import Anything, FaceSum, TotalSum

from .conftest import SMALL_VARIANTS

NO_BONUS = Bonus(())


def _one_box_variant(box: Box, bonus: Bonus = NO_BONUS) -> Variant:
    return Variant(id="one", name="One box", description="", bonus_rule=bonus, boxes=(box,))


def test_a_lone_chance_box_is_worth_five_dice_kept_above_their_expectation() -> None:
    # One die over three rolls, rerolling below the value of rolling again: 3.5 -> 4.25 -> 14/3.
    chance = _one_box_variant(Box("chance", "Chance", Anything(), TotalSum(), ""))
    assert build_values(chance)[0, 0] == pytest.approx(5 * 14 / 3, abs=1e-5)


def test_a_lone_sixes_box_earns_its_bonus_only_with_five_sixes() -> None:
    sixes = Box("sixes", "Sixes", Anything(), FaceSum(6), "", "upper")
    values = build_values(_one_box_variant(sixes, Bonus(((30, 10),))))
    each_die_a_six = 1 - (5 / 6) ** 3  # keeping every six is optimal, bonus or not
    assert values[0, 0] == pytest.approx(30 * each_die_a_six + 10 * each_die_a_six**5, abs=1e-5)


@pytest.mark.parametrize("variant", SMALL_VARIANTS, ids=lambda v: v.id)
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_fast_solver_equals_the_plain_recursion_in_every_reachable_state(
    variant: Variant, dtype: type[np.floating]
) -> None:
    fast = build_values(variant, dtype=dtype, batch_size=7)  # small batches: many of them per level
    reference = reference_values(variant, capped=True)
    reachable = {(int(m), int(u)) for m, u in zip(*np.nonzero(~np.isnan(fast)), strict=True)}
    assert reachable == set(reference)
    tolerance = 1e-4 if dtype is np.float32 else 1e-9
    assert max(abs(fast[state] - value) for state, value in reference.items()) < tolerance


@pytest.mark.parametrize("variant", SMALL_VARIANTS, ids=lambda v: v.id)
def test_capping_the_upper_total_changes_no_value(variant: Variant) -> None:
    fast = build_values(variant, dtype=np.float64)
    cap = variant.bonus_rule.highest_threshold
    raw = reference_values(variant, capped=False)
    assert max(abs(fast[mask, min(total, cap)] - value) for (mask, total), value in raw.items()) < 1e-9


def test_upper_totals_that_no_future_can_tell_apart_share_one_evaluation() -> None:
    small = SMALL_VARIANTS[1]  # upper boxes Ones, Fives, Sixes; 20 points at 30
    tables = VariantTables.of(small)
    representative = tables.upper_totals.representative
    fives_and_sixes = 0b110
    # Only Ones is open (at most 5 more): below 25 the bonus is out of reach, at 30 it is in hand.
    assert representative[fives_and_sixes, 24] == representative[fives_and_sixes, 30] == 0
    assert representative[fives_and_sixes, 25] == 25
    assert representative[fives_and_sixes, 29] == 29
    assert representative[fives_and_sixes, 1] == -1  # five and six can't make 1
    assert set(representative[0b111][representative[0b111] >= 0].tolist()) == {0}  # nothing left to earn

    values = build_values(small, dtype=np.float64)
    for mask in range(1 << tables.box_count):
        upper_mask = mask & 0b111
        for total in tables.upper_totals.reachable[upper_mask]:
            assert values[mask, total] == values[mask, representative[upper_mask, total]]


def test_progress_rises_to_exactly_one() -> None:
    reported: list[float] = []
    build_values(SMALL_VARIANTS[1], progress=reported.append, batch_size=5)
    assert len(reported) > 10
    assert reported == sorted(reported)
    assert reported[-1] == 1.0
    assert 0 < reported[0] < 1


def test_cancelling_stops_the_build_with_build_cancelled() -> None:
    polls = 0

    def cancelled() -> bool:
        nonlocal polls
        polls += 1
        return polls > 3

    reported: list[float] = []
    with pytest.raises(BuildCancelled):
        build_values(SMALL_VARIANTS[1], progress=reported.append, cancelled=cancelled, batch_size=5)
    assert polls == 4
    assert len(reported) == 3


@pytest.mark.parametrize("variant", SMALL_VARIANTS, ids=lambda v: v.id)
def test_stored_values_give_back_every_state_of_the_dense_table(variant: Variant) -> None:
    tables = tables_for(variant)
    dense = build_values(variant)
    stored = StateValues.from_dense(tables, dense)
    assert stored.stored.shape == (int(tables.representatives().sum()),)
    assert np.array_equal(stored.dense(), quantize(dense), equal_nan=True)
    assert np.abs(quantize(dense) - dense)[~np.isnan(dense)].max() <= 2.0**-21
