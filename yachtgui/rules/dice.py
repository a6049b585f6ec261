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

__all__ = [
    "ALL_ROLLS",
    "DICE_COUNT",
    "FACES",
    "Color",
    "RuleError",
    "check_face",
    "counts_of",
    "die_color",
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


def check_face(value: object, what: str = "a die") -> int:
    """Return ``value`` if it is a die face (an int 1..6, bools rejected).

    Raises :class:`RuleError` with a message that names ``what`` otherwise.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise RuleError(f"{what} must be a whole number from 1 to 6, not {value!r}")
    if not 1 <= value <= 6:
        raise RuleError(f"{what} must be from 1 to 6, not {value}")
    return value


def normalize_dice(dice: Iterable[object]) -> tuple[int, ...]:
    """Validate five dice and return them sorted ascending.

    Raises :class:`RuleError` unless ``dice`` holds exactly five faces 1..6.
    A string is rejected even though it is iterable.
    """
    if isinstance(dice, (str, bytes)):
        raise RuleError(f"dice must be five numbers, not the text {dice!r}")
    try:
        values = list(dice)
    except TypeError:
        raise RuleError(f"dice must be five numbers, not {dice!r}") from None
    if len(values) != DICE_COUNT:
        raise RuleError(f"a roll is exactly {DICE_COUNT} dice, not {len(values)}")
    return tuple(sorted(check_face(v, f"die {i + 1}") for i, v in enumerate(values)))


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
    return _COLORS[check_face(face, "a die face")]


def same_color(a: int, b: int) -> bool:
    """True when faces ``a`` and ``b`` have the same Kismet colour."""
    return a == b or a + b == 7
