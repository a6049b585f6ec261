"""The small vocabulary that every box of every variant is built from.

A box pairs one *requirement* (do the dice fit?) with one *scorer* (what do
they score when they fit?). Both are immutable values
(:class:`~yachtgui.rules.value.Value`), equal when their type and fields are,
and work on the sorted dice and their face counts, which the caller has
already validated. A new variant or house rule combines these pieces in a
new table; it does not need new code.

Requirements: :class:`Anything`, :class:`Groups` (n-of-a-kind, two pairs,
full house, optionally same colour), :class:`Run`, :class:`ExactFaces`,
:class:`SameColor`, and the combinators :class:`AnyOf` and :class:`AllOf`.

Scorers: :class:`FaceSum`, :class:`TotalSum` (optionally plus points),
:class:`Fixed` and :class:`GroupSum`.
"""

from __future__ import annotations

from typing import Protocol

from yachtgui.rules.dice import FACES, RuleError, same_color
from yachtgui.rules.value import Value
from yachtgui.text import translate

__all__ = [
    "AllOf",
    "AnyOf",
    "Anything",
    "ExactFaces",
    "FaceSum",
    "Fixed",
    "GroupSum",
    "Groups",
    "Requirement",
    "Run",
    "SameColor",
    "Scorer",
    "TotalSum",
]

Counts = tuple[int, ...]


class Requirement(Protocol):
    """Decides whether a roll fits a box."""

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        """``dice`` sorted ascending, ``counts[f - 1]`` the number of dice showing f."""
        ...


class Scorer(Protocol):
    """Computes what a fitting roll scores in a box."""

    def points(self, dice: tuple[int, ...], counts: Counts) -> int:
        """Points for a roll that fits the box's requirement."""
        ...

    @property
    def upper_face(self) -> int | None:
        """The face this scorer counts, for the upper section's boxes; else None."""
        ...


def _best_groups(counts: Counts, sizes: tuple[int, ...], one_color: bool) -> tuple[int, ...] | None:
    """Distinct faces, one per size, each shown at least that often, maximising the sum.

    Returns the faces in the order of ``sizes``, or None when no assignment
    exists. With ``one_color`` all chosen faces must share a Kismet colour.
    """
    # Faces able to fill each group, highest first: the search is tiny (five dice).
    candidates = [[f for f in (6, 5, 4, 3, 2, 1) if counts[f - 1] >= size] for size in sizes]
    best: tuple[int, ...] | None = None
    best_sum = -1

    def extend(chosen: tuple[int, ...], total: int) -> None:
        nonlocal best, best_sum
        depth = len(chosen)
        if depth == len(sizes):
            if total > best_sum:
                best, best_sum = chosen, total
            return
        for face in candidates[depth]:
            if face in chosen or (one_color and chosen and not same_color(chosen[0], face)):
                continue
            extend((*chosen, face), total + face * sizes[depth])

    extend((), 0)
    return best


def _check_sizes(sizes: tuple[int, ...]) -> None:
    if not sizes or any(s < 1 for s in sizes) or sum(sizes) > 5:
        problem = translate("Rules", "group sizes must be positive and fit in five dice, not {sizes}")
        raise RuleError(problem.format(sizes=sizes))


# --- requirements ---------------------------------------------------------


class Anything(Value):
    """Every roll fits (Chance, Yarborough, the upper boxes)."""

    __slots__ = ()

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        return True


class Groups(Value):
    """Groups of dice showing distinct faces, each group at least as large as its size.

    ``Groups((3,))`` is 3-of-a-kind, ``Groups((2, 2))`` two pairs of different
    faces, ``Groups((3, 2))`` a full house without five of a kind. With
    ``same_color`` the faces of the groups must share a Kismet colour.
    """

    __slots__ = ("sizes", "same_color")  # noqa: RUF023  (the order of the arguments)
    sizes: tuple[int, ...]
    same_color: bool

    def __init__(self, sizes: tuple[int, ...], same_color: bool = False) -> None:
        _check_sizes(sizes)
        self._set(sizes=sizes, same_color=same_color)

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        return _best_groups(counts, self.sizes, self.same_color) is not None


class Run(Value):
    """At least ``length`` consecutive faces among the dice (a straight)."""

    __slots__ = ("length",)
    length: int

    def __init__(self, length: int) -> None:
        if not 2 <= length <= 5:
            raise RuleError(translate("Rules", "a run is 2 to 5 long, not {length}").format(length=length))
        self._set(length=length)

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        streak = 0
        for count in counts:
            streak = streak + 1 if count else 0
            if streak >= self.length:
                return True
        return False


class ExactFaces(Value):
    """The dice are exactly these faces, in any order (e.g. 1-2-3-4-5)."""

    __slots__ = ("faces",)
    faces: tuple[int, ...]

    def __init__(self, faces: tuple[int, ...]) -> None:
        if len(faces) != 5 or any(f not in FACES for f in faces):
            problem = translate("Rules", "exact faces must be five faces 1..6, not {faces}")
            raise RuleError(problem.format(faces=faces))
        self._set(faces=faces)

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        return dice == tuple(sorted(self.faces))


class SameColor(Value):
    """All five dice show faces of one Kismet colour (a flush)."""

    __slots__ = ()

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        return all(same_color(dice[0], face) for face in dice[1:])


class AnyOf(Value):
    """Fits when at least one of ``options`` fits."""

    __slots__ = ("options",)
    options: tuple[Requirement, ...]

    def __init__(self, options: tuple[Requirement, ...]) -> None:
        self._set(options=options)

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        return any(option.fits(dice, counts) for option in self.options)


class AllOf(Value):
    """Fits when every one of ``parts`` fits."""

    __slots__ = ("parts",)
    parts: tuple[Requirement, ...]

    def __init__(self, parts: tuple[Requirement, ...]) -> None:
        self._set(parts=parts)

    def fits(self, dice: tuple[int, ...], counts: Counts) -> bool:
        return all(part.fits(dice, counts) for part in self.parts)


# --- scorers --------------------------------------------------------------


class FaceSum(Value):
    """The sum of the dice showing ``face`` (the upper boxes)."""

    __slots__ = ("face",)
    face: int

    def __init__(self, face: int) -> None:
        if face not in FACES:
            raise RuleError(translate("Rules", "a face is 1..6, not {face}").format(face=face))
        self._set(face=face)

    @property
    def upper_face(self) -> int | None:
        return self.face

    def points(self, dice: tuple[int, ...], counts: Counts) -> int:
        return self.face * counts[self.face - 1]


class TotalSum(Value):
    """The sum of all five dice, plus ``plus`` points."""

    __slots__ = ("plus",)
    plus: int

    def __init__(self, plus: int = 0) -> None:
        self._set(plus=plus)

    @property
    def upper_face(self) -> int | None:
        return None

    def points(self, dice: tuple[int, ...], counts: Counts) -> int:
        return sum(dice) + self.plus


class Fixed(Value):
    """A fixed number of points."""

    __slots__ = ("value",)
    value: int

    def __init__(self, value: int) -> None:
        self._set(value=value)

    @property
    def upper_face(self) -> int | None:
        return None

    def points(self, dice: tuple[int, ...], counts: Counts) -> int:
        return self.value


class GroupSum(Value):
    """The sum of only the dice in the best groups of distinct faces.

    ``GroupSum((2,))`` is the highest pair, ``GroupSum((2, 2))`` the two
    highest pairs of different faces; 0 when there are no such groups.
    """

    __slots__ = ("sizes",)
    sizes: tuple[int, ...]

    def __init__(self, sizes: tuple[int, ...]) -> None:
        _check_sizes(sizes)
        self._set(sizes=sizes)

    @property
    def upper_face(self) -> int | None:
        return None

    def points(self, dice: tuple[int, ...], counts: Counts) -> int:
        faces = _best_groups(counts, self.sizes, False)
        if faces is None:
            return 0
        return sum(face * size for face, size in zip(faces, self.sizes, strict=True))
