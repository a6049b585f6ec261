"""The rules help agrees with the rules engine, and the help and About windows open and close."""

from __future__ import annotations

import re
from html import unescape

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QTabWidget, QTextBrowser
from pytestqt.qtbot import QtBot

import yachtgui
from yachtgui.rules import VARIANTS
from yachtgui.widgets.dialogs.help import about_html, rules_html, show_rules


def plain(html: str) -> str:
    """The text a reader sees: tags dropped, entities decoded, spaces collapsed."""
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.fixture
def window(qtbot: QtBot) -> QMainWindow:
    main = QMainWindow()
    qtbot.addWidget(main)
    main.show()
    return main


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_help_names_every_box_of_the_variant(variant_id: str) -> None:
    text = plain(rules_html(variant_id))
    variant = VARIANTS[variant_id]
    for box_id in variant.categories:
        assert variant.display_name(box_id) in text
    for section in variant.section_names:
        assert section in text


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_help_states_the_bonus_thresholds_and_points(variant_id: str) -> None:
    text = plain(rules_html(variant_id))
    for threshold, points in VARIANTS[variant_id].bonus_rule.tiers:
        assert re.search(rf"\b{threshold}\b", text)
        assert re.search(rf"\bbonus (of )?{points}\b", text)


def test_kismet_help_has_its_three_bonus_tiers() -> None:
    text = plain(rules_html("kismet"))
    assert "63 to 70: bonus 35" in text
    assert "71 to 77: bonus 55" in text
    assert "78 or more: bonus 75" in text


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_every_example_in_the_help_scores_what_the_rules_engine_says(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    rows = re.findall(r"<tr><td><b>(.*?)</b></td>.*?<td>([1-6](?:-[1-6]){4}) scores (\d+)</td></tr>",
                      rules_html(variant_id))
    assert len(rows) == len(variant.categories)
    by_name = {variant.display_name(b): b for b in variant.categories}
    for name, roll, points in rows:
        dice = [int(d) for d in roll.split("-")]
        assert variant.score(by_name[unescape(name)], dice) == int(points), name
        assert int(points) > 0  # each example is a roll that fits its box


def test_second_kismet_and_dice_colours_only_in_kismet() -> None:
    kismet = plain(rules_html("kismet"))
    assert "Second Kismet" in kismet
    assert "1 and 6 black" in kismet
    assert "2 and 5 red" in kismet
    assert "3 and 4 green" in kismet
    for variant_id in VARIANTS:
        if variant_id != "kismet":
            text = plain(rules_html(variant_id))
            assert "Second Kismet" not in text
            assert "colour" not in text.lower()


def test_kismet_help_explains_who_starts_and_the_lost_turns() -> None:
    text = plain(rules_html("kismet"))
    assert "Each player rolls one die" in text
    assert "loses a turn" in text
    assert "nearest the top of the sheet" in text


def test_unknown_variant_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="no variant 'poker'"):
        rules_html("poker")


def test_rules_dialog_opens_non_modal_on_the_variant_and_closes_with_escape(
    window: QMainWindow, qtbot: QtBot
) -> None:
    dialog = show_rules(window, "yatzy")
    qtbot.waitExposed(dialog)
    assert not dialog.isModal()
    tabs = dialog.findChild(QTabWidget, "rulesTabs")
    assert tabs is not None
    assert tabs.count() == len(VARIANTS)
    browser = tabs.currentWidget()
    assert isinstance(browser, QTextBrowser)
    assert browser.objectName() == "rules_yatzy"
    assert "One Pair" in browser.toPlainText()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_rules_dialog_is_reused_and_switches_variant(window: QMainWindow) -> None:
    first = show_rules(window, "kismet")
    second = show_rules(window, "worldwide")
    assert first is second
    tabs = second.findChild(QTabWidget, "rulesTabs")
    assert tabs is not None
    assert tabs.currentWidget().objectName() == "rules_worldwide"
    second.close()


def test_about_names_version_licence_and_rule_sheets(window: QMainWindow, qtbot: QtBot) -> None:
    text = plain(about_html())
    assert yachtgui.__version__ in text
    assert "GPL-3.0-or-later" in text
    assert "© 1975 E. William Delaittre" in text


def make_every_word_translated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make every marked text a lone "¤", as a translator that knows every word would."""
    import yachtgui.text

    monkeypatch.setattr(yachtgui.text, "_qt_translate", lambda context, source, disambiguation=None: "¤")


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_every_word_of_the_rules_page_goes_through_translate(
    variant_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    make_every_word_translated(monkeypatch)
    text = plain(rules_html(variant_id)).replace(VARIANTS[variant_id].name, "", 1)
    assert re.sub(r"[¤,\s]", "", text) == ""  # no English left over, only the variant's name


def test_every_word_of_the_about_box_goes_through_translate(monkeypatch: pytest.MonkeyPatch) -> None:
    make_every_word_translated(monkeypatch)
    text = plain(about_html()).replace(f"yachtgui {yachtgui.__version__}", "", 1)
    assert re.sub(r"[¤\s]", "", text) == ""
