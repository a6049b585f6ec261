"""Records every finished game in the history, in the background of the game-over moment.

:class:`HistoryRecorder` watches a :class:`~yachtgui.app.controller.GameController`. When a
game starts it notes the time and a session id; when it ends it takes a copy of the game
(in the GUI thread, well under a millisecond) and hands it to a worker thread, which

1. writes it to the history database (:func:`yachtgui.history.record_game`: a locked,
   read-only, full or damaged database never stops play, the game waits in a retry file);
2. analyses it against the optimal strategy (from the table in memory, the cache, or built
   there and then), and stores the points given up and the luck with the game.

Signals, always delivered in the GUI thread: ``recorded(outcome)`` with the
:class:`~yachtgui.history.RecordOutcome`, and ``analysed(sentences)`` with the analysis in
plain words (a list of str; empty when no analysis could be made). ``failed(message)``
carries any message the player should see (a database fault, a broken analysis). The
dialog never waits for any of this.

A game that was already over when it was loaded is not recorded again; a game whose last
score is taken back and made again is recorded once, in its final form. Every game is
recorded under its own id (:attr:`GameController.game_id`, kept in its file), so two windows
that played one game on record it once.

A game that could be neither written nor kept for later (a full disk) is held here and
tried again every :data:`RETRY_UNKEPT_MS` and when quitting; the last finished game's file
is recorded too when the history lacks it (it reaches the history once there is room).
"""

from __future__ import annotations

import contextlib
import threading
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from yachtgui.text import translate

if TYPE_CHECKING:
    from pathlib import Path

    from yachtgui.ai import Strategy
    from yachtgui.app.controller import GameController
    from yachtgui.game import Game
    from yachtgui.rules import Variant

__all__ = ["HistoryRecorder"]

#: How long quitting waits for a recording in progress (seconds).
JOIN_TIMEOUT_S = 10.0
#: How often a finished game that could be kept nowhere (a full disk) is tried again (ms).
RETRY_UNKEPT_MS = 30_000


class HistoryRecorder(QObject):
    """See the module docstring. ``strategy_for(variant_id)`` may supply a table already in memory."""

    recorded = Signal(object)
    analysed = Signal(list)
    failed = Signal(str)
    _retry_wanted = Signal()  # from the worker: start the retry timer in the GUI thread

    def __init__(
        self,
        controller: GameController,
        parent: QObject | None = None,
        *,
        strategy_for: Any = None,
        enabled: bool = True,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._strategy_for = strategy_for
        self._enabled = enabled
        self._started: str | None = None
        self._uid: str | None = None
        self._record_this = False
        self._threads: list[threading.Thread] = []
        self._written: list[threading.Event] = []  # set once each game is in the database (or kept)
        self.last_outcome: Any = None
        self.last_sentences: list[str] | None = None
        self._unkept: list[tuple[dict[str, Any], dict[str, Variant], Path]] = []  # see the module docstring
        self._unkept_lock = threading.Lock()
        self._retry_timer = QTimer(self)
        self._retry_timer.setSingleShot(True)
        self._retry_timer.timeout.connect(self._retry_unkept)
        self._retry_wanted.connect(lambda: self._retry_timer.start(RETRY_UNKEPT_MS))
        controller.gameStarted.connect(self._on_started)
        controller.gameOver.connect(self._on_over)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.wait)

    def set_enabled(self, on: bool) -> None:
        """Record finished games (True) or not."""
        self._enabled = on

    @property
    def busy(self) -> bool:
        """True while a recording or analysis runs."""
        self._threads = [t for t in self._threads if t.is_alive()]
        return bool(self._threads)

    def wait(self, timeout: float = JOIN_TIMEOUT_S) -> None:
        """Let the games being written reach the database or the retry file (quitting calls this).

        An analysis still running is not waited for: quitting would otherwise wait for a
        strategy table to be built; the game is kept, only its analysis figures are not.
        """
        for written in list(self._written):
            written.wait(timeout)
        self._written = [w for w in self._written if not w.is_set()]
        self._retry_timer.stop()
        self._retry_now()  # a last try for a game kept nowhere yet

    @property
    def unkept(self) -> int:
        """How many finished games could be neither written nor kept for later, and wait here."""
        with self._unkept_lock:
            return len(self._unkept)

    def _on_started(self) -> None:
        game = self._controller.game
        # A game loaded when already over was recorded when it ended; a resumed one is
        # recorded when it ends, with no known start time.
        self._record_this = game is not None and not game.is_over
        resumed = game is not None and bool(game.history)
        # datetime.now(UTC).isoformat(timespec="seconds"), written without datetime: every game's
        # start is in the first frame, and the module costs it ~5 M instructions (benchmarks/cold_start.py).
        self._started = None if resumed else time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime())
        game_id = getattr(self._controller, "game_id", None)
        if game_id is None:
            import uuid

            game_id = uuid.uuid4().hex
        self._uid = game_id
        self.last_outcome = None
        self.last_sentences = None

    def _on_over(self) -> None:
        game = self._controller.game
        if not self._enabled or not self._record_this or game is None or not game.is_over:
            return
        from yachtgui.history import database_path, make_entry
        from yachtgui.persistence import last_finished_path

        computers = [seat.level for seat in self._controller.seats]
        entry = make_entry(game, computers, started=self._started, uid=self._uid)
        strategy = self._strategy_for(game.variant.id) if self._strategy_for is not None else None
        if strategy is not None and strategy.variant.rules_hash != game.variant.rules_hash:
            strategy = None  # house rules changed under the same id: the worker finds the right table
        path = database_path()  # decided now: the worker must not follow a later change of folder
        kept = last_finished_path()
        # The entry is a copy (plain data): the worker rebuilds the game from it while play goes on.
        variants = {game.variant.id: game.variant}  # a house rule is not among the built-in variants
        written = threading.Event()
        self._written.append(written)
        thread = threading.Thread(
            target=self._work, args=(entry, variants, strategy, path, written, kept), name="history-recorder",
            daemon=True,
        )
        self._threads.append(thread)
        thread.start()

    def _emit(self, signal: Any, value: object) -> None:
        """Emit from the worker; the window may have been closed meanwhile (then nobody listens)."""
        with contextlib.suppress(RuntimeError):
            if value is None:
                signal.emit()
            else:
                signal.emit(value)

    def _retry_unkept(self) -> None:
        """The retry timer: try the games kept nowhere again, in the background."""
        if self.unkept:
            thread = threading.Thread(target=self._retry_now, name="history-retry", daemon=True)
            self._threads.append(thread)
            thread.start()

    def _retry_now(self) -> None:
        """Try once more to write (or keep) each game held here; those that still cannot be wait on."""
        from yachtgui.history import record_game

        with self._unkept_lock:
            waiting, self._unkept = self._unkept, []
        still = []
        for entry, variants, path in waiting:
            try:
                outcome = record_game(entry, path=path, variants=variants)
            except Exception:  # a bug must not lose the game: it waits on
                still.append((entry, variants, path))
                continue
            if outcome.unkept is not None:
                still.append((entry, variants, path))
                continue
            self._emit(self.recorded, outcome)
            for message in outcome.messages:
                self._emit(self.failed, message)
            if outcome.result is not None:
                self._emit(self.failed, translate("Recorder", "The finished game was added to the history."))
        if still:
            with self._unkept_lock:
                self._unkept = still + self._unkept
            self._emit(self._retry_wanted, None)

    def _work(self, entry: dict[str, Any], variants: dict[str, Variant], strategy: Strategy | None,
              path: Path, written: threading.Event, kept: Path | None = None) -> None:
        outcome = None
        try:
            from yachtgui.game import Game
            from yachtgui.history import record_game

            game = Game.from_dict(entry["game"], variants=variants)
            outcome = record_game(entry, game, path=path, variants=variants, last_finished=kept)
            if outcome.unkept is not None:
                with self._unkept_lock:
                    self._unkept.append((outcome.unkept, variants, path))
                self._emit(self._retry_wanted, None)
        except Exception as error:  # a bug must still reach the window, never stall silently
            written.set()
            text = translate("Recorder", "This game could not be added to the game history ({error}).")
            self._emit(self.failed, text.format(error=error))
            self.last_sentences = []
            self._emit(self.analysed, [])
            return
        written.set()
        if outcome is not None:
            self.last_outcome = outcome
            self._emit(self.recorded, outcome)
            for message in outcome.messages:
                self._emit(self.failed, message)
        result = outcome.result if outcome is not None else None
        best = translate("Recorder", "New personal best for {name}!")
        sentences = [best.format(name=name) for name in (result.personal_bests if result else ())]
        try:
            sentences += self._analyse(game, strategy, result, path)
        except Exception as error:
            text = translate("Recorder", "The game analysis could not be made ({error}).")
            self._emit(self.failed, text.format(error=error))
        self.last_sentences = sentences
        self._emit(self.analysed, sentences)

    def _analyse(self, game: Game, strategy: Strategy | None, result: Any, path: Path) -> list[str]:
        from yachtgui.ai import Strategy
        from yachtgui.ai.analysis import analyse, summary_sentences

        if strategy is None:  # a second recording at once waits for this build and finds the table cached
            strategy = Strategy.load_or_build(game.variant)
        analysis = analyse(game, strategy)
        if result is not None:
            from yachtgui.history import HistoryError, open_history

            try:
                with open_history(path) as store:
                    store.set_analysis(result.game_id, [(p.given_up, p.luck) for p in analysis.players])
            except HistoryError:
                pass  # the game is recorded; only its analysis figures are missing from the statistics
        return summary_sentences(analysis, game.players)
