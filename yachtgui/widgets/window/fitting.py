"""Fitting the main window to the screen: its first size, and the score pad's size after every resize.

What this module owns: :func:`default_window_size` and :func:`keep_on_screen` (the window's first
size, and a remembered one that no longer fits), :func:`fit_pad` (the largest text and the column
width that show the whole pad beside the dice, or under them in a tall narrow window; the dice
give way first, only a very small window scrolls) and :func:`fit_help_height` (the help line is
as high as its longest sentence, so the table never jumps). The window never resizes itself.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QApplication, QBoxLayout, QWidget

from yachtgui.app.turnview import HOLD_HELP, UNDO_HELP
from yachtgui.rules.words import box_name
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtWidgets import QLabel

    from yachtgui.widgets.pad.scorecard import ScorePad

__all__ = ["HOLD_HELP", "UNDO_HELP", "available_screen", "body_height", "default_window_size",
           "first_window_geometry", "fit_help_height", "fit_pad", "grow_parts", "keep_on_screen",
           "place_first_window", "table_scale", "text_sizes"]

#: The dice tray's comfortable width: the pad takes more only when it cannot fit otherwise.
TRAY_MIN_WIDTH = 400
#: The share of a large screen the first window takes each way.
FIRST_WINDOW_SHARE = 0.6
#: The most the table's controls and words grow in a very large window (:func:`table_scale`).
MAX_TABLE_SCALE = 2.0
#: The largest window a 1080p screen holds (or a 4K one the system scales by 2): the table's controls
#: and words keep their usual size up to it (:func:`table_scale`).
FULL_HD_WINDOW = QSize(1920, 1080)
#: How much faster than the room past :data:`FULL_HD_WINDOW` the table's controls grow (the pad has
#: grown with the room from a laptop's window on, and the table catches up, :func:`table_scale`).
TABLE_GROWTH = 5.0
#: The share of the window's width the score pad may take (it scrolls, or stops growing its text).
PAD_WIDTH_SHARE = 0.62

def default_window_size(room: QSize) -> QSize:
    """The first window's size for a screen with ``room`` for windows: 1240x780, or 60 % of a large
    screen each way (a 4K screen without scaling gets 2304x1260, not a small window in a corner);
    the room less a window frame where 1240x780 does not fit (a 1024x768 or a 125 % laptop screen)."""
    width = max(1240, round(room.width() * FIRST_WINDOW_SHARE))
    height = max(780, round(room.height() * FIRST_WINDOW_SHARE))
    return QSize(max(640, min(width, room.width() - 16)), max(480, min(height, room.height() - 40)))


def first_window_geometry(room: QRect) -> QRect:
    """Where the first window lies in the ``room`` a screen leaves for windows: sized by
    :func:`default_window_size`, in the middle."""
    size = default_window_size(room.size())
    return QRect(room.left() + (room.width() - size.width()) // 2,
                 room.top() + (room.height() - size.height()) // 2, size.width(), size.height())


def place_first_window(window: QWidget) -> None:
    """Size a window that has no remembered place from its screen and centre it there."""
    screen = window.screen() or QApplication.primaryScreen()
    room = screen.availableGeometry() if screen is not None else QRect(0, 0, 1240, 780)
    where = first_window_geometry(room)
    window.resize(where.size())
    window.move(where.topLeft())


def table_scale(window: QWidget) -> float:
    """How much larger than usual the table's controls and words are drawn in ``window`` at its size.

    1 in any window a 1080p screen can hold (:data:`FULL_HD_WINDOW`): sizes are Qt's logical pixels,
    so a 4K screen scaled by the system (QT_SCALE_FACTOR=2) is such a screen and stays exactly as it
    is. A larger window can only be on a large screen, and there the score pad has already grown with
    the room (its text is about twice the usual size in a maximised 1080p window, :meth:`ScorePad.plan`):
    the table catches up with it, :data:`TABLE_GROWTH` times as fast as the room grows past a 1080p
    window, so that the first window of a 4K screen (2304x1260, 1.17 times the room) has controls about
    as large as the pad's words, as a laptop's window has; at most :data:`MAX_TABLE_SCALE`.
    """
    room = min(window.width() / FULL_HD_WINDOW.width(), window.height() / FULL_HD_WINDOW.height())
    return round(max(1.0, min(MAX_TABLE_SCALE, 1 + (room - 1) * TABLE_GROWTH)), 2)


def text_sizes(widget: QWidget) -> dict[QWidget, float]:
    """The size of the words of every part of ``widget`` (for :func:`grow_parts`)."""
    return {part: part.font().pointSizeF() for part in widget.findChildren(QWidget)}


def grow_parts(before: dict[QWidget, float], ratio: float) -> None:
    """``ratio`` times the words' size each part had ``before`` (:func:`text_sizes`), once the widget
    holding them was given ``ratio`` times its own (the tray's words grow with the window: the hint,
    the welcome card). A part whose font was copied and made bold has a size of its own, which does
    not follow its parent's: it is set here; the rest grew already."""
    from PySide6.QtGui import QFont

    for part, size in before.items():
        wanted = size * ratio
        if size > 0 and abs(part.font().pointSizeF() - wanted) > 0.01:
            own = QFont(part.font())
            own.setPointSizeF(wanted)
            part.setFont(own)


def available_screen(window: QWidget) -> QSize:
    """The room the desktop leaves for windows on ``window``'s screen (taskbars excluded)."""
    screen = window.screen() or QApplication.primaryScreen()
    return screen.availableGeometry().size() if screen is not None else QSize(1240, 780)


def keep_on_screen(window: QWidget) -> None:
    """A remembered size larger than this screen's room (another monitor, say) shrinks to fit it."""
    room = available_screen(window)
    frame = window.frameGeometry().size() - window.geometry().size()
    width = min(window.width(), room.width() - frame.width())
    height = min(window.height(), room.height() - frame.height())
    if (width, height) != (window.width(), window.height()) and width > 0 and height > 0:
        window.resize(width, height)


def fit_pad(central: QWidget, pad: ScorePad, table_column: QWidget, body_layout: QBoxLayout,
            help_label: QLabel) -> None:
    """Fit the whole pad (every column, every row) beside the dice, as large as the room allows.

    First within the pad's share of the width, so the dice keep a comfortable
    table; if that is too narrow, the dice give way down to their smallest
    table. Only when even that cannot show every column and row (a very
    small window) does the pad scroll. At the same size of text, the table also gives way (down to
    its smallest) for the players' names to show whole. The window itself never changes size.
    """
    if not pad.views or not pad.isVisible():
        return
    outer = central.layout()
    margins = outer.contentsMargins() if outer is not None else None
    width = central.width() - (margins.left() + margins.right() if margins else 28)
    height = body_height(central)
    least = table_column.minimumSizeHint()
    # A tall narrow window lays the pad under the dice; any other, beside them.
    stack = height > width * 1.1
    direction = QBoxLayout.Direction.TopToBottom if stack else QBoxLayout.Direction.LeftToRight
    if body_layout.direction() != direction:
        body_layout.setDirection(direction)
    spacing = body_layout.spacing()
    if stack:
        pad.setMaximumWidth(16777215)
        pad.fit_to(width, height - least.height() - spacing)
        pad.setFixedHeight(min(pad.sheet_height() + 2, height - least.height() - spacing))
        QTimer.singleShot(0, help_label, lambda: fit_help_height(help_label))
        return
    pad.setMinimumHeight(0)
    pad.setMaximumHeight(16777215)
    room = width - spacing
    comfortable = min(PAD_WIDTH_SHARE * room, room - max(least.width(), TRAY_MIN_WIDTH))
    widest = room - least.width()
    # The largest text wins; at (nearly) the same size, full columns beside a comfortable
    # table come first, then narrow columns, and only then does the table give way.
    plans = [pad.plan(comfortable, height, narrow=False), pad.plan(comfortable, height),
             pad.plan(widest, height, narrow=False), pad.plan(widest, height)]
    best = max((plan[0] for plan in plans if plan is not None), default=None)
    chosen = None if best is None else next(
        plan for plan in plans if plan is not None and plan[0] >= best)
    if chosen is not None and best is not None and not pad.names_fit(chosen):
        # The names cut ("Christi…") where the table could give them room at the same size of text:
        # the table gives way just so much, down to its smallest.
        named = pad.plan(min(widest, max(comfortable, pad.width_for_names(best))), height)
        if named is not None and named[0] >= best and pad.names_fit(named):
            chosen = named
    pad.apply_plan(chosen, None if chosen is not None else pad.scrolling_column(widest))
    pad.setMaximumWidth(max(pad.minimumSizeHint().width(), pad.sizeHint().width()))
    QTimer.singleShot(0, help_label, lambda: fit_help_height(help_label))


def fit_help_height(label: QLabel) -> None:
    """The help line is as high as its longest sentence needs at this width, whatever it says now:
    its height follows the window's size, never its text (the table must not jump)."""
    width = label.width()
    if width <= 0:
        return
    metrics = label.fontMetrics()
    lines = 0
    from yachtgui.rules import KISMET

    longest_box = box_name(KISMET.box("full_house_same_color"))
    undo = translate("MainWindow", UNDO_HELP).format(player="Grandmother", box=longest_box,
                                                     name="Computer")
    for text in (translate("MainWindow", HOLD_HELP), undo, label.text()):
        bound = metrics.boundingRect(0, 0, width, 10000, Qt.TextFlag.TextWordWrap, text)
        lines = max(lines, math.ceil(bound.height() / max(1, metrics.lineSpacing())))
    height = max(2, lines) * metrics.lineSpacing() + 4
    if label.height() != height:
        label.setFixedHeight(height)


def body_height(central: QWidget) -> int:
    """The height the dice table and the pad share in the window's ``central`` widget (below the
    header, above the status bar)."""
    outer = central.layout()
    if outer is None:
        return central.height()
    header = outer.itemAt(0)
    used = header.geometry().height() if header is not None else 0
    margins = outer.contentsMargins()
    return central.height() - used - outer.spacing() - margins.top() - margins.bottom()
