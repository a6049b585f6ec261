"""The window's status bar: a message that never runs into the progress beside it.

What this module owns: :class:`StatusLine`. Qt's own temporary message is painted across the
bar up to the first permanent widget and cut wherever the bar ends: a long message ran into
"Teaching the computer …" and lost its end at the window's edge. Here the message is a label
in the bar's layout that gives way to what stands beside it: a message too long for its room
ends in "…", and its whole text is the tooltip, the accessible name and description.
``showMessage``, ``clearMessage``, ``currentMessage`` and ``messageChanged`` keep Qt's meaning.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QSizePolicy, QStatusBar, QWidget

from yachtgui.widgets.elided import ElidedLabel

__all__ = ["StatusLine"]


class StatusLine(QStatusBar):
    """A status bar whose message is laid out beside the other widgets, never over them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statusLine")
        self.setSizeGripEnabled(True)
        self.message_label = ElidedLabel()
        self.message_label.setObjectName("statusMessage")
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.addWidget(self.message_label, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clearMessage)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # noqa: N802  (Qt's name)
        """Show ``text`` for ``timeout`` ms (0: until the next message), shortened to its room."""
        self._timer.stop()
        self.message_label.setText(text)
        self.message_label.setAccessibleDescription(text)
        self.message_label.setVisible(bool(text))
        if text and timeout:
            self._timer.start(timeout)
        self.messageChanged.emit(text)

    def clearMessage(self) -> None:  # noqa: N802  (Qt's name)
        if self.message_label.text():
            self.showMessage("")
        self._timer.stop()

    def currentMessage(self) -> str:  # noqa: N802  (Qt's name)
        return self.message_label.text()
