"""The window's status bar: a message that never runs into the progress beside it.

What this module owns: :class:`StatusLine`. Qt's own temporary message is painted across the
bar up to the first permanent widget and cut wherever the bar ends: a long message ran into
"Teaching the computer …" and lost its end at the window's edge. Here the message is a label
in the bar's layout that gives way to what stands beside it: a message too long for its room
ends in "…", and its whole text is the tooltip, the accessible name and description. Each widget
laid beside it keeps a gap of two letters before it, so that two texts never read as one sentence
("… 1 roll left.Teaching the computer Yatzy…").
``showMessage``, ``clearMessage``, ``currentMessage`` and ``messageChanged`` keep Qt's meaning.
In a very large window the bar's words, progress and buttons grow with the table
(:meth:`StatusLine.scale_to`: the window's one scale, :func:`~yachtgui.widgets.window.fitting.table_scale`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QChildEvent, QEvent, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QProgressBar, QSizePolicy, QStatusBar, QWidget

from yachtgui.widgets.elided import ElidedLabel

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtCore import SignalInstance

__all__ = ["StatusLine"]


class StatusLine(QStatusBar):
    """A status bar whose message is laid out beside the other widgets, never over them; ``scale``
    (optional) is the window's scale signal, which the bar follows (:meth:`scale_to`)."""

    def __init__(self, parent: QWidget | None = None, scale: SignalInstance | None = None) -> None:
        super().__init__(parent)
        self.scale = 1.0
        self._base_font: QFont | None = None
        self._base_widths: dict[QProgressBar, int] = {}  # a progress bar's usual greatest width
        self._spaced: list[QWidget] = []  # widgets laid after the message, a gap before each
        self.setObjectName("statusLine")
        self.setSizeGripEnabled(True)
        self.message_label = ElidedLabel()
        self.message_label.setObjectName("statusMessage")
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.addWidget(self.message_label, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clearMessage)
        if scale is not None:
            scale.connect(self.scale_to)

    def scale_to(self, factor: float) -> None:
        """Draw the bar's words ``factor`` times their usual size (its labels and buttons take the bar's
        font; a progress bar grows as wide): a maximised 4K window's status line is not left small."""
        if factor == self.scale:
            return
        self.scale = factor
        if self._base_font is None:
            self._base_font = QFont(self.font())
        font = QFont(self._base_font)
        font.setPointSizeF(self._base_font.pointSizeF() * factor)
        self.setFont(font)
        for bar in self.findChildren(QProgressBar):
            self._scale_width(bar)
        for widget in self._spaced:
            self._space(widget)

    def addWidget(self, widget: QWidget, stretch: int | None = 0) -> None:  # noqa: N802  (Qt's name)
        super().addWidget(widget, stretch or 0)
        if widget is not getattr(self, "message_label", None):
            self._space(widget)

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:  # noqa: N802
        super().addPermanentWidget(widget, stretch or 0)
        self._space(widget)

    def _space(self, widget: QWidget) -> None:
        """Two letters' room before ``widget`` (a progress bar follows its own words closely)."""
        if isinstance(widget, QProgressBar):
            return
        if widget not in self._spaced:
            self._spaced.append(widget)
        margins = widget.contentsMargins()
        widget.setContentsMargins(2 * self.fontMetrics().averageCharWidth(), margins.top(), margins.right(),
                                  margins.bottom())

    def _scale_width(self, bar: QProgressBar) -> None:
        base = self._base_widths.setdefault(bar, bar.maximumWidth())
        if base < 16777215:
            bar.setMaximumWidth(round(base * self.scale))

    def childEvent(self, event: QChildEvent) -> None:  # noqa: N802  (Qt's name)
        """A progress bar laid into the bar after it was scaled grows like the rest."""
        super().childEvent(event)
        if event.type() == QEvent.Type.ChildPolished and self.scale != 1.0:
            child = event.child()
            if isinstance(child, QProgressBar) and child not in self._base_widths:
                self._scale_width(child)

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
