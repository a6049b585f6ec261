"""Statistics and champions: the family's record from the history database.

:class:`StatisticsWindow` (Play > Statistics and Champions) has filters for variant, player
and period above five tabs: **Players** (each player's record per variant; rename and merge
players), **High scores** (per variant), **Chart** (each player's scores over time, drawn
with QPainter in the palette's colours, so it reads in light and dark themes), **Head to
head** (two players' games together) and **Games** (every finished game; open one as a
replay). Tabs other than the first are filled when first shown, so the window opens fast
on a long history. A history that cannot be read gives a plain message in the window.
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from yachtgui.history import HistoryError, HistoryStore, Person, PlayerStats, open_history
from yachtgui.i18n import decimal_text
from yachtgui.plaintext import literal
from yachtgui.rules import VARIANTS
from yachtgui.rules.value import Value
from yachtgui.rules.words import join_names, variant_name
from yachtgui.text import QT_TRANSLATE_NOOP, translate
from yachtgui.widgets.review.colors import begin_chart, chart_colors, draw_marker, line_style
from yachtgui.widgets.review.dates import date_text
from yachtgui.widgets.review.statsqueries import HistoryQueries
from yachtgui.widgets.scaling import DialogScale

if TYPE_CHECKING:
    from yachtgui.ai import Strategy
    from yachtgui.ai.analysis import GameAnalysis
    from yachtgui.ai.turningpoints import TurningPoints

__all__ = ["ScoreChart", "StatisticsWindow", "StatsModel", "date_text", "nice_axis"]

#: Above this many games of one player, the chart draws running averages instead of every game.
SMOOTH_ABOVE = 60

#: The periods offered: (English label shown with translate("StatisticsWindow", label), days).
PERIODS = (
    (QT_TRANSLATE_NOOP("StatisticsWindow", "All time"), None),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Last 30 days"), 30),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "Last 12 months"), 365),
    (QT_TRANSLATE_NOOP("StatisticsWindow", "This year"), -1),
)


def _variant_name(variant_id: str, house_names: dict[str, str]) -> str:
    """A built-in variant's name, else a house variant's from ``house_names``, else the id."""
    known = VARIANTS.get(variant_id)
    return variant_name(known) if known is not None else house_names.get(variant_id, variant_id)


def _percent(value: float | None) -> str:
    if value is None:
        return "–"
    # Written as every other percentage of the app is ("42 %" under a name on the pad).
    return translate("StatisticsWindow", "{percent} %").format(percent=f"{100 * value:.0f}")


def nice_axis(low: float, high: float, marks: int = 4) -> tuple[float, float, float]:
    """The score axis for totals from ``low`` to ``high``: round ends and a round step (1, 2, 2.5 or 5
    times a power of ten) giving about ``marks`` steps, the totals inside (the chart's axis read
    51, 60, 70, 79, 88 with the lines on its very edges)."""
    if high - low < 1:
        low, high = low - 10, high + 10
    rough = (high - low) / marks
    power = 10 ** math.floor(math.log10(rough))
    step = next(power * m for m in (1, 2, 2.5, 5, 10) if power * m >= rough)
    if step != int(step):  # whole points on a score axis
        step = max(1.0, power * 5 if step == power * 2.5 else math.ceil(step))
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


class FiguresShareTheRest(QObject):
    """The player table's columns: each as wide as its heading and its figures, and the room left
    shared among the figures' columns; more than fits, and the table scrolls sideways.

    Stretched columns all had one width: "Verschenkt" was cut to "/erschenkt" (German, a 1000 px
    window) beside "Spiele" with room to spare.
    """

    def __init__(self, view: QTableView, names: tuple[int, ...]) -> None:
        super().__init__(view)
        self._view = view
        self._names = names
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for column in names:  # as wide as their longest name
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        view.viewport().installEventFilter(self)
        model = view.model()
        if model is not None:
            model.modelReset.connect(self.share)
            model.layoutChanged.connect(self.share)
        header.sectionResized.connect(self._name_resized)
        header.sortIndicatorChanged.connect(lambda _column, _order: self.share())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange):
            self.share()
        return False

    def _name_resized(self, column: int, _old: int, _new: int) -> None:
        if column in self._names:
            self.share()

    def _heading_width(self, column: int) -> int:
        """The width ``column``'s heading needs: its words and margins, and the sort arrow only where
        it is drawn (Qt's own hint counts an arrow for every column: German then did not fit)."""
        header = self._view.horizontalHeader()
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == column:
            return header.sectionSizeHint(column)
        model = self._view.model()
        text = str(model.headerData(column, Qt.Orientation.Horizontal) or "") if model is not None else ""
        margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
        return header.fontMetrics().horizontalAdvance(text) + 2 * margin + 4

    def share(self) -> None:
        """Set the figures' columns' widths for the room the table has now."""
        view = self._view
        header = view.horizontalHeader()
        figures = [c for c in range(header.count()) if c not in self._names and not header.isSectionHidden(c)]
        if not figures:
            return
        needed = {c: max(self._heading_width(c), view.sizeHintForColumn(c)) for c in figures}
        used = sum(header.sectionSize(c) for c in self._names) + sum(needed.values())
        spare = max(0, view.viewport().width() - used)
        each, extra = divmod(spare, len(figures))
        for k, column in enumerate(figures):
            width = needed[column] + each + (1 if k < extra else 0)
            if header.sectionSize(column) != width:
                header.resizeSection(column, width)


class StatsModel(QAbstractTableModel):
    """Rows of :class:`~yachtgui.history.PlayerStats`; sorts by any column (numbers as numbers)."""

    #: The columns' English headings (also the columns' keys); shown translated, context "StatsModel".
    HEADERS = (
        QT_TRANSLATE_NOOP("StatsModel", "Player"),
        QT_TRANSLATE_NOOP("StatsModel", "Variant"),
        QT_TRANSLATE_NOOP("StatsModel", "Games"),
        QT_TRANSLATE_NOOP("StatsModel", "Wins"),
        QT_TRANSLATE_NOOP("StatsModel", "Win %"),
        QT_TRANSLATE_NOOP("StatsModel", "Average"),
        QT_TRANSLATE_NOOP("StatsModel", "Best"),
        QT_TRANSLATE_NOOP("StatsModel", "Worst"),
        QT_TRANSLATE_NOOP("StatsModel", "Bonus"),
        QT_TRANSLATE_NOOP("StatsModel", "5 alike"),
        QT_TRANSLATE_NOOP("StatsModel", "Given up"),
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[PlayerStats] = []
        #: Names of the house-rule variants in the history, by id (the window refreshes them).
        self.house_names: dict[str, str] = {}

    def set_rows(self, rows: list[PlayerStats]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("StatsModel", self.HEADERS[section])
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            tip = {
                "Wins": QT_TRANSLATE_NOOP("StatsModel", "Games with two or more players won, a shared first "
                                          "place included"),
                "Bonus": QT_TRANSLATE_NOOP("StatsModel", "How often the upper-section bonus was earned"),
                "5 alike": QT_TRANSLATE_NOOP("StatsModel", "Five of a kind rolled, at any roll of a turn"),
                "Given up": QT_TRANSLATE_NOOP("StatsModel", "Points given up per game (average): what the "
                                              "choices cost against perfect play"),
            }.get(self.HEADERS[section])
            return translate("StatsModel", tip) if tip else None
        return None

    def _values(self, row: PlayerStats) -> tuple[Any, ...]:
        return (
            row.person.label,
            _variant_name(row.variant, self.house_names),
            row.games,
            row.wins,
            row.win_rate,
            row.average,
            row.best,
            row.worst,
            row.bonus_rate,
            row.yachts,
            row.given_up,
        )

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        value = self._values(row)[index.column()]
        column = self.HEADERS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if column in ("Win %", "Bonus"):
                return _percent(value)
            if column == "Average":
                return decimal_text(value)
            if column == "Given up":
                return "–" if value is None else decimal_text(value)
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() >= 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        def key(row: PlayerStats) -> tuple[bool, Any]:
            value = self._values(row)[column]
            return (value is None, value.casefold() if isinstance(value, str) else value)

        self.layoutAboutToBeChanged.emit()
        present = [r for r in self.rows if self._values(r)[column] is not None]
        missing = [r for r in self.rows if self._values(r)[column] is None]
        present.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        self.rows = present + missing
        self.layoutChanged.emit()


class ScoreChart(QWidget):
    """Each player's scores over time: one line per player, games in time order along the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.series: list[tuple[str, list[tuple[str, int]]]] = []
        self.title = ""
        self.setAccessibleName(translate("ScoreChart", "Chart of scores over time"))

    def set_series(self, series: list[tuple[str, list[tuple[str, int]]]], title: str = "") -> None:
        """``series``: (player label, [(finished time, total), ...] oldest first) per player."""
        self.series = series
        self.title = title
        summary = "; ".join(translate("ScoreChart", "{name}: 1 game").format(name=label) if len(points) == 1
                            else translate("ScoreChart", "{name}: {count} games").format(name=label,
                                                                                         count=len(points))
                            for label, points in series)
        self.setAccessibleDescription(f"{title}. {summary}" if series
                                      else translate("ScoreChart", "No games to draw."))
        self.update()

    def colors(self) -> tuple[str, ...]:
        """The line colours for the current palette."""
        return chart_colors(self)

    def line_style(self, number: int) -> tuple[str, Qt.PenStyle, str]:
        """Line ``number``'s colour, dash pattern and marker shape (as the chances chart's seats)."""
        return line_style(self, number)

    def smoothing(self) -> int:
        """How many games each point averages: 1 while every game can be told apart, more for long
        histories (so a line shows how a player's scores go over time, not a tangle)."""
        longest = max((len(points) for _, points in self.series), default=0)
        return 1 if longest <= SMOOTH_ABOVE else max(2, longest // (SMOOTH_ABOVE // 2))

    def drawn_series(self) -> list[tuple[str, list[tuple[str, float]]]]:
        """The lines as drawn: each point the average of the last :meth:`smoothing` games."""
        window = self.smoothing()
        drawn = []
        for label, points in self.series:
            averaged: list[tuple[str, float]] = []
            running = 0.0
            for index, (when, total) in enumerate(points):
                running += total
                if index >= window:
                    running -= points[index - window][1]
                averaged.append((when, running / min(index + 1, window)))
            drawn.append((label, averaged))
        return drawn

    def _legend_rows(self, width: float) -> list[list[tuple[int, str, float]]]:
        """The legend's entries (series number, label, x) wrapped into rows that fit ``width``."""
        metrics = self.fontMetrics()
        rows: list[list[tuple[int, str, float]]] = [[]]
        x = 0.0
        for number, (label, _points) in enumerate(self.series):
            entry = 22 + metrics.horizontalAdvance(label) + 18
            if rows[-1] and x + entry > width:
                rows.append([])
                x = 0.0
            rows[-1].append((number, label, x))
            x += entry
        return rows

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802  (Qt's name)
        painter, _palette, text = begin_chart(self)
        metrics = self.fontMetrics()
        line = metrics.lineSpacing()
        if not self.series:
            painter.setPen(text)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             translate("ScoreChart", "No games to draw yet."))
            return
        series = self.drawn_series()
        window = self.smoothing()
        times = sorted({t for _, points in series for t, _ in points})
        position = {t: i for i, t in enumerate(times)}
        totals = [total for _, points in series for _, total in points]
        low, high, step = nice_axis(min(totals), max(totals))
        left = metrics.horizontalAdvance(f"{high:.0f}") + 14
        legend = self._legend_rows(self.width() - left - 14)
        legend_height = len(legend) * (line + 4) + 4
        plot = QRectF(
            left, line + 10, self.width() - left - 14, self.height() - 3 * line - legend_height - 10
        )
        if plot.width() < 20 or plot.height() < 20:
            return
        painter.setPen(text)
        title = self.title if window == 1 else translate(
            "ScoreChart", "{title} (each point: the average of {count} games)").format(title=self.title,
                                                                                     count=window)
        painter.drawText(QRectF(0, 2, self.width(), line), Qt.AlignmentFlag.AlignCenter, title)
        grid = QColor(text)
        grid.setAlphaF(0.18)
        marks = round((high - low) / step)
        for mark in range(marks + 1):
            value = low + step * mark
            y = plot.bottom() - plot.height() * mark / marks
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - line / 2, left - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{value:.0f}",
            )
        dates = QRectF(plot.left(), plot.bottom() + 4, plot.width(), line)
        painter.drawText(dates, Qt.AlignmentFlag.AlignLeft, date_text(times[0], with_time=False))
        painter.drawText(dates, Qt.AlignmentFlag.AlignRight, date_text(times[-1], with_time=False))
        span = max(1, len(times) - 1)

        def point(when: str, total: float) -> QPointF:
            x = plot.left() + plot.width() * (position[when] / span if len(times) > 1 else 0.5)
            return QPointF(x, plot.bottom() - plot.height() * (total - low) / (high - low))

        pens, shapes = [], []
        for number, (_label, points) in enumerate(series):
            color_name, style, shape = self.line_style(number)
            shapes.append(shape)
            color = QColor(color_name)
            pen = QPen(color, 2.2)
            pen.setStyle(style)  # colour, dash and marker: each line told apart in grayscale too
            pens.append(pen)
            painter.setPen(pen)
            path = QPainterPath()
            for index, (when, total) in enumerate(points):
                spot = point(when, total)
                if index == 0:
                    path.moveTo(spot)
                else:
                    path.lineTo(spot)
            painter.drawPath(path)
            if window == 1:  # a marker per game while they can be told apart
                painter.save()
                painter.setPen(QPen(color, 1.6))
                painter.setBrush(color)
                for when, total in points:
                    draw_marker(painter, shape, point(when, total), 3.2)
                painter.restore()
        top = self.height() - legend_height + 2
        for row, entries in enumerate(legend):
            y = top + row * (line + 4)
            for number, label, x in entries:
                swatch = QPen(pens[number])
                swatch.setWidthF(3)
                painter.setPen(swatch)
                painter.drawLine(
                    QPointF(plot.left() + x, y + line / 2), QPointF(plot.left() + x + 18, y + line / 2)
                )
                painter.save()  # the line's marker on its swatch: a name is matched to its line in grayscale
                painter.setPen(QPen(pens[number].color(), 1.6))
                painter.setBrush(pens[number].color())
                draw_marker(painter, shapes[number], QPointF(plot.left() + x + 9, y + line / 2), 3.2)
                painter.restore()
                painter.setPen(text)
                painter.drawText(QPointF(plot.left() + x + 22, y + metrics.ascent()), label)


def _sentence(error: Exception, name: str = "") -> str:
    """A store's refusal as a sentence; the player's ``name`` at its start kept as it is
    (``capitalize`` made "McDonald is already in the history" read "Mcdonald is already…")."""
    from yachtgui.app.words import plain_message

    return plain_message(str(error), (name,))


class _Failed(Value):
    """A question the worker could not answer, and why."""

    __slots__ = ("message",)
    message: str

    def __init__(self, message: str) -> None:
        self._set(message=message)


class StatisticsWindow(QDialog):
    """See the module docstring. ``replay_strategy(variant_id)`` may give a table for replays.

    A history of :attr:`BACKGROUND_FROM` games or more is read in a worker thread
    (:mod:`yachtgui.widgets.review.statsqueries`): the window paints at once and fills in as the
    figures come (:attr:`loading`; ``loaded`` when the last one is in). A smaller one is read
    before the first frame, as quick as that.
    """

    # From this many games on, the figures are read in a worker thread (issue 19).
    BACKGROUND_FROM = 2000
    loaded = Signal()
    """Every figure asked for so far is in (a long history read in the background)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        replay_strategy: Callable[[str], Strategy | None] | None = None,
        store: HistoryStore | None = None,
        replay_scale: Callable[[], float] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        # The scale a replay is drawn at (the main window's, as it is when the replay opens; issue 22).
        self._replay_scale = replay_scale
        self.setWindowTitle(translate("StatisticsWindow", "Statistics and Champions"))
        self._replay_strategy = replay_strategy
        # Works out a replayed game's turning points (None: the win-chance engine; tests give another).
        self.turning_compute: Any = None
        self.replays: list[QDialog] = []
        self.error = QLabel()
        self.error.setObjectName("historyError")
        self.error.setWordWrap(True)
        self.error.hide()
        messages: list[str] = []
        self.store: HistoryStore | None = store
        if self.store is None:
            from yachtgui.history import record_game

            messages.extend(record_game(None).messages)  # games that waited for the database first
            try:
                self.store = open_history(messages=messages)
            except HistoryError as error:
                messages.append(translate("StatisticsWindow", "The game history cannot be read: {error}.")
                                .format(error=error))
        if messages:
            self.error.setText(" ".join(messages))
            self.error.show()

        self.variant_box = QComboBox()
        self.variant_box.setObjectName("variantFilter")
        self.player_box = QComboBox()
        self.player_box.setObjectName("playerFilter")
        self.period_box = QComboBox()
        self.period_box.setObjectName("periodFilter")
        for label, days in PERIODS:
            self.period_box.addItem(translate("StatisticsWindow", label), days)
        filters = QHBoxLayout()
        for caption, box in (
            (translate("StatisticsWindow", "&Variant:"), self.variant_box),
            (translate("StatisticsWindow", "&Player:"), self.player_box),
            (translate("StatisticsWindow", "P&eriod:"), self.period_box),
        ):
            buddy = QLabel(caption)
            buddy.setBuddy(box)
            filters.addWidget(buddy)
            filters.addWidget(box)
        filters.addStretch(1)

        self.tabs = QTabWidget()
        self.tabs.setObjectName("statisticsTabs")
        self.players_view = QTableView()
        self.players_view.setObjectName("playerStats")
        self.stats_model = StatsModel(self)
        self.players_view.setModel(self.stats_model)
        self.players_view.setSortingEnabled(True)
        self.players_view.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by variant, best average first
        self.players_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.players_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.players_view.verticalHeader().hide()
        # Headings never turn bold with a chosen row (wider: cut again), as in every table here.
        self.players_view.horizontalHeader().setHighlightSections(False)
        self.players_view.setTabKeyNavigation(False)  # Tab leaves the table (the arrows move in it)
        self.players_view.setAccessibleName(translate("StatisticsWindow", "Players"))
        # Player and variant as wide as their longest name; the figures share the width left.
        self._column_widths = FiguresShareTheRest(self.players_view, names=(0, 1))
        self.empty_label = QLabel(translate("StatisticsWindow",
                                            "No finished games yet: every game you finish is kept here."))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.rename_button = QPushButton(translate("StatisticsWindow", "&Rename…"))
        self.merge_button = QPushButton(translate("StatisticsWindow", "&Merge…"))
        self.merge_button.setToolTip(translate("StatisticsWindow",
                                               'Make two names one person (e.g. "Grandpa" and "Opa")'))
        self.rename_button.clicked.connect(self.rename_selected)
        self.merge_button.clicked.connect(self.merge_selected)
        players_tab = QWidget()
        players_layout = QVBoxLayout(players_tab)
        players_layout.addWidget(self.empty_label)
        players_layout.addWidget(self.players_view, 1)
        people_buttons = QHBoxLayout()
        people_buttons.addWidget(self.rename_button)
        people_buttons.addWidget(self.merge_button)
        people_buttons.addStretch(1)
        players_layout.addLayout(people_buttons)
        self.tabs.addTab(players_tab, translate("StatisticsWindow", "Players"))

        self.high_scores = self._table(
            (translate("StatisticsWindow", "Rank"), translate("StatisticsWindow", "Player"),
             translate("StatisticsWindow", "Score"), translate("StatisticsWindow", "Date")),
            "highScores")
        self.high_scores_title = QLabel()
        high_tab = QWidget()
        high_layout = QVBoxLayout(high_tab)
        high_layout.addWidget(self.high_scores_title)
        high_layout.addWidget(self.high_scores)
        self.high_scores.setAccessibleName(translate("StatisticsWindow", "High scores"))
        self.tabs.addTab(high_tab, translate("StatisticsWindow", "High scores"))

        self.chart = ScoreChart()
        self.tabs.addTab(self.chart, translate("StatisticsWindow", "Chart"))

        self.first_box = QComboBox()
        self.first_box.setObjectName("headToHeadFirst")
        self.second_box = QComboBox()
        self.second_box.setObjectName("headToHeadSecond")
        self.head_to_head = QLabel()
        self.head_to_head.setObjectName("headToHeadResult")
        self.head_to_head.setWordWrap(True)
        self.head_to_head.setTextFormat(Qt.TextFormat.RichText)
        h2h_tab = QWidget()
        h2h_layout = QVBoxLayout(h2h_tab)
        pick = QHBoxLayout()
        pick.addWidget(self.first_box)
        pick.addWidget(QLabel(translate("StatisticsWindow", "against")))
        pick.addWidget(self.second_box)
        pick.addStretch(1)
        h2h_layout.addLayout(pick)
        h2h_layout.addWidget(self.head_to_head)
        h2h_layout.addStretch(1)
        self.tabs.addTab(h2h_tab, translate("StatisticsWindow", "Head to head"))

        self.games_table = self._table(
            ("#", translate("StatisticsWindow", "Date"), translate("StatisticsWindow", "Variant"),
             translate("StatisticsWindow", "Players and scores"), translate("StatisticsWindow", "Won by")),
            "gamesTable")
        self.games_table.setAccessibleName(translate("StatisticsWindow", "Games"))
        self.games_table.doubleClicked.connect(lambda _index: self.replay_selected())
        self.replay_button = QPushButton(translate("StatisticsWindow", "&Replay"))
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.replay_selected)
        self.games_note = QLabel()
        games_tab = QWidget()
        games_layout = QVBoxLayout(games_tab)
        games_layout.addWidget(self.games_table, 1)
        games_row = QHBoxLayout()
        games_row.addWidget(self.games_note, 1)
        games_row.addWidget(self.replay_button)
        games_layout.addLayout(games_row)
        self.tabs.addTab(games_tab, translate("StatisticsWindow", "Games"))

        layout = QVBoxLayout(self)
        layout.addWidget(self.error)
        layout.addLayout(filters)
        layout.addWidget(self.tabs, 1)
        DialogScale(self, indicators=False).fit_on_screen(1000, 600)  # at most the screen (1024x600)

        self._filled: set[int] = set()
        self._people: list[Person] = []
        self._queries: HistoryQueries | None = None
        self._answers: dict[Any, Any] = {}
        self._asked: set[Any] = set()
        if self.store is not None and self._guard(self.store.count, 0) >= self.BACKGROUND_FROM:
            self._queries = HistoryQueries(self.store.path, self)
            self._queries.answered.connect(self._answered)
            self._queries.failed.connect(lambda key, message: self._answered(key, _Failed(message)))
        self._fill_filters()
        for box in (self.variant_box, self.player_box, self.period_box):
            box.currentIndexChanged.connect(self.refresh)
        self.first_box.currentIndexChanged.connect(self._fill_head_to_head)
        self.second_box.currentIndexChanged.connect(self._fill_head_to_head)
        self.tabs.currentChanged.connect(self._fill_tab)
        self.refresh()

    @staticmethod
    def _table(headers: tuple[str, ...], name: str) -> QTableWidget:
        table = QTableWidget(0, len(headers))
        table.setObjectName(name)
        table.setHorizontalHeaderLabels(list(headers))
        table.verticalHeader().hide()
        table.setTabKeyNavigation(False)  # Tab leaves the table (the arrows move in it)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        table.horizontalHeader().setHighlightSections(False)  # the same headings whatever row is chosen
        return table

    # --- filters --------------------------------------------------------------------------

    def _fill_filters(self) -> None:
        store = self.store
        if self._filters_pending():
            return  # read in the background: the lists keep what they show until the answers are in
        self._people = self._guard(store.people, []) if store is not None else []
        variants = self._guard(store.variants, []) if store is not None else []
        self.stats_model.house_names.update(self._guard(store.house_names, {}) if store is not None else {})
        for box in (self.variant_box, self.player_box, self.first_box, self.second_box):
            box.blockSignals(True)
        chosen_variant = self.variant_box.currentData()
        chosen_player = self.player_box.currentData()
        self.variant_box.clear()
        self.variant_box.addItem(translate("StatisticsWindow", "All variants"), None)
        for variant in variants:
            self.variant_box.addItem(self._variant_name(variant), variant)
        self.player_box.clear()
        self.player_box.addItem(translate("StatisticsWindow", "Everyone"), None)
        for box in (self.first_box, self.second_box):
            box.clear()
        for person in self._people:
            self.player_box.addItem(person.label, person.id)
            self.first_box.addItem(person.label, person.id)
            self.second_box.addItem(person.label, person.id)
        if len(self._people) > 1:
            self.second_box.setCurrentIndex(1)
        for box, wanted in ((self.variant_box, chosen_variant), (self.player_box, chosen_player)):
            found = box.findData(wanted)
            box.setCurrentIndex(max(0, found))
        for box in (self.variant_box, self.player_box, self.first_box, self.second_box):
            box.blockSignals(False)

    def filters(self) -> dict[str, Any]:
        """The chosen variant, person and period as keyword arguments of the store's queries."""
        days = self.period_box.currentData()
        since = None
        now = datetime.now(UTC)
        if days == -1:
            since = f"{now.year:04d}"
        elif days:
            since = (now - timedelta(days=days)).isoformat(timespec="seconds")
        return {
            "variant": self.variant_box.currentData(),
            "person": self.player_box.currentData(),
            "since": since,
        }

    def _guard(self, query: Callable[..., Any], fallback: Any, *args: Any, **kwargs: Any) -> Any:
        """Run a query; a fault becomes the message at the top, never an exception.

        With a long history the query is asked of the worker: its answer when it is in,
        else ``fallback`` now, and the tab is filled again when the answer comes.
        """
        if self._queries is not None and query.__name__ != "count":
            key = (query.__name__, args, tuple(sorted(kwargs.items())))
            if key in self._answers:
                answer = self._answers[key]
                if isinstance(answer, _Failed):
                    self._show_fault(answer.message)
                    return fallback
                return answer
            if key not in self._asked:
                self._asked.add(key)
                self._queries.ask(key, query.__name__, args, kwargs)
            return fallback
        try:
            return query(*args, **kwargs)
        except HistoryError as error:
            self._show_fault(str(error))
            return fallback

    def _show_fault(self, error: str) -> None:
        self.error.setText(translate("StatisticsWindow", "The game history cannot be read: {error}.")
                           .format(error=error))
        self.error.show()

    @property
    def loading(self) -> bool:
        """Whether figures asked of the worker are still to come."""
        return bool(self._asked)

    def _filters_pending(self) -> bool:
        """Background only: whether the people, variants and house rules are still being read."""
        if self._queries is None or self.store is None:
            return False
        for query in (self.store.people, self.store.variants, self.store.house_names):
            self._guard(query, None)
        return any((name, (), ()) not in self._answers for name in ("people", "variants", "house_names"))

    def _answered(self, key: Any, answer: Any) -> None:
        """An answer from the worker (a message when it failed): show it where it was asked for."""
        if key not in self._asked:
            return  # asked before the figures were thrown away (a rename, a merge)
        self._asked.discard(key)
        self._answers[key] = answer
        if key[0] in ("people", "variants", "house_names"):
            self._fill_filters()
        current = self.tabs.currentIndex()
        self._filled.discard(current)
        self._fill_tab(current)
        if not self._asked:
            self.loaded.emit()

    def _forget_answers(self) -> None:
        """The history changed here (a rename, a merge): every figure is read again."""
        self._answers.clear()
        self._asked.clear()

    def refresh(self) -> None:
        """Re-read everything for the current filters (the tab in view now, others when shown)."""
        self._filled.clear()
        for key in [key for key in self._answers if key[0] not in ("people", "variants", "house_names")]:
            del self._answers[key]
        self._fill_tab(self.tabs.currentIndex())

    def _fill_tab(self, index: int) -> None:
        if index in self._filled or index < 0:
            return
        self._filled.add(index)
        [
            self._fill_players,
            self._fill_high_scores,
            self._fill_chart,
            self._fill_head_to_head,
            self._fill_games,
        ][index]()

    def _variant_name(self, variant_id: str) -> str:
        return _variant_name(variant_id, self.stats_model.house_names)

    def _chart_variant(self) -> str | None:
        chosen = self.variant_box.currentData()
        if chosen is not None:
            return str(chosen)
        return self.variant_box.itemData(1) if self.variant_box.count() > 1 else None

    # --- the tabs ---------------------------------------------------------------------------

    def _fill_players(self) -> None:
        rows = self._guard(self.store.stats, [], **self.filters()) if self.store is not None else []
        self.stats_model.set_rows(rows)
        header = self.players_view.horizontalHeader()
        self.stats_model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())  # the order chosen
        self.empty_label.setVisible(not rows)
        self.players_view.setVisible(bool(rows))

    def _fill_high_scores(self) -> None:
        variant = self._chart_variant()
        self.high_scores.setRowCount(0)
        if variant is None or self.store is None:
            self.high_scores_title.setText(translate("StatisticsWindow", "No games yet."))
            return
        filters = self.filters()
        rows = self._guard(self.store.high_scores, [], variant, 10, filters["person"], filters["since"])
        self.high_scores_title.setText(translate("StatisticsWindow", "<b>{variant}</b> — the ten best scores")
                                       .format(variant=escape(self._variant_name(variant))))
        for row in rows:
            line = self.high_scores.rowCount()
            self.high_scores.insertRow(line)
            name = row.name if row.computer is None else translate("StatisticsWindow",
                                                                   "{name} (computer)").format(name=row.name)
            for column, text in enumerate(
                (str(row.rank), name, str(row.total), date_text(row.finished, with_time=False))
            ):
                self.high_scores.setItem(line, column, QTableWidgetItem(text))

    def _fill_chart(self) -> None:
        variant = self._chart_variant()
        if variant is None or self.store is None:
            self.chart.set_series([])
            return
        filters = self.filters()
        series = self._guard(self.store.series, {}, variant, filters["person"], filters["since"])
        labels = {p.id: p.label for p in self._people}
        ordered = sorted(series.items(), key=lambda item: -len(item[1]))
        self.chart.set_series(
            [(labels.get(pid, "?"), points) for pid, points in ordered],
            translate("StatisticsWindow", "{variant}: scores over time").format(
                variant=self._variant_name(variant)),
        )

    def _fill_head_to_head(self) -> None:
        first, second = self.first_box.currentData(), self.second_box.currentData()
        if first is None or second is None or self.store is None:
            self.head_to_head.setText(translate("StatisticsWindow",
                                                "Two players are needed for a head-to-head record."))
            return
        if first == second:
            self.head_to_head.setText(translate("StatisticsWindow", "Choose two different players."))
            return
        filters = self.filters()
        result = self._guard(
            self.store.head_to_head, None, first, second, filters["variant"], filters["since"]
        )
        a, b = escape(self.first_box.currentText()), escape(self.second_box.currentText())
        if result is None or result.games == 0:
            self.head_to_head.setText(translate("StatisticsWindow", "{first} and {second} have not played a "
                                                "game together yet.").format(first=a, second=b))
            return
        played = (translate("StatisticsWindow", "{first} and {second} played <b>1</b> game together.")
                  if result.games == 1 else
                  translate("StatisticsWindow", "{first} and {second} played <b>{count}</b> games together."))
        ahead = translate("StatisticsWindow", "Finished ahead: <b>{first}</b> {first_wins}, <b>{second}</b> "
                          "{second_wins}.")
        draws = translate("StatisticsWindow", "Draws: {draws}.") if result.draws else ""
        average = translate("StatisticsWindow", "Average score: {first} {first_average}, {second} "
                            "{second_average}.")
        words = {"first": a, "second": b, "count": result.games, "first_wins": result.first_wins,
                 "second_wins": result.second_wins, "draws": result.draws,
                 "first_average": decimal_text(result.first_average),
                 "second_average": decimal_text(result.second_average)}
        self.head_to_head.setText(
            f"<p style='font-size:large'>{played.format(**words)}</p>"
            f"<p>{ahead.format(**words)} {draws.format(**words)}</p>"
            f"<p>{average.format(**words)}</p>"
        )

    #: The Games tab shows this many of the newest games matching the filters.
    GAMES_SHOWN = 500

    def _fill_games(self) -> None:
        games = (
            self._guard(self.store.games, [], limit=self.GAMES_SHOWN + 1, **self.filters())
            if self.store is not None
            else []
        )
        shown = games[: self.GAMES_SHOWN]
        self.games_table.setRowCount(len(shown))
        for line, game in enumerate(shown):
            scores = ", ".join(
                f"{name} {total}" for name, total in zip(game.players, game.totals, strict=True)
            )
            texts = (
                str(game.id),
                date_text(game.finished),
                self._variant_name(game.variant),
                scores,
                join_names(game.winners),
            )
            for column, text in enumerate(texts):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, game.id)
                self.games_table.setItem(line, column, item)
        if shown:
            self.games_table.selectRow(0)
        more = len(games) > self.GAMES_SHOWN
        self.games_note.setText(
            translate("StatisticsWindow", "The newest {count} games; narrow the filters to see others.")
            .format(count=self.GAMES_SHOWN)
            if more
            else translate("StatisticsWindow", "Double-click a game (or press Replay) to watch it again.")
        )
        self.replay_button.setEnabled(bool(shown))

    # --- people and replays -----------------------------------------------------------------

    def _selected_person(self) -> Person | None:
        rows = self.players_view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.stats_model.rows[rows[0].row()].person

    def rename_selected(self, new_name: str | None = None) -> bool:
        """Rename the selected player (asks for the name unless given); True when renamed."""
        person = self._selected_person()
        if person is None or self.store is None:
            QMessageBox.information(self, translate("StatisticsWindow", "Rename"),
                                    translate("StatisticsWindow", "Choose a player in the table first."))
            return False
        if not isinstance(new_name, str):
            new_name, ok = QInputDialog.getText(
                self, translate("StatisticsWindow", "Rename"),
                literal(translate("StatisticsWindow", "New name for {name}:").format(name=person.label)),
                text=person.name,
            )
            if not ok:
                return False
        try:
            self.store.rename(person.id, new_name)
        except HistoryError as error:
            QMessageBox.warning(self, translate("StatisticsWindow", "Rename"),
                                literal(_sentence(error, " ".join(new_name.split()))))
            return False
        self._forget_answers()
        self._fill_filters()
        self.refresh()
        return True

    def merge_selected(self, other_label: str | None = None) -> bool:
        """Merge another player into the selected one (asks whom unless given); True when merged."""
        person = self._selected_person()
        if person is None or self.store is None:
            QMessageBox.information(self, translate("StatisticsWindow", "Merge"),
                                    translate("StatisticsWindow", "Choose a player in the table first."))
            return False
        others = [p for p in self._people if p.id != person.id and p.computer == person.computer]
        if not others:
            QMessageBox.information(self, translate("StatisticsWindow", "Merge"),
                                    translate("StatisticsWindow", "There is nobody to merge with."))
            return False
        labels = [p.label for p in others]
        if not isinstance(other_label, str):
            other_label, ok = QInputDialog.getItem(
                self,
                translate("StatisticsWindow", "Merge"),
                literal(translate("StatisticsWindow", "Who is also {label}? Their games become {name}'s:")
                        .format(label=person.label, name=person.name)),
                labels,
                0,
                False,
            )
            if not ok:
                return False
        other = next((p for p in others if p.label == other_label), None)
        if other is None:
            return False
        try:
            self.store.merge(person.id, other.id)
        except HistoryError as error:
            QMessageBox.warning(self, translate("StatisticsWindow", "Merge"),
                                literal(_sentence(error)))
            return False
        self._forget_answers()
        self._fill_filters()
        self.refresh()
        return True

    def replay_selected(self) -> QDialog | None:
        """Open the selected game of the Games tab in a replay window."""
        rows = self.games_table.selectionModel().selectedRows()
        if not rows or self.store is None:
            return None
        item = self.games_table.item(rows[0].row(), 0)
        if item is None:
            return None
        return self.open_replay(int(item.data(Qt.ItemDataRole.UserRole)))

    def open_replay(self, game_id: int) -> QDialog | None:
        """Open game ``game_id`` in a replay window (a message when it cannot be replayed)."""
        from yachtgui.widgets.review.replay import ReplayWindow

        if self.store is None:
            return None
        try:
            stored = self.store.game(game_id)
            strategy = self._replay_strategy(stored.summary.variant) if self._replay_strategy else None
            # A child of the main window, not of this one: it stays open when the statistics close.
            missing = any(figure is None for figure in stored.given_up)
            window = ReplayWindow(
                stored,
                self.parentWidget() or self,
                strategy=strategy,
                analysed=(lambda analysis: self._keep_analysis(game_id, analysis)) if missing else None,
                turned=(lambda points: self._keep_turning(game_id, points, len(stored.summary.players)))
                if stored.turning is None else None,
                turning_compute=self.turning_compute,
                scale=self._replay_scale() if self._replay_scale is not None else 1.0,
            )
        except HistoryError as error:
            QMessageBox.warning(self, translate("StatisticsWindow", "Replay"),
                                literal(_sentence(error)))
            return None
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.finished.connect(
            lambda _result: self.replays.remove(window) if window in self.replays else None
        )
        self.replays.append(window)
        window.show()
        return window

    def _keep_analysis(self, game_id: int, analysis: GameAnalysis) -> None:
        """A replay analysed a game recorded without its figures: the statistics keep them now."""
        if self.store is None:
            return
        with contextlib.suppress(HistoryError):  # only the figures would be missing, as before
            self.store.set_analysis(game_id, [(p.given_up, p.luck) for p in analysis.players])

    def _keep_turning(self, game_id: int, points: TurningPoints, players: int) -> None:
        """A replay worked out a game's turning points: the history keeps them for the next replay."""
        if self.store is None:
            return
        with contextlib.suppress(HistoryError, ValueError):  # only the kept chart would be missing
            self.store.set_turning(game_id, points.to_data(), players)

    def done(self, result: int) -> None:
        if self._queries is not None:
            self._queries.close()
        if self.store is not None:
            self.store.close()
            self.store = None
        super().done(result)
