"""A game's log as turns: who rolled what, which dice they held before each re-roll, what they scored.

An undone scoring is not a turn's end: the turn goes on until the scoring that stood.
Forced zeros (a turn lost to a Second Kismet) are turns without rolls, ``forced=True``.
A log saved before rolls were kept has only the scored dice: those turns have one roll
and ``rolls_known=False``.
"""

from __future__ import annotations

from typing import Any

from yachtgui.game import LogEntry, Rolled, Scored, Undone
from yachtgui.rules.value import Value

__all__ = ["Turn", "turns_of"]


class Turn(Value):
    """One turn: ``rolls`` the dice after each roll, ``held`` the positions kept before each
    re-roll (one list fewer than rolls), then ``points`` in ``box``. ``undone`` lists the
    scorings taken back during the turn, as (box, points)."""

    __slots__ = ("player", "rolls", "held", "box", "points", "forced", "undone", "rolls_known")  # noqa: RUF023
    player: int
    rolls: tuple[tuple[int, ...], ...]
    held: tuple[tuple[int, ...], ...]
    box: str
    points: int
    forced: bool
    undone: tuple[tuple[str, int], ...]
    rolls_known: bool

    def __init__(
        self,
        player: int,
        rolls: tuple[tuple[int, ...], ...],
        held: tuple[tuple[int, ...], ...],
        box: str,
        points: int,
        forced: bool = False,
        undone: tuple[tuple[str, int], ...] = (),
        rolls_known: bool = True,
    ) -> None:
        self._set(
            player=player,
            rolls=rolls,
            held=held,
            box=box,
            points=points,
            forced=forced,
            undone=undone,
            rolls_known=rolls_known,
        )

    def to_json(self, names: tuple[str, ...]) -> dict[str, Any]:
        """The JSON of ``yachtgui-history show``: player (name), rolls, held, box, score."""
        return {
            "player": names[self.player],
            "rolls": [list(r) for r in self.rolls],
            "held": [list(h) for h in self.held],
            "box": self.box,
            "score": self.points,
            "forced": self.forced,
            "undone": [{"box": box, "score": points} for box, points in self.undone],
        }


def turns_of(log: tuple[LogEntry, ...]) -> list[Turn]:
    """The turns of a log, in the order they were played (only scorings that stood end one)."""
    # First pass: drop scorings that were taken back (with the forced zeros they caused).
    kept: list[Rolled | Scored] = []
    undone_in_turn: list[tuple[str, int]] = []
    undone_marks: dict[int, list[tuple[str, int]]] = {}
    for entry in log:
        if isinstance(entry, Undone):
            while kept and isinstance(kept[-1], Scored) and kept[-1].forced:
                kept.pop()
            if kept and isinstance(kept[-1], Scored):
                kept.pop()
            undone_marks.setdefault(len(kept), []).append((entry.box, entry.points))
        else:
            kept.append(entry)
    turns: list[Turn] = []
    rolls: list[tuple[int, ...]] = []
    held: list[tuple[int, ...]] = []
    for index, entry in enumerate(kept):
        undone_in_turn.extend(undone_marks.get(index, []))
        if isinstance(entry, Rolled):
            if rolls:
                held.append(entry.held)
            rolls.append(entry.dice)
        elif entry.forced:
            turns.append(Turn(entry.player, (), (), entry.box, 0, forced=True))
        else:
            known = bool(rolls)
            if not known:  # a log from before rolls were kept: the scored dice are all we know
                rolls = [entry.dice]
            turns.append(
                Turn(
                    entry.player,
                    tuple(rolls),
                    tuple(held),
                    entry.box,
                    entry.points,
                    undone=tuple(undone_in_turn),
                    rolls_known=known,
                )
            )
            rolls, held, undone_in_turn = [], [], []
    return turns
