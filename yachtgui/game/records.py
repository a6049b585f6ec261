"""What happened in a game: scorings and special events, as immutable records.

Records are immutable values (:class:`~yachtgui.rules.value.Value`), cheap to
copy and compare, and turn into JSON-safe dicts for save files. ``Scored`` is one filled box; a forced
zero of the Second Kismet rule is a ``Scored`` with ``forced=True``.
``SecondKismet`` tells who rolled it and which box each other player lost.
``Rolled`` and ``Undone`` complete the per-turn log of :attr:`Game.log
<yachtgui.game.Game.log>`: every roll with the holds before it, and every
scoring taken back.
"""

from __future__ import annotations

from typing import Protocol

from yachtgui.rules.value import Value

__all__ = ["LogEntry", "RandomSource", "Rolled", "Scored", "SecondKismet", "Undone"]


class RandomSource(Protocol):
    """Anything that draws dice: ``random.Random`` or a scripted stand-in."""

    def randint(self, a: int, b: int) -> int:
        """A whole number from ``a`` to ``b`` inclusive."""
        ...


class Scored(Value):
    """``player`` filled ``box`` with ``points``.

    ``dice`` are the five dice it was scored from (empty for a forced zero);
    ``forced`` marks the zero a player gets when losing a turn to a Second Kismet.
    """

    __slots__ = ("player", "box", "points", "dice", "forced")  # noqa: RUF023  (argument order)
    player: int
    box: str
    points: int
    dice: tuple[int, ...]
    forced: bool

    def __init__(self, player: int, box: str, points: int, dice: tuple[int, ...],
                 forced: bool = False) -> None:
        self._set(player=player, box=box, points=points, dice=dice, forced=forced)


class SecondKismet(Value):
    """``roller`` ended a turn with five of a kind while their Kismet box held points.

    They scored ``points`` in ``box``; every other player with an open box
    lost a turn: ``forfeits`` lists (player, box given a forced 0), in seat order
    starting after the roller.
    """

    __slots__ = ("roller", "box", "points", "dice", "forfeits")  # noqa: RUF023  (argument order)
    roller: int
    box: str
    points: int
    dice: tuple[int, ...]
    forfeits: tuple[tuple[int, str], ...]

    def __init__(self, roller: int, box: str, points: int, dice: tuple[int, ...],
                 forfeits: tuple[tuple[int, str], ...]) -> None:
        self._set(roller=roller, box=box, points=points, dice=dice, forfeits=forfeits)


class Rolled(Value):
    """``player`` rolled (or entered) the dice and they show ``dice``, by position.

    ``held`` are the positions kept from the previous roll of the turn,
    ascending (always empty for the first roll of a turn).
    """

    __slots__ = ("player", "dice", "held")  # noqa: RUF023  (argument order)
    player: int
    dice: tuple[int, ...]
    held: tuple[int, ...]

    def __init__(self, player: int, dice: tuple[int, ...], held: tuple[int, ...] = ()) -> None:
        self._set(player=player, dice=dice, held=held)


class Undone(Value):
    """``player`` took back their scoring of ``points`` in ``box`` (and the lost turns it caused)."""

    __slots__ = ("player", "box", "points")  # noqa: RUF023  (argument order)
    player: int
    box: str
    points: int

    def __init__(self, player: int, box: str, points: int) -> None:
        self._set(player=player, box=box, points=points)


#: One line of a game's log: a roll, a filled box (forced zeros included) or an undo.
LogEntry = Rolled | Scored | Undone
