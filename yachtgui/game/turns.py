"""A game's log as turns: who rolled what, which dice they held before each re-roll, what they scored.

An undone scoring is not a turn's end: the turn goes on until the scoring that stood.
Forced zeros (a turn lost to a Second Kismet) are turns without rolls, ``forced=True``.
A log saved before rolls were kept has only the scored dice: those turns have one roll
and ``rolls_known=False``.

For replays, :func:`moments_of` lists every step (each roll, each scoring) and
:func:`game_at` rebuilds the game as it stood at one of them.
"""

from __future__ import annotations

from typing import Any

from yachtgui.game.errors import GameError
from yachtgui.game.game import Game
from yachtgui.game.records import LogEntry, Rolled, Scored, Undone
from yachtgui.rules import Variant
from yachtgui.rules.value import Value

__all__ = ["Moment", "Turn", "bonus_chips", "game_at", "moments_of", "turns_of"]


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


def bonus_chips(variant: Variant, turns: list[Turn], players: int) -> list[int]:
    """The Yahtzee bonus each turn earned, in points (0 for most; always 0 without chips)."""
    cards: list[dict[str, int | None]] = [dict.fromkeys(variant.categories) for _ in range(players)]
    chips = []
    for turn in turns:
        card = cards[turn.player]
        earned = 0 if turn.forced or not turn.rolls else variant.yacht_bonus_for(card, turn.rolls[-1])
        chips.append(earned)
        card[turn.box] = turn.points
    return chips


class Moment(Value):
    """One step of a replay: ``kind`` is ``"start"`` (nothing played yet), ``"roll"`` (the dice
    after roll number ``roll`` of turn ``turn``), ``"score"`` (turn ``turn`` just scored) or
    ``"forced"`` (turn ``turn`` was lost to a Second Kismet)."""

    __slots__ = ("kind", "turn", "roll")  # noqa: RUF023  (argument order)
    kind: str
    turn: int
    roll: int

    def __init__(self, kind: str, turn: int = -1, roll: int = 0) -> None:
        self._set(kind=kind, turn=turn, roll=roll)


def moments_of(turns: list[Turn]) -> list[Moment]:
    """Every step of a replay, roll by roll, in order, starting with the empty table."""
    steps = [Moment("start")]
    for index, turn in enumerate(turns):
        if turn.forced:
            steps.append(Moment("forced", index))
            continue
        steps.extend(Moment("roll", index, number) for number in range(1, len(turn.rolls) + 1))
        steps.append(Moment("score", index, len(turn.rolls)))
    return steps


def game_at(game: Game, turns: list[Turn], moment: Moment) -> Game:
    """A fresh game of ``game``'s variant and players as it stood at ``moment``.

    Built by entering the recorded dice through the rules (no random source is used), so
    the scorecards, bonus and turn are exactly those of the recorded game at that moment.
    """
    replay = Game(game.variant, game.players, rng=_NoDraws(), first_player=game.first_player)
    for index, turn in enumerate(turns):
        if moment.kind == "start" or index > moment.turn:
            break
        if turn.forced:
            continue  # filled by the scoring that caused it
        rolls = turn.rolls if index < moment.turn else turn.rolls[: moment.roll]
        for number, dice in enumerate(rolls):
            replay.set_dice(dice, turn.held[number - 1] if number else ())
        if index < moment.turn or moment.kind == "score":
            replay.score(turn.box)
    return replay


class _NoDraws:
    def randint(self, a: int, b: int) -> int:
        raise GameError("a replay draws no dice")
