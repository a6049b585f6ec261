"""A one-line label that ends in "…" when too narrow and keeps its whole text (:class:`ElidedLabel`).

Its own module: the table (the turn line), the window's status line and the saved-file notice in
the status bar use it, and none of them should import another for it.
"""

# ruff: noqa: N802  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QWidget

from yachtgui.plaintext import literal, speakable

__all__ = ["ElidedLabel"]


class ElidedLabel(QLabel):
    """A one-line label that ends in "…" when it is too narrow; the tooltip then shows it all.

    :meth:`text` returns the whole text (tests and screen readers read that).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setMinimumWidth(1)  # long words give way to the buttons beside it, never the other way
        self.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as written, never as HTML

    def setText(self, text: str) -> None:
        self._full = text
        self.setAccessibleName(speakable(text))  # "▶ Ann's turn" is read "Ann's turn"
        self._elide()

    def text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # larger words: shortened again for their room
            self.updateGeometry()
            self._elide()

    def sizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 4, super().sizeHint().height())

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(1, self.width()))
        super().setText(shown)
        self.setToolTip(literal(self._full) if shown != self._full else "")
