"""Screen readers: what the accessibility interface says and which events tell them (speech.listeners)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import NewGameSetup
from yachtgui.persistence import Seat
from yachtgui.widgets.senses import speech
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, kismet_then_roll_again, wait_for_person

Heard = list[tuple[object, QAccessible.Event, str]]


@pytest.fixture
def heard(window: MainWindow) -> Iterator[Heard]:
    """Every accessibility event sent while the test runs: (widget, event type, text)."""
    _ = window.senses.narrator  # made after the first frame; the test may start before it
    events: Heard = []

    def listen(widget: object, kind: QAccessible.Event, text: str) -> None:
        events.append((widget, kind, text))

    speech.listeners.append(listen)
    yield events
    speech.listeners.remove(listen)


def _spoken(heard: Heard) -> list[str]:
    return [text for _widget, kind, text in heard if kind == QAccessible.Event.Announcement]


def _name(widget: object) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


def test_a_die_reads_its_face_and_hold_through_the_accessibility_interface(
        window: MainWindow, player: Player, dice: ScriptedDice, heard: Heard) -> None:
    dice.push(1, 2, 5, 4, 6)
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"),)))
    player.roll()
    player.hold(2)
    die = window.tray.dice()[2]
    assert _name(die) == "Die 3: five, held"
    changed = [text for widget, kind, text in heard
               if widget is die and kind == QAccessible.Event.NameChanged]
    assert changed[-1] == "Die 3: five, held"
    assert _spoken(heard)[-1] == "Die 3: five, held"
    player.hold(2)
    assert _spoken(heard)[-1] == "Die 3: five, released"


def test_kismet_dice_say_their_colour(window: MainWindow, player: Player, dice: ScriptedDice) -> None:
    dice.push(1, 2, 5, 4, 6)
    assert window.dialogs.start_game(NewGameSetup("kismet", (Seat("Ann"),)))
    player.roll()
    assert [_name(die) for die in window.tray.dice()] == [
        "Die 1: black one", "Die 2: red two", "Die 3: red five", "Die 4: green four", "Die 5: black six"]


def test_turns_rolls_and_scores_are_spoken(window: MainWindow, player: Player, dice: ScriptedDice,
                                           heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"), Seat("Bob"))))
    player.roll()
    player.click_box(0, "chance")
    assert _spoken(heard) == [
        "Ann's turn: press Space to roll.",
        "Ann rolled 1, 2, 3, 4, 6; 2 rolls left.",
        "Ann: 16 in Chance",
        "Bob's turn: press Space to roll.",
    ]


def test_a_score_cell_reads_who_which_box_and_the_points(window: MainWindow, player: Player,
                                                         dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 6)
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"), Seat("Bob"))))
    player.roll()
    view = QAccessible.queryAccessibleInterface(window.pad.view(0))
    assert view is not None
    cells = [view.child(k).text(QAccessible.Text.Name) for k in range(view.childCount())]
    assert "Ann, Chance: 16 (preview)" in cells
    player.click_box(0, "chance")
    cells = [view.child(k).text(QAccessible.Text.Name) for k in range(view.childCount())]
    assert any(cell.startswith("Ann, Chance: 16") and "preview" not in cell for cell in cells)


def test_the_computer_s_moves_are_spoken(qtbot: QtBot, window: MainWindow, player: Player,
                                         heard: Heard) -> None:
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"), Seat("Hal", "easy"))))
    player.roll()
    player.click_box(0, "chance")
    wait_for_person(qtbot, window, timeout=120_000)
    spoken = _spoken(heard)
    assert "Hal's turn: the computer plays." in spoken
    assert any(text.startswith("Hal rolled ") for text in spoken)
    game = window.controller.game
    assert game is not None
    hal = next(s for s in game.history if s.player == 1)
    assert f"Hal: {hal.points} in {game.variant.display_name(hal.box)}" in spoken


def test_the_second_kismet_and_real_dice_turns_are_spoken(window: MainWindow, player: Player,
                                                          dice: ScriptedDice, heard: Heard) -> None:
    dice.push(4, 4, 4, 4, 4, 1, 2, 3, 5, 6, 2, 2, 2, 2, 2)
    kismet_then_roll_again(window, player)
    player.click_box(0, "twos")
    assert any(text.startswith("Second Kismet! Bob loses a turn") for text in _spoken(heard))
    heard.clear()
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann", real_dice=True),)))
    assert _spoken(heard) == ["Ann's turn, with real dice: type the five faces rolled."]
    panel = window.table_mode.panel
    panel.entry.setText("6 6 9")
    panel.entry.textEdited.emit("6 6 9")
    assert _spoken(heard)[-1] == "9 is not a die face: dice show 1 to 6."
