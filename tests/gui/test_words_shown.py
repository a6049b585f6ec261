"""Words on screen that name the app's games name all five (found on screenshots)."""

from __future__ import annotations

import pytest
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
