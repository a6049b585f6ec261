"""Large text keeps the window usable at 1366x768; the Preferences group for sound and text."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QCheckBox, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController, NewGameSetup
from yachtgui.app.settings import Settings
from yachtgui.persistence import Seat
from yachtgui.widgets.senses.access import LARGE_TEXT_SCALE, apply_large_text
from yachtgui.widgets.window.mainwindow import MainWindow


@pytest.fixture
def large_text(qapp: QApplication) -> Iterator[None]:
    """The application font in large-text mode for one test (then as it was)."""
    font = qapp.font()
    apply_large_text(qapp, True)
    yield
    qapp.setFont(font)
    qapp.setProperty("yachtgui_large_text", None)


def test_large_text_makes_the_font_larger_once(qapp: QApplication, large_text: None) -> None:
    size = qapp.font().pointSizeF()
    apply_large_text(qapp, True)  # a second call changes nothing
    assert qapp.font().pointSizeF() == size


def _inside(widget: QWidget, window: QWidget) -> bool:
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return widget.isVisible() and window.rect().contains(QRect(top_left, widget.size()))


@pytest.mark.parametrize("players", [2, 4])
def test_large_text_fits_1366_by_768_with_real_dice(qtbot: QtBot, settings: Settings, large_text: None,
                                                    players: int) -> None:
    base = QApplication.font().pointSizeF()
    window = MainWindow(GameController(autosave=False), settings)
    qtbot.addWidget(window)
    window.resize(1366, 740)  # the screen less a title bar
    window.show()
    qtbot.waitExposed(window)
    seats = tuple(Seat(name, real_dice=True) for name in ("Ann", "Bob", "Cyd", "Dee")[:players])
    assert window.dialogs.start_game(NewGameSetup("kismet", seats))
    qtbot.waitUntil(lambda: window.table_mode.panel.isVisible(), timeout=2000)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1366
    assert hint.height() <= 740
    assert window.width() <= 1366
    assert window.height() <= 740
    for widget in (window.turn_label, window.tray, window.roll_button, window.table_mode.panel.entry,
                   window.pad):
        assert _inside(widget, window), widget.objectName()
    assert window.tray.dice()[0].width() >= 64
    assert window.table_mode.panel.entry.font().pointSizeF() > base  # the text is large too


def test_the_preferences_offer_sound_volume_and_large_text(qtbot: QtBot, window: MainWindow,
                                                          settings: Settings) -> None:
    window.dialogs.show_preferences()
    dialog = window.dialogs.preferences_dialog
    large = dialog.findChild(QCheckBox, "largeTextCheck")
    assert "next start" in large.text()
    large.setChecked(True)
    dialog.accept()
    assert settings.get("large_text") is True
    assert LARGE_TEXT_SCALE > 1
