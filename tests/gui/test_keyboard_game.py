"""Whole games played with the keyboard alone: key events where the keyboard focus is, no clicks, no calls.

A person with no mouse sets up each variant's game in the New Game dialog (Ctrl+N, the dialog's
Alt keys, Tab, arrows, typing), rolls with Space, holds and releases with 1-5, asks for a hint (H)
and closes it (Escape), takes a score back (Ctrl+Z), chooses every box on the card with the arrows
and Enter, and closes the game-over ranking with the keyboard. Each key goes to the widget that
has the keyboard focus (or, for a window shortcut, to the window), as a keyboard would send it; the
test only reads the game to decide which key to press.
"""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QMenu,
    QRadioButton,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui.game import Game
from yachtgui.widgets.dialogs.newgame import NewGameDialog
from yachtgui.widgets.pad.scorecard import ScorecardView
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import game_over_shown

M = Qt.KeyboardModifier
K = Qt.Key


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "the keyboard focus was lost"
    return widget


def press(qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = M.NoModifier) -> None:
    """One key, sent where the keyboard focus is."""
    qtbot.keyClick(focus(), key, modifier)


def type_text(qtbot: QtBot, text: str) -> None:
    press(qtbot, K.Key_A, M.ControlModifier)
    qtbot.keyClicks(focus(), text)


def set_up(window: MainWindow, qtbot: QtBot, variant: str, seats: list[tuple[str, str]],
           roll_off: bool) -> None:
    """The New Game dialog by keys alone: seats are (name, kind text as the seat's list shows it)."""
    press(qtbot, K.Key_N, M.ControlModifier)
    dialog = window.dialogs.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    # Alt+G: the chosen game; the arrows walk the games (all of them, each reached)
    press(qtbot, K.Key_G, M.AltModifier)
    assert isinstance(focus(), QRadioButton)
    reached = {focus().objectName()}
    for key in (K.Key_Down, K.Key_Right, K.Key_Up, K.Key_Left) * 3:
        for _ in range(3):
            press(qtbot, key)
            reached.add(focus().objectName())
    assert {f"variant_{v}" for v in ("kismet", "yacht", "yatzy", "worldwide", "yahtzee")} <= reached
    target = dialog.findChild(QRadioButton, f"variant_{variant}")
    assert target is not None
    for _ in range(12):  # the arrow toward the game wanted, as the eye finds it in the two columns
        here, there = focus().mapToGlobal(focus().rect().center()), target.mapToGlobal(target.rect().center())
        if focus() is target:
            break
        if abs(here.y() - there.y()) > 4:
            press(qtbot, K.Key_Down if there.y() > here.y() else K.Key_Up)
        else:
            press(qtbot, K.Key_Right if there.x() > here.x() else K.Key_Left)
    chosen = focus()
    assert chosen.objectName() == f"variant_{variant}"
    assert isinstance(chosen, QRadioButton)
    assert chosen.isChecked()
    # Alt+N: how many; first one more than needed, then remove that player again
    press(qtbot, K.Key_N, M.AltModifier)
    assert isinstance(focus(), QSpinBox)
    type_text(qtbot, str(len(seats) + 1))
    extra = dialog.findChild(QLineEdit, f"playerName{len(seats)}")
    assert extra is not None
    assert extra.isVisible()
    press(qtbot, K.Key_Down)  # Down lowers the count: the extra seat goes
    assert not extra.isVisible()
    assert dialog.findChild(QLineEdit, f"playerName{len(seats) - 1}").isVisible()
    # Tab through the seats: name, kind, real dice
    for number, (name, kind) in enumerate(seats):
        press(qtbot, K.Key_Tab)
        assert focus().objectName() == f"playerName{number}"
        type_text(qtbot, name)
        press(qtbot, K.Key_Tab)
        combo = focus()
        assert isinstance(combo, QComboBox)
        assert combo.objectName() == f"playerKind{number}"
        press(qtbot, K.Key_Home)
        for _ in range(combo.count()):
            if combo.currentText() == kind:
                break
            press(qtbot, K.Key_Down)
        assert combo.currentText() == kind
        if not kind.startswith("Computer"):  # a computer rolls no real dice: its box is greyed, no stop
            press(qtbot, K.Key_Tab)
            assert focus().objectName() == f"playerRealDice{number}"
    # Alt+W: who starts
    press(qtbot, K.Key_W, M.AltModifier)
    press(qtbot, K.Key_Up if roll_off else K.Key_Down)
    assert focus().objectName() == ("rollOffRadio" if roll_off else "seatingRadio")
    press(qtbot, K.Key_Return)  # Enter: Start
    if roll_off:
        qtbot.waitUntil(lambda: focus().objectName() == "playButton", timeout=3000)
        press(qtbot, K.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    game = window.controller.game
    assert game is not None
    assert game.variant.id == variant
    assert sorted(game.players) == sorted(name for name, _ in seats)


def tab_stops(top: QWidget) -> set[QWidget]:
    """The controls of ``top`` that Tab should reach: shown, enabled, taking the focus by Tab; of a
    group of radio buttons the chosen one (the arrows choose among them), of a spin box the box."""
    def stop(w: QWidget) -> bool:
        if not (w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus):
            return False
        if w.window() is not top or isinstance(w, QMenu):
            return False
        if isinstance(w.parentWidget(), QAbstractSpinBox) or w.focusProxy() is not None:
            return False  # the spin box's own line edit; a tab widget's (its tab bar takes the focus)
        return not (isinstance(w, QRadioButton) and w.autoExclusive() and not w.isChecked())

    return {w for w in top.findChildren(QWidget) if stop(w)}


def wait_turn(window: MainWindow, qtbot: QtBot) -> Game:
    """Wait until a person's turn has begun (computers done) or the game is over."""
    def ready() -> bool:
        game = window.controller.game
        assert game is not None
        return game.is_over or (not window.controller.computer_to_play and not window.controller.dice_busy)

    qtbot.waitUntil(ready, timeout=30000)
    game = window.controller.game
    assert game is not None
    return game


def card(window: MainWindow, seat: int) -> ScorecardView:
    view = window.findChild(ScorecardView, f"scorecard{seat}")
    assert view is not None
    return view


def roll(window: MainWindow, qtbot: QtBot, game: Game) -> None:
    before = game.rolls_left
    press(qtbot, K.Key_Space)
    assert game.rolls_left == before - 1, f"Space did not roll (focus on {focus()!r})"
    qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)


def hold_for_most(window: MainWindow, qtbot: QtBot, game: Game) -> None:
    """Hold the dice of the most common face (and release the others) with the number keys."""
    face, _count = Counter(game.dice).most_common(1)[0]
    for position, value in enumerate(game.dice):
        want = value == face
        if (position in window.controller.holds) != want:
            press(qtbot, Qt.Key(K.Key_1 + position))
            assert (position in window.controller.holds) == want, "a number key did not hold the die"


def score_by_keys(window: MainWindow, qtbot: QtBot, game: Game, box: str) -> None:
    """Move the cursor of the card that has the keyboard to ``box`` with Up/Down; Enter writes it."""
    seat = game.current_player
    assert seat is not None
    view = card(window, seat)
    qtbot.waitUntil(view.hasFocus, timeout=3000)
    target = view.box_index(box).row()
    for _ in range(60):
        row = view.currentIndex().row()
        if row == target:
            break
        press(qtbot, K.Key_Down if row < target else K.Key_Up)
    assert view.currentIndex().row() == target
    press(qtbot, K.Key_Return)
    if game.scorecard(seat)[box] is None and game.current_player == seat:
        # each score confirmed (a child plays): the box is marked "again?", Enter again writes it
        assert "press Enter" in window.statusBar().currentMessage()
        press(qtbot, K.Key_Return)
    assert game.scorecard(seat)[box] is not None


def best_box(game: Game) -> str:
    legal = game.legal_boxes()
    return max(legal, key=lambda box: (legal[box], box))


GAMES = [
    ("kismet", [("Ann", "Person"), ("Bob", "Person")], True),
    ("yacht", [("Ann", "Person"), ("Marvin", "Computer · Easy")], False),
    ("yatzy", [("Ann", "Child"), ("Bob", "Person"), ("Marvin", "Computer · Medium")], True),
    ("worldwide", [("Ann", "Person")], False),
    ("yahtzee", [("Ann", "Person"), ("Marvin", "Computer · Hard")], False),
]


@pytest.mark.parametrize(("variant", "seats", "roll_off"), GAMES, ids=[g[0] for g in GAMES])
def test_a_whole_game_by_keyboard_alone(window: MainWindow, qtbot: QtBot, variant: str,
                                        seats: list[tuple[str, str]], roll_off: bool) -> None:
    window.settings.set("confirm_scores", False)
    qtbot.waitUntil(lambda: window.menus.built, timeout=3000)
    set_up(window, qtbot, variant, seats, roll_off)
    hinted = undone = False
    turns = 0
    while True:
        game = wait_turn(window, qtbot)
        if game.is_over:
            break
        turns += 1
        seat = game.current_player
        assert seat is not None
        qtbot.waitUntil(card(window, seat).hasFocus, timeout=3000)  # each turn starts on the card
        roll(window, qtbot, game)
        if not hinted:
            for position in range(5):  # each die held and released again by its number
                for held in (True, False):
                    press(qtbot, Qt.Key(K.Key_1 + position))
                    assert (position in window.controller.holds) == held
            press(qtbot, K.Key_H)
            advice = window.overlays.advice
            qtbot.waitUntil(advice.isVisible, timeout=10000)
            press(qtbot, K.Key_Escape)
            assert not advice.isVisible()
            hinted = True
        while game.rolls_left and max(Counter(game.dice).values()) < 5 and turns % 3:
            hold_for_most(window, qtbot, game)
            roll(window, qtbot, game)
        box = best_box(game)
        score_by_keys(window, qtbot, game, box)
        if not undone and game.scorecard(seat)[box] is not None and window.controller.can_undo:
            press(qtbot, K.Key_Z, M.ControlModifier)
            assert game.scorecard(seat)[box] is None
            undone = True
            score_by_keys(window, qtbot, game, box)  # the cursor waits on the box taken back
    assert hinted
    assert undone
    qtbot.waitUntil(lambda: game_over_shown(window), timeout=5000)
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    assert dialog.isAncestorOf(focus())
    stops = tab_stops(dialog)
    reached: set[QWidget] = set()
    for _ in range(3 * len(stops) + 10):  # Tab reaches each of the ranking's controls and stays in it
        press(qtbot, K.Key_Tab)
        assert dialog.isAncestorOf(focus()), f"Tab left the dialog for {focus()!r}"
        reached.add(focus())
    assert not stops - reached, f"Tab never reached {stops - reached}"
    press(qtbot, K.Key_Escape)
    qtbot.waitUntil(lambda: not game_over_shown(window), timeout=3000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    press(qtbot, K.Key_N, M.ControlModifier)  # and on to the next game
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), NewGameDialog), timeout=3000)
    press(qtbot, K.Key_Escape)


def test_space_presses_the_focused_button_and_rolls_only_from_the_roll_button_the_card_or_the_table(
        window: MainWindow, qtbot: QtBot) -> None:
    """A screen reader says "Hint, button: press Space to activate": Space on a focused button of the
    table presses that button, it does not roll the dice (a roll that cannot be taken back)."""
    from PySide6.QtWidgets import QAbstractButton

    from yachtgui.widgets.table.dice import DieWidget

    window.settings.set("confirm_scores", False)
    qtbot.waitUntil(lambda: window.menus.built, timeout=3000)
    set_up(window, qtbot, "yacht", [("Ann", "Person"), ("Bob", "Person")], False)
    game = window.controller.game
    assert game is not None
    qtbot.waitUntil(card(window, 0).hasFocus, timeout=3000)
    roll(window, qtbot, game)
    press(qtbot, K.Key_H)  # the advice and its close button are on the table too
    qtbot.waitUntil(window.overlays.advice.isVisible, timeout=10000)
    pressed: list[str] = []
    buttons = [b for b in window.findChildren(QAbstractButton)
               if b.isVisible() and b.isEnabled() and b.focusPolicy() & Qt.FocusPolicy.TabFocus
               and b is not window.roll_button and not isinstance(b, DieWidget)]
    assert {"hintButton", "adviceClose"} <= {b.objectName() for b in buttons}
    for button in buttons:
        if not button.isVisible():
            continue  # an earlier button closed its panel
        name = button.objectName()
        button.clicked.connect(partial(pressed.append, name))
        button.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(button.hasFocus, timeout=2000)
        before = game.rolls_left
        press(qtbot, K.Key_Space)
        assert game.rolls_left == before, f"Space on {button.objectName()} rolled the dice"
        assert button.objectName() in pressed, f"Space did not press {button.objectName()}"
