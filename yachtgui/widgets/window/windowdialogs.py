"""The dialogs the main window opens, and what their answers do.

What this module owns: :class:`DialogsMixin`, the part of
:class:`~yachtgui.widgets.window.mainwindow.MainWindow` that starts games (:meth:`~DialogsMixin.start_game`,
the New Game dialog with the remembered names, Play again with the same seats, the variant an id
names, Edit > House Rules), shows the game-over ranking with its analysis, Print and Export, the
statistics and replay window, the Preferences, the rules and About; and keeps a computer's turn
waiting while a dialog is open (:meth:`~DialogsMixin._pause_computer_while_open` for window-modal
dialogs, :meth:`~DialogsMixin._computer_waits` for blocking ones), the keyboard going back to the
game when it closes. Dialogs are opened with ``open()``: the window stays responsive.

A mixin, not a helper object: tests, the app start and the menus call these on the window
(``window.start_game``, ``window.new_game_dialog``, ``window.show_preferences``), and the flows use
the window's controller, settings and turn state throughout.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer

from yachtgui.app.controller import NewGameSetup
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtWidgets import QDialog

    from yachtgui.game import RandomSource
    from yachtgui.rules import Variant

__all__ = ["DialogsMixin"]


class DialogsMixin:
    """Starting games and the window's dialogs: mixed into the main window (before QMainWindow).

    Uses the window's ``controller``, ``settings``, ``_rng``, ``_driver``, ``history_recorder``,
    ``computer``, ``statusBar()``, ``_on_announcement()``, ``_return_focus()``,
    ``_export_pdf()``/``_print()``, ``_apply_animation()``/``set_coach()``;
    keeps ``_last_setup`` (for Play again) and ``game_over_dialog``.
    """

    # --- starting games -------------------------------------------------------------------

    def start_game(self, setup: NewGameSetup) -> bool:
        """Start the game ``setup`` describes; remember it for Play again."""
        ok = self.controller.new_game(self._variant_for(setup.variant_id), setup.seats, rng=self._rng,
                                      first_player=setup.first_player)
        if ok:
            self._last_setup = setup
            if setup.roll_off and setup.rounds:
                last = setup.rounds[-1]
                faces = ", ".join(f"{setup.seats[p].name} {face}" for p, face in last.items())
                self._on_announcement(translate("MainWindow", "Roll-off: {faces} — {name} starts").format(
                    faces=faces, name=setup.seats[setup.first_player].name))
        return ok

    def new_game_dialog(self) -> None:
        """Open the new-game dialog (remembered names and choices filled in)."""
        from yachtgui.persistence.variants import load_house_variants
        from yachtgui.widgets.dialogs.newgame import NewGameDialog

        levels = [level or None for level in self.settings.get("player_levels")]
        house = load_house_variants()
        dialog = NewGameDialog(
            self,
            variant_id=self.settings.get("variant"),
            names=self.settings.get("player_names"),
            levels=levels,
            roll_off=self.settings.get("roll_off"),
            computer_available=self.computer.can_play_computers(),
            rng=self._roll_off_rng(),
            count=self.settings.get("player_count"),
            real_dice=[flag == "real" for flag in self.settings.get("player_real_dice")],
            house_variants=tuple(house.variants.values()),
            house_problems=[str(error) for error in house.errors],
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._on_new_game_accepted(dialog))
        self.new_game_dialog_widget = dialog
        self._pause_computer_while_open(dialog)
        dialog.open()

    def _on_new_game_accepted(self, dialog: object) -> None:
        from yachtgui.widgets.dialogs.newgame import NewGameDialog

        assert isinstance(dialog, NewGameDialog)
        setup = dialog.setup()
        if setup is None:
            return
        if not self.files.settle_unfinished_game():
            return
        self.settings.set("variant", setup.variant_id)
        names, levels = dialog.all_seats()  # every seat, so fewer players now forget no one's kind
        names[:len(setup.seats)] = [seat.name for seat in setup.seats]
        self.settings.set("player_names", names)
        self.settings.set("player_levels", [level or "" for level in levels])
        self.settings.set("player_count", len(setup.seats))
        self.settings.set("player_real_dice", ["real" if seat.real_dice else "" for seat in setup.seats])
        if len(setup.seats) > 1:
            self.settings.set("roll_off", setup.roll_off)
        children = dialog.children()
        if children and not self.settings.get("confirm_scores"):
            self.settings.set("confirm_scores", True)  # a stray click by a child never scores
        self.start_game(setup)
        if children:
            self.statusBar().showMessage(
                translate("MainWindow", "Confirm each score is on: choose a box twice (click or Enter) to "
                                        "write it. Preferences can turn it off."), 15000)

    def play_again(self) -> None:
        """A new game with the same variant and seats (the roll-off again if it was used)."""
        from yachtgui.game import roll_off_rounds

        setup = self._last_setup
        if setup is None:
            game = self.controller.game
            if game is None:
                self.new_game_dialog()
                return
            setup = NewGameSetup(game.variant.id, self.controller.seats)
        if setup.roll_off:
            first, rounds = roll_off_rounds(len(setup.seats), self._roll_off_rng())
            setup = NewGameSetup(setup.variant_id, setup.seats, first, True, tuple(rounds))
        self.start_game(setup)

    def _variant_for(self, variant_id: str) -> Variant | str:
        """The variant an id names: the current game's own, a built-in one or the family's file.

        Falls back to the id (the game then says it does not know it).
        """
        from yachtgui.persistence.variants import load_house_variants
        from yachtgui.rules import VARIANTS

        game = self.controller.game
        if game is not None and game.variant.id == variant_id:
            return game.variant  # its file may have changed or gone since
        if variant_id in VARIANTS:
            return VARIANTS[variant_id]
        return load_house_variants().variants.get(variant_id, variant_id)

    def edit_house_rules(self) -> None:
        """Edit > House Rules: the family's own variants, made from the built-in ones."""
        from yachtgui.widgets.dialogs.varianteditor import VariantEditor

        editor = VariantEditor(self)
        editor.setObjectName("variantEditor")
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        editor.saved.connect(lambda _id: self.statusBar().showMessage(
            translate("MainWindow", "House rules saved: choose them in New Game."), 8000))
        self.variant_editor_widget = editor
        editor.open()

    def _roll_off_rng(self) -> RandomSource:
        return self._rng if self._rng is not None else random.Random()

    # --- the game over dialog, statistics and replays -------------------------------------

    def show_game_over(self) -> None:
        """The modal ranking with Play again (non-blocking ``open()``: the window stays responsive)."""
        from yachtgui.widgets.dialogs.common import GameOverDialog

        game = self.controller.game
        if game is None or not game.is_over:
            return
        if self.game_over_dialog is not None:
            self.game_over_dialog.close()
        self.files.set_last_finished(game, self.controller.seats)
        self._update_actions()
        dialog = GameOverDialog(game, self, self.computer.coach_notes())
        self._add_game_analysis(dialog)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.exportRequested.connect(lambda: self._export_pdf(finished=True))
        dialog.printRequested.connect(lambda: self._print(finished=True))
        dialog.finished.connect(lambda _result: self._after_game_over(dialog.result_choice))
        self.game_over_dialog = dialog
        dialog.open()

    def _add_game_analysis(self, dialog: QDialog) -> None:
        """The analysis of the game just finished, under the ranking (filled in when ready)."""
        from yachtgui.widgets.review.analysis import GameAnalysisPanel

        add_section = getattr(dialog, "add_section", None)
        if add_section is not None:
            add_section(GameAnalysisPanel(self.history_recorder))

    def _after_game_over(self, choice: str) -> None:
        self.game_over_dialog = None
        QTimer.singleShot(0, self, self._return_focus)
        if choice == "again":
            self.play_again()
        elif choice == "new":
            self.new_game_dialog()

    def show_statistics(self, tab: int = 0) -> QDialog:
        """Play > Statistics and Champions: the family's record (one window, raised if open)."""
        from yachtgui.widgets.review.stats import StatisticsWindow

        window = getattr(self, "statistics_window", None)
        if window is None or not window.isVisible():
            window = StatisticsWindow(self, replay_strategy=self.computer.strategy_in_memory)
            window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            window.destroyed.connect(lambda: setattr(self, "statistics_window", None))
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

        dialog = PreferencesDialog(self.settings.animation, bool(self.settings.get("coach")),
                                   coach_available=True, parent=self,
                                   speed=self.settings.get("computer_speed"),
                                   confirm=bool(self.settings.get("confirm_scores")))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        from yachtgui.widgets.senses.access import add_preferences_group, apply_preferences

        senses = add_preferences_group(dialog, self.settings)  # sound, volume, large text

        def apply() -> None:
            apply_preferences(self.settings, self.sound, senses)
            self.settings.animation = dialog.animation_box.isChecked()
            self.settings.set("coach", dialog.coach_box.isChecked())
            self.settings.set("computer_speed", str(dialog.speed_combo.currentData()))
            self.settings.set("confirm_scores", dialog.confirm_box.isChecked())
            self._pending_score = None
            self._apply_animation(dialog.animation_box.isChecked())
            self.computer.set_speed(str(dialog.speed_combo.currentData()))
            self.set_coach(dialog.coach_box.isChecked())

        dialog.accepted.connect(apply)
        self.preferences_dialog = dialog
        self._pause_computer_while_open(dialog)
        dialog.open()

    def show_rules(self) -> None:
        """Help: the rules of the variant being played (or the last chosen)."""
        game = self.controller.game
        from yachtgui.widgets.dialogs.help import show_rules

        chosen = game.variant if game is not None else self._variant_for(self.settings.get("variant"))
        rules = show_rules(self, chosen if not isinstance(chosen, str) else "kismet")  # a file since deleted
        rules.finished.connect(lambda _result: QTimer.singleShot(0, self, self._return_focus))

    def show_about(self) -> None:
        """Help > About."""
        from PySide6.QtWidgets import QDialog

        from yachtgui.widgets.dialogs.about import show_about

        box = show_about(self)
        if isinstance(box, QDialog) and box.isVisible():
            self._pause_computer_while_open(box)

    # --- a computer waits while a dialog is open ------------------------------------------

    def _pause_computer_while_open(self, dialog: QDialog) -> None:
        """A computer's turn waits while ``dialog`` (window-modal) is open; it goes on when it closes.

        When it closes, the keyboard goes back to the game (arrows and Enter on the card).
        """
        dialog.finished.connect(lambda _result: QTimer.singleShot(0, self, self._return_focus))
        computer = self.computer
        if not computer.has_driver:
            return  # no computer has played yet (one that starts now waits for no dialog)
        computer.pause()
        dialog.finished.connect(lambda _result: computer.resume())

    @contextmanager
    def _computer_waits(self) -> Iterator[None]:
        """A computer's turn waits while a blocking dialog (file chooser, message box) runs."""
        computer = self.computer
        if not computer.has_driver:
            yield
            return
        computer.pause()
        try:
            yield
        finally:
            computer.resume()
