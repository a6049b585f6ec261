"""The public API of yachtgui.rules: variants, their sheets, die colours and bad input."""

from __future__ import annotations

import pytest

from yachtgui.rules import VARIANTS, RuleError, die_color
from yachtgui.rules.variant import Bonus, Box, Variant
from yachtgui.rules.vocabulary import AnyOf, Anything, FaceSum, Fixed, Groups, Run, TotalSum

UPPER = ("ones", "twos", "threes", "fours", "fives", "sixes")

KISMET_LOWER = (
    "two_pair_same_color",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "full_house_same_color",
    "four_of_a_kind",
    "yarborough",
    "kismet",
)
YACHT_LOWER = (
    "three_of_a_kind",
    "four_of_a_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "yacht",
    "chance",
)
YATZY_LOWER = (
    "one_pair",
    "two_pairs",
    "three_of_a_kind",
    "four_of_a_kind",
    "small_straight",
    "large_straight",
    "full_house",
    "chance",
    "yacht",
)
WORLDWIDE_LOWER = ("choice", "four_of_a_kind", "full_house", "small_straight", "large_straight", "yacht")
SHEETS = {
    "kismet": UPPER + KISMET_LOWER,
    "yacht": UPPER + YACHT_LOWER,
    "yatzy": UPPER + YATZY_LOWER,
    "worldwide": UPPER + WORLDWIDE_LOWER,
}


def test_variants_are_the_five_of_rules_md() -> None:
    assert set(VARIANTS) == {"kismet", "yacht", "yatzy", "worldwide", "yahtzee"}
    for variant_id, variant in VARIANTS.items():
        assert variant.id == variant_id
        assert variant.name


@pytest.mark.parametrize("variant_id", SHEETS)
def test_categories_follow_the_score_sheet_order(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    assert variant.categories == SHEETS[variant_id]
    assert variant.upper_categories == UPPER
    assert variant.categories[: len(UPPER)] == UPPER


def test_box_counts_match_the_summary_table() -> None:
    assert {v: len(VARIANTS[v].categories) for v in VARIANTS} == {
        "kismet": 15,
        "yacht": 13,
        "yatzy": 15,
        "worldwide": 12,
        "yahtzee": 13,
    }


@pytest.mark.parametrize(
    ("variant_id", "box", "name"),
    [
        ("kismet", "two_pair_same_color", "2 Pair Same Color"),
        ("kismet", "full_house_same_color", "Full House Same Color"),
        ("kismet", "three_of_a_kind", "3 of a Kind"),
        ("yacht", "small_straight", "Short Straight"),
        ("yacht", "large_straight", "Long Straight"),
        ("yatzy", "one_pair", "One Pair"),
        ("worldwide", "small_straight", "S. Straight"),
        ("worldwide", "large_straight", "L. Straight"),
        ("worldwide", "sixes", "Sixes"),
    ],
)
def test_display_names_are_the_sheets_own(variant_id: str, box: str, name: str) -> None:
    assert VARIANTS[variant_id].display_name(box) == name


def test_kismet_sections_are_named_as_on_the_sheet() -> None:
    assert VARIANTS["kismet"].section_names == ("Basic Section", "Kismet Section")


@pytest.mark.parametrize(
    ("face", "color"), [(1, "black"), (6, "black"), (2, "red"), (5, "red"), (3, "green"), (4, "green")]
)
def test_die_color_pairs_opposite_faces(face: int, color: str) -> None:
    assert die_color(face) == color


@pytest.mark.parametrize("bad", [0, 7, -1, True, False, 2.0, "3", None])
def test_die_color_rejects_anything_but_a_face(bad: object) -> None:
    with pytest.raises(RuleError):
        die_color(bad)


@pytest.mark.parametrize(
    ("dice", "words"),
    [
        ([1, 2, 3, 4], "exactly 5 dice, not 4"),
        ([1, 2, 3, 4, 5, 6], "exactly 5 dice, not 6"),
        ([1, 2, 3, 4, 7], "die 5 must be from 1 to 6"),
        ([0, 2, 3, 4, 5], "die 1 must be from 1 to 6"),
        ([1, True, 3, 4, 5], "die 2 must be a whole number"),
        ([1, 2, 3.0, 4, 5], "die 3 must be a whole number"),
        ("12345", "not the text"),
        (12345, "must be five numbers"),
        (None, "must be five numbers"),
    ],
)
def test_score_rejects_bad_dice_with_a_message_naming_the_problem(dice: object, words: str) -> None:
    with pytest.raises(RuleError, match=words):
        VARIANTS["yacht"].score("chance", dice)  # type: ignore[arg-type]


@pytest.mark.parametrize("box", ["yarborough", "Chance", "", None, 3])
def test_score_rejects_unknown_boxes(box: object) -> None:
    with pytest.raises(RuleError, match="has no box"):
        VARIANTS["yacht"].score(box, [1, 2, 3, 4, 5])  # type: ignore[arg-type]


def test_rule_error_is_a_value_error() -> None:
    assert issubclass(RuleError, ValueError)


def test_a_house_rule_is_a_new_table_not_new_code() -> None:
    # "Yacht with a joker-free 5-box quick game": a table from the same vocabulary.
    quick = Variant(
        id="quick",
        name="Quick Yacht",
        description="Five boxes",
        bonus_rule=Bonus(((10, 5),)),
        boxes=(
            Box("sixes", "Sixes", Anything(), FaceSum(6), "Sum of the sixes", "upper"),
            Box("pairs", "Pair", Groups((2,)), TotalSum(1), "Sum + 1"),
            Box("run", "Run", Run(3), Fixed(7), "Three in a run: 7"),
            Box("house", "House", AnyOf((Groups((3, 2)), Groups((5,)))), Fixed(9), "9"),
            Box("any", "Any", Anything(), TotalSum(), "Sum"),
        ),
    )
    assert quick.categories == ("sixes", "pairs", "run", "house", "any")
    assert quick.score("run", [5, 1, 2, 3, 6]) == 7
    assert quick.score("house", [2, 2, 2, 2, 2]) == 9
    assert quick.score("pairs", [1, 2, 3, 4, 6]) == 0
    assert quick.bonus(12) == 5
    assert quick.rules_hash != VARIANTS["yacht"].rules_hash
    # Changing one scorer changes the hash that keys derived tables.
    cheaper_run = quick.boxes[2].replace(scorer=Fixed(8))
    changed = quick.replace(boxes=(*quick.boxes[:2], cheaper_run, *quick.boxes[3:]))
    assert changed.rules_hash != quick.rules_hash


def test_malformed_tables_are_rejected() -> None:
    upper = Box("ones", "Ones", Anything(), FaceSum(1), "Sum of the ones", "upper")
    lower = Box("any", "Any", Anything(), TotalSum(), "Sum")
    with pytest.raises(RuleError, match="repeats a box id"):
        Variant("x", "X", "", (lower, lower), Bonus(()))
    with pytest.raises(RuleError, match="upper boxes first"):
        Variant("x", "X", "", (lower, upper), Bonus(()))
    with pytest.raises(RuleError, match="no box"):
        Variant("x", "X", "", (upper, lower), Bonus(()), second_kismet_box="kismet")
    with pytest.raises(RuleError):
        Bonus(((63, 35), (50, 10)))
    with pytest.raises(RuleError):
        Groups((3, 3))
    with pytest.raises(RuleError):
        Run(6)


_PLAIN_UPPER = (("ones", "Ones"), ("twos", "Twos"), ("threes", "Threes"), ("fours", "Fours"),
                ("fives", "Fives"), ("sixes", "Sixes"))
#: RULES.md's tables, row by row: variant -> (box id, display name), in the order of the sheet.
RULES_MD_BOXES = {
    "kismet": (*_PLAIN_UPPER, ("two_pair_same_color", "2 Pair Same Color"),
               ("three_of_a_kind", "3 of a Kind"),
               ("straight", "Straight"), ("flush", "Flush"), ("full_house", "Full House"),
               ("full_house_same_color", "Full House Same Color"), ("four_of_a_kind", "4 of a Kind"),
               ("yarborough", "Yarborough"), ("kismet", "Kismet")),
    "yacht": (*_PLAIN_UPPER, ("three_of_a_kind", "Three of a Kind"), ("four_of_a_kind", "Four of a Kind"),
              ("full_house", "Full House"), ("small_straight", "Short Straight"),
              ("large_straight", "Long Straight"), ("yacht", "Yacht"), ("chance", "Chance")),
    "yatzy": (*_PLAIN_UPPER, ("one_pair", "One Pair"), ("two_pairs", "Two Pairs"),
              ("three_of_a_kind", "Three of a Kind"), ("four_of_a_kind", "Four of a Kind"),
              ("small_straight", "Small Straight"), ("large_straight", "Large Straight"),
              ("full_house", "Full House"), ("chance", "Chance"), ("yacht", "Yacht")),
    "worldwide": (("ones", "Aces"), ("twos", "Deuces"), *_PLAIN_UPPER[2:], ("choice", "Choice"),
                  ("four_of_a_kind", "4 of a Kind"), ("full_house", "Full House"),
                  ("small_straight", "S. Straight"), ("large_straight", "L. Straight"), ("yacht", "Yacht")),
    # "Boxes and scores exactly as yacht above, with the five-of-a-kind box named 'Yahtzee'"
    "yahtzee": (*_PLAIN_UPPER, ("three_of_a_kind", "Three of a Kind"), ("four_of_a_kind", "Four of a Kind"),
                ("full_house", "Full House"), ("small_straight", "Short Straight"),
                ("large_straight", "Long Straight"), ("yacht", "Yahtzee"), ("chance", "Chance")),
}


@pytest.mark.parametrize("variant_id", RULES_MD_BOXES, ids=lambda v: f"RULES.md table of {v}")
def test_box_ids_and_display_names_are_those_of_rules_md(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    assert tuple((box_id, variant.display_name(box_id)) for box_id in variant.categories) == (
        RULES_MD_BOXES[variant_id]
    )
    assert [box.name for box in variant.boxes] == [name for _, name in RULES_MD_BOXES[variant_id]]


def test_the_summary_table_of_rules_md() -> None:
    """RULES.md 'Summary of the seed variants': boxes, rounds (one box a round) and the upper bonus."""
    summary = {
        "kismet": (15, ((63, 35), (71, 55), (78, 75))),
        "yacht": (13, ((63, 35),)),
        "yatzy": (15, ((63, 50),)),
        "worldwide": (12, ((63, 35),)),
        "yahtzee": (13, ((63, 35),)),  # "Upper bonus 35 at 63, as yacht. 13 boxes, 13 rounds"
    }
    assert {v: (len(VARIANTS[v].categories), VARIANTS[v].bonus_rule.tiers) for v in VARIANTS} == summary


def test_only_yahtzee_has_bonus_chips_and_a_joker_and_only_kismet_the_second_kismet_and_colours() -> None:
    """RULES.md yacht: 'No extra-Yacht bonus, no joker rule'; yahtzee: 100-point bonus, forced Joker;
    only Kismet has tricoloured dice and the Second Kismet rule; every built-in variant is free order."""
    rules = {v.id: (v.yacht_box, v.yacht_bonus, v.joker, v.second_kismet_box, v.colored_dice, v.order)
             for v in VARIANTS.values()}
    assert rules == {
        "kismet": (None, 0, "none", "kismet", True, "free"),
        "yacht": (None, 0, "none", None, False, "free"),
        "yatzy": (None, 0, "none", None, False, "free"),
        "worldwide": (None, 0, "none", None, False, "free"),
        "yahtzee": ("yacht", 100, "forced", None, False, "free"),
    }
