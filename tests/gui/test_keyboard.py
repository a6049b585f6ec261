"""Playing without a mouse: where the keyboard focus goes, Tab stops, Enter, Ctrl+Z, held keys, Alt keys.

Regression tests for the playtest findings 1, 2, 3, 9 and 13.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui.widgets.dialogs.newgame import NewGameDialog
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, start
from .test_newgame import child, open_dialog, type_name


def tab_chain(window: QWidget) -> list[QWidget]:
    """The widgets Tab visits in ``window``, in order, starting after the window itself."""
    chain: list[QWidget] = []
    widget = window.nextInFocusChain()
    while widget is not window and len(chain) < 500:
        if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def key_event(kind: QEvent.Type, key: Qt.Key, stamp: int, repeat: bool = False) -> QKeyEvent:
    event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, " " if key == Qt.Key.Key_Space else "",
                      repeat)
    event.setTimestamp(stamp)
    return event


# --- the new-game dialog (finding 1) ----------------------------------------------------------


def test_enter_in_a_name_field_starts_the_game_and_keeps_the_names(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    child(dialog, QAbstractButton, "seatingRadio").click()
    edit = child(dialog, QLineEdit, "playerName1")
    type_name(qtbot, edit, "Grandpa")
    assert child(dialog, QAbstractButton, "startButton").isDefault()
    assert not child(dialog, QAbstractButton, "cancelButton").isDefault()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(edit, Qt.Key.Key_Return)
    game = window.controller.game
    assert game is not None
    assert game.players[1] == "Grandpa"


def test_enter_also_plays_after_the_roll_off(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    child(dialog, QAbstractButton, "rollOffRadio").click()
    qtbot.keyClick(child(dialog, QLineEdit, "playerName0"), Qt.Key.Key_Return)
    play = child(dialog, QAbstractButton, "playButton")
    qtbot.waitUntil(play.isVisible, timeout=2000)
    assert play.isDefault()
    with qtbot.waitSignal(dialog.accepted, timeout=2000):
        qtbot.keyClick(play, Qt.Key.Key_Return)
    assert window.controller.game is not None


def test_no_two_controls_of_the_dialog_share_an_alt_key(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    assert isinstance(dialog, NewGameDialog)
    texts = [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisible()]
    texts += [w.title() for w in dialog.findChildren(QGroupBox) if w.isVisible()]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.isVisible() and w.buddy() is not None]
    keys = [QKeySequence.mnemonic(text).toString() for text in texts]
    keys = [key for key in keys if key]
    assert len(keys) == len(set(keys)), keys
    assert "Alt+S" in keys  # Start keeps its key


# --- focus follows the turn (findings 2 and 3) --------------------------------------------------


def test_each_persons_turn_puts_the_keyboard_on_their_card(window: MainWindow, player: Player,
                                                           qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    qtbot.waitUntil(player.view(0).hasFocus, timeout=2000)
    player.roll(by_key=True)
    qtbot.keyClick(player.view(0), Qt.Key.Key_Return)  # the first open box: Ones
    game = window.controller.game
    assert game is not None
    assert game.scorecard(0)["ones"] is not None
    qtbot.waitUntil(player.view(1).hasFocus, timeout=2000)
    assert player.view(1).currentIndex() == player.view(1).box_index("ones")


def test_after_the_last_roll_the_keyboard_leaves_the_die_for_the_card(
    window: MainWindow, player: Player, qtbot: QtBot, dice: ScriptedDice
) -> None:
    dice.push(1, 2, 3, 4, 6, *[6] * 4, *[6] * 4)  # 1 2 3 4 6; then the 1 held and four sixes, twice
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    die = player.die(0)
    die.setFocus()
    qtbot.keyClick(die, Qt.Key.Key_Space)  # Space on a die holds it
    assert window.controller.holds == frozenset({0})
    player.roll(by_key=True)
    assert die.hasFocus()  # a roll is left: the player may still be choosing dice
    player.roll(by_key=True)
    view = player.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    for _ in range(5):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex() == view.box_index("sixes")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    game = window.controller.game
    assert game is not None
    assert game.scorecard(0)["sixes"] == 24


def test_after_undo_the_cursor_waits_on_the_undone_box(window: MainWindow, player: Player,
                                                       qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.key_to_box(0, "fours")
    game = window.controller.game
    assert game is not None
    qtbot.waitUntil(player.view(1).hasFocus, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.scorecard(0)["fours"] is None
    view = player.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    assert view.currentIndex() == view.box_index("fours")
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter at once scores the box again
    assert game.scorecard(0)["fours"] is not None
    assert game.current_player == 1


def test_only_the_current_card_is_a_tab_stop_and_the_pads_frames_are_none(window: MainWindow,
                                                                          player: Player) -> None:
    start(window, "kismet", ["Ann", "Bob", "Cyd"])
    chain = tab_chain(window)
    assert player.view(0) in chain
    assert player.view(1) not in chain
    assert player.view(2) not in chain
    assert not [w for w in chain if isinstance(w, QScrollArea)]
    assert chain.index(player.view(0)) <= chain.index(window.roll_button) + 2  # Roll, Hint, then the card


def test_enter_on_another_players_card_says_why_and_goes_back_to_the_turns_card(
    window: MainWindow, player: Player, qtbot: QtBot
) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    view = player.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # reading Bob's card is allowed ...
    assert player.view(1).hasFocus()
    qtbot.keyClick(player.view(1), Qt.Key.Key_Return)  # ... but scoring there is not
    message = window.statusBar().currentMessage()
    assert "Bob's card" in message
    assert "Ann's turn" in message
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    game = window.controller.game
    assert game is not None
    assert all(points is None for points in game.scorecard(1).values())
    assert all(points is None for points in game.scorecard(0).values())


# --- held keys (finding 9) ----------------------------------------------------------------------


def test_a_held_space_rolls_once_even_when_repeats_come_unmarked(window: MainWindow, player: Player) -> None:
    start(window, "yacht", ["Ann"])
    game = window.controller.game
    assert game is not None
    space = Qt.Key.Key_Space
    QApplication.sendEvent(window, key_event(QEvent.Type.KeyPress, space, 1000))
    player.settle()
    assert game.rolls_left == 2
    # Still held: Qt's marked repeat, then X's unmarked release + press pairs with one timestamp.
    QApplication.sendEvent(window, key_event(QEvent.Type.KeyPress, space, 1500, repeat=True))
    for stamp in (1540, 1580):
        QApplication.sendEvent(window, key_event(QEvent.Type.KeyRelease, space, stamp))
        QApplication.sendEvent(window, key_event(QEvent.Type.KeyPress, space, stamp))
        player.settle()
    assert game.rolls_left == 2
    QApplication.sendEvent(window, key_event(QEvent.Type.KeyRelease, space, 1700))
    QApplication.sendEvent(window, key_event(QEvent.Type.KeyPress, space, 1900))  # a new press rolls
    player.settle()
    assert game.rolls_left == 1


def test_a_held_enter_on_the_card_scores_once(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    view = player.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    QApplication.sendEvent(view, key_event(QEvent.Type.KeyPress, Qt.Key.Key_Return, 5000))
    game = window.controller.game
    assert game is not None
    assert game.current_player == 1
    player.roll()
    qtbot.waitUntil(player.view(1).hasFocus, timeout=2000)
    QApplication.sendEvent(player.view(1), key_event(QEvent.Type.KeyRelease, Qt.Key.Key_Return, 5600))
    QApplication.sendEvent(player.view(1), key_event(QEvent.Type.KeyPress, Qt.Key.Key_Return, 5600))
    assert game.current_player == 1  # Bob's card was not scored by Ann's key still held down
    assert all(points is None for points in game.scorecard(1).values())


# --- Alt+H (finding 13) ---------------------------------------------------------------------------


def test_the_hint_button_leaves_alt_h_to_the_help_menu(window: MainWindow) -> None:
    start(window, "yacht", ["Ann"])
    assert QKeySequence.mnemonic(window.hint_button.text()).isEmpty()
    alt_h = QKeySequence("Alt+H")
    help_menus = [a for a in window.menuBar().actions() if QKeySequence.mnemonic(a.text()) == alt_h]
    assert [a.text() for a in help_menus] == ["&Help"]
    # H alone still asks for a hint
    assert window.menus.actions.hint_action.shortcut() == QKeySequence(Qt.Key.Key_H)


def test_every_focused_control_wears_a_strong_focus_ring(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QWidget

    from yachtgui.widgets.pad.focusring import RING_WIDTH, FocusRing

    start(window, "yacht", ["Ann", "Bob"])
    qtbot.waitUntil(lambda: window._painted)
    qtbot.waitUntil(lambda: window.menus.built)
    window.hint_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(window.hint_button.hasFocus)
    ring = window.findChild(FocusRing, "focusRing")
    assert ring is not None
    assert ring.isVisible()
    assert ring.target() is window.hint_button
    button = window.hint_button
    around = ring.geometry()
    holder = button.parentWidget()
    inner = button.geometry().translated(holder.mapTo(window, holder.rect().topLeft()))
    assert around.contains(inner)
    assert around.width() - inner.width() >= 2 * RING_WIDTH
    window.dialogs.show_preferences()  # dialogs too
    dialog = window.dialogs.preferences_dialog
    qtbot.waitExposed(dialog)
    focused = QApplication.focusWidget()
    assert isinstance(focused, QWidget)
    qtbot.waitUntil(lambda: dialog.findChild(FocusRing, "focusRing") is not None
                    and dialog.findChild(FocusRing, "focusRing").target() is QApplication.focusWidget())
    dialog.reject()


def test_arrow_keys_work_on_the_card_after_every_dialog_closes(window: MainWindow, player: Player,
                                                               qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    view = player.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    from PySide6.QtWidgets import QDialog

    dialogs = window.dialogs
    for open_it in (dialogs.show_preferences, dialogs.show_rules, dialogs.new_game_dialog):
        open_it()
        [dialog] = [w for w in window.findChildren(QDialog) if w.isVisible()]
        qtbot.waitExposed(dialog)
        dialog.reject()
        qtbot.waitUntil(view.hasFocus, timeout=2000)
        row = view.currentIndex().row()
        qtbot.keyClick(view, Qt.Key.Key_Down)
        assert view.currentIndex().row() != row


def test_tab_goes_in_reading_order_dice_then_hint_then_roll(window: MainWindow, player: Player,
                                                            qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    last_die = player.die(4)
    last_die.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(last_die.hasFocus)
    order = []
    for _ in range(2):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget().objectName())
    assert order == ["hintButton", "rollButton"]


# --- issue 22.7: keyboard details ------------------------------------------------------------

def test_escape_closes_the_hint_and_its_close_button_is_reached_by_tab(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication, QToolButton

    start(window, "yatzy", ["Ann"])
    advice = window.overlays.advice
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert advice.isVisible()
    close = advice.findChild(QToolButton, "adviceClose")
    assert close is not None
    window.roll_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(window.roll_button.hasFocus, timeout=2000)
    qtbot.keyClick(window.roll_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is close  # right after Roll
    qtbot.keyClick(close, Qt.Key.Key_Escape)
    assert not advice.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert advice.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Escape)  # wherever the keyboard is
    assert not advice.isVisible()


def test_after_tab_onto_a_die_the_arrows_move_between_dice_space_holds_and_enter_scores(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """Issue 22, item 7: "after Tab onto a die the arrows move between dice and Enter does what it does
    elsewhere". Everywhere else in the window Enter scores the box chosen on the card (and on a
    computer's turn finishes it); Space presses the focused control, so on a die it holds."""
    from PySide6.QtWidgets import QApplication

    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    first = player.die(0)
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus, timeout=2000)
    qtbot.keyClick(first, Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert QApplication.focusWidget() is player.die(2)
    qtbot.keyClick(player.die(2), Qt.Key.Key_Left)
    assert QApplication.focusWidget() is player.die(1)
    qtbot.keyClick(player.die(1), Qt.Key.Key_Space)  # Space presses what has the focus: the die's hold
    assert window.controller.holds == frozenset({1})
    game = window.controller.game
    assert game is not None
    assert game.rolls_left == 2  # Space held the die; it did not roll
    view = player.view(0)
    qtbot.keyClick(player.die(1), Qt.Key.Key_Return)  # Enter scores the box the card's cursor is on
    assert game.scorecard(0)["ones"] is not None  # the first open box, as Enter on the card would
    qtbot.waitUntil(player.view(1).hasFocus, timeout=2000)  # then the next player's card, as ever
    assert not view.hasFocus()


def test_enter_on_a_die_chooses_the_box_left_on_the_card_and_confirms_like_the_card(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    window.settings.set("confirm_scores", True)
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    view = player.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    for _ in range(2):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex() == view.box_index("threes")
    die = player.die(3)
    die.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(die.hasFocus, timeout=2000)
    qtbot.keyClick(die, Qt.Key.Key_Return)
    game = window.controller.game
    assert game is not None
    assert game.scorecard(0)["threes"] is None  # each score is confirmed: marked, not written yet
    assert view.hasFocus()  # the keyboard is back on the card, on the box chosen
    assert view.currentIndex() == view.box_index("threes")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert game.scorecard(0)["threes"] is not None


def test_a_click_on_a_die_leaves_the_keyboard_on_the_card_and_space_rolls(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    view = player.view(0)
    view.focus_box("fours")
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    qtbot.mouseClick(player.die(2), Qt.MouseButton.LeftButton)
    assert window.controller.holds == frozenset({2})
    assert view.hasFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)  # "Press Space to roll", whatever was clicked
    player.settle()
    game = window.controller.game
    assert game is not None
    assert game.rolls_left == 1


def test_the_new_game_dialog_opens_with_the_focus_on_the_chosen_variant(
        window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication, QRadioButton

    window.settings.set("variant", "yatzy")
    dialog = open_dialog(window, qtbot)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    chosen = child(dialog, QRadioButton, "variant_yatzy")
    assert chosen.isChecked()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is chosen, timeout=2000)
