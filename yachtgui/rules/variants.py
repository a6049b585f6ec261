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
from yachtgui.text import QT_TRANSLATE_NOOP

__all__ = ["FACE_BOX_IDS", "KISMET", "UPPER_RULES", "VARIANTS", "WORLDWIDE", "YACHT", "YAHTZEE", "YATZY"]

#: The ids of the upper boxes, Ones to Sixes (face 1 to 6), as in RULES.md.
FACE_BOX_IDS: Final = ("ones", "twos", "threes", "fours", "fives", "sixes")

#: The rule lines of the upper boxes, Ones to Sixes (each a literal, so it can be translated).
UPPER_RULES: Final = (
    QT_TRANSLATE_NOOP("BoxRule", "Sum of the ones"),
    QT_TRANSLATE_NOOP("BoxRule", "Sum of the twos"),
    QT_TRANSLATE_NOOP("BoxRule", "Sum of the threes"),
    QT_TRANSLATE_NOOP("BoxRule", "Sum of the fours"),
    QT_TRANSLATE_NOOP("BoxRule", "Sum of the fives"),
    QT_TRANSLATE_NOOP("BoxRule", "Sum of the sixes"),
)


def _upper(names: tuple[str, ...]) -> tuple[Box, ...]:
    """The six upper boxes, Ones to Sixes, with the sheet's names."""
    return tuple(
        Box(box_id, name, Anything(), FaceSum(face), rule, "upper")
        for face, (box_id, name, rule) in enumerate(
            zip(FACE_BOX_IDS, names, UPPER_RULES, strict=True), start=1
        )
    )


_PLAIN_NAMES: Final = (
    QT_TRANSLATE_NOOP("Box", "Ones"),
    QT_TRANSLATE_NOOP("Box", "Twos"),
    QT_TRANSLATE_NOOP("Box", "Threes"),
    QT_TRANSLATE_NOOP("Box", "Fours"),
    QT_TRANSLATE_NOOP("Box", "Fives"),
    QT_TRANSLATE_NOOP("Box", "Sixes"),
)
_FIVE_OF_A_KIND: Final = Groups((5,))
_FULL_HOUSE_OR_FIVE: Final = AnyOf((Groups((3, 2)), _FIVE_OF_A_KIND))

KISMET: Final = Variant(
    id="kismet",
    name=QT_TRANSLATE_NOOP("VariantName", "Kismet"),
    description=QT_TRANSLATE_NOOP(
        "Variant", "Tricoloured dice: colour flushes, same-colour full houses, tiered bonus."
    ),
    section_names=(
        QT_TRANSLATE_NOOP("Section", "Basic Section"),
        QT_TRANSLATE_NOOP("Section", "Kismet Section"),
    ),
    colored_dice=True,
    second_kismet_box="kismet",
    bonus_rule=Bonus(((63, 35), (71, 55), (78, 75))),
    boxes=(
        *_upper(_PLAIN_NAMES),
        Box(
            "two_pair_same_color",
            QT_TRANSLATE_NOOP("Box", "2 Pair Same Color"),
            AnyOf((Groups((2, 2), same_color=True), Groups((4,)))),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Two pairs of one colour, or 4 of a kind: sum of all dice"),
        ),
        Box(
            "three_of_a_kind",
            QT_TRANSLATE_NOOP("Box", "3 of a Kind"),
            Groups((3,)),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of all dice"),
        ),
        Box(
            "straight",
            QT_TRANSLATE_NOOP("Box", "Straight"),
            Run(5),
            Fixed(30),
            QT_TRANSLATE_NOOP("BoxRule", "1-2-3-4-5 or 2-3-4-5-6: 30"),
        ),
        Box(
            "flush",
            QT_TRANSLATE_NOOP("Box", "Flush"),
            SameColor(),
            Fixed(35),
            QT_TRANSLATE_NOOP("BoxRule", "All five dice one colour: 35"),
        ),
        Box(
            "full_house",
            QT_TRANSLATE_NOOP("Box", "Full House"),
            _FULL_HOUSE_OR_FIVE,
            TotalSum(15),
            QT_TRANSLATE_NOOP("BoxRule", "Three and two (or five alike): sum + 15"),
        ),
        Box(
            "full_house_same_color",
            QT_TRANSLATE_NOOP("Box", "Full House Same Color"),
            AllOf((_FULL_HOUSE_OR_FIVE, SameColor())),
            TotalSum(20),
            QT_TRANSLATE_NOOP("BoxRule", "Full house all one colour: sum + 20"),
        ),
        Box(
            "four_of_a_kind",
            QT_TRANSLATE_NOOP("Box", "4 of a Kind"),
            Groups((4,)),
            TotalSum(25),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of all dice + 25"),
        ),
        Box(
            "yarborough",
            QT_TRANSLATE_NOOP("Box", "Yarborough"),
            Anything(),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Any roll: sum of all dice"),
        ),
        Box(
            "kismet",
            QT_TRANSLATE_NOOP("Box", "Kismet"),
            _FIVE_OF_A_KIND,
            TotalSum(50),
            QT_TRANSLATE_NOOP("BoxRule", "Five alike: sum of all dice + 50"),
        ),
    ),
)

YACHT: Final = Variant(
    id="yacht",
    name=QT_TRANSLATE_NOOP("VariantName", "Yacht"),
    description=QT_TRANSLATE_NOOP(
        "Variant", "The classic 13 boxes: straights, full house for 25, Yacht for 50."
    ),
    bonus_rule=Bonus(((63, 35),)),
    boxes=(
        *_upper(_PLAIN_NAMES),
        Box(
            "three_of_a_kind",
            QT_TRANSLATE_NOOP("Box", "Three of a Kind"),
            Groups((3,)),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of all dice"),
        ),
        Box(
            "four_of_a_kind",
            QT_TRANSLATE_NOOP("Box", "Four of a Kind"),
            Groups((4,)),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of all dice"),
        ),
        Box(
            "full_house",
            QT_TRANSLATE_NOOP("Box", "Full House"),
            Groups((3, 2)),
            Fixed(25),
            QT_TRANSLATE_NOOP("BoxRule", "Three and two of another: 25"),
        ),
        Box(
            "small_straight",
            QT_TRANSLATE_NOOP("Box", "Short Straight"),
            Run(4),
            Fixed(30),
            QT_TRANSLATE_NOOP("BoxRule", "Four in a run: 30"),
        ),
        Box(
            "large_straight",
            QT_TRANSLATE_NOOP("Box", "Long Straight"),
            Run(5),
            Fixed(40),
            QT_TRANSLATE_NOOP("BoxRule", "Five in a run: 40"),
        ),
        Box(
            "yacht",
            QT_TRANSLATE_NOOP("Box", "Yacht"),
            _FIVE_OF_A_KIND,
            Fixed(50),
            QT_TRANSLATE_NOOP("BoxRule", "Five alike: 50"),
        ),
        Box(
            "chance",
            QT_TRANSLATE_NOOP("Box", "Chance"),
            Anything(),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Any roll: sum of all dice"),
        ),
    ),
)

YATZY: Final = Variant(
    id="yatzy",
    name=QT_TRANSLATE_NOOP("VariantName", "Yatzy"),
    description=QT_TRANSLATE_NOOP(
        "Variant", "Scandinavian 15 boxes: only the matching dice count, bonus 50."
    ),
    bonus_rule=Bonus(((63, 50),)),
    boxes=(
        *_upper(_PLAIN_NAMES),
        Box(
            "one_pair",
            QT_TRANSLATE_NOOP("Box", "One Pair"),
            Groups((2,)),
            GroupSum((2,)),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of the highest pair"),
        ),
        Box(
            "two_pairs",
            QT_TRANSLATE_NOOP("Box", "Two Pairs"),
            Groups((2, 2)),
            GroupSum((2, 2)),
            QT_TRANSLATE_NOOP("BoxRule", "Two different pairs: their sum"),
        ),
        Box(
            "three_of_a_kind",
            QT_TRANSLATE_NOOP("Box", "Three of a Kind"),
            Groups((3,)),
            GroupSum((3,)),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of the three"),
        ),
        Box(
            "four_of_a_kind",
            QT_TRANSLATE_NOOP("Box", "Four of a Kind"),
            Groups((4,)),
            GroupSum((4,)),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of the four"),
        ),
        Box(
            "small_straight",
            QT_TRANSLATE_NOOP("Box", "Small Straight"),
            ExactFaces((1, 2, 3, 4, 5)),
            Fixed(15),
            QT_TRANSLATE_NOOP("BoxRule", "1-2-3-4-5: 15"),
        ),
        Box(
            "large_straight",
            QT_TRANSLATE_NOOP("Box", "Large Straight"),
            ExactFaces((2, 3, 4, 5, 6)),
            Fixed(20),
            QT_TRANSLATE_NOOP("BoxRule", "2-3-4-5-6: 20"),
        ),
        Box(
            "full_house",
            QT_TRANSLATE_NOOP("Box", "Full House"),
            Groups((3, 2)),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Three and a different pair: sum"),
        ),
        Box(
            "chance",
            QT_TRANSLATE_NOOP("Box", "Chance"),
            Anything(),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Any roll: sum of all dice"),
        ),
        # The sheet's "Yacht" is "Yatzy" to Scandinavian and German families (English keeps "Yacht").
        Box(
            "yacht",
            QT_TRANSLATE_NOOP("Box", "Yacht", "Scandinavian Yatzy: the five of a kind"),
            _FIVE_OF_A_KIND,
            Fixed(50),
            QT_TRANSLATE_NOOP("BoxRule", "Five alike: 50"),
        ).noted("Scandinavian Yatzy: the five of a kind"),  # the same words: the translators' note
    ),
)

WORLDWIDE: Final = Variant(
    id="worldwide",
    name=QT_TRANSLATE_NOOP("VariantName", "Yacht (12 boxes)"),
    description=QT_TRANSLATE_NOOP(
        "Variant", "The quick 12-box Yacht of the worldwide games: Choice, straights for 15 and 30."
    ),
    bonus_rule=Bonus(((63, 35),)),
    boxes=(
        *_upper(
            (
                QT_TRANSLATE_NOOP("Box", "Aces"),
                QT_TRANSLATE_NOOP("Box", "Deuces"),
                *_PLAIN_NAMES[2:],
            )
        ),
        Box(
            "choice",
            QT_TRANSLATE_NOOP("Box", "Choice"),
            Anything(),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Any roll: sum of all dice"),
        ),
        Box(
            "four_of_a_kind",
            QT_TRANSLATE_NOOP("Box", "4 of a Kind"),
            Groups((4,)),
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Sum of all dice"),
        ),
        Box(
            "full_house",
            QT_TRANSLATE_NOOP("Box", "Full House"),
            _FULL_HOUSE_OR_FIVE,
            TotalSum(),
            QT_TRANSLATE_NOOP("BoxRule", "Three and two (or five alike): sum"),
        ),
        Box(
            "small_straight",
            QT_TRANSLATE_NOOP("Box", "S. Straight"),
            Run(4),
            Fixed(15),
            QT_TRANSLATE_NOOP("BoxRule", "Four in a run: 15"),
        ),
        Box(
            "large_straight",
            QT_TRANSLATE_NOOP("Box", "L. Straight"),
            Run(5),
            Fixed(30),
            QT_TRANSLATE_NOOP("BoxRule", "Five in a run: 30"),
        ),
        Box(
            "yacht",
            QT_TRANSLATE_NOOP("Box", "Yacht"),
            _FIVE_OF_A_KIND,
            Fixed(50),
            QT_TRANSLATE_NOOP("BoxRule", "Five alike: 50"),
        ),
    ),
)

YAHTZEE: Final = Variant(
    id="yahtzee",
    name=QT_TRANSLATE_NOOP("VariantName", "Yahtzee"),
    description=QT_TRANSLATE_NOOP(
        "Variant",
        "The official rules of the box lid: Yacht's 13 boxes, 100-point Yahtzee bonus, forced Joker.",
    ),
    bonus_rule=Bonus(((63, 35),)),
    # Yacht's boxes, with the five-of-a-kind box under the name the lid gives it.
    boxes=tuple(
        box.replace(name=QT_TRANSLATE_NOOP("Box", "Yahtzee")) if box.id == "yacht" else box
        for box in YACHT.boxes
    ),
    yacht_box="yacht",
    yacht_bonus=100,
    joker="forced",
)

#: The variants by id, in the order the app offers them.
VARIANTS: Final = MappingProxyType({v.id: v for v in (KISMET, YACHT, YATZY, WORLDWIDE, YAHTZEE)})
