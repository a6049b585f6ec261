"""What the printed sheets say: rows, cells, totals, winners, notes and page splitting."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from tests.export.support import ConstantDice, finished_game, play
from yachtgui.export.sheet import (
    BONUS,
    GRAND_TOTAL,
    LOWER_TOTAL,
    PLACE,
    UPPER_SUBTOTAL,
    UPPER_TOTAL,
    YACHT_BONUS,
    blank_sheet,
    bonus_row_text,
    bonus_rule_text,
    column_pages,
    dice_colours_text,
    format_date,
    game_sheet,
)
from yachtgui.game import Game
from yachtgui.persistence import Seat
from yachtgui.rules import VARIANTS


@pytest.mark.parametrize(
    ("columns", "widths"),
    [(0, [0]), (1, [1]), (6, [6]), (7, [4, 3]), (10, [5, 5]), (12, [6, 6]), (13, [5, 4, 4])],
)
def test_columns_split_evenly_over_pages_of_at_most_six(columns: int, widths: list[int]) -> None:
    pages = column_pages(columns)
    assert [len(page) for page in pages] == widths
    assert [i for page in pages for i in page] == list(range(columns))


def test_kismet_bonus_tiers_are_spelled_out() -> None:
    kismet = VARIANTS["kismet"]
    assert bonus_row_text(kismet) == "63–70: 35 · 71–77: 55 · 78+: 75"
    assert bonus_rule_text(kismet) == (
        "Bonus: 35 points when the Basic Section scores 63 or more; "
        "55 points at 71 or more; 75 points at 78 or more."
    )


@pytest.mark.parametrize(("variant_id", "points"), [("yacht", 35), ("yatzy", 50), ("worldwide", 35)])
def test_single_tier_bonus_reads_as_one_threshold(variant_id: str, points: int) -> None:
    assert bonus_row_text(VARIANTS[variant_id]) == f"63 or more: {points}"


def test_dice_colours_are_written_as_words() -> None:
    assert dice_colours_text() == "Dice colours: 1 and 6 black, 2 and 5 red, 3 and 4 green."


def test_dates_print_with_the_month_in_words() -> None:
    assert format_date(dt.date(2026, 11, 21)) == "21 November 2026"


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_rows_follow_the_sheet_order_with_totals_in_place(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    keys = [row.key for row in game_sheet(finished_game(variant_id)).rows]
    assert keys == [
        "heading:upper",
        *variant.upper_categories,
        UPPER_SUBTOTAL,
        BONUS,
        UPPER_TOTAL,
        "heading:lower",
        *variant.lower_categories,
        *([YACHT_BONUS] if variant.yacht_bonus else []),
        LOWER_TOTAL,
        GRAND_TOTAL,
        PLACE,
    ]
    labels = {row.key: row.label for row in game_sheet(finished_game(variant_id)).rows}
    assert labels["heading:upper"] == variant.section_names[0]
    assert labels[LOWER_TOTAL] == f"{variant.section_names[1]} total"
    assert all(labels[box] == variant.display_name(box) for box in variant.categories)


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_game_card_cells_are_the_games_scores_and_totals(variant_id: str) -> None:
    game = finished_game(variant_id)
    sheet = game_sheet(game)
    for player, column in enumerate(sheet.columns):
        assert column.name == game.players[player]
        for box, points in game.scorecard(player).items():
            assert column.cells[box] == str(points)
        assert column.cells[UPPER_SUBTOTAL] == str(game.upper_total(player))
        assert column.cells[BONUS] == str(game.bonus(player))
        assert column.cells[UPPER_TOTAL] == str(game.upper_total(player) + game.bonus(player))
        assert column.cells[LOWER_TOTAL] == str(game.lower_total(player))
        assert column.cells[GRAND_TOTAL] == str(game.total(player))


def test_finished_game_names_the_winner_and_places_everyone() -> None:
    game = finished_game("yatzy", ["Ann", "Bob", "Cy"], seed=3)
    sheet = game_sheet(game)
    (winner,) = game.winners()
    assert sheet.finished
    assert sheet.result == f"Winner: {game.players[winner]} — {game.total(winner)} points"
    assert [column.winner for column in sheet.columns] == [i == winner for i in range(3)]
    assert sheet.columns[winner].cells[PLACE] == "1st"
    assert sorted(column.cells[PLACE] for column in sheet.columns) == ["1st", "2nd", "3rd"]


def test_tied_winners_share_the_win() -> None:
    game = play(Game("yacht", ["Ann", "Bob"], rng=ConstantDice(4)))
    assert game.winners() == (0, 1)
    sheet = game_sheet(game)
    assert sheet.result == f"Shared win: Ann and Bob — {game.total(0)} points each"
    assert all(column.winner for column in sheet.columns)
    assert [column.cells[PLACE] for column in sheet.columns] == ["1st", "1st"]


def test_solitaire_game_prints_a_final_score_not_a_winner() -> None:
    game = finished_game("worldwide", ["Ann"])
    sheet = game_sheet(game)
    assert sheet.result == f"Final score: Ann — {game.total(0)} points"
    assert not sheet.columns[0].winner


def test_game_in_progress_leaves_open_boxes_empty_and_names_no_winner() -> None:
    game = play(Game("kismet", ["Ann", "Bob"], rng=random.Random(1)), turns=5)
    sheet = game_sheet(game)
    assert sheet.result == "Game in progress — round 3 of 15"
    assert not sheet.finished
    assert PLACE not in [row.key for row in sheet.rows]
    assert not any(column.winner for column in sheet.columns)
    for player, column in enumerate(sheet.columns):
        for box in game.open_boxes(player):
            assert column.cells[box] == ""
        assert column.cells[GRAND_TOTAL] == str(game.total(player))


def test_bonus_stays_empty_until_earned_or_the_upper_section_is_complete() -> None:
    game = play(Game("yacht", ["Ann"], rng=random.Random(2)), turns=1)
    column = game_sheet(game).columns[0]
    assert game.bonus(0) == 0
    assert column.cells[BONUS] == ""
    finished = game_sheet(finished_game("yacht", ["Ann"])).columns[0]
    assert finished.cells[BONUS] != ""


def test_lost_turns_of_a_second_kismet_are_marked_and_explained() -> None:
    game = play(Game("kismet", ["Ann", "Bob"], rng=ConstantDice(6)))
    forced = {(s.player, s.box) for s in game.history if s.forced}
    assert forced
    sheet = game_sheet(game)
    for player, column in enumerate(sheet.columns):
        assert column.marked == {box for p, box in forced if p == player}
    assert any("second Kismet" in note for note in sheet.notes)


def test_computer_seats_are_marked_with_their_level() -> None:
    game = finished_game("yacht", ["Ann", "Hal"])
    sheet = game_sheet(game, (Seat("Ann"), Seat("Hal", "hard")))
    assert [column.note for column in sheet.columns] == ["", "Computer · hard"]


def test_card_is_titled_with_the_variant_and_dated() -> None:
    sheet = game_sheet(finished_game("worldwide"), day=dt.date(2026, 11, 21))
    assert sheet.title == "Yacht (12 boxes)"
    assert sheet.subtitle == "Score card · 21 November 2026"


def test_blank_pad_has_six_empty_columns_by_default() -> None:
    sheet = blank_sheet(VARIANTS["yacht"])
    assert [column.name for column in sheet.columns] == [""] * 6
    assert all(not column.cells for column in sheet.columns)


def test_blank_pad_prefills_names_and_keeps_extra_columns_blank() -> None:
    sheet = blank_sheet(VARIANTS["yacht"], [" Ann ", "Bob"], players=4)
    assert [column.name for column in sheet.columns] == ["Ann", "Bob", "", ""]
    assert len(blank_sheet(VARIANTS["yacht"], ["A", "B", "C"], players=1).columns) == 3


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_blank_pad_rows_carry_each_boxs_rule(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    sheet = blank_sheet(variant)
    rules = {row.key: row.rule for row in sheet.rows}
    assert all(rules[box.id] == box.rule for box in variant.boxes)
    assert rules[BONUS] == bonus_row_text(variant)
    assert PLACE not in rules
    assert (dice_colours_text() in sheet.notes) == variant.colored_dice
    assert bonus_rule_text(variant) in sheet.notes


def test_yahtzee_card_and_pad_have_the_bonus_chip_row() -> None:
    game = Game("yahtzee", ["Ann"])
    for box in ("yacht", "fives"):
        game.set_dice([5] * 5)
        game.score(box)
    sheet = game_sheet(game)
    chips = next(row for row in sheet.rows if row.key == YACHT_BONUS)
    assert chips.label == "Yahtzee bonus"
    assert sheet.columns[0].cells[YACHT_BONUS] == "✓ 100"
    assert sheet.columns[0].cells[LOWER_TOTAL] == "150"
    assert any("forced Joker" in note for note in sheet.notes)
    pad = blank_sheet(VARIANTS["yahtzee"], ["Ann"])
    row = next(row for row in pad.rows if row.key == YACHT_BONUS)
    assert row.rule == "✓ for each further Yahtzee: 100 each"
    assert YACHT_BONUS not in {row.key for row in blank_sheet(VARIANTS["yacht"]).rows}
