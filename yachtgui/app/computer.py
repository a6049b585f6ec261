"""The Qt side of computer players and advice: loading tables, playing turns, hints and the coach.

The pieces, all living in the GUI thread (only the table build runs elsewhere):

- :class:`StrategyLoader` hands out the :class:`~yachtgui.ai.Strategy` of a
  variant. :meth:`StrategyLoader.request` answers at once from memory or the
  cache (``Strategy.cached``, a fraction of a second); otherwise it starts a
  build in a :class:`~PySide6.QtCore.QThread` and reports ``progressed`` and
  ``ready`` (or ``failed``) through queued signals. One build runs at a time;
  :meth:`StrategyLoader.cancel` stops it (new game, window closing), waiting
  for the thread at most :data:`CANCEL_WAIT_MS`; a thread still busy then
  ends on its own and is joined when the application quits.
- :class:`WinTableLoader` does the same for the win tables
  (:class:`~yachtgui.ai.winchance.WinChance`) of computers that play to win,
  always in the thread (reading one takes a second or more); both are a
  :class:`TableLoader`. :func:`win_engine` builds a variant's win table
  once however many ask (the live chances too).
- :class:`ComputerTurnDriver` implements the controller's
  :class:`~yachtgui.app.controller.TurnDriver`: it plays a computer seat's turn
  visibly with the controller's own slots (``as_computer=True``), one step
  per timer tick: roll, wait for the dice to settle, pause, hold the kept dice
  one by one, roll again, or mark the chosen box and score it. The pause is
  the "computer speed" (:data:`SPEEDS`); :meth:`ComputerTurnDriver.hurry`
  finishes the turn (or every computer turn until a person's) at once.
  A seat of level ``"win"`` chooses with :class:`~yachtgui.ai.winplay.WinningPlayer`.
- :func:`yachtgui.ai.advice.advise` (pure, beside the AI) turns a situation into the hint.
- :class:`Coach` judges each decision a person makes (``decisionMade``) and
  keeps a per-player tally of the expected points given up.

The AI (NumPy) is imported only when a table is first needed, so starting the
app without computer players, hints or coach never loads it.
"""

# ruff: noqa: N815  (Qt signals are camelCase, as in Qt itself)

from __future__ import annotations

import functools
import random
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal

from yachtgui.i18n import decimal_text
from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.ai import Option, Strategy
    from yachtgui.ai.advice import Judgement
    from yachtgui.app.controller import GameController
    from yachtgui.game import Decision, Game
    from yachtgui.rules import Variant

__all__ = [
    "SPEEDS",
    "UNDO_GRACE_MS",
    "Coach",
    "ComputerTurnDriver",
    "StrategyLoader",
    "TableLoader",
    "WinTableLoader",
    "win_engine",
]

#: The "computer speed" preference: pause between a computer's steps, in ms.
SPEEDS: Final[dict[str, int]] = {"relaxed": 1200, "normal": 700, "fast": 300, "instant": 0}

#: After a person's score, how long (ms) a computer that plays next waits before its first roll,
#: at every speed: until that roll the person may still take the score back (Ctrl+Z).
UNDO_GRACE_MS: Final = 1500

#: How long (ms) cancelling a build may hold the GUI thread. A build stops within milliseconds
#: between batches, but not while it saves its table (up to about a second): past this wait the
#: thread finishes on its own, kept alive by :data:`_STOPPING` (Qt aborts on a running QThread
#: being destroyed).
CANCEL_WAIT_MS: Final = 100


# --- loading tables ---------------------------------------------------------------------

#: Build threads asked to stop that were still running when their loader let go of them.
_STOPPING: set[QThread] = set()


class _Reaper(QObject):
    """Lives in the GUI thread: forgets stopping threads as they end, joins the rest at quit."""

    def __init__(self) -> None:
        super().__init__()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.join_all)

    def adopt(self, thread: QThread) -> None:
        """Keep ``thread`` (asked to stop, still running) alive, without a parent, until it ends."""
        thread.setParent(None)  # its loader may be deleted before it ends
        _STOPPING.add(thread)
        thread.finished.connect(self._on_finished)  # queued: runs here, in the GUI thread
        if thread.isFinished():  # it ended between the wait and the connection
            self._forget(thread)

    def join_all(self) -> None:
        """At quit (the windows are gone), wait for the stopping threads: none may outlive the app."""
        for thread in list(_STOPPING):
            thread.wait()
            self._forget(thread)

    def _on_finished(self) -> None:
        thread = self.sender()
        if isinstance(thread, QThread):
            self._forget(thread)

    @staticmethod
    def _forget(thread: QThread) -> None:
        if thread in _STOPPING:
            _STOPPING.discard(thread)
            thread.deleteLater()


_reaper: _Reaper | None = None


def _let_finish(thread: QThread) -> None:
    """Hand a stopping thread to the reaper (made on first use, in the GUI thread)."""
    global _reaper
    if _reaper is None:
        _reaper = _Reaper()
    _reaper.adopt(thread)


#: Makes a variant's table in a build thread: ``(variant, progress(fraction), cancelled()) -> table``;
#: raises :class:`~yachtgui.ai.BuildCancelled` when ``cancelled()`` says so.
MakeTable = Callable[["Variant", Callable[[float], None], Callable[[], bool]], Any]


def _make_strategy(variant: Variant, progress: Callable[[float], None], cancelled: Callable[[], bool]) -> Any:
    from yachtgui.ai import Strategy

    return Strategy.load_or_build(variant, progress, cancelled)


class _BuildThread(QThread):
    """Builds one variant's table with ``make`` (a strategy by default); signals come out queued."""

    progressed = Signal(int)  # whole percent, only when it changes
    built = Signal(object)  # the table
    broke = Signal(str)  # a plain message

    def __init__(self, variant: Variant, parent: QObject | None = None, make: MakeTable = _make_strategy
                 ) -> None:
        super().__init__(parent)
        self.variant = variant
        self._make = make
        self._stop = threading.Event()
        self._percent = -1

    def request_stop(self) -> None:
        """Ask the build to stop at its next check (a few milliseconds)."""
        self._stop.set()

    def run(self) -> None:
        from yachtgui.ai import BuildCancelled

        try:
            table = self._make(self.variant, self._progress, self._stop.is_set)
        except BuildCancelled:
            return
        except (MemoryError, OSError, ValueError) as error:
            self.broke.emit(str(error) or type(error).__name__)
            return
        except Exception as error:  # any other failure must still reach the loader, never hang it
            why = translate("ComputerTurns", "the work stopped unexpectedly ({kind}: {error})")
            self.broke.emit(why.format(kind=type(error).__name__, error=error))
            return
        if not self._stop.is_set():
            self.built.emit(table)

    def _progress(self, fraction: float) -> None:
        percent = int(fraction * 100)
        if percent != self._percent:
            self._percent = percent
            self.progressed.emit(percent)


class TableLoader(QObject):
    """Hands out one kind of table per variant: from memory, from the cache, or built in a background
    thread. :class:`StrategyLoader` and :class:`WinTableLoader` say which kind.

    Signals (always in the GUI thread): ``started(variant_id)`` when a build
    begins, ``progressed(variant_id, percent)`` while it runs,
    ``ready(variant_id)`` when its table is available, ``failed(variant_id,
    message)`` when the build broke (whatever the error: a build never stays
    "building" after its thread ended), ``idle()`` when no build runs any more
    (finished, failed or cancelled).
    """

    started = Signal(str)
    progressed = Signal(str, int)
    ready = Signal(str)
    failed = Signal(str, str)
    idle = Signal()

    #: How many variants' tables are kept in memory (the most recent).
    KEEP = 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tables: dict[str, Any] = {}
        self._variants: dict[str, Variant] = {}  # house rules asked for by their Variant
        self._thread: _BuildThread | None = None
        self._percent = 0
        self._failing: set[str] = set()  # variants whose failure is about to be reported
        app = QCoreApplication.instance()
        if app is not None:  # no thread may outlive the event loop
            app.aboutToQuit.connect(self.cancel)

    # What a kind of table says (overridden).

    def _cached(self, variant: Variant) -> Any | None:
        """The table from the cache when that is quick (in the GUI thread), else None: built."""
        return None

    #: Loads or builds the table in the build thread: a plain function, never a method of this
    #: object (a build thread that holds a loader's bound method crashed Qt: "shared QObject was
    #: deleted directly").
    make_table: MakeTable = staticmethod(_make_strategy)

    def _rules_hash(self, table: Any) -> str:
        """The rules hash of the variant ``table`` is for."""
        raise NotImplementedError

    def table(self, variant_id: str) -> Any | None:
        """The table of ``variant_id`` if it is in memory (never loads)."""
        return self._tables.get(variant_id)

    @property
    def building(self) -> str | None:
        """The id of the variant being built, None when no build runs."""
        return self._thread.variant.id if self._thread is not None else None

    @property
    def percent(self) -> int:
        """How far the running build is, 0..100 (0 when none runs)."""
        return self._percent if self._thread is not None else 0

    def variant(self, variant_id: str) -> Variant:
        """The variant known by this id: a built-in one, or house rules asked for by their Variant.

        KeyError for house rules never asked for by their Variant.
        """
        if variant_id in self._variants:
            return self._variants[variant_id]
        from yachtgui.rules import VARIANTS

        return VARIANTS[variant_id]

    def request(self, variant_id: str | Variant) -> Any | None:
        """The table now if it is in memory (or quickly in the cache); else None, and ``ready`` follows.

        Give house rules as their :class:`~yachtgui.rules.Variant` (the game's
        own); later requests may then use the id. A request for another variant
        than the one being built cancels that build first. Asking again for
        the variant being built does nothing.
        """
        if not isinstance(variant_id, str):
            self._variants[variant_id.id] = variant_id
            variant_id = variant_id.id
        variant = self.variant(variant_id)
        table = self._tables.get(variant_id)
        if table is not None and self._rules_hash(table) == variant.rules_hash:
            return table
        if self.building == variant_id and self._thread is not None and self._thread.variant == variant:
            return None
        self.cancel()
        try:
            table = self._cached(variant)
        except Exception as error:  # e.g. NumPy's libraries cannot be loaded: say so, never stall
            why = translate("ComputerTurns", "its tables could not be loaded ({kind}: {error})")
            self._fail_soon(variant_id, why.format(kind=type(error).__name__, error=error))
            return None
        if table is not None:
            self._keep(variant_id, table)
            return table
        thread = _BuildThread(variant, self, type(self).make_table)
        thread.progressed.connect(self._on_progress)
        thread.built.connect(self._on_built)
        thread.broke.connect(self._on_broke)
        thread.finished.connect(self._on_thread_finished)
        self._thread = thread
        self._percent = 0
        thread.start(QThread.Priority.LowPriority)
        self.started.emit(variant_id)
        return None

    def _fail_soon(self, variant_id: str, message: str) -> None:
        """Emit ``failed`` from the event loop: the caller of :meth:`request` first sees None
        (and starts waiting, as for a build), then hears why no table comes."""
        if variant_id in self._failing:
            return  # one message for all the requests of one moment
        self._failing.add(variant_id)

        def fail() -> None:
            self._failing.discard(variant_id)
            self.failed.emit(variant_id, message)

        QTimer.singleShot(0, self, fail)

    def cancel(self) -> None:
        """Stop the running build, if any; emits ``idle``. Blocks at most :data:`CANCEL_WAIT_MS`.

        A thread that has not ended by then (it is saving its table) finishes
        on its own in the background; its signals are ignored and the
        application waits for it when it quits.
        """
        thread = self._thread
        if thread is None:
            return
        self._thread = None
        thread.request_stop()
        if thread.wait(CANCEL_WAIT_MS):
            thread.deleteLater()
        else:
            _let_finish(thread)
        self.idle.emit()

    def _keep(self, variant_id: str, table: Any) -> None:
        self._tables.pop(variant_id, None)
        self._tables[variant_id] = table
        while len(self._tables) > self.KEEP:
            self._tables.pop(next(iter(self._tables)))

    # The slots below run in the GUI thread (queued from the build thread); a signal from a
    # build cancelled meanwhile is not from the current thread and is ignored.

    def _on_progress(self, percent: int) -> None:
        thread = self._thread
        if thread is not None and self.sender() is thread:
            self._percent = percent
            self.progressed.emit(thread.variant.id, percent)

    def _on_built(self, table: Any) -> None:
        thread = self._thread
        if thread is None or self.sender() is not thread:
            return
        self._finish(thread)
        self._keep(thread.variant.id, table)
        self.ready.emit(thread.variant.id)

    def _on_broke(self, message: str) -> None:
        thread = self._thread
        if thread is None or self.sender() is not thread:
            return
        self._finish(thread)
        self.failed.emit(thread.variant.id, message)

    def _on_thread_finished(self) -> None:
        # A safety net: the thread ended without ``built`` or ``broke`` (which are queued before
        # ``finished``, so they would have been handled already).
        thread = self._thread
        if thread is None or self.sender() is not thread:
            return
        self._finish(thread)
        self.failed.emit(thread.variant.id, translate("ComputerTurns", "the work stopped unexpectedly"))

    def _finish(self, thread: _BuildThread) -> None:
        self._thread = None
        thread.wait()  # it has sent its last signal: this returns at once
        thread.deleteLater()
        self.idle.emit()


class StrategyLoader(TableLoader):
    """Hands out the :class:`~yachtgui.ai.Strategy` of a variant (see :class:`TableLoader`): a cached
    table loads at once (a fraction of a second), a missing one is built in a thread."""

    def strategy(self, variant_id: str) -> Strategy | None:
        """The strategy of ``variant_id`` if it is in memory (never loads)."""
        strategy: Strategy | None = self.table(variant_id)
        return strategy

    def _cached(self, variant: Variant) -> Any | None:
        from yachtgui.ai import Strategy

        return Strategy.cached(variant)

    def _rules_hash(self, table: Any) -> str:
        return str(table.variant.rules_hash)


_WIN_LOCKS: dict[str, threading.Lock] = {}
_WIN_LOCKS_GUARD = threading.Lock()


def win_engine(variant: Variant, progress: Callable[[float], None], cancelled: Callable[[], bool]) -> Any:
    """The :class:`~yachtgui.ai.winchance.WinChance` of ``variant`` (its win table loaded or built),
    one build per variant at a time in this process: whoever asks second (the live chances and a
    play-to-win seat both need it) waits for the first one's table instead of building it again.
    Runs in a worker thread; :class:`~yachtgui.ai.BuildCancelled` when ``cancelled()`` while waiting."""
    from yachtgui.ai import BuildCancelled
    from yachtgui.ai.winchance import WinChance

    with _WIN_LOCKS_GUARD:
        lock = _WIN_LOCKS.setdefault(variant.rules_hash, threading.Lock())
    while not lock.acquire(timeout=0.05):
        if cancelled():
            raise BuildCancelled  # never shown: the asker stopped waiting
    try:
        return WinChance.load_or_build(variant, progress, cancelled)
    finally:
        lock.release()


class WinTableLoader(TableLoader):
    """Hands out the :class:`~yachtgui.ai.winchance.WinChance` of a variant for play-to-win seats (see
    :class:`TableLoader`). Its table (tens of MB) is always read or built in the thread: reading it
    alone takes a second or more, which the window must not wait for (the window shows its progress
    from the first ``progressed`` on, so reading a cached table shows none)."""

    #: Win tables are large (up to hundreds of MB): one variant's in memory.
    KEEP = 1

    def engine(self, variant_id: str) -> Any | None:
        """The engine of ``variant_id`` if it is in memory (never loads)."""
        return self.table(variant_id)

    make_table = staticmethod(win_engine)

    def _rules_hash(self, table: Any) -> str:
        return str(table.strategy.variant.rules_hash)


class Coach(QObject):
    """Judges every decision a person makes and keeps each player's tally for the game.

    Attach it to a controller with :meth:`attach`; it only listens. While the
    coach is on, each ``decisionMade`` is judged (as soon as the table is
    ready: decisions made while it loads wait for it, and are dropped if the
    table cannot be made) and ``commented`` says the sentence.
    ``tallyChanged`` follows every change of :meth:`judgements`. A new or
    loaded game starts a fresh tally; an undone scoring takes its own
    judgement back (or its decision, still waiting to be judged).
    """

    commented = Signal(str)
    tallyChanged = Signal()

    def __init__(self, loader: StrategyLoader, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._loader = loader
        self._controller: GameController | None = None
        self._enabled = False
        self._judgements: list[Judgement] = []
        self._waiting: list[Decision] = []
        loader.ready.connect(self._on_ready)
        loader.failed.connect(self._on_failed)

    @property
    def enabled(self) -> bool:
        """True when the coach judges decisions."""
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        """Turn the coach on (loads the table of the game's variant) or off."""
        self._enabled = bool(on)
        if not on:
            self._waiting.clear()
            return
        game = self._controller.game if self._controller is not None else None
        if game is not None and not game.is_over:
            self._loader.request(game.variant)

    def attach(self, controller: GameController) -> None:
        """Listen to ``controller``'s decisions, new games and undos."""
        self._controller = controller
        controller.decisionMade.connect(self._on_decision)
        controller.gameStarted.connect(self.reset)
        controller.scoreUndone.connect(self._on_undone)

    @property
    def pending(self) -> int:
        """Decisions waiting for the table before they can be judged."""
        return len(self._waiting)

    def judgements(self, player: int | None = None) -> list[Judgement]:
        """The decisions judged in this game (of ``player`` only, when given), oldest first."""
        return [j for j in self._judgements if player is None or j.player == player]

    def given_up(self, player: int) -> float:
        """Expected points ``player`` gave up against the best choices, this game."""
        return sum(j.given_up for j in self._judgements if j.player == player)

    def summary(self, player: int, name: str) -> str | None:
        """"Ann gave up 23.5 points to perfect play (31 of 40 choices the best)", None if not judged."""
        mine = self.judgements(player)
        if not mine:
            return None
        best = sum(j.was_best for j in mine)
        said = translate("ComputerTurns", "{name} gave up {points} points to perfect play "
                                          "({best} of {count} choices the best)")
        return said.format(name=name, points=decimal_text(self.given_up(player)), best=best, count=len(mine))

    def reset(self) -> None:
        """Forget the tally (a new game)."""
        self._judgements.clear()
        self._waiting.clear()
        self.tallyChanged.emit()

    def _on_decision(self, payload: Decision) -> None:
        if not self._enabled:
            return
        situation = payload.situation
        if not situation.dice:
            return  # the first roll of a turn is no choice
        game = self._controller.game if self._controller is not None else None
        same = game is not None and game.variant.id == situation.variant
        strategy = self._loader.request(game.variant if same and game is not None else situation.variant)
        if strategy is None:
            self._waiting.append(payload)
            return
        self._judge(strategy, payload)

    def _on_ready(self, variant_id: str) -> None:
        strategy = self._loader.strategy(variant_id)
        waiting, self._waiting = self._waiting, []
        for payload in waiting:
            if strategy is not None and payload.situation.variant == variant_id:
                self._judge(strategy, payload, quiet=payload is not waiting[-1])

    def _on_failed(self, variant_id: str, _message: str) -> None:
        # No table for these decisions: they can never be judged (the window says why).
        self._waiting = [p for p in self._waiting if p.situation.variant != variant_id]

    def _judge(self, strategy: Strategy, payload: Decision, quiet: bool = False) -> None:
        from yachtgui.ai import AdviceError

        try:
            from yachtgui.ai.advice import judge

            judgement = judge(strategy, payload)
        except (AdviceError, StopIteration):
            return
        if judgement is None:
            return
        self._judgements.append(judgement)
        self.tallyChanged.emit()
        if not quiet:
            game = self._controller.game if self._controller is not None else None
            name = game.players[judgement.player] if game is not None else ""
            self.commented.emit(judgement.sentence(name, decimal_text))

    def _on_undone(self, player: int, box: str) -> None:
        # The undone scoring is the latest of (player, box): still waiting to be judged (newer than
        # any judged one), judged, or never seen (the coach was off then): then nothing goes.
        for i in range(len(self._waiting) - 1, -1, -1):
            payload = self._waiting[i]
            if payload.situation.player == player and payload.box == box:
                del self._waiting[i]
                return
        for i in range(len(self._judgements) - 1, -1, -1):
            judgement = self._judgements[i]
            if judgement.player == player and judgement.kind == "box" and judgement.box == box:
                del self._judgements[i]
                self.tallyChanged.emit()
                return


# --- playing computer seats ----------------------------------------------------------------


class ComputerTurnDriver(QObject):
    """Plays computer seats' turns visibly through a :class:`~yachtgui.app.controller.GameController`.

    Install it with ``controller.set_turn_driver(driver)``. Each step waits
    :attr:`pause_ms` (the computer speed) on a single-shot timer, never
    blocking: roll; when the dice settle, decide with
    :class:`~yachtgui.ai.ComputerPlayer`; hold the kept dice one by one and
    roll again, or mark the chosen box (``boxMarked``) and score it. When the
    table is not ready the turn waits for the loader (``waiting``).

    Fair undo: when the score just written is a person's (the controller
    could still undo it), the turn waits at least :attr:`undo_grace_ms`
    before the computer's first roll, whatever the speed; during that wait
    :attr:`in_undo_grace` is True, so the window can say Ctrl+Z still works.
    The first roll ends the chance to undo, as for any roll.

    Modal dialogs: :meth:`pause` holds the next step (a dialog is open) and
    :meth:`resume` lets it go on; pauses nest. A turn stopped or started
    while paused waits, too.

    Playing to win (level ``"win"``): the seat chooses with
    :class:`~yachtgui.ai.winplay.WinningPlayer` against the other players'
    actual positions, once ``win_loader`` has its win table (the turn waits
    for it as for the strategy). When that table cannot be had, or a choice
    to win throws, the seat plays for the most points (as Hard) for the rest
    of the game and ``fellBack`` says why: the game goes on.

    Signals: ``activeChanged(bool)`` (a computer turn is being played or not),
    ``waiting(player)`` (the turn waits for the table), ``decided(player,
    situation, option)`` (just before a choice is carried out),
    ``boxMarked(player, box)`` (the box about to be filled; "" clears),
    ``failed(message)`` (the computer cannot play; people must play the seat;
    also when any step of a turn throws, so a turn never stalls silently),
    ``fellBack(message)`` (a play-to-win seat plays for points instead).
    """

    activeChanged = Signal(bool)
    waiting = Signal(int)
    decided = Signal(int, object, object)
    boxMarked = Signal(int, str)
    failed = Signal(str)
    fellBack = Signal(str)

    def __init__(self, loader: StrategyLoader, rng: random.Random | None = None,
                 parent: QObject | None = None, pause_ms: int = SPEEDS["normal"],
                 win_loader: WinTableLoader | None = None) -> None:
        super().__init__(parent)
        self._loader = loader
        self._win_loader = win_loader
        self._winners: dict[int, Any] = {}  # id of a WinChance -> its WinningPlayer (keeps its turn cache)
        self._win_broken: set[str] = set()  # rules hashes whose play-to-win failed this game
        self.rng = rng if rng is not None else random.Random()
        self._pause_ms = max(0, int(pause_ms))
        self._controller: GameController | None = None
        self._player: int | None = None
        self._phase = "idle"  # idle, start, waiting, rolling, deciding, holding, scoring
        self._holds_to_make: list[tuple[int, bool]] = []
        self._marked: tuple[int, str] | None = None
        self._hurry_turn = False
        self._hurry_run = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._next_step: Callable[[], None] | None = None
        self._next_delay = 0  # the delay the step waiting in _next_step was scheduled with
        self._paused = 0  # nested pauses (modal dialogs open)
        self._undo_grace_ms = UNDO_GRACE_MS
        self._in_grace = False
        loader.ready.connect(self._on_table_ready)
        loader.failed.connect(self._on_table_failed)
        if win_loader is not None:
            win_loader.ready.connect(self._on_table_ready)
            win_loader.failed.connect(self._on_win_table_failed)

    # --- settings and state -----------------------------------------------------------

    @property
    def pause_ms(self) -> int:
        """The pause between a computer's steps, in ms."""
        return self._pause_ms

    def set_pause_ms(self, ms: int) -> None:
        """Change the pause between steps (takes effect at the next step)."""
        self._pause_ms = max(0, int(ms))

    @property
    def undo_grace_ms(self) -> int:
        """The wait after a person's score before a computer's first roll, in ms."""
        return self._undo_grace_ms

    def set_undo_grace_ms(self, ms: int) -> None:
        """Change the wait after a person's score (0: none; tests)."""
        self._undo_grace_ms = max(0, int(ms))

    @property
    def in_undo_grace(self) -> bool:
        """True while a computer waits to roll so that a person may still undo their score."""
        return self._in_grace and self._next_step is not None

    @property
    def paused(self) -> bool:
        """True while a modal dialog holds the computer's turn."""
        return self._paused > 0

    def pause(self) -> None:
        """Hold the turn in progress before its next step (a modal dialog opened). Pauses nest."""
        self._paused += 1
        if self._paused == 1 and self._timer.isActive():
            self._next_delay = max(0, self._timer.remainingTime())
            self._timer.stop()

    def resume(self) -> None:
        """Undo one :meth:`pause`; the last one lets the waiting step run after its remaining delay."""
        if self._paused == 0:
            return
        self._paused -= 1
        if self._paused == 0 and self._next_step is not None:
            self._timer.start(0 if self.hurrying else self._next_delay)

    @property
    def active(self) -> bool:
        """True while a computer turn is being played (or waits for its table)."""
        return self._phase != "idle"

    @property
    def waiting_for_table(self) -> bool:
        """True while the turn waits for the strategy table."""
        return self._phase == "waiting"

    @property
    def hurrying(self) -> bool:
        """True while the rest of this turn (or of every computer turn) plays at once."""
        return self._hurry_turn or self._hurry_run

    # --- TurnDriver -------------------------------------------------------------------------

    def play_turn(self, controller: GameController, player: int) -> None:
        """Start ``player``'s turn (a computer seat); returns at once, the timer plays it."""
        if controller is not self._controller:
            if self._controller is not None:
                self._controller.diceSettled.disconnect(self._on_settled)
                self._controller.turnStarted.disconnect(self._on_turn_started)
            self._controller = controller
            controller.diceSettled.connect(self._on_settled)
            controller.turnStarted.connect(self._on_turn_started)
        self._clear_mark()
        self._player = player
        self._hurry_turn = self._hurry_run
        self._in_grace = controller.can_undo and self._undo_grace_ms > 0
        delay = max(self._pause_ms, self._undo_grace_ms) if self._in_grace else self._pause_ms
        self._schedule(self._begin, delay)
        self._set_phase("start")  # last: listeners of activeChanged see the wait already set up

    def stop(self) -> None:
        """Stop at once: no further step of the turn in progress is taken."""
        self._timer.stop()
        self._next_step = None
        self._in_grace = False
        self._holds_to_make = []
        self._hurry_turn = self._hurry_run = False
        self._clear_mark()
        self._player = None
        self._set_phase("idle")

    def hurry(self, all_turns: bool = False) -> None:
        """Finish the current computer turn at once (``all_turns``: every computer turn until a person's)."""
        if not self.active:
            return
        self._hurry_turn = True
        self._hurry_run = self._hurry_run or all_turns
        if self._timer.isActive():
            self._timer.start(0)

    # --- the steps ----------------------------------------------------------------------------

    def _schedule(self, step: Callable[[], None], ms: int) -> None:
        self._next_step = step
        self._next_delay = 0 if self.hurrying else ms
        if not self._paused:
            self._timer.start(self._next_delay)

    def _on_timer(self) -> None:
        if self._paused:
            return
        step, self._next_step = self._next_step, None
        self._in_grace = False
        if step is None:
            return
        try:
            step()
        except Exception as error:  # whatever broke, the window hears it (never a silent stall)
            self.stop()
            why = translate("ComputerTurns", "the computer player stopped unexpectedly ({kind}: {error})")
            self.failed.emit(why.format(kind=type(error).__name__, error=error))

    def _game_ok(self) -> bool:
        """The turn we play is still the game's current turn (else stop quietly)."""
        controller = self._controller
        game = controller.game if controller is not None else None
        if game is None or game.is_over or game.current_player != self._player:
            self.stop()
            return False
        return True

    def _begin(self) -> None:
        if not self._game_ok():
            return
        controller = self._controller
        assert controller is not None
        assert controller.game is not None
        variant = controller.game.variant
        if self._loader.request(variant) is None or (
                self._plays_to_win() and self._win_loader is not None
                and self._win_loader.request(variant) is None):
            self._set_phase("waiting")
            assert self._player is not None
            self.waiting.emit(self._player)
            return
        if controller.game.dice and not controller.dice_busy:
            self._set_phase("deciding")
            self._decide()
        else:
            self._roll()

    def _on_table_ready(self, variant_id: str) -> None:
        controller = self._controller
        if self._phase != "waiting" or controller is None or controller.game is None:
            return
        if controller.game.variant.id == variant_id:
            self._set_phase("start")
            self._schedule(self._begin, 0)

    def _on_table_failed(self, variant_id: str, message: str) -> None:
        controller = self._controller
        if self._phase != "waiting" or controller is None or controller.game is None:
            return
        if controller.game.variant.id == variant_id:
            self.stop()
            self.failed.emit(message)

    # --- playing to win ------------------------------------------------------------------------

    def _plays_to_win(self) -> bool:
        """The seat playing now plays to win, and can (its win table has not failed this game)."""
        controller = self._controller
        if controller is None or controller.game is None or self._player is None:
            return False
        seats = controller.seats
        return (self._player < len(seats) and seats[self._player].level == "win"
                and controller.game.variant.rules_hash not in self._win_broken)

    def forget_failures(self) -> None:
        """A new game: play-to-win seats try to play to win again."""
        self._win_broken.clear()

    def _on_win_table_failed(self, variant_id: str, message: str) -> None:
        """No win table: play-to-win seats of this variant play for points (the window says so)."""
        controller = self._controller
        variant = self._win_loader.variant(variant_id) if self._win_loader is not None else None
        if variant is None:
            return
        self._win_broken.add(variant.rules_hash)
        if self._phase == "waiting" and controller is not None and controller.game is not None \
                and controller.game.variant.id == variant_id:
            self._set_phase("start")
            self._schedule(self._begin, 0)

    def _choose_to_win(self, game: Game) -> Option | None:
        """The play-to-win choice for the player to move, or None (then it plays for points): no win
        table, or the choice threw (``fellBack`` says so, and the seat plays for points from now on)."""
        if not self._plays_to_win() or self._win_loader is None:
            return None
        engine = self._win_loader.engine(game.variant.id)
        if engine is None or engine.strategy.variant.rules_hash != game.variant.rules_hash:
            return None
        winner = self._winners.get(id(engine))
        if winner is None:
            from yachtgui.ai.winplay import WinningPlayer

            self._winners = {id(engine): WinningPlayer(engine)}  # one variant's at a time
            winner = self._winners[id(engine)]
        try:
            option: Option = winner.decide(game)
        except Exception as error:  # the game goes on: for points, and the window says why
            self._win_broken.add(game.variant.rules_hash)
            self.fellBack.emit(f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)
            return None
        return option

    def _roll(self) -> None:
        if not self._game_ok():
            return
        controller = self._controller
        assert controller is not None
        self._set_phase("rolling")
        animate = False if self.hurrying or self._pause_ms == 0 else None
        if not controller.roll(as_computer=True, animate=animate):
            self.stop()

    def _on_settled(self) -> None:
        if self._phase == "rolling":
            self._set_phase("deciding")
            self._schedule(self._decide, self._pause_ms)

    def _decide(self) -> None:
        if not self._game_ok():
            return
        from yachtgui.ai import AdviceError, ComputerPlayer

        controller = self._controller
        assert controller is not None
        assert controller.game is not None
        assert self._player is not None
        game = controller.game
        strategy = self._loader.strategy(game.variant.id)
        level = controller.seats[self._player].level
        situation = controller.situation()
        if strategy is None or level is None or situation is None:
            self.stop()
            return
        try:
            option = self._choose_to_win(game) if level == "win" else None
            if option is None:  # the win seat without its table plays for points, as Hard
                option = ComputerPlayer(strategy, "hard" if level == "win" else level, self.rng).decide(
                    situation.filled, situation.upper, situation.dice, situation.rolls_left,
                    yacht_holds_points=situation.yacht_holds_points)
        except AdviceError as error:
            self.stop()
            self.failed.emit(str(error))
            return
        except Exception as error:  # whatever broke, the window must hear it (never a silent stall)
            self.stop()
            why = translate("ComputerTurns", "the computer player stopped unexpectedly ({kind}: {error})")
            self.failed.emit(why.format(kind=type(error).__name__, error=error))
            return
        self.decided.emit(self._player, situation, option)
        if option.box is not None:
            self._set_phase("scoring")
            self._marked = (self._player, option.box)
            self.boxMarked.emit(self._player, option.box)
            self._schedule(functools.partial(self._score, option.box), self._pause_ms)
            return
        from yachtgui.ai.advice import hold_positions

        hold = hold_positions(game.dice, option.keep or (), situation.holds)
        current = set(situation.holds)
        self._holds_to_make = [(p, False) for p in sorted(current - set(hold))]
        self._holds_to_make += [(p, True) for p in hold if p not in current]
        self._set_phase("holding")
        self._schedule(self._hold_step, self._pause_ms // 3)

    def _hold_step(self) -> None:
        if not self._game_ok():
            return
        controller = self._controller
        assert controller is not None
        if self._holds_to_make:
            position, held = self._holds_to_make.pop(0)
            controller.set_hold(position, held, as_computer=True)
            self._schedule(self._hold_step, self._pause_ms // 3)
        else:
            self._schedule(self._roll, self._pause_ms // 2)

    def _score(self, box: str) -> None:
        if not self._game_ok():
            return
        controller = self._controller
        assert controller is not None
        self._clear_mark()
        player = self._player
        self._set_phase("idle")  # scoring starts the next turn, which may be ours again
        if not controller.score(box, as_computer=True):
            self.stop()
            return
        if self._phase == "idle" and self._player == player:
            self._player = None
            self._hurry_turn = self._hurry_run = False  # a person's turn (or the end) came

    def _on_turn_started(self, player: int) -> None:
        controller = self._controller
        if controller is not None and not controller.is_computer(player):
            self._hurry_run = False

    def _clear_mark(self) -> None:
        if self._marked is not None:
            player, _box = self._marked
            self._marked = None
            self.boxMarked.emit(player, "")

    def _set_phase(self, phase: str) -> None:
        was_active = self._phase != "idle"
        self._phase = phase
        if was_active != (phase != "idle"):
            self.activeChanged.emit(phase != "idle")
