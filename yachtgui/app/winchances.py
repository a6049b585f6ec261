"""Every player's live chance to win, computed off the GUI thread (issue 23). QtCore only.

:class:`WinChances` is asked :meth:`~WinChances.update` with the game after
every roll and every scoring. It copies what the figure needs (a
:class:`Moment`: each card's filled boxes, upper total and total, the dice and
rolls left) and hands it to a worker thread, which gets the variant's engine
(:meth:`yachtgui.ai.winchance.WinChance.load_or_build`: from memory, the cache,
or built, tens of seconds the first time) and computes the chances. Signals,
always in the GUI thread:

- ``ready(list)``: one chance per seat (floats summing to 1) for the
  latest moment asked about; results for older moments are dropped;
- ``waiting()``: no figure for the moment asked about yet (the table is being
  built, or the answer is slow): shown figures are for another moment, hide them;
- ``progressed(int)``: how far the first build of the table is, in percent;
- ``failed(str)``: a plain sentence for the status line.

The figure is the model of :mod:`yachtgui.ai.winchance`: the chance to win if
everyone plays their best (the expected-score strategy) from now on.
:func:`percents` rounds them to whole percents that add up to 100;
:func:`children_words` says "about 1 in 5".
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer, Signal

from yachtgui.rules.value import Value
from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.game import Game
    from yachtgui.rules import Variant

__all__ = ["SLOW_MS", "GoalAnswer", "Moment", "WinChances", "children_words", "percents"]

# An answer later than this (ms) after a change hides the figures shown ("…") until it comes.
SLOW_MS: Final = 150

# Makes the engine of a variant: ``(variant, progress(fraction), cancelled()) -> engine``.
EngineFor = Callable[["Variant", Callable[[float], None], Callable[[], bool]], Any]


class Card(Value):
    """What the chance needs of one player's card."""

    __slots__ = ("filled", "upper_total", "yacht_holds_points", "total")  # noqa: RUF023 (field order)
    filled: tuple[str, ...]
    upper_total: int
    yacht_holds_points: bool
    total: int

    def __init__(self, filled: tuple[str, ...], upper_total: int, yacht_holds_points: bool,
                 total: int) -> None:
        self._set(filled=filled, upper_total=upper_total, yacht_holds_points=yacht_holds_points, total=total)


class Moment(Value):
    """A copy of the game at one moment, safe to hand to another thread."""

    __slots__ = ("variant", "cards", "current", "dice", "rolls_left", "options")  # noqa: RUF023 (field order)
    variant: Variant
    cards: tuple[Card, ...]
    current: int | None
    dice: tuple[int, ...]
    rolls_left: int
    options: bool  # also each choice's chance to win for the player to move (a hint)

    def __init__(self, variant: Variant, cards: tuple[Card, ...], current: int | None, dice: tuple[int, ...],
                 rolls_left: int, options: bool = False) -> None:
        self._set(variant=variant, cards=cards, current=current, dice=dice, rolls_left=rolls_left,
                  options=options)

    @classmethod
    def of(cls, game: Game, options: bool = False) -> Moment:
        """The moment ``game`` is at now."""
        cards = tuple(Card(tuple(game.filled_boxes(i)), game.upper_total(i), game.yacht_holds_points(i),
                           game.total(i)) for i in range(len(game.players)))
        dice = tuple(game.dice) if game.dice and all(game.dice) else ()
        return cls(game.variant, cards, game.current_player, dice, game.rolls_left, options and bool(dice))

    # What :func:`yachtgui.ai.winplay.game_options` reads of a game.

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(range(len(self.cards)))

    @property
    def current_player(self) -> int | None:
        return self.current

    def filled_boxes(self, player: int) -> tuple[str, ...]:
        return self.cards[player].filled

    def upper_total(self, player: int) -> int:
        return self.cards[player].upper_total

    def yacht_holds_points(self, player: int) -> bool:
        return self.cards[player].yacht_holds_points

    def total(self, player: int) -> int:
        return self.cards[player].total


class GoalAnswer(Value):
    """Each choice of the player to move with its chance to win (best first), and, when the best is
    to stop rolling, the box to fill for winning (``stop``). With rolls left, ``boxes`` are the
    boxes to score now, each with its chance to win (best first): a hint that says "score now" is
    about one of them."""

    __slots__ = ("moment", "options", "stop", "boxes")  # noqa: RUF023 (field order)
    moment: Moment
    options: tuple[Any, ...]  # yachtgui.ai.winplay.WinOption
    stop: Any | None  # yachtgui.ai.winplay.WinOption
    boxes: tuple[Any, ...]  # yachtgui.ai.winplay.WinOption

    def __init__(self, moment: Moment, options: tuple[Any, ...], stop: Any | None,
                 boxes: tuple[Any, ...] = ()) -> None:
        self._set(moment=moment, options=options, stop=stop, boxes=boxes)


def chances_at(engine: Any, moment: Moment) -> list[float]:
    """Each seat's chance to win at ``moment`` (``engine``: a :class:`~yachtgui.ai.winchance.WinChance`)."""
    from yachtgui.ai.winchance import win_chances

    finals = []
    for seat, card in enumerate(moment.cards):
        mask, total = engine.state(card.filled, card.upper_total, card.yacht_holds_points)
        if seat == moment.current and moment.dice:
            rest = engine.remaining(mask, total, moment.dice, moment.rolls_left)
        else:
            rest = engine.remaining(mask, total)
        finals.append(rest.shifted(card.total))
    return [float(x) for x in win_chances(finals)]


def goal_answer(engine: Any, moment: Moment) -> GoalAnswer:
    """Every choice of the player to move at ``moment`` with its chance to win."""
    from yachtgui.ai.winplay import game_options

    game: Any = moment  # it reads like a game
    options = game_options(engine, game)
    boxes = tuple(game_options(engine, game, 0)) if moment.rolls_left else ()
    stop = None
    best = options[0].option
    if boxes and best.keep is not None and len(best.keep) == len(moment.dice):
        stop = boxes[0]
    return GoalAnswer(moment, tuple(options), stop, boxes)


def _default_engine(variant: Variant, progress: Callable[[float], None],
                    cancelled: Callable[[], bool]) -> Any:
    # One build per variant: a computer that plays to win may be building the same table.
    from yachtgui.app.computer import win_engine

    return win_engine(variant, progress, cancelled)


def percents(chances: Sequence[float]) -> list[int]:
    """Whole percents that add up to 100 (largest remainders round up), in seat order."""
    if not chances:
        return []
    total = sum(chances) or 1.0
    exact = [100.0 * c / total for c in chances]
    floors = [int(x) for x in exact]
    short = 100 - sum(floors)
    order = sorted(range(len(exact)), key=lambda i: (-(exact[i] - floors[i]), i))
    for i in order[:short]:
        floors[i] += 1
    return floors


def children_words(chance: float, percent: int, *, short: bool = False) -> str:
    """The chance in words a child reads: "about 1 in 5", "about 7 in 10", "sure to win"; ``short``:
    the same for a narrow column ("1 in 5", "7 in 10", "sure")."""
    if percent >= 100:
        if short:
            return translate("WinChances", "sure", "narrow column: short for sure to win")
        return translate("WinChances", "sure to win")
    if percent <= 0:
        if short:
            return translate("WinChances", "almost none", "narrow column: short for almost no chance")
        return translate("WinChances", "almost no chance")
    if chance >= 0.5:
        tenths = min(9, max(5, round(chance * 10)))
        if short:
            return translate("WinChances", "{count} in 10", "narrow column: short for about {count} in 10"
                             ).format(count=tenths)
        return translate("WinChances", "about {count} in 10").format(count=tenths)
    one_in = max(2, round(1 / chance))
    if short:
        return translate("WinChances", "1 in {count}", "narrow column: short for about 1 in {count}"
                         ).format(count=one_in)
    return translate("WinChances", "about 1 in {count}").format(count=one_in)


class _ChanceThread(QThread):
    """Gets the engine (building its table if need be) and computes one moment's chances."""

    progressed = Signal(int)
    computed = Signal(int, list)  # serial, chances
    answered = Signal(int, object)  # serial, GoalAnswer
    broke = Signal(int, str)  # serial, a plain message

    def __init__(self, serial: int, moment: Moment, engine_for: EngineFor,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.serial = serial
        self.moment = moment
        self._engine_for = engine_for
        self._stop = threading.Event()
        self._percent = -1
        # The thread the work ran in (tests check it is not the GUI thread).
        self.ran_in: object | None = None

    def request_stop(self) -> None:
        self._stop.set()

    def run(self) -> None:
        self.ran_in = threading.get_ident()
        try:
            engine = self._engine_for(self.moment.variant, self._progress, self._stop.is_set)
            if self._stop.is_set():
                return
            chances = chances_at(engine, self.moment)
            answer = goal_answer(engine, self.moment) if self.moment.options else None
        except Exception as error:  # whatever breaks, the window hears it in one sentence
            if type(error).__name__ == "BuildCancelled" or self._stop.is_set():
                return
            kind = type(error).__name__
            self.broke.emit(self.serial, f"{kind}: {error}" if str(error) else kind)
            return
        self.computed.emit(self.serial, chances)
        if answer is not None:
            self.answered.emit(self.serial, answer)

    def _progress(self, fraction: float) -> None:
        percent = int(fraction * 100)
        if percent != self._percent:
            self._percent = percent
            self.progressed.emit(percent)


class WinChances(QObject):
    """Live chances to win for the game being played (see the module)."""

    ready = Signal(list)
    #: A :class:`GoalAnswer` for the moment asked about with ``options=True``.
    answered = Signal(object)
    waiting = Signal()
    progressed = Signal(int)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, engine_for: EngineFor | None = None) -> None:
        super().__init__(parent)
        # Makes the engine of a variant (tests give a small one).
        self.engine_for: EngineFor = engine_for if engine_for is not None else _default_engine
        self._serial = 0
        self._running: _ChanceThread | None = None
        self._pending: Moment | None = None  # the latest moment asked about while a thread ran
        self._enabled = True
        self._broken: str | None = None  # the variant (rules hash) whose engine failed: not asked again
        self._last: list[float] | None = None
        self._slow = QTimer(self)
        self._slow.setSingleShot(True)
        self._slow.setInterval(SLOW_MS)
        self._slow.timeout.connect(self.waiting)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def enabled(self) -> bool:
        return self._enabled

    @property
    def last(self) -> list[float] | None:
        """The chances of the latest moment asked about, once computed (None meanwhile)."""
        return self._last

    @property
    def worker(self) -> _ChanceThread | None:
        """The thread computing now, if any."""
        return self._running

    def set_enabled(self, on: bool) -> None:
        """Off: nothing is computed (a running computation's answer is dropped)."""
        self._enabled = on
        if not on:
            self._serial += 1
            self._pending = None
            self._last = None
            self._slow.stop()

    def update(self, game: Game | None, options: bool = False) -> None:
        """Work out the chances at ``game``'s moment now (the answer comes by signal); ``options``:
        also each choice's chance to win for the player to move (``answered``)."""
        if not self._enabled or game is None or not game.players:
            return
        moment = Moment.of(game, options)
        if self._broken is not None and moment.variant.rules_hash == self._broken:
            return
        self._serial += 1
        self._last = None
        if not self._slow.isActive():
            self._slow.start()
        if self._running is not None:
            if self._running.moment.variant.rules_hash != moment.variant.rules_hash:
                self._drop_running()  # another variant: its table is not wanted any more
            else:
                self._pending = moment
                return
        self._start(moment)

    def stop(self) -> None:
        """Stop computing (the window closes); a worker still running ends on its own."""
        self._serial += 1
        self._pending = None
        self._slow.stop()
        self._drop_running()

    def _start(self, moment: Moment) -> None:
        thread = _ChanceThread(self._serial, moment, self.engine_for, self)
        thread.progressed.connect(self._on_progress)
        thread.computed.connect(self._on_computed)
        thread.answered.connect(self._on_answered)
        thread.broke.connect(self._on_broke)
        thread.finished.connect(self._on_finished)
        self._running = thread
        thread.start(QThread.Priority.LowPriority)
        from yachtgui.app.computer import _let_finish

        _let_finish(thread)  # kept alive until it ends, even when this object goes first (no parent)

    def _drop_running(self) -> None:
        thread = self._running
        if thread is None:
            return
        self._running = None
        thread.request_stop()  # it ends on its own (never waited for here) and is deleted then

    # Slots in the GUI thread, queued from the worker; a dropped worker's signals are ignored.

    def _on_progress(self, percent: int) -> None:
        if self.sender() is self._running:
            self.progressed.emit(percent)

    def _on_computed(self, serial: int, chances: list[float]) -> None:
        if self.sender() is not self._running or serial != self._serial:
            return
        self._slow.stop()
        self._last = list(chances)
        self.ready.emit(list(chances))

    def _on_answered(self, serial: int, answer: GoalAnswer) -> None:
        if self.sender() is self._running and serial == self._serial:
            self.answered.emit(answer)

    def _on_broke(self, serial: int, message: str) -> None:
        thread = self._running
        if self.sender() is not thread or thread is None:
            return
        self._broken = thread.moment.variant.rules_hash
        self._pending = None
        self._slow.stop()
        self.waiting.emit()
        said = translate("WinChances", "The chances to win cannot be worked out ({error}). The game goes on "
                                       "without them.")
        self.failed.emit(said.format(error=message))

    def _on_finished(self) -> None:
        thread = self._running
        if self.sender() is not thread or thread is None:
            return
        self._running = None
        pending, self._pending = self._pending, None
        if pending is not None and self._enabled:
            self._start(pending)
