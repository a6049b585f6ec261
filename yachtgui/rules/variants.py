"""The four variants of RULES.md, as tables of boxes.

Each table reads like the score sheet it comes from. Box ids are the stable
identifiers of RULES.md; names are the sheets' own display names.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from yachtgui.rules.variant import Bonus, Box, Variant
from yachtgui.rules.vocabulary import (
    AllOf,
    AnyOf,
    Anything,
    ExactFaces,
    FaceSum,
    Fixed,
    Groups,
    GroupSum,
    Run,
    SameColor,
    TotalSum,
)

__all__ = ["FACE_BOX_IDS", "KISMET", "VARIANTS", "WORLDWIDE", "YACHT", "YAHTZEE", "YATZY"]

#: The ids of the upper boxes, Ones to Sixes (face 1 to 6), as in RULES.md.
FACE_BOX_IDS: Final = ("ones", "twos", "threes", "fours", "fives", "sixes")


def _upper(names: tuple[str, ...]) -> tuple[Box, ...]:
    """The six upper boxes, Ones to Sixes, with the sheet's names."""
    return tuple(
        Box(box_id, name, Anything(), FaceSum(face), f"Sum of the {box_id}", "upper")
        for face, (box_id, name) in enumerate(zip(FACE_BOX_IDS, names, strict=True), start=1)
    )


_PLAIN_NAMES: Final = ("Ones", "Twos", "Threes", "Fours", "Fives", "Sixes")
_FIVE_OF_A_KIND: Final = Groups((5,))
_FULL_HOUSE_OR_FIVE: Final = AnyOf((Groups((3, 2)), _FIVE_OF_A_KIND))

KISMET: Final = Variant(
    id="kismet",
    name="Kismet",
    description="Tricoloured dice: colour flushes, same-colour full houses, tiered bonus.",
    section_names=("Basic Section", "Kismet Section"),
    colored_dice=True,
    second_kismet_box="kismet",
    bonus_rule=Bonus(((63, 35), (71, 55), (78, 75))),
    boxes=(
        *_upper(_PLAIN_NAMES),
        Box(
            "two_pair_same_color",
            "2 Pair Same Color",
            AnyOf((Groups((2, 2), same_color=True), Groups((4,)))),
            TotalSum(),
            "Two pairs of one colour, or 4 of a kind: sum of all dice",
        ),
        Box("three_of_a_kind", "3 of a Kind", Groups((3,)), TotalSum(), "Sum of all dice"),
        Box("straight", "Straight", Run(5), Fixed(30), "1-2-3-4-5 or 2-3-4-5-6: 30"),
        Box("flush", "Flush", SameColor(), Fixed(35), "All five dice one colour: 35"),
        Box(
            "full_house",
            "Full House",
            _FULL_HOUSE_OR_FIVE,
            TotalSum(15),
            "Three and two (or five alike): sum + 15",
        ),
        Box(
            "full_house_same_color",
            "Full House Same Color",
            AllOf((_FULL_HOUSE_OR_FIVE, SameColor())),
            TotalSum(20),
            "Full house all one colour: sum + 20",
        ),
        Box("four_of_a_kind", "4 of a Kind", Groups((4,)), TotalSum(25), "Sum of all dice + 25"),
        Box("yarborough", "Yarborough", Anything(), TotalSum(), "Any roll: sum of all dice"),
        Box("kismet", "Kismet", _FIVE_OF_A_KIND, TotalSum(50), "Five alike: sum of all dice + 50"),
    ),
)

YACHT: Final = Variant(
    id="yacht",
    name="Yacht",
    description="The classic 13 boxes: straights, full house for 25, Yacht for 50.",
    bonus_rule=Bonus(((63, 35),)),
    boxes=(
        *_upper(_PLAIN_NAMES),
        Box("three_of_a_kind", "Three of a Kind", Groups((3,)), TotalSum(), "Sum of all dice"),
        Box("four_of_a_kind", "Four of a Kind", Groups((4,)), TotalSum(), "Sum of all dice"),
        Box("full_house", "Full House", Groups((3, 2)), Fixed(25), "Three and two of another: 25"),
        Box("small_straight", "Short Straight", Run(4), Fixed(30), "Four in a run: 30"),
        Box("large_straight", "Long Straight", Run(5), Fixed(40), "Five in a run: 40"),
        Box("yacht", "Yacht", _FIVE_OF_A_KIND, Fixed(50), "Five alike: 50"),
        Box("chance", "Chance", Anything(), TotalSum(), "Any roll: sum of all dice"),
    ),
)

YATZY: Final = Variant(
    id="yatzy",
    name="Yatzy",
    description="Scandinavian 15 boxes: only the matching dice count, bonus 50.",
    bonus_rule=Bonus(((63, 50),)),
    boxes=(
        *_upper(_PLAIN_NAMES),
        Box("one_pair", "One Pair", Groups((2,)), GroupSum((2,)), "Sum of the highest pair"),
        Box("two_pairs", "Two Pairs", Groups((2, 2)), GroupSum((2, 2)), "Two different pairs: their sum"),
        Box("three_of_a_kind", "Three of a Kind", Groups((3,)), GroupSum((3,)), "Sum of the three"),
        Box("four_of_a_kind", "Four of a Kind", Groups((4,)), GroupSum((4,)), "Sum of the four"),
        Box("small_straight", "Small Straight", ExactFaces((1, 2, 3, 4, 5)), Fixed(15), "1-2-3-4-5: 15"),
        Box("large_straight", "Large Straight", ExactFaces((2, 3, 4, 5, 6)), Fixed(20), "2-3-4-5-6: 20"),
        Box("full_house", "Full House", Groups((3, 2)), TotalSum(), "Three and a different pair: sum"),
        Box("chance", "Chance", Anything(), TotalSum(), "Any roll: sum of all dice"),
        Box("yacht", "Yacht", _FIVE_OF_A_KIND, Fixed(50), "Five alike: 50"),
    ),
)

WORLDWIDE: Final = Variant(
    id="worldwide",
    name="Yacht (12 boxes)",
    description="The quick 12-box Yacht of the worldwide games: Choice, straights for 15 and 30.",
    bonus_rule=Bonus(((63, 35),)),
    boxes=(
        *_upper(("Aces", "Deuces", "Threes", "Fours", "Fives", "Sixes")),
        Box("choice", "Choice", Anything(), TotalSum(), "Any roll: sum of all dice"),
        Box("four_of_a_kind", "4 of a Kind", Groups((4,)), TotalSum(), "Sum of all dice"),
        Box(
            "full_house",
            "Full House",
            _FULL_HOUSE_OR_FIVE,
            TotalSum(),
            "Three and two (or five alike): sum",
        ),
        Box("small_straight", "S. Straight", Run(4), Fixed(15), "Four in a run: 15"),
        Box("large_straight", "L. Straight", Run(5), Fixed(30), "Five in a run: 30"),
        Box("yacht", "Yacht", _FIVE_OF_A_KIND, Fixed(50), "Five alike: 50"),
    ),
)

YAHTZEE: Final = Variant(
    id="yahtzee",
    name="Yahtzee",
    description="The official rules of the box lid: Yacht's 13 boxes, 100-point Yahtzee bonus, forced Joker.",
    bonus_rule=Bonus(((63, 35),)),
    # Yacht's boxes, with the five-of-a-kind box under the name the lid gives it.
    boxes=tuple(box.replace(name="Yahtzee") if box.id == "yacht" else box for box in YACHT.boxes),
    yacht_box="yacht",
    yacht_bonus=100,
    joker="forced",
)

#: The variants by id, in the order the app offers them.
VARIANTS: Final = MappingProxyType({v.id: v for v in (KISMET, YACHT, YATZY, WORLDWIDE, YAHTZEE)})
