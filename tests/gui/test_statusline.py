"""The status bar: a long message never runs into the learning progress nor off the window's edge,
and the Open folder button keeps its size (issue 22)."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, start

LONG = ("The game history could not be written: the folder /home/family/.local/share/yachtgui is on a "
        "disk that is full or read-only. Free some room or choose another folder, then install on")


def on_window(window: MainWindow, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def test_a_long_message_and_the_learning_progress_never_overlap(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    view = window.computer_view
    view.show_progress("Yatzy", 1)
    window.statusBar().showMessage(LONG, 15000)
    teaching = view.strategy_label
    qtbot.waitUntil(lambda: teaching.isVisible() and teaching.width() > 1)
    bar = window.statusBar()
    assert bar.currentMessage() == LONG  # the whole text is kept
    label = bar.findChild(QLabel, "statusMessage")
    assert label is not None, "the message is painted over the bar, not laid out in it"
    qtbot.waitUntil(lambda: label.isVisible() and label.geometry().right() < teaching.geometry().left())
    shown = label.fontMetrics().horizontalAdvance(QLabel.text(label))  # what is painted
    assert shown <= label.contentsRect().width()  # the painted text stays in its own room
    assert QLabel.text(label).endswith("…")
    assert label.toolTip() == LONG
    assert LONG in (label.accessibleName(), label.accessibleDescription())
    assert teaching.width() >= teaching.sizeHint().width()  # the progress text is whole
    assert on_window(window, view.strategy_progress).right() <= window.width()


@pytest.mark.parametrize(("width", "long_name"), [(1366, True), (1920, False)])
def test_the_open_folder_button_keeps_its_size(window: MainWindow, player: Player, qtbot: QtBot,
                                               tmp_path: Path, width: int, long_name: bool) -> None:
    window.resize(width, 700)
    start(window, "yacht", ["Ann"])
    player.roll()
    folder = tmp_path / ("a folder with a very long name " * 4).strip() if long_name else tmp_path
    folder.mkdir(exist_ok=True)
    assert window.files.save_to(folder / "family")
    button = window.findChild(QPushButton, "openFolderButton")
    assert button is not None
    qtbot.waitUntil(button.isVisible)
    qtbot.waitUntil(lambda: button.width() > 1)
    assert button.width() <= button.sizeHint().width() + 8  # was stretched to 600 px
    label = window.findChild(QLabel, "savedFileLabel")
    assert label is not None
    assert on_window(window, label).right() < on_window(window, button).left()
    assert on_window(window, button).right() <= window.width()


@pytest.mark.parametrize("size", [(1366, 700), (3840, 2100)])
def test_the_texts_side_by_side_keep_a_gap_and_never_read_as_one(
        window: MainWindow, qtbot: QtBot, size: tuple[int, int]) -> None:
    """At 4K "Ann rolled 4, 6, 5; 1 roll left.Teaching the computer Yatzy… 37 %" read as one sentence:
    each text laid beside another keeps two letters' room before it, at every scale."""
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.senses.ensure()
    narration = window.findChild(QLabel, "narrationLabel")
    assert narration is not None
    narration.setText("Ann rolled 4, 6, 5, 6, 5; kept 1, 3; 1 roll left.")
    narration.show()
    window.computer_view.show_progress("Yatzy", 37)
    window.statusBar().showMessage("Saved and ready.", 15000)
    teaching = window.computer_view.strategy_label
    qtbot.waitUntil(lambda: teaching.isVisible() and teaching.width() > 1)
    bar = window.statusBar()
    shown = sorted((w for w in bar.findChildren(QLabel) if w.isVisible() and w.text().strip()),
                   key=lambda w: w.geometry().left())
    assert len(shown) >= 3
    letter = bar.fontMetrics().averageCharWidth()
    for before, after in pairwise(shown):
        text_end = before.geometry().left() + before.contentsRect().left() \
            + before.fontMetrics().horizontalAdvance(QLabel.text(before))
        if before.alignment() & Qt.AlignmentFlag.AlignRight:
            text_end = before.geometry().right()
        text_start = after.geometry().left() + after.contentsRect().left()
        assert text_start - text_end >= 1.5 * letter, (before.text(), after.text())
