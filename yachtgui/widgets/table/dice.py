"""The dice: a self-painted die and the tray the five dice lie on.

:class:`DieWidget` paints one die with QPainter (vector, antialiased, crisp
at any DPI): an ivory rounded square with a soft shadow and round pips laid
out as on real dice. Kismet dice (``colored``) have black, red and green
pips. A held die is lifted, outlined and carries a "HELD" mark, so its state
reads without colour. A die never changes its own state: a click or Space emits
:attr:`DieWidget.clicked` and the controller decides. Enter on a die does what Enter does
everywhere in the window, score the box chosen on the card: the die emits
:attr:`DieWidget.enterPressed`, forwarded as :attr:`DiceTray.enterPressed`.

Kismet's red pips carry a light dot and its green pips a light ring, so the
three colours read apart for players who cannot tell them apart by colour.

:class:`DiceTray` is the tabletop: a felt surface with five dice. It shows
what the controller tells it (:meth:`DiceTray.show_dice`), tumbles the
rolled dice for about half a second, and forwards clicks on dice as
:attr:`DiceTray.holdToggled`.

Animations can be switched off with :meth:`DiceTray.set_animations_enabled`
or for the whole process with the environment variable
``YACHTGUI_NO_ANIMATION=1``.
"""

# ruff: noqa: N802, N815  (Qt's virtual methods and signals keep Qt's camelCase names)

from __future__ import annotations

import math
import os
import random
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Final, cast

from PySide6.QtCore import (
    Property,
    QElapsedTimer,
    QEvent,
    QPointF,
    QRect,
    QRectF,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from yachtgui.text import QT_TRANSLATE_NOOP, translate
from yachtgui.theme import (
    KISMET_COLOR_NAMES,
    DieColors,
    die_colors,
    pip_color,
    table_colors,
    table_gradient,
)

if TYPE_CHECKING:  # types of annotations only; a type that Python never meets is never set up
    from PySide6.QtCore import QVariantAnimation
    from PySide6.QtGui import QEnterEvent, QFocusEvent, QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent

__all__ = [
    "DICE_COUNT",
    "MIN_DIE_SIZE",
    "NO_ANIMATION_ENV",
    "DiceTray",
    "DieWidget",
    "paint_die",
    "pip_centers",
]

DICE_COUNT: Final = 5
#: The smallest side of a die widget, in device-independent pixels.
MIN_DIE_SIZE: Final = 64
#: Set this environment variable to anything but "" or "0" to turn all dice animations off.
NO_ANIMATION_ENV: Final = "YACHTGUI_NO_ANIMATION"

# What a listener hears for a die, one whole sentence per face, colour and state, so that
# each language can put the colour and the number its own way ("rote Fünf", "röd femma").
# Key: (face, Kismet colours, state); state "" (on the table), "held" or "released".
_NAMES: Final[dict[tuple[int, bool, str], str]] = {
    (0, False, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: not rolled yet"),
    (0, False, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: not rolled yet, held"),
    (1, False, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: one"),
    (1, False, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: one, held"),
    (1, False, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: one, released"),
    (2, False, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: two"),
    (2, False, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: two, held"),
    (2, False, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: two, released"),
    (3, False, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: three"),
    (3, False, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: three, held"),
    (3, False, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: three, released"),
    (4, False, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: four"),
    (4, False, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: four, held"),
    (4, False, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: four, released"),
    (5, False, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: five"),
    (5, False, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: five, held"),
    (5, False, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: five, released"),
    (6, False, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: six"),
    (6, False, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: six, held"),
    (6, False, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: six, released"),
    # Kismet: 1 and 6 black, 2 and 5 red, 3 and 4 green (theme.KISMET_COLOR_NAMES).
    (1, True, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: black one"),
    (1, True, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: black one, held"),
    (1, True, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: black one, released"),
    (2, True, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: red two"),
    (2, True, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: red two, held"),
    (2, True, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: red two, released"),
    (3, True, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: green three"),
    (3, True, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: green three, held"),
    (3, True, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: green three, released"),
    (4, True, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: green four"),
    (4, True, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: green four, held"),
    (4, True, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: green four, released"),
    (5, True, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: red five"),
    (5, True, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: red five, held"),
    (5, True, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: red five, released"),
    (6, True, ""): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: black six"),
    (6, True, "held"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: black six, held"),
    (6, True, "released"): QT_TRANSLATE_NOOP("DieWidget", "Die {n}: black six, released"),
}

# Pip centres as fractions of the die's side, laid out as on real dice.
_LOW, _MID, _HIGH = 0.265, 0.5, 0.735
_PIPS: Final[dict[int, tuple[tuple[float, float], ...]]] = {
    0: (),
    1: ((_MID, _MID),),
    2: ((_HIGH, _LOW), (_LOW, _HIGH)),
    3: ((_HIGH, _LOW), (_MID, _MID), (_LOW, _HIGH)),
    4: ((_LOW, _LOW), (_HIGH, _LOW), (_LOW, _HIGH), (_HIGH, _HIGH)),
    5: ((_LOW, _LOW), (_HIGH, _LOW), (_MID, _MID), (_LOW, _HIGH), (_HIGH, _HIGH)),
    6: ((_LOW, _LOW), (_HIGH, _LOW), (_LOW, _MID), (_HIGH, _MID), (_LOW, _HIGH), (_HIGH, _HIGH)),
}

# Geometry of a die inside its square widget, as fractions of the widget's side.
_BODY: Final = 0.78  # the die body; the rest is room for shadow, rings and marks
_CORNER: Final = 0.17  # corner radius, fraction of the body
_LIFT: Final = 0.035  # a held die rises this much inside its own widget


def pip_centers(face: int, body: QRectF) -> list[QPointF]:
    """Where the pips of ``face`` (0..6) sit on a die body occupying ``body``."""
    return [
        QPointF(body.left() + fx * body.width(), body.top() + fy * body.height()) for fx, fy in _PIPS[face]
    ]


def paint_die(
    painter: QPainter,
    body: QRectF,
    face: int,
    *,
    colored: bool = False,
    colors: DieColors | None = None,
    lifted: bool = False,
    shadow: bool = True,
    dimmed: bool = False,
    edge_width: float | None = None,
) -> None:
    """Paint one die body showing ``face`` (0 = blank) into ``body``.

    Shared by :class:`DieWidget` and the app icon. ``lifted`` casts a longer,
    softer shadow (a die held up off the table); ``dimmed`` draws a faint,
    pipless die (the tray before the first roll). The painter's transform
    applies (the tumbling die rotates it); its state is restored on return.
    """
    if colors is None:
        colors = die_colors(QGuiApplication.palette())
    side = body.width()
    radius = side * _CORNER
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    if dimmed:
        painter.setOpacity(painter.opacity() * 0.42)
    if shadow:
        _paint_shadow(painter, body, radius, colors.shadow, lifted)

    gradient = QLinearGradient(body.topLeft(), body.bottomRight())
    gradient.setColorAt(0.0, colors.body_light)
    gradient.setColorAt(0.6, colors.body_light.darker(103))
    gradient.setColorAt(1.0, colors.body_dark)
    width = edge_width if edge_width is not None else max(1.0, side / 70.0)
    painter.setPen(QPen(colors.edge, width))
    painter.setBrush(gradient)
    painter.drawRoundedRect(body, radius, radius)

    # A faint bevel: a lighter inner line along the top and left edges.
    inset = max(1.0, side * 0.045)
    bevel = body.adjusted(inset, inset, -inset, -inset)
    bevel_gradient = QLinearGradient(bevel.topLeft(), bevel.bottomRight())
    bevel_gradient.setColorAt(0.0, QColor(255, 255, 255, 200))
    bevel_gradient.setColorAt(0.5, QColor(255, 255, 255, 0))
    painter.setPen(QPen(bevel_gradient, max(1.0, side / 48.0)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(bevel, radius * 0.8, radius * 0.8)

    if face and not dimmed:
        _paint_pips(painter, body, face, colored)
    painter.restore()


def _paint_shadow(painter: QPainter, body: QRectF, radius: float, color: QColor, lifted: bool) -> None:
    """A soft drop shadow made of stacked translucent rounded squares (no blur effect needed)."""
    side = body.width()
    offset = QPointF(side * 0.02, side * (0.085 if lifted else 0.045))
    spread = side * (0.07 if lifted else 0.04)
    layers = 5
    painter.setPen(Qt.PenStyle.NoPen)
    for i in range(layers):
        grow = spread * (i + 1) / layers
        shade = QColor(color)
        shade.setAlphaF(color.alphaF() * (0.55 if lifted else 0.75) / layers * (layers - i) / layers * 2)
        painter.setBrush(shade)
        rect = body.translated(offset).adjusted(-grow, -grow * 0.5, grow, grow)
        painter.drawRoundedRect(rect, radius + grow, radius + grow)


def _paint_pips(painter: QPainter, body: QRectF, face: int, colored: bool) -> None:
    """Round, slightly concave-looking pips in the face's colour."""
    side = body.width()
    pip_radius = side * (0.118 if face == 1 else 0.092 if face < 6 else 0.085)
    base = pip_color(face, colored)
    painter.setPen(Qt.PenStyle.NoPen)
    for center in pip_centers(face, body):
        gradient = QRadialGradient(center + QPointF(-pip_radius * 0.3, -pip_radius * 0.35), pip_radius * 1.3)
        gradient.setColorAt(0.0, base.darker(120))
        gradient.setColorAt(0.7, base)
        gradient.setColorAt(1.0, base.lighter(108))
        painter.setBrush(gradient)
        painter.drawEllipse(center, pip_radius, pip_radius)
    if colored:
        _mark_pips(painter, body, face, pip_radius)


def _mark_pips(painter: QPainter, body: QRectF, face: int, pip_radius: float) -> None:
    """Kismet's colours told apart without colour: red pips carry a light dot, green ones a light ring.

    Black pips stay plain. For players who cannot tell the pip colours apart (see
    tests/gui/test_colour_vision.py); too small to draw below a 3 px pip.
    """
    group = KISMET_COLOR_NAMES[face]
    if group == "black" or pip_radius < 3:
        return
    light = QColor(255, 248, 232, 235)
    for center in pip_centers(face, body):
        if group == "red":
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(light)
            painter.drawEllipse(center, pip_radius * 0.3, pip_radius * 0.3)
        else:
            painter.setPen(QPen(light, max(1.0, pip_radius * 0.17)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(center, pip_radius * 0.55, pip_radius * 0.55)


def _mark(painter: QPainter, center: QPointF, text: str, height: float, fill: QColor, ink: QColor,
          border: QColor | None = None) -> None:
    """A small rounded label ("HELD", "KEEP") centred on ``center``."""
    font = QFont(painter.font())
    font.setPixelSize(max(7, round(height * 0.68)))
    font.setBold(True)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
    painter.setFont(font)
    text_width = painter.fontMetrics().horizontalAdvance(text)
    rect = QRectF(0, 0, text_width + height * 0.9, height)
    rect.moveCenter(center)
    painter.setPen(QPen(border, max(1.0, height / 12)) if border is not None else Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, height / 2, height / 2)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def _die_picture(width: int, height: int, ratio: float, body: QRectF, face: int, colored: bool,
                 colors: DieColors, *, lifted: bool, dimmed: bool = False) -> QPixmap:
    """A die painted by :func:`paint_die` into ``body`` of a transparent picture ``width`` x ``height``
    device pixels at ``ratio``."""
    picture = QPixmap(width, height)
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    paint_die(painter, body, face, colored=colored, colors=colors, lifted=lifted, dimmed=dimmed)
    painter.end()
    return picture


class TumbleSprites:
    """Pre-painted dice (shadow, body and pips) for one tray: tumbling and at rest.

    A tumbling die is redrawn some 35 times in half a second while it turns;
    painting its gradients afresh each frame costs more than a frame allows
    on slow machines, so each face is painted once per size, pixel ratio and
    colour set, and the frames draw that picture turned.

    A die at rest is painted once per widget size, place, face and state
    (:meth:`resting`), as vectors onto the device pixels it is shown on, so it
    stays as crisp as painting it directly (only rounding differs, by at most
    3 of 255 per channel). About 2 ms a die: the five blank dice of a new
    game cost one die, and lifting or hovering a die no longer repaints its
    gradients. Only the last few keys are kept.
    """

    _PAD: Final = 0.2  # room around the body for the shadow, fraction of the body

    def __init__(self) -> None:
        self._sprites: dict[tuple[object, ...], QPixmap] = {}

    def sprite(self, face: int, colored: bool, body_side: float, ratio: float, colors: DieColors) -> QPixmap:
        """The die showing ``face`` with a lifted shadow; its centre is the body's centre."""
        shades = (colors.body_light, colors.body_dark, colors.edge, colors.shadow)
        palette_key = tuple(c.rgba() for c in shades)
        key = (face, colored, round(body_side * ratio), ratio, palette_key)
        sprite = self._sprites.get(key)
        if sprite is None:
            if len(self._sprites) >= 24:
                self._sprites.clear()
            sprite = self._paint(face, colored, body_side, ratio, colors)
            self._sprites[key] = sprite
        return sprite

    def resting(self, size: QSize, body: QRectF, face: int, colored: bool, ratio: float, colors: DieColors, *,
                lifted: bool, dimmed: bool) -> QPixmap:
        """A die at rest as :func:`paint_die` paints it into a widget of ``size``, on transparency.

        Drawn at (0, 0) of that widget its pixels fall on the device pixels
        painting it there would cover (``ratio`` a whole number).
        """
        shades = (colors.body_light, colors.body_dark, colors.edge, colors.shadow)
        key = ("rest", size.width(), size.height(), body.x(), body.y(), body.width(), face, colored, ratio,
               lifted, dimmed, tuple(c.rgba() for c in shades))
        picture = self._sprites.get(key)
        if picture is None:
            if len(self._sprites) >= 24:
                self._sprites.clear()
            picture = _die_picture(math.ceil(size.width() * ratio), math.ceil(size.height() * ratio), ratio,
                                   body, face, colored, colors, lifted=lifted, dimmed=dimmed)
            self._sprites[key] = picture
        return picture

    def warm(self, colored: bool, body_side: float, ratio: float, colors: DieColors) -> None:
        """Paint all six faces now, so the first frames of a tumble do not pay for it."""
        for face in range(1, 7):
            self.sprite(face, colored, body_side, ratio, colors)

    def _paint(self, face: int, colored: bool, body_side: float, ratio: float, colors: DieColors) -> QPixmap:
        pad = body_side * self._PAD
        logical = body_side + 2 * pad
        pixels = max(1, math.ceil(logical * ratio))
        body = QRectF(pad, pad, body_side, body_side)
        return _die_picture(pixels, pixels, ratio, body, face, colored, colors, lifted=True)


class DieWidget(QWidget):
    """One die that paints itself and reports clicks.

    Qt properties: ``value`` (int 0..6, 0 = not rolled yet: a blank, dimmed
    die), ``held`` (bool), ``colored`` (Kismet pips), ``hinted`` (an
    advisor's "keep" ring), ``interactive`` (clicks and keys emit
    :attr:`clicked`; the tray turns it off before the first roll). Setting
    any of them repaints and updates the accessible name, e.g.
    "Die 3: red five, held".

    A left click or Space emits :attr:`clicked` when interactive; the die
    never changes ``held`` itself. Space on a die the keyboard is on holds or
    releases it, as Space presses any focused control (the window's
    Space-to-roll shortcut gives way to it). A die takes the focus by Tab
    only, never by a click: a family clicking dice and pressing Space rolls,
    as the help line says. Enter and Return emit :attr:`enterPressed`: the
    window scores the box chosen on the card, as Enter does there.
    """

    clicked = Signal()
    enterPressed = Signal()
    valueChanged = Signal(int)
    heldChanged = Signal(bool)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        """Die number ``index`` (0..4); objectName ``die<index>``."""
        super().__init__(parent)
        if not 0 <= index < DICE_COUNT:
            raise ValueError(f"a die index is 0 to {DICE_COUNT - 1}, not {index}")
        self._index = index
        self._value = 0
        self._held = False
        self._colored = False
        self._hinted = False
        self._interactive = True
        self._action_hint: str | None = None  # what a click does, when not holding (table mode)
        self._pressed = False
        self._tumble_face: int | None = None
        self._sprites: TumbleSprites | None = None
        self._tumble_angle = 0.0
        self._dimmed = False
        self.setObjectName(f"die{index}")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keyboard where it was
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(MIN_DIE_SIZE, MIN_DIE_SIZE)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._update_description()

    # --- properties -------------------------------------------------------

    def index(self) -> int:
        """This die's position, 0..4."""
        return self._index

    def get_value(self) -> int:
        """The settled face, 0..6 (0 = not rolled yet). During a tumble: already the result."""
        return self._value

    def set_value(self, value: int) -> None:
        """Show ``value`` (0..6); ValueError otherwise."""
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 6:
            raise ValueError(f"a die shows 0 (blank) to 6, not {value!r}")
        if value != self._value:
            self._value = value
            self._changed()
            self.valueChanged.emit(value)

    def is_held(self) -> bool:
        """True when the die is shown held."""
        return self._held

    def set_held(self, held: bool) -> None:
        """Show the die held (lifted, outlined, marked "HELD") or not."""
        held = bool(held)
        if held != self._held:
            self._held = held
            self._changed()
            self.heldChanged.emit(held)

    def is_colored(self) -> bool:
        """True for Kismet's tricoloured pips."""
        return self._colored

    def set_colored(self, colored: bool) -> None:
        """Use Kismet's black / red / green pips (True) or plain dark pips."""
        if bool(colored) != self._colored:
            self._colored = bool(colored)
            self._changed()

    def is_hinted(self) -> bool:
        """True when an advisor's "keep" ring is shown."""
        return self._hinted

    def set_hinted(self, hinted: bool) -> None:
        """Show or clear the dashed "keep" ring an advisor suggests."""
        if bool(hinted) != self._hinted:
            self._hinted = bool(hinted)
            self._changed()

    def is_dimmed(self) -> bool:
        """True when the die shows the last roll, already scored (painted faint)."""
        return self._dimmed

    def set_dimmed(self, dimmed: bool) -> None:
        """Paint the die faint (the roll was scored; it waits for the next player's roll)."""
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def is_interactive(self) -> bool:
        """True when clicks and keys emit :attr:`clicked`."""
        return self._interactive

    def set_interactive(self, interactive: bool) -> None:
        """Let clicks and keys emit :attr:`clicked` (True) or ignore them (False)."""
        self._interactive = bool(interactive)
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)
        self._update_description()
        self.update()

    def set_action_hint(self, hint: str | None) -> None:
        """Say what clicks and keys do (accessible description, tooltip); None: hold or release."""
        self._action_hint = hint
        self._update_description()

    value = Property(int, get_value, set_value, notify=valueChanged)
    held = Property(bool, is_held, set_held, notify=heldChanged)
    colored = Property(bool, is_colored, set_colored)
    hinted = Property(bool, is_hinted, set_hinted)
    interactive = Property(bool, is_interactive, set_interactive)

    # --- the tumble (driven by the tray) -----------------------------------

    def set_tumble(self, face: int | None, angle: float = 0.0) -> None:
        """Paint a passing ``face`` turned by ``angle`` degrees; None settles on ``value``."""
        self._tumble_face = face
        self._tumble_angle = angle if face is not None else 0.0
        self.update()

    def use_sprites(self, sprites: TumbleSprites | None) -> None:
        """Draw the die from ``sprites`` (the tray's cache); None paints every frame as vectors.

        At rest the picture is used only at a whole device pixel ratio (at
        1.25 a widget may start between device pixels).
        """
        self._sprites = sprites

    def displayed_face(self) -> int:
        """The face painted right now: a passing face during a tumble, else ``value``."""
        return self._tumble_face if self._tumble_face is not None else self._value

    def is_tumbling(self) -> bool:
        """True while the tray tumbles this die."""
        return self._tumble_face is not None

    # --- accessibility ----------------------------------------------------

    def describe(self, *, released: bool = False) -> str:
        """What a listener hears, in the app's language: "Die 3: five, held"; Kismet "Die 3: red five, held".

        ``released``: the die was just let go ("Die 3: five, released"); a held die is still said held.
        """
        state = "held" if self._held else "released" if released and self._value else ""
        key = (self._value, self._colored and self._value != 0, state)
        return translate("DieWidget", _NAMES[key]).format(n=self._index + 1)

    def _update_description(self) -> None:
        name = self.describe()
        self.setAccessibleName(name)
        hint = (translate("DieWidget", "Click or press Space to hold or release; Enter scores the box "
                                       "chosen on your card.")
                if self._interactive and self._value else "")
        if self._action_hint is not None:
            hint = self._action_hint
        self.setAccessibleDescription(hint)
        tip = name if not hint else f"{name}\n{hint}"
        if self._hinted:
            tip += "\n" + translate("DieWidget", "Suggested: keep this die.")
        self.setToolTip(tip)

    def _changed(self) -> None:
        self._update_description()
        self.update()

    # --- size -------------------------------------------------------------

    def sizeHint(self) -> QSize:
        """A comfortable die for a table seen from the sofa."""
        return QSize(104, 104)

    def minimumSizeHint(self) -> QSize:
        """Never smaller than :data:`MIN_DIE_SIZE`."""
        return QSize(MIN_DIE_SIZE, MIN_DIE_SIZE)

    def hasHeightForWidth(self) -> bool:
        """Dice are square."""
        return True

    def heightForWidth(self, width: int) -> int:
        """Dice are square."""
        return width

    # --- input ------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Arm a click on a left press; a click is a press and release on the die."""
        if event.button() == Qt.MouseButton.LeftButton and self._interactive:
            self._pressed = True
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Emit :attr:`clicked` when a left press is released over the die."""
        if event.button() == Qt.MouseButton.LeftButton and self._pressed:
            self._pressed = False
            event.accept()
            if self._interactive and self.rect().contains(event.position().toPoint()):
                self.clicked.emit()
        else:
            super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        """Space on an interactive die is the die's (hold or release), not the window's roll."""
        if event.type() == QEvent.Type.ShortcutOverride and self._interactive:
            key = cast("QKeyEvent", event)  # a ShortcutOverride is a key event
            if key.key() == Qt.Key.Key_Space and key.modifiers() == Qt.KeyboardModifier.NoModifier:
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space emits :attr:`clicked` once per press (auto-repeat ignored), as on any button; Enter and
        Return emit :attr:`enterPressed` once per press; Left and Right move the keyboard to the
        neighbouring die."""
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            dice = getattr(self.parentWidget(), "dice", None)
            row = dice() if callable(dice) else []
            if self in row:
                step = 1 if event.key() == Qt.Key.Key_Right else -1
                neighbour = row.index(self) + step
                if 0 <= neighbour < len(row):
                    row[neighbour].setFocus(Qt.FocusReason.TabFocusReason)
                event.accept()
                return
        if self._interactive and event.key() == Qt.Key.Key_Space:
            event.accept()
            if not event.isAutoRepeat():
                self.clicked.emit()
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            if not event.isAutoRepeat():
                self.enterPressed.emit()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        """Show the focus ring."""
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """Hide the focus ring."""
        super().focusOutEvent(event)
        self.update()

    def enterEvent(self, event: QEnterEvent) -> None:
        """Repaint: the die brightens under the pointer (Enter and Leave only, not every event)."""
        super().enterEvent(event)
        self.update()

    def leaveEvent(self, event: QEvent) -> None:
        """Repaint without the brightening."""
        super().leaveEvent(event)
        self.update()

    # --- painting ---------------------------------------------------------

    def body_rect(self) -> QRectF:
        """Where the die body is painted inside the widget (lifted when held)."""
        side = float(min(self.width(), self.height()))
        size = side * _BODY
        left = (self.width() - size) / 2
        top = (self.height() - side) / 2 + side * (1 - _BODY) * 0.42
        if self._held:
            top -= side * _LIFT
        return QRectF(left, top, size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Shadow, body, pips, then the rings and marks that carry hold, focus and hint."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        if self._dimmed:
            painter.setOpacity(0.45)
        colors = die_colors(self.palette())
        body = self.body_rect()
        side = float(min(self.width(), self.height()))
        tumbling = self._tumble_face is not None

        painter.save()
        if tumbling and self._tumble_angle:
            center = body.center()
            painter.translate(center)
            painter.rotate(self._tumble_angle)
            # A die turned towards 45 degrees reaches past its square: shrink it just enough to
            # stay inside the widget (it reads as the die tilting in the air).
            radians = math.radians(self._tumble_angle)
            half, corner = body.width() / 2, body.width() * _CORNER
            reach = (half - corner) * (abs(math.cos(radians)) + abs(math.sin(radians))) + corner
            room = min(center.x(), center.y(), self.width() - center.x(), self.height() - center.y()) - 2
            scale = min(1.0, room / reach)
            painter.scale(scale, scale)
            painter.translate(-center)
        if tumbling and self._sprites is not None:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            ratio = self.devicePixelRatioF()
            sprite = self._sprites.sprite(self.displayed_face(), self._colored, body.width(), ratio, colors)
            half = sprite.width() / ratio / 2
            painter.drawPixmap(body.center() - QPointF(half, half), sprite)
        elif not tumbling and self._sprites is not None and self.devicePixelRatioF().is_integer():
            picture = self._sprites.resting(self.size(), body, self._value, self._colored,
                                            self.devicePixelRatioF(), colors, lifted=self._held,
                                            dimmed=self._value == 0)
            painter.drawPixmap(QPointF(0, 0), picture)
        else:
            paint_die(
                painter,
                body,
                self.displayed_face(),
                colored=self._colored,
                colors=colors,
                lifted=self._held or tumbling,
                dimmed=self._value == 0 and not tumbling,
            )
        painter.restore()

        radius = body.width() * _CORNER
        if self._interactive and self._value and self.underMouse() and not tumbling:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(body, radius, radius)
        if self._held:
            outline = max(2.5, side * 0.034)
            ring = body.adjusted(-outline / 2, -outline / 2, outline / 2, outline / 2)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255, 210), outline + max(1.5, side * 0.016)))
            painter.drawRoundedRect(ring, radius + outline / 2, radius + outline / 2)
            painter.setPen(QPen(colors.held_outline, outline))
            painter.drawRoundedRect(ring, radius + outline / 2, radius + outline / 2)
        if self._hinted:
            gap = side * 0.055
            ring = body.adjusted(-gap, -gap, gap, gap)
            pen = QPen(colors.hint, max(2.0, side * 0.024))
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, radius + gap, radius + gap)
        if self.hasFocus():
            gap = side * 0.03 + (max(2.5, side * 0.034) if self._held else 0)
            ring = body.adjusted(-gap, -gap, gap, gap)
            painter.setPen(QPen(colors.focus, max(2.0, side * 0.022)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, radius + gap, radius + gap)
        mark_height = max(11.0, side * 0.15)
        if self._hinted:
            _mark(painter, QPointF(body.center().x(), body.top()), translate("DieWidget", "KEEP"),
                  mark_height, colors.hint, colors.mark_fill, colors.mark_fill)
        if self._held:
            _mark(painter, QPointF(body.center().x(), body.bottom()), translate("DieWidget", "HELD"),
                  mark_height, colors.mark_fill, colors.mark_text, QColor(255, 255, 255, 210))
        painter.end()


class _Tumble:
    """The plan for one die's tumble: when its faces change, how it spins and bounces.

    A plain class: a dataclass would cost its creation (~0.4 ms) at every start.
    """

    __slots__ = ("bounces", "done", "end_ms", "faces", "final", "hop", "spin", "sway")

    def __init__(self, *, end_ms: float, faces: list[tuple[float, int]], spin: float, hop: float,
                 bounces: float, sway: float, final: int) -> None:
        self.end_ms = end_ms
        self.faces = faces  # (time from start in ms, face shown from then on)
        self.spin = spin  # degrees turned at the start, unwinding to 0
        self.hop = hop  # bounce height, fraction of the die's side
        self.bounces = bounces
        self.sway = sway  # sideways drift, fraction of the die's side
        self.final = final
        self.done = False

    def face_at(self, t: float) -> int:
        """The face shown ``t`` ms after the start."""
        face = self.faces[0][1]
        for start, passing in self.faces:
            if start > t:
                break
            face = passing
        return face


class DiceTray(QWidget):
    """The tabletop: five dice on felt, tumbling when rolled.

    Signals: :attr:`holdToggled` (int: die index clicked or activated; only
    while holds are enabled), :attr:`enterPressed` (Enter on a die: the window
    scores the card's chosen box), :attr:`rollAnimationFinished` (once per
    :meth:`show_dice` call — after the tumble, or queued from the event loop
    at once when not animating).

    The tray never decides anything: it shows what it is given. Tumbling
    faces come from the tray's own :class:`random.Random`, never the game's.
    """

    holdToggled = Signal(int)
    enterPressed = Signal()
    rollAnimationFinished = Signal()

    #: Default tumble length in ms (the GUI issue asks for 0.4-0.7 s).
    ANIMATION_MS: Final = 560
    #: Frame interval in ms of the tumble's precise timer (about 60 frames a second).
    FRAME_MS: Final = 16

    _GAP: Final = 0.2  # gap between dice, fraction of a die's side
    _RAISE: Final = 0.2  # how far a held die moves up, fraction of a die's side
    _MAX_DIE: Final = 200

    def __init__(self, parent: QWidget | None = None, *, seed: int | None = None) -> None:
        """An empty (blank) tray; ``seed`` fixes the tumbling faces (tests)."""
        super().__init__(parent)
        self.setObjectName("diceTray")
        self.setAccessibleName(translate("DiceTray", "Dice tray"))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._rng = random.Random(seed)
        self._dice = [DieWidget(i, self) for i in range(DICE_COUNT)]
        self._sprites = TumbleSprites()
        self._background: QPixmap | None = None  # the painted tabletop, redrawn on resize
        for die in self._dice:
            die.clicked.connect(lambda d=die: self._on_die_clicked(d.index()))
            die.enterPressed.connect(self.enterPressed)
            die.use_sprites(self._sprites)
        self._holds_enabled = True
        self._animations_enabled = os.environ.get(NO_ANIMATION_ENV, "") in ("", "0")
        self._animation_ms = self.ANIMATION_MS
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(self.FRAME_MS)
        self._timer.timeout.connect(self._advance)
        self._clock = QElapsedTimer()
        self._plans: list[_Tumble | None] = [None] * DICE_COUNT
        self._lift = [0.0] * DICE_COUNT  # 0 resting .. 1 raised (held)
        # One lift animation per die, made when first needed (most starts never animate a
        # hold) and then reused: an animation deleted when it stops would leave a stale
        # wrapper behind (a later stop() on it raises).
        self._lift_animations: list[QVariantAnimation | None] = [None] * DICE_COUNT
        self._offsets = [QPointF(0, 0)] * DICE_COUNT  # tumble bounce, in px
        self._die_side = MIN_DIE_SIZE
        self._advice_wanted = 0  # px of felt kept for advice (set_advice_room)
        self._advice_font = self.font().pointSizeF()  # the words' size that room was measured for
        self._rows: tuple[int, ...] = (DICE_COUNT,)  # dice per row, top row first
        self.set_holds_enabled(False)

    # --- what the controller calls ----------------------------------------

    def dice(self) -> list[DieWidget]:
        """The five dice, index 0..4."""
        return list(self._dice)

    def set_colored(self, colored: bool) -> None:
        """Kismet's tricoloured pips (True) or plain dice."""
        for die in self._dice:
            die.set_colored(colored)

    def show_dice(self, values: Sequence[int], held: Sequence[bool], animate: bool) -> None:
        """Show five ``values`` (each 1..6, or all 0 for a blank tray) with ``held`` flags.

        With ``animate`` (and animations enabled) the dice not held tumble for
        about :attr:`ANIMATION_MS` ms and settle on ``values``; held dice do
        not move. ``value`` properties hold the new faces at once; only the
        painting tumbles. :attr:`rollAnimationFinished` is emitted when the
        tumble ends, or — without animation — queued, from the event loop.
        A call during a tumble finishes that tumble first (emitting its
        signal). ValueError for anything but five faces and five flags.
        """
        faces = [int(v) for v in values]
        flags = [bool(h) for h in held]
        if len(faces) != DICE_COUNT or len(flags) != DICE_COUNT:
            raise ValueError(f"show_dice needs {DICE_COUNT} values and {DICE_COUNT} held flags")
        blank = all(f == 0 for f in faces)
        if not blank and not all(1 <= f <= 6 for f in faces):
            raise ValueError(f"dice show 1 to 6 (or all 0 for a blank tray), not {faces}")
        if blank:
            flags = [False] * DICE_COUNT
        if self.is_animating():
            self.finish_animation()

        for die, face, flag in zip(self._dice, faces, flags, strict=True):
            die.set_value(face)
            self._apply_held(die.index(), flag, animate=False)
        tumbling = [i for i in range(DICE_COUNT) if not flags[i]]
        if animate and self._animations_enabled and not blank and tumbling:
            self._start_tumble(tumbling, faces)
        else:
            QTimer.singleShot(0, self, self.rollAnimationFinished.emit)

    def set_dimmed(self, dimmed: bool) -> None:
        """Show the dice faint: the roll on the table was scored and waits for the next roll."""
        for die in self._dice:
            die.set_dimmed(dimmed)

    def set_held(self, index: int, held: bool) -> None:
        """Show die ``index`` held (lifted, outlined, "HELD") or back on the table."""
        self._check_index(index)
        self._apply_held(index, held, animate=self._animations_enabled)

    def set_holds_enabled(self, enabled: bool) -> None:
        """Let clicks and keys on dice emit :attr:`holdToggled` (False: they emit nothing)."""
        self._holds_enabled = bool(enabled)
        for die in self._dice:
            die.set_interactive(self._holds_enabled)

    def holds_enabled(self) -> bool:
        """True when clicks on dice emit :attr:`holdToggled`."""
        return self._holds_enabled

    def set_hint(self, positions: Collection[int] | None) -> None:
        """Mark the dice an advisor suggests keeping (dashed ring, "KEEP"); None clears."""
        chosen = set(positions or ())
        for index in chosen:
            self._check_index(index)
        for die in self._dice:
            die.set_hinted(die.index() in chosen)

    def set_animations_enabled(self, enabled: bool) -> None:
        """Switch tumbling and lifting animations on or off (Preferences)."""
        self._animations_enabled = bool(enabled)
        if not enabled and self.is_animating():
            self.finish_animation()

    def animations_enabled(self) -> bool:
        """True when :meth:`show_dice` may animate."""
        return self._animations_enabled

    def set_animation_duration(self, ms: int) -> None:
        """Tumble length in ms (clamped to 100..2000)."""
        self._animation_ms = max(100, min(2000, int(ms)))

    def is_animating(self) -> bool:
        """True while dice are tumbling."""
        return self._timer.isActive()

    def finish_animation(self) -> None:
        """Jump to the end of a tumble at once (emits :attr:`rollAnimationFinished`); no-op when idle."""
        if not self.is_animating():
            return
        self._timer.stop()
        self._settle_all()
        self.rollAnimationFinished.emit()

    # --- the tumble ---------------------------------------------------------

    def _start_tumble(self, indices: list[int], finals: list[int]) -> None:
        total = float(self._animation_ms)
        sample = self._dice[indices[0]]
        self._sprites.warm(sample.is_colored(), sample.body_rect().width(), sample.devicePixelRatioF(),
                           die_colors(sample.palette()))
        # The dice come to rest one after another, the last at ``total``.
        ends = sorted(self._rng.uniform(total * 0.72, total) for _ in indices)
        ends[-1] = total
        self._rng.shuffle(ends)
        for index, end in zip(indices, ends, strict=True):
            faces: list[tuple[float, int]] = []
            t, step, face = 0.0, 38.0, self._rng.randint(1, 6)
            while t < end - 30:
                faces.append((t, face))
                face = self._rng.choice([f for f in range(1, 7) if f != face])
                t += step
                step *= 1.22  # the dice slow down as they roll out
            faces.append((end, finals[index]))
            self._plans[index] = _Tumble(
                end_ms=end,
                faces=faces,
                spin=self._rng.choice((-1, 1)) * self._rng.uniform(100, 260),
                hop=self._rng.uniform(0.16, 0.26),
                bounces=self._rng.choice((1.5, 2.5)),
                sway=self._rng.uniform(-0.06, 0.06),
                final=finals[index],
            )
        self._clock.start()
        self._timer.start()
        self._advance()

    def _advance(self) -> None:
        """One frame: move every tumbling die along its plan; finish when all have settled."""
        t = float(self._clock.elapsed())
        running = False
        for index, plan in enumerate(self._plans):
            if plan is None or plan.done:
                continue
            die = self._dice[index]
            if t >= plan.end_ms:
                plan.done = True
                die.set_tumble(None)
                self._offsets[index] = QPointF(0, 0)
            else:
                running = True
                q = t / plan.end_ms
                settle = (1 - q) ** 2
                angle = plan.spin * (1 - q) ** 3
                hop = plan.hop * abs(math.sin(math.pi * plan.bounces * q)) * settle
                sway = plan.sway * math.sin(2 * math.pi * q) * settle
                die.set_tumble(plan.face_at(t), angle)
                self._offsets[index] = QPointF(sway * self._die_side, -hop * self._die_side)
            self._place(index)
        if not running:
            self._timer.stop()
            self._plans = [None] * DICE_COUNT
            self.rollAnimationFinished.emit()

    def _settle_all(self) -> None:
        for index, plan in enumerate(self._plans):
            if plan is not None:
                self._dice[index].set_tumble(None)
                self._offsets[index] = QPointF(0, 0)
                self._place(index)
        self._plans = [None] * DICE_COUNT

    # --- holds ------------------------------------------------------------

    def _on_die_clicked(self, index: int) -> None:
        if not self._holds_enabled:
            return
        # A click during a tumble is meant for the face about to settle: settle first.
        self.finish_animation()
        self.holdToggled.emit(index)

    def _apply_held(self, index: int, held: bool, *, animate: bool) -> None:
        die = self._dice[index]
        die.set_held(held)
        target = 1.0 if held else 0.0
        lift = self._lift_animations[index]
        if lift is not None:
            lift.stop()
        if not animate or not self.isVisible():
            self._lift[index] = target
            self._place(index)
            return
        if lift is None:
            lift = self._lift_animations[index] = self._make_lift_animation(index)
        lift.setStartValue(self._lift[index])
        lift.setEndValue(target)
        lift.start()

    def _make_lift_animation(self, index: int) -> QVariantAnimation:
        from PySide6.QtCore import QVariantAnimation  # its Python type is set up on first use

        lift = QVariantAnimation(self)
        lift.setDuration(120)
        lift.valueChanged.connect(lambda v, i=index: self._set_lift(i, float(v)))
        return lift

    def _set_lift(self, index: int, lift: float) -> None:
        self._lift[index] = lift
        self._place(index)

    @staticmethod
    def _check_index(index: int) -> None:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < DICE_COUNT:
            raise ValueError(f"a die index is 0 to {DICE_COUNT - 1}, not {index!r}")

    # --- layout -----------------------------------------------------------

    def sizeHint(self) -> QSize:
        """Room for five comfortable dice and a held die's lift."""
        return QSize(720, 220)

    def minimumSizeHint(self) -> QSize:
        """Five dice of :data:`MIN_DIE_SIZE` in rows of three and two (plus gaps, lift and the rim).

        Narrow enough for the score pad of ten players beside it on a 1024-pixel
        screen; the dice lie in one row when the tray is wide enough.
        """
        side = MIN_DIE_SIZE
        across = 3 + 2 * self._GAP
        down = 2 * (1 + self._RAISE + self._GAP / 2) - self._GAP / 2
        return QSize(round(side * across + 40), round(side * down + 32))

    def set_advice_room(self, height: int) -> None:
        """Keep up to ``height`` px at the bottom of the felt for advice laid on it (:meth:`advice_rect`).

        The dice lie above that band whether or not anything is shown in it, so
        advice coming and going never moves them. A tray too small for the dice
        and the band keeps less (down to none).
        """
        if height != self._advice_wanted:
            self._advice_wanted = height
            self._lay_out_dice()

    def advice_rect(self) -> QRect:
        """The band of felt kept for advice (empty when the tray has no room for one)."""
        felt = self._felt_rect()
        room = self._advice_room()
        return QRect(round(felt.left()) + 8, round(felt.bottom() - room), round(felt.width()) - 16,
                     max(0, room - 8))

    def _advice_room(self) -> int:
        least = self.minimumSizeHint().height()
        return max(0, min(self._advice_wanted, self.height() - least))

    def _dice_area(self) -> QRectF:
        """The felt less the band kept for advice: where the dice lie."""
        return self._felt_rect().adjusted(0, 0, 0, -self._advice_room())

    def _rim(self) -> float:
        return max(6.0, min(self.width(), self.height()) * 0.035)

    def _felt_rect(self) -> QRectF:
        rim = self._rim()
        return QRectF(self.rect()).adjusted(rim, rim, -rim, -rim)

    def _rest_rect(self, index: int) -> QRect:
        """Where die ``index`` lies, not counting lift and bounce."""
        felt = self._dice_area()
        side = self._die_side
        rows = self._rows
        row, first = 0, 0
        while index >= first + rows[row]:
            first += rows[row]
            row += 1
        count = rows[row]
        width = side * (count + (count - 1) * self._GAP)
        left = felt.left() + (felt.width() - width) / 2 + (index - first) * side * (1 + self._GAP)
        pitch = side * (1 + self._RAISE + self._GAP / 2)  # one row: its lift room, the die, a gap
        block = pitch * len(rows) - side * self._GAP / 2
        top = felt.top() + (felt.height() - block) / 2 + row * pitch + side * self._RAISE
        return QRect(round(left), round(top), side, side)

    @classmethod
    def _fit(cls, felt: QRectF, rows: tuple[int, ...]) -> float:
        """The largest die side that fits ``rows`` of dice into ``felt``."""
        across = max(rows) + (max(rows) - 1) * cls._GAP
        down = len(rows) * (1 + cls._RAISE + cls._GAP / 2) - cls._GAP / 2
        return min((felt.width() - 16) / across, (felt.height() - 8) / down)

    def _place(self, index: int) -> None:
        rest = self._rest_rect(index)
        offset = self._offsets[index]
        dy = -self._lift[index] * self._RAISE * self._die_side + offset.y()
        self._dice[index].setGeometry(rest.translated(round(offset.x()), round(dy)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Dice grow with the tray (:data:`MIN_DIE_SIZE` .. 200 px, more on a very large felt).

        They lie in one row of five, or in rows of three and two when the
        tray is tall enough for that to make them clearly larger.
        """
        super().resizeEvent(event)
        self._lay_out_dice()

    def _lay_out_dice(self) -> None:
        felt = self._dice_area()
        # At most 200 px, or a quarter of the felt's smaller side on a very large table (a maximised
        # 4K window): the dice grow with the felt instead of lying small in its middle; and as much
        # larger than 200 px as the tray's words are larger than the app's (the window's one scale
        # on a large screen): the dice keep their proportion to the controls and the pad.
        base = QApplication.font().pointSizeF()
        grown = max(1.0, self.font().pointSizeF() / base) if base > 0 else 1.0
        largest = max(self._MAX_DIE * grown, min(felt.width(), felt.height()) * 0.25)
        one_row = min(self._fit(felt, (DICE_COUNT,)), largest)
        two_rows = min(self._fit(felt, (3, 2)), largest)
        stacked = two_rows > one_row * 1.25 or one_row < MIN_DIE_SIZE <= two_rows
        self._rows = (3, 2) if stacked else (DICE_COUNT,)
        self._die_side = int(max(MIN_DIE_SIZE, two_rows if stacked else one_row))
        for index in range(DICE_COUNT):
            self._place(index)

    def changeEvent(self, event: QEvent) -> None:
        """Repaint the tabletop when the palette (light / dark) changes; keep room for advice of the
        same number of lines when the words on the felt grow or shrink (a very large window)."""
        if event.type() == QEvent.Type.PaletteChange:
            self._background = None
            self.update()
        if event.type() == QEvent.Type.FontChange:
            size = self.font().pointSizeF()
            if self._advice_wanted and self._advice_font > 0 and size > 0 and size != self._advice_font:
                self.set_advice_room(round(self._advice_wanted * size / self._advice_font))
            self._advice_font = size
            self._lay_out_dice()  # the largest die follows the words (a large window's scale)
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the tabletop, painted once per size (moving dice repaint it many times a second)."""
        ratio = self.devicePixelRatioF()
        background = self._background
        if (
            background is None
            or background.devicePixelRatio() != ratio
            or background.width() != math.ceil(self.width() * ratio)
            or background.height() != math.ceil(self.height() * ratio)
        ):
            background = QPixmap(math.ceil(self.width() * ratio), math.ceil(self.height() * ratio))
            background.setDevicePixelRatio(ratio)
            self._paint_table(background)
            self._background = background
        painter = QPainter(self)  # clipped to the exposed region: only that part is copied
        painter.drawPixmap(QPointF(0, 0), background)
        painter.end()

    def _paint_table(self, device: QPixmap) -> None:
        """The tabletop: a wooden rim around soft felt, slightly shaded at the top edge.

        Each pixel is painted as few times as the look allows (the first frame paints
        this): the window's colour (only the corners show it), the wood only where the
        felt does not cover it, the shade only over the band it darkens.
        """
        palette = self.palette()
        device.fill(palette.window().color())
        painter = QPainter(device)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colors = table_colors(palette)
        outer = QRectF(self.rect())
        rim = self._rim()
        radius = min(rim * 2.6, 28.0)
        felt = self._felt_rect()
        felt_radius = radius * 0.6

        wood = QLinearGradient(outer.topLeft(), outer.bottomLeft())
        wood.setColorAt(0.0, colors.rim.lighter(118))
        wood.setColorAt(1.0, colors.rim.darker(115))
        ring = QPainterPath()  # odd-even fill: the outer shape less the felt's inside
        ring.addRoundedRect(outer, radius, radius)
        # 2 px inside the felt's edge, so that its antialiased edge still lies over wood.
        ring.addRoundedRect(felt.adjusted(2, 2, -2, -2), felt_radius - 2, felt_radius - 2)
        painter.fillPath(ring, wood)

        felt_path = QPainterPath()
        felt_path.addRoundedRect(felt, felt_radius, felt_radius)
        painter.fillPath(felt_path, table_gradient(palette, felt))
        # The felt sits below the rim: a soft shade along its top edge.
        band = rim * 2.5
        shade = QLinearGradient(felt.topLeft(), QPointF(felt.left(), felt.top() + band))
        shade.setColorAt(0.0, QColor(0, 0, 0, 70))
        shade.setColorAt(1.0, QColor(0, 0, 0, 0))
        painter.setClipRect(QRectF(felt.left(), felt.top(), felt.width(), band))
        painter.fillPath(felt_path, shade)
        painter.end()
