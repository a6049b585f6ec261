"""Painting score sheets with QPainter: one renderer for PDF, printer and image.

:class:`SheetRenderer` lays a :class:`~yachtgui.export.sheet.ScoreSheet` out
like a printed score pad — a header with the variant's name, a ruled table
with the box names down the left and one column per player, bold subtotal
rows, a double rule above the grand total, and small print at the foot — and
paints any page of it onto any QPainter. Everything is vector (lines, text,
paths), so a PDF stays sharp at any zoom.

Layout is done in points (1/72 inch) whatever the device: the painter is
scaled to the device's resolution and font sizes are compensated for it, so
the same code draws a 1200 dpi PDF page and a 96 dpi preview image.

Nothing is said by colour alone: subtotals are bold with heavier rules, the
winner's column is framed and marked with a star and the word "Winner", and
Kismet's pip colours are also written out in words.

Every word the renderer adds (column heads, "Winner", page lines) is translated
(context "CardRenderer"); the sheet's own words come translated from
:mod:`yachtgui.export.sheet`.

Entry points: :func:`paint_document` (QPdfWriter, QPrinter),
:func:`pdf_bytes`, :func:`page_image`, :func:`default_page_size` and
:func:`page_size_named`. A QGuiApplication must exist (fonts need one).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QLocale, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
)

from yachtgui.export.sheet import (
    FORCED_MARK,
    GRAND_TOTAL,
    ScoreSheet,
    SheetColumn,
    SheetRow,
    colour_name,
)
from yachtgui.rules import die_color
from yachtgui.text import translate

__all__ = [
    "PAGE_MARGIN_MM",
    "PAGE_SIZES",
    "SheetRenderer",
    "default_page_size",
    "page_image",
    "page_size_named",
    "paint_document",
    "pdf_bytes",
]

#: The page sizes offered everywhere (dialogs, command line), by the name users know.
PAGE_SIZES: Final = {"A4": QPageSize.PageSizeId.A4, "Letter": QPageSize.PageSizeId.Letter}

#: Margin around the sheet on PDF pages and images; printers use their own page setup.
PAGE_MARGIN_MM: Final = 12.0

# Territories that print on US Letter although some report a metric measurement system.
_LETTER_TERRITORIES: Final = frozenset(
    {
        QLocale.Country.UnitedStates,
        QLocale.Country.Canada,
        QLocale.Country.Mexico,
        QLocale.Country.Philippines,
        QLocale.Country.Chile,
        QLocale.Country.Colombia,
        QLocale.Country.Venezuela,
        QLocale.Country.CostaRica,
        QLocale.Country.Guatemala,
        QLocale.Country.Panama,
        QLocale.Country.PuertoRico,
        QLocale.Country.DominicanRepublic,
        QLocale.Country.ElSalvador,
        QLocale.Country.Nicaragua,
    }
)

# --- palette: warm ink on paper, every fill light enough to print in grayscale -----
_INK: Final = QColor("#231d18")
_INK_SOFT: Final = QColor("#4d443b")
_RULE: Final = QColor("#8c8174")
_ACCENT: Final = QColor("#7a2e1c")
_TINT_HEADING: Final = QColor("#ece3d2")
_TINT_TOTAL: Final = QColor("#f6f1e7")
_TINT_GRAND: Final = QColor("#e6dac4")
_TINT_WINNER: Final = QColor("#fbf3dc")
_DIE_FACE: Final = QColor("#fffdf7")
# Kismet's pip colours: the same as the app's dice (yachtgui/theme.py, which this layer may not
# import), chosen to differ in lightness too: black darkest, green mid, red lightest.
_PIP: Final = {"black": QColor("#101218"), "red": QColor("#e65a1e"), "green": QColor("#005e48")}

#: The widest a player's column gets (points), however few players.
_MAX_COLUMN_WIDTH: Final = 92.0

_SERIF_FAMILIES: Final = ["Georgia", "Palatino Linotype", "Book Antiqua", "DejaVu Serif", "serif"]
_SANS_FAMILIES: Final = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "sans-serif"]

_PIP_LAYOUT: Final = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def default_page_size(locale: QLocale | None = None) -> QPageSize.PageSizeId:
    """Letter where the locale's country prints on Letter (US customary units, the Americas), else A4.

    The default is the system's locale, where the family lives: not the app's language,
    which makes German the default locale in Chicago as well as in Berlin.
    """
    locale = locale if locale is not None else QLocale.system()
    if (
        locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
        or locale.territory() in _LETTER_TERRITORIES
    ):
        return QPageSize.PageSizeId.Letter
    return QPageSize.PageSizeId.A4


def page_size_named(name: str) -> QPageSize.PageSizeId:
    """The page size called ``name`` ("A4" or "Letter", any case); ValueError otherwise."""
    for known, size in PAGE_SIZES.items():
        if name.strip().casefold() == known.casefold():
            return size
    raise ValueError(f"unknown page size {name!r}: choose {' or '.join(PAGE_SIZES)}")


@dataclass(frozen=True)
class _Fonts:
    """The sheet's fonts, sized for one device (see :meth:`SheetRenderer._fonts_for`)."""

    title: QFont
    subtitle: QFont
    header_name: QFont
    header_note: QFont
    heading: QFont
    label: QFont
    label_bold: QFont
    grand_label: QFont
    rule: QFont
    score: QFont
    score_bold: QFont
    grand: QFont
    result: QFont
    note: QFont
    small: QFont


class SheetRenderer:
    """Lays out a score sheet and paints its pages; one instance per sheet.

    Player columns are split over pages by :meth:`ScoreSheet.pages`; every page
    repeats the header, the box names and the notes. Coordinates passed in and
    out are device coordinates of the painter's device; inside, everything is
    in points.
    """

    def __init__(self, sheet: ScoreSheet) -> None:
        self.sheet = sheet
        self._pages = sheet.pages()

    @property
    def page_count(self) -> int:
        """How many pages the sheet needs (at least 1)."""
        return len(self._pages)

    # --- public painting ---------------------------------------------------------

    def paint_page(self, painter: QPainter, page: int, rect: QRectF | None = None) -> None:
        """Paint page ``page`` (0-based) into ``rect`` (device coordinates; default the whole device).

        The painter must be active. Its state is saved and restored around the call.
        """
        if not 0 <= page < self.page_count:
            raise IndexError(f"page {page} of a {self.page_count}-page sheet")
        device = painter.device()
        if rect is None:
            rect = QRectF(0, 0, device.width(), device.height())
        unit = device.logicalDpiY() / 72.0  # device pixels per point
        painter.save()
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            painter.translate(rect.topLeft())
            painter.scale(unit, unit)
            area = QRectF(0, 0, rect.width() / unit, rect.height() / unit)
            _PagePainter(self.sheet, self._pages, page, painter, area, self._fonts_for(unit)).paint()
        finally:
            painter.restore()

    @staticmethod
    def _fonts_for(unit: float) -> _Fonts:
        """Fonts whose point sizes cancel the painter's scale by ``unit``."""

        def font(families: list[str], size: float, bold: bool = False, italic: bool = False) -> QFont:
            f = QFont()
            f.setFamilies(families)
            serif = families is _SERIF_FAMILIES
            f.setStyleHint(QFont.StyleHint.Serif if serif else QFont.StyleHint.SansSerif)
            f.setPointSizeF(size / unit)
            f.setBold(bold)
            f.setItalic(italic)
            # Metrics must scale linearly: layout is measured at one size and drawn at another.
            f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
            f.setKerning(True)
            # No "fi"/"fl" ligatures: the PDF's text must search and copy as typed ("Fives").
            for feature in ("liga", "clig"):
                f.setFeature(QFont.Tag(feature), 0)
            return f

        serif, sans = _SERIF_FAMILIES, _SANS_FAMILIES
        return _Fonts(
            title=font(serif, 26, bold=True),
            subtitle=font(serif, 11.5, italic=True),
            header_name=font(sans, 10.5, bold=True),
            header_note=font(sans, 7.5, italic=True),
            heading=font(serif, 10.5, bold=True),
            label=font(sans, 10),
            label_bold=font(sans, 10, bold=True),
            grand_label=font(sans, 11.2, bold=True),
            rule=font(sans, 7.2, italic=True),
            score=font(sans, 11),
            score_bold=font(sans, 11, bold=True),
            grand=font(sans, 12.5, bold=True),
            result=font(serif, 13, bold=True),
            note=font(sans, 8.3),
            small=font(sans, 7.5),
        )


class _PagePainter:
    """Paints one page; lives only for that call. All coordinates in points."""

    def __init__(
        self,
        sheet: ScoreSheet,
        pages: Sequence[range],
        page: int,
        painter: QPainter,
        area: QRectF,
        fonts: _Fonts,
    ) -> None:
        self.sheet = sheet
        self.pages = pages
        self.page = page
        self.columns = [sheet.columns[i] for i in pages[page]]
        self.p = painter
        self.area = area
        self.fonts = fonts
        self.device = painter.device()

    def metrics(self, font: QFont) -> QFontMetricsF:
        return QFontMetricsF(font, self.device)

    def pen(self, color: QColor, width: float) -> QPen:
        pen = QPen(color, width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        return pen

    def text(
        self, rect: QRectF, flags: Qt.AlignmentFlag | int, text: str, font: QFont, color: QColor
    ) -> None:
        self.p.setFont(font)
        self.p.setPen(color)
        self.p.drawText(rect, int(flags), text)

    # --- the page ---------------------------------------------------------------

    def paint(self) -> None:
        self.p.fillRect(self.area, QColor("white"))
        self.fit_to_page()
        top = self.paint_header()
        if self.sheet.result:
            top = self.paint_result(top + 10)
        bottom = self.paint_page_line()
        notes_h = self.notes_height()
        table = QRectF(self.area.left(), top + 12, self.area.width(), bottom - top - 12 - notes_h - 20)
        table_bottom = self.paint_table(table)
        self.paint_notes(table_bottom + 9)

    def fit_to_page(self) -> None:
        """Shrink everything alike when the page is too short for it (landscape, small paper).

        Rows alone could shrink only so far before text overlaps the rules, so a
        page that cannot hold the sheet at its natural size is scaled as a whole.
        """
        page = QRectF(self.area)  # starts at (0, 0), see SheetRenderer.paint_page
        scale = 1.0
        for _ in range(2):  # column widths depend on the page width, which scaling widens
            scale = min(1.0, page.height() / self.natural_height())
            self.area = QRectF(0, 0, page.width() / scale, page.height() / scale)
        if scale < 1.0:
            self.p.scale(scale, scale)

    def natural_height(self) -> float:
        """The height of the whole page at 100 % with the table's rows unstretched."""
        fonts = self.fonts
        header = self.metrics(fonts.title).height() + self.metrics(fonts.subtitle).height() + 8.6
        result = 10 + self.result_layout()[2] if self.sheet.result else 0.0
        _, col_w = self.column_widths(self.area)
        table = self.header_height(col_w - 5) + sum(self.row_height(row) for row in self.sheet.rows)
        page_line = self.metrics(fonts.small).height() + 3
        return header + result + 12 + table + 20 + self.notes_height() + page_line + 2

    def paint_header(self) -> float:
        """Title, subtitle, dice and a double rule; returns the y below it."""
        area, fonts = self.area, self.fonts
        title_h = self.metrics(fonts.title).height()
        sub_h = self.metrics(fonts.subtitle).height()
        self.text(
            QRectF(area.left(), area.top(), area.width() * 0.65, title_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.sheet.title,
            fonts.title,
            _ACCENT,
        )
        self.text(
            QRectF(area.left() + 1, area.top() + title_h, area.width() * 0.65, sub_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.sheet.subtitle,
            fonts.subtitle,
            _INK_SOFT,
        )
        # Five dice at the right, as on the lid of a game box: a straight, tilted a little.
        size, gap = 19.0, 6.0
        x = area.right() - 5 * size - 4 * gap
        y = area.top() + 4
        for index, face in enumerate((2, 3, 4, 5, 6)):
            angle = (-6, 4, -3, 7, -5)[index]
            self.draw_die(QRectF(x + index * (size + gap), y, size, size), face, angle)
        right_note = translate("CardRenderer", "Date ____________________") if self.sheet.is_blank else ""
        if right_note:
            self.text(
                QRectF(area.left(), area.top() + title_h, area.width(), sub_h),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                right_note,
                fonts.small,
                _INK_SOFT,
            )
        y = area.top() + title_h + sub_h + 6
        self.p.setPen(self.pen(_INK, 1.6))
        self.p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        self.p.setPen(self.pen(_INK, 0.5))
        self.p.drawLine(QPointF(area.left(), y + 2.6), QPointF(area.right(), y + 2.6))
        return y + 2.6

    def page_note(self) -> str:
        """ "Players 1–5 of 10" when the players continue over pages."""
        total = len(self.sheet.columns)
        if len(self.pages) < 2 or not total:
            return ""
        shown = self.pages[self.page]
        if len(shown) == 1:
            return translate("CardRenderer", "Player {number} of {total}").format(
                number=shown.start + 1, total=total
            )
        return translate("CardRenderer", "Players {first}–{last} of {total}").format(
            first=shown.start + 1, last=shown.stop, total=total
        )

    def result_layout(self) -> tuple[QFont, float, float]:
        """(font, box width, box height) of the winner line.

        A long line (a shared win of long names, a longer language) is first set smaller,
        then wrapped onto more lines between the stars; it is never cut.
        """
        fonts = self.fonts
        line_h = self.metrics(fonts.result).height()
        star_room = 3 * (line_h + 12)
        text_w = self.metrics(fonts.result).horizontalAdvance(self.sheet.result)
        width = min(self.area.width(), text_w + star_room)
        room = width - star_room + 1.0  # + rounding: a line that fits is never wrapped
        font = self.fitted_line_font(fonts.result, self.sheet.result, room)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        text_h = self.metrics(font).boundingRect(QRectF(0, 0, room, 1e6), flags, self.sheet.result).height()
        return font, width, max(line_h, text_h) + 12

    def paint_result(self, top: float) -> float:
        """The winner line (or "Game in progress") in a ruled box with a star; returns its bottom."""
        font, width, height = self.result_layout()
        line_h = self.metrics(self.fonts.result).height() + 12
        box = QRectF(self.area.center().x() - width / 2, top, width, height)
        self.p.setPen(self.pen(_INK, 0.9))
        self.p.setBrush(QBrush(_TINT_WINNER))
        self.p.drawRoundedRect(box, 4, 4)
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        if self.sheet.finished:
            star = line_h * 0.55
            for cx in (box.left() + line_h * 0.75, box.right() - line_h * 0.75):
                self.draw_star(QPointF(cx, box.center().y()), star / 2)
        text_box = box.adjusted(1.5 * line_h - 0.5, 0, -1.5 * line_h + 0.5, 0)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        self.text(text_box, flags, self.sheet.result, font, _INK)
        return box.bottom()

    def paint_page_line(self) -> float:
        """The small print at the very bottom (page number, credit); returns the y above it."""
        fonts, area = self.fonts, self.area
        small_h = self.metrics(fonts.small).height()
        y = area.bottom() - small_h
        if len(self.pages) > 1:
            credit = translate("CardRenderer", "Printed with yachtgui · page {page} of {pages}").format(
                page=self.page + 1, pages=len(self.pages)
            )
        else:
            credit = translate("CardRenderer", "Printed with yachtgui")
        self.p.setPen(self.pen(_RULE, 0.5))
        self.p.drawLine(QPointF(area.left(), y - 3), QPointF(area.right(), y - 3))
        line = QRectF(area.left(), y, area.width(), small_h)
        middle = Qt.AlignmentFlag.AlignVCenter
        self.text(line, Qt.AlignmentFlag.AlignRight | middle, credit, fonts.small, _INK_SOFT)
        self.text(line, Qt.AlignmentFlag.AlignLeft | middle, self.page_note(), fonts.small, _INK_SOFT)
        return y - 3

    def note_line_height(self) -> float:
        return self.metrics(self.fonts.note).height() * 1.3

    def colour_legend_width(self) -> float:
        """The width of the dice colour legend drawn at the right of the dice colours note."""
        size = self.note_line_height() * 0.7
        words = sum(
            self.metrics(self.fonts.note).horizontalAdvance(colour_name(die_color(a))) for a in (1, 2, 3)
        )
        return words + 3 * (3 + size + 2 + size + 12)

    def note_boxes(self, top: float) -> list[QRectF]:
        """Where each note goes from ``top`` down: one line each, or more when a long note
        (a longer language, a house rule's Joker words) needs them; the dice colours note
        leaves room for its legend."""
        line_h = self.note_line_height()
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        metrics = self.metrics(self.fonts.note)
        boxes = []
        y = top
        for index, note in enumerate(self.sheet.notes):
            width = self.area.width()
            if index == self.sheet.colour_note:
                width -= self.colour_legend_width()
            lines = max(1, math.ceil(metrics.boundingRect(QRectF(0, 0, width, 1e6), flags, note).height()
                                     / metrics.lineSpacing() - 0.01))  # fmt: skip
            height = line_h + (lines - 1) * metrics.lineSpacing()
            boxes.append(QRectF(self.area.left(), y, width, height))
            y += height
        return boxes

    def notes_height(self) -> float:
        return sum(box.height() for box in self.note_boxes(0.0))

    def paint_notes(self, top: float) -> None:
        """The small-print notes (bonus rule, dice colours, marks) from ``top`` down."""
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        pad = (
            self.note_line_height() - self.metrics(self.fonts.note).height()
        ) / 2  # the first line centred as before
        for index, (note, box) in enumerate(zip(self.sheet.notes, self.note_boxes(top), strict=True)):
            self.text(box.adjusted(0, pad, 0, 0), flags, note, self.fonts.note, _INK)
            if index == self.sheet.colour_note:
                self.draw_colour_legend(
                    QRectF(box.left(), box.top(), self.area.width(), self.note_line_height())
                )

    def draw_colour_legend(self, line: QRectF) -> None:
        """Pairs of small dice with their colour word, right-aligned on ``line``."""
        size = line.height() * 0.7
        die_top = line.center().y() - size / 2
        x = line.right()
        for a, b in ((3, 4), (2, 5), (1, 6)):
            word = colour_name(die_color(a))
            word_w = self.metrics(self.fonts.note).horizontalAdvance(word)
            x -= word_w
            self.text(
                QRectF(x, line.top(), word_w, line.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                word,
                self.fonts.note,
                _INK,
            )
            x -= 3 + size
            self.draw_die(QRectF(x, die_top, size, size), b, 0, colored=True)
            x -= 2 + size
            self.draw_die(QRectF(x, die_top, size, size), a, 0, colored=True)
            x -= 12

    # --- the table --------------------------------------------------------------

    def row_height(self, row: SheetRow) -> float:
        rules = self.sheet.show_rules
        return {
            "heading": 17.0,
            "box": 26.0 if rules else 19.5,
            "bonus": 26.0 if rules else 19.5,
            "subtotal": 20.0,
            "total": 21.0,
            "place": 19.5,
        }[row.kind] + (3.0 if row.key == GRAND_TOTAL else 0.0)

    def label_width(self, area: QRectF) -> float:
        """Wide enough for the longest box name (and rule line), within limits.

        The limit is a share of the page, or more when the player columns leave room (few
        players); a label still too long is set smaller (:meth:`paint_row`).
        """
        fonts = self.fonts
        widest = 0.0
        for row in self.sheet.rows:
            font = fonts.heading if row.kind == "heading" else fonts.label_bold
            if row.key == GRAND_TOTAL:
                font = fonts.grand_label
            widest = max(widest, self.metrics(font).horizontalAdvance(row.label))
            if self.sheet.show_rules and row.rule:
                widest = max(widest, self.metrics(fonts.rule).horizontalAdvance(row.rule))
        wanted = widest + self.label_indent() + 10
        share = area.width() * (0.46 if self.sheet.show_rules else 0.36)
        room = area.width() - max(1, len(self.columns)) * _MAX_COLUMN_WIDTH
        return max(120.0, min(wanted, max(share, room)))

    def column_widths(self, area: QRectF) -> tuple[float, float]:
        """(label column, each player column) for a table across ``area``."""
        label_w = self.label_width(area)
        return label_w, min((area.width() - label_w) / max(1, len(self.columns)), _MAX_COLUMN_WIDTH)

    def label_indent(self) -> float:
        """Left padding of labels: room for the little die beside upper boxes."""
        return 26.0 if any(row.face for row in self.sheet.rows) else 7.0

    def header_height(self, inner_width: float) -> float:
        """Room for a name on up to two lines plus the most note lines any column has."""
        if self.sheet.is_blank:
            return 38.0
        name_lines = 2 * self.metrics(self.fonts.header_name).height()
        notes = max((len(self.column_notes(c, inner_width)) for c in self.columns), default=0)
        return name_lines + notes * self.metrics(self.fonts.header_note).height() + 8

    def paint_table(self, area: QRectF) -> float:
        """The ruled table, centred in ``area``; returns its bottom."""
        rows = self.sheet.rows
        label_w, col_w = self.column_widths(area)
        n = max(1, len(self.columns))
        table_w = label_w + n * col_w
        left = area.left() + (area.width() - table_w) / 2
        top = area.top()
        header_h = self.header_height(col_w - 5)
        natural = sum(self.row_height(row) for row in rows)
        # Fill the page: a pad gets roomier rows for pencils, but never cramped ones.
        # (fit_to_page has made room for stretch 1; the floor only guards against rounding.)
        stretch = max(0.9, min((area.height() - header_h) / natural, 1.3 if self.sheet.is_blank else 1.4))
        heights = [self.row_height(row) * stretch for row in rows]
        bottom = top + header_h + sum(heights)
        col_x = [left + label_w + i * col_w for i in range(n + 1)]

        # Fills first, lines and text over them.
        y = top + header_h
        for row, h in zip(rows, heights, strict=True):
            tint = {
                "heading": _TINT_HEADING,
                "subtotal": _TINT_TOTAL,
                "total": _TINT_GRAND if row.key == GRAND_TOTAL else _TINT_TOTAL,
            }.get(row.kind)
            if tint is not None:
                self.p.fillRect(QRectF(left, y, table_w, h), tint)
            y += h
        for i, column in enumerate(self.columns):
            if column.winner:
                self.p.fillRect(QRectF(col_x[i], top, col_w, header_h), _TINT_WINNER)

        self.paint_column_headers(left, top, label_w, col_w, header_h)

        y = top + header_h
        for row, h in zip(rows, heights, strict=True):
            self.paint_row(row, QRectF(left, y, table_w, h), label_w, col_x, col_w)
            y += h

        # Vertical rules between player columns, then the frame.
        self.p.setPen(self.pen(_RULE, 0.6))
        for x in col_x[1:-1]:
            self.p.drawLine(QPointF(x, top), QPointF(x, bottom))
        self.p.setPen(self.pen(_INK, 1.1))
        self.p.drawLine(QPointF(col_x[0], top), QPointF(col_x[0], bottom))
        self.p.setPen(self.pen(_INK, 1.4))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawRect(QRectF(left, top, table_w, bottom - top))
        for i, column in enumerate(self.columns):
            if column.winner:
                self.p.setPen(self.pen(_INK, 2.4))
                self.p.drawRect(QRectF(col_x[i], top, col_w, bottom - top))
        return bottom

    def paint_column_headers(self, left: float, top: float, label_w: float, col_w: float, h: float) -> None:
        fonts = self.fonts
        corner = (
            translate("CardRenderer", "Name") if self.sheet.is_blank else translate("CardRenderer", "Player")
        )
        self.text(
            QRectF(left + 7, top, label_w - 14, h),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            corner,
            fonts.label_bold,
            _INK_SOFT,
        )
        for i, column in enumerate(self.columns):
            cell = QRectF(left + label_w + i * col_w, top, col_w, h)
            self.paint_column_header(column, cell.adjusted(2.5, 2, -2.5, -2))
        self.p.setPen(self.pen(_INK, 1.1))
        self.p.drawLine(QPointF(left, top + h), QPointF(left + label_w + len(self.columns) * col_w, top + h))

    def column_notes(self, column: SheetColumn, width: float) -> list[str]:
        """The small lines under a player's name: "Winner" (drawn with a star), "Computer · hard".

        A winner's first note is always "Winner". A note too wide for ``width`` is split at
        its " · " onto two lines.
        """
        notes = [translate("CardRenderer", "Winner")] if column.winner else []
        if column.note:
            if self.metrics(self.fonts.header_note).horizontalAdvance(column.note) <= width:
                notes.append(column.note)
            else:
                notes += column.note.split(" · ")
        return notes

    def paint_column_header(self, column: SheetColumn, cell: QRectF) -> None:
        fonts = self.fonts
        notes = self.column_notes(column, cell.width())
        note_metrics = self.metrics(fonts.header_note)
        note_h = note_metrics.height()
        name_box = QRectF(cell.left(), cell.top(), cell.width(), cell.height() - note_h * len(notes))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        name_h = 0.0
        if column.name:
            font = self.fitted_font(fonts.header_name, column.name, name_box)
            name = self.elided(column.name, font, name_box)
            wrapped = self.metrics(font).boundingRect(name_box, int(flags), name)
            name_h = min(name_box.height(), wrapped.height())
        # Centre the name and its notes together in the cell.
        y = cell.top() + (cell.height() - name_h - note_h * len(notes)) / 2
        if column.name:
            self.text(QRectF(cell.left(), y, cell.width(), name_h), flags, name, font, _INK)
        y += name_h
        for index, note in enumerate(notes):
            note_box = QRectF(cell.left(), y, cell.width(), note_h)
            y += note_h
            if index == 0 and column.winner:
                star_r = note_h * 0.42
                text_w = note_metrics.horizontalAdvance(note)
                block_w = star_r * 2 + 2 + text_w
                center = QPointF(note_box.center().x() - block_w / 2 + star_r, note_box.center().y())
                self.draw_star(center, star_r)
                text_box = QRectF(center.x() + star_r + 2, note_box.top(), text_w + 1, note_h)
                self.text(text_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                          note, fonts.header_note, _INK)  # fmt: skip
            else:
                shown = note_metrics.elidedText(note, Qt.TextElideMode.ElideRight, note_box.width())
                self.text(note_box, Qt.AlignmentFlag.AlignCenter, shown, fonts.header_note, _INK_SOFT)

    def fitted_font(self, base: QFont, text: str, box: QRectF) -> QFont:
        """``base`` shrunk (down to 70 %) until ``text`` fits ``box``, on up to two lines."""
        font = QFont(base)
        size = base.pointSizeF()
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        for step in range(7):
            font.setPointSizeF(size * (1 - 0.05 * step))
            one_line = self.metrics(font).horizontalAdvance(text) <= box.width()
            wrapped = self.metrics(font).boundingRect(box, flags, text)
            if one_line or (wrapped.height() <= box.height() and wrapped.width() <= box.width()):
                break
        return font

    def elided(self, text: str, font: QFont, box: QRectF) -> str:
        """``text`` as it fits ``box`` wrapped; a name too long even then ends in an ellipsis."""
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        metrics = self.metrics(font)
        bound = metrics.boundingRect(box, flags, text)
        if bound.height() <= box.height() + 0.5 and bound.width() <= box.width() + 0.5:
            return text
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())

    def paint_row(
        self, row: SheetRow, rect: QRectF, label_w: float, col_x: list[float], col_w: float
    ) -> None:
        fonts = self.fonts
        # The rule line above the row: heavier above totals, double above the grand total.
        if row.kind in ("subtotal", "total", "heading"):
            self.p.setPen(self.pen(_INK, 0.9))
        else:
            self.p.setPen(self.pen(_RULE, 0.45))
        if row.key == GRAND_TOTAL:
            self.p.setPen(self.pen(_INK, 0.7))
            self.p.drawLine(QPointF(rect.left(), rect.top() - 2.2), QPointF(rect.right(), rect.top() - 2.2))
        self.p.drawLine(rect.topLeft(), rect.topRight())

        if row.kind == "heading":
            self.text(
                QRectF(rect.left() + 7, rect.top(), rect.width() - 14, rect.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                row.label,
                fonts.heading,
                _INK,
            )
            return

        indent = self.label_indent()
        label_box = QRectF(rect.left() + indent, rect.top(), label_w - indent - 5, rect.height())
        bold = row.kind in ("subtotal", "total", "place")
        label_font = fonts.label_bold if bold else fonts.label
        if row.face:
            size = min(13.0, rect.height() * 0.62)
            self.draw_die(
                QRectF(rect.left() + (indent - size) / 2, rect.center().y() - size / 2, size, size),
                row.face,
                0,
                colored=self.sheet.variant.colored_dice,
            )
        rule = row.rule if self.sheet.show_rules or row.kind == "bonus" else ""
        if rule:
            label_h = self.metrics(label_font).height()
            rule_h = self.metrics(fonts.rule).height()
            block_top = rect.center().y() - (label_h + rule_h) / 2
            font = self.fitted_line_font(label_font, row.label, label_box.width())
            self.text(
                QRectF(label_box.left(), block_top, label_box.width(), label_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.metrics(font).elidedText(row.label, Qt.TextElideMode.ElideRight, label_box.width()),
                font,
                _INK,
            )
            rule_font = self.fitted_line_font(fonts.rule, rule, label_box.width())
            self.text(
                QRectF(label_box.left(), block_top + label_h, label_box.width(), rule_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.metrics(rule_font).elidedText(rule, Qt.TextElideMode.ElideRight, label_box.width()),
                rule_font,
                _INK_SOFT,
            )
        else:
            font = fonts.grand_label if row.key == GRAND_TOTAL else label_font
            # A label too long for its column (a longer language on a full page) is set smaller.
            font = self.fitted_line_font(font, row.label, label_box.width())
            label = self.metrics(font).elidedText(row.label, Qt.TextElideMode.ElideRight, label_box.width())
            left_middle = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            self.text(label_box, left_middle, label, font, _INK)

        for i, column in enumerate(self.columns):
            value = column.cells.get(row.key, "")
            if not value:
                continue
            cell = QRectF(col_x[i], rect.top(), col_w, rect.height())
            font = fonts.score_bold if bold else fonts.score
            if row.key == GRAND_TOTAL:
                font = fonts.grand
            self.text(cell, Qt.AlignmentFlag.AlignCenter, value, font, _INK)
            if row.key in column.marked:
                value_w = self.metrics(font).horizontalAdvance(value)
                mark_box = QRectF(cell.center().x() + value_w / 2 + 0.5, cell.top() + 2, 8, cell.height() / 2)
                self.text(mark_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                          FORCED_MARK, fonts.label_bold, _INK)  # fmt: skip
            if row.key == GRAND_TOTAL and column.winner:
                # Circled in pencil, the way a scorekeeper marks the winning total.
                value_w = self.metrics(font).horizontalAdvance(value)
                ring = QRectF(0, 0, value_w + 14, cell.height() - 5)
                ring.moveCenter(cell.center())
                self.p.setPen(self.pen(_INK, 1.0))
                self.p.setBrush(Qt.BrushStyle.NoBrush)
                self.p.drawEllipse(ring)

    def fitted_line_font(self, base: QFont, text: str, width: float) -> QFont:
        """``base`` shrunk (down to 80 %) so ``text`` fits on one line of ``width``."""
        font = QFont(base)
        for step in range(5):
            font.setPointSizeF(base.pointSizeF() * (1 - 0.05 * step))
            if self.metrics(font).horizontalAdvance(text) <= width:
                break
        return font

    # --- little drawings ----------------------------------------------------------

    def draw_die(self, rect: QRectF, face: int, angle: float, colored: bool | None = None) -> None:
        """An ivory die showing ``face``; Kismet's pip colours when ``colored`` (default: the variant's)."""
        colored = self.sheet.variant.colored_dice if colored is None else colored
        p = self.p
        p.save()
        p.translate(rect.center())
        p.rotate(angle)
        size = rect.width()
        box = QRectF(-size / 2, -size / 2, size, size)
        p.setPen(self.pen(_INK, max(0.45, size * 0.035)))
        p.setBrush(QBrush(_DIE_FACE))
        p.drawRoundedRect(box, size * 0.2, size * 0.2)
        pip = _PIP[die_color(face)] if colored else _INK
        # A rim a shade darker keeps small light pips visible on a grayscale print.
        p.setPen(self.pen(pip.darker(170), size * 0.025))
        p.setBrush(QBrush(pip))
        radius = size * 0.095
        for fx, fy in _PIP_LAYOUT[face]:
            p.drawEllipse(QPointF(box.left() + fx * size, box.top() + fy * size), radius, radius)
        p.restore()

    def draw_star(self, center: QPointF, radius: float) -> None:
        """A five-pointed star, outlined in ink (it marks a winner without relying on colour)."""
        path = QPainterPath()
        for k in range(10):
            r = radius if k % 2 == 0 else radius * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            point = QPointF(center.x() + r * math.cos(angle), center.y() + r * math.sin(angle))
            if k == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
        self.p.setPen(self.pen(_INK, max(0.4, radius * 0.12)))
        self.p.setBrush(QBrush(QColor("#e8b53a")))
        self.p.drawPath(path)
        self.p.setBrush(Qt.BrushStyle.NoBrush)


# --- documents --------------------------------------------------------------------


def paint_document(sheet: ScoreSheet, device: QPagedPaintDevice) -> int:
    """Paint every page of ``sheet`` onto ``device`` (QPdfWriter, QPrinter); returns the page count.

    Each page fills the device's paintable area (its page layout's margins
    apply). Raises :class:`OSError` when the device cannot be painted on
    (e.g. a printer or file that cannot be opened).
    """
    renderer = SheetRenderer(sheet)
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(
            translate("CardRenderer", "could not start writing the pages (is the file or printer available?)")
        )
    try:
        for page in range(renderer.page_count):
            if page and not device.newPage():
                raise OSError(translate("CardRenderer", "could not start a new page"))
            renderer.paint_page(painter, page)
    finally:
        painter.end()
    return renderer.page_count


def pdf_bytes(sheet: ScoreSheet, page_size: QPageSize.PageSizeId | None = None) -> bytes:
    """The sheet as a complete PDF document, in memory (page size default: the locale's)."""
    buffer = QBuffer()
    buffer.setData(QByteArray())
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(page_size if page_size is not None else default_page_size()))
    writer.setPageOrientation(QPageLayout.Orientation.Portrait)
    writer.setPageMargins(
        QMarginsF(PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM, PAGE_MARGIN_MM), QPageLayout.Unit.Millimeter
    )
    writer.setTitle(f"{sheet.title} — {sheet.subtitle}")
    writer.setCreator("yachtgui")
    paint_document(sheet, writer)
    del writer  # the writer finishes the document when the painter ends; drop it before reading
    buffer.close()
    return bytes(buffer.data().data())


def page_image(
    sheet: ScoreSheet,
    page: int = 0,
    page_size: QPageSize.PageSizeId | None = None,
    dpi: float = 96.0,
) -> QImage:
    """Page ``page`` of the sheet as a white RGB image at ``dpi``, margins included."""
    size = QPageSize(page_size if page_size is not None else default_page_size())
    points = size.sizePoints()
    scale = dpi / 72.0
    image = QImage(round(points.width() * scale), round(points.height() * scale), QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(QColor("white"))
    margin = PAGE_MARGIN_MM / 25.4 * dpi
    painter = QPainter(image)
    try:
        inner = QRectF(margin, margin, image.width() - 2 * margin, image.height() - 2 * margin)
        SheetRenderer(sheet).paint_page(painter, page, inner)
    finally:
        painter.end()
    return image
