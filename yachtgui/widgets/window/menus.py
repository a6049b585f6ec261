"""The menu bar of the main window: its menus, their actions and shortcuts, and when each is enabled.

What this module owns: the menu titles (made with the window), the actions in them (made right after
the first frame, or when a test asks for one earlier: :data:`ACTION_ATTRIBUTES`), and which of them
the game state allows (:func:`update_actions`). The actions stay attributes of the window
(``window.undo_action``, ``window.hold_actions`` ...) and call its slots; nothing here decides
about the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from yachtgui.persistence import last_finished_path
from yachtgui.rules.words import variant_name
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtGui import QAction, QKeySequence

    from yachtgui.widgets.window.mainwindow import MainWindow

__all__ = ["ACTION_ATTRIBUTES", "build_actions", "build_menu_titles", "update_actions"]

#: The menu actions, made after the first frame (or when one of them is asked for before it).
ACTION_ATTRIBUTES = frozenset({
    "new_action", "open_action", "save_action", "export_action", "print_action", "blank_pad_action",
    "quit_action", "undo_action", "preferences_action", "roll_action", "hold_actions", "hint_action",
    "skip_action", "skip_all_action", "rules_action", "about_action", "continue_menu",
    "export_finished_action", "print_finished_action", "undo_why_action",
    "statistics_action", "replay_action",
})


def build_menu_titles(window: MainWindow) -> None:
    """The menu bar's titles; the actions in them come right after the first frame."""
    bar = window.menuBar()
    window._file_menu = bar.addMenu(translate("MainWindow", "&File"))
    window._edit_menu = bar.addMenu(translate("MainWindow", "&Edit"))
    window.play_menu = bar.addMenu(translate("MainWindow", "&Play"))
    window._help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    window._actions_built = False


def build_actions(window: MainWindow) -> None:
    """Menu items and their shortcuts (~3 ms with Qt's action and key types, after the first frame)."""
    if window._actions_built:
        return
    window._actions_built = True
    from PySide6.QtGui import QAction, QKeySequence  # their Python types, too, wait for this

    file_menu = window._file_menu
    window.new_action = _action(
        window, translate("MainWindow", "&New Game…"),
        QKeySequence.StandardKey.New, window.new_game_dialog)
    window.open_action = _action(
        window, translate("MainWindow", "&Open…"),
        QKeySequence.StandardKey.Open, window.open_game)
    window.save_action = _action(
        window, translate("MainWindow", "Save &As…"),
        QKeySequence.StandardKey.SaveAs, window.save_game_as)
    if window.save_action.shortcut().isEmpty():
        window.save_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
    window.export_action = _action(
        window, translate("MainWindow", "&Export PDF…"),
        QKeySequence("Ctrl+E"), window._export_pdf)
    window.print_action = _action(
        window, translate("MainWindow", "&Print…"),
        QKeySequence.StandardKey.Print, window._print)
    window.blank_pad_action = _action(
        window, translate("MainWindow", "&Blank Score Pad…"),
        None, window._blank_pad)
    window.quit_action = _action(
        window, translate("MainWindow", "&Quit"),
        QKeySequence.StandardKey.Quit, window.close)
    if window.quit_action.shortcut().isEmpty():
        window.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
    file_menu.addAction(window.new_action)
    window.continue_menu = file_menu.addMenu(translate("MainWindow", "&Continue a Game"))
    window.continue_menu.setObjectName("continueMenu")
    window.continue_menu.aboutToShow.connect(window._fill_continue_menu)
    # Filled when opened (the games are read then); until then a line that is never wrong.
    looking = window.continue_menu.addAction(translate("MainWindow", "Looking for unfinished games…"))
    looking.setEnabled(False)
    for action in (window.open_action, window.save_action):
        file_menu.addAction(action)
    file_menu.addSeparator()
    window.export_finished_action = _action(
        window, translate("MainWindow", "Export &Last Finished Game…"),
        None, lambda: window._export_pdf(finished=True))
    window.print_finished_action = _action(window, translate("MainWindow", "Print Last &Finished Game…"),
                                           None, lambda: window._print(finished=True))
    for action in (window.export_action, window.print_action, window.export_finished_action,
                   window.print_finished_action, window.blank_pad_action):
        file_menu.addAction(action)
    file_menu.addSeparator()
    file_menu.addAction(window.quit_action)

    edit_menu = window._edit_menu
    window.undo_action = _action(
        window, translate("MainWindow", "&Undo Last Score"),
        QKeySequence.StandardKey.Undo, window.controller.undo)
    window.undo_action.setStatusTip(translate("MainWindow", "Takes back your own last score until the next "
                                                          "roll; computer players' moves stand."))
    window.undo_action.setToolTip(window.undo_action.statusTip())
    window.preferences_action = _action(
        window, translate("MainWindow", "&Preferences…"),
        QKeySequence.StandardKey.Preferences, window.show_preferences)
    if window.preferences_action.shortcut().isEmpty():
        window.preferences_action.setShortcut(QKeySequence("Ctrl+,"))
    window.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
    edit_menu.addAction(window.undo_action)
    # While Undo is greyed out, Ctrl+Z still answers: the status line says why it can't apply.
    window.undo_why_action = _action(
        window, translate("MainWindow", "Why Undo Is Not Possible"),
        QKeySequence.StandardKey.Undo, window.controller.undo)
    edit_menu.addSeparator()
    window.house_rules_action = _action(
        window, translate("MainWindow", "&House Rules…"),
        None, window.edit_house_rules)
    edit_menu.addAction(window.house_rules_action)
    edit_menu.addAction(window.preferences_action)

    play_menu = window.play_menu
    window.roll_action = _action(
        window, translate("MainWindow", "&Roll Dice"),
        QKeySequence(Qt.Key.Key_Space), window._roll)
    play_menu.addAction(window.roll_action)
    window.hold_actions: list[QAction] = []
    for i in range(5):
        action = _action(
            window, translate("MainWindow", "Hold or Release Die &{number}").format(number=i + 1),
            QKeySequence(str(i + 1)), lambda _checked=False, i=i: window._toggle_hold(i))
        play_menu.addAction(action)
        window.hold_actions.append(action)
    play_menu.addSeparator()
    window.hint_action = _action(
        window, translate("MainWindow", "&Hint"),
        QKeySequence(Qt.Key.Key_H), window.show_hint)
    play_menu.addAction(window.hint_action)
    window.skip_action = _action(
        window, translate("MainWindow", "&Skip Computer Turn"),
        None, lambda: window.skip_computer_turn())
    window.skip_action.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
    window.skip_all_action = _action(
        window, translate("MainWindow", "Skip &All Computer Turns"),
        QKeySequence("Shift+Space"), lambda: window.skip_computer_turn(all_turns=True))
    play_menu.addAction(window.skip_action)
    play_menu.addAction(window.skip_all_action)
    play_menu.addSeparator()
    window.statistics_action = _action(
        window, translate("MainWindow", "S&tatistics and Champions…"),
        QKeySequence("Ctrl+T"), lambda: window.show_statistics())
    window.replay_action = _action(
        window, translate("MainWindow", "Re&play a Finished Game…"),
        None, window.show_replays)
    play_menu.addAction(window.statistics_action)
    play_menu.addAction(window.replay_action)

    help_menu = window._help_menu
    window.rules_action = _action(
        window, translate("MainWindow", "&Rules"),
        QKeySequence.StandardKey.HelpContents, window.show_rules)
    if window.rules_action.shortcut().isEmpty():
        window.rules_action.setShortcut(QKeySequence("F1"))
    window.about_action = _action(window, translate("MainWindow", "&About yachtgui"), None, window.show_about)
    window.about_action.setMenuRole(QAction.MenuRole.AboutRole)
    help_menu.addAction(window.rules_action)
    help_menu.addAction(window.about_action)
    update_actions(window)


def _action(window: MainWindow, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | None,
            slot: object) -> QAction:
    from PySide6.QtGui import QAction, QKeySequence

    action = QAction(window)
    action.setText(text)  # not in the constructor: see felt.push_button
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.setAutoRepeat(False)  # a key held down does not roll (or hold) again and again
    action.triggered.connect(slot)
    window.addAction(action)
    return action


def update_actions(window: MainWindow) -> None:
    """Enable the menu items the game state allows (nothing to do before they exist)."""
    if not window._actions_built:
        return
    c = window.controller
    game = c.game
    playing = game is not None and not game.is_over
    computer = playing and c.computer_to_play
    # Space and 1-5 roll and hold while a game is played; on the empty table, Space and
    # Enter belong to the welcome card's buttons.
    for action in (window.roll_action, *window.hold_actions):
        action.setEnabled(playing)
    for action in (window.save_action, window.export_action, window.print_action):
        action.setEnabled(game is not None)
    finished = window._last_finished is not None or last_finished_path().is_file()
    for action in (window.export_finished_action, window.print_finished_action):
        action.setEnabled(finished)
    window.undo_action.setEnabled(game is not None and c.can_undo)
    window.undo_why_action.setEnabled(game is not None and not c.can_undo)
    window.hint_action.setEnabled(playing and not computer)
    window.skip_action.setEnabled(computer)
    window.skip_all_action.setEnabled(computer)
    window.rules_action.setText(
        translate("MainWindow", "&Rules of {variant}").format(variant=variant_name(game.variant))
        if game is not None else translate("MainWindow", "&Rules"))
