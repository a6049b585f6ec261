"""Space presses the focused button, as every desktop and screen reader says it does.

The window's Space is its Roll shortcut. A button on the table that has the keyboard (Hint, the
advice's close button, Hurry up) would lose its Space to that shortcut: Space on the focused Hint
button rolled the dice, a roll that cannot be taken back. :func:`space_presses` gives each of those
buttons its own Space again (the Roll button and the card keep rolling with it; a die holds).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QEvent, QObject, Qt

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QAbstractButton

__all__ = ["space_presses"]


class _OwnSpace(QObject):
    """Claims a plain Space for the button it watches before the window's shortcuts see it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if event.type() == QEvent.Type.ShortcutOverride:
            key = cast("QKeyEvent", event)  # a ShortcutOverride is a key event
            if key.key() == Qt.Key.Key_Space and key.modifiers() == Qt.KeyboardModifier.NoModifier:
                event.accept()  # the button's own key press follows
                return True
        return False


def space_presses(*buttons: QAbstractButton) -> None:
    """Space on any of ``buttons``, when it has the keyboard, presses it (not the window's Space)."""
    for button in buttons:
        watcher = _OwnSpace(button)
        button.installEventFilter(watcher)
