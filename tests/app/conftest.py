"""The app layer without a window: a controller whose dice settle as a tray would let them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from yachtgui.app.controller import GameController


@pytest.fixture
def controller(qapp: QApplication) -> Iterator[GameController]:
    """A controller (no autosave) whose rolled dice settle on the next turn of the event loop."""
    c = GameController(autosave=False)
    c.diceRolled.connect(lambda *_args: QTimer.singleShot(0, lambda: c.set_dice_busy(False)))
    yield c
    driver = c.turn_driver
    if driver is not None:
        driver.stop()
