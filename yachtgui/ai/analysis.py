"""Game analysis: the optimal player's verdict on every decision, and skill against luck.

For each decision a player made (after each roll: hold some dice and roll again, or stop
and fill a box) the strategy table gives the value of every option; the verdict names the
best one and the points the choice gave up (``best.value - chosen.value``, never
negative). Forced zeros of a Second Kismet are not decisions.

Skill and luck add up to the score: starting from the optimal expected score of a
solitaire game, a player's final total is that expectation, minus what their decisions
gave up, plus what the dice did beyond expectation::

    total = expected_score - given_up + luck

so ``luck`` is the score's surplus over what their own choices led them to expect
(positive: the dice were kinder than average). Pure Python and NumPy; no Qt.
"""

from __future__ import annotations

from collections.abc import Sequence

from yachtgui.ai.strategy import Strategy
from yachtgui.game import Game
from yachtgui.game.turns import Turn, turns_of
from yachtgui.rules import Variant
from yachtgui.rules.value import Value
from yachtgui.text import translate

__all__ = ["GameAnalysis", "PlayerAnalysis", "Verdict", "analyse", "describe", "summary_sentences"]

#: Under this many points given up in a game, a player "played almost perfectly".
NEAR_PERFECT = 3.0
#: Given-up points per decision below which a choice counts as the best one (rounding of the tables).
_SAME = 0.005


class Verdict(Value):
    """The optimal player's view of one decision.

    ``turn`` indexes :func:`~yachtgui.game.turns.turns_of` of the game's log, ``roll``
    is 1..3 (the decision after that roll). The chosen and best options are each a keep
    (sorted faces held for the next roll; all five = stop and score) or a box id; exactly
    one of ``*_keep``/``*_box`` is set. ``given_up`` is the expected points lost.
    """

    __slots__ = (
        "best_box",
        "best_keep",
        "chosen_box",
        "chosen_keep",
        "dice",
        "given_up",
        "player",
        "roll",
        "turn",
    )
    player: int
    turn: int
    roll: int
    dice: tuple[int, ...]
    chosen_keep: tuple[int, ...] | None
    chosen_box: str | None
    best_keep: tuple[int, ...] | None
    best_box: str | None
    given_up: float

    def __init__(
        self,
        player: int,
        turn: int,
        roll: int,
        dice: tuple[int, ...],
        chosen_keep: tuple[int, ...] | None,
        chosen_box: str | None,
        best_keep: tuple[int, ...] | None,
        best_box: str | None,
        given_up: float,
    ) -> None:
        self._set(
            player=player,
            turn=turn,
            roll=roll,
            dice=dice,
            chosen_keep=chosen_keep,
            chosen_box=chosen_box,
            best_keep=best_keep,
            best_box=best_box,
            given_up=given_up,
        )

    @property
    def was_best(self) -> bool:
        """True when the choice was (as good as) the best one."""
        return self.given_up < _SAME


class PlayerAnalysis(Value):
    """One player's game: ``total``, ``expected`` (the optimal solitaire expectation),
    ``given_up`` by their decisions, ``luck`` (see the module docstring), how many
    ``decisions`` they made and how many were the best (``best_decisions``)."""

    __slots__ = ("player", "total", "expected", "given_up", "luck", "decisions", "best_decisions")  # noqa: RUF023
    player: int
    total: int
    expected: float
    given_up: float
    luck: float
    decisions: int
    best_decisions: int

    def __init__(
        self,
        player: int,
        total: int,
        expected: float,
        given_up: float,
        luck: float,
        decisions: int,
        best_decisions: int,
    ) -> None:
        self._set(
            player=player,
            total=total,
            expected=expected,
            given_up=given_up,
            luck=luck,
            decisions=decisions,
            best_decisions=best_decisions,
        )


class GameAnalysis(Value):
    """Every verdict of a game, in the order the decisions were made, and each player's figures."""

    __slots__ = ("verdicts", "players")  # noqa: RUF023  (argument order)
    verdicts: tuple[Verdict, ...]
    players: tuple[PlayerAnalysis, ...]

    def __init__(self, verdicts: tuple[Verdict, ...], players: tuple[PlayerAnalysis, ...]) -> None:
        self._set(verdicts=verdicts, players=players)

    def for_turn(self, turn: int) -> tuple[Verdict, ...]:
        """The verdicts of one turn, roll by roll."""
        return tuple(v for v in self.verdicts if v.turn == turn)


def _face_keep(dice: tuple[int, ...], positions: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(dice[p] for p in positions))


def _turn_verdicts(
    strategy: Strategy, index: int, turn: Turn, filled: list[str], upper: int, holds_points: bool = False
) -> list[Verdict]:
    """``holds_points``: the player's five-of-a-kind box holds points (a Yahtzee bonus is in play)."""
    flag = {"yacht_holds_points": holds_points}
    verdicts: list[Verdict] = []
    rolls = turn.rolls
    for number, dice in enumerate(rolls, start=1):
        rolls_left = 3 - number
        if not turn.rolls_known:
            rolls_left = 0  # only the box choice is known
        options = strategy.options(filled, upper, dice, rolls_left, **flag)
        best = options[0]
        best_keep, best_box = best.keep, best.box
        if best_keep is not None and len(best_keep) == len(dice):
            best_keep, best_box = None, strategy.best_box(filled, upper, dice, **flag).box
        chosen_box: str | None = None
        if number < len(rolls):
            keep: tuple[int, ...] | None = _face_keep(dice, turn.held[number - 1])
            chosen = next(o for o in options if o.keep == keep)
        else:
            keep, chosen_box = None, turn.box
            boxes = options if rolls_left == 0 else strategy.options(filled, upper, dice, 0, **flag)
            chosen = next(o for o in boxes if o.box == chosen_box)
        given_up = max(0.0, best.value - chosen.value)
        verdicts.append(
            Verdict(turn.player, index, number, dice, keep, chosen_box, best_keep, best_box, given_up)
        )
    return verdicts


def analyse(game: Game, strategy: Strategy) -> GameAnalysis:
    """The verdicts and figures of ``game`` (finished or not) against ``strategy``'s optimal play.

    Raises ``ValueError`` when the strategy is for another variant.
    """
    variant: Variant = game.variant
    if strategy.variant.rules_hash != variant.rules_hash:
        raise ValueError(f"the strategy is for {strategy.variant.name}, not {variant.name}")
    count = len(game.players)
    filled: list[list[str]] = [[] for _ in range(count)]
    uppers = [0] * count
    # Whether each player's five-of-a-kind box holds points: the table's bonus-chip flag.
    holds_points = [False] * count
    verdicts: list[Verdict] = []
    upper_boxes = set(variant.upper_categories)
    for index, turn in enumerate(turns_of(game.log)):
        player = turn.player
        if not turn.forced:
            verdicts.extend(
                _turn_verdicts(strategy, index, turn, filled[player], uppers[player], holds_points[player])
            )
        filled[player].append(turn.box)
        if turn.box in upper_boxes:
            uppers[player] += turn.points
        if turn.box == variant.yacht_box and turn.points > 0:
            holds_points[player] = True
    expected = strategy.expected_score
    players = []
    for player in range(count):
        mine = [v for v in verdicts if v.player == player]
        given_up = sum(v.given_up for v in mine)
        total = game.total(player)
        if game.is_over or not game.open_boxes(player):
            luck = total - expected + given_up
        else:  # so far: points scored plus what is still to come, against the start
            future = strategy.state_value(
                filled[player], uppers[player], yacht_holds_points=holds_points[player]
            )
            luck = total + future - expected + given_up
        players.append(
            PlayerAnalysis(
                player, total, expected, given_up, luck, len(mine), sum(1 for v in mine if v.was_best)
            )
        )
    return GameAnalysis(tuple(verdicts), tuple(players))


def describe(variant: Variant, keep: tuple[int, ...] | None, box: str | None) -> str:
    """An option in words: "score Full House", "keep 5 5 5 and roll again", "roll all five again"."""
    if box is not None:
        return translate("Analysis", "score {box}").format(box=variant.display_name(box))
    if not keep:
        return translate("Analysis", "roll all five again")
    faces = " ".join(str(face) for face in keep)
    return translate("Analysis", "keep {faces} and roll again").format(faces=faces)


def summary_sentences(analysis: GameAnalysis, names: Sequence[str]) -> list[str]:
    """The analysis in plain words a child understands, one sentence per player and one about luck.

    e.g. "Bob played almost perfectly.", "Ann's choices gave away about 12 points.",
    "Ann's dice were kinder than Bob's." (or, alone, "The dice were kind to Ann.")
    """
    sentences = []
    for figures in analysis.players:
        name = names[figures.player]
        if figures.decisions == 0:
            continue
        if figures.given_up < NEAR_PERFECT:
            sentences.append(translate("Analysis", "{name} played almost perfectly.").format(name=name))
        elif figures.given_up < 10:
            if round(figures.given_up) == 1:
                text = translate("Analysis", "{name} played well: a few choices gave away about 1 point.")
            else:
                text = translate(
                    "Analysis", "{name} played well: a few choices gave away about {points} points."
                )
            sentences.append(text.format(name=name, points=round(figures.given_up)))
        else:
            if round(figures.given_up) == 1:
                text = translate("Analysis", "{name}'s choices gave away about 1 point.")
            else:
                text = translate("Analysis", "{name}'s choices gave away about {points} points.")
            sentences.append(text.format(name=name, points=round(figures.given_up)))
    judged = [f for f in analysis.players if f.decisions]
    if len(judged) >= 2:
        by_luck = sorted(judged, key=lambda f: f.luck, reverse=True)
        lucky, unlucky = by_luck[0], by_luck[-1]
        if lucky.luck - unlucky.luck >= 5:
            sentences.append(
                translate(
                    "Analysis",
                    "{lucky}'s dice were kinder than {unlucky}'s (worth about {points} points more).",
                ).format(lucky=names[lucky.player], unlucky=names[unlucky.player],
                         points=round(lucky.luck - unlucky.luck))
            )
        else:
            sentences.append(translate("Analysis", "The dice were about equally kind to everyone."))
    elif judged:
        only = judged[0]
        if only.luck >= 5:
            sentences.append(
                translate(
                    "Analysis", "The dice were kind to {name} (about {points} points better than usual)."
                ).format(name=names[only.player], points=round(only.luck))
            )
        elif only.luck <= -5:
            sentences.append(
                translate(
                    "Analysis", "The dice were unkind to {name} (about {points} points worse than usual)."
                ).format(name=names[only.player], points=round(-only.luck))
            )
        else:
            text = translate("Analysis", "{name}'s dice were about as good as they usually are.")
            sentences.append(text.format(name=names[only.player]))
    return sentences
