"""Printed sheets in the family's language: ``yachtgui-export --language`` and long words on the card."""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from tests.export.support import NAMES, finished_game, pdf_pages_text
from yachtgui import i18n
from yachtgui.export.cli import main
from yachtgui.export.dialogs import BlankPadDialog
from yachtgui.export.render import PAGE_SIZES, default_page_size, page_image, pdf_bytes
from yachtgui.export.sheet import (
    BONUS,
    GRAND_TOTAL,
    LOWER_TOTAL,
    PLACE,
    UPPER_SUBTOTAL,
    UPPER_TOTAL,
    blank_sheet,
    game_sheet,
)
from yachtgui.persistence import Seat
from yachtgui.rules import VARIANTS
from yachtgui.text import translate

#: A few of the sheet's words in German, as the translators' table has them.
GERMAN = {
    ("ScoreSheet", "Score pad"): "Spielblock",
    ("ScoreSheet", "Dice colours: {pairs}."): "Würfelfarben: {pairs}.",
    ("ScoreSheet", "black"): "schwarz",
    ("CardRenderer", "Printed with yachtgui"): "Gedruckt mit yachtgui",
    ("CardRenderer", "Name"): "Name",
}


def _lrelease() -> str:
    found = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or shutil.which(
        "pyside6-lrelease"
    )
    assert found, "pyside6-lrelease comes with PySide6-Essentials"
    return found


@pytest.fixture
def german_app_translation(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A yachtgui_de.qm with :data:`GERMAN`, where the app looks for its translations."""
    contexts: dict[str, list[str]] = {}
    for (context, source), text in GERMAN.items():
        contexts.setdefault(context, []).append(
            f"<message><source>{escape(source)}</source><translation>{escape(text)}</translation></message>"
        )
    body = "".join(f"<context><name>{name}</name>{''.join(m)}</context>" for name, m in contexts.items())
    ts = tmp_path / "yachtgui_de.ts"
    ts.write_text(
        f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="de">{body}</TS>',
        encoding="utf-8",
    )
    subprocess.run([_lrelease(), str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True, capture_output=True)
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", tmp_path)
    return tmp_path


def _pad(tmp_path: Path, *options: str) -> str:
    out = tmp_path / "pad.pdf"
    assert main(["blank", "kismet", *options, "-o", str(out)]) == 0
    (text,) = pdf_pages_text(out.read_bytes())
    return text


def test_language_option_prints_the_pad_in_german_and_leaves_the_program_english(
    german_app_translation: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "sv")  # the option wins over the environment
    locale_before = QLocale().name()
    text = _pad(tmp_path, "--language", "de")
    assert "Spielblock" in text
    assert "Würfelfarben:" in text
    assert "Gedruckt mit yachtgui" in text
    assert "Kismet" in text  # the variant's name never translates
    # The command removed its translators and locale again (it may run inside another Qt program).
    assert translate("ScoreSheet", "Score pad") == "Score pad"
    assert QLocale().name() == locale_before


def test_language_english_prints_english_whatever_the_environment(
    german_app_translation: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "de")
    text = _pad(tmp_path, "--language", "en")
    assert "Score pad" in text
    assert "Spielblock" not in text


def test_without_the_option_the_pad_speaks_the_app_s_language(
    german_app_translation: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "de")  # no Preferences saved: the environment decides, as in the app
    assert "Spielblock" in _pad(tmp_path)
    assert not (tmp_path / "config").exists()  # asking for the app's choice wrote no settings


def test_unknown_language_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pad.pdf"
    assert main(["blank", "kismet", "--language", "fr", "-o", str(out)]) == 2
    assert "--language" in capsys.readouterr().err
    assert not out.exists()


def _table_bottom(image: QImage) -> int:
    """The lowest pixel row drawn across most of the page: the table's bottom rule."""
    for y in range(image.height() - 1, -1, -1):
        dark = sum(QColor(image.pixel(x, y)).lightness() < 160 for x in range(0, image.width(), 2))
        if dark > 0.5 * image.width() / 2:
            return y
    raise AssertionError("no table on the page")


def test_a_note_too_long_for_one_line_wraps_and_the_table_makes_room() -> None:
    """German and Swedish sentences are longer: a long note wraps onto more lines, never cut off."""
    pad = blank_sheet(VARIANTS["yahtzee"], ["Ann"], 2)
    long_note = " ".join(["Ein ausgesprochen langer Hinweis für den Spielblock"] * 6) + " ENDE."
    short = dataclasses.replace(pad, notes=(*pad.notes, "Kurz."))
    long = dataclasses.replace(pad, notes=(*pad.notes, long_note))
    a4 = PAGE_SIZES["A4"]
    short_bottom = _table_bottom(page_image(short, 0, a4, dpi=72))
    long_bottom = _table_bottom(page_image(long, 0, a4, dpi=72))
    assert short_bottom > 600  # found the table's bottom rule, low on the page
    assert long_bottom < short_bottom - 8  # the table made room for the note's further lines
    (text,) = pdf_pages_text(pdf_bytes(long, a4))
    assert "ENDE." in text


def test_the_paper_follows_where_the_family_lives_not_the_language() -> None:
    """German in Chicago still prints on Letter: installing a language sets the default QLocale."""
    home = default_page_size(QLocale.system())
    elsewhere = QLocale("de_DE") if home == PAGE_SIZES["Letter"] else QLocale("en_US")
    assert default_page_size(elsewhere) != home
    before = QLocale()
    QLocale.setDefault(elsewhere)
    try:
        assert default_page_size() == home
    finally:
        QLocale.setDefault(before)


# --- nothing English left: a pseudo-translation marks every word that went through translate() ---------


class _Pseudo(QTranslator):
    """Translates every text to "[[text]]", so an unmarked word is the one without brackets."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return f"[[{source}]]"

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def pseudo(qapp: QApplication) -> Iterator[None]:
    translator = _Pseudo()
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


def _unmarked(text: str, *allowed: str) -> str:
    """The words of ``text`` outside every [[...]] (innermost first), ``allowed`` words removed."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"\[\[[^\[\]]*\]\]", "", text)
    for word in allowed:
        text = text.replace(word, "")
    return "".join(re.findall(r"[^\W\d_]+", text))


@pytest.mark.parametrize("variant_id", ["kismet", "yatzy", "yahtzee"])
def test_every_word_the_export_adds_to_a_card_is_translated(pseudo: None, variant_id: str) -> None:
    game = finished_game(variant_id, ["Ann", "Bob", "Cy"])
    seats = [Seat("Ann"), Seat("Bob", "hard"), Seat("Cy", "easy")]
    names = ("Ann", "Bob", "Cy", "Kismet")  # the players' names, and the Second Kismet's (a box's) name
    card = game_sheet(game, seats)
    pad = blank_sheet(VARIANTS[variant_id], ["Ann"])
    for sheet in (card, pad):
        assert _unmarked(sheet.subtitle) == ""
        assert _unmarked(sheet.result, *names) == ""
        for column in sheet.columns:
            assert _unmarked(column.note) == ""
            assert _unmarked(column.cells.get(PLACE, "")) == ""
        # The rules' own words (sums, house-rule notes) are translated by yachtgui.rules.
        for note in sheet.notes:
            if "five of a kind" not in note:
                assert _unmarked(note, *names) == "", note
        for row in sheet.rows:
            if row.key not in (UPPER_SUBTOTAL, UPPER_TOTAL, LOWER_TOTAL, BONUS, GRAND_TOTAL):
                assert _unmarked(row.label, *names) == "", row.label
            assert _unmarked(row.rule, *names) == "", row.rule


def test_every_word_of_the_blank_pad_dialog_is_translated(pseudo: None) -> None:
    dialog = BlankPadDialog(None, "kismet")
    try:
        assert _unmarked(dialog.windowTitle()) == ""
        for widget in dialog.findChildren(QWidget):
            for text in (widget.toolTip(), widget.accessibleName()):
                assert _unmarked(text) == "", text
        for label in dialog.findChildren(QLabel):
            assert _unmarked(label.text()) == "", label.text()
        for button in (dialog.save_button, dialog.print_button):
            assert _unmarked(button.text()) == ""
        assert _unmarked(dialog.names_edit.placeholderText()) == ""
        papers = [dialog.paper_box.itemText(i) for i in range(dialog.paper_box.count())]
        assert [_unmarked(paper, "A") for paper in papers] == ["", ""]
    finally:
        dialog.deleteLater()


def test_the_renderer_s_own_words_are_translated(pseudo: None) -> None:
    card = game_sheet(finished_game("yatzy", NAMES[:8]))
    pages = pdf_pages_text(pdf_bytes(card, PAGE_SIZES["A4"]))
    assert len(pages) == 2
    for marked in ("[[Printed with yachtgui · page 1 of 2]]", "[[Players 1–4 of 8]]", "[[Player]]"):
        assert marked in pages[0]
    assert "[[Winner]]" in " ".join(pages)  # under the winner's name, on the page with their column
    assert "[[Name]]" in pdf_pages_text(pdf_bytes(blank_sheet(VARIANTS["yatzy"]), PAGE_SIZES["A4"]))[0]
