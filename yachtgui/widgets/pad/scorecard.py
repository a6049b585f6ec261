"""The score pad: one paper column per player, side by side, with the box names on the left.

- :class:`ScorecardView` (objectName ``scorecard<i>``) shows one player's
  :class:`~yachtgui.models.scorecard.ScorecardModel` score column. A left click
  or Enter on a box emits ``boxActivated(player, box_id)``; the window passes it
  to the controller, which decides whether it scores. Arrow keys move between
  box rows only.
- :class:`ScorePad` lays out the box-name column (frozen on the left) and the
  player columns in a horizontal scroll area, each under a name plate that marks
  the current player with "▶" and "your turn" (not by colour alone).

Views only show and forward clicks; they never change the game.
"""

# ruff: noqa: N802, N815  (Qt's virtual methods and signals keep Qt's names)

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import (
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from yachtgui.models.scorecard import (
    FILLED_ROLE,
    FORCED_ROLE,
    KIND_ROLE,
    LABEL_COLUMN,
    MARK_BEST,
    MARK_CONFIRM,
    MARK_ROLE,
    MARK_SCORED,
    NOTE_ROLE,
    PREVIEW_ROLE,
    SCORE_COLUMN,
    CellLook,
    RowKind,
    ScorecardColumn,
    ScorecardModel,
)
from yachtgui.plaintext import literal
from yachtgui.text import translate
from yachtgui.theme import PadColors, pad_colors, total_font

if TYPE_CHECKING:
    from PySide6.QtCore import QAbstractItemModel
    from PySide6.QtGui import QFocusEvent, QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent
    from PySide6.QtWidgets import QStyleOptionViewItem

__all__ = ["ChanceLine", "PadDelegate", "ScorePad", "ScorecardView"]

_GRAND_TOTAL = str(RowKind.GRAND_TOTAL)
_HEADING = str(RowKind.HEADING)
_BONUS = str(RowKind.BONUS)
# Subtotals, bonus, grand total and headings sit on the pad's darker band.
_BOLD_BACKGROUND_KINDS = frozenset({str(RowKind.UPPER_TOTAL), str(RowKind.BONUS), str(RowKind.LOWER_TOTAL),
                                    str(RowKind.GRAND_TOTAL), _HEADING})
_NOTE_SCALE = 0.86  # notes beside scores ("8 to go") and under names ("your turn"), to the pad's text


def row_height(font: QFont) -> int:
    """Height of one pad row for ``font``: the line plus breathing room (26 px for the usual font).

    Scales with the text, down to 16 px for the smallest pad (many players on a small screen).
    """
    line = QFontMetrics(font).height()
    return max(16, line + max(4, round(line * 0.55)))


def plate_height(font: QFont, lines: int = 2) -> int:
    """Height of the name plates over the columns for ``font``: two lines (name and note), or three
    with the chances to win."""
    line = QFontMetrics(font).height()
    return max(30, line * 2 + max(6, line // 2 + 4) + (lines - 2) * round(line * _NOTE_SCALE))


def full_column_width(font: QFont) -> int:
    """A column wide enough for "35 · 12 to go" (in the app's language) and a name plate, for ``font``."""
    widest = translate("ScorecardModel", "{bonus} · {missing} to go").format(bonus=35, missing=12)
    return max(round(112 * _relative_size(font)), QFontMetrics(font).horizontalAdvance(widest) + 28)


def narrow_column_width(font: QFont) -> int:
    """The narrowest a column may be for ``font``: a three-digit score with its margins.

    Notes get smaller to fit ("12 to go" in a smaller font, or on two lines), never cut to a bare
    "−12"; the tooltip and the screen reader keep the whole sentence.
    """
    return QFontMetrics(font).horizontalAdvance("888") + 14


def _relative_size(font: QFont) -> float:
    """``font``'s size relative to the application font."""
    base = QApplication.font().pointSizeF()
    size = font.pointSizeF()
    return size / base if base > 0 and size > 0 else 1.0


def short_note(missing: int, metrics: QFontMetrics, width: int) -> str:
    """The bonus note "``missing`` to go" (in the app's language): always the whole words, never a
    bare "−12" (which reads as a penalty); :func:`bonus_note_font` makes it fit a narrow column."""
    del metrics, width  # the words stay whole; the font gives way instead
    return translate("ScorecardModel", "{missing} to go").format(missing=missing)


#: The smallest a bonus note gets, relative to the pad's text, before it takes two lines.
_NOTE_LEAST_SCALE = 0.6


def bonus_note_font(note: str, font: QFont, rect: QRect) -> tuple[QFont, Qt.TextFlag]:
    """The font (the note's size, smaller in a narrow column) and line flags that show the whole
    bonus note ``note`` in ``rect``: on one line if it fits, else on two ("63" over "to go")."""
    scale = _NOTE_SCALE
    while True:
        small = _small_font(font, scale, bold=False, italic=False)
        metrics = QFontMetrics(small)
        if metrics.horizontalAdvance(note) <= rect.width():
            return small, Qt.TextFlag(0)
        wrapped = metrics.boundingRect(QRect(0, 0, rect.width(), 10000), Qt.TextFlag.TextWordWrap, note)
        if (wrapped.width() <= rect.width() and wrapped.height() <= rect.height()
                and scale <= _NOTE_LEAST_SCALE + 1e-6):
            return small, Qt.TextFlag.TextWordWrap
        if small.pointSizeF() <= 6.0 or scale <= 0.3:
            return small, Qt.TextFlag.TextWordWrap
        scale -= 0.04


def fitting_tag(metrics: QFontMetrics, width: int, *forms: str) -> str:
    """The first of ``forms`` (longest first: a word, then its abbreviation) that fits ``width``,
    else the last, shortest one whole (a tag cut to "b…" says nothing; it may touch the score)."""
    for form in forms:
        if metrics.horizontalAdvance(form) <= width:
            return form
    return forms[-1]


class PadDelegate(QStyledItemDelegate):
    """Paints a pad cell: paper, ruled line, bold subtotals, italic previews, the current column.

    The view's boolean property ``current`` says whether it is the current
    player's column (tinted background); ``hover`` rows of open boxes get a
    pencil-mark outline so a click target reads as one.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # (palette cache key, its colours, the cell backgrounds: plain, bold, and both tinted)
        self._colors: tuple[int, PadColors, tuple[QColor, QColor, QColor, QColor]] | None = None
        self._frame: _PaintFrame | None = None  # what every cell of the view being painted shares

    def begin_paint(self, view: QAbstractItemView) -> None:
        """Called by a pad column before it paints its cells: read what they all share once."""
        self._frame = self._frame_of(view, view.palette())

    def end_paint(self) -> None:
        """The column has painted its cells (cells painted outside it read the view again)."""
        self._frame = None

    def _frame_of(self, view: QWidget | None, palette: QPalette) -> _PaintFrame:
        """What the cells of ``view`` share: colours, the current-player tint, the keyboard cursor."""
        key = palette.cacheKey()
        if self._colors is None or self._colors[0] != key:  # once per palette, not once per cell
            colors = pad_colors(palette)
            plain, bold = QColor(colors.paper), QColor(colors.bold_row_bg)
            tinted = (_blend(plain, colors.highlight, 0.85), _blend(bold, colors.highlight, 0.85))
            self._colors = (key, colors, (plain, bold, *tinted))
        _, colors, backgrounds = self._colors
        is_current = bool(view.property("current")) if view is not None else False
        current_index = None  # the keyboard cursor's cell, while the view has the focus
        if isinstance(view, QAbstractItemView) and view.hasFocus():
            current_index = view.currentIndex()
        return _PaintFrame(view, colors, is_current, current_index, QPen(colors.rule_line, 1), backgrounds)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        frame = self._frame
        view = option.widget
        if frame is None or frame.view is not view:  # a cell painted outside a column's paint
            frame = self._frame_of(view, option.palette)
        colors, is_current = frame.colors, frame.is_current
        rect: QRect = option.rect
        look = _cell_look(index)
        column = _sheet_column(index)
        kind = look.kind
        painter.save()
        # plain or bold (totals, headings), tinted in the current player's score column
        shade = (kind in _BOLD_BACKGROUND_KINDS) + 2 * (is_current and column == SCORE_COLUMN)
        painter.fillRect(rect, frame.backgrounds[shade])
        # ruled lines: thin under every row, a double rule above the grand total
        painter.setPen(frame.rule_pen)
        painter.drawLine(rect.bottomLeft(), rect.bottomRight())
        if kind == _GRAND_TOTAL:
            painter.setPen(QPen(colors.ink, 1))
            painter.drawLine(rect.topLeft(), rect.topRight())
            painter.drawLine(rect.left(), rect.top() + 2, rect.right(), rect.top() + 2)
        text = look.text or ""
        if column == SCORE_COLUMN and look.mark == MARK_SCORED:  # just written: lit under the number
            self._paint_scored_glow(painter, rect, colors)
        if isinstance(look.font, QFont):
            painter.setFont(look.font)
        if kind == _HEADING:
            painter.setPen(colors.heading)
        elif look.preview:
            painter.setPen(colors.preview_ink)
        else:
            painter.setPen(colors.ink)
        alignment = look.alignment if look.alignment is not None else Qt.AlignmentFlag.AlignCenter
        # narrow columns (many players on a small screen) give the text what little room there is
        text_rect = rect.adjusted(10, 0, -8, 0) if rect.width() >= 80 else rect.adjusted(3, 0, -3, 0)
        note = index.data(NOTE_ROLE) if kind == _BONUS and column == SCORE_COLUMN else None
        if note is not None and note[0] is not None:
            # "35 · 8 to go": the earned bonus in the pad's ink, the rest as the bonus note
            left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(text_rect, left, str(note[0]))
            self._paint_bonus_note(painter, text_rect, Qt.AlignmentFlag.AlignRight, note[1], colors)
        elif note is not None:
            self._paint_bonus_note(painter, text_rect, Qt.AlignmentFlag.AlignHCenter, note[1], colors)
        elif text != "":  # an open box before the roll: nothing to lay out
            painter.drawText(text_rect, alignment, str(text))
        if column == SCORE_COLUMN and look.forced:
            self._paint_lost_turn(painter, rect, colors)
        mark = look.mark if column == SCORE_COLUMN else None
        if mark:
            self._paint_mark(painter, rect, str(mark), colors, str(text))
        self._paint_cursor(painter, option, index, look, is_current, colors, frame)
        painter.restore()

    @staticmethod
    def _paint_bonus_note(painter: QPainter, rect: QRect, horizontal: Qt.AlignmentFlag, missing: int,
                          colors: PadColors) -> None:
        """"8 to go" in the pad's heading ink, upright and a little smaller: a note, unlike a preview."""
        shown = short_note(missing, painter.fontMetrics(), rect.width())
        font, flags = bonus_note_font(shown, painter.font(), rect.adjusted(0, 0, -4, 0))
        painter.setFont(font)
        painter.setPen(colors.heading)
        painter.drawText(rect, int(horizontal | Qt.AlignmentFlag.AlignVCenter) | int(flags), shown)

    @staticmethod
    def _paint_lost_turn(painter: QPainter, rect: QRect, colors: PadColors) -> None:
        """A forced 0 (a turn lost to a second Kismet) carries a small "lost turn" tag on the right."""
        painter.setFont(_small_font(painter.font(), 0.7, bold=False, italic=True))
        painter.setPen(colors.heading)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        # beside the centred 0: the tag has the cell's right half less the digit
        room = max(1, rect.width() // 2 - painter.fontMetrics().horizontalAdvance("0") - 6)
        tag = fitting_tag(painter.fontMetrics(), room, translate("ScorePad", "lost turn"),
                          translate("ScorePad", "lost", "narrow column: short for lost turn"))
        painter.drawText(rect.adjusted(0, 0, -6, 0), right, tag)

    @staticmethod
    def _paint_scored_glow(painter: QPainter, rect: QRect, colors: PadColors) -> None:
        """The ground of a box just written: a warm amber, clearly lit on paper and on the current
        player's tint, painted under the number so that it stays in full ink."""
        glow = QColor(colors.heading)
        glow.setAlpha(100)
        painter.fillRect(QRectF(rect).adjusted(2.5, 2.5, -3.5, -3.5), glow)

    def _paint_mark(self, painter: QPainter, rect: QRect, mark: str, colors: PadColors,
                    score: str = "") -> None:
        """A hint: a dashed frame tagged "best". A computer's pick: a tinted, framed cell tagged "✎ pick"."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(rect).adjusted(2.5, 2.5, -3.5, -3.5)
        if mark == MARK_SCORED:  # just written: a firm frame round the glow (under the number), no words
            painter.setPen(QPen(colors.heading, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(frame, 5, 5)
            return
        if mark == MARK_BEST:
            pen = QPen(colors.ink, 2)
            pen.setStyle(Qt.PenStyle.DashLine)
            tags: tuple[str, ...] = (translate("ScorePad", "best"), "")  # narrow: the dashed frame alone
        elif mark == MARK_CONFIRM:
            pen = QPen(colors.ink, 3)
            tags = (translate("ScorePad", "again?"),
                    translate("ScorePad", "?", "narrow column: short for again?"))
        else:
            tint = QColor(colors.heading)
            tint.setAlpha(40)
            painter.fillRect(frame, tint)
            pen = QPen(colors.heading, 3)
            tags = (translate("ScorePad", "✎ pick"), "✎")
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(frame, 5, 5)
        score_width = painter.fontMetrics().horizontalAdvance(score)  # still the cell's font
        painter.setFont(_small_font(painter.font(), 0.72, bold=True, italic=False))
        painter.setPen(colors.ink if mark == MARK_BEST else colors.heading)
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        # the word goes left of the centred score, so it gets what is left of the cell's left half
        room = (rect.width() - score_width) // 2 - 10
        tag = fitting_tag(painter.fontMetrics(), max(1, room), *tags)
        painter.drawText(rect.adjusted(9, 0, -6, 0), left, tag)

    def _paint_cursor(self, painter: QPainter, option: QStyleOptionViewItem,
                      index: QModelIndex | QPersistentModelIndex, look: CellLook, is_current: bool,
                      colors: PadColors, frame: _PaintFrame) -> None:
        """The keyboard cursor (focus) and the mouse hover on an open box: a pencil outline.

        The cursor is the view's current index while the view has the focus
        (what Qt's ``State_HasFocus`` says). ``option.state`` is read only for
        a cell that could show the hover outline, under the mouse: reading it
        builds QStyle's large Python enums (~5 ms), which the first paint then
        does not pay.
        """
        rect: QRect = option.rect
        open_box = look.box is not None and not look.filled
        view = frame.view
        if frame.current_index is not None and index == frame.current_index:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(colors.ink, 2)
            pen.setStyle(Qt.PenStyle.DashLine if not open_box else Qt.PenStyle.SolidLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -3, -3), 4, 4)
        elif open_box and is_current and view is not None and view.underMouse() and look.preview \
                and _hovered(option):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(colors.preview_ink, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -3, -3), 4, 4)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        return QSize(size.width() + 20, row_height(option.font))


def _small_font(font: QFont, scale: float, *, bold: bool, italic: bool) -> QFont:
    """``font`` at ``scale`` times its size (at least 6 pt), with this weight and slant: notes and tags."""
    small = QFont(font)
    small.setBold(bold)
    small.setItalic(italic)
    small.setPointSizeF(max(6.0, small.pointSizeF() * scale))
    return small


class _PaintFrame(NamedTuple):
    """What every cell of one paint of a pad column shares (read once per paint, not per cell)."""

    view: QWidget | None
    colors: PadColors
    is_current: bool
    current_index: QModelIndex | None  # the keyboard cursor's cell while the view has the focus
    rule_pen: QPen
    backgrounds: tuple[QColor, QColor, QColor, QColor]  # plain, bold, tinted plain, tinted bold


def _cell_look(index: QModelIndex | QPersistentModelIndex) -> CellLook:
    """What the cell at ``index`` shows: one call to a :class:`ScorecardColumn` or
    :class:`ScorecardModel`, else one data() per role."""
    model = index.model()
    if isinstance(model, ScorecardColumn):
        return model.cell_look(index.row())
    if isinstance(model, ScorecardModel):
        return model.cell_look(index.row(), index.column())
    return CellLook(
        text=index.data(Qt.ItemDataRole.DisplayRole),
        kind=index.data(KIND_ROLE),
        font=index.data(Qt.ItemDataRole.FontRole),
        alignment=index.data(Qt.ItemDataRole.TextAlignmentRole),
        box=index.data(Qt.ItemDataRole.UserRole),
        preview=index.data(PREVIEW_ROLE),
        filled=index.data(FILLED_ROLE),
        forced=index.data(FORCED_ROLE),
        mark=index.data(MARK_ROLE),
    )


def _sheet_column(index: QModelIndex | QPersistentModelIndex) -> int:
    """The sheet's column (:data:`LABEL_COLUMN` or :data:`SCORE_COLUMN`) of the cell at ``index``."""
    model = index.model()
    return model.column if isinstance(model, ScorecardColumn) else index.column()


def _escape(text: str) -> str:
    """``html.escape(text)``, without importing :mod:`html` (its entity table) for three name plates."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def _hovered(option: QStyleOptionViewItem) -> bool:
    """True when the item view says the mouse is over the cell ``option`` paints."""
    from PySide6.QtWidgets import QStyle  # its enums are built on first use: only when needed

    return bool(option.state & QStyle.StateFlag.State_MouseOver)


def _blend(a: QColor, b: QColor, weight_b: float) -> QColor:
    return QColor(
        round(a.red() * (1 - weight_b) + b.red() * weight_b),
        round(a.green() * (1 - weight_b) + b.green() * weight_b),
        round(a.blue() * (1 - weight_b) + b.blue() * weight_b),
    )


class _PadTable(QTableView):
    """A QTableView dressed as a pad column: no headers, no grid, no scroll bars, fixed rows.

    It shows column ``column`` of a sheet (:meth:`set_scorecard`) through a one-column
    :class:`ScorecardColumn`: a screen reader's table has exactly the cells shown.
    """

    def __init__(self, column: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._column = column
        self.setItemDelegate(PadDelegate(self))
        self.horizontalHeader().hide()
        self.verticalHeader().hide()
        self.setShowGrid(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(False)
        self.setMouseTracking(True)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setStretchLastSection(True)
        self.horizontalHeader().setMinimumSectionSize(8)  # a narrow column is no wider than its view
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setProperty("current", False)

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        if model is not None:
            model.modelReset.connect(self._fit)
        self._fit()

    def set_scorecard(self, sheet: ScorecardModel | None) -> None:
        """Show our column of ``sheet`` (None: nothing)."""
        old = self.model()
        self.setModel(ScorecardColumn(sheet, self._column, self) if sheet is not None else None)
        if isinstance(old, ScorecardColumn):
            old.deleteLater()

    @property
    def scorecard(self) -> ScorecardModel | None:
        """The sheet whose column this shows."""
        model = self.model()
        return model.source if isinstance(model, ScorecardColumn) else None

    def paintEvent(self, event: QPaintEvent) -> None:
        delegate = self.itemDelegate()
        if not isinstance(delegate, PadDelegate):
            super().paintEvent(event)
            return
        delegate.begin_paint(self)
        try:
            super().paintEvent(event)
        finally:
            delegate.end_paint()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The one column is exactly as wide as the view (the hidden header would keep its
        # default width, wider than a narrow column, and the text would be cut off).
        self.setColumnWidth(0, max(1, self.width() - 2 * self.frameWidth()))

    def _fit(self) -> None:
        """Take exactly the height of every row."""
        model = self.model()
        height = row_height(self.font())
        # The minimum first: a default below the old minimum would be clamped to it (shrinking text).
        self.verticalHeader().setMinimumSectionSize(height)
        self.verticalHeader().setDefaultSectionSize(height)
        if model is None:
            return
        self.setFixedHeight(height * model.rowCount() + 2 * self.frameWidth())


class ScorecardView(_PadTable):
    """One player's score column (objectName ``scorecard<player>``).

    Emits ``boxActivated(player, box_id)`` for a left click or Enter/Return on
    a box row; the controller decides whether it scores (only an open box of
    the current player, after a roll). Up/Down move between box rows only.

    Only the current player's column is a Tab stop (:meth:`set_current`);
    the others can still be reached with Left/Right from it, to read them.

    Left/Right: with ``neighbours`` (a column of a :class:`ScorePad`) the view
    takes the key and emits ``neighbourRequested(player, -1 | +1)``; the pad
    moves the keyboard to that column. Without, the key is ignored and goes
    on to the parent widget. ``cursorMoved()`` follows every change of the
    keyboard cursor (the current index).
    """

    boxActivated = Signal(int, str)
    neighbourRequested = Signal(int, int)
    cursorMoved = Signal()

    def __init__(self, model: ScorecardModel, parent: QWidget | None = None, *,
                 neighbours: bool = False) -> None:
        super().__init__(SCORE_COLUMN, parent)
        self._neighbours = neighbours
        self._width: tuple[QFont, int] | None = None  # column_width() for a font
        self._chosen_width: int | None = None  # the pad's choice (set_column_width), else the font's
        self._player = model.player
        self._left_at: QPersistentModelIndex | None = None  # the cursor put away while another has focus
        self.setObjectName(f"scorecard{model.player}")
        self.set_scorecard(model)  # sizes the column (_fit)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setProperty("drawsOwnFocus", True)  # its cursor cell shows the keyboard: no focus ring
        self.setTabKeyNavigation(False)
        # A screen reader's "Toggle" on a cell selects it (clicks and keys never do: selectionCommand):
        # that selection scores the box, as the cell's accessibility action.
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        game = model.game
        name = game.players[model.player] if game is not None and model.player < len(game.players) else ""
        self.setAccessibleName(translate("ScorePad", "{name}'s score card").format(name=name) if name
                               else translate("ScorePad", "Score card"))

    @property
    def player(self) -> int:
        """The player index whose card this is."""
        return self._player

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        selection = self.selectionModel()
        if selection is not None:
            selection.selectionChanged.connect(self._on_selected)

    def selectionCommand(self, index: QModelIndex | QPersistentModelIndex,
                         event: QEvent | None = None) -> QItemSelectionModel.SelectionFlag:
        """Clicks and keys never select: only a screen reader's action on a cell does."""
        return QItemSelectionModel.SelectionFlag.NoUpdate

    def _on_selected(self) -> None:
        """A cell's accessibility action (Toggle) selected it: score that box, as Enter on it would."""
        selection = self.selectionModel()
        if selection is None or not selection.hasSelection():
            return
        indexes = selection.selectedIndexes()
        selection.clear()
        box = indexes[0].data(Qt.ItemDataRole.UserRole) if indexes else None
        if box is not None:
            self.setCurrentIndex(indexes[0])
            self.boxActivated.emit(self._player, box)

    def _cell_child(self) -> int:
        """The current cell's child number in the view's accessible table (-1: none)."""
        from PySide6.QtGui import QAccessible

        current = self.currentIndex()
        table = QAccessible.queryAccessibleInterface(self)
        if not current.isValid() or table is None:
            return -1
        for child in range(table.childCount()):
            cell = table.child(child)
            cell_interface = cell.tableCellInterface() if cell is not None else None
            if cell_interface is not None and cell_interface.rowIndex() == current.row() \
                    and cell_interface.columnIndex() == current.column():
                return child
        return -1

    def current_cell_changed(self) -> str:
        """The dice changed what the current cell shows ("open" -> a preview): tell screen readers;
        returns the cell's new name ("" without a current cell)."""
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        from yachtgui.widgets.senses import speech

        child = self._cell_child()
        if child < 0:
            return ""
        event = QAccessibleEvent(self, QAccessible.Event.NameChanged)
        event.setChild(child)
        QAccessible.updateAccessibility(event)
        name = str(self.currentIndex().data(Qt.ItemDataRole.AccessibleTextRole) or "")
        for listener in list(speech.listeners):
            listener(self, QAccessible.Event.NameChanged, name)
        return name

    def column_width(self) -> int:
        """The width the pad chose (:meth:`set_column_width`), else wide enough for "35 · 12 to go"
        and a name plate (measured once per font)."""
        if self._chosen_width is not None:
            return self._chosen_width
        font = self.font()
        if self._width is None or self._width[0] != font:
            self._width = (font, full_column_width(font))
        return self._width[1]

    def set_column_width(self, width: int | None) -> None:
        """Make the column ``width`` px wide (None: as wide as its font needs)."""
        if width != self._chosen_width:
            self._chosen_width = width
            self._fit()

    def _fit(self) -> None:
        super()._fit()
        if hasattr(self, "_player"):  # not while the base class is being set up
            self.setFixedWidth(self.column_width())

    def set_current(self, current: bool, tab_stop: bool | None = None) -> None:
        """Mark this as the current player's column (repaints the tint).

        ``tab_stop`` (default: ``current``) says whether Tab and clicks may
        bring the keyboard here; other columns are reached with Left/Right.
        """
        stop = current if tab_stop is None else tab_stop
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if stop else Qt.FocusPolicy.NoFocus)
        if bool(self.property("current")) != current:
            self.setProperty("current", current)
            # Cell by cell rather than viewport().update(): a first wrapper for the viewport (a
            # widget made in C++) sets up every QWidget subclass in PySide, some 8 ms.
            model = self.model()
            for row in range(model.rowCount() if model is not None else 0):
                self.update(model.index(row, 0))

    def box_index(self, box_id: str) -> QModelIndex:
        """The score cell of ``box_id`` (for tests and keyboard focus)."""
        model, sheet = self.model(), self.scorecard
        assert model is not None
        assert sheet is not None
        return model.index(sheet.row_of_box(box_id), 0)

    def focus_box(self, box_id: str | None = None) -> None:
        """Take the keyboard focus with the cursor on ``box_id``; None: keep an open box, else the first."""
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        if box_id is not None:
            self.setCurrentIndex(self.box_index(box_id))
            return
        index = self.currentIndex()
        if not index.isValid() or index.data(Qt.ItemDataRole.UserRole) is None or index.data(FILLED_ROLE):
            self.focus_first_open_box()

    def focus_first_open_box(self) -> None:
        """Put the keyboard cursor on the first open box (or the first box)."""
        model = self.model()
        if model is None or model.rowCount() == 0:
            return
        first_box = None
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            if index.data(Qt.ItemDataRole.UserRole) is None:
                continue
            first_box = first_box or index
            if not index.data(FILLED_ROLE):
                self.setCurrentIndex(index)
                return
        if first_box is not None:
            self.setCurrentIndex(first_box)

    def focusInEvent(self, event: object) -> None:
        index = self.currentIndex()
        left_at, self._left_at = self._left_at, None
        if not index.isValid() and left_at is not None and left_at.isValid():
            self.setCurrentIndex(self.model().index(left_at.row(), left_at.column()))  # where it was left
            index = self.currentIndex()
        if not index.isValid() or index.data(Qt.ItemDataRole.UserRole) is None:
            self.focus_first_open_box()
        super().focusInEvent(event)  # type: ignore[arg-type]

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """The focus went to another widget of the window: the cursor is put away (and comes back with
        the focus), so that one cell in the window reports the focus to screen readers, not one a card."""
        super().focusOutEvent(event)
        reason = event.reason()
        selection = self.selectionModel()
        if reason in (Qt.FocusReason.ActiveWindowFocusReason, Qt.FocusReason.PopupFocusReason) \
                or selection is None or not selection.currentIndex().isValid():
            return
        self._left_at = QPersistentModelIndex(selection.currentIndex())
        blocked = selection.blockSignals(True)  # no cursorMoved: nothing moved for the player
        selection.clearCurrentIndex()
        selection.blockSignals(blocked)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        index = self.indexAt(event.position().toPoint())
        box = index.data(Qt.ItemDataRole.UserRole) if index.isValid() else None
        if box is not None:
            self.boxActivated.emit(self._player, box)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if event.isAutoRepeat():
                return
            box = self.currentIndex().data(Qt.ItemDataRole.UserRole)
            if box is not None:
                self.boxActivated.emit(self._player, box)
            return
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            if self._neighbours:  # the pad moves the keyboard to the neighbouring player's column
                event.accept()
                self.neighbourRequested.emit(self._player, -1 if event.key() == Qt.Key.Key_Left else 1)
            else:
                event.ignore()
            return
        super().keyPressEvent(event)

    def currentChanged(self, current: QModelIndex, previous: QModelIndex) -> None:  # type: ignore[override]
        super().currentChanged(current, previous)
        self.cursorMoved.emit()

    def moveCursor(self, action: QAbstractItemView.CursorAction,
                   modifiers: Qt.KeyboardModifier) -> QModelIndex:
        """Up/Down/Home/End land on box rows only (headings and totals are skipped)."""
        model = self.model()
        current = self.currentIndex()
        if model is None or model.rowCount() == 0:
            return QModelIndex()
        rows = [r for r in range(model.rowCount())
                if model.index(r, 0).data(Qt.ItemDataRole.UserRole) is not None]
        if not rows:
            return QModelIndex()
        row = current.row() if current.isValid() else -1
        cursor = QAbstractItemView.CursorAction
        if action in (cursor.MoveUp, cursor.MovePrevious):
            target = max((r for r in rows if r < row), default=rows[0])
        elif action in (cursor.MoveDown, cursor.MoveNext):
            target = min((r for r in rows if r > row), default=rows[-1])
        elif action in (cursor.MoveHome, cursor.MovePageUp):
            target = rows[0]
        elif action in (cursor.MoveEnd, cursor.MovePageDown):
            target = rows[-1]
        else:
            return current
        return model.index(target, 0)


class _LabelsView(_PadTable):
    """The box-name column on the left of the pad (not focusable: the cards are)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(LABEL_COLUMN, parent)
        self.setObjectName("scorecardLabels")
        self.setAccessibleName(translate("ScorePad", "Box names"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def _fit(self) -> None:
        super()._fit()
        self.fit_width()

    def fit_width(self) -> None:
        """As wide as the longest box name in bold, plus the cell's margins."""
        self.setFixedWidth(self.width_for(self.font()))

    def width_for(self, font: QFont) -> int:
        """The column's width for ``font``: the longest box name in bold, plus the cell's margins."""
        model = self.model()
        widest = 0
        if model is not None:
            bold = QFont(font)
            bold.setBold(True)
            metrics = QFontMetrics(bold)
            for row in range(model.rowCount()):
                widest = max(widest, metrics.horizontalAdvance(str(model.index(row, 0).data() or "")))
        relative = _relative_size(font)
        return max(round(150 * relative), widest + max(12, round(30 * relative)))


class ChanceLine(NamedTuple):
    """A player's chance to win under the name: as shown ("" while unknown: "…"), as heard, and
    shorter ways to show it, each shorter than the one before, for a column too narrow for ``shown``."""

    shown: str
    heard: str
    shorter: tuple[str, ...] = ()


def _first_fitting(metrics: QFontMetrics, candidates: Sequence[str], room: int) -> int | None:
    """The first of ``candidates`` (not empty) that fits ``room`` pixels whole, or None.

    Fits as elidedText judges it: its measure runs a pixel or two above horizontalAdvance, which
    let "du bist dran" through only to come out as "du bist dr…"."""
    elide = Qt.TextElideMode.ElideRight
    fits = (k for k, text in enumerate(candidates) if text and metrics.elidedText(text, elide, room) == text)
    return next(fits, None)


class _NamePlate(QLabel):
    """The top of a player's column: the name, and "▶ your turn" / the seat kind under it.

    A name too long for the column ends in "…"; the tooltip and the
    accessible name always carry the whole name.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(False)
        self.setAutoFillBackground(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMinimumWidth(1)  # the rich text never widens the column

    def _room(self) -> int:
        """The width for the plate's lines: what the pad gave it (set before the layout applies it),
        else its width now, less a margin."""
        fixed = self.minimumWidth() if self.minimumWidth() == self.maximumWidth() else self.width()
        return max(20, fixed - 6)

    def chance_form(self, chance: ChanceLine) -> int:
        """Which way of showing ``chance`` fits this plate: 0 its ``shown``, k its k-th ``shorter``
        (the last when none fits)."""
        forms = (chance.shown or "…", *chance.shorter)
        metrics = QFontMetrics(_small_font(self.font(), _NOTE_SCALE, bold=False, italic=False))
        fitting = _first_fitting(metrics, forms, self._room())
        return len(forms) - 1 if fitting is None else fitting

    #: How much smaller than the pad's bold a name may get to show whole ("Christiane", "Friederike"
    #: in a 87 px column of six German names), in steps, before it ends in "…": the notes' size.
    NAME_SHRINK: tuple[float, ...] = (0.93, _NOTE_SCALE)

    @classmethod
    def _fitting_name(cls, marker: str, name: str, bold: QFont, room: int) -> tuple[str, float]:
        """The name as shown (with the turn's marker while it fits) and its size in points: whole at the
        pad's bold, else whole without the marker, else whole a little smaller, else cut with "…"."""
        elide = Qt.TextElideMode.ElideRight
        size = bold.pointSizeF()
        metrics = QFontMetrics(bold)
        for text in dict.fromkeys((marker + name, name)):
            if metrics.elidedText(text, elide, room) == text:
                return text, size
        smaller = QFont(bold)
        for factor in cls.NAME_SHRINK if size > 0 else ():
            smaller.setPointSizeF(round(size * factor * 2) / 2)  # half points: few font engines
            if QFontMetrics(smaller).elidedText(name, elide, room) == name:
                return name, smaller.pointSizeF()
        return metrics.elidedText(name, elide, room), size

    def show_player(self, name: str, current: bool, seat_note: str, colors: PadColors,
                    turn_note: str | None = None, chance: ChanceLine | None = None,
                    chance_form: int | None = None) -> None:
        """``turn_note``: what a person's plate says on their turn instead of "your turn";
        ``chance``: the chance to win (a third line), shown in the way ``chance_form`` says (see
        :meth:`chance_form`; by default the first that fits this plate)."""
        marker = "▶ " if current else ""
        # A computer's plate keeps its seat note ("Computer · Hard"): "your turn" speaks to people.
        your_turn = translate("ScorePad", "your turn") if turn_note is None else turn_note
        second = your_turn if current and not seat_note else seat_note
        # The pad's own bold and note sizes: each distinct font costs the first frame its
        # font engine (a fontconfig match and a face, ~0.5 ms).
        bold = total_font(self.font())
        room = self._room()
        # In a narrow column the name goes first without the marker (the frame marks the turn),
        # and a long note gives its short form ("Computer · Medium" -> "Medium").
        shown, name_size = self._fitting_name(marker, name, bold, room)
        small = _small_font(self.font(), _NOTE_SCALE, bold=False, italic=False)
        small_metrics = QFontMetrics(small)
        short_turn = translate("ScorePad", "turn", "narrow column: short for your turn")
        short_turn = short_turn if turn_note is None else ""
        notes = (second, second.rpartition(" · ")[2], short_turn if second == your_turn else "")
        fitting = _first_fitting(small_metrics, notes, room)
        elide = Qt.TextElideMode.ElideRight
        note = small_metrics.elidedText(second if fitting is None else notes[fitting], elide, room)
        figure = ""
        if chance is not None:  # "1 in 4", not "about …": the number is what a child reads
            forms = (chance.shown or "…", *chance.shorter)
            form = self.chance_form(chance) if chance_form is None else chance_form
            figure = small_metrics.elidedText(forms[min(form, len(forms) - 1)], elide, room)
        size = f";font-size:{name_size:g}pt" if name_size != bold.pointSizeF() else ""
        self.setText(
            f"<div style='font-weight:700{size}'>{_escape(shown)}</div>"
            f"<div style='font-size:{small.pointSizeF():g}pt'>{_escape(note) or '&nbsp;'}</div>"
            + (f"<div style='font-size:{small.pointSizeF():g}pt'>{_escape(figure)}</div>" if chance else "")
        )
        tip = translate("ScorePad", "{name}: {note}").format(name=name, note=second) if second else name
        self.setToolTip(literal(tip))
        if current and seat_note:
            spoken = translate("ScorePad", "{name}, playing, {seat}").format(name=name, seat=seat_note)
        elif current and turn_note is not None:
            spoken = translate("ScorePad", "{name}: {note}").format(name=name, note=turn_note)
        elif current:
            spoken = translate("ScorePad", "{name}, your turn").format(name=name)
        elif seat_note:
            spoken = translate("ScorePad", "{name}, {seat}").format(name=name, seat=seat_note)
        else:
            spoken = name
        self.setAccessibleName(spoken)
        self.setAccessibleDescription(chance.heard if chance is not None else "")
        if chance is not None and chance.heard:
            self.setToolTip(literal(tip + "\n" + chance.heard))
        palette = self.palette()
        background = colors.highlight if current else colors.bold_row_bg
        palette.setColor(QPalette.ColorRole.Window, background)
        palette.setColor(QPalette.ColorRole.WindowText, colors.ink)
        self.setPalette(palette)
        self.setFrameShape(QFrame.Shape.Box if current else QFrame.Shape.NoFrame)


class ScorePad(QWidget):
    """All players' columns side by side under their name plates, box names frozen on the left.

    ``set_models(models, seat_notes)`` rebuilds the columns for a new game;
    ``set_current(player | None)`` moves the highlight and scrolls the
    current column into view (whole columns: none is half hidden under the
    box names), and keeps it there when the pad is resized.
    ``set_scale(factor)`` grows the pad's text and rows with the window.
    ``boxActivated(player, box_id)`` comes from any column.
    """

    boxActivated = Signal(int, str)

    #: The largest text scale :meth:`set_scale` accepts.
    MAX_SCALE = 3.0  # a maximised 4K window without system scaling
    #: The smallest: ten players on a 1024x768 screen (or 1366x768 at 125 %) still read it.
    MIN_SCALE = 0.6
    #: The steps :meth:`fit_to` tries (no jitter between neighbouring sizes).
    SCALE_STEP = 0.05

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._views: list[ScorecardView] = []
        self._plates: list[_NamePlate] = []
        self._column_widgets: list[QWidget] = []  # each player's plate + card
        self._models: list[ScorecardModel] = []
        self._notes: list[str] = []
        self._current: int | None = None
        self._turn_note: str | None = None  # set_turn_note
        self._chances: list[ChanceLine] | None = None  # set_chances, by player
        self._placed = False  # set_current ran since the columns were built
        self._scale = 1.0
        self._fits = False  # fit_to found a size with every column and row in view (no scroll bars)
        self._measured: dict[tuple[float, str], tuple[int, int, int, int]] = {}  # plan()'s, by scale
        self._applied: tuple[float, int] | None = None  # the plan shown (apply_plan)

        self._labels = _LabelsView()
        self._corner = QLabel()
        self._corner.setObjectName("padCorner")
        self._corner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self._corner)
        left.addWidget(self._labels)
        left.addStretch(1)

        self._columns = QWidget()
        self._columns_layout = QHBoxLayout(self._columns)
        self._columns_layout.setContentsMargins(0, 0, 0, 0)
        self._columns_layout.setSpacing(1)
        self._scroll = QScrollArea()
        self._scroll.setObjectName("scorePadScroll")
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the cards take the keyboard, not the frame
        self._scroll.setWidget(self._columns)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(1)
        row.addLayout(left)
        row.addWidget(self._scroll, 1)
        self._sheet = QFrame()
        self._sheet.setObjectName("scorePadSheet")
        self._sheet.setLayout(row)
        self._sheet.setFrameShape(QFrame.Shape.StyledPanel)

        outer = QScrollArea()  # vertical scrolling when the window is short
        outer.setObjectName("scorePadOuter")
        outer.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        outer.setWidgetResizable(True)
        outer.setFrameShape(QFrame.Shape.NoFrame)
        outer.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        holder = QWidget()
        holder_layout = QVBoxLayout(holder)
        holder_layout.setContentsMargins(0, 0, 0, 0)
        holder_layout.addWidget(self._sheet)
        holder_layout.addStretch(1)
        outer.setWidget(holder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(outer)
        self._outer = outer

    @property
    def views(self) -> list[ScorecardView]:
        """The player columns, by player index."""
        return list(self._views)

    def view(self, player: int) -> ScorecardView:
        """The column of ``player``."""
        return self._views[player]

    @property
    def scale(self) -> float:
        """The text scale in use (1.0: the application font)."""
        return self._scale

    def set_models(self, models: Sequence[ScorecardModel], seat_notes: Sequence[str]) -> None:
        """Build one column per model (player order); ``seat_notes`` e.g. "Computer · Hard" or ""."""
        while self._columns_layout.count():
            item = self._columns_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:  # out of the tree at once: findChild must not see old columns
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self._views = []
        self._plates = []
        self._column_widgets = []
        self._models = list(models)
        self._measured = {}  # another variant's box names
        self._applied = None
        self._notes = list(seat_notes)
        self._current = None
        self._placed = False
        for model in self._models:
            model.set_font(self._pad_font())
        self._labels.set_scorecard(models[0] if models else None)  # fits its width too
        for model in models:
            column = QWidget()
            column_layout = QVBoxLayout(column)
            column_layout.setContentsMargins(0, 0, 0, 0)
            column_layout.setSpacing(0)
            plate = _NamePlate()
            view = ScorecardView(model, neighbours=True)
            view.boxActivated.connect(self.boxActivated)
            view.neighbourRequested.connect(self._move_to_neighbour)
            # the keyboard cursor stays in sight in a short window
            view.cursorMoved.connect(lambda view=view: self.show_cursor(view))
            plate.setFixedWidth(view.column_width())
            column_layout.addWidget(plate)
            column_layout.addWidget(view)
            column_layout.addStretch(1)
            self._columns_layout.addWidget(column)
            self._views.append(view)
            self._plates.append(plate)
            self._column_widgets.append(column)
        self._columns_layout.addStretch(1)
        self._refresh_plates()
        self._fit_height()
        self._set_tab_order()
        self._hug_columns()
        self.updateGeometry()

    def set_turn_note(self, note: str | None) -> None:
        """What the current person's plate says ("playing" in a replay); None: "your turn"."""
        self._turn_note = note
        self._refresh_plates()

    def set_chances(self, chances: Sequence[ChanceLine] | None) -> None:
        """Each player's chance to win under the name (shown "" while unknown: "…"); None: no
        chance line (the plates are a line lower again)."""
        lines_before = self._chances is not None
        self._chances = list(chances) if chances is not None else None
        if lines_before != (chances is not None):
            self._measured = {}  # the plates' height changed
            self._applied = None
        self._refresh_plates()
        self._fit_height()
        self.updateGeometry()

    @property
    def chance_lines(self) -> list[ChanceLine] | None:
        """What :meth:`set_chances` set."""
        return None if self._chances is None else list(self._chances)

    def set_scale(self, scale: float) -> None:
        """Grow or shrink the pad's text and rows: ``scale`` times the app font, MIN_SCALE..MAX_SCALE."""
        scale = min(self.MAX_SCALE, max(self.MIN_SCALE, scale))
        if abs(scale - self._scale) < 0.01:
            return
        self._scale = scale
        font = self._pad_font()
        for model in self._models:
            model.set_font(font)
        self.setFont(font)  # the labels, columns and plates follow (FontChange)

    @property
    def fits(self) -> bool:
        """True when the last :meth:`fit_to` showed the whole sheet without scrolling."""
        return self._fits

    def plan(self, width: float, height: float, *, narrow: bool = True) -> tuple[float, int] | None:
        """The text scale and column width that show the whole sheet in ``width`` x ``height``.

        The largest scale (in steps of :data:`SCALE_STEP`) at which every row
        fits the height and every column, between its narrow and its full
        width, fits the width (``narrow=False``: at its full width); None when
        there is none. Nothing changes: :meth:`apply_plan` does.
        """
        count = len(self._views)
        if count == 0:
            return (self._scale, 0)
        frame = 2 * self._sheet.frameWidth()
        spacing = 1  # between columns (and after the box names)

        def column_at(step: int, estimate: bool) -> int | None:
            """The column width that fits at this step's scale, None if the sheet does not fit."""
            scale = self._step_scale(step)
            sheet_height, labels, full, least = self._estimate(scale) if estimate else self._measures(scale)
            if sheet_height + frame > height:
                return None
            room = int((width - labels - frame - spacing) // count) - spacing
            column = min(full, room)
            return column if column >= (least if narrow else full) else None

        # What the sheet needs grows with the scale: the largest step that fits, by bisection on
        # estimates (sizes grow in proportion to the text), then checked with the real fonts, a
        # step down at a time. Each font size measured costs a font engine before the first frame.
        steps = round((self.MAX_SCALE - self.MIN_SCALE) / self.SCALE_STEP)
        low, high = 0, steps  # steps counted from MIN_SCALE up
        while low < high:
            middle = (low + high + 1) // 2
            if column_at(middle, estimate=True) is not None:
                low = middle
            else:
                high = middle - 1
        for step in range(min(steps, low + 1), -1, -1):
            column = column_at(step, estimate=False)
            if column is not None:
                return (self._step_scale(step), column)
        return None

    def _names(self) -> list[str]:
        names = []
        for view in self._views:
            model = view.model()
            names.append(str(model.headerData(0, Qt.Orientation.Horizontal)) if model else "")
        return names

    def _name_room(self, scale: float) -> int:
        """The column width every player's name needs whole on its plate at ``scale`` (bold; the plate
        keeps 6 px, and elidedText judges a pixel or two wider than horizontalAdvance)."""
        metrics = QFontMetrics(total_font(self._pad_font(scale)))
        return max((metrics.horizontalAdvance(name) for name in self._names()), default=0) + 6 + 2

    def names_fit(self, plan: tuple[float, int] | None) -> bool:
        """Whether every player's name shows whole (no "…") at ``plan``'s scale and column width."""
        if plan is None or not self._views:
            return plan is not None
        scale, column = plan
        metrics = QFontMetrics(total_font(self._pad_font(scale)))
        room = max(20, column - 6)  # the plate's room for its lines (_NamePlate._room)
        elide = Qt.TextElideMode.ElideRight
        return all(metrics.elidedText(name, elide, room) == name for name in self._names())

    def width_for_names(self, scale: float) -> int:
        """The pad's width at which, at ``scale``, every column is wide enough for every name (at most
        a full column: a very long name still ends in "…")."""
        _height, labels, full, _least = self._measures(scale)
        column = min(full, self._name_room(scale))
        count = len(self._views)
        return labels + 2 * self._sheet.frameWidth() + 1 + count * (column + 1)

    def _estimate(self, scale: float) -> tuple[int, int, int, int]:
        """:meth:`_measures` at ``scale`` worked out from those at scale 1 (text grows in proportion)."""
        base = self._measures(1.0)
        return (math.ceil(base[0] * scale), math.ceil(base[1] * scale), math.ceil(base[2] * scale),
                math.ceil(base[3] * scale))

    def _step_scale(self, step: int) -> float:
        return round(self.MIN_SCALE + step * self.SCALE_STEP, 2)

    def _measures(self, scale: float) -> tuple[int, int, int, int]:
        """At ``scale``: the sheet's height (plates and rows), the box names' width, and a column's
        full and narrow widths (measured once per scale and game)."""
        key = (scale, QApplication.font().toString())  # larger text for the whole app: measure anew
        cached = self._measured.get(key)
        if cached is None:
            font = self._pad_font(scale)
            rows = self._models[0].rowCount() if self._models else 0
            cached = (plate_height(font, self._plate_lines) + rows * row_height(font),
                      self._labels.width_for(font), full_column_width(font), narrow_column_width(font))
            self._measured[key] = cached
        return cached

    def scrolling_column(self, width: float) -> int:
        """The column width for a sheet that scrolls in ``width`` (too short a window even for the
        smallest text): as wide as the width allows for every column beside the scroll bar, between
        a narrow and a full column (narrow columns beside an empty table wrapped "54 to go")."""
        _height, labels, full, least = self._measures(self.MIN_SCALE)
        count = max(1, len(self._views))
        bar = self._outer.verticalScrollBar().sizeHint().width() + 4
        room = int((width - labels - 2 * self._sheet.frameWidth() - 1 - bar) // count) - 1
        return max(least, min(full, room))

    def apply_plan(self, plan: tuple[float, int] | None, scrolling_column: int | None = None) -> None:
        """Show the sheet at ``plan`` (from :meth:`plan`); None: the smallest text, columns
        ``scrolling_column`` wide (:meth:`scrolling_column`; by default narrow), and scroll bars where
        they are needed."""
        if not self._views:
            return
        if plan is not None and self._fits and plan == self._applied \
                and all(view.column_width() == plan[1] for view in self._views):
            return  # as it is already: no font change to ripple through every cell
        self._applied = plan
        self._fits = plan is not None
        if plan is None:
            plan = (self.MIN_SCALE, scrolling_column or narrow_column_width(self._pad_font(self.MIN_SCALE)))
        scale, column = plan
        for view in self._views:
            view.set_column_width(column)
        self._scroll.setHorizontalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff if self._fits else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._scale = -1.0  # apply the font even when the scale is the same: the widths changed
        self.set_scale(scale)
        for view, plate in zip(self._views, self._plates, strict=True):
            plate.setFixedWidth(view.column_width())
        self._fit_height()
        self._refresh_plates()
        self._hug_columns()
        self.updateGeometry()

    def fit_to(self, width: float, height: float, *, narrow: bool = True) -> bool:
        """:meth:`plan` and :meth:`apply_plan` in one; True when the whole sheet shows."""
        chosen = self.plan(width, height, narrow=narrow)
        self.apply_plan(chosen)
        return chosen is not None

    def sheet_height(self) -> int:
        """The height the whole sheet takes now (name plates, every row, the frame, any scroll bar)."""
        return self._sheet.minimumHeight()

    def _pad_font(self, scale: float | None = None) -> QFont:
        font = QFont(QApplication.font())
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * (self._scale if scale is None else scale))
        return font

    def content_size(self) -> QSize:
        """The size of the whole sheet at the current scale (all columns, every row)."""
        columns = sum(view.width() + 1 for view in self._views)
        width = self._labels.width() + columns + 2 * self._sheet.frameWidth()
        return QSize(width, self._sheet.minimumHeight())

    def _sheet_width(self) -> int:
        """The width of the sheet's frame around the box names and every column at their set widths."""
        columns = sum(view.minimumWidth() + 1 for view in self._views)
        return self._labels.minimumWidth() + columns + 2 * self._sheet.frameWidth()

    def _hug_columns(self) -> None:
        """While the whole sheet shows, its frame is exactly as wide as the columns (no empty strip
        after the last one, whatever width the pad is given); while it scrolls, the frame takes the
        pad's width."""
        self._sheet.setMaximumWidth(self._sheet_width() if self._fits and self._views else 16777215)

    def sizeHint(self) -> QSize:
        """As wide as every column (the window gives the rest to the dice table), and room for the
        vertical scroll bar only when the sheet does not fit (:meth:`fit_to`)."""
        width = self._sheet_width()
        if not self._fits:
            width += self._outer.verticalScrollBar().sizeHint().width() + 4
        return QSize(width, self._sheet.minimumHeight())

    def minimumSizeHint(self) -> QSize:
        """The box names and two narrow columns at the smallest scale, whatever the scale now.

        Grown text never stops the window from being made smaller again: the
        window chooses the scale (:meth:`fit_to`) as it is resized.
        """
        font = self._pad_font(self.MIN_SCALE)
        width = self._labels.width_for(font) + 2 * (narrow_column_width(font) + 1)
        return QSize(width + 2 * self._sheet.frameWidth() + 24, 200)

    def set_current(self, player: int | None) -> None:
        """Highlight ``player``'s column (None: nobody, the game is over).

        A change of player scrolls the new current column into view. Only the
        current column is a Tab stop while a game runs; at the end all are.
        """
        if player == self._current and self._placed:
            return
        self._current = player
        self._placed = True
        for i, view in enumerate(self._views):
            view.set_current(i == player, tab_stop=(i == player) or player is None)
        self._refresh_plates()
        # After the layout has placed new columns (a fresh game lays them out later).
        QTimer.singleShot(0, self, self._scroll_to_current)

    def _scroll_to_current(self) -> None:
        player = self._current
        if player is not None and 0 <= player < len(self._views):
            self.show_column(player)

    def show_column(self, player: int) -> None:
        """Scroll the columns so that ``player``'s is wholly in view, the leftmost one whole too."""
        if not 0 <= player < len(self._views):
            return
        columns = self._column_widgets
        bar = self._scroll.horizontalScrollBar()
        # The viewport's width (no frame, no margins, no vertical bar), without asking PySide for
        # viewport(): its wrapper would first set up every QWidget subclass (see set_current).
        visible = self._scroll.maximumViewportSize().width()
        # Room after the last column so that scrolling to the end, too, stops on a column's edge.
        spacing = self._columns_layout.spacing()
        step = columns[0].width() + spacing
        # (the last column has no spacing after it: the tail gives it back)
        tail = visible % step + spacing if step > 0 and len(columns) * step - spacing > visible else 0
        if self._columns_layout.contentsMargins().right() != tail:
            self._columns_layout.setContentsMargins(0, 0, tail, 0)
            # The scroll area takes the new width from the event loop: scroll once it has.
            QTimer.singleShot(0, self, lambda: self.show_column(player))
            return
        self._columns_layout.activate()
        left = columns[player].x()
        right = left + columns[player].width()
        value = bar.value()
        if left < value:
            value = left
        elif right > value + visible:
            value = min((c.x() for c in columns if c.x() >= right - visible), default=left)
        else:  # in view: only line the leftmost visible column up with the box names
            value = min((c.x() for c in columns if c.x() >= value), default=value)
            if value > left:
                value = left
        bar.setValue(value)

    def show_cursor(self, view: ScorecardView) -> None:
        """Scroll the pad up or down so that the cell under ``view``'s keyboard cursor shows."""
        index = view.currentIndex()
        if not index.isValid() or not view.hasFocus():
            return
        holder = self._outer.widget()
        if holder is None:
            return
        rect = view.visualRect(index)  # in the view's viewport, which lies inside its margins
        margins = view.viewportMargins()
        origin = view.contentsRect().topLeft() + QPoint(margins.left(), margins.top())
        centre = view.mapTo(holder, origin + rect.center())
        self._outer.ensureVisible(centre.x(), centre.y(), 0, rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._scroll_to_current)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            if event.type() == QEvent.Type.FontChange:
                for view, plate in zip(self._views, self._plates, strict=True):
                    plate.setFixedWidth(view.column_width())
                step = self._views[0].column_width() + 1 if self._views else 20
                self._scroll.horizontalScrollBar().setSingleStep(step)
                self._hug_columns()
                self.updateGeometry()
                QTimer.singleShot(0, self, self._scroll_to_current)
            self._refresh_plates()
            self._fit_height()

    def _move_to_neighbour(self, player: int, step: int) -> None:
        """Left/Right in a column move the keyboard to the neighbouring column, same row."""
        target = player + step
        if not 0 <= player < len(self._views) or not 0 <= target < len(self._views):
            return
        row = self._views[player].currentIndex().row()
        neighbour = self._views[target]
        neighbour.setFocus(Qt.FocusReason.OtherFocusReason)
        model = neighbour.model()
        if row >= 0 and model is not None:
            neighbour.setCurrentIndex(model.index(row, 0))
        self.show_column(target)

    def _refresh_plates(self) -> None:
        colors = pad_colors(self.palette())
        height = plate_height(self.font(), self._plate_lines)
        self._corner.setFixedHeight(height)
        chances = self._chances
        # Every plate says its chance the same way: the shortest way any of them needs ("1 in 4"
        # beside "1 in 12", never beside "about 1 in 4").
        form = max((plate.chance_form(line) for plate, line in zip(self._plates, chances or [], strict=False)
                    if line.shown), default=0)
        for i, (view, plate) in enumerate(zip(self._views, self._plates, strict=True)):
            model = view.model()
            name = str(model.headerData(0, Qt.Orientation.Horizontal)) if model else ""
            note = self._notes[i] if i < len(self._notes) else ""
            plate.setFixedHeight(height)
            chance = None if chances is None else (chances[i] if i < len(chances) else ChanceLine("", ""))
            plate.show_player(name, i == self._current, note, colors, self._turn_note, chance, form)

    @property
    def _plate_lines(self) -> int:
        return 2 if self._chances is None else 3

    def _fit_height(self) -> None:
        if not self._views:
            return
        view = self._views[0]
        content = self._corner.height() + view.height()
        bar = 0 if self._fits else self._scroll.horizontalScrollBar().sizeHint().height()
        self._scroll.setFixedHeight(content + bar)
        self._sheet.setMinimumHeight(content + bar + 2 * self._sheet.frameWidth())

    def _set_tab_order(self) -> None:
        for first, second in zip(self._views, self._views[1:], strict=False):
            QWidget.setTabOrder(first, second)
