"""House rules through the window: a family's variant file chosen in the new-game dialog,
played to the end, saved, and reopened after the file is gone; official Yahtzee's Joker on the pad."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QRadioButton
from pytestqt.qtbot import QtBot

from yachtgui.models.scorecard import CLOSED_ROLE, SCORE_COLUMN, RowKind
from yachtgui.persistence import Seat
from yachtgui.persistence.variants import load_house_variants
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, start
from .test_newgame import child, click_radio, open_dialog
from .test_play import play_turn

GRANDMA = """\
name = "Grandma's Rules"
extends = "yahtzee"
joker = "free"
remove = ["chance"]

[boxes.full_house]
score = "total+5"

[boxes.pair]
kind = "pair"
"""


def write_variant(text: str, name: str = "grandma.toml") -> Path:
    folder = Path(os.environ["YACHTGUI_CONFIG_DIR"]) / "variants"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def activate(window: MainWindow, qtbot: QtBot) -> None:
    """Give the window the keyboard again (the keys of play_turn go to it) once a dialog is gone."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def test_a_variant_file_is_offered_with_its_rule_card(window: MainWindow, qtbot: QtBot) -> None:
    write_variant(GRANDMA)
    dialog = open_dialog(window, qtbot)
    button = child(dialog, QRadioButton, "variant_house-grandma")
    assert button.text() == "Grandma's Rules"
    card = button.accessibleDescription()
    assert card.startswith("House rules on Yahtzee: ")
    for words in ("Full House: Three and two of another: sum of all dice + 5", "adds One Pair", "no Chance",
                  "free Joker"):
        assert words in card
    brief = "House rules on Yahtzee: Full House changed; adds One Pair; no Chance; free Joker."
    labels = {label.text(): label for label in dialog.findChildren(QLabel)}
    assert labels[brief].toolTip() == card
    dialog.reject()


def test_a_variant_file_with_a_mistake_is_named_and_left_out(window: MainWindow, qtbot: QtBot) -> None:
    write_variant('name = "Broken"\nextends = "yacht"\n\n[bonus]\nthreshold = "lots"\n', "broken.toml")
    dialog = open_dialog(window, qtbot)
    assert dialog.findChild(QRadioButton, "variant_house-broken") is None
    problems = child(dialog, QLabel, "houseProblems")
    assert "broken.toml, line 5: bonus.threshold: must be a whole number" in problems.text()
    dialog.reject()


def test_a_file_variant_game_is_played_through_the_window_then_reopened_without_its_file(
    window: MainWindow, player: Player, qtbot: QtBot, tmp_path: Path
) -> None:
    path = write_variant(GRANDMA)
    dialog = open_dialog(window, qtbot)
    click_radio(qtbot, child(dialog, QRadioButton, "variant_house-grandma"))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    if dialog.isVisible():  # a roll-off first when several play
        qtbot.mouseClick(child(dialog, QPushButton, "playButton"), Qt.MouseButton.LeftButton)
    activate(window, qtbot)
    game = window.controller.game
    assert game is not None
    assert game.variant.name == "Grandma's Rules"
    assert "pair" in game.variant.categories
    assert "chance" not in game.variant.categories
    turns = 0
    while game.current_player is not None and turns < 8:
        play_turn(player, turns)
        turns += 1
    saved = tmp_path / "grandma.yacht.json"
    assert window.files.save_to(saved)
    path.unlink()
    played = [game.scorecard(i) for i in range(len(game.players))]
    totals = [game.total(i) for i in range(len(game.players))]

    assert window.files.load_file(saved)
    activate(window, qtbot)
    reopened = window.controller.game
    assert reopened is not None
    assert reopened is not game
    assert reopened.variant == game.variant
    assert [reopened.scorecard(i) for i in range(len(reopened.players))] == played
    assert [reopened.total(i) for i in range(len(reopened.players))] == totals
    while reopened.current_player is not None:
        play_turn(player, turns)
        turns += 1
    assert reopened.is_over
    assert turns == len(reopened.players) * len(reopened.variant.categories)
    assert player.shown_total(0, RowKind.GRAND_TOTAL) == str(reopened.total(0))


def test_yahtzee_joker_on_the_pad_closes_boxes_and_pays_a_chip(
    window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    start(window, "yahtzee", ["Ann"])
    dice.push(6, 6, 6, 6, 6)
    player.roll()
    player.click_box(0, "yacht")
    dice.push(6, 6, 6, 6, 6)
    player.roll()
    assert player.shown_previews(0) == {"sixes": 30}
    model = player.model(0)
    assert model.index(model.row_of_box("chance"), SCORE_COLUMN).data(CLOSED_ROLE) is True
    player.click_box(0, "sixes")
    game = window.controller.game
    assert game is not None
    assert game.yacht_bonus_count(0) == 1
    assert player.shown_value(0, RowKind.YACHT_BONUS) == 100
    assert player.shown_total(0, RowKind.GRAND_TOTAL) == str(50 + 30 + 100)


def test_yahtzee_rules_page_explains_the_bonus_chips_and_each_joker_step() -> None:
    from yachtgui.widgets.dialogs.help import rules_html

    page = rules_html("yahtzee")
    assert "The Yahtzee bonus" in page
    assert "<b>100</b> points" in page
    assert "matching upper box" in page
    assert "Full House 25, Small Straight 30" not in page  # the names are the sheet's own
    assert "Full House 25, Short Straight 30, Long Straight 40" in page
    assert "as a 0 in any open upper box" in page
    assert "The Joker rule" not in rules_html("yacht")  # (its intro says there is none)


def test_f1_during_a_house_game_shows_its_own_rules_tab(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QTabWidget, QTextBrowser

    write_variant(GRANDMA)
    variant = load_house_variants().variants["house-grandma"]
    assert window.controller.new_game(variant, [Seat("Ann")])
    window.dialogs.show_rules()
    tabs = window.findChild(QTabWidget, "rulesTabs")
    assert tabs is not None
    assert tabs.tabText(tabs.currentIndex()) == "Grandma's Rules"
    browser = tabs.currentWidget()
    assert isinstance(browser, QTextBrowser)
    text = browser.toPlainText()
    assert "made from Yahtzee" in text
    assert "Joker rule (free)" in text
    assert "One Pair" in text


def test_hint_follows_the_joker_rule(
    qtbot: QtBot, window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    start(window, "yahtzee", ["Ann"])
    dice.push(2, 2, 2, 2, 2)
    player.roll()
    player.click_box(0, "yacht")
    dice.push(1, 1, 2, 4, 6, 2, 2, 2, 2, 2)  # a turn in Ones, then five 2s at once
    player.roll()
    player.click_box(0, "twos")
    player.roll()  # five 2s: Twos is filled, so any lower box at its Joker value
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.overlays.advice.hint_lines), timeout=60_000)
    headline = window.overlays.advice.headline.text()
    # The Joker scores five 2s 40 in Long Straight, and the bonus chip (100) is in the value.
    assert headline == "Score 40 in Long Straight now, without rolling again."
    words, value, _given_up = window.overlays.advice.hint_lines[0]
    assert words == "Score 40 in Long Straight now"
    game = window.controller.game
    assert game is not None
    assert value > game.total(0) + 40 + 100


def test_a_computer_player_plays_a_top_down_file_variant(window: MainWindow, qtbot: QtBot) -> None:
    from .conftest import wait_for_person

    write_variant('name = "Down the Sheet"\nextends = "worldwide"\norder = "top-down"\n', "down.toml")
    variant = load_house_variants().variants["house-down"]
    assert window.controller.new_game(variant, [Seat("Hal", "hard")])
    wait_for_person(qtbot, window, timeout=60_000)
    game = window.controller.game
    assert game is not None
    assert game.is_over
    boxes = [scored.box for scored in game.history]
    assert boxes == list(variant.categories)  # strictly down the sheet


def test_the_coach_judges_a_house_variant_game(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    write_variant('name = "Short Down"\nextends = "worldwide"\norder = "top-down"\n', "short.toml")
    variant = load_house_variants().variants["house-short"]
    window.set_coach(True)
    assert window.controller.new_game(variant, [Seat("Ann")])
    game = window.controller.game
    assert game is not None
    turn = 0
    while not game.is_over:
        play_turn(player, turn)
        turn += 1
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=60_000)
    judged = window.computer.coach.judgements(0)
    assert judged
    assert all(j.given_up >= 0 for j in judged)


def test_many_house_variants_scroll_in_the_new_game_dialog(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QScrollArea

    for letter in "abcd":
        write_variant(f'name = "House {letter}"\nextends = "yacht"\n', f"{letter}.toml")
    dialog = open_dialog(window, qtbot)
    scroll = child(dialog, QScrollArea, "variantScroll")
    button = child(dialog, QRadioButton, "variant_house-d")
    assert scroll.isAncestorOf(button)
    assert dialog.height() <= 768
    dialog.reject()


def test_clicking_a_box_the_joker_closes_explains_and_changes_nothing(
    window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    messages: list[str] = []
    window.controller.message.connect(messages.append)
    start(window, "yahtzee", ["Ann"])
    dice.push(3, 3, 3, 3, 3)
    player.roll()
    player.click_box(0, "yacht")
    dice.push(3, 3, 3, 3, 3)
    player.roll()
    game = window.controller.game
    assert game is not None
    player.click_box(0, "chance")  # a real click on the greyed dash
    window.controller.score("chance")  # and straight to the controller
    assert game.scorecard(0)["chance"] is None
    assert game.dice == (3, 3, 3, 3, 3)
    assert any("Joker rule" in message and "Threes" in message for message in messages)
