"""A game's turning points: every player's chance to win over the game, and the costly decisions. No Qt.

Given a recorded game and the variant's :class:`~yachtgui.ai.winchance.WinChance`
engine, :func:`turning_points` walks the game step by step, as the replay does
(:func:`yachtgui.game.turns.moments_of`: the start, each roll, each scoring),
and gives

- ``series``: every player's chance to win at each step (the model of
  :mod:`yachtgui.ai.winchance`: everyone plays the expected-score strategy from
  then on; at a roll the dice showing and the rolls left count), one tuple per
  step summing to 1, ending at 1/0 (a tie of ``k`` shares ``1/k`` each);
- ``decisions``: each decision (a keep after a roll, or a box) that cost the
  player chance to win, costliest first: the chance the best choice for
  winning would have kept against the chance the choice kept (both from
  :func:`yachtgui.ai.winplay.game_options`: the rest of that turn played to
  win, later turns for the expected score). The decisions are those
  :mod:`yachtgui.ai.analysis` judges (the same walk over the turns; forced
  zeros of a Second Kismet are not decisions);
- ``players``: luck and skill told in chance to win. Per player, ``lost``
  is what their decisions cost added up; ``dice`` is how much their chance
  moved during their own turns beyond what their decisions cost (positive:
  their dice helped them). The rest of a chance's move happens in the other
  players' turns.

:meth:`TurningPoints.to_data` and :meth:`TurningPoints.from_data` turn the
result into plain JSON-safe data and back (chances in ten-thousandths), for the
history (:mod:`yachtgui.history.turning` checks that data before it is used).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from yachtgui.ai.analysis import _face_keep
from yachtgui.ai.winchance import WinChance, win_chances
from yachtgui.ai.winplay import game_options
from yachtgui.game import Game
from yachtgui.game.turns import Turn, moments_of, turns_of
from yachtgui.rules.value import Value

__all__ = ["DATA_FORMAT", "Decision", "PlayerChance", "TurningPoints", "chances_now", "turning_points"]

#: The version of :meth:`TurningPoints.to_data`'s layout.
DATA_FORMAT = 1
#: Chances are kept in this many parts of one (ten-thousandths: 0.01 percentage points).
SCALE = 10_000
#: How many costly decisions a result keeps (the costliest).
KEPT_DECISIONS = 12
#: A decision costing less than this (as a fraction) is not a costly one.
MIN_COST = 0.005


class Decision(Value):
    """One decision that cost chance to win.

    ``turn`` indexes :func:`~yachtgui.game.turns.turns_of` of the game's log,
    ``round`` is the player's own turn number (1, 2, ...), ``roll`` 1..3 the
    decision after that roll, ``dice`` the dice showing. The choice made and the
    best one for winning are each a keep (sorted faces held, then roll again)
    or a box; ``points`` is what the chosen box scored (0 for a keep).
    ``chosen`` and ``best`` are the chances to win each kept (0..1).
    """

    __slots__ = ("player", "turn", "round", "roll", "dice", "chosen_keep", "chosen_box", "points",  # noqa: RUF023
                 "best_keep", "best_box", "chosen", "best")
    player: int
    turn: int
    round: int
    roll: int
    dice: tuple[int, ...]
    chosen_keep: tuple[int, ...] | None
    chosen_box: str | None
    points: int
    best_keep: tuple[int, ...] | None
    best_box: str | None
    chosen: float
    best: float

    def __init__(self, player: int, turn: int, round: int, roll: int, dice: tuple[int, ...],
                 chosen_keep: tuple[int, ...] | None, chosen_box: str | None, points: int,
                 best_keep: tuple[int, ...] | None, best_box: str | None, chosen: float, best: float) -> None:
        self._set(player=player, turn=turn, round=round, roll=roll, dice=dice, chosen_keep=chosen_keep,
                  chosen_box=chosen_box, points=points, best_keep=best_keep, best_box=best_box,
                  chosen=chosen, best=best)

    @property
    def cost(self) -> float:
        """The chance to win the choice gave away (never negative)."""
        return max(0.0, self.best - self.chosen)


class PlayerChance(Value):
    """One player's game in chance to win: ``start`` and ``end`` chances, ``lost`` to their own
    decisions, and what their ``dice`` did in their own turns (see the module docstring)."""

    __slots__ = ("player", "start", "end", "lost", "dice")  # noqa: RUF023  (argument order)
    player: int
    start: float
    end: float
    lost: float
    dice: float

    def __init__(self, player: int, start: float, end: float, lost: float, dice: float) -> None:
        self._set(player=player, start=start, end=end, lost=lost, dice=dice)


class TurningPoints(Value):
    """See the module docstring: ``series`` (one tuple of chances per replay step), ``decisions``
    (costliest first, at most :data:`KEPT_DECISIONS`) and ``players`` (seat order)."""

    __slots__ = ("series", "decisions", "players")  # noqa: RUF023  (argument order)
    series: tuple[tuple[float, ...], ...]
    decisions: tuple[Decision, ...]
    players: tuple[PlayerChance, ...]

    def __init__(self, series: tuple[tuple[float, ...], ...], decisions: tuple[Decision, ...],
                 players: tuple[PlayerChance, ...]) -> None:
        self._set(series=series, decisions=decisions, players=players)

    def to_data(self) -> dict[str, Any]:
        """Plain JSON-safe data (chances as whole ten-thousandths)."""
        def scaled(x: float) -> int:
            return round(x * SCALE)

        return {
            "format": DATA_FORMAT,
            "series": [[scaled(c) for c in step] for step in self.series],
            "decisions": [
                {"player": d.player, "turn": d.turn, "round": d.round, "roll": d.roll, "dice": list(d.dice),
                 "chosen_keep": None if d.chosen_keep is None else list(d.chosen_keep),
                 "chosen_box": d.chosen_box, "points": d.points,
                 "best_keep": None if d.best_keep is None else list(d.best_keep),
                 "best_box": d.best_box, "chosen": scaled(d.chosen), "best": scaled(d.best)}
                for d in self.decisions
            ],
            "players": [[scaled(p.start), scaled(p.end), scaled(p.lost), scaled(p.dice)]
                        for p in self.players],
        }

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> TurningPoints:
        """The result :meth:`to_data` made (``data`` checked by :func:`yachtgui.history.turning.check`;
        anything else raises ``ValueError``, ``KeyError`` or ``TypeError``)."""
        if data.get("format") != DATA_FORMAT:
            raise ValueError("another format")

        def keep(value: Any) -> tuple[int, ...] | None:
            return None if value is None else tuple(int(f) for f in value)

        series = tuple(tuple(c / SCALE for c in step) for step in data["series"])
        decisions = tuple(
            Decision(int(d["player"]), int(d["turn"]), int(d["round"]), int(d["roll"]),
                     tuple(int(f) for f in d["dice"]), keep(d["chosen_keep"]), d["chosen_box"],
                     int(d["points"]), keep(d["best_keep"]), d["best_box"], d["chosen"] / SCALE,
                     d["best"] / SCALE)
            for d in data["decisions"]
        )
        players = tuple(PlayerChance(i, a / SCALE, b / SCALE, c / SCALE, e / SCALE)
                        for i, (a, b, c, e) in enumerate(data["players"]))
        return cls(series, decisions, players)


def chances_now(engine: WinChance, game: Game, rolls_left: int | None = None) -> tuple[float, ...]:
    """Every player's chance to win at this moment of ``game``; ``rolls_left`` overrides the game's
    for the player to move (0 when only the scored dice of an old log are known)."""
    finals = []
    for player in range(len(game.players)):
        mask, total = engine.state(game.filled_boxes(player), game.upper_total(player),
                                   game.yacht_holds_points(player))
        if game.current_player == player and game.dice:
            left = game.rolls_left if rolls_left is None else rolls_left
            rest = engine.remaining(mask, total, game.dice, left)
        else:
            rest = engine.remaining(mask, total)
        finals.append(rest.shifted(game.total(player)))
    return tuple(float(x) for x in win_chances(finals))


class _NoDraws:
    def randint(self, a: int, b: int) -> int:
        raise ValueError("a recorded game draws no dice")


def _decide(engine: WinChance, game: Game, turn: Turn, index: int, number: int, round_: int,
            cache: dict[object, Any]) -> Decision:
    """The decision after roll ``number`` of ``turn`` (``game`` at that roll)."""
    dice = tuple(game.dice)
    left = game.rolls_left if turn.rolls_known else 0
    options = game_options(engine, game, left, cache)
    best = options[0]
    best_keep, best_box = best.option.keep, best.option.box
    if best_keep is not None and len(best_keep) == len(dice):  # stop here: the best box for winning
        stop = game_options(engine, game, 0, cache)[0]
        best_keep, best_box = None, stop.option.box
    if number < len(turn.rolls):
        keep = _face_keep(dice, turn.held[number - 1])
        chosen = next(o for o in options if o.option.keep == keep)
        return Decision(turn.player, index, round_, number, dice, keep, None, 0, best_keep, best_box,
                        chosen.win, best.win)
    boxes = options if left == 0 else game_options(engine, game, 0, cache)
    chosen = next(o for o in boxes if o.option.box == turn.box)
    return Decision(turn.player, index, round_, number, dice, None, turn.box, turn.points, best_keep,
                    best_box, chosen.win, max(best.win, chosen.win))


def turning_points(game: Game, engine: WinChance, progress: Callable[[float], None] | None = None,
                   cancelled: Callable[[], bool] | None = None) -> TurningPoints:
    """The turning points of ``game`` (finished or not) against ``engine`` (see the module docstring).

    Raises ``ValueError`` when the engine is for another variant; ``progress`` hears
    the fraction of turns done; when ``cancelled()`` turns true, ``InterruptedError``.
    """
    variant = game.variant
    if engine.strategy.variant.rules_hash != variant.rules_hash:
        raise ValueError(f"the engine is for {engine.strategy.variant.name}, not {variant.name}")
    turns = turns_of(game.log)
    count = len(game.players)
    walk = Game(variant, game.players, rng=_NoDraws(), first_player=game.first_player)
    series: list[tuple[float, ...]] = [chances_now(engine, walk)]
    decisions: list[Decision] = []
    lost = [0.0] * count
    own_moves = [0.0] * count  # how each player's chance moved during their own turns
    rounds = [0] * count
    cache: dict[object, Any] = {}
    for index, turn in enumerate(turns):
        if cancelled is not None and cancelled():
            raise InterruptedError("cancelled")
        player = turn.player
        rounds[player] += 1
        if turn.forced:  # filled by the scoring that caused it: nothing changes here
            series.append(series[-1])
            continue
        before = series[-1][player]
        for number, dice in enumerate(turn.rolls, start=1):
            walk.set_dice(dice, turn.held[number - 2] if number > 1 else ())
            series.append(chances_now(engine, walk, None if turn.rolls_known else 0))
            decision = _decide(engine, walk, turn, index, number, rounds[player], cache)
            lost[player] += decision.cost
            if decision.cost >= MIN_COST:
                decisions.append(decision)
        walk.score(turn.box)
        series.append(chances_now(engine, walk))
        own_moves[player] += series[-1][player] - before
        if progress is not None:
            progress((index + 1) / len(turns))
    expected = len(moments_of(turns))
    if len(series) != expected:  # the walk and the replay's steps must agree one to one
        raise ValueError(f"{len(series)} chances for {expected} steps")
    decisions.sort(key=lambda d: (-d.cost, d.turn, d.roll))
    players = tuple(PlayerChance(i, series[0][i], series[-1][i], lost[i], own_moves[i] + lost[i])
                    for i in range(count))
    return TurningPoints(tuple(series), tuple(decisions[:KEPT_DECISIONS]), players)

