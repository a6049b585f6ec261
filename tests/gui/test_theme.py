"""The theme: a larger font once, and high-contrast colours in light and dark palettes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QGradient, QImage, QPalette
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtgui.theme import (
    FONT_SCALE,
    KISMET_COLOR_NAMES,
    KISMET_PIP_COLORS,
    apply_app_style,
    is_dark,
    pad_colors,
    preview_font,
    table_colors,
    table_gradient,
    total_font,
)
from yachtgui.widgets.icon import ICON_SIZES, app_icon, render_icon_image, render_icon_png


def make_palette(window: str, text: str) -> QPalette:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor(window))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
    return palette


LIGHT = make_palette("#efefef", "#101010")
DARK = make_palette("#2a2a2a", "#f0f0f0")


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two opaque colours."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.fixture
def app_font_restored(qapp: QApplication) -> Iterator[QApplication]:
    """The application, with its font and remembered base size put back afterwards."""
    font = QFont(qapp.font())
    base = qapp.property("yachtgui_base_point_size")
    yield qapp
    qapp.setFont(font)
    qapp.setProperty("yachtgui_base_point_size", base)


def test_app_font_is_a_step_larger_and_applying_twice_does_not_grow_it(
    app_font_restored: QApplication,
) -> None:
    app = app_font_restored
    app.setProperty("yachtgui_base_point_size", None)
    app.setFont(QFont(app.font().family(), 10))
    apply_app_style(app)
    once = app.font().pointSizeF()
    apply_app_style(app)
    assert once == pytest.approx(10 * FONT_SCALE, abs=0.5)
    assert once > 10
    assert app.font().pointSizeF() == once


def test_dark_and_light_palettes_are_told_apart() -> None:
    assert is_dark(DARK)
    assert not is_dark(LIGHT)


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_score_pad_ink_is_high_contrast_and_previews_lighter_but_readable(palette: QPalette) -> None:
    pad = pad_colors(palette)
    assert contrast(pad.ink, pad.paper) >= 7
    assert contrast(pad.ink, pad.highlight) >= 7
    assert contrast(pad.ink, pad.bold_row_bg) >= 7
    assert contrast(pad.preview_ink, pad.paper) >= 4.5
    assert contrast(pad.preview_ink, pad.highlight) >= 4.5
    assert contrast(pad.preview_ink, pad.paper) < contrast(pad.ink, pad.paper)
    assert contrast(pad.heading, pad.paper) >= 4.5
    assert pad.highlight != pad.paper


def test_pad_follows_the_palette() -> None:
    assert pad_colors(LIGHT).paper.lightnessF() > 0.8
    assert pad_colors(DARK).paper.lightnessF() < 0.3


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_table_text_stands_out_on_the_felt(palette: QPalette) -> None:
    table = table_colors(palette)
    assert contrast(table.text, table.felt) >= 4.5


@pytest.mark.parametrize("palette", [LIGHT, DARK], ids=["light", "dark"])
def test_the_felt_is_lighter_in_the_middle_and_fills_its_rect(palette: QPalette) -> None:
    rect = QRectF(10, 20, 300, 100)
    gradient = table_gradient(palette, rect)
    assert gradient.type() == QGradient.Type.RadialGradient
    felt = table_colors(palette)
    assert [color for _, color in gradient.stops()] == [felt.felt.lighter(108), felt.felt, felt.felt_edge]
    assert gradient.center().x() == rect.center().x()
    assert gradient.radius() == 225  # three quarters of the longer side: the corners get the edge colour


def test_the_felt_is_darker_on_a_dark_desktop() -> None:
    rect = QRectF(0, 0, 300, 100)
    dark, light = table_gradient(DARK, rect).stops()[1][1], table_gradient(LIGHT, rect).stops()[1][1]
    assert dark.lightness() < light.lightness()


def test_preview_font_is_italic_and_totals_bold(qtbot: QtBot) -> None:
    base = QFont("DejaVu Sans", 12)
    base.setBold(True)
    assert preview_font(base).italic()
    assert not preview_font(base).bold()
    assert total_font(QFont("DejaVu Sans", 12)).bold()


def test_kismet_colours_pair_opposite_faces() -> None:
    assert KISMET_COLOR_NAMES == {1: "black", 2: "red", 3: "green", 4: "green", 5: "red", 6: "black"}
    for face in range(1, 7):
        assert KISMET_PIP_COLORS[face] == KISMET_PIP_COLORS[7 - face]
    assert len({KISMET_PIP_COLORS[f].name() for f in (1, 2, 3)}) == 3


def test_kismet_pips_keep_three_to_one_contrast_on_ivory() -> None:
    ivory = QColor("#f4eedd")  # the darker end of the die body
    for face in (1, 2, 3):
        assert contrast(KISMET_PIP_COLORS[face], ivory) >= 3


# --- the window icon ---------------------------------------------------------


def test_app_icon_carries_every_size_from_16_to_512(qapp: QApplication) -> None:
    icon = app_icon()
    sizes = {(s.width(), s.height()) for s in icon.availableSizes()}
    assert {(n, n) for n in ICON_SIZES} <= sizes
    assert {16, 512} <= set(ICON_SIZES)


@pytest.mark.parametrize("size", [16, 48, 256])
def test_icon_shows_an_ivory_die_with_dark_pips(size: int) -> None:
    image = render_icon_image(size)
    colors = [image.pixelColor(x, y) for x in range(size) for y in range(0, size, max(1, size // 32))]
    assert any(c.alpha() == 255 and c.lightness() > 220 for c in colors)  # ivory body
    assert any(c.alpha() == 255 and c.lightness() < 60 for c in colors)  # pips
    assert image.pixelColor(0, 0).alpha() == 0  # transparent corner


def test_icon_png_is_written_at_the_asked_size(tmp_path: Path) -> None:
    target = tmp_path / "yachtgui-128.png"
    render_icon_png(target, 128)
    loaded = QImage(str(target))
    assert (loaded.width(), loaded.height()) == (128, 128)
    with pytest.raises(ValueError, match="8 to 1024"):
        render_icon_png(tmp_path / "huge.png", 4096)
