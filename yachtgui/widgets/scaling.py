"""Dialogs drawn at the window's scale: over a large window (a 4K screen without system scaling) a
dialog is not a small card of tiny words, and it never grows past the screen (issue 22).

What this module owns: :class:`DialogScale`. A dialog takes the window's one scale when it is built
(:func:`yachtgui.widgets.window.fitting.table_scale` of the window it opens over: 1 in any window a
1080p screen holds, so laptops and system-scaled screens see no change) and uses it so:

1. ``self._sizes = DialogScale(self, scale)`` first thing in ``__init__``, before any part is made:
   the dialog's words grow, and every part laid in it afterwards inherits them.
2. A part that makes a font of its own (bold, larger) starts from ``self._sizes.font(...)``, not from
   its own font: a part not yet laid in the dialog still has the application's words.
3. Every size in pixels the dialog sets (widths, heights, spacing, a die's side) goes through
   ``self._sizes.px(n)``; sizes drawn by the style (a radio button's circle) stay as they are.
4. Its first size is at most the screen's room (:meth:`DialogScale.room`,
   :meth:`DialogScale.fit_on_screen`); a dialog with a list that can give way shows fewer rows
   and lets the list scroll rather than grow past the room (New Game's seats).

Growing a dialog after it was built does not work: its parts sized in pixels stay small and its
fitting to the screen ran for the small words (New Game grew off the screen, its Start out of reach).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QStyle, QWidget

__all__ = ["DialogScale"]


class DialogScale:
    """``scale`` times the usual size for ``dialog``'s words and pixel sizes (see the module)."""

    #: Room kept for the window frame and title bar, which a screen's available geometry includes.
    FRAME_ALLOWANCE = 40

    def __init__(self, dialog: QWidget, scale: float = 1.0, *, indicators: bool = True) -> None:
        """``indicators`` False: the dialog has no radio buttons or check boxes and gets no style sheet
        for them (a dialog's style sheet stops a part laid in a nested layout from taking its words:
        the game over dialog's buttons stayed small)."""
        self._dialog = dialog
        self.factor = scale if scale > 0 else 1.0
        self._indicator = dialog.style().pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)
        if self.factor != 1.0:
            dialog.setFont(_times(QFont(dialog.font()), self.factor))
        if self.factor != 1.0 and indicators:
            # The circles and boxes of radio buttons and check boxes are drawn by the style at a
            # size of its own: they grow with the words (only at a larger scale: a usual dialog
            # keeps its style untouched).
            side = self.indicator()
            dialog.setStyleSheet(f"QRadioButton::indicator, QCheckBox::indicator {{ width: {side}px; "
                                 f"height: {side}px; }}")

    def px(self, pixels: int) -> int:
        """``pixels`` at the dialog's scale."""
        return round(pixels * self.factor)

    def indicator(self) -> int:
        """The side of a radio button's circle (and a check box's box) in the dialog, in px."""
        return self.px(self._indicator)

    def font(self, *, bold: bool | None = None, times: float = 1.0) -> QFont:
        """The dialog's words (already at its scale), ``times`` as large, bold if asked."""
        font = _times(QFont(self._dialog.font()), times)
        if bold is not None:
            font.setBold(bold)
        return font

    def room(self) -> QSize:
        """The size the dialog may take on its window's screen (taskbars and its frame excluded)."""
        host = self._dialog.parentWidget() or self._dialog
        screen = host.screen() or QApplication.primaryScreen()
        if screen is None:
            return QSize(10**6, 10**6)
        size = screen.availableGeometry().size()
        return QSize(size.width() - self.FRAME_ALLOWANCE // 2, size.height() - self.FRAME_ALLOWANCE)

    def fit_on_screen(self, width: int, height: int) -> None:
        """Resize the dialog to ``width`` x ``height`` px (usual sizes: scaled here), at most the
        screen's room."""
        room = self.room()
        self._dialog.resize(min(self.px(width), room.width()), min(self.px(height), room.height()))


def _times(font: QFont, factor: float) -> QFont:
    """``font`` made ``factor`` times as large (in points, or in pixels for a font sized so)."""
    if factor != 1.0:
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * factor)
        elif font.pixelSize() > 0:
            font.setPixelSize(max(1, round(font.pixelSize() * factor)))
    return font
