"""The game analysis under the final ranking: skill and luck in plain words, and new personal bests.

:class:`GameAnalysisPanel` shows "Looking back at the game…" until the
:class:`~yachtgui.app.recorder.HistoryRecorder` has its sentences (the dialog never waits for
them), then the sentences, or hides itself when there are none.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.app.recorder import HistoryRecorder

__all__ = ["GameAnalysisPanel"]


class GameAnalysisPanel(QLabel):
    """Follows ``recorder``'s analysis of the game just finished."""

    def __init__(self, recorder: HistoryRecorder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameAnalysis")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setWordWrap(True)
        self.setToolTip(translate(
            "GameAnalysisPanel",
            "Skill: the points each player's choices gave away against perfect play. "
            "Luck: how much better or worse the dice were than usual.",
        ))
        self.sentences: list[str] | None = None
        recorder.analysed.connect(self.show_sentences)
        if recorder.last_sentences is not None:
            self.show_sentences(recorder.last_sentences)
        elif recorder.busy:
            self.setText("<i>" + escape(translate("GameAnalysisPanel", "Looking back at the game…")) + "</i>")
        else:
            self.hide()

    def show_sentences(self, sentences: list[str]) -> None:
        """Show the analysis (hidden when empty)."""
        self.sentences = list(sentences)
        heading = escape(translate("GameAnalysisPanel", "How it went"))
        self.setText(f"<b>{heading}</b><br>" + "<br>".join(escape(s) for s in sentences))
        self.setVisible(bool(sentences))
        if sentences:  # it arrives after the dialog opened: screen readers are told
            from yachtgui.widgets.senses.speech import announce

            self.setAccessibleName(translate("GameAnalysisPanel", "How it went: {sentences}").format(
                sentences=" ".join(sentences)))
            announce(self, self.accessibleName())
        window = self.window()
        if window is not None and window is not self:
            window.adjustSize()
