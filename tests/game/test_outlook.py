"""What the game says about itself for the table: the last box chosen, and the bonus still in play."""

from __future__ import annotations

from yachtgui.game import BonusOutlook, Game

from .conftest import ScriptedDice


def test_the_last_choice_is_the_last_box_a_player_chose() -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=ScriptedDice([6] * 5 + [1, 2, 3, 4, 6]))
    assert game.last_choice is None
    game.roll()
    game.score("sixes")
    game.roll()
    game.score("chance")
    last = game.last_choice
    assert last is not None
    assert (last.player, last.box, last.points) == (1, "chance", 16)


def test_the_bonus_outlook_counts_what_is_missing_and_what_the_open_boxes_can_still_give() -> None:
    game = Game("yatzy", ["Ann"], rng=ScriptedDice([6] * 5 * 4))
    threshold, points = 63, 50
    assert game.bonus_outlook(0) == BonusOutlook(threshold, points, 63, 5 * (1 + 2 + 3 + 4 + 5 + 6))
    game.roll()
    game.score("ones")  # five sixes in Ones: 0
    outlook = game.bonus_outlook(0)
    assert outlook == BonusOutlook(63, 50, 63, 5 * (2 + 3 + 4 + 5 + 6))
    assert outlook.reachable
    for box in ("twos", "threes", "fours"):
        game.roll()
        game.score(box)
    outlook = game.bonus_outlook(0)
    assert outlook is not None
    assert outlook.missing == 63
    assert not outlook.reachable  # 55 at most from Fives and Sixes


def test_there_is_no_outlook_once_no_upper_box_is_open() -> None:
    game = Game("yatzy", ["Ann"], rng=ScriptedDice([6] * 5 * 6))
    for box in ("ones", "twos", "threes", "fours", "fives", "sixes"):
        game.roll()
        game.score(box)
    assert game.bonus_outlook(0) is None
