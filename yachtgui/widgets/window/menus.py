"""The menu bar of the main window: its menus, their actions and shortcuts, and when each is enabled.

:class:`MenuBar` owns the menu titles (made with the window) and :class:`MenuActions`, every action
in them as a typed attribute (made right after the first frame, or when :attr:`MenuBar.actions` is
first read). An action asks for something by emitting one of the bar's request signals; the window
connects them to what answers. :meth:`MenuBar.update` enables what the game state allows;
:meth:`MenuBar.scale_to` grows the bar's and the menus' words with a very large window (the window's
one scale, as the table's). Nothing here decides about the game.
"""

# ruff: noqa: N815  (Qt signal names)

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QFont

from yachtgui.persistence import last_finished_path
from yachtgui.plaintext import literal, without_mnemonic
from yachtgui.rules.words import variant_name
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtGui import QAction, QKeySequence
    from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

    from yachtgui.app.controller import GameController

__all__ = ["MenuActions", "MenuBar"]


class MenuBar(QObject):
    """The window's menu bar. ``window`` hosts it (and the actions' shortcuts); ``controller`` is read
    for what is enabled; ``finished_in_memory`` says whether a game finished this session (a finished
    game on disk counts too)."""

    newGameRequested = Signal()
    openRequested = Signal()
    saveAsRequested = Signal()
    #: Export or print: True for the last finished game, False for the game on the table.
    exportRequested = Signal(bool)
    printRequested = Signal(bool)
    blankPadRequested = Signal()
    quitRequested = Signal()
    undoRequested = Signal()
    preferencesRequested = Signal()
    houseRulesRequested = Signal()
    rollRequested = Signal()
    holdRequested = Signal(int)
    hintRequested = Signal()
    #: Skip the computer's turn: True for every computer turn up to the next person's.
    skipRequested = Signal(bool)
    statisticsRequested = Signal()
    replaysRequested = Signal()
    rulesRequested = Signal()
    aboutRequested = Signal()
    #: File > Continue a Game is about to open (fill it now).
    continueMenuOpening = Signal()

    def __init__(self, window: QMainWindow, controller: GameController,
                 finished_in_memory: Callable[[], bool]) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._finished_in_memory = finished_in_memory
        bar = window.menuBar()
        self.file_menu: QMenu = bar.addMenu(translate("MainWindow", "&File"))
        self.edit_menu: QMenu = bar.addMenu(translate("MainWindow", "&Edit"))
        self.play_menu: QMenu = bar.addMenu(translate("MainWindow", "&Play"))
        self.help_menu: QMenu = bar.addMenu(translate("MainWindow", "&Help"))
        self._actions: MenuActions | None = None
        self.scale = 1.0
        self._base_fonts: dict[QWidget, QFont] = {}

    @property
    def built(self) -> bool:
        """Whether the actions exist yet (they are made after the first frame)."""
        return self._actions is not None

    @property
    def actions(self) -> MenuActions:
        """Every action of the menus, made now if this is the first time they are asked for."""
        if self._actions is None:
            self._actions = MenuActions(self, self._window)
            self.update()
            if self.scale != 1.0:  # Continue a Game, made with the actions, grows like the others
                self._apply_scale()
        return self._actions

    def build(self) -> None:
        """Make the actions now (~3 ms with Qt's action and key types: after the first frame)."""
        _ = self.actions

    def scale_to(self, factor: float) -> None:
        """Draw the menu bar and every menu ``factor`` times their usual size: in a maximised 4K window
        they grow with the table instead of staying small above it. (A menu is a window of its own and
        takes no font from the bar: each is given its own.)"""
        if factor == self.scale:
            return
        self.scale = factor
        self._apply_scale()

    def _apply_scale(self) -> None:
        from PySide6.QtWidgets import QMenu

        bar = self._window.menuBar()
        for widget in (bar, *bar.findChildren(QMenu)):
            base = self._base_fonts.setdefault(widget, QFont(widget.font()))
            font = QFont(base)
            font.setPointSizeF(base.pointSizeF() * self.scale)
            widget.setFont(font)

    def update(self) -> None:
        """Enable the menu items the game state allows (nothing to do before they exist)."""
        a = self._actions
        if a is None:
            return
        c = self._controller
        game = c.game
        playing = game is not None and not game.is_over
        computer = playing and c.computer_to_play
        # Space and 1-5 roll and hold while a game is played; on the empty table, Space and
        # Enter belong to the welcome card's buttons.
        for action in (a.roll_action, *a.hold_actions):
            action.setEnabled(playing)
        for action in (a.save_action, a.export_action, a.print_action):
            action.setEnabled(game is not None)
        finished = self._finished_in_memory() or last_finished_path().is_file()
        for action in (a.export_finished_action, a.print_finished_action):
            action.setEnabled(finished)
        a.undo_action.setEnabled(game is not None and c.can_undo)
        a.undo_why_action.setEnabled(game is not None and not c.can_undo)
        a.hint_action.setEnabled(playing and not computer)
        a.skip_action.setEnabled(computer)
        a.skip_all_action.setEnabled(computer)
        a.rules_action.setText(
            translate("MainWindow", "&Rules of {variant}").format(
                variant=variant_name(game.variant).replace("&", "&&"))  # a name's "&" is no shortcut
            if game is not None else translate("MainWindow", "&Rules"))
        # Qt's own tool tip (the text) would render a house rule's name as HTML
        shown = without_mnemonic(a.rules_action.text())
        a.rules_action.setToolTip(literal(shown) if game is not None else "")


class MenuActions:
    """The menu items and their shortcuts, laid into ``bar``'s menus; each emits one of its requests.

    The actions belong to ``window``, so their shortcuts work while the menus are closed.
    """

    def __init__(self, bar: MenuBar, window: QMainWindow) -> None:
        from PySide6.QtGui import QAction, QKeySequence  # their Python types, too, wait for this

        def action(text: str, shortcut: QKeySequence | QKeySequence.StandardKey | None,
                   slot: Callable[[], object]) -> QAction:
            made = QAction(window)
            made.setText(text)  # not in the constructor: see felt.push_button
            if shortcut is not None:
                made.setShortcut(QKeySequence(shortcut))
            made.setAutoRepeat(False)  # a key held down does not roll (or hold) again and again
            made.triggered.connect(lambda _checked=False: slot())
            window.addAction(made)
            return made

        file_menu = bar.file_menu
        self.new_action = action(
            translate("MainWindow", "&New Game…"),
            QKeySequence.StandardKey.New, bar.newGameRequested.emit)
        self.open_action = action(
            translate("MainWindow", "&Open…"),
            QKeySequence.StandardKey.Open, bar.openRequested.emit)
        self.save_action = action(
            translate("MainWindow", "Save &As…"),
            QKeySequence.StandardKey.SaveAs, bar.saveAsRequested.emit)
        if self.save_action.shortcut().isEmpty():
            self.save_action.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.export_action = action(
            translate("MainWindow", "&Export PDF…"),
            QKeySequence("Ctrl+E"), lambda: bar.exportRequested.emit(False))
        self.print_action = action(
            translate("MainWindow", "&Print…"),
            QKeySequence.StandardKey.Print, lambda: bar.printRequested.emit(False))
        self.blank_pad_action = action(
            translate("MainWindow", "&Blank Score Pad…"),
            None, bar.blankPadRequested.emit)
        self.quit_action = action(
            translate("MainWindow", "&Quit"),
            QKeySequence.StandardKey.Quit, bar.quitRequested.emit)
        if self.quit_action.shortcut().isEmpty():
            self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        file_menu.addAction(self.new_action)
        from PySide6.QtWidgets import QMenu

        # Made here, not by addMenu: a pointer Qt returns may meet a stale Python wrapper of a deleted
        # object at the same address (seen once: a QAccessibleInterface came back in the suite)
        self.continue_menu = QMenu(translate("MainWindow", "&Continue a Game"), file_menu)
        file_menu.addMenu(self.continue_menu)
        self.continue_menu.setObjectName("continueMenu")
        self.continue_menu.aboutToShow.connect(bar.continueMenuOpening.emit)
        # Filled when opened (the games are read then); until then a line that is never wrong.
        looking = self.continue_menu.addAction(translate("MainWindow", "Looking for unfinished games…"))
        looking.setEnabled(False)
        for item in (self.open_action, self.save_action):
            file_menu.addAction(item)
        file_menu.addSeparator()
        self.export_finished_action = action(
            translate("MainWindow", "Export &Last Finished Game…"),
            None, lambda: bar.exportRequested.emit(True))
        self.print_finished_action = action(translate("MainWindow", "Print Last &Finished Game…"),
                                            None, lambda: bar.printRequested.emit(True))
        for item in (self.export_action, self.print_action, self.export_finished_action,
                     self.print_finished_action, self.blank_pad_action):
            file_menu.addAction(item)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)

        edit_menu = bar.edit_menu
        self.undo_action = action(
            translate("MainWindow", "&Undo Last Score"),
            QKeySequence.StandardKey.Undo, bar.undoRequested.emit)
        self.undo_action.setStatusTip(translate("MainWindow", "Takes back your own last score until the next "
                                                            "roll; computer players' moves stand."))
        self.undo_action.setToolTip(self.undo_action.statusTip())
        self.preferences_action = action(
            translate("MainWindow", "&Preferences…"),
            QKeySequence.StandardKey.Preferences, bar.preferencesRequested.emit)
        if self.preferences_action.shortcut().isEmpty():
            self.preferences_action.setShortcut(QKeySequence("Ctrl+,"))
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        edit_menu.addAction(self.undo_action)
        # While Undo is greyed out, Ctrl+Z still answers: the status line says why it can't apply.
        self.undo_why_action = action(
            translate("MainWindow", "Why Undo Is Not Possible"),
            QKeySequence.StandardKey.Undo, bar.undoRequested.emit)
        edit_menu.addSeparator()
        self.house_rules_action = action(
            translate("MainWindow", "&House Rules…"),
            None, bar.houseRulesRequested.emit)
        edit_menu.addAction(self.house_rules_action)
        edit_menu.addAction(self.preferences_action)

        play_menu = bar.play_menu
        self.roll_action = action(
            translate("MainWindow", "&Roll Dice"),
            QKeySequence(Qt.Key.Key_Space), bar.rollRequested.emit)
        play_menu.addAction(self.roll_action)
        self.hold_actions: list[QAction] = []
        for i in range(5):
            hold = action(
                translate("MainWindow", "Hold or Release Die &{number}").format(number=i + 1),
                QKeySequence(str(i + 1)), partial(bar.holdRequested.emit, i))
            play_menu.addAction(hold)
            self.hold_actions.append(hold)
        play_menu.addSeparator()
        self.hint_action = action(
            translate("MainWindow", "&Hint"),
            QKeySequence(Qt.Key.Key_H), bar.hintRequested.emit)
        play_menu.addAction(self.hint_action)
        self.skip_action = action(
            translate("MainWindow", "&Skip Computer Turn"),
            None, lambda: bar.skipRequested.emit(False))
        self.skip_action.setShortcuts([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        self.skip_all_action = action(
            translate("MainWindow", "Skip &All Computer Turns"),
            QKeySequence("Shift+Space"), lambda: bar.skipRequested.emit(True))
        play_menu.addAction(self.skip_action)
        play_menu.addAction(self.skip_all_action)
        play_menu.addSeparator()
        self.statistics_action = action(
            translate("MainWindow", "S&tatistics and Champions…"),
            QKeySequence("Ctrl+T"), bar.statisticsRequested.emit)
        self.replay_action = action(
            translate("MainWindow", "Re&play a Finished Game…"),
            None, bar.replaysRequested.emit)
        play_menu.addAction(self.statistics_action)
        play_menu.addAction(self.replay_action)

        help_menu = bar.help_menu
        self.rules_action = action(
            translate("MainWindow", "&Rules"),
            QKeySequence.StandardKey.HelpContents, bar.rulesRequested.emit)
        if self.rules_action.shortcut().isEmpty():
            self.rules_action.setShortcut(QKeySequence("F1"))
        self.about_action = action(translate("MainWindow", "&About yachtgui"), None, bar.aboutRequested.emit)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)
