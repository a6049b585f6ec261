"""The game's turning points on screen: a chart of every player's chance to win, and the costly choices.

:class:`ChanceChart` draws the series of :mod:`yachtgui.ai.turningpoints` with QPainter in
the palette's colours (light and dark, like the statistics chart). Each player's line
has its colour *and* its own dash pattern and marker shape, and ends in a marker with the
name and final chance beside it, so the lines are told apart in grayscale too. It takes
the keyboard focus (Tab): Left/Right, Home/End move a cursor over the steps and say the
chances there; a click does the same; the replay marks the step it shows.

:class:`TurningPanel` holds the chart and the sentences (the costliest decisions, luck and
skill in chance to win). The chances need the variant's win table; the panel

- shows kept turning points at once (a replay from the history);
- works them out in a background thread when the table is there, or when ``auto`` (the
  family turned chances on) — building the table first if need be, with its progress;
- otherwise says so and offers a button to work them out (the first time builds a table
  for minutes; the window is never blocked and can be closed meanwhile);
- shows any failure as a plain sentence.

``computed(TurningPoints)`` tells the owner, so the history keeps them.
"""

from __future__ import annotations

import atexit
import contextlib
import threading
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from yachtgui.text import translate
from yachtgui.widgets.review.colors import begin_chart, line_style
from yachtgui.widgets.review.colors import draw_marker as _marker

if TYPE_CHECKING:
    from yachtgui.ai.turningpoints import TurningPoints
    from yachtgui.game import Game

__all__ = ["ChanceChart", "TurningPanel", "engine_ready"]

# Computes the turning points of a game: ``(game, progress(fraction, building), cancelled()) -> points``.
Compute = Callable[["Game", Callable[[float, bool], None], Callable[[], bool]], "TurningPoints"]


class ChanceChart(QWidget):
    """Every player's chance to win over the game, one line per player, the steps along the bottom."""

    stepChosen = Signal(int)  # noqa: N815  (Qt's naming): the cursor moved to a step (keys, click)
    MINIMUM = QSize(320, 200)  # at the usual scale (TurningPanel.grow)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chanceChart")
        self.setMinimumSize(self.MINIMUM)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(translate("ChanceChart", "Chances to win over the game"))
        self.series: tuple[tuple[float, ...], ...] = ()
        self.names: tuple[str, ...] = ()
        self.ticks: tuple[tuple[int, int], ...] = ()  # (step, round) where each round starts
        self.marked: int | None = None  # the replay's step, or the keyboard's cursor
        self._summary = ""

    def set_points(self, series: Sequence[Sequence[float]], names: Sequence[str],
                   ticks: Sequence[tuple[int, int]] = (), summary: str = "") -> None:
        """``series``: one tuple of chances (seat order) per step; ``ticks``: (step, round) where rounds
        start; ``summary``: the chart in words (the accessible description)."""
        self.series = tuple(tuple(step) for step in series)
        self.names = tuple(names)
        self.ticks = tuple(ticks)
        self._summary = summary
        self._describe()
        self.update()

    def mark(self, step: int | None) -> None:
        """Mark ``step`` (a vertical line and the chances there); None: no mark."""
        if step is not None and self.series:
            step = max(0, min(step, len(self.series) - 1))
        self.marked = step
        self._describe()
        self.update()

    def _describe(self) -> None:
        from yachtgui.ai.turningwords import step_summary

        text = self._summary
        if self.marked is not None and self.series:
            text += " " + translate("ChanceChart", "Marked step {step} of {steps}: {chances}.").format(
                step=self.marked, steps=len(self.series) - 1,
                chances=step_summary(self.series[self.marked], self.names))
        self.setAccessibleDescription(text.strip())

    def line_style(self, seat: int) -> tuple[str, Qt.PenStyle, str]:
        """Seat ``seat``'s colour, dash pattern and marker shape."""
        return line_style(self, seat)

    # --- the keyboard and the mouse ----------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802  (Qt's name)
        if not self.series:
            super().keyPressEvent(event)
            return
        last = len(self.series) - 1
        here = self.marked if self.marked is not None else last
        moves = {Qt.Key.Key_Left: here - 1, Qt.Key.Key_Right: here + 1, Qt.Key.Key_Home: 0,
                 Qt.Key.Key_End: last}
        target = moves.get(Qt.Key(event.key()))
        if target is None:
            super().keyPressEvent(event)
            return
        self._choose(target)

    def _choose(self, step: int) -> None:
        from yachtgui.ai.turningwords import step_summary
        from yachtgui.widgets.senses.speech import announce

        self.mark(step)
        assert self.marked is not None
        self.stepChosen.emit(self.marked)
        announce(self, step_summary(self.series[self.marked], self.names))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802  (Qt's name)
        plot = self._plot()
        if self.series and plot is not None and plot.width() > 0:
            fraction = (event.position().x() - plot.left()) / plot.width()
            self._choose(round(fraction * (len(self.series) - 1)))
        super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802  (Qt's name)
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802  (Qt's name)
        super().focusOutEvent(event)
        self.update()

    # --- painting -------------------------------------------------------------------------

    def _label_width(self) -> float:
        metrics = self.fontMetrics()
        return max((metrics.horizontalAdvance(f"{name} 100 %") for name in self.names), default=0) + 34

    def _plot(self) -> QRectF | None:
        metrics = self.fontMetrics()
        line = metrics.lineSpacing()
        left = metrics.horizontalAdvance("100 %") + 12
        right = min(self._label_width(), self.width() * 0.35)
        plot = QRectF(left, line * 0.8, self.width() - left - right, self.height() - 3.0 * line - 8)
        return plot if plot.width() >= 40 and plot.height() >= 40 else None

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802  (Qt's name)
        painter, palette, text = begin_chart(self)
        metrics = self.fontMetrics()
        line = metrics.lineSpacing()
        if self.hasFocus():
            focus = QPen(palette.color(QPalette.ColorRole.Highlight), 2)
            painter.setPen(focus)
            painter.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))
        plot = self._plot()
        if not self.series or plot is None:
            return
        grid = QColor(text)
        grid.setAlphaF(0.18)
        for quarter in range(5):
            y = plot.bottom() - plot.height() * quarter / 4
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line / 2, plot.left() - 6, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{quarter * 25} %")
        span = max(1, len(self.series) - 1)

        def point(step: int, chance: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * step / span, plot.bottom() - plot.height() * chance)

        # Rounds along the bottom: a tick at each, a number where there is room.
        painter.setPen(QPen(grid, 1))
        room_from = -1e9
        for step, number in self.ticks:
            x = point(step, 0).x()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            label = str(number)
            width = metrics.horizontalAdvance(label)
            if x - width / 2 > room_from + 6 and x + width / 2 <= self.width():
                painter.setPen(text)
                painter.drawText(QPointF(x - width / 2, plot.bottom() + 4 + metrics.ascent()), label)
                room_from = x + width / 2
        painter.setPen(text)
        caption = translate("ChanceChart", "Rounds")
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4 + line, plot.width(), line),
                         Qt.AlignmentFlag.AlignRight, caption)
        if self.marked is not None:
            x = point(self.marked, 0).x()
            mark = QPen(palette.color(QPalette.ColorRole.Highlight), 2)
            painter.setPen(mark)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # Markers along each line: about one a round, never crowded.
        every = max(1, len(self.series) // 14)
        ends: list[tuple[float, int]] = []
        for seat in range(len(self.names)):
            color, style, shape = self.line_style(seat)
            pen = QPen(QColor(color), 2.4)
            pen.setStyle(style)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath()
            for step, chances in enumerate(self.series):
                spot = point(step, chances[seat])
                if step == 0:
                    path.moveTo(spot)
                else:
                    path.lineTo(spot)
            painter.drawPath(path)
            solid = QPen(QColor(color), 1.6)
            painter.setPen(solid)
            painter.setBrush(QColor(color))
            offset = seat * max(1, every // max(1, len(self.names)))  # seats' markers apart
            for step in range(offset % every, len(self.series), every):
                _marker(painter, shape, point(step, self.series[step][seat]), 3.2)
            end = point(len(self.series) - 1, self.series[-1][seat])
            _marker(painter, shape, end, 4.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ends.append((end.y(), seat))
        self._paint_end_labels(painter, plot, ends, text)
        if self.marked is not None:
            self._paint_marked(painter, plot, point, text)

    def _paint_end_labels(self, painter: QPainter, plot: QRectF, ends: list[tuple[float, int]],
                          text: QColor) -> None:
        """Each line's name and final chance at its end, spread so none overlaps."""
        from yachtgui.ai.turningwords import percent

        metrics = self.fontMetrics()
        line = metrics.lineSpacing()
        placed: list[float] = []
        for y, _seat in sorted(ends):
            top = max(y - line / 2, placed[-1] + line if placed else 0.0)
            placed.append(top)
        if placed and placed[-1] + line > self.height():  # pushed off the bottom: pack from there upwards
            shift = placed[-1] + line - self.height()
            placed = [max(0.0, p - shift) for p in placed]
        room = self.width() - plot.right() - 24
        for (_y, seat), top in zip(sorted(ends), placed, strict=True):
            color, _style, shape = self.line_style(seat)
            # The line's marker before its name: the label is matched to its line in grayscale too.
            painter.setPen(QPen(QColor(color), 1.6))
            painter.setBrush(QColor(color))
            _marker(painter, shape, QPointF(plot.right() + 14, top + line / 2), 3.2)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            label = f"{self.names[seat]} {percent(self.series[-1][seat])}"
            label = metrics.elidedText(label, Qt.TextElideMode.ElideMiddle, int(room))
            painter.drawText(QRectF(plot.right() + 22, top, room, line),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)

    def _paint_marked(self, painter: QPainter, plot: QRectF, point: Callable[[int, float], QPointF],
                      text: QColor) -> None:
        """The chances at the marked step, in a box at the top beside the mark."""
        from yachtgui.ai.turningwords import percent

        assert self.marked is not None
        metrics = self.fontMetrics()
        chances = self.series[self.marked]
        labels = [f"{name} {percent(c)}" for name, c in zip(self.names, chances, strict=True)]
        width = max(metrics.horizontalAdvance(label) for label in labels) + 26
        height = metrics.lineSpacing() * len(labels) + 6
        x = point(self.marked, 0).x()
        box = QRectF(x + 6, plot.top(), width, height)
        if box.right() > plot.right():
            box.moveRight(x - 6)
        if height > plot.height():
            return
        back = QColor(self.palette().color(QPalette.ColorRole.Base))
        back.setAlphaF(0.9)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Mid), 1))
        painter.setBrush(back)
        painter.drawRect(box)
        for seat, label in enumerate(labels):
            color, _style, shape = self.line_style(seat)
            y = box.top() + 3 + seat * metrics.lineSpacing()
            painter.setPen(QPen(QColor(color), 1.6))
            painter.setBrush(QColor(color))
            _marker(painter, shape, QPointF(box.left() + 10, y + metrics.lineSpacing() / 2), 3.2)
            painter.setPen(text)
            painter.drawText(QPointF(box.left() + 20, y + metrics.ascent()), label)
        painter.setBrush(Qt.BrushStyle.NoBrush)


def engine_ready(variant: Any) -> bool:
    """Whether the chances of ``variant`` can be worked out without building its win table."""
    try:
        from yachtgui.ai.states import tables_for
        from yachtgui.ai.winchance import table_path

        return table_path(tables_for(variant)).is_file()
    except Exception:  # a variant the engine cannot take: working it out will say why
        return False


#: The panels' workers still running: stopped and waited for when Python exits. A daemon thread
#: still inside Qt or NumPy when the interpreter finalizes is torn down mid-call, which ends the
#: process with "terminate called without an active exception" (a non-zero exit after the game).
_RUNNING: weakref.WeakKeyDictionary[threading.Thread, threading.Event] = weakref.WeakKeyDictionary()


@atexit.register
def _stop_running_workers() -> None:
    """Asks every running worker to stop and waits a few seconds for each (a table build polls its
    cancel flag many times a second)."""
    for thread, cancel in list(_RUNNING.items()):
        cancel.set()
        thread.join(timeout=5.0)


def _default_compute(game: Game, progress: Callable[[float, bool], None],
                     cancelled: Callable[[], bool]) -> TurningPoints:
    """Loads or builds the variant's win table through the app's one builder (the live chances, a
    play-to-win seat, the game over and a replay may ask at once: the others wait for the first
    one's table, never a second build of hundreds of MB), then works out the turning points."""
    from yachtgui.ai.turningpoints import turning_points
    from yachtgui.app.computer import win_engine

    engine = win_engine(game.variant, lambda f: progress(f, True), cancelled)
    return turning_points(game, engine, lambda f: progress(f, False), cancelled)


def rounds_of(game: Game) -> tuple[tuple[int, int], ...]:
    """(step, round) where each round starts, in the replay's steps (the first player's turns)."""
    from yachtgui.game.turns import moments_of, turns_of

    turns = turns_of(game.log)
    ticks = []
    seen = -1
    round_number = 0
    for step, moment in enumerate(moments_of(turns)):
        if moment.turn >= 0 and moment.turn != seen:
            seen = moment.turn
            if turns[moment.turn].player == turns[0].player:
                round_number += 1
                ticks.append((step, round_number))
    return tuple(ticks)


class TurningPanel(QWidget):
    """The chart and the sentences of one game (see the module docstring).

    ``game`` is a finished game (a private copy is made for the worker); ``points`` turning
    points already known (from the history); ``auto`` works them out without asking even
    when the table must be built first; ``compute`` replaces the engine (tests); ``sentences``
    False shows the chart alone (the replay, short of room, says a step's cost in its verdict).
    """

    computed = Signal(object)  # TurningPoints
    CHART_HEIGHT = 380  # the chart's largest height at the usual scale (grow)
    _done = Signal(object)  # from the worker: TurningPoints or a message
    _progress = Signal(int, bool)  # from the worker: percent, building the table

    def __init__(self, game: Game, parent: QWidget | None = None, *, points: TurningPoints | None = None,
                 auto: bool = False, compute: Compute | None = None, sentences: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("turningPanel")
        from yachtgui.game import Game as GameClass

        self._game = GameClass.from_dict(game.to_dict(), variants={game.variant.id: game.variant})
        self._compute = compute if compute is not None else _default_compute
        self._with_sentences = sentences
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self.points: TurningPoints | None = None
        self.message = ""

        self.heading = QLabel("<b>" + translate("TurningPanel", "Chances to win over the game") + "</b>")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.chart = ChanceChart(self)
        # Beside ten players' ranking it stays whole in view, words under it.
        self.chart.setMaximumHeight(self.CHART_HEIGHT)
        self.chart.hide()
        self.status = QLabel()
        self.status.setObjectName("turningStatus")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.button = QPushButton(translate("TurningPanel", "Work out the chances"))
        self.button.setObjectName("turningButton")
        self.button.setAutoDefault(False)
        self.button.clicked.connect(self.start)
        self.button.hide()
        self.words = QLabel()
        self.words.setObjectName("turningWords")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                           | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.words.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.words.hide()
        self.luck = QLabel()  # luck and skill in chance to win; the owner may show it elsewhere (take_luck)
        self.luck.setObjectName("turningLuck")
        self.luck.setWordWrap(True)
        self.luck.setTextFormat(Qt.TextFormat.PlainText)
        self.luck.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.words)
        layout.addWidget(self.luck)
        layout.addStretch(1)  # the words stay together at the top until the chart takes the room
        self._done.connect(self._on_done)
        self._progress.connect(self._on_progress)
        self.destroyed.connect(self._cancel.set)
        if len(self._game.players) < 2:  # a game played alone is no one's win: nothing to chart
            self.hide()
            return
        if points is not None:
            self._show_points(points)
        elif auto or engine_ready(self._game.variant):
            self.start()
        else:
            self._say(translate("TurningPanel", "The chances to win need a table that takes a few minutes to "
                                "build the first time (it is kept for later games)."))
            self.button.show()

    def grow(self, factor: float) -> None:
        """The chart's least and largest sizes ``factor`` times the usual (a dialog drawn at a large
        window's scale, issue 22); its words follow the panel's font, which the dialog gives it."""
        self.chart.setMinimumSize(round(ChanceChart.MINIMUM.width() * factor),
                                  round(ChanceChart.MINIMUM.height() * factor))
        self.chart.setMaximumHeight(round(self.CHART_HEIGHT * factor))

    def take_luck(self) -> QLabel:
        """The label of luck and skill in chance to win, to be shown elsewhere (under the ranking)."""
        layout = self.layout()
        if layout is not None:
            layout.removeWidget(self.luck)
        self.luck.setParent(None)  # the caller gives it a place
        return self.luck

    @property
    def busy(self) -> bool:
        """True while the chances are being worked out."""
        return self._thread is not None and self._thread.is_alive()

    def cancel(self) -> None:
        """Stop working them out (the window closes)."""
        self._cancel.set()

    def start(self) -> None:
        """Work the chances out in the background (the table built first if need be)."""
        if self.busy or self.points is not None:
            return
        self.button.hide()
        self._say(translate("TurningPanel", "Working out the chances to win…"))
        self._thread = threading.Thread(target=self._work, name="turning-points", daemon=True)
        _RUNNING[self._thread] = self._cancel
        self._thread.start()

    def _work(self) -> None:
        def progress(fraction: float, building: bool) -> None:
            with contextlib.suppress(RuntimeError):
                self._progress.emit(int(fraction * 100), building)

        result: object
        try:
            result = self._compute(self._game, progress, self._cancel.is_set)
        except Exception as error:  # shown in the panel, never a silent stall
            if self._cancel.is_set():
                return
            text = translate("TurningPanel", "The chances to win could not be worked out ({error}).")
            result = text.format(error=str(error) or type(error).__name__)
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            self._done.emit(result)

    def _on_progress(self, percent: int, building: bool) -> None:
        if self.points is not None:
            return
        if building:
            self._say(translate("TurningPanel", "Building the table of chances to win (only the first time): "
                                "{percent} %").format(percent=percent))
        else:
            self._say(translate("TurningPanel", "Working out the chances to win: {percent} %").format(
                percent=percent))

    def _on_done(self, result: object) -> None:
        from yachtgui.ai.turningpoints import TurningPoints

        if isinstance(result, TurningPoints):
            self._show_points(result)
            self.computed.emit(result)
        else:
            self._say(str(result))
            self.button.setText(translate("TurningPanel", "Try again"))
            self.button.show()

    def _say(self, text: str) -> None:
        self.message = text
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _show_points(self, points: TurningPoints) -> None:
        from yachtgui.ai.turningwords import chart_summary, costliest_sentences, luck_sentences

        game = self._game
        self.points = points
        names = game.players
        self.chart.set_points(points.series, names, rounds_of(game), chart_summary(points, names))
        self.chart.show()
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):  # the chart takes the room the words were kept together in
            for index in range(layout.count()):
                item = layout.itemAt(index)
                if item is not None and item.spacerItem() is not None:
                    layout.setStretch(index, 0)
        self._say("")
        self.button.hide()
        if self._with_sentences:
            costly = costliest_sentences(points, game.variant, names)
            lines = [translate("TurningPanel", "The costliest choices:"), *costly] if costly else [
                translate("TurningPanel", "No choice cost much chance to win.")]
            self.words.setText("\n".join(lines))
            self.words.setAccessibleName(" ".join(lines))
            self.words.show()
            luck = luck_sentences(points, names)
            self.luck.setText("\n".join(luck))
            self.luck.setAccessibleName(" ".join(luck))
            self.luck.show()
        window = self.window()
        if window is not None and window is not self:
            window.adjustSize()  # the chart and the words arrive after the dialog opened: room for them


def keep_in_history(recorder: Any, points: TurningPoints, players: int) -> None:
    """Keep ``points`` with the game ``recorder`` (a :class:`~yachtgui.app.recorder.HistoryRecorder`)
    records, once it is in the history, written in the background (nothing is lost but the chart
    when it cannot be written)."""
    data = points.to_data()
    written = threading.Event()

    def write(outcome: object) -> None:
        result = getattr(outcome, "result", None)
        if result is None or written.is_set():
            return
        written.set()

        def work() -> None:
            from yachtgui.history import HistoryError, open_history

            try:
                with open_history() as store:
                    store.set_turning(result.game_id, data, players)
            except (HistoryError, ValueError):
                pass  # the game is kept; a replay works its chances out again

        threading.Thread(target=work, name="turning-keeper", daemon=True).start()

    if recorder is None:
        return
    if recorder.last_outcome is not None:
        write(recorder.last_outcome)
    else:
        recorder.recorded.connect(write)
