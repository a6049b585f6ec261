"""The app starts in the language of ``LANGUAGE`` / ``LANG`` or of the Preferences, for real.

Each start is a subprocess of the real start-up (``yachtgui --variant ... --players ...``,
offscreen) with a fresh cache folder: the first start in a language compiles its ``.ts`` there
(what a German family gets after the README's one set-up command). It reports the main window's
texts and Qt's own Cancel button; every text the German or Swedish start shows is the committed
``.ts`` file's translation of what the English start shows.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from yachtgui.i18n import LANGUAGES, TRANSLATIONS_DIR, _tool, translation_file

from .test_i18n_ts import read_ts

ROOT = Path(__file__).resolve().parents[1]

#: Run in the child: start the app as ``yachtgui`` does, report the window's texts once shown, quit.
_REPORT = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QPushButton
import yachtgui.launch as app
from yachtgui.__main__ import main

made = app.create_window

def create_window(options):
    window = made(options)
    def report():
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        roll = window.findChild(QPushButton, "rollButton")
        print(json.dumps({
            "menus": [action.text() for action in window.menuBar().actions()],
            "actions": [action.text() for menu in window.menuBar().actions() if menu.menu()
                        for action in menu.menu().actions() if action.text()],
            "roll": roll.text() if roll is not None else "",
            "cancel": cancel.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", ""),
        }), flush=True)
        QApplication.exit(0)
    window.firstPainted.connect(lambda: QTimer.singleShot(0, window, report))  # the menus are filled then
    return window

app.create_window = create_window
sys.exit(main(["--variant", "kismet", "--players", "Ann,Bob", "--no-animation", "--seed", "1"]))
"""


def start_app(tmp_path: Path, **environment: str) -> dict[str, object]:
    """Start the app in a subprocess with ``environment`` (no other language variables) and its report."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("LANGUAGE", "LANG", "LC_ALL", "LC_MESSAGES")}
    env.update({"QT_QPA_PLATFORM": "offscreen", "YACHTGUI_CACHE_DIR": str(tmp_path / "cache"),
                "YACHTGUI_DATA_DIR": str(tmp_path / "data"), "YACHTGUI_CONFIG_DIR": str(tmp_path / "config"),
                "LANG": "C.UTF-8"})
    env.update(environment)
    result = subprocess.run([sys.executable, "-c", _REPORT], capture_output=True, text=True, env=env,
                            cwd=tmp_path, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    report: dict[str, object] = json.loads(result.stdout.strip().splitlines()[-1])
    return report


def _translations(language: str) -> dict[str, set[str]]:
    """Source text -> its finished translations (in any context) in the committed .ts."""
    found: dict[str, set[str]] = {}
    for message in read_ts(TRANSLATIONS_DIR / f"yachtgui_{language}.ts"):
        if message.translation and not message.kind:
            found.setdefault(message.source, set()).add(message.translation)
    return found


@pytest.fixture(scope="session")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The committed .ts files compiled with pyside6-lrelease into a temporary folder (no build step)."""
    folder = tmp_path_factory.mktemp("qm")
    paths = {}
    for language in LANGUAGES:
        if language == "en":
            continue
        paths[language] = folder / f"yachtgui_{language}.qm"
        subprocess.run([_tool("lrelease"), "-silent", str(TRANSLATIONS_DIR / f"yachtgui_{language}.ts"),
                        "-qm", str(paths[language])], check=True)
    return paths


@pytest.fixture(scope="module")
def english(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    return start_app(tmp_path_factory.mktemp("en"), LANGUAGE="en")


@pytest.mark.parametrize(("environment", "language", "cancel"), [
    ({"LANGUAGE": "de"}, "de", "Abbrechen"),
    ({"LANG": "sv_SE.UTF-8"}, "sv", "Avbryt"),
])
def test_the_app_starts_in_the_language_of_the_environment(
        tmp_path: Path, english: dict[str, object], environment: dict[str, str], language: str,
        cancel: str) -> None:
    shown = start_app(tmp_path, **environment)
    assert shown["cancel"] == cancel, "Qt's own translation (qtbase) was not loaded"
    assert english["cancel"] == "Cancel"
    _assert_translated(english, shown, language)


def test_the_preferences_choice_wins_over_the_environment_at_the_next_start(
        tmp_path: Path, english: dict[str, object]) -> None:
    config = tmp_path / "config"
    config.mkdir()
    (config / "yachtgui.ini").write_text("[General]\nlanguage=de\n", encoding="utf-8")
    shown = start_app(tmp_path, LANG="sv_SE.UTF-8")
    assert shown["cancel"] == "Abbrechen"
    _assert_translated(english, shown, "de")


def _pattern(text: str) -> re.Pattern[str]:
    """``text`` as a regular expression in which each ``{placeholder}`` stands for any value."""
    return re.compile("".join(".+?" if re.fullmatch(r"\{[^{}]*\}", piece) else re.escape(piece)
                              for piece in re.split(r"(\{[^{}]*\})", text)), re.DOTALL)


def _is_translation(english: str, shown: str, translations: dict[str, set[str]]) -> bool:
    """True when ``shown`` is a translation of ``english``, also of a source with placeholders filled in."""
    if shown in translations.get(english, set()):
        return True
    return any(_pattern(source).fullmatch(english) and any(_pattern(t).fullmatch(shown) for t in translated)
               for source, translated in translations.items() if "{" in source)


def _assert_translated(english: dict[str, object], shown: dict[str, object], language: str) -> None:
    translations = _translations(language)
    pairs = list(zip(english["menus"], shown["menus"], strict=True))  # type: ignore[call-overload]
    pairs += list(zip(english["actions"], shown["actions"], strict=True))  # type: ignore[call-overload]
    pairs.append((english["roll"], shown["roll"]))
    assert len(pairs) > 10, "the window's menus were not filled"
    wrong = [f"{source!r} shows {text!r}, not {sorted(translations.get(source, {'(no translation)'}))}"
             for source, text in pairs if not _is_translation(source, text, translations)]
    assert not wrong, f"the {language} start shows what its .ts does not translate so:\n" + "\n".join(wrong)


def test_a_start_from_the_sources_compiles_the_translation_once_into_the_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, compiled: dict[str, Path]) -> None:
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(tmp_path))
    first = translation_file("de")
    assert first is not None
    assert first.read_bytes() == compiled["de"].read_bytes() or first.parent == TRANSLATIONS_DIR
    if first.parent != TRANSLATIONS_DIR:  # no up-to-date build beside the .ts: the cache has it
        assert first.parent == tmp_path / "translations"
        modified = first.stat().st_mtime_ns
        assert translation_file("de") == first
        assert first.stat().st_mtime_ns == modified, "compiled again although the .ts did not change"


def test_the_compiled_translations_load(compiled: dict[str, Path]) -> None:
    for path in compiled.values():
        assert QTranslator().load(str(path)), f"{path.name} does not load"


def test_the_preferences_say_the_language_applies_at_the_next_start(qapp: object) -> None:
    from PySide6.QtWidgets import QFormLayout, QLabel

    from yachtgui.app.settings import Settings
    from yachtgui.widgets.senses.preferences import SensesGroup

    group = SensesGroup(Settings())
    form = next(layout for layout in group.findChildren(QFormLayout))
    label = form.labelForField(group.language_combo)
    assert isinstance(label, QLabel)
    assert "next start" in label.text()
    assert "next start" in group.language_combo.toolTip()
