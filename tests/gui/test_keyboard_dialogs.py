"""Every dialog by the keyboard: opened from the menus by their Alt keys, each control reached by Tab
(none skipped, no table that keeps Tab for itself), closed by Escape, the keyboard then back on the
card; and no two controls of one window or menu share an Alt key, in English, German and Swedish.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui import i18n
from yachtgui.app.controller import GameController
from yachtgui.app.settings import Settings
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, game_over_shown, start
from .test_keyboard_game import K, M, focus, press, tab_stops


def play_out(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """The game on the table played to its end by mouse (each player's first legal box), up to
    its ranking shown."""
    game = window.controller.game
    assert game is not None
    while not game.is_over:
        player.roll()
        current = game.current_player
        assert current is not None
        player.click_box(current, next(iter(game.legal_boxes())))
        qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)
    qtbot.waitUntil(lambda: game_over_shown(window), timeout=5000)


def finish_a_game(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """A solitaire 12-box game played to its end (kept in the history), its ranking closed."""
    start(window, "worldwide", ["Ann"])
    play_out(window, player, qtbot)
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    dialog.reject()
    qtbot.waitUntil(lambda: not game_over_shown(window), timeout=3000)


def ringed(top: QWidget) -> QWidget | None:
    """The control the focus ring of ``top`` is shown around, if any."""
    from yachtgui.widgets.pad.focusring import FocusRing

    ring = top.findChild(FocusRing, "focusRing")
    return ring.target() if ring is not None and ring.isVisible() else None


#: (menu's Alt key, the item's key in the open menu): the menu items that open a window of the app's
#: own (Open, Save As, Export and Print open the platform's file and print dialogs).
MENU_ITEMS = [
    (K.Key_F, K.Key_N),  # File > New Game
    (K.Key_E, K.Key_H),  # Edit > House Rules
    (K.Key_E, K.Key_P),  # Edit > Preferences
    (K.Key_P, K.Key_T),  # Play > Statistics and Champions
    (K.Key_P, K.Key_P),  # Play > Replay a Finished Game
    (K.Key_H, K.Key_R),  # Help > Rules
    (K.Key_H, K.Key_A),  # Help > About
]


def test_each_dialog_by_its_menu_keys_tab_reaches_every_control_and_escape_closes_it(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    qtbot.waitUntil(lambda: window.menus.built, timeout=3000)
    qtbot.waitUntil(lambda: window._painted, timeout=3000)  # the focus rings are installed after it
    finish_a_game(window, player, qtbot)  # the statistics' tables have rows
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    card = player.view(0)
    qtbot.waitUntil(card.hasFocus, timeout=3000)
    for menu_key, item_key in MENU_ITEMS:
        press(qtbot, menu_key, M.AltModifier)
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu), f"Alt+{chr(menu_key)} opened no menu"
        qtbot.keyClick(menu, item_key)
        qtbot.waitUntil(lambda: QApplication.activeWindow() not in (None, window), timeout=3000)
        top = QApplication.activeWindow()
        name = f"Alt+{chr(menu_key)}, {chr(item_key)}: {top.objectName()}"
        assert top.isAncestorOf(focus()), f"{name}: the keyboard is not in the window"
        stops = tab_stops(top)
        reached: set[QWidget] = set()
        for _ in range(3 * len(stops) + 10):
            press(qtbot, K.Key_Tab)
            assert top.isAncestorOf(focus()), f"{name}: Tab left the window for {focus()!r}"
            reached.add(focus())
            spoken = QAccessible.queryAccessibleInterface(focus()).text(QAccessible.Text.Name)
            assert spoken.strip(), f"{name}: a screen reader hears no name for {focus()!r}"
            if not focus().property("drawsOwnFocus"):  # the focus is seen: the ring is around it
                QApplication.processEvents()
                assert ringed(top) is focus(), f"{name}: no focus ring around {focus()!r}"
        missed = sorted(f"{type(w).__name__}({w.objectName()})" for w in stops - reached)
        assert not missed, f"{name}: Tab never reached {missed}"
        press(qtbot, K.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
        qtbot.waitUntil(card.hasFocus, timeout=3000)  # the keyboard is back on the card


# --- Alt keys in every language -------------------------------------------------------------------


def alt_keys(top: QWidget) -> dict[str, list[str]]:
    """Each Alt key of ``top``'s shown controls (buttons, group boxes, labels of a field, tabs and,
    in the main window, the menu bar) -> the texts that carry it."""
    texts = [w.text() for w in top.findChildren(QAbstractButton) if w.isVisibleTo(top)]
    texts += [w.title() for w in top.findChildren(QGroupBox) if w.isVisibleTo(top)]
    texts += [w.text() for w in top.findChildren(QLabel) if w.isVisibleTo(top) and w.buddy() is not None]
    for tabs in top.findChildren(QTabWidget):
        if tabs.isVisibleTo(top):
            texts += [tabs.tabText(i) for i in range(tabs.count())]
    if isinstance(top, QMainWindow):
        texts += [action.text() for action in top.menuBar().actions()]
    return keys_of(texts)


def keys_of(texts: list[str]) -> dict[str, list[str]]:
    keys: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        key = QKeySequence.mnemonic(text).toString()
        if key:
            keys[key].append(text)
    return keys


def shared(keys: dict[str, list[str]]) -> dict[str, list[str]]:
    return {key: texts for key, texts in keys.items() if len(texts) > 1}


@pytest.fixture(params=["en", "de", "sv"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The app's translation of the language installed for the test (and English again after it)."""
    installed = i18n.install_translators(qapp, request.param)
    yield request.param
    for translator in installed:
        qapp.removeTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.English))


def test_no_two_controls_of_a_window_or_menu_share_an_alt_key_in_any_language(
        language: str, qtbot: QtBot, settings: Settings, dice: ScriptedDice) -> None:
    window = MainWindow(GameController(), settings, rng=dice)  # made in the language
    window.set_session_animation(False)
    window.computer.driver.set_undo_grace_ms(0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.menus.build()
    found: dict[str, dict[str, list[str]]] = {}
    found["main window"] = shared(alt_keys(window))
    start(window, "yahtzee", ["Ann", "Bob"])
    found["main window, playing"] = shared(alt_keys(window))
    for menu in window.menuBar().findChildren(QMenu):
        found[f"menu {menu.title()}"] = shared(keys_of([a.text() for a in menu.actions() if a.isVisible()]))
    dialogs = window.dialogs
    for opener in (dialogs.new_game_dialog, dialogs.show_preferences, dialogs.show_rules, dialogs.show_about,
                   dialogs.show_statistics, dialogs.edit_house_rules):
        before = set(QApplication.topLevelWidgets())
        opener()
        [top] = [w for w in QApplication.topLevelWidgets()
                 if w not in before and w.isVisible() and isinstance(w, QDialog)] or [
                 w for w in QApplication.topLevelWidgets() if w.isVisible() and isinstance(w, QDialog)]
        found[top.objectName() or top.windowTitle()] = shared(alt_keys(top))
        top.reject()
    play_out(window, Player(qtbot, window), qtbot)
    over = window.dialogs.game_over_dialog
    assert over is not None
    found["game over"] = shared(alt_keys(over))
    over.reject()
    clashes = {where: keys for where, keys in found.items() if keys}
    assert not clashes, f"{language}: {clashes}"
    assert len(found) >= 12  # the windows and menus were all looked at


# --- shortcuts ------------------------------------------------------------------------------------


def bound_keys(window: MainWindow, enabled_only: bool) -> dict[str, list[str]]:
    """Each key sequence of the window's actions and shortcuts -> what it is bound to."""
    from PySide6.QtGui import QAction, QShortcut

    keys: dict[str, list[str]] = defaultdict(list)
    for action in window.findChildren(QAction):
        if enabled_only and not action.isEnabled():
            continue
        for sequence in action.shortcuts():
            keys[sequence.toString()].append(action.text())
    for shortcut in window.findChildren(QShortcut):
        if shortcut.parent() is window and (shortcut.isEnabled() or not enabled_only):
            keys[shortcut.key().toString()].append(f"shortcut {shortcut.objectName()}")
    return keys


def test_no_key_does_two_things_at_once(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """Each key is bound once; Ctrl+Z's two actions (Undo, and why Undo is not possible) never both
    answer at one time."""
    qtbot.waitUntil(lambda: window.menus.built, timeout=3000)
    twice = {key: what for key, what in bound_keys(window, enabled_only=False).items() if len(what) > 1}
    assert set(twice) == {QKeySequence(QKeySequence.StandardKey.Undo).toString()}, twice
    start(window, "yacht", ["Ann", "cpu:Hal:easy"])
    moments = ["a game started"]
    states = [bound_keys(window, enabled_only=True)]
    player.roll()
    player.click_box(0, "chance")
    moments.append("a score that can be taken back")
    states.append(bound_keys(window, enabled_only=True))
    for moment, keys in zip(moments, states, strict=True):
        clashes = {key: what for key, what in keys.items() if len(what) > 1}
        assert not clashes, f"{moment}: {clashes}"
