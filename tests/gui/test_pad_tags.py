"""The hint's "best" tag never lies over the score in a narrow column (issue 22's screenshots: five
players at 1024x768 showed "best" written across the 40 it pointed at; "Tipp" in German)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage, QPainter, QPalette

from yachtgui.models.scorecard import MARK_BEST
from yachtgui.theme import pad_colors
from yachtgui.widgets.pad.scorecard import PadDelegate


class RecordingPainter(QPainter):
    """A painter that remembers the words it wrote."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.words: list[str] = []

    def drawText(self, *args: object) -> None:
        self.words.append(str(args[-1]))


def tags_drawn(width: int) -> tuple[list[str], int, int]:
    """The words the hint's mark writes in a cell ``width`` wide showing "40", the room left of the
    centred score, and the width of the widest word."""
    image = QImage(width + 10, 40, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    score_width = painter.fontMetrics().horizontalAdvance("40")
    PadDelegate()._paint_mark(painter, QRect(0, 0, width, 30), MARK_BEST, pad_colors(QPalette()), "40")
    widest = max((painter.fontMetrics().horizontalAdvance(word) for word in painter.words), default=0)
    painter.end()
    return painter.words, (width - score_width) // 2 - 9, widest


def test_the_best_tag_shows_where_it_fits_and_never_over_the_score(qapp: object) -> None:
    words, _room, _widest = tags_drawn(200)
    assert words == ["best"]
    for width in (40, 56, 64, 77):
        words, room, widest = tags_drawn(width)
        assert widest <= max(0, room), (width, words)  # left of the score, or no word at all
