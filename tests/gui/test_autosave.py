"""The autosave: every change reaches the disk within a moment, and at once when the window closes."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from tests.gui.conftest import start
from yachtgui.app.controller import AUTOSAVE_DELAY_MS, GameController
from yachtgui.persistence import Seat, load_game
from yachtgui.widgets.window.mainwindow import MainWindow


def test_a_change_is_autosaved_within_the_delay(qtbot: QtBot) -> None:
    controller = GameController()
    assert controller.new_game("yacht", (Seat("Ann"), Seat("Bob")), rng=random.Random(3))
    assert controller.roll()
    path = controller.save_path
    assert path is not None
    qtbot.waitUntil(path.exists, timeout=AUTOSAVE_DELAY_MS * 10)
    qtbot.waitUntil(lambda: load_game(path).game.dice != (), timeout=AUTOSAVE_DELAY_MS * 10)
    assert load_game(path).game.dice == controller.game.dice  # type: ignore[union-attr]


def test_flush_writes_a_pending_autosave_at_once() -> None:
    controller = GameController()
    assert controller.new_game("worldwide", (Seat("Ann"),), rng=random.Random(5))
    path = controller.save_path
    assert path is not None
    assert not path.exists()  # gathered, not yet written
    controller.flush_autosave()
    assert load_game(path).game.players == ("Ann",)


def test_closing_the_window_writes_the_last_move(window: MainWindow) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    assert window.controller.roll()
    path = window.controller.save_path
    assert path is not None
    window.close()
    saved = load_game(path)
    assert saved.game.rolls_left == 2
