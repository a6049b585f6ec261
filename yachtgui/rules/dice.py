"""Dice: validation, face counts and Kismet's die colours.

Everything here works on plain tuples of ints. Input from outside (a user, a
file, a test) goes through :func:`normalize_dice` or :func:`check_face`, which
raise :class:`RuleError` naming the problem; everything after that may trust
its dice.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations_with_replacement
from typing import Final, Literal

from yachtgui.text import translate

__all__ = [
    "ALL_ROLLS",
    "DICE_COUNT",
    "FACES",
    "Color",
    "RuleError",
    "check_face",
    "counts_of",
    "die_color",
    "die_words",
    "normalize_dice",
    "same_color",
]

DICE_COUNT: Final = 5
FACES: Final = (1, 2, 3, 4, 5, 6)

Color = Literal["black", "red", "green"]

_COLORS: Final[dict[int, Color]] = {
    1: "black",
    6: "black",
    2: "red",
    5: "red",
    3: "green",
    4: "green",
}

#: Every distinct roll of five dice (order ignored), sorted ascending: 252 of them.
ALL_ROLLS: Final[tuple[tuple[int, ...], ...]] = tuple(
    combinations_with_replacement(FACES, DICE_COUNT)
)


class RuleError(ValueError):
    """Bad input to the rules: wrong dice, an unknown box, a malformed variant."""


def die_words(position: int) -> str:
    """"die 1" ... "die 5" (``position`` counts from 0), in the app's language, for messages."""
    return translate("Dice", "die {number}").format(number=position + 1)


def check_face(value: object, what: str | None = None) -> int:
    """Return ``value`` if it is a die face (an int 1..6, bools rejected).

    Raises :class:`RuleError` with a message that names ``what`` otherwise (already in the
    app's language; default "a die").
    """
    if what is None:
        what = translate("Dice", "a die")
    if isinstance(value, bool) or not isinstance(value, int):
        problem = translate("Dice", "{what} must be a whole number from 1 to 6, not {value}")
        raise RuleError(problem.format(what=what, value=repr(value)))
    if not 1 <= value <= 6:
        problem = translate("Dice", "{what} must be from 1 to 6, not {value}")
        raise RuleError(problem.format(what=what, value=value))
    return value


def normalize_dice(dice: Iterable[object]) -> tuple[int, ...]:
    """Validate five dice and return them sorted ascending.

    Raises :class:`RuleError` unless ``dice`` holds exactly five faces 1..6.
    A string is rejected even though it is iterable.
    """
    if isinstance(dice, (str, bytes)):
        problem = translate("Dice", "dice must be five numbers, not the text {text}")
        raise RuleError(problem.format(text=repr(dice)))
    try:
        values = list(dice)
    except TypeError:
        problem = translate("Dice", "dice must be five numbers, not {value}")
        raise RuleError(problem.format(value=repr(dice))) from None
    if len(values) != DICE_COUNT:
        problem = translate("Dice", "a roll is exactly {count} dice, not {given}")
        raise RuleError(problem.format(count=DICE_COUNT, given=len(values)))
    return tuple(sorted(check_face(v, die_words(i)) for i, v in enumerate(values)))


def counts_of(dice: Iterable[int]) -> tuple[int, int, int, int, int, int]:
    """How many dice show each face: index 0 is the count of ones."""
    counts = [0] * 6
    for face in dice:
        counts[face - 1] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


def die_color(face: object) -> Color:
    """The pip colour of a Kismet die face: 1/6 black, 2/5 red, 3/4 green.

    Opposite faces (summing to 7) share a colour. Raises :class:`RuleError`
    for anything that is not a face 1..6.
    """
    return _COLORS[check_face(face, translate("Dice", "a die face"))]


def same_color(a: int, b: int) -> bool:
    """True when faces ``a`` and ``b`` have the same Kismet colour."""
    return a == b or a + b == 7
