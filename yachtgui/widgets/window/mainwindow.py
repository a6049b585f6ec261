"""The main window: the dice table on the left, the score pad on the right, menus, status.

The window lays out widgets, owns its components and connects them; it redraws from the
controller's signals (the turn's words from :func:`~yachtgui.app.turnview.turn_view`) and never
changes the game itself. Its components, each given what it needs in its constructor:
``controller`` (:mod:`yachtgui.app.controller`), ``computer`` (computer seats, hints, the coach:
:mod:`yachtgui.app.computerplay`), ``files`` (games on disk: :mod:`yachtgui.app.gamefiles`),
``history_recorder``, ``menus`` (:mod:`~yachtgui.widgets.window.menus`), ``dialogs``
(:mod:`~yachtgui.widgets.window.windowdialogs`), ``file_flows``, ``computer_view``, ``scoring`` and
``moments`` (the modules of the same names beside this one); fitting the pad to the screen is
:mod:`~yachtgui.widgets.window.fitting`.

What is where (object names for tests): ``turnLabel`` (whose turn), ``rollsLabel`` (rolls left),
the dice tray ``diceTray`` with ``die0`` ... ``die4``, ``rollButton``, ``hintButton``,
``skipButton`` (a computer's turn: "Hurry up", Space or Enter; ``skipAllButton`` stays hidden,
Shift+Space skips to the next person), ``announcementLabel`` (the scorekeeper's last words),
``eventBanner`` (a Second Kismet explained), ``advicePanel`` (laid on the felt under the dice),
the score pad with ``scorecard<i>``, and the status bar for refused actions. Keys: Space rolls,
1-5 hold or release a die, arrows and Enter choose a box on the current player's card, Ctrl+Z
undoes a person's scoring, H asks for a hint.
"""

# ruff: noqa: N802, N815  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from yachtgui.app.computerplay import ComputerPlay
from yachtgui.app.controller import GameController
from yachtgui.app.gamefiles import GameFiles
from yachtgui.app.settings import Settings
from yachtgui.app.turnview import level_word, turn_view
from yachtgui.models.scorecard import ScorecardModel
from yachtgui.rules.words import variant_name
from yachtgui.text import translate
from yachtgui.widgets.pad.scorecard import ScorePad
from yachtgui.widgets.table.dice import DiceTray
from yachtgui.widgets.table.felt import (
    ElidedLabel,
    KeyRepeatGuard,
    RollButton,
    TableColumn,
    WelcomeCard,
)
from yachtgui.widgets.window.cardfocus import CardFocus
from yachtgui.widgets.window.computerview import ComputerView
from yachtgui.widgets.window.controls import TurnControls
from yachtgui.widgets.window.fileflows import FileFlows
from yachtgui.widgets.window.fitting import default_window_size, fit_pad, keep_on_screen, place_first_window
from yachtgui.widgets.window.keptgames import KeptGamesView, ask_abandon, ask_keep_or_abandon
from yachtgui.widgets.window.menus import MenuBar
from yachtgui.widgets.window.moments import Moments
from yachtgui.widgets.window.overlays import TableOverlays
from yachtgui.widgets.window.parts import Senses, TableMode
from yachtgui.widgets.window.placement import WindowPlacement
from yachtgui.widgets.window.scoring import ScoringFlow
from yachtgui.widgets.window.statusline import StatusLine
from yachtgui.widgets.window.winchanceview import WinChanceView
from yachtgui.widgets.window.windowdialogs import WindowDialogs

if TYPE_CHECKING:  # types of annotations only; a type that Python never meets is never set up
    from PySide6.QtGui import QCloseEvent, QPaintEvent, QResizeEvent, QShowEvent

    from yachtgui.game import RandomSource

__all__ = ["MainWindow", "RollButton", "default_window_size"]

#: Lines of text the felt keeps room for under the dice (a hint's headline and options, the coach).
ADVICE_LINES = 6

#: How long a box just scored stays marked (milliseconds).
SCORED_MARK_MS = 1500


class MainWindow(QMainWindow):
    """The game window. ``controller`` plays; ``settings`` remembers; ``rng`` feeds new games.

    ``rng`` (optional) is the random source for every game started from this
    window and for roll-offs, so ``--seed`` reproduces a whole session.
    """

    #: The window has been painted for the first time (what only matters later is done then).
    firstPainted = Signal()

    def __init__(
        self,
        controller: GameController | None = None,
        settings: Settings | None = None,
        rng: RandomSource | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.controller = controller if controller is not None else GameController(self)
        self.settings = settings if settings is not None else Settings()
        self.settings.tell_unwritable(lambda said: self.statusBar().showMessage(said, 15000))  # once
        self._rng = rng
        self._models: list[ScorecardModel] = []
        self._dim_next_blank = False  # a scoring clears the dice: they stay, dimmed, until the next roll
        self._roll_waiting = False  # Space pressed while a computer hurried: the next person's roll
        self._key_guard = KeyRepeatGuard(self)
        self._painted = False
        #: Computer seats, hints and the coach (its tables, driver and coach are made when first needed).
        self.computer = ComputerPlay(self.controller, rng, self._settle_dice, self)
        self._build_ui()
        #: What is laid on the felt when first needed: the banner, the welcome card, the advice panel.
        self.overlays = TableOverlays(self, self.tray, self._wire_welcome,
                                      lambda: self.kept_games.refresh_list())
        #: Games on disk: open, save, continue and abandon kept games, the last finished game.
        self.files = GameFiles(self.controller, self.settings, rng,
                               ask_keep_or_abandon=partial(ask_keep_or_abandon, self),
                               ask_abandon=partial(ask_abandon, self),
                               waiting=self.computer.waiting, parent=self)
        #: File > Open, Save As, Export, Print and the blank pad, as the window asks for them.
        self.file_flows = FileFlows(self, self.controller, self.settings, self.files, self.computer)
        #: Starting games and the dialogs (New Game, game over, Preferences, statistics, help).
        self.dialogs = WindowDialogs(self, self, rng)
        #: Screen-reader narration and the game's sounds (made after the first frame).
        self.senses = Senses(self, self.controller, self.settings, self.tray)
        #: Table mode: the real-dice face picker under the tray and the scorekeeper's card.
        self.table_mode = TableMode(self, self.controller, self.tray, self.roll_button, self.help_label,
                                    self._table_layout, self._on_real_dice_recorded)
        #: The keyboard's cursor on the card of the player to move, once that card can take it.
        self.card_focus = CardFocus(self, self.controller, self.pad)
        #: Choosing a box on a card: another player's card, a filled box, no dice yet, confirm each score.
        self.scoring = ScoringFlow(self, self.controller, self.settings, self.pad, lambda: self._models,
                                   self.computer, self.card_focus.focus)
        #: Big moments: stars and a banner on the felt (five alike, a bonus, a best, a Second Kismet).
        self.moments = Moments(self, self.controller, self.tray, lambda: self.overlays.banner)
        #: Hints, the computer's picks, the coach and a table's progress, as the window shows them.
        self.computer_view = ComputerView(self, self.controller, self.computer, self.tray,
                                          lambda: self._models, lambda: self.overlays.advice,
                                          lambda: self.overlays.advice_made,
                                          lambda: self.dialogs.game_over_dialog)
        #: The menu bar: its titles now, its actions after the first frame (or when first read).
        self.menus = MenuBar(self, self.controller, lambda: self.files.finished_in_memory)
        #: The kept games as the window lists them: the welcome card's list and File > Continue a Game.
        self.kept_games: KeptGamesView = KeptGamesView(
            self, self.controller, self.files, self.menus, lambda: self.overlays.welcome,
            lambda: self.overlays.welcome_made, lambda: self._painted, self._focus_welcome)
        #: Every player's chance to win under their name (worked out in a worker thread; a preference).
        self.chances = WinChanceView(self, self.controller, self.settings, self.pad, self._scale_timer.start)
        self._connect()
        self.firstPainted.connect(self.senses.ensure)
        from yachtgui.app.recorder import HistoryRecorder  # history's modules load with the recorder

        #: Records each finished game in the family's history (and says when it cannot).
        recorder = self.history_recorder = HistoryRecorder(self.controller, self,
                                                           strategy_for=self.computer.strategy_in_memory)
        recorder.failed.connect(lambda text: self.statusBar().showMessage(text, 12000))
        recorder.recorded.connect(self.moments.personal_bests)
        self._apply_animation(self.settings.animation)
        self.computer.set_speed(self.settings.get("computer_speed"))
        if self.settings.get("coach"):
            self.computer.coach.set_enabled(True)
        self.placement = WindowPlacement(self, self.settings, partial(place_first_window, self),
                                         partial(keep_on_screen, self))  # saved as it moves, too
        self._refresh()

    # --- layout -------------------------------------------------------------------

    def _build_ui(self) -> None:
        self.setWindowTitle("yachtgui")
        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(14, 10, 14, 6)
        outer.setSpacing(8)

        header = QHBoxLayout()
        self.turn_label = ElidedLabel()
        self.turn_label.setObjectName("turnLabel")
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.announcement_label = QLabel()
        self.announcement_label.setObjectName("announcementLabel")
        self.announcement_label.setTextFormat(Qt.TextFormat.PlainText)  # "Ann: 25 in Full House": names
        self.announcement_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        font = self.announcement_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.announcement_label.setFont(font)
        self.announcement_label.setAccessibleDescription(translate("MainWindow", "Last score"))  # name: text
        header.addWidget(self.turn_label, 1)
        header.addWidget(self.announcement_label, 1)
        outer.addLayout(header)

        body = QBoxLayout(QBoxLayout.Direction.LeftToRight)  # top to bottom in a tall narrow window
        body.setSpacing(16)
        self._body_layout = body
        self.table_column = TableColumn()
        table = QVBoxLayout(self.table_column)
        table.setContentsMargins(0, 0, 0, 0)
        table.setSpacing(8)
        self.tray = DiceTray()
        self.tray.setMinimumSize(self.tray.minimumSizeHint())
        self.tray.set_advice_room(ADVICE_LINES * self.fontMetrics().lineSpacing() + 28)
        table.addWidget(self.tray, 1)
        # The banner and the welcome card are laid on the tray when first needed (properties).

        controls = self._controls = TurnControls(self)
        self.rolls_label, self.roll_button = controls.rolls_label, controls.roll_button
        self.hint_button, self.skip_button = controls.hint_button, controls.skip_button
        self.skip_all_button = controls.skip_all_button
        table.addLayout(controls.row)

        self.help_label = QLabel()
        self.help_label.setObjectName("helpLabel")
        self.help_label.setWordWrap(True)
        self.help_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Always two lines high: the tray must not jump when the advice grows or shrinks.
        self.help_label.setFixedHeight(2 * self.help_label.fontMetrics().lineSpacing() + 4)
        table.addWidget(self.help_label)
        controls.scaled += [self.help_label, self.turn_label, self.announcement_label, self.tray]  # grow
        self._table_layout = table  # the advice panel goes under the help line when first needed

        self.pad = ScorePad()
        self.pad.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        body.addWidget(self.table_column, 1)
        body.addWidget(self.pad, 0)
        outer.addLayout(body, 1)
        self.setCentralWidget(central)
        self.setStatusBar(StatusLine(self, controls.scaleChanged))  # messages never over the progress
        # Tab in reading order: the dice left to right, then the buttons under them left to right
        # (Hint, the skip control, Roll), then the score pad.
        QWidget.setTabOrder(self.tray.dice()[-1], self.hint_button)
        QWidget.setTabOrder(self.hint_button, self.skip_button)
        QWidget.setTabOrder(self.skip_button, self.roll_button)
        self._scale_timer = QTimer(self)
        self._scale_timer.setSingleShot(True)
        self._scale_timer.timeout.connect(self._fit_pad_scale)

    def _wire_welcome(self, card: WelcomeCard) -> None:
        """The welcome card's buttons and list, made with the card."""
        card.start_button.clicked.connect(self.dialogs.new_game_dialog)
        card.open_button.clicked.connect(self.file_flows.open_game)
        card.continue_list.chosen.connect(self.files.continue_game)
        card.continue_list.abandon_requested.connect(self.kept_games.abandon)

    def _connect(self) -> None:
        c = self.controller
        c.gameStarted.connect(self._on_game_started)
        c.stateChanged.connect(self._refresh)
        c.diceRolled.connect(self._on_dice_rolled)
        c.diceSettled.connect(self._on_dice_settled)
        c.holdChanged.connect(self.tray.set_held)
        c.announcement.connect(self.announce)
        c.scored.connect(self._on_scored)
        c.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        c.turnStarted.connect(self._on_turn_started)
        c.scoreUndone.connect(self._on_score_undone)
        c.gameOver.connect(lambda: QTimer.singleShot(0, self.dialogs.show_game_over))
        self.tray.holdToggled.connect(c.toggle_hold)
        self.tray.enterPressed.connect(self.scoring.enter_on_dice)  # Enter scores, as on the card
        self.tray.rollAnimationFinished.connect(lambda: c.set_dice_busy(False))
        self.roll_button.clicked.connect(self._roll)
        self.hint_button.clicked.connect(self.show_hint)
        self.skip_all_button.clicked.connect(lambda: self.skip_computer_turn(all_turns=True))
        self.skip_button.clicked.connect(lambda: self.skip_computer_turn())
        self.pad.boxActivated.connect(self.scoring.box_activated)
        m, d = self.menus, self.dialogs
        m.newGameRequested.connect(d.new_game_dialog)
        ff = self.file_flows
        m.openRequested.connect(ff.open_game)
        m.saveAsRequested.connect(ff.save_game_as)
        m.exportRequested.connect(lambda finished: ff.export_pdf(finished=finished))
        m.printRequested.connect(lambda finished: ff.print_game(finished=finished))
        m.blankPadRequested.connect(ff.blank_pad)
        m.quitRequested.connect(self.close)
        m.undoRequested.connect(c.undo)
        m.preferencesRequested.connect(d.show_preferences)
        m.houseRulesRequested.connect(d.edit_house_rules)
        m.rollRequested.connect(self._roll)
        m.holdRequested.connect(self._toggle_hold)
        m.hintRequested.connect(self.show_hint)
        m.skipRequested.connect(lambda all_turns: self.skip_computer_turn(all_turns=all_turns))
        m.statisticsRequested.connect(lambda: d.show_statistics())
        m.replaysRequested.connect(d.show_replays)
        m.rulesRequested.connect(d.show_rules)
        m.aboutRequested.connect(d.show_about)
        m.continueMenuOpening.connect(self.kept_games.fill_menu)
        f = self.files
        f.problem.connect(ff.show_problem)
        f.said.connect(lambda text, ms: self.statusBar().showMessage(text, ms))
        f.fileSaved.connect(ff.show_saved_file)
        f.loaded.connect(d.forget_setup)
        p = self.computer
        p.failed.connect(lambda text: self.statusBar().showMessage(text, 15000))
        p.turnChanged.connect(self._refresh)
        self._controls.scaleChanged.connect(self.menus.scale_to)  # the window's one scale, as the status line

    # --- reacting to the controller ------------------------------------------------------

    def _on_game_started(self) -> None:
        game = self.controller.game
        assert game is not None
        if any(seat.real_dice for seat in self.controller.seats):
            self.table_mode.ensure()
        if self._painted:
            self.senses.ensure()  # a game started on screen is heard from its first turn
        self.setWindowTitle(f"{variant_name(game.variant)} — yachtgui")
        self.tray.set_colored(game.variant.colored_dice)
        self._models = [ScorecardModel(i, self) for i in range(len(game.players))]
        for model in self._models:
            model.set_game(game)
        notes = [translate("MainWindow", "Computer · {level}").format(level=level_word(seat.level))
                 if seat.level else "" for seat in self.controller.seats]
        self.pad.set_models(self._models, notes)
        self._dim_next_blank = False
        self._roll_waiting = False
        self.overlays.set_welcome(False)
        self.pad.show()
        self._scale_timer.start(0)
        self.overlays.hide_banner()
        self.announcement_label.clear()
        if self.overlays.advice_made is not None:
            self.overlays.advice_made.clear_coach()

    def _on_dice_rolled(self, values: list[int], held: list[int], animate: bool) -> None:
        flags = [i in held for i in range(5)]
        if self._dim_next_blank and not any(values):
            # What was just scored stays on the table, dimmed, until the next player rolls.
            self._dim_next_blank = False
            faces = [die.get_value() for die in self.tray.dice()]
            if all(1 <= face <= 6 for face in faces):
                self.tray.show_dice(faces, [False] * 5, False)  # put down, no longer held
                self.tray.set_dimmed(True)
                return
        self._dim_next_blank = False
        self.tray.set_dimmed(False)
        self.tray.show_dice(values, flags, animate)
        game = self.controller.game
        advice = self.overlays.advice_made
        if any(values) and game is not None and game.rolls_left == 2 and advice is not None \
                and game.current_player != self.computer_view.coach_about:
            # The coach spoke to the player before: the next player's first roll clears it.
            advice.clear_coach_line()

    def _on_scored(self, player: int, box: str, points: int) -> None:
        game = self.controller.game
        if game is None:
            return
        self._dim_next_blank = True
        if 0 <= player < len(self._models):  # the box just written shines for a moment
            model = self._models[player]
            model.clear_marks()  # the score's own mark alone
            model.set_scored_box(box)

            def unmark() -> None:
                if model.scored_box == box:
                    model.set_scored_box(None)

            QTimer.singleShot(SCORED_MARK_MS, model, unmark)

    def _on_dice_settled(self) -> None:
        # After the last roll only scoring is left: the keyboard goes to the card (arrows + Enter).
        game = self.controller.game
        if game is not None and game.current_player is not None and game.dice and game.rolls_left == 0 \
                and not self.controller.computer_to_play:
            self.card_focus.focus(game.current_player)

    def announce(self, text: str) -> None:
        # A Second Kismet banner stays up through the roller's extra turn, until the next score.
        self.overlays.hide_banner()
        self.announcement_label.setText(text)
        self.statusBar().clearMessage()

    def _on_turn_started(self, player: int) -> None:
        if self.controller.game is None or not self.pad.views or self.controller.computer_to_play:
            return  # the keyboard cursor waits on the person's card while a computer plays
        if self._roll_waiting:
            self._roll_waiting = False
            if not self.controller.is_real_dice(player):
                QTimer.singleShot(0, self, self._roll)  # the Space pressed while the computer hurried
        panel = self.table_mode.panel_made
        if panel is not None and self.controller.is_real_dice(player):
            self.card_focus.clear()
            panel.claim_focus()  # real dice: the faces of the first roll are typed first
            return
        # Keyboard players keep playing with arrows + Enter: the cursor follows the turn.
        self.card_focus.focus(player)

    def _on_score_undone(self, player: int, box: str) -> None:
        self.card_focus.focus(player, box)

    def _refresh(self) -> None:
        """Redraw everything shown from the controller's state (the turn's words: :func:`turn_view`)."""
        c = self.controller
        game = c.game
        computer = c.computer_to_play
        driver = self.computer.driver if computer else None
        view = turn_view(game, c.seats, computer_to_play=computer, can_roll=c.can_roll, can_hold=c.can_hold,
                         can_undo=c.can_undo, undo_grace=driver is not None and driver.in_undo_grace,
                         waiting_for_table=driver is not None and driver.waiting_for_table)
        self.turn_label.setText(view.turn)
        self.rolls_label.setText(view.rolls)
        self.help_label.setText(view.help)
        if view.roll_text is not None:
            self.roll_button.setText(view.roll_text)
        if view.skip_all_text is not None:
            self._controls.set_skip_all_text(view.skip_all_text)
        self.roll_button.setEnabled(view.roll_enabled)
        self.tray.set_holds_enabled(view.holds_enabled)
        self._controls.show_computer_controls(view.computer_controls, game is not None)
        self.hint_button.setVisible(view.hint_shown)
        self.hint_button.setEnabled(view.hint_enabled)
        self._set_dice_focusable(not view.table_empty)
        self._update_actions()
        if game is None:
            self.overlays.set_welcome(True)
            self.pad.hide()
            QTimer.singleShot(0, self, self._focus_welcome)
            return
        for model in self._models:
            model.refresh(c.previews_visible)
        self.pad.set_current(game.current_player)
        if self.computer.hint_outdated():
            self.computer.clear_hint()
        self.scoring.forget_if_changed()
        panel = self.table_mode.panel_made
        if not computer and not game.is_over and panel is not None and c.real_dice_turn:
            panel.refresh()  # "Enter roll", and how to enter the faces

    def _set_dice_focusable(self, on: bool) -> None:
        """Blank dice on an empty table are no Tab stops; the welcome card's buttons are."""
        policy = Qt.FocusPolicy.TabFocus if on else Qt.FocusPolicy.NoFocus  # a click leaves the focus
        for die in self.tray.dice():
            if die.focusPolicy() != policy:
                die.setFocusPolicy(policy)

    def _update_actions(self) -> None:
        """Enable the menu items the game state allows (nothing to do before they exist)."""
        self.menus.update()

    def return_focus(self) -> None:
        """After a dialog: the window takes the keyboard back, on the card of the player to move
        (arrows and Enter work at once), else where the game wants it."""
        if QApplication.activeModalWidget() is not None:
            return  # another dialog is open now
        self.activateWindow()
        game = self.controller.game
        if game is None:
            self._focus_welcome()
        elif game.current_player is not None and not self.controller.computer_to_play:
            self.card_focus.focus(game.current_player)

    def _focus_welcome(self) -> None:
        card = self.overlays.welcome_made
        if self.controller.game is None and card is not None and card.isVisible() \
                and not card.isAncestorOf(self.focusWidget()):
            card.start_button.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- player actions -----------------------------------------------------------------

    def _roll(self) -> None:
        if self.controller.computer_to_play:
            if self.computer.hurrying:
                # Space again while the computer is already hurrying: that press is the next
                # person's roll, made as soon as their turn begins (never swallowed, never a skip).
                self._roll_waiting = True
                self.statusBar().showMessage(
                    translate("MainWindow", "Your roll comes as soon as the computer has finished."), 4000)
                return
            self.skip_computer_turn()
            return
        panel = self.table_mode.panel_made
        if panel is not None and panel.active:
            panel.submit()  # real dice: record the faces entered
            return
        self.statusBar().clearMessage()
        self.controller.roll()

    def _on_real_dice_recorded(self) -> None:
        # As after a roll on screen: the keyboard is on the card (1-5 hold, arrows and Enter score).
        game = self.controller.game
        if game is not None and game.current_player is not None:
            self.card_focus.focus(game.current_player)

    # --- holding and scoring ----------------------------------------------------------------

    def _toggle_hold(self, position: int) -> None:
        # A key pressed while the dice still tumble is meant for the faces about to settle
        # (as a click on a die is): settle them first, then hold.
        if self.tray.is_animating():
            self.tray.finish_animation()
        self.controller.toggle_hold(position)

    # --- what the dialogs ask of the window (DialogHost) ---------------------------------------

    def forget_pending_score(self) -> None:
        """A box chosen once waits for its confirmation no more (the Preferences changed)."""
        self.scoring.forget()

    def set_session_animation(self, on: bool) -> None:
        """Animation on or off for this session only (``--no-animation``); Preferences are untouched."""
        self._apply_animation(on)

    @property
    def session_rng(self) -> RandomSource | None:
        """The random source of this session's games (``--seed``), None for fresh randomness."""
        return self._rng

    def _apply_animation(self, on: bool) -> None:
        self.controller.set_animate(on)
        self.tray.set_animations_enabled(on)

    # --- computer play as the window shows it (yachtgui.app.computerplay decides) ---------------

    def show_hint(self) -> None:
        """H / Hint: mark the best dice to keep or box to fill and list the best few options."""
        self.computer.request_hint()

    def skip_computer_turn(self, all_turns: bool = False) -> None:
        """Finish the computer's turn at once (``all_turns``: every computer turn until a person's)."""
        self.computer.skip(all_turns)

    def set_coach(self, on: bool) -> None:
        """Turn the coach on or off for this window (Preferences stores the choice)."""
        self.computer_view.set_coach(on)

    def _settle_dice(self) -> None:
        """A roll still tumbling lands now (a hint or a skip is about the faces about to settle)."""
        if self.tray.is_animating():
            self.tray.finish_animation()

    # --- window life ----------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.controller.game is None:
            self.overlays.show_welcome_if_wanted()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self._after_first_paint)

    def _after_first_paint(self) -> None:
        """Set up what the first frame does not need, then emit ``firstPainted``.

        The menu items with their shortcuts, and the key guard, which filters every
        event of the application (a Python call each): no key can reach a window
        before it is on screen.
        """
        self.menus.build()
        app = QApplication.instance()
        if app is not None:  # one press of a held key is one roll, hold or score
            app.installEventFilter(self._key_guard)
        if isinstance(app, QApplication):  # a focus ring anyone at the table can see
            from yachtgui.widgets.pad.focusring import FocusRings

            FocusRings.install(app)
        self.firstPainted.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale_timer.start(0)

    def _fit_pad_scale(self) -> None:
        """Fit the whole pad beside (or under) the dice, as large as the room allows (:func:`fit_pad`)."""
        central = self.centralWidget()
        if central is not None:
            fit_pad(central, self.pad, self.table_column, self._body_layout, self.help_label)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            if self.card_focus.pending:
                QTimer.singleShot(0, self.card_focus, self.card_focus.apply)
            elif self.controller.game is None:
                QTimer.singleShot(0, self, self._focus_welcome)
        if event.type() == QEvent.Type.PaletteChange and self._models:
            for model in self._models:  # previews take their ink from the palette
                model.refresh(self.controller.previews_visible)
                first, last = model.index(0, 0), model.index(model.rowCount() - 1, 1)
                model.dataChanged.emit(first, last)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.flush_autosave()
        self.placement.save()
        self.settings.sync()
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self._key_guard)
        self.computer.stop()
        super().closeEvent(event)
