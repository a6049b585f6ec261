"""The decision at hand, as values: :class:`Situation` (what a player faces), :class:`Decision`
(what they did about it) and :class:`BonusOutlook` (the bonus still to play for). Cheap to copy and
compare; read by the advisor, the coach and the score pad.
"""

from __future__ import annotations

from yachtgui.rules.value import Value

__all__ = ["BonusOutlook", "Decision", "Situation"]


class BonusOutlook(Value):
    """A player's next tier of the upper bonus: reached at ``threshold`` (``missing`` points from
    their upper total now), worth ``points``; ``most_possible`` is the most the open upper boxes can
    still add (five of their face each), so it is out of reach when ``missing`` exceeds it."""

    __slots__ = ("threshold", "points", "missing", "most_possible")  # noqa: RUF023  (argument order)
    threshold: int
    points: int
    missing: int
    most_possible: int

    def __init__(self, threshold: int, points: int, missing: int, most_possible: int) -> None:
        self._set(threshold=threshold, points=points, missing=missing, most_possible=most_possible)

    @property
    def reachable(self) -> bool:
        """Whether the open upper boxes can still bring the total to the threshold."""
        return self.most_possible > 0 and self.missing <= self.most_possible


class Situation(Value):
    """What the player to move faces: ``variant`` (its id), ``player`` (seat index), ``filled`` (the
    ids of their filled boxes), ``upper`` (their raw upper total), ``dice`` (empty before the first
    roll), ``rolls_left``, ``holds`` (the positions held for the next roll) and whether the
    five-of-a-kind box holds points (``yacht_holds_points``, for the Yahtzee bonus)."""

    __slots__ = ("variant", "player", "filled", "upper", "dice", "rolls_left", "holds",  # noqa: RUF023
                 "yacht_holds_points")
    variant: str
    player: int
    filled: tuple[str, ...]
    upper: int
    dice: tuple[int, ...]
    rolls_left: int
    holds: tuple[int, ...]
    yacht_holds_points: bool

    def __init__(self, variant: str, player: int, filled: tuple[str, ...], upper: int, dice: tuple[int, ...],
                 rolls_left: int, holds: tuple[int, ...] = (), yacht_holds_points: bool = False) -> None:
        self._set(variant=variant, player=player, filled=filled, upper=upper, dice=dice,
                  rolls_left=rolls_left, holds=holds, yacht_holds_points=yacht_holds_points)


class Decision(Value):
    """A person's decision in ``situation``: a roll holding ``roll`` (positions), or filling ``box``."""

    __slots__ = ("situation", "roll", "box")  # noqa: RUF023  (argument order)
    situation: Situation
    roll: tuple[int, ...] | None
    box: str | None

    def __init__(self, situation: Situation, roll: tuple[int, ...] | None = None,
                 box: str | None = None) -> None:
        self._set(situation=situation, roll=roll, box=box)
