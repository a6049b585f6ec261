"""The app's look in one place: fonts, the table, the score pad, the dice.

Every colour the widgets paint with comes from here, derived from the
application palette so that light and dark desktops both get high contrast.
Nothing here keeps state: functions take a :class:`QPalette` (usually
``widget.palette()``) and return colours, brushes or fonts.

Public API::

    apply_app_style(app)             # larger font, once per application
    is_dark(palette) -> bool
    table_gradient(palette, rect)  # the felt of the dice tray
    table_colors(palette) -> TableColors
    pad_colors(palette) -> PadColors # the paper score pad
    preview_font(font) / total_font(font)
    die_colors(palette) -> DieColors
    pip_color(face, colored) -> QColor
    KISMET_PIP_COLORS                # face -> QColor, Kismet's black / red / green
    KISMET_COLOR_NAMES               # face -> "black" | "red" | "green"
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Final, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette, QRadialGradient

from yachtgui.rules import die_color

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

__all__ = [
    "FONT_SCALE",
    "KISMET_COLOR_NAMES",
    "KISMET_PIP_COLORS",
    "PLAIN_PIP_COLOR",
    "DieColors",
    "PadColors",
    "TableColors",
    "apply_app_style",
    "die_colors",
    "is_dark",
    "pad_colors",
    "pip_color",
    "preview_font",
    "table_colors",
    "table_gradient",
    "total_font",
]

#: How much larger than the desktop default the app's font is ("readable from the sofa").
FONT_SCALE: Final = 1.2

# Kismet's pip colours. Picked so that the three groups differ in lightness by a wide
# margin (grayscale, and the common red-green deficiencies, keep them apart): a deep
# blue-black, a mid bluish green and a light vermilion. Each keeps at least 3:1 contrast
# against the ivory die face.
_KISMET_HEX: Final = {"black": "#101218", "green": "#005e48", "red": "#e65a1e"}

#: Face -> Kismet pip colour (1 and 6 black, 2 and 5 red, 3 and 4 green).
KISMET_PIP_COLORS: Final = MappingProxyType(
    {face: QColor(_KISMET_HEX[die_color(face)]) for face in range(1, 7)}
)
#: Face -> the word for its Kismet colour, for accessible names and tooltips.
KISMET_COLOR_NAMES: Final = MappingProxyType({face: die_color(face) for face in range(1, 7)})
#: Pips of plain (non-Kismet) dice.
PLAIN_PIP_COLOR: Final = QColor("#15171d")

_BASE_POINT_SIZE_KEY: Final = "yachtgui_base_point_size"


def is_dark(palette: QPalette | None = None) -> bool:
    """True when the desktop uses a dark colour scheme.

    Asks the platform (``styleHints().colorScheme()``) when no palette is
    given and the platform knows; otherwise compares the palette's window
    and text lightness.
    """
    if palette is None:
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            scheme = QGuiApplication.styleHints().colorScheme()
            if scheme != Qt.ColorScheme.Unknown:
                return scheme == Qt.ColorScheme.Dark
        palette = QGuiApplication.palette()
    window = palette.color(QPalette.ColorRole.Window)
    text = palette.color(QPalette.ColorRole.WindowText)
    return window.lightnessF() < text.lightnessF()


def apply_app_style(app: QApplication) -> None:
    """Give ``app`` the yachtgui look: a font :data:`FONT_SCALE` times the desktop default.

    Idempotent: calling it twice does not grow the font twice (the desktop
    size is remembered as an application property). Colours are not forced:
    widgets read the system palette through the functions of this module, so
    light and dark desktops both work.
    """
    font = QFont(app.font())
    base = app.property(_BASE_POINT_SIZE_KEY)
    if not isinstance(base, float):
        base = font.pointSizeF() if font.pointSizeF() > 0 else 10.0
        app.setProperty(_BASE_POINT_SIZE_KEY, float(base))
    font.setPointSizeF(round(base * FONT_SCALE * 2) / 2)
    app.setFont(font)


def preview_font(font: QFont) -> QFont:
    """``font`` styled for previews (what the dice would score): italic, never bold."""
    styled = QFont(font)
    styled.setItalic(True)
    styled.setBold(False)
    return styled


def total_font(font: QFont) -> QFont:
    """``font`` styled for subtotal, bonus and grand-total rows: bold."""
    styled = QFont(font)
    styled.setBold(True)
    return styled


# The colour sets are NamedTuples (immutable, compared by value): a frozen dataclass costs
# some 0.5 ms to create at import, a NamedTuple a tenth of that.


class TableColors(NamedTuple):
    """The tabletop of the dice tray: felt centre and edge, rim, and text on it."""

    felt: QColor
    felt_edge: QColor
    rim: QColor
    text: QColor


def table_colors(palette: QPalette) -> TableColors:
    """The felt colours for this palette: a warm green, darker on dark desktops."""
    if is_dark(palette):
        return TableColors(QColor("#245443"), QColor("#143328"), QColor("#4a3423"), QColor("#e9f2ec"))
    return TableColors(QColor("#33775a"), QColor("#235440"), QColor("#8a5a36"), QColor("#f7fbf8"))


def table_gradient(palette: QPalette, rect: QRectF) -> QRadialGradient:
    """The dice tray's felt over ``rect``: a soft radial gradient, lighter in the middle, as under a lamp.

    QPainter takes it wherever it takes a brush. (Making a QBrush of it in
    Python first makes PySide set up QImage's types to choose among QBrush's
    constructors, ~0.7 ms of the first frame.)
    """
    colors = table_colors(palette)
    radius = max(rect.width(), rect.height()) * 0.75
    gradient = QRadialGradient(QPointF(rect.center().x(), rect.top() + rect.height() * 0.42), radius)
    gradient.setColorAt(0.0, colors.felt.lighter(108))
    gradient.setColorAt(0.55, colors.felt)
    gradient.setColorAt(1.0, colors.felt_edge)
    return gradient


class PadColors(NamedTuple):
    """The score pad, a column of paper per player.

    ``paper`` the background, ``ink`` written scores, ``preview_ink`` what the
    dice would score (draw it with :func:`preview_font`), ``highlight`` the
    current player's column, ``rule_line`` the pad's ruled lines,
    ``bold_row_bg`` subtotal / bonus / total rows, ``heading`` section headings.
    """

    paper: QColor
    ink: QColor
    preview_ink: QColor
    highlight: QColor
    rule_line: QColor
    bold_row_bg: QColor
    heading: QColor


def pad_colors(palette: QPalette) -> PadColors:
    """Score-pad colours for this palette, light cream paper or dark slate.

    Ink on paper and on the highlight stays above 7:1 contrast; preview ink
    above 4.5:1, so previews are lighter yet readable.
    """
    if is_dark(palette):
        return PadColors(
            paper=QColor("#26241f"),
            ink=QColor("#f4efe3"),
            preview_ink=QColor("#a9b4c8"),
            highlight=QColor("#4a3f1e"),
            rule_line=QColor("#4b4a44"),
            bold_row_bg=QColor("#322f28"),
            heading=QColor("#e6c77a"),
        )
    return PadColors(
        paper=QColor("#fffcf2"),
        ink=QColor("#1b1c20"),
        preview_ink=QColor("#5a6478"),
        highlight=QColor("#ffe9a8"),
        rule_line=QColor("#c5d3e6"),
        bold_row_bg=QColor("#f3ecd9"),
        heading=QColor("#7a4a12"),
    )


class DieColors(NamedTuple):
    """How a die is painted: body gradient, edge, shadow, held outline and marks."""

    body_light: QColor
    body_dark: QColor
    edge: QColor
    shadow: QColor
    held_outline: QColor
    mark_fill: QColor
    mark_text: QColor
    focus: QColor
    hint: QColor


def die_colors(palette: QPalette) -> DieColors:
    """Die colours: ivory in both schemes (dice are ivory on any table); marks follow the palette."""
    dark = is_dark(palette)
    return DieColors(
        body_light=QColor("#fffdf7"),
        body_dark=QColor("#ebe3cf") if not dark else QColor("#ddd4bf"),
        edge=QColor("#a89c82"),
        shadow=QColor(0, 0, 0, 110 if dark else 80),
        held_outline=QColor("#15171d"),
        mark_fill=QColor("#15171d"),
        mark_text=QColor("#ffffff"),
        focus=QColor("#ffd34d"),
        hint=QColor("#fff4c2"),
    )


def pip_color(face: int, colored: bool) -> QColor:
    """The pip colour of ``face``: Kismet's colour when ``colored``, else near-black."""
    if colored and face in KISMET_PIP_COLORS:
        return QColor(KISMET_PIP_COLORS[face])
    return QColor(PLAIN_PIP_COLOR)
