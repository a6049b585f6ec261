"""Printed sheets in the family's language: ``yachtgui-export --language`` and long words on the card."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor, QImage

from tests.export.support import pdf_pages_text
from yachtgui import i18n
from yachtgui.export.cli import main
from yachtgui.export.render import PAGE_SIZES, default_page_size, page_image, pdf_bytes
from yachtgui.export.sheet import blank_sheet
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
