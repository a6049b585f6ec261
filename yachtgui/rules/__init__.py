"""The rules of the Yacht family of dice games, as data. Pure Python, no Qt.

Public API::

    from yachtgui.rules import VARIANTS, RuleError, die_color
    kismet = VARIANTS["kismet"]
    kismet.categories            # box ids, score-sheet order, upper first
    kismet.score("full_house", [2, 2, 5, 5, 5])   # -> 34
    kismet.bonus(71)             # -> 55
    die_color(5)                 # -> "red"

Variants are tables of :class:`Box` built from the vocabulary in
:mod:`yachtgui.rules.vocabulary`; a house rule is a new table.
"""

from yachtgui.rules.dice import (
    ALL_ROLLS,
    DICE_COUNT,
    FACES,
    Color,
    RuleError,
    check_face,
    counts_of,
    die_color,
    normalize_dice,
    same_color,
)
from yachtgui.rules.variant import JOKERS, ORDERS, Bonus, Box, Joker, Order, Section, Variant
from yachtgui.rules.variants import KISMET, VARIANTS, WORLDWIDE, YACHT, YAHTZEE, YATZY

__all__ = [
    "ALL_ROLLS",
    "DICE_COUNT",
    "FACES",
    "JOKERS",
    "KISMET",
    "ORDERS",
    "VARIANTS",
    "WORLDWIDE",
    "YACHT",
    "YAHTZEE",
    "YATZY",
    "Bonus",
    "Box",
    "Color",
    "Joker",
    "Order",
    "RuleError",
    "Section",
    "Variant",
    "check_face",
    "counts_of",
    "die_color",
    "normalize_dice",
    "same_color",
]
