"""Advice: the options of a situation, their values, their order, and impossible situations."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from itertools import product
from pathlib import Path

import numpy as np
import pytest

from yachtgui.ai import AdviceError, Option, Strategy, keep_positions
from yachtgui.ai.keeps import lattice
from yachtgui.rules import ALL_ROLLS, Variant

from .conftest import SMALL, TIERED


@pytest.fixture(scope="module")
def small() -> Strategy:
    return Strategy.build(SMALL)


@pytest.fixture(scope="module")
def tiered() -> Strategy:
    return Strategy.build(TIERED)


def _after(variant: Variant, total: int, box: str, dice: tuple[int, ...]) -> tuple[int, int]:
    """The points a box adds now (score + newly earned bonus) and the upper total after it."""
    points = variant.score(box, dice)
    new_total = total + points if box in variant.upper_categories else total
    return points + variant.bonus(new_total) - variant.bonus(total), new_total


def test_last_roll_offers_each_open_box_valued_by_the_table_recursion(tiered: Strategy) -> None:
    variant = tiered.variant
    filled = ["fours"]
    for dice in [(5, 5, 5, 1, 2), (4, 4, 4, 4, 4), (1, 1, 2, 3, 6), (5, 5, 5, 5, 5)]:
        options = tiered.options(filled, 12, dice, 0)
        assert all(o.keep is None for o in options)
        assert {o.box for o in options} == {"fives", "chance", "yacht"}
        for option in options:
            assert option.box is not None
            gained, new_total = _after(variant, 12, option.box, dice)
            later = tiered.state_value([*filled, option.box], new_total)
            assert option.value == pytest.approx(gained + later, abs=1e-9)
        assert [o.value for o in options] == sorted((o.value for o in options), reverse=True)


def test_a_box_earns_the_difference_between_the_bonus_tiers(tiered: Strategy) -> None:
    # Three fours (12) already earn the first tier (5); 5-5-5 in Fives reaches 27: the top tier (9).
    fives = next(o for o in tiered.options(["fours"], 12, (5, 5, 5, 1, 2), 0) if o.box == "fives")
    later = tiered.state_value(["fours", "fives"], 27)
    assert fives.value == pytest.approx(15 + (9 - 5) + later, abs=1e-9)


@pytest.mark.parametrize("rolls_left", [1, 2])
def test_with_rolls_left_each_distinct_keep_is_an_option(small: Strategy, rolls_left: int) -> None:
    options = small.options(["ones"], 3, (6, 2, 6, 3, 5), rolls_left)
    keeps = [o.keep for o in options]
    assert all(o.box is None for o in options)
    assert len(keeps) == len(set(keeps)) == 24  # 3 * 2 * 2 * 2 distinct parts of 6-6-2-3-5
    assert (2, 3, 5, 6, 6) in keeps
    assert () in keeps
    best = options[0].value
    assert all(best >= o.value for o in options)


def test_keeping_all_five_is_worth_the_best_box(small: Strategy) -> None:
    for dice in [(2, 3, 4, 5, 5), (6, 6, 6, 6, 6), (1, 1, 1, 6, 6)]:
        for rolls_left in (1, 2):
            stop = next(o for o in small.options([], 0, dice, rolls_left) if o.keep and len(o.keep) == 5)
            assert stop.value == pytest.approx(small.best_box([], 0, dice).value, abs=1e-12)


def test_a_full_straight_at_the_start_is_best_scored_at_once(small: Strategy) -> None:
    best = small.options([], 0, (2, 3, 4, 5, 1), 2)[0]
    assert best.keep == (1, 2, 3, 4, 5)
    assert small.best_box([], 0, (2, 3, 4, 5, 1)).box == "straight"


def test_best_options_after_the_first_roll_average_to_the_state_value(small: Strategy) -> None:
    keeps = lattice()
    filled, total = ["fives"], 10
    average = sum(
        keeps.roll_probability[keeps.roll_number(roll)] * small.options(filled, total, roll, 2)[0].value
        for roll in ALL_ROLLS
    )
    assert average == pytest.approx(small.state_value(filled, total), abs=1e-4)


def test_keep_values_are_averages_of_the_next_decision(small: Strategy) -> None:
    # Keeping 6-6-6 with one roll left: the mean over the two free dice of the best box.
    options = small.options([], 0, (6, 6, 6, 1, 2), 1)
    keep = next(o for o in options if o.keep == (6, 6, 6))
    rolls = [tuple(sorted((6, 6, 6, a, b))) for a, b in product(range(1, 7), repeat=2)]
    expected = np.mean([small.best_box([], 0, roll).value for roll in rolls])
    assert keep.value == pytest.approx(expected, abs=1e-9)


def test_ties_list_the_keep_with_more_dice_first(tiered: Strategy) -> None:
    # Only Chance open: the dice order never matters, so 6-6-6-6-6 is kept whole and first.
    options = tiered.options(["fours", "fives", "yacht"], 0, (6, 6, 6, 6, 6), 2)
    assert options[0].keep == (6, 6, 6, 6, 6)


def test_expected_score_is_the_start_state_value(small: Strategy) -> None:
    assert small.expected_score == small.state_value([], 0)
    assert small.variant is SMALL


@pytest.mark.parametrize(
    ("filled", "total", "dice", "rolls_left", "message"),
    [
        (["sevens"], 0, (1, 2, 3, 4, 5), 0, "no box 'sevens'"),
        (["ones", "ones"], 0, (1, 2, 3, 4, 5), 0, "listed as filled twice"),
        (["ones", "fives", "sixes", "straight", "full_house"], 0, (1, 2, 3, 4, 5), 0, "game is over"),
        (["fives"], 3, (1, 2, 3, 4, 5), 0, "upper total of 3 is impossible with fives filled"),
        ([], 5, (1, 2, 3, 4, 5), 1, "upper total of 5 is impossible with no upper box filled"),
        (["ones"], 6, (1, 2, 3, 4, 5), 1, "impossible"),
        ([], -1, (1, 2, 3, 4, 5), 1, "impossible"),
        ([], 0, (1, 2, 3, 4), 1, "exactly 5 dice"),
        ([], 0, (1, 2, 3, 4, 7), 1, "from 1 to 6"),
        ([], 0, (1, 2, 3, 4, 5), 3, "rolls left must be 0..2"),
        ([], 0, (1, 2, 3, 4, 5), -1, "rolls left must be 0..2"),
        ("ones", 0, (1, 2, 3, 4, 5), 0, "list of box ids"),
        ([], 1.5, (1, 2, 3, 4, 5), 0, "whole number"),
    ],
)
def test_impossible_situations_raise_advice_error_saying_why(
    small: Strategy, filled: list[str], total: int, dice: tuple[int, ...], rolls_left: int, message: str
) -> None:
    with pytest.raises(AdviceError, match=message):
        small.options(filled, total, dice, rolls_left)
    assert issubclass(AdviceError, ValueError)


def test_an_option_holds_exactly_one_of_keep_and_box() -> None:
    assert Option((6, 6), None, 1.0).keep == (6, 6)
    with pytest.raises(ValueError, match="exactly one"):
        Option(None, None, 1.0)
    with pytest.raises(ValueError, match="exactly one"):
        Option((6,), "sixes", 1.0)


@pytest.mark.parametrize(
    ("dice", "keep", "positions"),
    [
        ((3, 1, 3, 5, 3), (3, 3), (0, 2)),
        ((3, 1, 3, 5, 3), (1, 3, 3, 3, 5), (0, 1, 2, 3, 4)),
        ((6, 6, 6, 6, 6), (), ()),
        ((2, 5, 4, 5, 1), (5, 4), (1, 2)),
    ],
)
def test_keep_positions_holds_the_leftmost_dice_showing_the_faces(
    dice: tuple[int, ...], keep: tuple[int, ...], positions: tuple[int, ...]
) -> None:
    assert keep_positions(dice, keep) == positions


@pytest.mark.parametrize(
    ("dice", "keep"), [((1, 2, 3, 4, 5), (6,)), ((1, 1, 2, 3, 4), (1, 1, 1)), ((1, 2), ())]
)
def test_keep_positions_rejects_a_keep_that_is_not_part_of_the_dice(
    dice: tuple[int, ...], keep: tuple[int, ...]
) -> None:
    with pytest.raises(AdviceError):
        keep_positions(dice, keep)


def test_advice_on_a_real_variant_keeps_three_sixes_and_dumps_a_spare_yacht(
    real_strategy: Callable[[str], Strategy],
) -> None:
    worldwide = real_strategy("worldwide")
    options = worldwide.options([], 0, (6, 6, 6, 2, 1), 2)
    assert options[0].keep == (6, 6, 6)
    assert options[0].value > options[-1].value
    assert worldwide.best_box(["yacht"], 0, (3, 3, 3, 3, 3)).box in {"threes", "four_of_a_kind", "full_house"}


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", ["worldwide", "yacht"])
def test_keeping_all_five_with_two_rolls_left_is_worth_stopping_in_real_variants(
    real_strategy: Callable[[str], Strategy], variant_id: str
) -> None:
    # Regression: the five-dice keep used to carry "stop or roll once more" with 2 rolls left.
    strategy = real_strategy(variant_id)
    boxes = strategy.variant.categories
    chooser = random.Random(11)
    for _ in range(300):
        filled = [b for b in boxes if chooser.random() < 0.4][: len(boxes) - 1]
        upper = sum(chooser.choice((0, 1, 2, 3, 4)) * strategy.variant.upper_face(b) or 0
                    for b in filled if b in strategy.variant.upper_categories)
        dice = tuple(chooser.randint(1, 6) for _ in range(5))
        stop = next(o for o in strategy.options(filled, upper, dice, 2) if o.keep and len(o.keep) == 5)
        assert stop.value == pytest.approx(strategy.best_box(filled, upper, dice).value, abs=1e-9)


def test_threads_wanting_the_same_table_build_it_once(monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    # The recorder, a replay and the computer may each ask for one variant's table at once.
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(tmp_path))
    real_build = Strategy.build.__func__  # type: ignore[attr-defined]
    real_cached = Strategy.cached.__func__  # type: ignore[attr-defined]
    builds: list[str] = []
    building = threading.Event()
    second_looked = threading.Event()

    def build(cls: type[Strategy], variant: Variant, progress: object = None,
              cancelled: object = None) -> Strategy:
        builds.append(threading.current_thread().name)
        building.set()
        second_looked.wait(10)  # the second thread has found no table yet
        return real_build(cls, variant, progress, cancelled)  # type: ignore[no-any-return]

    def cached(cls: type[Strategy], variant: Variant) -> Strategy | None:
        if threading.current_thread().name == "second":
            second_looked.set()
        return real_cached(cls, variant)  # type: ignore[no-any-return]

    monkeypatch.setattr(Strategy, "build", classmethod(build))
    monkeypatch.setattr(Strategy, "cached", classmethod(cached))
    found: dict[str, Strategy] = {}

    def want() -> None:
        found[threading.current_thread().name] = Strategy.load_or_build(TIERED)

    first = threading.Thread(target=want, name="first")
    first.start()
    assert building.wait(10)
    second = threading.Thread(target=want, name="second")
    second.start()
    first.join(30)
    second.join(30)
    assert builds == ["first"]
    assert found["second"].expected_score == found["first"].expected_score
