"""Kismet's pip colours under simulated colour-vision deficiencies, and the marks that work without colour.

The dice are painted as the app paints them; the pixels of the pips are passed
through the Machado, Oliveira and Fernandes (2009) simulation matrices for
protanopia, deuteranopia and tritanopia (severity 1.0, applied to linear RGB).
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from yachtgui.widgets.table.dice import paint_die, pip_centers

Matrix = tuple[tuple[float, float, float], ...]

#: Machado et al. 2009, severity 1.0.
SIMULATIONS: dict[str, Matrix] = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
#: One face of each colour: 1 black, 2 red, 3 green.
FACES = {"black": 1, "red": 2, "green": 3}
SIDE = 300
_BODY = QRectF(10, 10, SIDE, SIDE)


def _render(face: int) -> QImage:
    image = QImage(SIDE + 20, SIDE + 20, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f6b3a"))
    painter = QPainter(image)
    paint_die(painter, _BODY, face, colored=True, shadow=False)
    painter.end()
    return image


def _pip_radius(face: int) -> float:
    return SIDE * (0.118 if face == 1 else 0.092)


def _sample(image: QImage, at: QPointF) -> tuple[float, float, float]:
    """The mean colour of a 3x3 patch, as linear RGB 0..1."""
    total = [0.0, 0.0, 0.0]
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            color = image.pixelColor(round(at.x()) + dx, round(at.y()) + dy)
            for i, channel in enumerate((color.redF(), color.greenF(), color.blueF())):
                total[i] += _linear(channel) / 9
    return total[0], total[1], total[2]


def _pip_colour(face: int) -> tuple[float, float, float]:
    """The ink of a pip, between its mark (a dot or a ring) and its edge."""
    center = pip_centers(face, _BODY)[0]
    return _sample(_render(face), center + QPointF(_pip_radius(face) * 0.38, 0))


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def _simulate(rgb: tuple[float, float, float], matrix: Matrix) -> tuple[float, float, float]:
    r, g, b = (min(1.0, max(0.0, sum(row[i] * rgb[i] for i in range(3)))) for row in matrix)
    return r, g, b


def _luminance(rgb: tuple[float, float, float]) -> float:
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]


def _contrast(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    darker, lighter = sorted((_luminance(a), _luminance(b)))
    return (lighter + 0.05) / (darker + 0.05)


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.9505
    y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def _delta_e(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    return math.dist(_lab(a), _lab(b))


@pytest.fixture(scope="module")
def inks() -> dict[str, tuple[float, float, float]]:
    return {name: _pip_colour(face) for name, face in FACES.items()}


@pytest.mark.parametrize("vision", list(SIMULATIONS))
@pytest.mark.parametrize(("a", "b"), [("black", "red"), ("black", "green"), ("red", "green")])
def test_the_three_pip_colours_stay_apart_under_colour_blindness(
        inks: dict[str, tuple[float, float, float]], vision: str, a: str, b: str) -> None:
    matrix = SIMULATIONS[vision]
    seen_a, seen_b = _simulate(inks[a], matrix), _simulate(inks[b], matrix)
    # CIELAB distance: 2.3 is just noticeable; over 25 the two read as different colours at a glance.
    assert _delta_e(seen_a, seen_b) >= 25, f"{a} and {b} look alike under {vision}"
    # And a lightness difference remains (grayscale, and the tritan and protan lightness shifts).
    assert _contrast(seen_a, seen_b) >= 1.5, f"{a} and {b} are equally light under {vision}"


@pytest.mark.parametrize("vision", list(SIMULATIONS))
def test_every_pip_stands_out_from_the_die_under_colour_blindness(
        inks: dict[str, tuple[float, float, float]], vision: str) -> None:
    face = _sample(_render(1), QPointF(_BODY.left() + SIDE * 0.15, _BODY.top() + SIDE * 0.5))
    matrix = SIMULATIONS[vision]
    for name, ink in inks.items():
        assert _contrast(_simulate(ink, matrix), _simulate(face, matrix)) >= 2.5, name


def test_marks_tell_the_colours_apart_in_grayscale() -> None:
    """Without any colour: black pips are plain, red ones have a light centre, green ones a light ring."""
    def lightness(face: int, fraction: float) -> float:
        center = pip_centers(face, _BODY)[0]
        return _luminance(_sample(_render(face), center + QPointF(_pip_radius(face) * fraction, 0)))

    face_light = _luminance(_sample(_render(1), QPointF(_BODY.left() + SIDE * 0.15, _BODY.center().y())))
    light = face_light * 0.6
    black, red, green = FACES["black"], FACES["red"], FACES["green"]
    assert lightness(black, 0) < light
    assert lightness(black, 0.55) < light
    assert lightness(red, 0) > light  # the dot
    assert lightness(red, 0.55) < light
    assert lightness(green, 0) < light
    assert lightness(green, 0.55) > light  # the ring


@pytest.mark.parametrize("players", [2, 4, 10])
def test_the_score_charts_lines_say_whose_they_are_without_colour(qtbot: QtBot, players: int) -> None:
    """The statistics' chart of scores over time with one colour for every line: each player's line
    (and legend entry) still looks its own, by its dash pattern and its markers. Swapping two players'
    scores then changes the picture; were colour the only cue, the picture would stay the same."""
    from yachtgui.widgets.review.stats import ScoreChart

    when = [f"2026-0{1 + i // 3}-1{i % 3}T12:00:00" for i in range(6)]
    scores = [[150 + (17 * i * (p + 3)) % 140 for i in range(6)] for p in range(players)]

    def picture(order: list[int]) -> QImage:
        chart = ScoreChart()
        qtbot.addWidget(chart)
        chart.colors = lambda: ("#444444",) * 10  # type: ignore[method-assign]  # every line one colour
        chart.resize(640, 360)
        chart.set_series([("Player", list(zip(when, scores[p], strict=True))) for p in order], "Kismet")
        return chart.grab().toImage()

    plain = list(range(players))
    first = picture(plain)
    for other in range(1, players):
        swapped = plain.copy()
        swapped[0], swapped[other] = swapped[other], swapped[0]
        assert _pixels_apart(first, picture(swapped)) > 40, \
            f"lines 1 and {other + 1} differ by colour alone"


def _pixels_apart(one: QImage, two: QImage) -> int:
    """How many pixels of two pictures of one size differ clearly (not by a rounding of the blending)."""
    assert one.size() == two.size()
    first = one.convertToFormat(QImage.Format.Format_Grayscale8)
    second = two.convertToFormat(QImage.Format.Format_Grayscale8)
    pairs = zip(bytes(first.constBits()), bytes(second.constBits()), strict=True)
    return sum(abs(a - b) > 40 for a, b in pairs)
