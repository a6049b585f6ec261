"""The window icon, painted with the dice's own painter at every size it is shown.

An ivory die showing five in front of a second, tilted die showing two (the
same picture as ``resources/icons/yachtgui.svg``). Small sizes drop the back
die and the shadow so the five pips stay legible at 16 px.

Public API::

    app_icon() -> QIcon                      # needs a QGuiApplication
    render_icon_image(size) -> QImage        # works without one
    render_icon_png(path, size) -> None      # for packaging scripts
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap

from yachtgui.theme import DieColors
from yachtgui.widgets.table.dice import paint_die

__all__ = ["ICON_SIZES", "app_icon", "render_icon_image", "render_icon_png"]

#: The sizes :func:`app_icon` carries, in pixels.
ICON_SIZES: Final = (16, 24, 32, 48, 64, 128, 256, 512)

_FRONT: Final = DieColors(
    body_light=QColor("#fffdf4"),
    body_dark=QColor("#ebd9b2"),
    edge=QColor("#6b4a2b"),
    shadow=QColor(58, 38, 20, 120),
    held_outline=QColor("#15171d"),
    mark_fill=QColor("#15171d"),
    mark_text=QColor("#ffffff"),
    focus=QColor("#ffd34d"),
    hint=QColor("#fff4c2"),
)
_BACK: Final = DieColors(
    body_light=QColor("#f7ebcf"),
    body_dark=QColor("#dcc59a"),
    edge=QColor("#7a5634"),
    shadow=QColor(58, 38, 20, 70),
    held_outline=QColor("#15171d"),
    mark_fill=QColor("#15171d"),
    mark_text=QColor("#ffffff"),
    focus=QColor("#ffd34d"),
    hint=QColor("#fff4c2"),
)


def render_icon_image(size: int) -> QImage:
    """The icon as a transparent ``size`` x ``size`` image (8..1024 px)."""
    if not 8 <= size <= 1024:
        raise ValueError(f"icon size must be 8 to 1024 pixels, not {size}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = float(size)
    if size < 40:
        # One die filling the square: the five pips must survive 16 px.
        margin = max(0.5, s * 0.04)
        body = QRectF(margin, margin, s - 2 * margin, s - 2 * margin)
        paint_die(painter, body, 5, colors=_FRONT, shadow=False, edge_width=max(1.0, s / 16))
    else:
        painter.save()
        back = QRectF(s * 0.49, s * 0.09, s * 0.45, s * 0.45)
        painter.translate(back.center())
        painter.rotate(14 + 90)  # a quarter turn puts the two's pips clear of the front die
        painter.translate(-back.center())
        paint_die(painter, back, 2, colors=_BACK, edge_width=s * 0.02)
        painter.restore()
        front = QRectF(s * 0.07, s * 0.28, s * 0.64, s * 0.64)
        paint_die(painter, front, 5, colors=_FRONT, edge_width=s * 0.023)
    painter.end()
    return image


def render_icon_png(path: str | Path, size: int) -> None:
    """Write the icon at ``size`` pixels as a PNG file; OSError when it cannot be written."""
    target = Path(path)
    # PySide6 takes the format as str at run time; its stubs say bytes.
    if not render_icon_image(size).save(str(target), "PNG"):  # type: ignore[call-overload]
        raise OSError(f"could not write the icon to {target}")


def app_icon() -> QIcon:
    """The window icon, painted at every size of :data:`ICON_SIZES`."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(QPixmap.fromImage(render_icon_image(size)))
    return icon
