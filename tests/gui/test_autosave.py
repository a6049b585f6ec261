"""The autosave: every change reaches the disk within a moment, and at once when the window closes."""

from __future__ import annotations

import random

from PySide6.QtCore import QTimer
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


def test_a_stream_of_actions_never_postpones_the_autosave(qtbot: QtBot) -> None:
    """Issue 19: the delay is a maximum wait, not a debounce restarted by every change.

    A quick player (or a computer at full speed) keeps toggling holds every 20 ms for
    seconds after a scoring; the scoring must be on disk long before the stream stops.
    Before the fix every toggle restarted the timer, so nothing was written until the end.
    """
    controller = GameController()
    assert controller.new_game("yacht", (Seat("Ann"), Seat("Bob")), rng=random.Random(3))
    path = controller.save_path
    assert path is not None
    assert controller.roll()
    controller.set_dice_busy(False)  # no view here: the dice settle at once
    assert controller.score("chance")
    assert controller.roll()  # Bob's turn: his holds are the stream
    controller.set_dice_busy(False)
    toggles = [0]

    def toggle() -> None:
        toggles[0] += 1
        controller.toggle_hold(toggles[0] % 5)

    stream = QTimer()
    stream.setInterval(20)
    stream.timeout.connect(toggle)
    stream.start()
    try:
        # Scorings are written at once; a hold waits at most AUTOSAVE_DELAY_MS. The timeouts are
        # generous for a loaded machine, and far shorter than the stream (which stops only below).
        qtbot.waitUntil(lambda: path.exists() and load_game(path).game.history != (), timeout=2000)
        scored_at = toggles[0]
        saved = load_game(path)
        assert [(s.player, s.box) for s in saved.game.history] == [(0, "chance")]
        assert stream.isActive()
        qtbot.waitUntil(lambda: toggles[0] >= scored_at + 3, timeout=2000)
        # Writes keep coming while the stream goes on: each replaces the file (a new inode, a new time). The
        # holds themselves are no witness: the toggles repeat every 10 steps (200 ms at 20 ms),
        # the autosave's own period, so two saves may well hold the same dice.
        def written() -> tuple[int, int]:
            status = path.stat()
            return status.st_ino, status.st_mtime_ns

        first_file = written()
        qtbot.waitUntil(lambda: written() != first_file, timeout=2000)
        assert stream.isActive()
    finally:
        stream.stop()
    assert toggles[0] > 5


def test_a_scoring_is_written_on_the_next_turn_of_the_event_loop(qtbot: QtBot) -> None:
    """A scoring does not wait even the gathering delay: a kill loses at most the action in hand."""
    controller = GameController()
    assert controller.new_game("yacht", (Seat("Ann"), Seat("Bob")), rng=random.Random(3))
    path = controller.save_path
    assert path is not None
    assert controller.roll()
    controller.set_dice_busy(False)
    assert controller.score("chance")
    assert controller._save_timer.isActive()
    assert controller._save_timer.remainingTime() == 0
    qtbot.waitUntil(lambda: not controller._save_timer.isActive(), timeout=1000)
    assert [(s.player, s.box) for s in load_game(path).game.history] == [(0, "chance")]
