"""Game analysis: verdicts per decision, skill and luck adding up to the score, plain words."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from yachtgui.ai import ComputerPlayer, Strategy, keep_positions
from yachtgui.ai.analysis import GameAnalysis, PlayerAnalysis, Verdict, analyse, describe, summary_sentences
from yachtgui.game import Game
from yachtgui.game.turns import turns_of
from yachtgui.rules import VARIANTS


def computer_game(strategy: Strategy, levels: list[str], seed: int, undo: bool = False) -> Game:
    """A whole game where each seat is played by a computer of the given level."""
    game = Game(strategy.variant, [f"P{i}" for i in range(len(levels))], rng=random.Random(seed))
    players = [ComputerPlayer(strategy, level, random.Random(seed + i)) for i, level in enumerate(levels)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        game.roll()
        while True:
            filled = [box for box, points in game.scorecard(seat).items() if points is not None]
            yacht_box = game.variant.yacht_box
            holds_points = yacht_box is not None and bool(game.scorecard(seat)[yacht_box])
            choice = players[seat].decide(filled, game.upper_total(seat), game.dice, game.rolls_left,
                                          yacht_holds_points=holds_points)
            if choice.box is not None:
                if undo and game.open_boxes(seat)[-1] != choice.box:
                    game.score(game.open_boxes(seat)[-1])
                    game.undo()  # took back a worse box: the analysis judges the box that stood
                game.score(choice.box)
                break
            assert choice.keep is not None
            game.roll(keep_positions(game.dice, choice.keep))
    return game


@pytest.mark.slow
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_skill_and_luck_add_up_to_each_score_in_every_variant(
        real_strategy: Callable[[str], Strategy], variant: str) -> None:
    strategy = real_strategy(variant)
    game = computer_game(strategy, ["hard", "easy", "medium"], seed=7, undo=True)
    analysis = analyse(game, strategy)
    for figures in analysis.players:
        total = game.total(figures.player)
        assert figures.total == total
        assert figures.expected == pytest.approx(strategy.expected_score)
        assert total == pytest.approx(figures.expected - figures.given_up + figures.luck)
    hard, easy = analysis.players[0], analysis.players[1]
    assert hard.given_up < 0.01  # the optimal player gives nothing up
    assert hard.best_decisions == hard.decisions
    assert easy.given_up > hard.given_up
    real_turns = [t for t in turns_of(game.log) if not t.forced]
    assert sum(f.decisions for f in analysis.players) == sum(len(t.rolls) for t in real_turns)
    assert all(v.given_up >= 0 for v in analysis.verdicts)


def test_a_verdict_names_the_best_choice_and_its_cost(real_strategy: Callable[[str], Strategy]) -> None:
    strategy = real_strategy("worldwide")
    game = Game("worldwide", ["Ann"])
    game.set_dice([6, 6, 6, 6, 6])
    game.score("ones")  # a Yacht thrown away on Ones
    verdict = analyse(game, strategy).verdicts[0]
    assert (verdict.chosen_keep, verdict.chosen_box) == (None, "ones")
    assert (verdict.best_keep, verdict.best_box) == (None, "yacht")
    options = {o.box: o.value for o in strategy.options([], 0, (6, 6, 6, 6, 6), 0)}
    assert verdict.given_up == pytest.approx(max(options.values()) - options["ones"])
    assert verdict.given_up > 20
    assert describe(game.variant, None, "yacht") == "score Yacht"
    assert describe(game.variant, (6, 6), None) == "keep 6 6 and roll again"
    assert describe(game.variant, (), None) == "roll all five again"


def test_the_analysis_refuses_another_variants_table(real_strategy: Callable[[str], Strategy]) -> None:
    with pytest.raises(ValueError, match="strategy is for"):
        analyse(Game("yacht", ["Ann"]), real_strategy("worldwide"))


def _figures(player: int, given_up: float, luck: float) -> PlayerAnalysis:
    return PlayerAnalysis(player, 200, 190.0, given_up, luck, 30, 25)


def test_the_summary_is_in_plain_words() -> None:
    analysis = GameAnalysis((), (_figures(0, 1.2, -10.0), _figures(1, 23.4, 15.0)))
    assert summary_sentences(analysis, ["Bob", "Ann"]) == [
        "Bob played almost perfectly.",
        "Ann's choices gave away about 23 points.",
        "Ann's dice were kinder than Bob's (worth about 25 points more).",
    ]
    close = GameAnalysis((), (_figures(0, 5.0, 1.0), _figures(1, 4.0, 2.0)))
    assert summary_sentences(close, ["Bob", "Ann"])[-1] == "The dice were about equally kind to everyone."
    assert "played well" in summary_sentences(close, ["Bob", "Ann"])[0]
    alone = GameAnalysis((), (_figures(0, 0.0, 12.0),))
    assert summary_sentences(alone, ["Ann"])[-1] == (
        "The dice were kind to Ann (about 12 points better than usual).")
    unlucky = GameAnalysis((), (_figures(0, 0.0, -30.0),))
    assert summary_sentences(unlucky, ["Ann"])[-1] == (
        "The dice were unkind to Ann (about 30 points worse than usual).")


def test_verdicts_for_a_turn_come_roll_by_roll() -> None:
    first = Verdict(0, 3, 1, (1, 2, 3, 4, 5), (1, 2), None, (), None, 0.5)
    second = Verdict(0, 3, 2, (1, 2, 6, 6, 6), None, "sixes", None, "sixes", 0.0)
    analysis = GameAnalysis((first, second), ())
    assert analysis.for_turn(3) == (first, second)
    assert second.was_best
    assert not first.was_best


def test_verdicts_after_a_scored_yahtzee_count_the_bonus_chips_still_to_come(
        real_strategy: Callable[[str], Strategy]) -> None:
    strategy = real_strategy("yahtzee")
    game = Game("yahtzee", ["Ann"])
    game.set_dice((6, 6, 6, 6, 6))
    game.score("yacht")  # 50: every further five of a kind is worth a 100-point chip
    game.set_dice((6, 6, 6, 2, 2))
    game.set_dice((6, 6, 1, 2, 3), held=(0, 1))  # kept only two sixes
    game.score("chance")

    verdict = analyse(game, strategy).for_turn(1)[0]

    options = strategy.options(["yacht"], 0, (6, 6, 6, 2, 2), 2, yacht_holds_points=True)
    chosen = next(o for o in options if o.keep == (6, 6))
    assert verdict.best_keep == options[0].keep == (6, 6, 6)
    assert verdict.given_up == pytest.approx(options[0].value - chosen.value)
    without_chips = strategy.options(["yacht"], 0, (6, 6, 6, 2, 2), 2)
    assert verdict.given_up != pytest.approx(
        without_chips[0].value - next(o for o in without_chips if o.keep == (6, 6)).value)


def test_luck_of_a_player_whose_card_is_full_while_others_still_play(
        real_strategy: Callable[[str], Strategy]) -> None:
    strategy = real_strategy("yahtzee")
    game = Game("yahtzee", ["Ann", "Bob"])
    while game.open_boxes(0):
        player = game.current_player
        assert player is not None
        game.set_dice((1, 2, 3, 4, 6))
        game.score(game.open_boxes(player)[0])
    assert not game.is_over  # Bob still has his last turn

    ann = analyse(game, strategy).players[0]

    assert game.total(0) == pytest.approx(ann.expected - ann.given_up + ann.luck)


@pytest.mark.parametrize("yacht_dice", [(6, 6, 6, 6, 6), (1, 2, 3, 4, 6)])  # the Yahtzee box at 50, then at 0
def test_verdicts_on_a_forced_joker_name_only_boxes_the_joker_leaves_open(
        real_strategy: Callable[[str], Strategy], yacht_dice: tuple[int, ...]) -> None:
    strategy = real_strategy("yahtzee")
    game = Game("yahtzee", ["Ann"])
    game.set_dice(yacht_dice)
    game.score("yacht")
    game.set_dice((6, 6, 6, 2, 2))
    game.set_dice((6, 6, 6, 6, 6), held=(0, 1, 2))
    legal = game.legal_boxes()
    assert list(legal) == ["sixes"]
    game.score("sixes")

    first, second = analyse(game, strategy).for_turn(1)

    assert second.chosen_box == second.best_box == "sixes"
    assert second.given_up == pytest.approx(0)
    assert first.best_keep is not None or first.best_box in legal


@pytest.mark.slow
def test_the_optimal_player_gives_nothing_up_in_yahtzee_games_with_bonus_chips(
        real_strategy: Callable[[str], Strategy]) -> None:
    strategy = real_strategy("yahtzee")
    with_chips = [game for game in (computer_game(strategy, ["hard"], seed) for seed in range(12))
                  if game.yacht_bonus_count(0)]
    assert with_chips  # seeds 0-11 hold some
    for game in with_chips:
        assert analyse(game, strategy).players[0].given_up < 0.01
