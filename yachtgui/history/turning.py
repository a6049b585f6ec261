"""The turning points a history keeps with a game: checked, bounded JSON. No Qt.

What is kept is the plain data of :meth:`yachtgui.ai.turningpoints.TurningPoints.to_data`::

    {"format": 1,
     "series": [[c_0, ..., c_n-1], ...],        # one row per replay step, ten-thousandths
     "decisions": [{"player", "turn", "round", "roll", "dice", "chosen_keep", "chosen_box",
                    "points", "best_keep", "best_box", "chosen", "best"}, ...],
     "players": [[start, end, lost, dice], ...]} # per seat, ten-thousandths

:func:`encode` makes the stored text, :func:`check` reads it back: the text is bounded
before it is parsed and every value is checked (types, ranges, one chance per seat, each
step adding up to one), so a damaged or edited history never reaches the chart; anything
wrong gives None (the replay then works the chances out again, or says it cannot).
"""

from __future__ import annotations

import json
import math
from typing import Any

__all__ = ["FORMAT", "MAX_TEXT", "check", "encode"]

#: The layout this yachtgui writes and reads.
FORMAT = 1
#: Ten-thousandths in one.
SCALE = 10_000
#: The most text a game's turning points may take (10 players, 20 boxes, 4 steps a turn: ~60 kB).
MAX_TEXT = 512 * 1024
#: The most replay steps a game can have (10 seats, 20 boxes, 3 rolls and a scoring each, a start).
MAX_STEPS = 10 * 20 * 4 + 1
#: The most decisions kept.
MAX_DECISIONS = 64
_DECISION_KEYS = frozenset({"player", "turn", "round", "roll", "dice", "chosen_keep", "chosen_box", "points",
                            "best_keep", "best_box", "chosen", "best"})


def encode(data: dict[str, Any], players: int) -> str:
    """The text kept for ``data``; ``ValueError`` when it does not pass :func:`check` itself."""
    text = json.dumps(data, separators=(",", ":"))
    if check(text, players) is None:
        raise ValueError("turning points that would not be read back")
    return text


def _whole(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _faces(value: object, most: int = 5) -> bool:
    return isinstance(value, list) and len(value) <= most and all(_whole(f, 1, 6) for f in value)


def _decision(value: object, players: int, steps: int) -> bool:
    if not isinstance(value, dict) or set(value) != _DECISION_KEYS:
        return False
    keeps = (value["chosen_keep"], value["best_keep"])
    boxes = (value["chosen_box"], value["best_box"])
    return (
        _whole(value["player"], 0, players - 1)
        and _whole(value["turn"], 0, steps)
        and _whole(value["round"], 1, steps)
        and _whole(value["roll"], 1, 3)
        and _faces(value["dice"]) and len(value["dice"]) == 5
        and all(k is None or _faces(k) for k in keeps)
        and all(b is None or (isinstance(b, str) and 0 < len(b) <= 64) for b in boxes)
        and all((k is None) != (b is None) for k, b in zip(keeps, boxes, strict=True))
        and _whole(value["points"], 0, 10_000)
        and _whole(value["chosen"], 0, SCALE) and _whole(value["best"], 0, SCALE)
    )


def check(text: object, players: int) -> dict[str, Any] | None:
    """The turning points in ``text`` for a game of ``players`` seats, or None when they are missing,
    too large, damaged or of another format."""
    if not isinstance(text, str) or not text or len(text) > MAX_TEXT or not 1 <= players <= 10:
        return None
    try:
        data = json.loads(text, parse_constant=lambda _name: math.nan)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or set(data) != {"format", "series", "decisions", "players"}:
        return None
    if data["format"] != FORMAT:
        return None
    series, decisions, figures = data["series"], data["decisions"], data["players"]
    if not isinstance(series, list) or not 1 <= len(series) <= MAX_STEPS:
        return None
    for step in series:
        if (not isinstance(step, list) or len(step) != players or not all(_whole(c, 0, SCALE) for c in step)
                or abs(sum(step) - SCALE) > players):
            return None
    if not isinstance(decisions, list) or len(decisions) > MAX_DECISIONS:
        return None
    if not all(_decision(d, players, len(series)) for d in decisions):
        return None
    if not isinstance(figures, list) or len(figures) != players:
        return None
    for row in figures:
        if (not isinstance(row, list) or len(row) != 4 or not all(_whole(x, 0, SCALE) for x in row[:2])
                or not _whole(row[2], 0, 100 * SCALE) or not _whole(row[3], -100 * SCALE, 100 * SCALE)):
            return None
    return data
