"""Computer play as the window shows it: hints, the computer's picks, the coach, a table's progress.

What this module owns: :class:`ComputerView`, which draws what
:class:`~yachtgui.app.computerplay.ComputerPlay` says: the dice to keep (the tray's hint) or the
box to fill (the pad's mark) and the options in the advice panel; the box a computer is about to
fill; the coach's words and tally (also in the game-over dialog); and ``strategyLabel`` and
``strategyProgress`` in the status bar while a strategy table is built. It decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QLabel

from yachtgui.i18n import decimal_text
from yachtgui.text import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMainWindow, QProgressBar

    from yachtgui.ai.advice import Advice
    from yachtgui.app.computerplay import ComputerPlay
    from yachtgui.app.controller import GameController
    from yachtgui.models.scorecard import ScorecardModel
    from yachtgui.widgets.table.advice import AdvicePanel
    from yachtgui.widgets.table.dice import DiceTray

__all__ = ["ComputerView"]


class ComputerView(QObject):
    """Shows ``computer``'s hints and coach for ``controller``'s game in ``window``: on the ``tray``,
    the score ``models`` and the advice panel (``advice`` makes it, ``advice_made`` is it or None),
    and the ``game_over`` dialog when one is open."""

    def __init__(self, window: QMainWindow, controller: GameController, computer: ComputerPlay,
                 tray: DiceTray, models: Callable[[], Sequence[ScorecardModel]],
                 advice: Callable[[], AdvicePanel], advice_made: Callable[[], AdvicePanel | None],
                 game_over: Callable[[], QDialog | None]) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._computer = computer
        self._tray = tray
        self._models = models
        self._advice = advice
        self._advice_made = advice_made
        self._game_over = game_over
        self.coach_about: int | None = None  # the player the coach's last word was about
        self._strategy_label: QLabel | None = None
        self._strategy_progress: QProgressBar | None = None
        computer.hintReady.connect(self.show_hint)
        computer.hintNote.connect(lambda text: self._advice().show_note(text))
        computer.hintCleared.connect(self.clear_hint)
        computer.pickMarked.connect(self.mark_pick)
        computer.progress.connect(self.show_progress)
        computer.winProgress.connect(self.show_win_progress)
        computer.progressDone.connect(self.hide_progress)
        computer.coachCommented.connect(self.show_coach_comment)
        computer.tallyChanged.connect(self.show_tally)

    def set_coach(self, on: bool) -> None:
        """Turn the coach on or off (Preferences stores the choice); its words go or its tally shows."""
        if not self._computer.set_coach(on):
            return
        if not on:
            made = self._advice_made()
            if made is not None:
                made.clear_coach()
        else:
            self.show_tally()

    def show_hint(self, player: int, advice: Advice) -> None:
        if advice.hold is not None:
            self._tray.set_hint(advice.hold)
        if advice.box is not None:
            model = self._models()[player]
            model.clear_marks()  # the hint's mark alone
            model.set_hint_box(advice.box)
        self._advice().show_hint(advice.headline, advice.lines)

    def clear_hint(self) -> None:
        self._tray.set_hint(None)
        for model in self._models():
            model.set_hint_box(None)
        made = self._advice_made()
        if made is not None:
            made.clear_hint()

    def mark_pick(self, player: int, box: str) -> None:
        models = self._models()
        if 0 <= player < len(models):
            models[player].clear_marks()  # the pick's mark alone
            models[player].set_pick_box(box or None)

    def show_coach_comment(self, text: str) -> None:
        game = self._controller.game
        self.coach_about = game.current_player if game is not None else None
        self._advice().show_coach(text)

    def show_tally(self) -> None:
        game = self._controller.game
        if game is None:
            return
        dialog = self._game_over()
        if dialog is not None:  # judgements that waited for the table
            from yachtgui.widgets.dialogs.common import GameOverDialog

            if isinstance(dialog, GameOverDialog):
                dialog.set_coach_notes(self._computer.coach_notes())
        coach = self._computer.coach
        parts = [f"{game.players[i]} {decimal_text(coach.given_up(i))}" for i in range(len(game.players))
                 if coach.judgements(i)]
        if parts or self._advice_made() is not None:
            self._advice().set_tally(translate("MainWindow", "Points given up this game: {list}").format(
                list=" · ".join(parts)) if parts else "")

    @property
    def strategy_label(self) -> QLabel:
        """The status bar's "Teaching the computer ..." while a strategy table is built."""
        if self._strategy_label is None:
            self._build_strategy_status()
        assert self._strategy_label is not None
        return self._strategy_label

    @property
    def strategy_progress(self) -> QProgressBar:
        """The status bar's progress of the strategy table being built."""
        if self._strategy_progress is None:
            self._build_strategy_status()
        assert self._strategy_progress is not None
        return self._strategy_progress

    def _build_strategy_status(self) -> None:
        label = QLabel()
        label.setObjectName("strategyLabel")
        label.setTextFormat(Qt.TextFormat.PlainText)  # house-rule names as written
        from PySide6.QtWidgets import QProgressBar  # set up with the status line, on first use

        progress = QProgressBar()
        progress.setObjectName("strategyProgress")
        progress.setRange(0, 100)
        progress.setTextVisible(False)
        progress.setMaximumWidth(160)
        progress.setAccessibleName(translate("MainWindow", "Computer player learning progress"))
        self._window.statusBar().addPermanentWidget(label)
        self._window.statusBar().addPermanentWidget(progress)
        label.hide()
        progress.hide()
        self._strategy_label, self._strategy_progress = label, progress

    def show_progress(self, name: str, percent: int) -> None:
        self._show_progress_text(
            translate("MainWindow", "Teaching the computer {variant}… {percent} %").format(
                variant=name, percent=percent), percent)

    def show_win_progress(self, name: str, percent: int) -> None:
        """The status bar while the win table of a computer that plays to win is built."""
        self._show_progress_text(
            translate("MainWindow", "Teaching the computer to play {variant} to win… {percent} %").format(
                variant=name, percent=percent), percent)

    def _show_progress_text(self, text: str, percent: int) -> None:
        self.strategy_label.setText(text)
        self.strategy_progress.setValue(percent)
        self.strategy_label.show()
        self.strategy_progress.show()

    def hide_progress(self) -> None:
        if self._strategy_label is not None and self._strategy_progress is not None:
            self._strategy_label.hide()
            self._strategy_progress.hide()
