"""One way of saying one thing on every screen, in every language (found on screenshots).

The scorekeeper says "Ann: 25 bei Full House" / "Ann: 25 på Full House" on the table; the replay,
the celebration banner, the turning points of a game and the confirm-a-score line said "in" / "i"
for the same words ("Zug 7 von 24 · Ann: 2 in Einser").
"""

from __future__ import annotations

import re

import pytest

from yachtgui.i18n import TRANSLATIONS_DIR

from .test_i18n_ts import read_ts

#: How each language puts points into a box, as the table's scorekeeper says it.
POINTS_IN_BOX = {"de": "bei {box}", "sv": "på {box}"}


@pytest.mark.parametrize(("language", "wording"), POINTS_IN_BOX.items())
def test_points_go_into_a_box_in_the_same_words_everywhere(language: str, wording: str) -> None:
    path = TRANSLATIONS_DIR / f"yachtgui_{language}.ts"
    odd = [f"{message} -> {message.translation!r}" for message in read_ts(path)
           if "in {box}" in message.source and "{points}" in message.source
           and message.kind not in ("vanished", "obsolete") and wording not in message.translation]
    assert odd == []


#: German speaks to the player as "du" in the written imperative throughout ("Drücke die Leertaste",
#: "Wähle ein Feld", "Klicke darauf"); the help line said "Drück" where the status bar said "Drücke".
#: ("Klick" alone is also the noun: "per Klick", "der erste Klick".)
CLIPPED_IMPERATIVES = re.compile(r"\b(Drück|drück|Wähl|wähl|Trag|trag)\b|\b[Kk]lick (auf|darauf|noch)\b")


def test_german_asks_the_player_in_one_form_of_the_imperative() -> None:
    path = TRANSLATIONS_DIR / "yachtgui_de.ts"
    odd = [message.translation for message in read_ts(path)
           if message.kind not in ("vanished", "obsolete")
           and CLIPPED_IMPERATIVES.search(message.translation)]
    assert odd == []
