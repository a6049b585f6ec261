"""The decision at hand, as values: :class:`Situation` (what a player faces) and :class:`Decision`
(what they did about it). Cheap to copy and compare; read by the advisor and the coach.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Decision", "Situation"]


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
