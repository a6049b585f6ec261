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


#: RULES.md's statements, variant by variant, in the words the help must show them (plain text).
RULES_MD_STATEMENTS = {
    "kismet": [
        "Everyone fills the same 15 boxes", "Two pairs whose numbers have the same colour (like 2-2 and 5-5, "
        "or 1-1 and 6-6), or four of a kind.", "At least three dice showing the same number.",
        "Five in a row: 1-2-3-4-5 or 2-3-4-5-6. 30 points", "All five dice the same colour. 35 points",
        "Three of one number and two of another. Five of a kind counts too. The total of all five dice + 15",
        "A full house (as above) whose five dice are all one colour. The total of all five dice + 20",
        "At least four dice showing the same number. The total of all five dice + 25",
        "Anything at all: the escape box when nothing else fits. The total of all five dice",
        "All five dice showing the same number. The total of all five dice + 50",
        "(below 63: no bonus): 63 to 70: bonus 35 71 to 77: bonus 55 78 or more: bonus 75",
        "1 and 6 black", "2 and 5 red", "3 and 4 green", "when they are equal or add up to 7",
        "Each player rolls one die. The highest number begins; players who tie for highest roll again "
        "among themselves. Play then moves to the left",
        "your Kismet box already holds a score above zero", "Score the roll in any open box, as usual.",
        "get a 0 in their open box nearest the top of the sheet (Ones first",
        "take the next turn straight away (if you still have an open box); play then carries on to the "
        "left from you", "again at every further Kismet. In a game for one it has no effect.",
        "after 15 rounds", "plus the Bonus, plus the Kismet total",
        "players with equal totals share the place",
    ],
    "yacht": [
        "Everyone fills the same 13 boxes", "At least three dice showing the same number. The total of all "
        "five dice", "At least four dice showing the same number. The total of all five dice",
        "Three of one number and two of a different number. Five of a kind is not a full house here. "
        "25 points", "Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6. 30 points",
        "Five in a row: 1-2-3-4-5 or 2-3-4-5-6. 40 points",
        "All five dice showing the same number. 50 points",
        "adds up to 63 or more, you get a bonus of 35 points", "after 13 rounds",
        "a further Yacht earns no bonus and there is no Joker rule",  # "No extra-Yacht bonus, no joker rule"
    ],
    "yatzy": [
        "Everyone fills the same 15 boxes", "Only the highest pair counts. The two dice of the pair",
        "Two pairs of different numbers. Four of a kind is not two pairs. The four dice of the two pairs",
        "At least three dice showing the same number. Only three of them count. The three matching dice",
        "At least four dice showing the same number. Only four of them count. The four matching dice",
        "Exactly 1-2-3-4-5. 15 points", "Exactly 2-3-4-5-6. 20 points",
        "Three of one number and a pair of a different number. The total of all five dice",
        "All five dice showing the same number. 50 points",
        "adds up to 63 or more, you get a bonus of 50 points", "after 15 rounds",
    ],
    "worldwide": [
        "Everyone fills the same 12 boxes", "The app is the scorekeeper: after every turn it announces the "
        "score", "Aces Anything. Only the ones count.", "Deuces Anything. Only the twos count.",
        "Choice Anything at all. The total of all five dice",
        "4 of a Kind At least four dice showing the same number. The total of all five dice",
        "Three of one number and two of another. Five of a kind counts too. The total of all five dice",
        "S. Straight Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6. 15 points",
        "L. Straight Five in a row: 1-2-3-4-5 or 2-3-4-5-6. 30 points", "All five dice showing the same "
        "number. 50 points", "(Aces to Sixes) adds up to 63 or more, you get a bonus of 35 points",
        "after 12 rounds",
    ],
    "yahtzee": [
        "Everyone fills the same 13 boxes", "Five of a kind is a full house only as a Joker (see below). "
        "25 points", "Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6. 30 points",
        "Five in a row: 1-2-3-4-5 or 2-3-4-5-6. 40 points", "adds up to 63 or more, you get a bonus of 35 "
        "points", "every further five of a kind you score earns a bonus chip worth 100 points, whatever box "
        "the dice then go into. If the Yahtzee box holds 0, there is no bonus.",
        "A further five of a kind (your Yahtzee box is already filled, with points or with 0) must go: "
        "in the matching upper box (five 4s in Fours) if that is still open; otherwise in any open lower "
        "box, where it scores as if it fitted: Three of a Kind the total, Four of a Kind the total, Full "
        "House 25, Short Straight 30, Long Straight 40, Chance the total; otherwise as a 0 in any open "
        "upper box.", "after 13 rounds",
        "plus the Lower total (the Lower Section's boxes and your Yahtzee bonus chips added up)",
    ],
}


@pytest.mark.parametrize(
    ("variant_id", "statement"),
    [pytest.param(v, s, id=f"RULES.md {v}: {s[:50]}")
     for v, said in RULES_MD_STATEMENTS.items() for s in said],
)
def test_the_help_states_what_rules_md_says(variant_id: str, statement: str) -> None:
    assert statement in plain(rules_html(variant_id))


def test_the_yahtzee_help_counts_the_bonus_chips_in_the_grand_total() -> None:
    """RULES.md yahtzee: chips are points of the game (Game.total adds them; the card counts them in
    the lower total). The help's sum of the grand total named only the boxes and the upper bonus."""
    from yachtgui.game import Game

    end = plain(rules_html("yahtzee")).split("The end of the game", 1)[1]
    assert "your Yahtzee bonus chips" in end
    game = Game("yahtzee", ["Ann"])
    for box in ("yacht", "sixes"):
        game.set_dice([6] * 5)
        game.score(box)
    assert game.total(0) == game.upper_total(0) + game.bonus(0) + game.lower_total(0) + 100
    for variant_id in ("kismet", "yacht", "yatzy", "worldwide"):
        assert "bonus chips" not in plain(rules_html(variant_id)), variant_id


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_every_n_of_a_kind_box_says_at_least(variant_id: str) -> None:
    """RULES.md: "'n-of-a-kind' below means 'at least n dice show the same face'" (Yatzy's Three and Four
    of a Kind said "Three dice showing the same number", and 5-5-5-5-2 fits its Three of a Kind)."""
    variant = VARIANTS[variant_id]
    rows = dict(re.findall(r"<tr><td><b>(.*?)</b></td><td>(.*?)</td>", rules_html(variant_id)))
    for box_id in ("three_of_a_kind", "four_of_a_kind"):
        if box_id in variant.categories:
            assert rows[variant.display_name(box_id)].startswith("At least"), box_id
            assert variant.score(box_id, [5, 5, 5, 5, 5]) > 0


def test_top_down_with_a_joker_says_that_the_order_comes_first() -> None:
    """A house rule of top-down order and a Joker: the help's Joker steps alone ('must go in the matching
    upper box') contradicted the order; the order wins, the Joker only decides what that box scores."""
    down = VARIANTS["yahtzee"].replace(id="down", name="Down", order="top-down", extends="yahtzee")
    text = plain(rules_html(down))
    order_first = "This comes before the Joker rule: a further five of a kind also goes in your first open"
    assert order_first in text
    card = {box: (50 if box == "yacht" else 0 if down.box(box).section == "upper" else None)
            for box in down.categories}
    assert down.legal_scores(card, [4] * 5) == {"three_of_a_kind": 20}  # the first open box, as a Joker
    assert "comes before the Joker" not in plain(rules_html(VARIANTS["yatzy"].replace(
        id="yatzy_down", name="Down", order="top-down", extends="yatzy")))


@pytest.mark.parametrize("language", ["de", "sv"])
def test_the_help_states_the_same_numbers_in_every_language(qapp: object, language: str) -> None:
    """Every number of the English rules page (points, bonus tiers, thresholds, examples, rounds,
    colours) appears as often in the German and Swedish pages. Box names are left out (Kismet's
    "3 of a Kind" is "Dreierpasch"), and so is the Joker's example "(five 4s in Fours)"."""
    from collections import Counter

    from PySide6.QtCore import QLocale

    from yachtgui.i18n import install_translators

    def numbers(variant_id: str) -> Counter[str]:
        variant = VARIANTS[variant_id]
        text = plain(rules_html(variant_id))
        fours = variant.display_name("fours")
        text = re.sub(rf"\([^()]*{re.escape(fours)}\)", "", text)
        for box_id in sorted(variant.categories, key=lambda b: -len(variant.display_name(b))):
            text = text.replace(variant.display_name(box_id), "")
        return Counter(re.findall(r"\d+", text))

    english = {variant_id: numbers(variant_id) for variant_id in VARIANTS}
    before = QLocale()
    translators = install_translators(qapp, language)  # type: ignore[arg-type]
    try:
        assert translators
        assert "Die Felder" in rules_html("yacht") or "Rutorna" in rules_html("yacht")
        for variant_id in VARIANTS:
            assert numbers(variant_id) == english[variant_id], variant_id
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)  # type: ignore[attr-defined]
        QLocale.setDefault(before)


@pytest.mark.parametrize(("base", "joker", "full_house"), [
    ("yahtzee", "free", "Five of a kind is a full house only as a Joker (see below)."),
    ("yahtzee", "relaxed", "Five of a kind is a full house only as a Joker (see below)."),
    ("yahtzee", "none", "Five of a kind is not a full house here."),
    ("yacht", "forced", "Five of a kind is a full house only as a Joker (see below)."),
])
def test_a_house_joker_keeps_what_each_lower_box_needs(base: str, joker: str, full_house: str) -> None:
    """A house rule that only changes the Joker showed the sheet's score lines ("Sum of all dice") as
    what Three of a Kind, Chance and the rest *need*; only the Full House's words depend on the Joker."""
    changes: dict[str, object] = {"joker": joker}
    if base == "yacht":
        changes["yacht_box"] = "yacht"
    house = VARIANTS[base].replace(id="house", name="House", description="", extends=base, **changes)
    rows = dict(re.findall(r"<tr><td><b>(.*?)</b></td><td>(.*?)</td>", rules_html(house)))
    assert rows["Three of a Kind"] == "At least three dice showing the same number."
    assert rows["Four of a Kind"] == "At least four dice showing the same number."
    assert rows["Short Straight"] == "Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6."
    assert rows["Chance"] == "Anything at all."
    assert rows["Full House"].endswith(full_house)


def test_about_names_every_variant_the_app_offers() -> None:
    """RULES.md has five variants; the About box's line named four (no Yahtzee)."""
    text = plain(about_html())
    for name in ("Kismet", "Yacht", "Yatzy", "12-box Yacht", "Yahtzee"):
        assert name in text


def test_three_of_each_is_said_only_where_it_makes_the_threshold() -> None:
    """63 is three of each number; a house rule's bonus at 70 gets the score pad's help alone."""
    from yachtgui.rules.variant import Bonus

    assert "exactly 63" in plain(rules_html("yacht"))
    assert "exactly 63" in plain(rules_html("kismet"))  # its lowest tier
    higher = VARIANTS["yacht"].replace(id="higher", name="Higher", extends="yacht",
                                       bonus_rule=Bonus(((70, 35),)))
    text = plain(rules_html(higher))
    assert "70" in text
    assert "exactly 63" not in text
    assert "how many points you still need" in text
