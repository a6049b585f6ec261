"""The controller's sentences, from names and numbers alone: no game, no controller, no Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest

from yachtgui.app import words


def test_the_words_module_loads_no_qt() -> None:
    code = ("import sys, yachtgui.app.words as w; w.scored('Ann', 25, 'Full House'); "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_a_scoring_is_announced_with_its_bonus_if_any() -> None:
    assert words.scored("Ann", 25, "Full House") == "Ann: 25 in Full House"
    assert words.scored("Bob", 50, "Yahtzee", 100) == "Bob: 50 in Yahtzee and a Yahtzee bonus of 100"


@pytest.mark.parametrize(("turns_back", "chip_back", "tail"), [
    (False, False, ". Choose again."),
    (True, False, " and the lost turns it caused. Choose again."),
    (False, True, " and its Yahtzee bonus. Choose again."),
    (True, True, " and the lost turns it caused and its Yahtzee bonus. Choose again."),
])
def test_an_undo_says_what_came_back(turns_back: bool, chip_back: bool, tail: str) -> None:
    said = words.undone("Ann", 12, "Sixes", turns_back=turns_back, chip_back=chip_back)
    assert said == "Undone: Ann's 12 in Sixes" + tail


def test_a_second_kismet_names_the_losers_and_who_plays_next() -> None:
    assert words.second_kismet("Ann", ["Bob"], game_over=False, rolls_again=True) == (
        "Second Kismet! Bob loses a turn — Ann rolls again.")
    assert words.second_kismet("Ann", ["Bob", "Cyd"], game_over=False, rolls_again=False) == (
        "Second Kismet! Bob and Cyd each lose a turn — Ann's card is full, so play goes on.")
    assert words.second_kismet("Ann", ["Bob"], game_over=True, rolls_again=True) == (
        "Second Kismet! Bob loses a turn — every card is full, so the game is over.")


def test_refusals_name_the_player_and_the_way_on() -> None:
    assert words.computer_is_playing("Hal") == "It's Hal's turn: the computer is playing."
    assert words.move_stands("Hal") == "Hal's move stands: Undo takes back only a person's own last score."
    assert words.computer_play_unavailable("Hal").startswith("Hal is a computer player")
    assert words.no_rolls_left() == "No rolls left: choose a box to score."
    assert words.roll_first().startswith("Roll first")
    assert words.nothing_to_undo().startswith("Nothing to undo")
    assert "Space" in words.rolls_on_screen()
    assert words.open_elsewhere().endswith("Use File > Save As.")


def test_an_autosave_failure_is_one_sentence_with_the_way_out() -> None:
    assert words.autosave_failed("disk full") == "Autosave failed: disk full. Use File > Save As."


@pytest.mark.parametrize(("text", "sentence"), [
    ("no rolls left", "No rolls left."), ("  done!  ", "Done!"), ("", ""), ("Why?", "Why?")])
def test_plain_message_makes_a_sentence(text: str, sentence: str) -> None:
    assert words.plain_message(text) == sentence
