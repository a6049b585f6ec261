"""What the review charts (scores over time, chances to win) share: their line colours, light and
dark, and how a chart's painting begins."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPainter, QPalette
from PySide6.QtWidgets import QWidget

from yachtgui.theme import is_dark

__all__ = ["CHART_COLORS_DARK", "CHART_COLORS_LIGHT", "begin_chart", "chart_colors"]

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
