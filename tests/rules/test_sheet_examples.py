"""Every worked example of the rule sheets (RULES.md lists them), as tests."""

from __future__ import annotations

import pytest

from yachtgui.rules import VARIANTS

KISMET = VARIANTS["kismet"]
YACHT = VARIANTS["yacht"]
YATZY = VARIANTS["yatzy"]
WORLDWIDE = VARIANTS["worldwide"]


@pytest.mark.parametrize(
    ("box", "points"),
    [
        ("fives", 20),
        ("two_pair_same_color", 24),
        ("three_of_a_kind", 24),
        ("four_of_a_kind", 49),
        ("yarborough", 24),
        ("straight", 0),
        ("flush", 0),
        ("full_house", 0),
        ("full_house_same_color", 0),
        ("kismet", 0),
        ("ones", 0),
        ("fours", 4),
    ],
)
def test_kismet_sheet_example_4_5_5_5_5(box: str, points: int) -> None:
    assert KISMET.score(box, [4, 5, 5, 5, 5]) == points


def test_kismet_basic_section_example_four_fours_and_a_six_score_16_in_fours() -> None:
    # 3-3-4-4-5, keep 4-4; 4-5-5; keep 4-4-4; final 4-6 -> 4-4-4-4-6
    assert KISMET.score("fours", [4, 4, 4, 4, 6]) == 16


def test_kismet_flush_example_four_fives_and_a_two_are_all_red() -> None:
    assert KISMET.score("flush", [5, 5, 5, 5, 2]) == 35


def test_kismet_full_house_same_color_example_three_sixes_two_ones() -> None:
    assert KISMET.score("full_house_same_color", [6, 6, 6, 1, 1]) == 20 + 20
    assert KISMET.score("full_house", [6, 6, 6, 1, 1]) == 20 + 15


def test_kismet_straight_scores_30_and_kismet_sum_plus_50() -> None:
    assert KISMET.score("straight", [1, 2, 3, 4, 5]) == 30
    assert KISMET.score("straight", [6, 2, 3, 4, 5]) == 30
    assert KISMET.score("kismet", [3, 3, 3, 3, 3]) == 65


def test_kismet_two_pair_same_color_fits_opposite_faces_and_five_of_a_kind() -> None:
    assert KISMET.score("two_pair_same_color", [2, 2, 5, 5, 1]) == 15
    assert KISMET.score("two_pair_same_color", [1, 1, 6, 6, 6]) == 20
    assert KISMET.score("two_pair_same_color", [2, 2, 3, 3, 1]) == 0  # red and green
    assert KISMET.score("two_pair_same_color", [4, 4, 4, 4, 4]) == 20


def test_kismet_five_of_a_kind_fits_both_full_houses() -> None:
    assert KISMET.score("full_house", [2, 2, 2, 2, 2]) == 25
    assert KISMET.score("full_house_same_color", [2, 2, 2, 2, 2]) == 30


@pytest.mark.parametrize(
    ("upper_total", "bonus"),
    [(0, 0), (62, 0), (63, 35), (70, 35), (71, 55), (77, 55), (78, 75), (105, 75)],
)
def test_kismet_tiered_bonus(upper_total: int, bonus: int) -> None:
    assert KISMET.bonus(upper_total) == bonus


def test_yacht_susan_example_two_twos_three_fives() -> None:
    # Susan ends with 5-5-5-2-2: 15 in Fives, a full house (25) or three of a kind (19).
    dice = [5, 5, 5, 2, 2]
    assert YACHT.score("fives", dice) == 15
    assert YACHT.score("full_house", dice) == 25
    assert YACHT.score("three_of_a_kind", dice) == 19


def test_yacht_boxes_score_as_the_sheet_says() -> None:
    assert YACHT.score("small_straight", [1, 2, 3, 4, 6]) == 30
    assert YACHT.score("large_straight", [2, 3, 4, 5, 6]) == 40
    assert YACHT.score("yacht", [6, 6, 6, 6, 6]) == 50
    assert YACHT.score("full_house", [6, 6, 6, 6, 6]) == 0  # five alike is not a full house here
    assert YACHT.score("chance", [1, 2, 3, 4, 6]) == 16
    assert YACHT.score("four_of_a_kind", [3, 3, 3, 3, 6]) == 18


@pytest.mark.parametrize(("upper_total", "bonus"), [(62, 0), (63, 35), (90, 35)])
def test_yacht_and_worldwide_bonus_35_at_63(upper_total: int, bonus: int) -> None:
    assert YACHT.bonus(upper_total) == bonus
    assert WORLDWIDE.bonus(upper_total) == bonus


def test_yatzy_sheet_examples() -> None:
    assert YATZY.score("two_pairs", [1, 5, 5, 6, 6]) == 22
    assert YATZY.score("two_pairs", [1, 5, 5, 5, 5]) == 0
    full_house = [2, 2, 5, 5, 5]
    assert YATZY.score("full_house", full_house) == 19
    assert YATZY.score("chance", full_house) == 19
    assert YATZY.score("three_of_a_kind", full_house) == 15
    assert YATZY.score("two_pairs", full_house) == 14
    assert YATZY.score("one_pair", full_house) == 10


def test_yatzy_straights_are_exact_and_bonus_is_50() -> None:
    assert YATZY.score("small_straight", [5, 4, 3, 2, 1]) == 15
    assert YATZY.score("small_straight", [1, 2, 3, 4, 6]) == 0
    assert YATZY.score("large_straight", [2, 3, 4, 5, 6]) == 20
    assert YATZY.score("large_straight", [1, 2, 3, 4, 5]) == 0
    assert YATZY.bonus(62) == 0
    assert YATZY.bonus(63) == 50


def test_yatzy_counts_only_the_matching_dice() -> None:
    assert YATZY.score("one_pair", [6, 6, 3, 3, 1]) == 12
    assert YATZY.score("four_of_a_kind", [4, 4, 4, 4, 4]) == 16
    assert YATZY.score("three_of_a_kind", [4, 4, 4, 4, 1]) == 12
    assert YATZY.score("full_house", [4, 4, 4, 4, 4]) == 0
    assert YATZY.score("yacht", [1, 1, 1, 1, 1]) == 50


def test_worldwide_boxes_score_as_the_sheet_says() -> None:
    assert WORLDWIDE.display_name("ones") == "Aces"
    assert WORLDWIDE.display_name("twos") == "Deuces"
    assert WORLDWIDE.score("choice", [1, 2, 3, 4, 6]) == 16
    assert WORLDWIDE.score("four_of_a_kind", [2, 2, 2, 2, 5]) == 13
    assert WORLDWIDE.score("full_house", [3, 3, 4, 4, 4]) == 18
    assert WORLDWIDE.score("full_house", [4, 4, 4, 4, 4]) == 20  # five alike fits
    assert WORLDWIDE.score("small_straight", [3, 4, 5, 6, 6]) == 15
    assert WORLDWIDE.score("large_straight", [1, 2, 3, 4, 5]) == 30
    assert WORLDWIDE.score("yacht", [5, 5, 5, 5, 5]) == 50
