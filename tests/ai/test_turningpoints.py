"""The turning points of a game: the chance series over recorded games, and the costliest decision."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.ai.conftest import SMALL, TIERED
from yachtgui.ai import ComputerPlayer, keep_positions
from yachtgui.ai.selfplay import by_points
from yachtgui.ai.turningpoints import MIN_COST, SCALE, TurningPoints, turning_points
from yachtgui.ai.turningwords import (
    chart_summary,
    costliest_sentences,
    decision_sentence,
    luck_sentences,
    percent,
    step_summary,
)
from yachtgui.ai.winchance import WinChance
from yachtgui.game import Game
from yachtgui.game.turns import moments_of, turns_of
from yachtgui.history import HistoryStore, make_entry
from yachtgui.history.turning import check, encode
from yachtgui.rules import Variant


def played(variant: Variant, names: list[str], seed: int, levels: tuple[str, ...], undo: float = 0.0) -> Game:
    """A whole game played by computer players of ``levels`` (a seat each), some scorings undone and
    made again, as a family's game is recorded."""
    strategy = WinChance.load_or_build(variant).strategy
    rng = random.Random(seed)
    players = [by_points(ComputerPlayer(strategy, level, random.Random(seed + i)))
               for i, level in enumerate(levels)]
    game = Game(variant, names, rng=random.Random(seed + 100))
    while not game.is_over:
        if game.rolls_left == 3:
            game.roll()
        p = game.current_player
        assert p is not None
        choice = players[p](game)
        if choice.box is not None:
            game.score(choice.box)
            if rng.random() < undo and game.can_undo and not game.is_over:
                game.undo()
                game.score(choice.box)
        else:
            assert choice.keep is not None
            game.roll(held=keep_positions(game.dice, choice.keep))
    return game


def recorded(game: Game, path: Path) -> Game:
    """``game`` written to a history and read back from it, as the replay gets it."""
    with HistoryStore(path) as store:
        result = store.record(make_entry(game, [None] * len(game.players)), game)
        return store.game(result.game_id).rebuild({game.variant.id: game.variant})


CASES = [
    (TIERED, ["Ann", "Bob"], 1, ("hard", "easy")),
    (TIERED, ["Ann", "Bob", "Cy", "Di"], 2, ("medium", "medium", "easy", "hard")),
    (SMALL, ["Ann", "Bob", "Cy"], 3, ("easy", "hard", "medium")),
    (SMALL, [f"P{i}" for i in range(10)], 4, ("medium",) * 10),
]


@pytest.mark.parametrize(("variant", "names", "seed", "levels"), CASES)
def test_recorded_games_give_a_chance_series_that_sums_to_one_and_ends_with_the_winners(
        variant: Variant, names: list[str], seed: int, levels: tuple[str, ...], private_cache: Path,
        tmp_path: Path) -> None:
    game = recorded(played(variant, names, seed, levels, undo=0.2), tmp_path / "history.sqlite3")
    engine = WinChance.load_or_build(variant)
    seen: list[float] = []
    points = turning_points(game, engine, progress=seen.append)
    steps = moments_of(turns_of(game.log))
    assert len(points.series) == len(steps)  # one figure per replay step
    for chances in points.series:
        assert len(chances) == len(names)
        assert sum(chances) == pytest.approx(1.0, abs=1e-9)
        assert all(-1e-12 <= c <= 1 + 1e-12 for c in chances)
    assert points.series[0] == pytest.approx([1 / len(names)] * len(names))
    winners = game.winners()
    assert points.series[-1] == pytest.approx([1 / len(winners) if i in winners else 0.0
                                               for i in range(len(names))])
    assert seen[-1] == 1.0
    costs = [d.cost for d in points.decisions]
    assert costs == sorted(costs, reverse=True)
    assert all(cost >= MIN_COST for cost in costs)
    for figures in points.players:
        assert figures.lost >= sum(d.cost for d in points.decisions if d.player == figures.player) - 1e-9
        assert figures.end == pytest.approx(points.series[-1][figures.player])


def test_a_tie_is_shared_at_the_end(private_cache: Path) -> None:
    """Both players enter the same dice into the same boxes: the end is 1/2 each all the way."""
    game = Game(TIERED, ["Ann", "Bob"])
    for dice, box in (((4, 4, 4, 1, 2), "fours"), ((5, 5, 1, 2, 3), "fives"), ((6, 6, 6, 5, 5), "chance"),
                      ((1, 2, 3, 4, 6), "yacht")):
        for _player in range(2):
            game.set_dice(dice)
            game.score(box)
    assert game.is_over
    points = turning_points(game, WinChance.load_or_build(TIERED))
    assert points.series[-1] == pytest.approx((0.5, 0.5))
    assert [p.end for p in points.players] == pytest.approx([0.5, 0.5])


def blunder_game() -> Game:
    """Ann and Bob play sensibly, except that in turn 3 Ann scores five fives in Chance (25) instead
    of Yacht (50) with only those two boxes open, though she is behind."""
    game = Game(TIERED, ["Ann", "Bob"])
    turns = [
        ((4, 4, 4, 4, 1), "fours"), ((4, 4, 4, 4, 2), "fours"),
        ((5, 5, 5, 1, 1), "fives"), ((5, 5, 5, 5, 2), "fives"),
        ((5, 5, 5, 5, 5), "chance"), ((6, 6, 6, 5, 5), "chance"),
        ((1, 2, 3, 4, 6), "yacht"), ((1, 2, 3, 4, 6), "yacht"),
    ]
    for dice, box in turns:
        game.set_dice(dice)
        game.score(box)
    return game


def test_the_costliest_decision_is_the_known_blunder_and_is_told_in_words(private_cache: Path) -> None:
    game = blunder_game()
    points = turning_points(game, WinChance.load_or_build(TIERED))
    worst = points.decisions[0]
    assert (worst.player, worst.turn, worst.round, worst.roll) == (0, 4, 3, 1)
    assert (worst.chosen_box, worst.points, worst.best_box) == ("chance", 25, "yacht")
    assert worst.best - worst.chosen > 0.3
    assert all(d.cost < worst.cost for d in points.decisions[1:])
    sentence = decision_sentence(TIERED, game.players, worst)
    assert sentence == ("Round 3: Ann scored 25 in Chance; scoring Yacht would have kept "
                        f"{percent(worst.best)} instead of {percent(worst.chosen)}.")
    assert costliest_sentences(points, TIERED, game.players)[0] == sentence
    luck = luck_sentences(points, game.players)
    assert [s.split("'")[0] for s in luck] == ["Ann", "Bob"]
    assert "Ann's choices gave away" in luck[0]
    assert f"{round(points.players[0].lost * 100)} percentage points" in luck[0]
    summary = chart_summary(points, game.players)
    assert "Ann:" in summary
    assert "Bob:" in summary
    assert step_summary((0.25, 0.75), game.players) == "Ann 25\u00a0%, Bob 75\u00a0%"


def test_keeps_are_judged_too() -> None:
    """A first roll of 5 5 5 1 2 with Yacht open and everything else filled: rolling all five again
    gives away chance against keeping the fives."""
    game = Game(TIERED, ["Ann", "Bob"])
    for box in ("fours", "fives", "chance"):
        for _player in range(2):
            game.set_dice((4, 4, 5, 5, 6))
            game.score(box)
    game.set_dice((5, 5, 5, 1, 2))
    game.set_dice((1, 2, 3, 4, 6), held=())
    game.score("yacht")
    points = turning_points(game, WinChance.load_or_build(TIERED))
    worst = next(d for d in points.decisions if d.player == 0 and d.round == 4)
    assert (worst.roll, worst.chosen_keep, worst.best_keep) == (1, (), (5, 5, 5))
    assert worst.cost > 0.02
    sentence = decision_sentence(TIERED, game.players, worst)
    assert sentence.startswith("Round 4: Ann rolled all of 5 5 5 1 2 again; keeping 5 5 5 would have kept")


def test_the_data_survives_the_history_format_and_back(private_cache: Path) -> None:
    game = blunder_game()
    points = turning_points(game, WinChance.load_or_build(TIERED))
    data = points.to_data()
    text = encode(data, 2)
    again = TurningPoints.from_data(check(text, 2) or {})
    assert len(again.series) == len(points.series)
    for a, b in zip(again.series, points.series, strict=True):
        assert a == pytest.approx(b, abs=1 / SCALE)
    assert again.decisions[0].chosen_box == points.decisions[0].chosen_box
    assert again.decisions[0].cost == pytest.approx(points.decisions[0].cost, abs=2 / SCALE)
    assert [p.lost for p in again.players] == pytest.approx([p.lost for p in points.players], abs=1 / SCALE)


def test_an_engine_of_another_variant_is_refused(private_cache: Path) -> None:
    with pytest.raises(ValueError, match="Small"):
        turning_points(blunder_game(), WinChance.load_or_build(SMALL))


def test_cancelling_stops_the_walk(private_cache: Path) -> None:
    with pytest.raises(InterruptedError):
        turning_points(blunder_game(), WinChance.load_or_build(TIERED), cancelled=lambda: True)


def test_a_second_kismet_with_its_lost_turns_keeps_one_figure_per_step(private_cache: Path) -> None:
    """Forced zeros are steps of the replay without a decision: the chances stand still there."""
    variant = TIERED.replace(id="tiered_kismet", second_kismet_box="yacht", yacht_box="yacht")
    game = Game(variant, ["Ann", "Bob", "Cy"])
    game.set_dice((6, 6, 6, 6, 6))
    game.score("yacht")
    for _other in range(2):
        game.set_dice((4, 4, 5, 5, 6))
        game.score("chance")
    game.set_dice((5, 5, 5, 5, 5))  # Ann's Second Kismet: Bob and Cy lose their next turn
    game.score("fives")
    turns = turns_of(game.log)
    assert any(turn.forced for turn in turns)
    while not game.is_over:
        game.set_dice((4, 4, 4, 1, 2))
        game.score(game.open_boxes(game.current_player or 0)[0])
    points = turning_points(game, WinChance.load_or_build(variant))
    steps = moments_of(turns_of(game.log))
    assert len(points.series) == len(steps)
    for step, chances in zip(steps, points.series, strict=True):
        assert sum(chances) == pytest.approx(1.0, abs=1e-9)
        if step.kind == "forced":
            assert chances == points.series[steps.index(step) - 1]
    assert points.series[-1] == pytest.approx([1.0, 0.0, 0.0])
