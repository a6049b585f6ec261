"""Variant.legal_scores: the order rule and every Joker rule, and the hashes the house rules leave alone."""

from __future__ import annotations

import pytest

from yachtgui.rules import VARIANTS, RuleError, Variant

YAHTZEE = VARIANTS["yahtzee"]


def card(variant: Variant, **filled: int) -> dict[str, int | None]:
    return {box: filled.get(box) for box in variant.categories}


def test_older_variants_keep_the_rules_hash_their_saves_carry() -> None:
    assert VARIANTS["yacht"].rules_hash == "372582cc607754d9"
    with_joker = VARIANTS["yacht"].replace(id="x", joker="forced", yacht_box="yacht")
    assert with_joker.rules_hash != "372582cc607754d9"


def test_relaxed_joker_scores_normally_while_the_matching_upper_box_is_open() -> None:
    relaxed = YAHTZEE.replace(id="relaxed", joker="relaxed")
    open_fives = relaxed.legal_scores(card(relaxed, yacht=50), [5] * 5)
    assert open_fives["fives"] == 25
    assert open_fives["full_house"] == 0  # no Joker yet: any box, ordinary scores
    assert open_fives["chance"] == 25
    filled_fives = relaxed.legal_scores(card(relaxed, yacht=50, fives=10), [5] * 5)
    assert filled_fives["full_house"] == 25
    assert filled_fives["large_straight"] == 40
    assert filled_fives["ones"] == 0  # any open box, upper ones too


def test_forced_joker_with_the_yahtzee_box_at_zero_still_forces() -> None:
    assert YAHTZEE.legal_scores(card(YAHTZEE, yacht=0), [2] * 5) == {"twos": 10}
    assert YAHTZEE.yacht_bonus_for(card(YAHTZEE, yacht=0), [2] * 5) == 0
    assert YAHTZEE.yacht_bonus_for(card(YAHTZEE, yacht=50), [2] * 5) == 100
    assert YAHTZEE.yacht_bonus_for(card(YAHTZEE), [2] * 5) == 0  # the first one is no bonus


def test_top_down_with_a_joker_scores_the_one_allowed_box_as_a_joker() -> None:
    down = YAHTZEE.replace(id="down", order="top-down")
    upper = dict.fromkeys(down.upper_categories, 0)
    filled = card(down, three_of_a_kind=20, four_of_a_kind=20, yacht=50, **upper)
    assert down.legal_scores(filled, [4] * 5) == {"full_house": 25}


def test_joker_points_are_what_the_box_scores_as_if_its_pattern_held() -> None:
    points = [YAHTZEE.joker_points(box, [6] * 5) for box in YAHTZEE.lower_categories]
    assert points == [30, 30, 25, 30, 40, 50, 30]


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"joker": "sometimes"}, "the Joker rule is one of"),
        ({"order": "sideways"}, "the order is one of"),
        ({"yacht_bonus": -1}, "the Yahtzee bonus is 0 or more"),
        ({"yacht_box": None}, "needs a five-of-a-kind box"),
        ({"yacht_box": "nope"}, "has no box 'nope'"),
    ],
)
def test_impossible_house_rules_are_refused(changes: dict[str, object], words: str) -> None:
    with pytest.raises(RuleError, match=words):
        YAHTZEE.replace(**changes)
