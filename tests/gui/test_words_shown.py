"""Words and figures on screen, as a family reads them (found on screenshots)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.rules import VARIANTS
from yachtgui.rules.words import variant_name
from yachtgui.widgets.table.felt import WelcomeCard


@pytest.mark.parametrize("language", ["en", "de", "sv"], indirect=True)
def test_the_welcome_card_names_every_game(qtbot: QtBot, language: str) -> None:
    """It offered "Kismet, Yacht, Yatzy or the 12-box Yacht": Yahtzee, a game of the New Game
    dialog, was missing from the first words a family reads."""
    host = QWidget()
    qtbot.addWidget(host)
    card = WelcomeCard(host)
    text = " ".join(label.text() for label in card.findChildren(QLabel))
    for variant in VARIANTS.values():
        name = variant_name(variant).split(" (")[0]  # "Yacht (12 boxes)": its name, and its 12
        assert name in text, (language, variant.id)
    assert "12" in text
    assert "Yahtzee" in text


@pytest.mark.parametrize("language", ["en", "de", "sv"], indirect=True)
def test_the_statistics_write_a_percentage_as_the_pad_does(language: str) -> None:
    """English statistics said "50%" while the pad, the volume and the progress said "42 %"."""
    from yachtgui.text import translate
    from yachtgui.widgets.review.stats import _percent

    assert _percent(0.5) == translate("WinChances", "{percent} %").format(percent=50), language


@given(low=st.floats(0, 2000), span=st.floats(0, 2000))
def test_the_score_charts_axis_has_round_marks_around_the_totals(low: float, span: float) -> None:
    """The statistics chart's axis read 51, 60, 70, 79, 88 (the lowest and highest totals and the
    quarters between), the lines on the very edges of the chart."""
    from yachtgui.widgets.review.stats import nice_axis

    high = low + span
    bottom, top, step = nice_axis(low, high)
    assert bottom <= low
    assert high <= top
    assert step >= 1
    assert step == int(step)
    assert bottom % step == 0
    assert top % step == 0
    assert 1 <= round((top - bottom) / step) <= 10
    mantissa = step / 10 ** math.floor(math.log10(step))
    assert round(mantissa, 6) in (1, 2, 2.5, 5)
