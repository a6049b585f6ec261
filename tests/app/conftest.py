"""The app layer without a window: a controller whose dice settle as a tray would let them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from yachtgui.app.controller import GameController


def settling(c: GameController) -> GameController:
    """``c``, whose rolled dice settle on the next turn of the event loop (as a tray lets them)."""
    c.diceRolled.connect(lambda *_args: QTimer.singleShot(0, lambda: c.set_dice_busy(False)))
    return c


@pytest.fixture
def controller(qapp: QApplication) -> Iterator[GameController]:
    """A controller (no autosave) whose rolled dice settle."""
    c = settling(GameController(autosave=False))
    yield c
    driver = c.turn_driver
    if driver is not None:
        driver.stop()


@pytest.fixture
def keeping_controller(qapp: QApplication) -> GameController:
    """A controller that keeps its unfinished games on disk (the test's private data folder)."""
    return settling(GameController())
