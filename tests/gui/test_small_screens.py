"""Windows opened from the menus fit a 1024x600 netbook screen (found on screenshots under Xvfb).

House Rules (620x640), Statistics (1000x600), the Licences (860x600) and How to play (720x760)
were made at a fixed size taller than such a screen leaves for a window (600 less a top bar and the
title bar): the editor's Save and Close, the statistics' lower edge and the licences' and the rules'
Close were below the screen's edge.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QStyle, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.widgets.scaling import DialogScale

#: What a 1024x600 screen with a 30 px top bar leaves for a dialog (DialogScale.room).
NETBOOK_ROOM = QSize(1004, 530)


def _editor(tmp_path: Path) -> QDialog:
    from yachtgui.widgets.dialogs.varianteditor import VariantEditor

    return VariantEditor(None, folder=tmp_path)


def _statistics(tmp_path: Path) -> QDialog:
    from yachtgui.widgets.review.stats import StatisticsWindow

    del tmp_path
    return StatisticsWindow(None)


def _licences(tmp_path: Path) -> QDialog:
    from yachtgui.widgets.dialogs.about import LicencesDialog

    del tmp_path
    return LicencesDialog(None)


def _rules(tmp_path: Path) -> QDialog:
    from yachtgui.widgets.dialogs.help import _build_rules_dialog

    del tmp_path
    return _build_rules_dialog(None)


MAKERS = pytest.mark.parametrize("make", [_editor, _statistics, _licences, _rules],
                                 ids=["editor", "statistics", "licences", "rules"])


@MAKERS
def test_the_window_fits_a_netbook_screen_buttons_and_all(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, make: Callable[[Path], QDialog]
) -> None:
    monkeypatch.setattr(DialogScale, "room", lambda _self: NETBOOK_ROOM)
    dialog = make(tmp_path)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= NETBOOK_ROOM.height()
    assert dialog.width() <= NETBOOK_ROOM.width()
    for button in dialog.findChildren(QPushButton):
        if button.isVisible():
            assert button.mapTo(dialog, QPoint(0, button.height())).y() <= dialog.height(), button.text()


@MAKERS
def test_on_a_usual_screen_the_window_keeps_its_size(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, make: Callable[[Path], QDialog]
) -> None:
    monkeypatch.setattr(DialogScale, "room", lambda _self: QSize(1900, 1000))
    dialog = make(tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.height() >= 600


@pytest.mark.parametrize("language", ["en", "de", "sv"], indirect=True)
def test_every_heading_of_the_player_table_shows_whole(qtbot: QtBot, language: str) -> None:
    """German in the 1000 px window: the figures' columns were stretched to one width, and
    "Verschenkt" (given up) showed as "/erschenkt"; the room is shared after each gets its heading."""
    from tests.gui.test_history import recorded_family
    from yachtgui.widgets.review.stats import StatisticsWindow

    recorded_family()
    window = StatisticsWindow(None)
    qtbot.addWidget(window)
    window.resize(1000, 600)
    window.show()
    qtbot.waitExposed(window)
    view = window.players_view
    qtbot.waitUntil(lambda: view.viewport().width() > 900)  # laid out in the window's width
    view.selectRow(0)  # a chosen row leaves the headings as they are (not bold, wider)
    header = view.horizontalHeader()
    assert not header.highlightSections()
    margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    for column in range(header.count()):
        heading = str(view.model().headerData(column, Qt.Orientation.Horizontal))
        words = header.fontMetrics().horizontalAdvance(heading) + 2 * margin
        assert header.sectionSize(column) >= words, (language, heading)
    sorted_by = header.sortIndicatorSection()  # that heading has its arrow too
    assert header.sectionSize(sorted_by) >= header.sectionSizeHint(sorted_by)
    used = sum(header.sectionSize(column) for column in range(header.count()))
    assert window.width() == 1000
    assert abs(used - view.viewport().width()) <= 1  # the table filled, and nothing to scroll sideways


# The tests' words are smaller than the app's: 440 and 480 high squeeze the card as 600 does the app's.
@pytest.mark.parametrize("size", [(1008, 440), (1008, 480), (1240, 780)])
def test_the_welcome_cards_kept_games_are_never_squeezed(qtbot: QtBot, size: tuple[int, int]) -> None:
    """At 1024x600 the card was taller than the table: its buttons were laid into each other and a
    kept game's names cut in half. It leaves out what it can do without instead."""
    from PySide6.QtCore import QRect

    from tests.gui.test_abandon_kept import window_with_three_kept_games

    window, _paths = window_with_three_kept_games(qtbot)
    window.resize(*size)
    card = window.overlays.welcome
    qtbot.waitUntil(lambda: card.isVisible() and card.height() <= window.tray.height())

    def on_card(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(card, QPoint()), widget.size())

    kept = card.continue_list
    shown = [button for button in kept.buttons if button.isVisible()]
    assert shown  # always the newest game at least
    parts = [*shown, card.start_button, card.open_button]
    for part in parts:
        assert part.height() >= part.minimumSizeHint().height(), part.objectName()
        assert card.rect().contains(on_card(part)), part.objectName()
    for first, second in itertools.pairwise(parts):
        assert not on_card(first).intersects(on_card(second)), (first.objectName(), second.objectName())
    more = card.findChild(QLabel, "moreKeptGames")
    if len(shown) < 3:  # the others are counted, not lost
        assert more is not None
        assert more.isVisible()
        assert str(3 - len(shown)) in more.text() or "1 more" in more.text()
    if size == (1240, 780):
        assert len(shown) == 3
