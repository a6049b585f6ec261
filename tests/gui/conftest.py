"""Shared fixtures for the GUI tests: a main window without animation, scripted dice, play helpers.

The helpers drive the app only the way a player does: clicks on ``rollButton``,
dice and score cells, and keys. They wait with ``qtbot.waitUntil``, never sleep.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController
from yachtgui.app.settings import Settings
from yachtgui.models.scorecard import PREVIEW_ROLE, SCORE_COLUMN, VALUE_ROLE, RowKind, ScorecardModel
from yachtgui.persistence import Seat
from yachtgui.widgets.dialogs.newgame import NewGameSetup
from yachtgui.widgets.pad.scorecard import ScorecardView
from yachtgui.widgets.table.dice import DieWidget
from yachtgui.widgets.window.mainwindow import MainWindow

# The app makes its language the default locale at start (yachtgui.i18n.install_translators);
# the tests speak English (tests/conftest.py), so numbers read "4.1" on any machine.
QLocale.setDefault(QLocale(QLocale.Language.English))


class ScriptedDice:
    """A random source: the scripted faces first, then (optionally) a seeded random stream.

    ``strict=True`` fails the test when the script runs out instead.
    """

    def __init__(self, values: Iterable[int] = (), seed: int = 0, strict: bool = False) -> None:
        self.values = list(values)
        self.calls = 0
        self._fallback = random.Random(seed)
        self._strict = strict

    def push(self, *values: int) -> None:
        """Script more faces."""
        self.values.extend(values)

    def randint(self, a: int, b: int) -> int:
        self.calls += 1
        if self.values:
            return self.values.pop(0)
        if self._strict:
            raise AssertionError("the scripted dice ran out")
        return self._fallback.randint(a, b)


class Player:
    """Plays through the window like a person: ``roll()``, ``hold(i)``, ``score(box)``; keys or mouse."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window

    @property
    def controller(self) -> GameController:
        return self.window.controller

    def settle(self) -> None:
        """Wait until the dice lie still (the tray's finished signal reached the controller)."""
        self.qtbot.waitUntil(lambda: not self.controller.dice_busy, timeout=3000)

    def roll_button(self) -> QPushButton:
        button = self.window.findChild(QPushButton, "rollButton")
        assert button is not None
        return button

    def roll(self, by_key: bool = False) -> None:
        game = self.controller.game
        assert game is not None
        before = game.rolls_left
        if by_key:
            self.qtbot.keyClick(self.window, Qt.Key.Key_Space)
        else:
            self.qtbot.mouseClick(self.roll_button(), Qt.MouseButton.LeftButton)
        assert game.rolls_left == before - 1, "the roll did not happen"
        self.settle()

    def die(self, position: int) -> DieWidget:
        die = self.window.findChild(DieWidget, f"die{position}")
        assert die is not None
        return die

    def hold(self, position: int, by_key: bool = False) -> None:
        """Toggle die ``position`` by a click on it, or by its number key."""
        if by_key:
            self.qtbot.keyClick(self.window, Qt.Key(Qt.Key.Key_1 + position))
        else:
            die = self.die(position)
            self.qtbot.mouseClick(die, Qt.MouseButton.LeftButton, pos=die.rect().center())

    def view(self, player: int) -> ScorecardView:
        view = self.window.findChild(ScorecardView, f"scorecard{player}")
        assert view is not None
        return view

    def model(self, player: int) -> ScorecardModel:
        model = self.view(player).scorecard  # the sheet whose score column the card shows
        assert isinstance(model, ScorecardModel)
        return model

    def click_box(self, player: int, box: str) -> None:
        view = self.view(player)
        index = view.box_index(box)
        view.scrollTo(index)
        center: QPoint = view.visualRect(index).center()
        self.qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=center)

    def key_to_box(self, player: int, box: str) -> None:
        """Move the keyboard cursor on ``player``'s card to ``box`` with Up/Down, then press Enter."""
        view = self.view(player)
        view.setFocus(Qt.FocusReason.TabFocusReason)
        self.qtbot.waitUntil(view.hasFocus, timeout=2000)
        target = view.box_index(box).row()
        for _ in range(60):
            row = view.currentIndex().row()
            if row == target:
                break
            key = Qt.Key.Key_Down if row < target else Qt.Key.Key_Up
            self.qtbot.keyClick(view, key)
        assert view.currentIndex().row() == target
        self.qtbot.keyClick(view, Qt.Key.Key_Return)

    def shown_previews(self, player: int) -> dict[str, int]:
        """The previews the current player's card shows: box id -> value."""
        model = self.model(player)
        shown = {}
        for row in range(model.rowCount()):
            index = model.index(row, SCORE_COLUMN)
            if index.data(PREVIEW_ROLE):
                shown[index.data(Qt.ItemDataRole.UserRole)] = int(index.data(Qt.ItemDataRole.DisplayRole))
        return shown

    def shown_total(self, player: int, kind: RowKind) -> str:
        model = self.model(player)
        return str(model.index(model.row_of_kind(kind), SCORE_COLUMN).data(Qt.ItemDataRole.DisplayRole))

    def shown_value(self, player: int, kind: RowKind) -> int | None:
        model = self.model(player)
        value = model.index(model.row_of_kind(kind), SCORE_COLUMN).data(VALUE_ROLE)
        return None if value is None else int(value)


@pytest.fixture
def settings() -> Settings:
    """Settings in the test's private config folder (tests/conftest.py sets YACHTGUI_CONFIG_DIR).

    Computer players play without pauses ("instant"): tests wait for signals, never for time.
    """
    settings = Settings()
    settings.set("computer_speed", "instant")
    return settings


@pytest.fixture
def dice() -> ScriptedDice:
    """Scripted dice that fall back to a seeded stream once the script is used up."""
    return ScriptedDice()


@pytest.fixture
def window(qtbot: QtBot, settings: Settings, dice: ScriptedDice) -> Iterator[MainWindow]:
    """A shown, active main window with animation off; its games draw from ``dice``.

    Computers start at once after a person's score (no undo grace); tests of that rule set it.
    """
    win = MainWindow(GameController(), settings, rng=dice)
    win.set_session_animation(False)
    win.computer.driver.set_undo_grace_ms(0)  # tests of the undo grace set their own
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=2000)
    yield win
    for dialog in (win.dialogs.game_over_dialog,):
        if dialog is not None:
            dialog.close()


@pytest.fixture
def player(qtbot: QtBot, window: MainWindow) -> Player:
    """Play through ``window`` with clicks and keys."""
    return Player(qtbot, window)


def start(window: MainWindow, variant: str, names: Iterable[str], first_player: int = 0) -> None:
    """Start a game in ``window`` as the new-game dialog would.

    A name written ``cpu:NAME:LEVEL`` (as on the command line) seats a computer player.
    """
    seats = tuple(Seat(*name.split(":")[1:]) if name.startswith("cpu:") else Seat(name) for name in names)
    assert window.dialogs.start_game(NewGameSetup(variant, seats, first_player))


def kismet_then_roll_again(window: MainWindow, player: Player) -> None:
    """A Kismet game of Ann and Bob: Ann scores Kismet, Bob Yarborough, Ann rolls again.

    The dice come from what the test pushed: five alike first, then Bob's roll, then
    Ann's second roll (five alike again for a Second Kismet).
    """
    start(window, "kismet", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "kismet")
    player.roll()
    player.click_box(1, "yarborough")
    player.roll()


def wait_for_person(qtbot: QtBot, window: MainWindow, timeout: int = 20000) -> None:
    """Wait until a person's turn has begun (computers done) or the game is over."""
    def ready() -> bool:
        game = window.controller.game
        assert game is not None
        if game.is_over:
            return True
        return not window.controller.computer_to_play and not window.controller.dice_busy

    qtbot.waitUntil(ready, timeout=timeout)


def game_over_shown(window: MainWindow) -> bool:
    """Whether the game-over dialog is open."""
    dialog = window.dialogs.game_over_dialog
    return dialog is not None and dialog.isVisible()


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The app speaking ``request.param`` ("en", "de", "sv") for one test, English again after it:
    ``@pytest.mark.parametrize("language", ["de", "sv"], indirect=True)`` (how words fit)."""
    from yachtgui.i18n import install_translators

    before = QLocale()
    translators = install_translators(qapp, request.param)
    yield request.param
    for translator in translators:
        qapp.removeTranslator(translator)
    QLocale.setDefault(before)
