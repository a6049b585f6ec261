"""Computer players, hints and the coach, as the main window shows them (the window's side of
:mod:`yachtgui.app.computer`).

What this module owns: :class:`ComputerPlayMixin`, the part of
:class:`~yachtgui.widgets.window.mainwindow.MainWindow` that makes, when first needed, the
:class:`~yachtgui.app.computer.StrategyLoader` (``loader``), the
:class:`~yachtgui.app.computer.ComputerTurnDriver` installed on the controller (``driver``) and the
:class:`~yachtgui.app.computer.Coach` (``coach``); hurrying a computer's turn
(:meth:`~ComputerPlayMixin.skip_computer_turn`); the hint (:meth:`~ComputerPlayMixin.show_hint`:
dice to keep or box to fill marked, options listed in the advice panel, gone when the situation
changes); the coach's comments and tally; and the status bar's progress while a strategy table is
built. A table that cannot be built, or a driver that fails, is said in the status bar (the seats
are then played by hand): never a silent stall. A game of people never loads any of it.

A mixin, not a helper object: the window's turn flow reads and resets the hint state
(``_clear_hint``, ``_situation_key``) on every redraw, and tests use ``window.loader``,
``window.driver``, ``window.coach`` and ``window.show_hint`` directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from yachtgui.i18n import decimal_text
from yachtgui.models.scorecard import MARK_BEST, MARK_PICK
from yachtgui.rules.words import variant_name
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtWidgets import QProgressBar

    from yachtgui.ai import Strategy
    from yachtgui.app.computer import Coach, ComputerTurnDriver, StrategyLoader

__all__ = ["ComputerPlayMixin"]


class ComputerPlayMixin:
    """Computer seats, hints and the coach: mixed into the main window (before QMainWindow).

    Uses the window's ``controller``, ``tray``, ``advice`` panel, score models (``_models``),
    ``game_over_dialog``, ``statusBar()`` and ``_refresh()``; keeps ``_loader``, ``_driver``,
    ``_coach``, ``_speed`` and the hint's state (``_hint_key``, ``_hint_waiting``), which the
    window's constructor sets up.
    """

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
        from PySide6.QtWidgets import QProgressBar  # set up with the status line, on first use

        progress = QProgressBar()
        progress.setObjectName("strategyProgress")
        progress.setRange(0, 100)
        progress.setTextVisible(False)
        progress.setMaximumWidth(160)
        progress.setAccessibleName(translate("MainWindow", "Computer player learning progress"))
        self.statusBar().addPermanentWidget(label)
        self.statusBar().addPermanentWidget(progress)
        label.hide()
        progress.hide()
        self._strategy_label, self._strategy_progress = label, progress

    def _show_coach_comment(self, text: str) -> None:
        game = self.controller.game
        self._coach_about = game.current_player if game is not None else None
        self.advice.show_coach(text)

    @property
    def loader(self) -> StrategyLoader:
        """Hands out the strategy tables (builds one in a thread when it is not cached)."""
        if self._loader is None:
            from yachtgui.app.computer import StrategyLoader

            loader = StrategyLoader(self)
            loader.started.connect(lambda variant_id: self._show_progress(variant_id, 0))
            loader.progressed.connect(self._show_progress)
            loader.idle.connect(self._hide_progress)
            loader.ready.connect(self._on_table_ready)
            loader.failed.connect(self._on_table_failed)
            self._loader = loader
        return self._loader

    @property
    def driver(self) -> ComputerTurnDriver:
        """Plays the computer seats' turns; installed on the controller when made."""
        if self._driver is None:
            from yachtgui.app.computer import ComputerTurnDriver

            driver = ComputerTurnDriver(self.loader, self._computer_random, self)
            driver.activeChanged.connect(lambda _active: self._refresh())
            driver.waiting.connect(lambda _player: self._refresh())
            driver.boxMarked.connect(self._on_computer_box)
            driver.failed.connect(self._on_driver_failed)
            self._driver = driver
            self._apply_speed(self._speed)
            self.controller.set_turn_driver(driver)
        return self._driver

    @property
    def coach(self) -> Coach:
        """Judges people's decisions when switched on (Preferences)."""
        if self._coach is None:
            from yachtgui.app.computer import Coach

            coach = Coach(self.loader, self)
            coach.attach(self.controller)
            coach.commented.connect(self._show_coach_comment)
            coach.tallyChanged.connect(self._show_tally)
            self._coach = coach
        return self._coach

    def skip_computer_turn(self, all_turns: bool = False) -> None:
        """Finish the computer's turn at once (``all_turns``: every computer turn until a person's)."""
        if not self.controller.computer_to_play:
            return
        if self.tray.is_animating():
            self.tray.finish_animation()
        self.driver.hurry(all_turns)

    def _situation_key(self) -> tuple[object, ...] | None:
        """What a hint depends on: player, dice, rolls left, boxes filled (holds may change)."""
        situation = self.controller.situation()
        if situation is None:
            return None
        return (situation["player"], tuple(situation["dice"]), situation["rolls_left"],
                tuple(situation["filled"]), self.controller.dice_busy)

    def show_hint(self) -> None:
        """H / Hint: mark the best dice to keep or box to fill and list the best few options."""
        c = self.controller
        game = c.game
        situation = c.situation()
        if game is None or situation is None or game.is_over:
            return
        if c.computer_to_play:
            self.statusBar().showMessage(translate("MainWindow", "Hints are for people's turns."), 6000)
            return
        if self.tray.is_animating():
            self.tray.finish_animation()
        self._clear_hint()
        self._hint_key = self._situation_key()
        if not situation["dice"]:
            self.advice.show_note(translate("MainWindow", "Hint: roll the dice first — there is nothing to "
                                                        "choose before the first roll."))
            return
        strategy = self.loader.request(game.variant)
        if strategy is None:
            self._hint_waiting = True
            self.advice.show_note(
                translate("MainWindow", "Hint: the computer is still learning {variant}; the hint appears in "
                                        "a moment.").format(variant=variant_name(game.variant)))
            return
        total = game.total(situation["player"])
        from yachtgui.app.computer import advise

        advice = advise(strategy, situation, total)
        if advice.hold is not None:
            self.tray.set_hint(advice.hold)
        if advice.box is not None:
            self._models[situation["player"]].set_mark(advice.box, MARK_BEST)
        self.advice.show_hint(advice.headline, advice.lines)

    def _clear_hint(self) -> None:
        self._hint_key = None
        self._hint_waiting = False
        self.tray.set_hint(None)
        for model in self._models:
            mark = model.mark
            if mark is not None and mark[1] == MARK_BEST:
                model.set_mark(None)
        if self._advice is not None:
            self._advice.clear_hint()

    def _on_computer_box(self, player: int, box: str) -> None:
        if 0 <= player < len(self._models):
            self._models[player].set_mark(box or None, MARK_PICK)

    def _coach_notes(self) -> list[str]:
        game = self.controller.game
        coach = self._coach
        if coach is None or game is None:
            return []
        notes = [coach.summary(i, name) for i, name in enumerate(game.players)]
        return [note for note in notes if note]

    def _show_tally(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self.game_over_dialog is not None:  # judgements that waited for the table
            from yachtgui.widgets.dialogs.common import GameOverDialog

            if isinstance(self.game_over_dialog, GameOverDialog):
                self.game_over_dialog.set_coach_notes(self._coach_notes())
        coach = self.coach
        parts = [f"{game.players[i]} {decimal_text(coach.given_up(i))}" for i in range(len(game.players))
                 if coach.judgements(i)]
        if parts or self._advice is not None:
            self.advice.set_tally(translate("MainWindow", "Points given up this game: {list}").format(
                list=" · ".join(parts)) if parts else "")

    def _ensure_table(self) -> None:
        game = self.controller.game
        if game is not None and not game.is_over:
            self.loader.request(game.variant)

    def _show_progress(self, variant_id: str, percent: int) -> None:
        name = self.loader.variant(variant_id).name
        self.strategy_label.setText(
            translate("MainWindow", "Teaching the computer {variant}… {percent} %").format(
                variant=name, percent=percent))
        self.strategy_progress.setValue(percent)
        self.strategy_label.show()
        self.strategy_progress.show()

    def _hide_progress(self) -> None:
        if self._strategy_label is not None and self._strategy_progress is not None:
            self._strategy_label.hide()
            self._strategy_progress.hide()

    def _on_table_ready(self, variant_id: str) -> None:
        game = self.controller.game
        if self._hint_waiting and game is not None and game.variant.id == variant_id \
                and self._hint_key == self._situation_key():
            self.show_hint()

    def _on_table_failed(self, variant_id: str, message: str) -> None:
        from yachtgui.app.controller import plain_message

        text = plain_message(
            translate("MainWindow", "The computer could not learn this game: {problem}").format(
                problem=message))
        self.statusBar().showMessage(text, 15000)
        if self._hint_waiting:
            self._clear_hint()

    def _on_driver_failed(self, message: str) -> None:
        from yachtgui.app.controller import plain_message

        # People play the computer seats by hand from now on (the controller says so each turn).
        self.controller.set_turn_driver(None)
        text = translate("MainWindow", "{problem} Computer seats are played by hand now.").format(
            problem=plain_message(message))
        self.statusBar().showMessage(text, 15000)

    def controller_can_play_computers(self) -> bool:
        """True when computer seats can be offered (no driver failed and was taken away)."""
        return self._driver is None or self.controller.turn_driver is not None

    def _strategy_in_memory(self, variant_id: str) -> Strategy | None:
        return self._loader.strategy(variant_id) if self._loader is not None else None

    def _apply_speed(self, speed: str) -> None:
        self._speed = speed
        if self._driver is not None:
            from yachtgui.app.computer import SPEEDS

            self._driver.set_pause_ms(SPEEDS.get(speed, SPEEDS["normal"]))

    def set_coach(self, on: bool) -> None:
        """Turn the coach on or off for this window (Preferences stores the choice)."""
        if not on and self._coach is None:
            return
        self.coach.set_enabled(on)
        if not on:
            if self._advice is not None:
                self._advice.clear_coach()
        else:
            self._show_tally()
