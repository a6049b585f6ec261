"""Computer play for one controller: strategy tables, the computer's turns, hints and the coach.

What this module owns: :class:`ComputerPlay`, which makes when first needed the
:class:`~yachtgui.app.computer.StrategyLoader` (``loader``), the
:class:`~yachtgui.app.computer.WinTableLoader` (``win_loader``, for computers that play to win), the
:class:`~yachtgui.app.computer.ComputerTurnDriver` installed on the controller (``driver``) and the
:class:`~yachtgui.app.computer.Coach` (``coach``); keeps the computer speed and the hint's state;
and says everything the window shows through signals: a hint ready (or a note instead), the box a
computer picked, a table's progress, and failures (a table that cannot be built, a driver that
broke: the seats are then played by hand), never a silent stall. A game of people never loads any
of the AI. QtCore only: tested without a window (tests/app/test_computerplay.py).
"""

# ruff: noqa: N815  (Qt signals are camelCase, as in Qt itself)

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSignalBlocker, QTimer, Signal

from yachtgui.rules.words import variant_name
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from yachtgui.ai import Strategy
    from yachtgui.app.computer import Coach, ComputerTurnDriver, StrategyLoader, WinTableLoader
    from yachtgui.app.controller import GameController
    from yachtgui.game import RandomSource

__all__ = ["ComputerPlay", "computer_rng"]

#: What a hint depends on: player, dice, rolls left, boxes filled, dice still tumbling.
SituationKey = tuple[object, ...]


def computer_rng(rng: RandomSource | None) -> random.Random:
    """The computer players' own random source: derived from a seeded session's, else fresh."""
    if isinstance(rng, random.Random):
        return random.Random(rng.getrandbits(64))
    return random.Random()


class ComputerPlay(QObject):
    """The computer seats, hints and the coach of ``controller``'s games.

    ``rng`` is the session's random source (``--seed``): the computers draw from their own source
    derived from it now. ``settle_dice`` finishes a roll's animation (a hint or a skip asked for
    while the dice tumble is about the faces about to settle).
    """

    #: A hint for ``player``: an :class:`~yachtgui.ai.advice.Advice` (dice to hold or box to fill).
    hintReady = Signal(int, object)
    #: What the hint says instead of advice (roll first; the computer is still learning).
    hintNote = Signal(str)
    #: The hint shown is no longer about the dice on the table (or was taken back).
    hintCleared = Signal()
    #: The box a computer is about to fill (``""``: none any more).
    pickMarked = Signal(int, str)
    #: A strategy table is being built: the variant's name and the percent done.
    progress = Signal(str, int)
    #: A win table (for a computer that plays to win) is being built: the variant's name, percent done.
    winProgress = Signal(str, int)
    #: No table is being built any more.
    progressDone = Signal()
    #: A sentence for the status line: something could not be done (and what happens instead).
    failed = Signal(str)
    #: A computer's turn started, stopped, or waits for its table: the turn's display changes.
    turnChanged = Signal()
    #: The coach's word on a person's decision.
    coachCommented = Signal(str)
    #: The coach's tally of points given up changed.
    tallyChanged = Signal()

    def __init__(self, controller: GameController, rng: RandomSource | None = None,
                 settle_dice: Callable[[], None] = lambda: None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._random = computer_rng(rng)  # drawn now: --seed reproduces the session
        self._settle_dice = settle_dice
        # Made when first needed (see the properties): a game of people never loads them.
        self._loader: StrategyLoader | None = None
        self._win_loader: WinTableLoader | None = None
        self._driver: ComputerTurnDriver | None = None
        self._coach: Coach | None = None
        self._speed = "normal"  # the computer speed (Preferences), given to the driver when it is made
        self._hint_key: SituationKey | None = None  # the situation the hint shown is about
        self._hint_waiting = False  # a hint asked for waits for its table
        controller.gameStarted.connect(self._on_game_started)

    # --- the parts, made when first needed ----------------------------------------------------

    @property
    def loader(self) -> StrategyLoader:
        """Hands out the strategy tables (builds one in a thread when it is not cached)."""
        if self._loader is None:
            from yachtgui.app.computer import StrategyLoader

            loader = StrategyLoader(self)
            loader.started.connect(lambda variant_id: self._on_progress(variant_id, 0))
            loader.progressed.connect(self._on_progress)
            loader.idle.connect(self.progressDone)
            loader.ready.connect(self._on_table_ready)
            loader.failed.connect(self._on_table_failed)
            self._loader = loader
        return self._loader

    @property
    def win_loader(self) -> WinTableLoader:
        """Hands out the win tables of computers that play to win (read or built in a thread)."""
        if self._win_loader is None:
            from yachtgui.app.computer import WinTableLoader

            loader = WinTableLoader(self)
            # No "started": reading a cached table is quick enough to show no progress at all.
            loader.progressed.connect(self._on_win_progress)
            loader.idle.connect(self.progressDone)
            loader.failed.connect(self._on_win_table_failed)
            self._win_loader = loader
        return self._win_loader

    @property
    def driver(self) -> ComputerTurnDriver:
        """Plays the computer seats' turns; installed on the controller when made."""
        if self._driver is None:
            from yachtgui.app.computer import ComputerTurnDriver

            driver = ComputerTurnDriver(self.loader, self._random, self, win_loader=self.win_loader)
            driver.activeChanged.connect(lambda _active: self.turnChanged.emit())
            driver.waiting.connect(lambda _player: self.turnChanged.emit())
            driver.boxMarked.connect(self.pickMarked)
            driver.failed.connect(self._on_driver_failed)
            driver.fellBack.connect(self._on_win_failed)
            self._driver = driver
            self.set_speed(self._speed)
            self._controller.set_turn_driver(driver)
        return self._driver

    @property
    def coach(self) -> Coach:
        """Judges people's decisions when switched on (Preferences)."""
        if self._coach is None:
            from yachtgui.app.computer import Coach

            coach = Coach(self.loader, self)
            coach.attach(self._controller)
            coach.commented.connect(self.coachCommented)
            coach.tallyChanged.connect(self.tallyChanged)
            self._coach = coach
        return self._coach

    @property
    def has_driver(self) -> bool:
        """Whether a computer has been set up to play (a game of people never makes one)."""
        return self._driver is not None

    @property
    def has_coach(self) -> bool:
        """Whether the coach has been made (switched on once this session)."""
        return self._coach is not None

    @property
    def hurrying(self) -> bool:
        """Whether a computer is finishing its turn at once (Space pressed again is the next roll)."""
        return self._driver is not None and self._driver.hurrying

    def can_play_computers(self) -> bool:
        """True when computer seats can be offered (no driver failed and was taken away)."""
        return self._driver is None or self._controller.turn_driver is not None

    def strategy_in_memory(self, variant_id: str) -> Strategy | None:
        """The table of ``variant_id`` if it is loaded (never loads or builds one)."""
        return self._loader.strategy(variant_id) if self._loader is not None else None

    # --- the computer's turns ------------------------------------------------------------

    def skip(self, all_turns: bool = False) -> None:
        """Finish the computer's turn at once (``all_turns``: every computer turn until a person's)."""
        if not self._controller.computer_to_play:
            return
        self._settle_dice()
        self.driver.hurry(all_turns)

    def pause(self) -> None:
        """A computer's turn waits (a dialog is open); pauses nest. Nothing to do before one played."""
        if self._driver is not None:
            self._driver.pause()

    def resume(self) -> None:
        """Undo one :meth:`pause`."""
        if self._driver is not None:
            self._driver.resume()

    @contextmanager
    def waiting(self) -> Iterator[None]:
        """A computer's turn waits while this runs (a blocking dialog: file chooser, message box)."""
        driver = self._driver
        if driver is None:
            yield
            return
        driver.pause()
        try:
            yield
        finally:
            driver.resume()

    @property
    def speed(self) -> str:
        """The computer speed: a key of :data:`~yachtgui.app.computer.SPEEDS`."""
        return self._speed

    def set_speed(self, speed: str) -> None:
        """The computer speed (Preferences), given to the driver now or when it is made."""
        self._speed = speed
        if self._driver is not None:
            from yachtgui.app.computer import SPEEDS

            self._driver.set_pause_ms(SPEEDS.get(speed, SPEEDS["normal"]))

    def stop(self) -> None:
        """The window closes: no computer turn goes on, and no build thread outlives it."""
        if self._driver is not None:
            self._driver.stop()
        for loader in (self._loader, self._win_loader):
            if loader is not None:
                with QSignalBlocker(loader):
                    loader.cancel()  # joins the build thread: none may outlive the window

    def ensure_table(self) -> None:
        """Load (or start building) the tables of the game being played: the strategy, then, for a
        computer that plays to win, the win table (built while the others play their turns)."""
        game = self._controller.game
        if game is not None and not game.is_over:
            strategy = self.loader.request(game.variant)
            if strategy is not None and self._plays_to_win():
                self.win_loader.request(game.variant)

    def _plays_to_win(self) -> bool:
        """A seat of the game being played is a computer that plays to win."""
        return any(seat.level == "win" for seat in self._controller.seats)

    def _on_game_started(self) -> None:
        c = self._controller
        game = c.game
        if game is None:
            return
        computers = any(seat.is_computer for seat in c.seats)
        if computers and self._driver is None and c.turn_driver is None:
            _ = self.driver  # made and installed before the controller begins the first turn
        if self._driver is not None:
            self._driver.forget_failures()
        self.clear_hint()
        # Tables load lazily: for computer seats and the coach; a build for another game stops.
        needed = (computers or (self._coach is not None and self._coach.enabled)) and not game.is_over
        building = self._loader.building if self._loader is not None else None
        if building is not None and (not needed or building != game.variant.id):
            self.loader.cancel()
        building = self._win_loader.building if self._win_loader is not None else None
        if building is not None and (not needed or not self._plays_to_win() or building != game.variant.id):
            self.win_loader.cancel()
        if needed:
            QTimer.singleShot(0, self, self.ensure_table)

    def _on_progress(self, variant_id: str, percent: int) -> None:
        self.progress.emit(variant_name(self.loader.variant(variant_id)), percent)  # in the app's language

    def _on_win_progress(self, variant_id: str, percent: int) -> None:
        self.winProgress.emit(variant_name(self.win_loader.variant(variant_id)), percent)

    def _on_win_table_failed(self, _variant_id: str, message: str) -> None:
        self._on_win_failed(message)

    def _on_win_failed(self, message: str) -> None:
        from yachtgui.app.words import plain_message

        self.failed.emit(plain_message(
            translate("MainWindow", "The computer could not learn to play to win: {problem}. It plays for "
                                    "the most points instead.").format(problem=message.strip().rstrip("."))))

    def _on_table_failed(self, _variant_id: str, message: str) -> None:
        from yachtgui.app.words import plain_message

        self.failed.emit(plain_message(
            translate("MainWindow", "The computer could not learn this game: {problem}").format(
                problem=message)))
        if self._hint_waiting:
            self.clear_hint()

    def _on_driver_failed(self, message: str) -> None:
        from yachtgui.app.words import plain_message

        # People play the computer seats by hand from now on (the controller says so each turn).
        self._controller.set_turn_driver(None)
        self.failed.emit(translate("MainWindow", "{problem} Computer seats are played by hand now.").format(
            problem=plain_message(message)))

    # --- hints ---------------------------------------------------------------------------

    def situation_key(self) -> SituationKey | None:
        """What a hint (or a score waiting for its confirmation) depends on: player, dice, rolls
        left, boxes filled (holds may change), and whether the dice still tumble."""
        c = self._controller
        situation = c.situation()
        if situation is None:
            return None
        return (situation.player, situation.dice, situation.rolls_left, situation.filled, c.dice_busy)

    def hint_outdated(self) -> bool:
        """Whether a hint is shown (or waited for) about a situation that has changed since."""
        return self._hint_key is not None and self._hint_key != self.situation_key()

    def request_hint(self) -> None:
        """H / Hint: the best dice to keep or box to fill (``hintReady``), or a note why not yet."""
        c = self._controller
        game = c.game
        situation = c.situation()
        if game is None or situation is None or game.is_over:
            return
        if c.computer_to_play:
            self.failed.emit(translate("MainWindow", "Hints are for people's turns."))
            return
        self._settle_dice()
        self.clear_hint()
        self._hint_key = self.situation_key()
        if not situation.dice:
            self.hintNote.emit(translate("MainWindow", "Hint: roll the dice first — there is nothing to "
                                                     "choose before the first roll."))
            return
        strategy = self.loader.request(game.variant)
        if strategy is None:
            self._hint_waiting = True
            from yachtgui.ai.strategy import build_time_words  # loaded already: the table was asked for

            self.hintNote.emit(
                translate("MainWindow", "Hint: the computer is still learning {variant}; the hint appears in "
                                        "{time}.").format(variant=variant_name(game.variant),
                                                          time=build_time_words(game.variant)))
            return
        total = game.total(situation.player)
        from yachtgui.ai.advice import advise

        self.hintReady.emit(situation.player, advise(strategy, situation, total))

    def clear_hint(self) -> None:
        """No hint any more (nor one waited for)."""
        self._hint_key = None
        self._hint_waiting = False
        self.hintCleared.emit()

    def _on_table_ready(self, variant_id: str) -> None:
        game = self._controller.game
        if game is not None and game.variant.id == variant_id and not game.is_over and self._plays_to_win():
            self.win_loader.request(game.variant)  # the strategy is there: the win table next
        if self._hint_waiting and game is not None and game.variant.id == variant_id \
                and self._hint_key == self.situation_key():
            self.request_hint()

    # --- the coach -----------------------------------------------------------------------

    def set_coach(self, on: bool) -> bool:
        """Turn the coach on or off; False when there was nothing to do (off, and never made)."""
        if not on and self._coach is None:
            return False
        self.coach.set_enabled(on)
        return True

    def coach_notes(self) -> list[str]:
        """The coach's summary of each player's game so far (none without a coach)."""
        game = self._controller.game
        coach = self._coach
        if coach is None or game is None:
            return []
        notes = [coach.summary(i, name) for i, name in enumerate(game.players)]
        return [note for note in notes if note]
