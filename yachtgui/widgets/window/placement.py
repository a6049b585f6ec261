"""Where the window stands: restored where it was, on a screen, and remembered as it moves.

What this module owns: :class:`WindowPlacement`. The geometry used to be saved only when the
window was closed, so a session ended any other way (logging out, the system shutting down, the
app killed) brought the window back where it had been the time before. It is now saved a moment
after each move or resize as well, and a saved place that lies off every screen (a monitor since
unplugged) comes back on the window's screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from yachtgui.app.settings import Settings

__all__ = ["SAVE_DELAY_MS", "WindowPlacement"]

#: How long the window must keep still before its new place is written (no write per pixel dragged).
SAVE_DELAY_MS = 600


class WindowPlacement(QObject):
    """Restores ``window``'s geometry from ``settings`` (else ``first_size()`` with ``fit()`` after a
    restore) and keeps the setting up to date as the window moves and resizes."""

    def __init__(self, window: QWidget, settings: Settings, first_size: Callable[[], None],
                 fit: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        geometry = settings.get("window_geometry")
        if geometry.isEmpty() or not window.restoreGeometry(geometry):
            first_size()
        else:
            fit()
            self._onto_a_screen()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.save)
        window.installEventFilter(self)

    def save(self) -> None:
        """Write the window's geometry now (also on close)."""
        self._timer.stop()
        self._settings.set("window_geometry", self._window.saveGeometry())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if watched is self._window and event.type() in (QEvent.Type.Move, QEvent.Type.Resize,
                                                        QEvent.Type.WindowStateChange) \
                and self._window.isVisible():
            self._timer.start()
        return False

    def _onto_a_screen(self) -> None:
        """A place off every screen (another monitor, unplugged) moves onto the window's screen."""
        frame = self._window.frameGeometry()
        for screen in QGuiApplication.screens():
            seen = screen.availableGeometry().intersected(frame)
            if seen.width() >= min(frame.width(), 120) and seen.height() >= min(frame.height(), 60):
                return
        screen = self._window.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            room = screen.availableGeometry()
            self._window.move(QPoint(room.left() + max(0, (room.width() - frame.width()) // 2),
                                     room.top() + max(0, (room.height() - frame.height()) // 2)))
