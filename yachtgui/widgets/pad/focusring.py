"""A clear focus ring on every focusable control, as strong as the dice's own.

Desktop styles mark the keyboard focus with a thin dotted line or a faint glow
that a family across the table cannot see. :class:`FocusRings` follows the
application's focus and lays a thick ring (the dice's focus yellow, edged in
dark ink so it shows on light and dark backgrounds alike) around the focused
control of any yachtgui window or dialog. The ring is an overlay: it takes no
clicks and moves nothing. Dice and score cards draw their own focus and are
left to it.

Object name for tests: ``focusRing`` (one per window, shown around ``target()``).
"""

# ruff: noqa: N802  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QMenu, QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

__all__ = ["RING_WIDTH", "FocusRing", "FocusRings"]

#: The ring's width in px (the dice's focus ring is as thick).
RING_WIDTH = 3
_RING = QColor("#ffb300")
_EDGE = QColor("#3b2a05")


class FocusRing(QWidget):
    """The ring in one window; :meth:`follow` puts it around a control."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._target: QWidget | None = None
        self._watched: list[QWidget] = []  # the target and its parents below the window
        self.hide()

    def target(self) -> QWidget | None:
        """The control the ring is around (None when hidden)."""
        return self._target if self.isVisible() else None

    def follow(self, widget: QWidget | None) -> None:
        """Ring ``widget`` (None: hide), and keep up with it as it, or a parent of it, moves or hides."""
        for watched in self._watched:
            with contextlib.suppress(RuntimeError):  # already deleted with its window
                watched.removeEventFilter(self)
        self._watched = []
        self._target = widget
        if widget is None:
            self.hide()
            return
        window = self.parentWidget()
        current: QWidget | None = widget
        while current is not None and current is not window:  # a panel shown above moves its children
            current.installEventFilter(self)
            self._watched.append(current)
            current = current.parentWidget()
        self.place()

    def place(self) -> None:
        """Lay the ring around its control again."""
        widget = self._target
        window = self.parentWidget()
        if widget is None or window is None or not widget.isVisible():
            self.hide()
            return
        pad = RING_WIDTH + 2
        top_left = widget.mapTo(window, QPoint(0, 0))
        self.setGeometry(QRect(top_left, widget.size()).adjusted(-pad, -pad, pad, pad))
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched in self._watched and event.type() in (QEvent.Type.Move, QEvent.Type.Resize,
                                                         QEvent.Type.Show, QEvent.Type.Hide):
            self.place()
        return False

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        outer = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(_EDGE, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(outer, 6, 6)
        painter.setPen(QPen(_RING, RING_WIDTH))
        inset = 1 + RING_WIDTH / 2
        painter.drawRoundedRect(outer.adjusted(inset, inset, -inset, -inset), 5, 5)


class FocusRings(QObject):
    """Follows the application's keyboard focus and rings the focused control in its window."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._rings: dict[int, FocusRing] = {}
        app.focusChanged.connect(self._focus_moved)
        self._focus_moved(None, app.focusWidget())

    @classmethod
    def install(cls, app: QApplication) -> FocusRings:
        """The application's one follower of the focus (made on the first call)."""
        existing = app.findChild(FocusRings)
        return existing if isinstance(existing, FocusRings) else cls(app)

    def ring_for(self, window: QWidget) -> FocusRing:
        """The ring of ``window`` (made when first needed)."""
        key = id(window)
        ring = self._rings.get(key)
        if ring is None or ring.parentWidget() is not window:
            ring = FocusRing(window)
            self._rings[key] = ring
            window.destroyed.connect(lambda _obj=None, key=key: self._rings.pop(key, None))
        return ring

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None:
            ring = self._rings.get(id(old.window()))
            if ring is not None and ring.target() is old:
                ring.follow(None)
        if new is None or not _wants_ring(new):
            return
        self.ring_for(new.window()).follow(new)


def _wants_ring(widget: QWidget) -> bool:
    """Controls that draw no strong focus of their own (dice and score cards do: a card says so with
    its ``drawsOwnFocus`` property; menus are lists). Other tables and lists wear the ring: their
    style's dotted cell was all that showed the keyboard there."""
    from yachtgui.widgets.table.dice import DieWidget

    window = widget.window()
    if window is widget or isinstance(window, QMenu) or window.windowType() == Qt.WindowType.Popup:
        return False
    return not isinstance(widget, DieWidget) and not widget.property("drawsOwnFocus")
