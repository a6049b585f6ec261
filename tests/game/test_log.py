"""The per-turn log: every roll with its holds, every scoring, every undo; saved and checked."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.game.conftest import ScriptedDice
from tests.game.test_serial import advance
from yachtgui.game import Game, GameError, Rolled, Scored, Undone
from yachtgui.rules import VARIANTS


def test_the_log_records_each_roll_with_the_holds_before_it(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=dice)
    dice.push(3, 3, 1, 2, 6)
    game.roll()
    dice.push(3, 5, 3)
    game.roll(held=(0, 1))
    game.score("threes")
    assert game.log == (
        Rolled(0, (3, 3, 1, 2, 6), ()),
        Rolled(0, (3, 3, 3, 5, 3), (0, 1)),
        Scored(0, "threes", 12, (3, 3, 3, 5, 3)),
    )


def test_an_undo_stays_in_the_log_while_history_forgets_the_scoring(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=dice)
    dice.push(3, 3, 3, 2, 2)
    game.roll()
    game.score("threes")
    game.undo()
    game.score("full_house")
    assert game.history == (Scored(0, "full_house", 25, (3, 3, 3, 2, 2)),)
    assert game.log[1:] == (
        Scored(0, "threes", 9, (3, 3, 3, 2, 2)),
        Undone(0, "threes", 9),
        Scored(0, "full_house", 25, (3, 3, 3, 2, 2)),
    )


def test_forced_zeros_of_a_second_kismet_are_logged_after_the_scoring(dice: ScriptedDice) -> None:
    game = Game("kismet", ["Ann", "Bob"], rng=dice)
    dice.push(6, 6, 6, 6, 6)
    game.roll()
    game.score("kismet")
    dice.push(1, 2, 3, 4, 6)
    game.roll()
    game.score("ones")
    dice.push(5, 5, 5, 5, 5)
    game.roll()
    game.score("fives")
    assert game.log[-2:] == (
        Scored(0, "fives", 25, (5, 5, 5, 5, 5)),
        Scored(1, "twos", 0, (), forced=True),
    )


def test_set_dice_is_logged_like_a_roll() -> None:
    game = Game("yatzy", ["Ann"])
    game.set_dice([1, 2, 3, 4, 5])
    game.set_dice([1, 2, 3, 4, 6], held=(0, 1, 2, 3))
    assert game.log == (Rolled(0, (1, 2, 3, 4, 5), ()), Rolled(0, (1, 2, 3, 4, 6), (0, 1, 2, 3)))


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_the_log_survives_a_save_at_any_moment(variant_id: str) -> None:
    chooser = random.Random(variant_id)
    for steps in (0, 3, 17, 60, 400):
        game = Game(variant_id, ["Ann", "Bob", "Cy"], rng=random.Random(steps))
        advance(game, chooser, steps)
        if game.can_undo and chooser.random() < 0.7:
            game.undo()
        data = json.loads(json.dumps(game.to_dict()))
        assert Game.from_dict(data).log == game.log


def test_a_save_without_a_log_still_loads_with_the_scorings_as_its_log() -> None:
    game = Game("kismet", ["Ann", "Bob"], rng=random.Random(5))
    advance(game, random.Random(1), 43)
    assert game.rolls_left == 1  # a turn in progress: two rolls made
    assert game.held == (0, 2)
    data = game.to_dict()
    del data["log"]
    loaded = Game.from_dict(data)
    assert loaded.history == game.history
    player = game.current_player
    assert player is not None
    # The turn in progress is logged as the dice on the table, once per roll made.
    assert loaded.log == (*game.history, Rolled(player, game.dice, ()), Rolled(player, game.dice, game.held))


@pytest.mark.parametrize("steps", [0, 1, 2, 3, 40, 43, 50, 10_000])
def test_a_game_from_a_save_without_a_log_saves_and_loads_again_and_plays_on(steps: int) -> None:
    game = Game("yahtzee", ["Ann", "Bob"], rng=random.Random(5))
    advance(game, random.Random(1), steps)
    data = game.to_dict()
    del data["log"]
    loaded = Game.from_dict(data, rng=random.Random(7))
    again = Game.from_dict(json.loads(json.dumps(loaded.to_dict())), rng=random.Random(7))
    assert again.log == loaded.log
    assert (again.dice, again.held, again.rolls_left) == (game.dice, game.held, game.rolls_left)
    advance(loaded, random.Random(3), 30)
    resumed = Game.from_dict(json.loads(json.dumps(loaded.to_dict())))
    assert resumed.log == loaded.log
    assert resumed.history == loaded.history


def _finished_game_data() -> dict[str, Any]:
    game = Game("yacht", ["Ann", "Bob"], rng=random.Random(9))
    advance(game, random.Random(2), 10_000)
    assert game.is_over
    return game.to_dict()


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda log: log.pop(max(i for i, e in enumerate(log) if e["type"] == "roll")),
         "not a legal move|does not end"),
        (lambda log: log[0].update(dice=[1, 1, 1, 1, 9]), "not a legal move"),
        (lambda log: log[0].update(type="cheat"), "neither a roll"),
        (lambda log: log.append({"type": "undo", "player": 0, "box": "ones", "points": 1}),
         "not a legal move"),
        (lambda log: log.insert(next(i for i, e in enumerate(log) if e["type"] == "score") + 1,
                                {"type": "undo", "player": 0, "box": "chance", "points": 99}),
         "takes back a scoring that was not made"),  # the undo is checked against the last choice
        (lambda log: next(e for e in log if e["type"] == "score").update(points=50), "points do not match"),
        (lambda log: log.insert(0, "roll"), "damaged"),
    ],
)
def test_a_log_that_does_not_match_the_game_is_rejected(damage: Any, message: str) -> None:
    data = _finished_game_data()
    damage(data["log"])
    with pytest.raises(GameError, match=message):
        Game.from_dict(data)


def _second_kismet_game() -> Game:
    """Ann: Kismet with 6s, then 5s for Fives (a Second Kismet: Bob loses a turn); then plain rolls."""
    game = Game("kismet", ["Ann", "Bob"])
    game.set_dice([6, 6, 6, 6, 6])
    game.score("kismet")
    game.set_dice([1, 2, 3, 4, 6])
    game.score("ones")
    game.set_dice([5, 5, 2, 5, 1])
    game.set_dice([5, 5, 5, 5, 5], held=(0, 1, 3))
    game.score("fives")
    while not game.is_over:
        player = game.current_player
        assert player is not None
        game.set_dice([1, 2, 3, 4, 6])
        game.score(game.open_boxes(player)[0])
    return game


def test_turns_show_rolls_holds_and_the_turn_lost_to_a_second_kismet() -> None:
    from yachtgui.game.turns import Turn, turns_of

    game = _second_kismet_game()
    turns = turns_of(game.log)
    assert turns[2] == Turn(0, ((5, 5, 2, 5, 1), (5, 5, 5, 5, 5)), ((0, 1, 3),), "fives", 25)
    assert turns[3] == Turn(1, (), (), "twos", 0, forced=True)
    assert turns[4].player == 0  # the roller goes again
    assert [(t.box, t.points) for t in turns] == [(s.box, s.points) for s in game.history]


def test_a_replay_passes_through_the_lost_turn_and_ends_on_the_final_cards() -> None:
    from yachtgui.game.turns import game_at, moments_of, turns_of

    game = _second_kismet_game()
    turns = turns_of(game.log)
    moments = moments_of(turns)
    forced = [m for m in moments if m.kind == "forced"]
    assert len(forced) == 1
    at_forced = game_at(game, turns, forced[0])
    assert at_forced.scorecard(1)["twos"] == 0  # filled by the Second Kismet just before
    assert at_forced.current_player == 0
    final = game_at(game, turns, moments[-1])
    assert [final.scorecard(i) for i in range(2)] == [game.scorecard(i) for i in range(2)]
    assert final.events == game.events
