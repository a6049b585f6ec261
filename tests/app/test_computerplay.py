"""Computer play without a window: hints, the computer's turns and failures, told by signals."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from yachtgui.ai import Strategy
from yachtgui.app.computerplay import ComputerPlay, computer_rng
from yachtgui.app.controller import GameController
from yachtgui.persistence import Seat

BROKEN = "libopenblas.so: cannot open shared object file"


def cannot_load(*_args: object) -> None:
    raise ImportError(BROKEN)


def test_a_hint_before_the_first_roll_is_a_note_to_roll(qtbot: QtBot, controller: GameController) -> None:
    play = ComputerPlay(controller)
    controller.new_game("yatzy", [Seat("Ann")])
    with qtbot.waitSignal(play.hintNote, timeout=2000) as note:
        play.request_hint()
    assert "roll the dice first" in note.args[0]
    assert play.situation_key() is not None
    assert not play.hint_outdated()
    controller.roll()
    assert play.hint_outdated()  # the note was about the dice before this roll
    with qtbot.waitSignal(play.hintCleared, timeout=2000):
        play.clear_hint()
    assert not play.hint_outdated()


def test_a_hint_after_a_roll_is_advice_for_the_player_to_move(
    qtbot: QtBot, controller: GameController
) -> None:
    play = ComputerPlay(controller)
    controller.new_game("worldwide", [Seat("Ann"), Seat("Bob")], rng=random.Random(3))
    controller.roll()
    qtbot.waitUntil(lambda: not controller.dice_busy, timeout=2000)
    with qtbot.waitSignal(play.hintReady, timeout=120_000) as ready:  # once the table is there
        play.request_hint()
    player, advice = ready.args
    assert player == 0
    assert advice.headline
    assert advice.lines
    assert advice.hold is not None or advice.box is not None


def test_hints_are_for_peoples_turns(qtbot: QtBot, controller: GameController) -> None:
    play = ComputerPlay(controller)
    play.set_speed("relaxed")
    controller.new_game("worldwide", [Seat("Hal", "hard"), Seat("Ann")])
    assert controller.turn_driver is play.driver  # made and installed for the game's computer seat
    with qtbot.waitSignal(play.failed, timeout=2000) as failed:
        play.request_hint()
    assert failed.args[0] == "Hints are for people's turns."


def test_a_computer_seat_plays_its_turn_and_marks_the_box_it_picks(
    qtbot: QtBot, controller: GameController
) -> None:
    play = ComputerPlay(controller, random.Random(7))
    play.set_speed("instant")
    picks: list[tuple[int, str]] = []
    play.pickMarked.connect(lambda player, box: picks.append((player, box)))
    controller.new_game("worldwide", [Seat("Hal", "hard"), Seat("Ann")], rng=random.Random(7))
    game = controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.current_player == 1 and not controller.computer_to_play, timeout=120_000)
    chosen = [box for player, box in picks if player == 0 and box]
    assert chosen
    assert game.scorecard(0)[chosen[-1]] is not None  # the box it marked is the box it filled


def test_a_table_that_cannot_load_is_said_and_the_seats_go_to_the_people(
    qtbot: QtBot, controller: GameController, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Strategy, "cached", staticmethod(cannot_load))
    play = ComputerPlay(controller)
    assert play.can_play_computers()
    said: list[str] = []
    play.failed.connect(said.append)
    controller.new_game("worldwide", [Seat("Hal", "hard"), Seat("Ann")])
    qtbot.waitUntil(lambda: any("played by hand" in text for text in said), timeout=5000)
    assert all(BROKEN in text for text in said)  # the table's failure, then the seats handed over
    assert controller.turn_driver is None
    assert not play.can_play_computers()


def test_the_computers_draw_from_a_source_derived_from_a_seeded_session() -> None:
    assert computer_rng(random.Random(5)).random() == computer_rng(random.Random(5)).random()
    assert computer_rng(None).random() != computer_rng(None).random()
