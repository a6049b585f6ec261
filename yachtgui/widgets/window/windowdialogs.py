"""The dialogs the main window opens, and what their answers do.

What this module owns: :class:`WindowDialogs`, the window's component that starts games
(:meth:`~WindowDialogs.start_game`, the New Game dialog with the remembered names, Play again with
the same seats, the variant an id names, Edit > House Rules), shows the game-over ranking with its
analysis, Print and Export, the statistics and replay window, the Preferences, the rules and About;
and keeps a computer's turn waiting while a dialog is open
(:meth:`~WindowDialogs._pause_computer_while_open`), the keyboard going back to the game when it
closes. Dialogs are opened with ``open()``: the window stays responsive. What it needs of the
window is :class:`DialogHost`, checked by the type checker.
"""

# ruff: noqa: N802  (Qt's statusBar)

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, QTimer

from yachtgui.app.controller import NewGameSetup
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtWidgets import QDialog, QStatusBar, QWidget

    from yachtgui.app.computerplay import ComputerPlay
    from yachtgui.app.controller import GameController
    from yachtgui.app.gamefiles import GameFiles
    from yachtgui.app.recorder import HistoryRecorder
    from yachtgui.app.settings import Settings
    from yachtgui.game import RandomSource
    from yachtgui.rules import Variant
    from yachtgui.widgets.dialogs.newgame import NewGameDialog
    from yachtgui.widgets.dialogs.varianteditor import VariantEditor
    from yachtgui.widgets.review.stats import StatisticsWindow
    from yachtgui.widgets.window.fileflows import FileFlows
    from yachtgui.widgets.window.menus import MenuBar
    from yachtgui.widgets.window.parts import Senses
    from yachtgui.widgets.window.winchanceview import WinChanceView

__all__ = ["DialogHost", "WindowDialogs"]


class DialogHost(Protocol):
    """What the dialogs use of the main window."""

    controller: GameController
    settings: Settings
    files: GameFiles
    computer: ComputerPlay
    history_recorder: HistoryRecorder
    menus: MenuBar
    senses: Senses
    file_flows: FileFlows
    chances: WinChanceView

    def statusBar(self) -> QStatusBar: ...

    def announce(self, text: str) -> None: ...

    def return_focus(self) -> None: ...

    def set_session_animation(self, on: bool) -> None: ...

    def set_coach(self, on: bool) -> None: ...

    def forget_pending_score(self) -> None: ...


class WindowDialogs(QObject):
    """Starting games and the window's dialogs. ``parent`` owns the dialogs; ``host`` is the window's
    side they use; ``rng`` (the session's random source) feeds new games and roll-offs."""

    def __init__(self, parent: QWidget, host: DialogHost, rng: RandomSource | None = None) -> None:
        super().__init__(parent)
        self._parent = parent
        self._host = host
        self._rng = rng
        self._last_setup: NewGameSetup | None = None  # for Play again
        self._unfinished_answer: str | None = None  # keep or abandon, asked at the dialog's Start
        self.game_over_dialog: QDialog | None = None
        # Works out a finished game's turning points (None: the win-chance engine; tests give another).
        self.turning_compute: Any = None
        self.new_game_dialog_widget: NewGameDialog | None = None
        self.variant_editor_widget: VariantEditor | None = None
        self.preferences_dialog: QDialog | None = None
        self.statistics_window: StatisticsWindow | None = None

    def forget_setup(self) -> None:
        """A game from a file is on the table: Play again has no setup to repeat."""
        self._last_setup = None

    def _forget_statistics(self) -> None:
        self.statistics_window = None

    # --- starting games -------------------------------------------------------------------

    def start_game(self, setup: NewGameSetup) -> bool:
        """Start the game ``setup`` describes; remember it for Play again."""
        ok = self._host.controller.new_game(self._variant_for(setup.variant_id), setup.seats, rng=self._rng,
                                      first_player=setup.first_player)
        if ok:
            self._last_setup = setup
            if setup.roll_off and setup.rounds:
                last = setup.rounds[-1]
                faces = ", ".join(f"{setup.seats[p].name} {face}" for p, face in last.items())
                self._host.announce(translate("MainWindow", "Roll-off: {faces} — {name} starts").format(
                    faces=faces, name=setup.seats[setup.first_player].name))
        return ok

    def new_game_dialog(self) -> None:
        """Open the new-game dialog (remembered names and choices filled in)."""
        from yachtgui.persistence.variants import load_house_variants
        from yachtgui.widgets.dialogs.newgame import NewGameDialog
        from yachtgui.widgets.window.fitting import table_scale

        levels = [level or None for level in self._host.settings.get("player_levels")]
        house = load_house_variants()
        dialog = NewGameDialog(
            self._parent,
            variant_id=self._host.settings.get("variant"),
            names=self._host.settings.get("player_names"),
            levels=levels,
            roll_off=self._host.settings.get("roll_off"),
            computer_available=self._host.computer.can_play_computers(),
            rng=self._roll_off_rng(),
            count=self._host.settings.get("player_count"),
            real_dice=[flag == "real" for flag in self._host.settings.get("player_real_dice")],
            house_variants=tuple(house.variants.values()),
            house_problems=[str(error) for error in house.errors],
            before_start=self._ask_about_unfinished,
            scale=table_scale(self._parent),  # over a large window, as large as the table's words
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._on_new_game_accepted(dialog))
        self.new_game_dialog_widget = dialog
        self._pause_computer_while_open(dialog)
        dialog.open()

    def _ask_about_unfinished(self) -> bool:
        """At the dialog's Start, before the roll-off: keep or abandon the unfinished game?"""
        self._unfinished_answer = self._host.files.ask_about_unfinished_game()
        return self._unfinished_answer != "cancel"

    def _on_new_game_accepted(self, dialog: object) -> None:
        from yachtgui.widgets.dialogs.newgame import NewGameDialog

        assert isinstance(dialog, NewGameDialog)
        setup = dialog.setup()
        if setup is None:
            return
        answer, self._unfinished_answer = self._unfinished_answer, None
        if not self._host.files.settle_unfinished_game(answer):
            return
        self._host.settings.set("variant", setup.variant_id)
        names, levels = dialog.all_seats()  # every seat, so fewer players now forget no one's kind
        names[:len(setup.seats)] = [seat.name for seat in setup.seats]
        self._host.settings.set("player_names", names)
        self._host.settings.set("player_levels", [level or "" for level in levels])
        self._host.settings.set("player_count", len(setup.seats))
        self._host.settings.set("player_real_dice",
                                ["real" if seat.real_dice else "" for seat in setup.seats])
        if len(setup.seats) > 1:
            self._host.settings.set("roll_off", setup.roll_off)
        children = dialog.child_seats()
        if children and not self._host.settings.get("confirm_scores"):
            self._host.settings.set("confirm_scores", True)  # a stray click by a child never scores
        self.start_game(setup)
        if children:
            self._host.statusBar().showMessage(
                translate("MainWindow", "Confirm each score is on: choose a box twice (click or Enter) to "
                                        "write it. Preferences can turn it off."), 15000)

    def play_again(self) -> None:
        """A new game with the same variant and seats (the roll-off again if it was used)."""
        from yachtgui.game import roll_off_rounds

        setup = self._last_setup
        if setup is None:
            game = self._host.controller.game
            if game is None:
                self.new_game_dialog()
                return
            setup = NewGameSetup(game.variant.id, self._host.controller.seats)
        if setup.roll_off:
            first, rounds = roll_off_rounds(len(setup.seats), self._roll_off_rng())
            setup = NewGameSetup(setup.variant_id, setup.seats, first, True, tuple(rounds))
        self.start_game(setup)

    def _variant_for(self, variant_id: str) -> Variant | str:
        """The variant an id names: the current game's own, a built-in one or the family's file.

        Falls back to the id (the game then says it does not know it).
        """
        from yachtgui.rules import VARIANTS

        game = self._host.controller.game
        if game is not None and game.variant.id == variant_id:
            return game.variant  # its file may have changed or gone since
        if variant_id in VARIANTS:
            return VARIANTS[variant_id]
        # Only for a house variant: a built-in game's first frame needs no house-rule files
        # (the module holds their reader and writer).
        from yachtgui.persistence.variants import load_house_variants

        return load_house_variants().variants.get(variant_id, variant_id)

    def edit_house_rules(self) -> None:
        """Edit > House Rules: the family's own variants, made from the built-in ones."""
        from yachtgui.widgets.dialogs.varianteditor import VariantEditor

        editor = VariantEditor(self._parent)
        editor.setObjectName("variantEditor")
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        editor.saved.connect(lambda _id: self._host.statusBar().showMessage(
            translate("MainWindow", "House rules saved: choose them in New Game."), 8000))
        self.variant_editor_widget = editor
        # closed, the keyboard goes back to the game, as after every dialog
        editor.finished.connect(lambda _result: QTimer.singleShot(0, self, self._host.return_focus))
        editor.open()

    def _roll_off_rng(self) -> RandomSource:
        return self._rng if self._rng is not None else random.Random()

    # --- the game over dialog, statistics and replays -------------------------------------

    def show_game_over(self) -> None:
        """The modal ranking with Play again (non-blocking ``open()``: the window stays responsive)."""
        from yachtgui.widgets.dialogs.common import GameOverDialog
        from yachtgui.widgets.window.fitting import table_scale

        game = self._host.controller.game
        if game is None or not game.is_over:
            return
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
        self._host.files.set_last_finished(game, self._host.controller.seats)
        self._host.menus.update()
        dialog = GameOverDialog(game, self._parent, self._host.computer.coach_notes(),
                                scale=table_scale(self._parent))  # over a large window, the table's words
        self._add_game_analysis(dialog)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.exportRequested.connect(lambda: self._host.file_flows.export_pdf(finished=True))
        dialog.printRequested.connect(lambda: self._host.file_flows.print_game(finished=True))
        dialog.finished.connect(lambda _result: self._after_game_over(dialog.result_choice))
        self.game_over_dialog = dialog
        dialog.open()

    def _add_game_analysis(self, dialog: QDialog) -> None:
        """The analysis of the game just finished, under the ranking (filled in when ready)."""
        from yachtgui.widgets.review.analysis import GameAnalysisPanel

        add_section = getattr(dialog, "add_section", None)
        if add_section is not None:
            add_section(GameAnalysisPanel(self._host.history_recorder))
        add_side = getattr(dialog, "add_side", None)
        game = self._host.controller.game
        if add_side is not None and game is not None and len(game.players) > 1:
            from yachtgui.widgets.review.turning import TurningPanel, keep_in_history

            panel = TurningPanel(game, auto=bool(self._host.settings.get("win_chances")),
                                 compute=self.turning_compute)
            panel.computed.connect(lambda points: keep_in_history(self._host.history_recorder, points,
                                                                  len(game.players)))
            dialog.finished.connect(lambda _result: panel.cancel())
            add_side(panel)
            if add_section is not None:
                add_section(panel.take_luck())  # beside the analysis in points: luck and skill in chances

    def _after_game_over(self, choice: str) -> None:
        self.game_over_dialog = None
        QTimer.singleShot(0, self, self._host.return_focus)
        if choice == "again":
            self.play_again()
        elif choice == "new":
            self.new_game_dialog()

    def show_statistics(self, tab: int = 0) -> QDialog:
        """Play > Statistics and Champions: the family's record (one window, raised if open)."""
        from yachtgui.widgets.review.stats import StatisticsWindow
        from yachtgui.widgets.window.fitting import table_scale

        window = self.statistics_window
        if window is None or not window.isVisible():
            window = StatisticsWindow(self._parent, replay_strategy=self._host.computer.strategy_in_memory,
                                      replay_scale=lambda: table_scale(self._parent))
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.destroyed.connect(self._forget_statistics)
            window.finished.connect(lambda _result: QTimer.singleShot(0, self, self._host.return_focus))
            self.statistics_window = window
        window.tabs.setCurrentIndex(tab)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def show_replays(self) -> QDialog:
        """Play > Replay a Finished Game: the statistics window's list of games."""
        return self.show_statistics(tab=4)

    # --- preferences, rules and about -----------------------------------------------------

    def show_preferences(self) -> None:
        """Edit the preferences; applied and stored on OK."""
        from yachtgui.widgets.dialogs.common import PreferencesDialog

        dialog = PreferencesDialog(self._host.settings.animation, bool(self._host.settings.get("coach")),
                                   coach_available=True, parent=self._parent,
                                   speed=self._host.settings.get("computer_speed"),
                                   confirm=bool(self._host.settings.get("confirm_scores")))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        from yachtgui.widgets.senses.access import add_preferences_group, apply_preferences

        senses = add_preferences_group(dialog, self._host.settings)  # sound, volume, large text
        from yachtgui.widgets.window.winchanceview import add_preferences

        chances_box, chances_words = add_preferences(dialog, self._host.settings)

        def apply() -> None:
            apply_preferences(self._host.settings, self._host.senses.sound, senses)
            self._host.settings.animation = dialog.animation_box.isChecked()
            self._host.settings.set("coach", dialog.coach_box.isChecked())
            self._host.settings.set("computer_speed", str(dialog.speed_combo.currentData()))
            self._host.settings.set("confirm_scores", dialog.confirm_box.isChecked())
            self._host.forget_pending_score()
            self._host.set_session_animation(dialog.animation_box.isChecked())
            self._host.computer.set_speed(str(dialog.speed_combo.currentData()))
            self._host.set_coach(dialog.coach_box.isChecked())
            self._host.settings.set("win_chances", chances_box.isChecked())
            self._host.settings.set("win_chances_words", str(chances_words.currentData()))
            self._host.chances.apply_settings()

        dialog.accepted.connect(apply)
        self.preferences_dialog = dialog
        self._pause_computer_while_open(dialog)
        dialog.open()

    def show_rules(self) -> None:
        """Help: the rules of the variant being played (or the last chosen)."""
        game = self._host.controller.game
        from yachtgui.widgets.dialogs.help import show_rules

        chosen = game.variant if game is not None else self._variant_for(self._host.settings.get("variant"))
        # (an id only: a house file since deleted)
        rules = show_rules(self._parent, chosen if not isinstance(chosen, str) else "kismet")
        rules.finished.connect(lambda _result: QTimer.singleShot(0, self, self._host.return_focus))

    def show_about(self) -> None:
        """Help > About."""
        from PySide6.QtWidgets import QDialog

        from yachtgui.widgets.dialogs.about import show_about

        box = show_about(self._parent)
        if isinstance(box, QDialog) and box.isVisible():
            self._pause_computer_while_open(box)

    # --- a computer waits while a dialog is open ------------------------------------------

    def _pause_computer_while_open(self, dialog: QDialog) -> None:
        """A computer's turn waits while ``dialog`` (window-modal) is open; it goes on when it closes.

        When it closes, the keyboard goes back to the game (arrows and Enter on the card).
        """
        dialog.finished.connect(lambda _result: QTimer.singleShot(0, self, self._host.return_focus))
        computer = self._host.computer
        if not computer.has_driver:
            return  # no computer has played yet (one that starts now waits for no dialog)
        computer.pause()
        dialog.finished.connect(lambda _result: computer.resume())
