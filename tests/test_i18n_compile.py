"""A start from the sources compiles a language's .ts into the cache once; a build's .qm is used as is."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from yachtgui import i18n

_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="de">
<context><name>Start</name>
<message><source>Roll</source><translation>{word}</translation></message>
</context></TS>
"""


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """A translations folder with a German .ts, and an empty cache folder."""
    translations, cache = tmp_path / "translations", tmp_path / "cache"
    translations.mkdir()
    (translations / "yachtgui_de.ts").write_text(_TS.format(word="Würfeln"), encoding="utf-8")
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", translations)
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(cache))
    return translations, cache


def _says(qm: Path | None) -> str:
    from PySide6.QtCore import QTranslator

    assert qm is not None
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator.translate("Start", "Roll")


def test_the_first_start_compiles_the_ts_into_the_cache_and_later_starts_reuse_it(
        folders: tuple[Path, Path]) -> None:
    _, cache = folders
    first = i18n.translation_file("de")
    assert first is not None
    assert first.parent == cache / "translations"
    assert _says(first) == "Würfeln"
    modified = first.stat().st_mtime_ns
    assert i18n.translation_file("de") == first
    assert first.stat().st_mtime_ns == modified


def test_a_changed_ts_is_compiled_again_and_the_old_compilation_goes(folders: tuple[Path, Path]) -> None:
    translations, cache = folders
    old = i18n.translation_file("de")
    (translations / "yachtgui_de.ts").write_text(_TS.format(word="Los!"), encoding="utf-8")
    new = i18n.translation_file("de")
    assert new != old
    assert _says(new) == "Los!"
    assert sorted(path.name for path in (cache / "translations").iterdir()) == [new.name if new else ""]


def test_a_built_qm_beside_the_ts_is_used_unless_the_ts_is_newer(folders: tuple[Path, Path]) -> None:
    translations, _ = folders
    built = translations / "yachtgui_de.qm"
    compiled = i18n.translation_file("de")
    assert compiled is not None
    built.write_bytes(compiled.read_bytes())
    assert i18n.translation_file("de") == built
    ts = translations / "yachtgui_de.ts"
    later = built.stat().st_mtime + 10
    os.utime(ts, (later, later))
    assert i18n.translation_file("de") != built


def test_without_lrelease_the_app_speaks_english_and_says_why(
        folders: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(i18n, "_find_tool", lambda name: None)
    assert i18n.translation_file("de") is None
    assert "pyside6-lrelease was not found" in capsys.readouterr().err


def test_a_language_without_a_ts_has_no_translation(folders: tuple[Path, Path]) -> None:
    assert i18n.translation_file("sv") is None


@pytest.fixture
def installed(qapp: object) -> object:
    """The app's translators are taken off again after the test (and the locale back to English)."""
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    added: list[object] = []
    yield added
    for translator in added:
        app.removeTranslator(translator)  # type: ignore[union-attr]
    i18n.install_translators(app, "en")  # type: ignore[arg-type]


@pytest.mark.parametrize("where", ["cache", "beside the ts"])
def test_a_damaged_compiled_translation_is_compiled_again(
        folders: tuple[Path, Path], installed: list[object], where: str) -> None:
    from PySide6.QtCore import QCoreApplication

    translations, _ = folders
    compiled = i18n.translation_file("de")
    assert compiled is not None
    damaged = compiled if where == "cache" else translations / "yachtgui_de.qm"
    damaged.write_bytes(b"<\xb8d\x18\xca\xef\x9c\x95" + b"\x00garbage" * 40)  # Qt's magic, then nothing sound
    app = QCoreApplication.instance()
    installed.extend(i18n.install_translators(app, "de"))  # type: ignore[arg-type]
    assert QCoreApplication.translate("Start", "Roll") == "Würfeln"
    assert i18n.translation_problems() == []


def test_a_damaged_translation_without_its_source_is_said(
        folders: tuple[Path, Path], installed: list[object], monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from PySide6.QtCore import QCoreApplication

    translations, _ = folders
    monkeypatch.setattr(i18n, "_PROBLEMS", [])
    (translations / "yachtgui_de.ts").unlink()  # a bundle: the .qm alone
    (translations / "yachtgui_de.qm").write_bytes(b"not a translation at all")
    app = QCoreApplication.instance()
    installed.extend(i18n.install_translators(app, "de"))  # type: ignore[arg-type]
    assert QCoreApplication.translate("Start", "Roll") == "Roll"
    [problem] = i18n.translation_problems()
    assert "yachtgui_de.qm" in problem
    assert "damaged" in problem
    assert "English" in problem
    assert problem in capsys.readouterr().err
