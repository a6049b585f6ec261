"""Errors in background work (loading a table, a computer's turn) reach the window as words.

In a broken installation NumPy's libraries may fail to load ("ELF load command
address/offset not page-aligned" was the stripped bundle's): the computer seat must not
sit at "about to roll" forever while the error goes to stderr only.
"""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from yachtgui.ai import ComputerPlayer, Strategy
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, start

BROKEN_LIBRARY = "libscipy_openblas64_.so: ELF load command address/offset not page-aligned"


def cannot_load(*_args: object) -> None:
    raise ImportError(BROKEN_LIBRARY)


def crash(*_args: object, **_kwargs: object) -> None:
    raise RuntimeError("the arithmetic broke")


def test_tables_that_cannot_be_loaded_tell_the_window_and_hand_the_seat_to_the_people(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Strategy, "cached", staticmethod(cannot_load))
    with qtbot.waitSignal(window.computer.driver.failed, timeout=5000):
        start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    assert not window.computer.driver.active  # not stuck "about to roll"
    shown = window.statusBar().currentMessage()
    assert "ELF load command" in shown
    assert "played by hand" in shown
    assert window.controller.turn_driver is None


def test_a_hint_whose_table_cannot_be_loaded_says_why_instead_of_waiting(
    qtbot: QtBot, window: MainWindow, player: Player, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    monkeypatch.setattr(Strategy, "cached", staticmethod(cannot_load))
    with qtbot.waitSignal(window.computer.loader.failed, timeout=5000):
        window.show_hint()
    assert "could not learn this game" in window.statusBar().currentMessage()
    assert BROKEN_LIBRARY in window.statusBar().currentMessage()
    assert window.overlays.advice.hint_lines == ()


def test_a_computer_decision_that_crashes_reaches_the_window(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ComputerPlayer, "decide", crash)
    with qtbot.waitSignal(window.computer.driver.failed, timeout=10_000) as failed:
        start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    assert "the arithmetic broke" in failed.args[0]
    assert not window.computer.driver.active
    assert "the arithmetic broke" in window.statusBar().currentMessage()


def test_a_variant_too_large_to_learn_hands_the_seat_to_the_people_with_words(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A save's own 20-box variant: refused before building (it took hours at 4+ GB), never a hang."""
    from yachtgui.persistence import Seat
    from yachtgui.rules import VARIANTS
    from yachtgui.rules.variant import Box
    from yachtgui.rules.vocabulary import Anything, TotalSum

    yatzy = VARIANTS["yatzy"]
    extras = tuple(Box(f"extra{n}", f"Extra {n}", Anything(), TotalSum(), "") for n in range(5))
    twenty = yatzy.replace(id="house-twenty", name="Twenty", boxes=(*yatzy.boxes, *extras))
    with qtbot.waitSignal(window.computer.driver.failed, timeout=5000) as failed:
        assert window.controller.new_game(twenty, [Seat("Hal", "hard"), Seat("Ann")])
    assert "too large for the computer to learn" in failed.args[0]
    assert window.computer.loader.building is None  # nothing is being built
    shown = window.statusBar().currentMessage()
    assert "too large for the computer to learn" in shown
    assert "played by hand" in shown
    assert window.controller.turn_driver is None
