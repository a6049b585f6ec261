"""The line colours of the review charts (scores over time, chances to win), light and dark."""

from __future__ import annotations

__all__ = ["CHART_COLORS_DARK", "CHART_COLORS_LIGHT"]

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
