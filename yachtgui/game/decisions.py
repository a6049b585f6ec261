"""The decision at hand, as values: :class:`Situation` (what a player faces), :class:`Decision`
(what they did about it) and :class:`BonusOutlook` (the bonus still to play for). Cheap to copy and
compare; read by the advisor, the coach and the score pad.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["BonusOutlook", "Decision", "Situation"]


@dataclass(frozen=True)
class BonusOutlook:
    """A player's next tier of the upper bonus: reached at ``threshold`` (``missing`` points from
    their upper total now), worth ``points``; ``most_possible`` is the most the open upper boxes can
    still add (five of their face each), so it is out of reach when ``missing`` exceeds it."""

    threshold: int
    points: int
    missing: int
    most_possible: int

    @property
    def reachable(self) -> bool:
        """Whether the open upper boxes can still bring the total to the threshold."""
        return self.most_possible > 0 and self.missing <= self.most_possible


@dataclass(frozen=True)
class Situation:
    """What the player to move faces: ``variant`` (its id), ``player`` (seat index), ``filled`` (the
    ids of their filled boxes), ``upper`` (their raw upper total), ``dice`` (empty before the first
    roll), ``rolls_left``, ``holds`` (the positions held for the next roll) and whether the
    five-of-a-kind box holds points (``yacht_holds_points``, for the Yahtzee bonus)."""

    variant: str
    player: int
    filled: tuple[str, ...]
    upper: int
    dice: tuple[int, ...]
    rolls_left: int
    holds: tuple[int, ...] = ()
    yacht_holds_points: bool = False


@dataclass(frozen=True)
class Decision:
    """A person's decision in ``situation``: a roll holding ``roll`` (positions), or filling ``box``."""

    situation: Situation
    roll: tuple[int, ...] | None = None
    box: str | None = None
