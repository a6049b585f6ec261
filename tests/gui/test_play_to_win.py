"""The computer that plays to win in the window: offered and explained in New Game, a whole game played
through the widgets, its table's progress in the status bar, and the hint's "to win" (issue 23)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QRadioButton, QSpinBox
from pytestqt.qtbot import QtBot

from tests.ai.conftest import LOWER_ONLY, SMALL
from tests.gui.conftest import Player, ScriptedDice, game_over_shown, wait_for_person
from tests.gui.test_i18n_runtime import pseudo  # noqa: F401  (a fixture)
from tests.gui.test_newgame import child, click_radio, open_dialog
from yachtgui.app.computer import WinTableLoader, win_engine
from yachtgui.persistence import Seat
from yachtgui.rules import Variant
from yachtgui.widgets.window.mainwindow import MainWindow


@pytest.fixture
def learning(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The win table "builds" (25 % done) until the window cancels it: no real table is made."""
    cancelled = threading.Event()

    def slow(variant: Variant, progress: Callable[[float], None], stop: Callable[[], bool]) -> object:
        from yachtgui.ai import BuildCancelled

        progress(0.25)
        while not stop():
            time.sleep(0.005)  # a worker thread's wait, not the test's
        cancelled.set()
        raise BuildCancelled("cancelled")

    monkeypatch.setattr(WinTableLoader, "make_table", staticmethod(slow))
    return cancelled


def test_new_game_offers_plays_to_win_says_what_it_does_and_starts_it(
    window: MainWindow, qtbot: QtBot, learning: threading.Event
) -> None:
    dialog = open_dialog(window, qtbot)
    click_radio(qtbot, child(dialog, QRadioButton, "variant_yatzy"))
    child(dialog, QSpinBox, "playerCount").setValue(2)
    note = child(dialog, QLabel, "levelNote")
    assert not note.isVisible()
    combo = child(dialog, QComboBox, "playerKind0")
    index = combo.findData("win")
    assert combo.itemText(index) == "Computer · Plays to win"
    assert "watches everyone's scores" in combo.itemData(index, Qt.ItemDataRole.ToolTipRole)
    combo.setCurrentIndex(index)
    assert note.isVisible()  # in words for a family, while a seat plays to win
    assert note.text().startswith("Plays to win: this computer watches everyone's scores.")
    assert combo.accessibleDescription() == note.text()
    assert dialog.names()[0] == "Hal"
    child(dialog, QComboBox, "playerKind1").setCurrentIndex(0)
    click_radio(qtbot, child(dialog, QRadioButton, "seatingRadio"))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    assert [seat.level for seat in window.controller.seats] == ["win", None]
    assert window.settings.get("player_levels")[:2] == ["win", ""]
    # Hal's turn waits for its win table, built in the background with its progress said.
    qtbot.waitUntil(lambda: window.computer_view.strategy_label.text()
                    == "Teaching the computer to play Yatzy to win… 25 %", timeout=60_000)
    assert window.computer_view.strategy_label.isVisible()
    assert window.turn_label.text() == "▶ Hal's turn (computer · Plays to win)"
    assert window.help_label.text() == ("Hal is learning to play Yatzy to win (once, up to a few minutes: "
                                        "see the status bar).")
    window.controller.new_game("yatzy", [Seat("Ann")])  # another game: the build stops
    qtbot.waitUntil(learning.is_set, timeout=5000)
    qtbot.waitUntil(lambda: not window.computer_view.strategy_label.isVisible(), timeout=5000)


def test_the_level_note_goes_when_no_seat_in_play_plays_to_win(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    child(dialog, QSpinBox, "playerCount").setValue(3)
    combo = child(dialog, QComboBox, "playerKind2")
    combo.setCurrentIndex(combo.findData("win"))
    note = child(dialog, QLabel, "levelNote")
    assert note.isVisible()
    child(dialog, QSpinBox, "playerCount").setValue(2)  # the seat that plays to win is not in play
    assert not note.isVisible()
    child(dialog, QSpinBox, "playerCount").setValue(3)
    assert note.isVisible()
    combo.setCurrentIndex(combo.findData("hard"))
    assert not note.isVisible()
    assert combo.accessibleDescription() == ""
    dialog.reject()


def test_a_whole_game_with_a_computer_that_plays_to_win(
    window: MainWindow, qtbot: QtBot, player: Player, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ann plays by clicks; Hal plays to win with the small variant's table (built in milliseconds)."""
    from yachtgui.ai.winplay import WinningPlayer

    calls: list[int] = []
    decide = WinningPlayer.decide

    def counted(self: WinningPlayer, game: object) -> object:
        calls.append(1)
        return decide(self, game)  # type: ignore[arg-type]

    monkeypatch.setattr(WinningPlayer, "decide", counted)
    said: list[str] = []
    window.computer.failed.connect(said.append)
    assert window.controller.new_game(LOWER_ONLY, [Seat("Ann"), Seat("Hal", "win")])
    game = window.controller.game
    assert game is not None
    while not game.is_over:
        wait_for_person(qtbot, window, timeout=60_000)
        if game.is_over:
            break
        player.roll()
        player.click_box(0, game.open_boxes(0)[0])
    qtbot.waitUntil(lambda: game_over_shown(window), timeout=10_000)
    assert all(len(game.filled_boxes(p)) == len(LOWER_ONLY.categories) for p in (0, 1))
    assert len(calls) >= len(LOWER_ONLY.categories)  # every Hal's decision was made to win
    assert said == []
    assert window.computer_view.strategy_label.isHidden()


def test_the_hint_says_to_win_when_both_best_choices_score_now(
    window: MainWindow, qtbot: QtBot, player: Player, dice: ScriptedDice
) -> None:
    """Five 6s with two rolls left: for the most points, 30 in Sixes now; to win, 40 in Full House now
    (the opponent scored 0 in Full House): both score at once, in different boxes."""
    window.chances.chances.engine_for = win_engine
    window.settings.set("win_chances", True)
    window.chances.apply_settings()
    assert window.controller.new_game(SMALL, [Seat("Ann"), Seat("Bob")], rng=dice)
    dice.push(1, 2, 3, 4, 6)
    player.roll()
    player.click_box(0, "full_house")
    dice.push(6, 6, 6, 6, 6)
    player.roll()
    qtbot.keyClick(window, Qt.Key.Key_H)
    headline = window.overlays.advice.headline
    qtbot.waitUntil(lambda: "To win" in headline.text(), timeout=60_000)
    assert headline.text() == ("Score 30 in Sixes now, without rolling again. To win, score 40 in Full House "
                               "now instead: 95.4 % chance to win, against 95.3 % for the most points.")


def test_the_level_is_named_in_words_wherever_a_seat_is_shown() -> None:
    """The turn line, the window's pad note, the replay, the printed card: "Plays to win", never "Win"."""
    from yachtgui.app.turnview import level_word
    from yachtgui.export.sheet import _seat_note
    from yachtgui.widgets.review.replay import _computer_label

    assert level_word("win") == "Plays to win"
    assert _computer_label("win") == "Computer · Plays to win"
    assert _seat_note([Seat("Ann"), Seat("Hal", "win")], 1) == "Computer · plays to win"


@pytest.mark.usefixtures("pseudo")
def test_the_progress_names_the_game_in_the_apps_language(
    qtbot: QtBot, window: MainWindow, learning: threading.Event
) -> None:
    from yachtgui.rules import VARIANTS
    from yachtgui.rules.words import variant_name

    shown = variant_name(VARIANTS["worldwide"])  # "Yacht (12 Felder)" in German
    assert shown != VARIANTS["worldwide"].name  # the pseudo-translation tells them apart
    window.controller.new_game("worldwide", [Seat("Hal", "win"), Seat("Ann")])
    label = window.computer_view.strategy_label
    qtbot.waitUntil(lambda: "to win" in label.text() and "25 %" in label.text(), timeout=60_000)
    assert shown in label.text()  # "Yacht (12 boxes)" was left in English
    window.controller.new_game("worldwide", [Seat("Ann")])
    qtbot.waitUntil(learning.is_set, timeout=5000)
