"""The turn's words and buttons are one pure function of the game's state."""

from __future__ import annotations

from tests.game.conftest import ScriptedDice
from yachtgui.app.turnview import turn_view
from yachtgui.game import Game
from yachtgui.persistence import Seat

PEOPLE = (Seat("Ann"), Seat("Bob"))


def test_the_empty_table_welcomes_and_offers_nothing_to_press() -> None:
    view = turn_view(None, (), computer_to_play=False, can_roll=False, can_hold=False, can_undo=False)
    assert view.table_empty
    assert view.turn == "Welcome to yachtgui"
    assert view.help == "Start a game with File > New Game (Ctrl+N)."
    assert not view.roll_enabled
    assert not view.hint_shown


def test_a_persons_turn_says_whose_it_is_and_how_many_rolls_are_left() -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=ScriptedDice([1, 2, 3, 4, 6]))
    view = turn_view(game, PEOPLE, computer_to_play=False, can_roll=True, can_hold=False, can_undo=False)
    assert (view.turn, view.rolls, view.roll_text) == ("▶ Ann's turn", "3 rolls left", "Roll")
    assert view.roll_enabled
    assert view.hint_enabled
    assert not view.computer_controls
    game.roll()
    view = turn_view(game, PEOPLE, computer_to_play=False, can_roll=True, can_hold=True, can_undo=False)
    assert (view.rolls, view.roll_text) == ("2 rolls left", "Roll again")
    assert view.help.startswith("Hold dice with a click or 1–5")
    assert view.holds_enabled


def test_while_a_computer_waits_the_help_line_says_undo_still_works() -> None:
    seats = (Seat("Ann"), Seat("Hal", "hard"))
    game = Game("yacht", ["Ann", "Hal"], rng=ScriptedDice([6] * 5))
    game.roll()
    game.score("yacht")
    view = turn_view(game, seats, computer_to_play=True, can_roll=False, can_hold=False, can_undo=True,
                     undo_grace=True)
    assert view.turn == "▶ Hal's turn (computer · Hard)"
    assert view.rolls == "Hal plays next…"
    assert view.help == "Changed your mind? Ctrl+Z takes back Ann's Yacht until Hal rolls."
    assert view.computer_controls
    assert not view.roll_enabled
    assert not view.hint_enabled
    assert view.skip_all_text == "Skip to next person ▶▶|"
    assert view.roll_text is None  # hidden: it keeps its words


def test_the_end_names_the_winner() -> None:
    game = Game("yacht", ["Ann"], rng=ScriptedDice([6] * 5 * 13))
    for box in game.variant.categories:
        game.roll()
        game.score(box)
    view = turn_view(game, (Seat("Ann"),), computer_to_play=False, can_roll=False, can_hold=False,
                     can_undo=False)
    assert view.turn == "Game over"
    assert view.rolls == f"Final score: {game.total(0)}"
    assert not view.hint_enabled
