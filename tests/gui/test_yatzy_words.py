"""Scandinavian Yatzy's five-of-a-kind box is "Yatzy" in Swedish and German, as families there call it;
English keeps the rule sheet's "Yacht", and Yacht's own box stays "Yacht" (issue 22, item 8)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from yachtgui.i18n import TRANSLATIONS_DIR
from yachtgui.rules import VARIANTS
from yachtgui.rules.words import box_name


@pytest.fixture(params=["sv", "de"])
def translated(request: pytest.FixtureRequest, qapp: QApplication, tmp_path: Path) -> Iterator[str]:
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) \
        or shutil.which("pyside6-lrelease")
    assert lrelease, "pyside6-lrelease comes with PySide6-Essentials"
    qm = tmp_path / f"yachtgui_{request.param}.qm"
    subprocess.run([lrelease, str(TRANSLATIONS_DIR / f"yachtgui_{request.param}.ts"), "-qm", str(qm)],
                   check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    qapp.installTranslator(translator)
    yield request.param
    qapp.removeTranslator(translator)


def test_yatzy_calls_its_five_of_a_kind_yatzy(translated: str) -> None:
    assert box_name(VARIANTS["yatzy"].box("yacht")) == "Yatzy"
    assert VARIANTS["yatzy"].display_name("yacht") == "Yatzy"
    assert box_name(VARIANTS["yacht"].box("yacht")) == "Yacht"


def test_english_keeps_the_rule_sheets_yacht() -> None:
    assert box_name(VARIANTS["yatzy"].box("yacht")) == "Yacht"
    assert VARIANTS["yatzy"].box("yacht") == VARIANTS["yacht"].box("yacht")  # the same rules
