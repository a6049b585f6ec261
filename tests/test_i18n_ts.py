"""Every string marked in the sources is translated in every committed .ts file.

``pyside6-lupdate`` reads the sources afresh into a temporary .ts; each committed
``yachtgui/translations/yachtgui_<lang>.ts`` must hold every (context, source) of it with a
finished, non-empty translation that keeps the source's ``{placeholders}`` and HTML tags, and
must hold no unfinished entry. A failure lists what is missing, with the file and line of
the source string.
"""

from __future__ import annotations

import re
import subprocess
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

from yachtgui.i18n import LANGUAGES, TRANSLATIONS_DIR, _sources, _tool

OTHER_LANGUAGES = [code for code in LANGUAGES if code != "en"]
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)")


@dataclass(frozen=True)
class Message:
    """One message of a .ts file."""

    context: str
    source: str
    disambiguation: str
    translation: str
    kind: str  # the translation's type: "" (finished), "unfinished", "vanished", "obsolete"
    where: str  # file:line of the first location, when the .ts records one

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.disambiguation

    def __str__(self) -> str:
        at = f" ({self.where})" if self.where else ""
        return f"[{self.context}] {self.source!r}{at}"


def read_ts(path: Path) -> list[Message]:
    """The messages of the .ts file ``path``."""
    messages = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            location = message.find("location")
            where = ""
            if location is not None and location.get("filename"):
                where = f"{location.get('filename')}:{location.get('line')}"
            messages.append(Message(
                name, message.findtext("source") or "", message.findtext("comment") or "",
                "" if translation is None else (translation.text or ""),
                "unfinished" if translation is None else translation.get("type", ""), where))
    return messages


@pytest.fixture(scope="module")
def marked(tmp_path_factory: pytest.TempPathFactory) -> list[Message]:
    """Every string marked in the sources now, as lupdate reads them."""
    ts = tmp_path_factory.mktemp("lupdate") / "sources.ts"
    result = subprocess.run([_tool("lupdate"), *_sources(), "-locations", "absolute", "-ts", str(ts)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    messages = read_ts(ts)
    root = str(Path(__file__).resolve().parents[1]) + "/"
    return [Message(m.context, m.source, m.disambiguation, m.translation, m.kind,
                    str(Path(m.where).resolve()).replace(root, "") if m.where else "") for m in messages]


def _committed(language: str) -> dict[tuple[str, str, str], Message]:
    return {message.key: message for message in read_ts(TRANSLATIONS_DIR / f"yachtgui_{language}.ts")}


def test_lupdate_finds_the_marked_strings(marked: list[Message]) -> None:
    assert any(m.context == "Start" and m.source.startswith("Welcome back") for m in marked)


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_every_marked_string_has_a_finished_translation(marked: list[Message], language: str) -> None:
    committed = _committed(language)
    missing = [m for m in marked if m.key not in committed]
    untranslated = [m for m in marked if m.key in committed
                    and (committed[m.key].kind or not committed[m.key].translation.strip())]
    problems = [f"missing: {m}" for m in missing] + [f"untranslated: {m}" for m in untranslated]
    assert not problems, (
        f"yachtgui_{language}.ts lacks {len(missing)} marked strings and has {len(untranslated)} "
        "unfinished or empty (python -m yachtgui.i18n update, then translate):\n" + "\n".join(problems))


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_translations_keep_the_placeholders_and_tags(language: str) -> None:
    problems = []
    for message in _committed(language).values():
        if not message.translation or message.kind in ("vanished", "obsolete"):
            continue
        source, translation = message.source, message.translation
        if Counter(_PLACEHOLDER.findall(source)) != Counter(_PLACEHOLDER.findall(translation)):
            problems.append(f"placeholders differ: {message} -> {message.translation!r}")
        if Counter(_TAG.findall(source)) != Counter(_TAG.findall(translation)):
            problems.append(f"HTML tags differ: {message} -> {message.translation!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", OTHER_LANGUAGES)
def test_the_committed_ts_has_no_unfinished_entries(language: str) -> None:
    unfinished = [m for m in _committed(language).values() if m.kind == "unfinished"]
    assert not unfinished, f"yachtgui_{language}.ts has {len(unfinished)} unfinished entries:\n" + "\n".join(
        map(str, unfinished))


def test_the_check_reads_a_translation_as_lupdate_writes_it(tmp_path: Path) -> None:
    ts = tmp_path / "x.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="de">
<context><name>Start</name>
<message><location filename="../app.py" line="9"/><source>{n} games &amp; more</source>
<translation>{n} Spiele &amp; mehr</translation></message>
<message><source>Open</source><comment>menu</comment><translation type="unfinished"></translation></message>
</context></TS>""", encoding="utf-8")
    first, second = read_ts(ts)
    assert (first.key, first.translation, first.kind, first.where) == (
        ("Start", "{n} games & more", ""), "{n} Spiele & mehr", "", "../app.py:9")
    assert (second.key, second.kind) == (("Start", "Open", "menu"), "unfinished")
