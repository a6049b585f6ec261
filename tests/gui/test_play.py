"""Whole games through the window, as players play them: clicks and keys, every variant."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from yachtgui.models.scorecard import RowKind
from yachtgui.rules import VARIANTS
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, game_over_shown, start

PLAYERS = [["Ann"], ["Ann", "Bob"], ["Ann", "Bob", "Cyd"], ["Ann", "Bob", "Cyd", "Dee"]]


def shown_dice(player: Player) -> tuple[int, ...]:
    return tuple(int(player.die(i).property("value")) for i in range(5))


def shown_held(player: Player) -> list[int]:
    return [i for i in range(5) if player.die(i).property("held")]


def play_turn(player: Player, turn: int) -> None:
    """One turn: roll, hold the most common face, roll again, score the best preview.

    Alternates mouse and keyboard by turn so both paths play whole games.
    """
    game = player.controller.game
    assert game is not None
    current = game.current_player
    assert current is not None
    by_key = turn % 2 == 1
    player.roll(by_key=by_key)
    assert shown_dice(player) == game.dice
    if turn % 3 != 2:  # some turns stop after one roll
        face, _count = Counter(game.dice).most_common(1)[0]
        keep = [i for i, value in enumerate(game.dice) if value == face]
        for position in keep:
            player.hold(position, by_key=by_key)
        assert shown_held(player) == keep
        player.roll(by_key=not by_key)
        assert game.held == tuple(keep)
        assert shown_dice(player) == game.dice
    previews = player.shown_previews(current)
    assert previews == game.preview()
    box = max(previews, key=lambda b: (previews[b], b))
    points = previews[box]
    if by_key:
        player.key_to_box(current, box)
    else:
        player.click_box(current, box)
    assert game.scorecard(current)[box] == points
    label = player.window.findChild(QLabel, "announcementLabel")
    assert label is not None
    assert label.text() == f"{game.players[current]}: {points} in {game.variant.display_name(box)}"


def assert_shown_totals_match(player: Player) -> None:
    game = player.controller.game
    assert game is not None
    for i in range(len(game.players)):
        assert player.shown_total(i, RowKind.UPPER_TOTAL) == str(game.upper_total(i))
        lower = game.lower_total(i) + game.yacht_bonus_total(i)  # the pad counts bonus chips below
        assert player.shown_total(i, RowKind.LOWER_TOTAL) == str(lower)
        assert player.shown_total(i, RowKind.GRAND_TOTAL) == str(game.total(i))
        assert player.shown_value(i, RowKind.BONUS) == game.bonus(i)
        model = player.model(i)
        for box, points in game.scorecard(i).items():
            shown = model.index(model.row_of_box(box), 1).data()
            if points is not None:
                assert shown == str(points)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("names", PLAYERS,
                         ids=["1p", "2p", "3p", "4p"])
def test_whole_game_played_with_clicks_and_keys_shows_the_games_totals(
    window: MainWindow, player: Player, variant: str, names: list[str]
) -> None:
    start(window, variant, names)
    game = window.controller.game
    assert game is not None
    assert window.windowTitle().startswith(VARIANTS[variant].name)
    turn = 0
    while not game.is_over:
        play_turn(player, turn)
        assert_shown_totals_match(player)
        turn += 1
    assert turn == len(VARIANTS[variant].categories) * len(names) - sum(
        len(e.forfeits) for e in game.events
    )
    player.qtbot.waitUntil(lambda: game_over_shown(window))
    turn_label = window.findChild(QLabel, "turnLabel")
    assert turn_label is not None
    assert turn_label.text() == "Game over"


def test_dice_show_their_values_and_the_roll_counter_counts(window: MainWindow, player: Player,
                                                            dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 5, 6, 6)
    start(window, "yacht", ["Ann", "Bob"])
    rolls = window.findChild(QLabel, "rollsLabel")
    assert rolls is not None
    assert shown_dice(player) == (0, 0, 0, 0, 0)
    assert rolls.text() == "3 rolls left"  # before the first roll: all three are still to come
    player.roll()
    assert shown_dice(player) == (1, 2, 3, 4, 5)
    assert rolls.text() == "2 rolls left"
    player.hold(0)
    player.hold(1)
    player.hold(2)
    player.roll()
    assert shown_dice(player) == (1, 2, 3, 6, 6)
    assert rolls.text() == "1 roll left"
    player.roll(by_key=True)
    assert rolls.text() == "No rolls left"
    assert not player.roll_button().isEnabled()


def test_holding_is_refused_before_the_first_roll(window: MainWindow, player: Player) -> None:
    start(window, "kismet", ["Ann", "Bob"])
    player.hold(2, by_key=True)
    player.hold(3)
    assert window.controller.holds == frozenset()
    assert shown_held(player) == []
    player.roll()
    assert window.controller.game is not None
    assert window.controller.game.held == ()


def test_a_click_on_a_die_toggles_its_hold_and_a_second_click_releases_it(window: MainWindow,
                                                                          player: Player) -> None:
    start(window, "yatzy", ["Ann"])
    player.roll()
    player.hold(4)
    assert shown_held(player) == [4]
    player.hold(4)
    assert shown_held(player) == []
    player.hold(1, by_key=True)
    assert shown_held(player) == [1]


def test_the_current_players_column_is_marked_not_by_colour_alone(window: MainWindow, player: Player) -> None:
    start(window, "yacht", ["Ann", "Bob", "Cyd"], first_player=1)
    turn = window.findChild(QLabel, "turnLabel")
    assert turn is not None
    assert turn.text() == "▶ Bob's turn"
    assert player.view(1).property("current") is True
    assert player.view(0).property("current") is False
    plates = [label.text() for label in window.pad.findChildren(QLabel) if "▶" in label.text()]
    assert len(plates) == 1
    assert "Bob" in plates[0]
    assert "your turn" in plates[0]


def test_clicks_on_other_cards_filled_boxes_and_before_a_roll_do_nothing(
    window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    dice.push(3, 3, 3, 4, 4, 1, 2, 3, 4, 5)
    start(window, "yacht", ["Ann", "Bob"])
    game = window.controller.game
    assert game is not None
    player.click_box(0, "chance")  # before the first roll
    assert game.scorecard(0)["chance"] is None
    player.roll()
    player.click_box(1, "full_house")  # Bob's card
    assert game.scorecard(1)["full_house"] is None
    assert game.current_player == 0
    player.click_box(0, "full_house")
    assert game.scorecard(0)["full_house"] == 25
    player.roll()
    player.click_box(0, "chance")  # Ann's card, not her turn
    assert game.scorecard(0)["chance"] is None
    player.click_box(1, "large_straight")
    player.roll()
    player.click_box(0, "full_house")  # filled
    assert game.current_player == 0
    assert game.scorecard(0)["full_house"] == 25


def test_in_a_tiny_window_ten_players_scroll_and_keep_the_current_column_in_view(
    window: MainWindow, player: Player, qtbot: QtBot
) -> None:
    names = ["Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    window.resize(700, 380)  # (from 1024x768 up every column shows: tests/gui/test_fit.py)
    start(window, "kismet", names, first_player=9)
    scroll = window.pad._scroll
    qtbot.waitUntil(lambda: scroll.horizontalScrollBar().maximum() > 0)
    qtbot.waitUntil(lambda: scroll.horizontalScrollBar().value() > 0)  # Jo's column, far right
    player.roll()
    player.click_box(9, "yarborough")
    assert window.controller.game is not None
    assert window.controller.game.current_player == 0
    qtbot.waitUntil(lambda: scroll.horizontalScrollBar().value() == 0)


def test_keyboard_left_and_right_move_between_players_columns(window: MainWindow, player: Player,
                                                              qtbot: QtBot) -> None:
    start(window, "worldwide", ["Ann", "Bob"])
    view = player.view(0)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    row = view.currentIndex().row()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.waitUntil(player.view(1).hasFocus)
    assert player.view(1).currentIndex().row() == row


def test_arrow_keys_skip_headings_and_totals(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann"])
    view = player.view(0)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    model = player.model(0)
    assert view.currentIndex().row() == model.row_of_box("ones")
    for _ in range(6):
        qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.currentIndex().row() == model.row_of_box("three_of_a_kind")
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.currentIndex().row() == model.row_of_box("sixes")
