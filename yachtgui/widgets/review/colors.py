"""What the review charts (scores over time, chances to win) share: their line colours, light and
dark, each line's dash pattern and marker shape, and how a chart's painting begins."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from yachtgui.theme import is_dark

__all__ = ["CHART_COLORS_DARK", "CHART_COLORS_LIGHT", "LINE_STYLES", "MARKERS", "begin_chart", "chart_colors",
           "draw_marker", "line_style"]

#: Line colours of the chart, chosen to stay apart from each other and readable on each background.
CHART_COLORS_LIGHT = (
    "#1f5fbf",
    "#c0392b",
    "#1e8449",
    "#8e44ad",
    "#9c640c",
    "#117a8b",
    "#c2185b",
    "#34495e",
    "#d35400",
    "#6b7a00",
)
CHART_COLORS_DARK = (
    "#6fa8ff",
    "#ff7b6b",
    "#5fd38a",
    "#c89bff",
    "#ffc857",
    "#5fd3e0",
    "#ff9fb0",
    "#d0d8e0",
    "#ffa95e",
    "#a8e06f",
)


def chart_colors(widget: QWidget) -> tuple[str, ...]:
    """The line colours for the widget's current palette."""
    return CHART_COLORS_DARK if is_dark(widget.palette()) else CHART_COLORS_LIGHT


def begin_chart(widget: QWidget) -> tuple[QPainter, QPalette, QColor]:
    """A painter on ``widget`` (antialiased) with the chart's background filled in, its palette and
    the colour of its text."""
    painter = QPainter(widget)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    palette = widget.palette()
    painter.fillRect(widget.rect(), palette.color(QPalette.ColorRole.Base))
    return painter, palette, palette.color(QPalette.ColorRole.WindowText)


#: Dash patterns, one per line (with the colour and the marker: three cues for each line, so the lines
#: are told apart in grayscale and by colour-blind eyes too).
LINE_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine,
           Qt.PenStyle.DashDotDotLine)
#: Marker shapes, one per line.
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "down", "plus", "star", "hexagon", "bar")


def line_style(widget: QWidget, number: int) -> tuple[str, Qt.PenStyle, str]:
    """Line ``number``'s colour (for ``widget``'s palette), dash pattern and marker shape: every chart
    draws its players' lines alike."""
    colors = chart_colors(widget)
    return (colors[number % len(colors)], LINE_STYLES[number % len(LINE_STYLES)],
            MARKERS[number % len(MARKERS)])


def draw_marker(painter: QPainter, shape: str, at: QPointF, size: float) -> None:
    """Draw marker ``shape`` centred at ``at`` (with the painter's pen and brush)."""
    x, y, s = at.x(), at.y(), size
    if shape == "circle":
        painter.drawEllipse(at, s, s)
    elif shape == "square":
        painter.drawRect(QRectF(x - s, y - s, 2 * s, 2 * s))
    elif shape in ("triangle", "down"):
        sign = 1 if shape == "triangle" else -1
        painter.drawPolygon(QPolygonF([QPointF(x, y - sign * s * 1.2),
                                       QPointF(x - s * 1.1, y + sign * s * 0.9),
                                       QPointF(x + s * 1.1, y + sign * s * 0.9)]))
    elif shape == "diamond":
        painter.drawPolygon(QPolygonF([QPointF(x, y - s * 1.3), QPointF(x + s * 1.1, y),
                                       QPointF(x, y + s * 1.3), QPointF(x - s * 1.1, y)]))
    elif shape in ("cross", "plus", "star"):
        pen = QPen(painter.pen())
        pen.setStyle(Qt.PenStyle.SolidLine)
        pen.setWidthF(2.4)
        painter.save()
        painter.setPen(pen)
        if shape in ("cross", "star"):
            painter.drawLine(QPointF(x - s, y - s), QPointF(x + s, y + s))
            painter.drawLine(QPointF(x - s, y + s), QPointF(x + s, y - s))
        if shape in ("plus", "star"):
            painter.drawLine(QPointF(x - s * 1.2, y), QPointF(x + s * 1.2, y))
            painter.drawLine(QPointF(x, y - s * 1.2), QPointF(x, y + s * 1.2))
        painter.restore()
    elif shape == "hexagon":
        painter.drawPolygon(QPolygonF([QPointF(x - s, y), QPointF(x - s / 2, y - s),
                                       QPointF(x + s / 2, y - s), QPointF(x + s, y),
                                       QPointF(x + s / 2, y + s), QPointF(x - s / 2, y + s)]))
    else:  # "bar": an upright bar
        painter.drawRect(QRectF(x - s * 0.45, y - s * 1.3, s * 0.9, s * 2.6))
