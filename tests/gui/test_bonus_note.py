"""The bonus row says what remains ("63 to go") in every column width, never a bare "-63" that
reads as a penalty (issue 22, item 8)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from yachtgui.models.scorecard import RowKind
from yachtgui.widgets.pad.scorecard import narrow_column_width, short_note
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player
from .test_fit import fitted


def test_a_narrow_column_says_63_to_go_whole(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    fitted(qtbot, window, (1024, 700), "kismet", 10)
    view = player.view(9)
    model = player.model(9)
    assert view.columnWidth(0) < 80  # narrow: ten players on a small laptop
    cell = view.visualRect(view.model().index(model.row_of_kind(RowKind.BONUS), 0))  # the card's one column
    note = short_note(63, QFontMetrics(view.font()), cell.width())
    assert note == "63 to go"
    from yachtgui.widgets.pad.scorecard import bonus_note_font

    font, flags = bonus_note_font(note, view.font(), cell.adjusted(3, 0, -7, 0))
    metrics = QFontMetrics(font)
    shown = metrics.boundingRect(QRect(0, 0, cell.width() - 10, 10000), int(flags), note)
    assert shown.width() <= cell.width() - 10
    assert shown.height() <= cell.height()
    assert font.pointSizeF() >= 6.0


def test_even_the_narrowest_column_keeps_the_words(window: MainWindow) -> None:
    font = window.font()
    width = narrow_column_width(font)
    assert "to go" in short_note(63, QFontMetrics(font), width)
