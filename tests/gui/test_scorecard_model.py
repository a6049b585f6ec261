"""The scorecard table model: rows in sheet order, numbers, previews, roles, signals, model tester."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from yachtgui.game import Game
from yachtgui.models.scorecard import (
    CLOSED_ROLE,
    FILLED_ROLE,
    FORCED_ROLE,
    KIND_ROLE,
    LABEL_COLUMN,
    MARK_BEST,
    MARK_CONFIRM,
    MARK_PICK,
    MARK_ROLE,
    MARK_SCORED,
    PREVIEW_ROLE,
    SCORE_COLUMN,
    VALUE_ROLE,
    CellLook,
    RowKind,
    ScorecardModel,
)
from yachtgui.rules import VARIANTS

from .conftest import ScriptedDice

VARIANT_IDS = sorted(VARIANTS)


def played_game(variant: str, turns: int, seed: int = 3) -> Game:
    """A two-player game after ``turns`` turns, each scoring the best-previewed open box."""
    game = Game(variant, ["Ann", "Bob"], rng=random.Random(seed))
    for _ in range(turns):
        game.roll()
        preview = game.preview()
        game.score(max(preview, key=lambda box: preview[box]))
    return game


def column(model: ScorecardModel, role: int = Qt.ItemDataRole.DisplayRole, col: int = SCORE_COLUMN) -> list:
    return [model.index(row, col).data(role) for row in range(model.rowCount())]


@pytest.mark.parametrize("variant", VARIANT_IDS)
@pytest.mark.parametrize("turns", [0, 5, None])
def test_model_passes_the_qt_model_tester(qtmodeltester: ModelTester, variant: str,
                                          turns: int | None) -> None:
    game = played_game(variant, len(VARIANTS[variant].categories) * 2 if turns is None else turns)
    model = ScorecardModel(0)
    model.set_game(game, show_preview=True)
    qtmodeltester.check(model, force_py=True)
    if not game.is_over:
        game.roll()
        model.refresh(show_preview=True)
        qtmodeltester.check(model, force_py=True)


def test_empty_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    qtmodeltester.check(ScorecardModel(0), force_py=True)


@pytest.mark.parametrize("variant", VARIANT_IDS)
def test_rows_are_the_boxes_in_sheet_order_with_headings_and_totals(variant: str) -> None:
    v = VARIANTS[variant]
    model = ScorecardModel(0)
    model.set_game(Game(variant, ["Ann"]))
    boxes = [box for box in column(model, Qt.ItemDataRole.UserRole) if box is not None]
    assert boxes == list(v.categories)
    kinds = column(model, KIND_ROLE)
    upper, lower = len(v.upper_categories), len(v.lower_categories)
    chips = ["yacht_bonus"] if v.yacht_bonus else []
    assert kinds == (["heading"] + ["box"] * upper + ["upper_total", "bonus", "heading"] + ["box"] * lower
                     + chips + ["lower_total", "grand_total"])
    labels = column(model, col=LABEL_COLUMN)
    assert labels[0] == v.section_names[0]
    assert labels[upper + 3] == v.section_names[1]
    assert labels[1:upper + 1] == [v.display_name(b) for b in v.upper_categories]
    assert labels[-1] == "Grand total"


def test_kismet_sections_are_named_as_on_the_sheet() -> None:
    model = ScorecardModel(0)
    model.set_game(Game("kismet", ["Ann"]))
    labels = column(model, col=LABEL_COLUMN)
    assert "Basic Section" in labels
    assert "Kismet Section" in labels
    assert "Basic total" in labels
    assert "Kismet total" in labels


def test_user_role_answers_the_box_id_on_both_columns_of_box_rows() -> None:
    model = ScorecardModel(0)
    model.set_game(Game("yacht", ["Ann"]))
    row = model.row_of_box("full_house")
    assert model.index(row, LABEL_COLUMN).data(Qt.ItemDataRole.UserRole) == "full_house"
    assert model.index(row, SCORE_COLUMN).data(Qt.ItemDataRole.UserRole) == "full_house"
    grand_total = model.index(model.row_of_kind(RowKind.GRAND_TOTAL), SCORE_COLUMN)
    assert grand_total.data(Qt.ItemDataRole.UserRole) is None


def test_previews_show_for_the_current_player_only_and_zeros_show_as_zero() -> None:
    dice = ScriptedDice([2, 2, 5, 5, 5], strict=True)
    game = Game("kismet", ["Ann", "Bob"], rng=dice)
    ann, bob = ScorecardModel(0), ScorecardModel(1)
    ann.set_game(game)
    bob.set_game(game)
    game.roll()
    ann.refresh(show_preview=True)
    bob.refresh(show_preview=True)
    straight = ann.index(ann.row_of_box("straight"), SCORE_COLUMN)
    full_house = ann.index(ann.row_of_box("full_house_same_color"), SCORE_COLUMN)
    assert straight.data() == "0"
    assert straight.data(PREVIEW_ROLE) is True
    assert full_house.data() == str(19 + 20)
    assert full_house.data(VALUE_ROLE) == 39
    assert straight.data(Qt.ItemDataRole.FontRole).italic()
    assert ann.index(ann.row_of_box("fives"), SCORE_COLUMN).data(Qt.ItemDataRole.AccessibleTextRole) == (
        "Ann, Fives: 15 (preview)"
    )
    assert column(bob, PREVIEW_ROLE) == [False] * bob.rowCount()
    assert all(text in ("", "0", "63 to go") for text in column(bob))


def test_previews_hide_while_the_dice_are_not_settled() -> None:
    game = Game("yacht", ["Ann"], rng=random.Random(1))
    model = ScorecardModel(0)
    model.set_game(game)
    game.roll()
    model.refresh(show_preview=False)
    assert not any(column(model, PREVIEW_ROLE))


def test_filled_boxes_are_plain_numbers_and_totals_follow_the_game() -> None:
    dice = ScriptedDice([6, 6, 6, 6, 2, 3, 3, 3, 1, 1], strict=True)
    game = Game("yacht", ["Ann"], rng=dice)
    model = ScorecardModel(0)
    model.set_game(game)
    game.roll()
    game.score("sixes")
    game.roll()
    model.refresh(show_preview=True)
    sixes = model.index(model.row_of_box("sixes"), SCORE_COLUMN)
    assert sixes.data() == "24"
    assert sixes.data(FILLED_ROLE) is True
    assert sixes.data(PREVIEW_ROLE) is False
    font = sixes.data(Qt.ItemDataRole.FontRole)
    assert isinstance(font, QFont)
    assert not font.italic()
    assert sixes.data(Qt.ItemDataRole.ToolTipRole) == "Ann, Sixes: 24"
    assert model.index(model.row_of_kind(RowKind.UPPER_TOTAL), SCORE_COLUMN).data() == "24"
    grand_total = model.index(model.row_of_kind(RowKind.GRAND_TOTAL), SCORE_COLUMN)
    assert grand_total.data() == "24"
    assert grand_total.data(Qt.ItemDataRole.FontRole).bold()


def test_bonus_row_counts_down_to_the_next_kismet_tier() -> None:
    # Kismet: 35 at 63, 55 at 71, 75 at 78. Fill Sixes 30, Fives 25, Fours 20 (75 so far).
    dice = ScriptedDice([6] * 5 + [5] * 5 + [4] * 5, strict=True)
    game = Game("kismet", ["Ann"], rng=dice)
    model = ScorecardModel(0)
    model.set_game(game)
    bonus = model.row_of_kind(RowKind.BONUS)
    assert model.index(bonus, SCORE_COLUMN).data() == "63 to go"
    for box in ("sixes", "fives"):
        game.roll()
        game.score(box)
    model.refresh(show_preview=False)
    assert model.index(bonus, SCORE_COLUMN).data() == "8 to go"
    game.roll()
    game.score("fours")
    model.refresh(show_preview=False)
    # 75 reaches the 55 tier; 78 for 75 is 3 more, still possible with Ones-Threes open.
    assert model.index(bonus, SCORE_COLUMN).data() == "55 · 3 to go"
    assert model.index(bonus, SCORE_COLUMN).data(VALUE_ROLE) == 55
    assert "for 75" in model.index(bonus, SCORE_COLUMN).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(model.row_of_kind(RowKind.GRAND_TOTAL), SCORE_COLUMN).data() == str(75 + 55)


def test_bonus_shows_zero_once_it_can_no_longer_be_reached() -> None:
    dice = ScriptedDice([1, 2, 2, 3, 4] * 6, strict=True)
    game = Game("yacht", ["Ann"], rng=dice)
    model = ScorecardModel(0)
    model.set_game(game)
    for box in ("sixes", "fives", "fours"):
        game.roll()
        game.score(box)
    model.refresh(show_preview=False)
    # 4 so far; Ones-Threes can add at most 30: 63 is out of reach.
    assert model.index(model.row_of_kind(RowKind.BONUS), SCORE_COLUMN).data() == "0"


def test_refresh_emits_one_ranged_data_changed_covering_the_changed_rows(qtbot: QtBot) -> None:
    dice = ScriptedDice([1, 1, 1, 2, 3], strict=True)
    game = Game("yacht", ["Ann", "Bob"], rng=dice)
    bob = ScorecardModel(1)
    bob.set_game(game)
    with qtbot.assertNotEmitted(bob.dataChanged):
        bob.refresh(show_preview=True)  # nothing changed for Bob
    ann = ScorecardModel(0)
    ann.set_game(game)
    game.roll()
    with qtbot.waitSignal(ann.dataChanged) as blocker:
        ann.refresh(show_preview=True)
    top, bottom = blocker.args[0], blocker.args[1]
    assert top.row() == ann.row_of_box("ones")
    assert bottom.row() == ann.row_of_box("chance")
    assert (top.column(), bottom.column()) == (LABEL_COLUMN, SCORE_COLUMN)


def test_set_game_resets_the_model(qtbot: QtBot) -> None:
    model = ScorecardModel(0)
    with qtbot.waitSignals([model.modelAboutToBeReset, model.modelReset]):
        model.set_game(Game("worldwide", ["Ann"]))
    assert model.rowCount() == 12 + 6
    assert model.headerData(SCORE_COLUMN, Qt.Orientation.Horizontal) == "Ann"
    assert model.index(model.row_of_box("ones"), LABEL_COLUMN).data() == "Aces"


LOOK_ROLES = {
    "text": Qt.ItemDataRole.DisplayRole,
    "kind": KIND_ROLE,
    "alignment": Qt.ItemDataRole.TextAlignmentRole,
    "box": Qt.ItemDataRole.UserRole,
    "preview": PREVIEW_ROLE,
    "filled": FILLED_ROLE,
    "forced": FORCED_ROLE,
    "mark": MARK_ROLE,
}


@pytest.mark.parametrize("variant", VARIANT_IDS)
@pytest.mark.parametrize("turns", [0, 7])
def test_cell_look_reads_what_data_gives_for_each_role(variant: str, turns: int) -> None:
    game = played_game(variant, turns)
    game.roll()
    model = ScorecardModel(game.current_player or 0)
    model.set_game(game, show_preview=True)
    model.set_pick_box(game.open_boxes(model.player)[-1])
    assert sorted([*LOOK_ROLES, "font"]) == sorted(CellLook._fields)
    for row in range(model.rowCount()):
        for col in (LABEL_COLUMN, SCORE_COLUMN):
            index = model.index(row, col)
            look = model.cell_look(row, col)
            for field, role in LOOK_ROLES.items():
                assert getattr(look, field) == index.data(role), (row, col, field)
            font = index.data(Qt.ItemDataRole.FontRole)
            assert (look.font.bold(), look.font.italic()) == (font.bold(), font.italic())
    assert any(model.cell_look(row, SCORE_COLUMN).preview for row in range(model.rowCount()))
    assert any(model.cell_look(row, SCORE_COLUMN).mark == MARK_PICK for row in range(model.rowCount()))
    assert model.cell_look(model.rowCount(), SCORE_COLUMN) == CellLook(*[None] * len(CellLook._fields))


def test_each_kind_of_mark_has_its_own_slot_and_says_which_rows_changed(qtbot: QtBot) -> None:
    game = played_game("yacht", 0)
    model = ScorecardModel(0)
    model.set_game(game)

    def mark(box: str) -> object:
        return model.index(model.row_of_box(box), SCORE_COLUMN).data(MARK_ROLE)

    changed: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda first, last, *_: changed.append((first.row(), last.row())))
    model.set_hint_box("sixes")
    model.set_pick_box("chance")  # another kind: the hint stays
    assert (model.hint_box, model.pick_box) == ("sixes", "chance")
    assert (mark("sixes"), mark("chance")) == (MARK_BEST, MARK_PICK)
    assert changed == [(model.row_of_box("sixes"),) * 2, (model.row_of_box("chance"),) * 2]
    changed.clear()
    model.set_hint_box("sixes")  # unchanged: no signal
    model.set_pick_box(None)
    assert changed == [(model.row_of_box("chance"),) * 2]
    assert (mark("sixes"), mark("chance")) == (MARK_BEST, None)
    model.set_confirm_box("sixes")  # one box, two marks: the confirmation shows, the hint is kept
    assert mark("sixes") == MARK_CONFIRM
    assert model.hint_box == "sixes"
    model.set_scored_box("sixes")
    assert mark("sixes") == MARK_SCORED
    model.set_scored_box("no such box")  # a box this sheet lacks clears
    assert model.scored_box is None
    assert mark("sixes") == MARK_CONFIRM
    model.clear_marks()
    assert (model.scored_box, model.confirm_box, model.hint_box, model.pick_box) == (None,) * 4
    assert all(model.index(row, SCORE_COLUMN).data(MARK_ROLE) is None for row in range(model.rowCount()))
    model.set_hint_box("sixes")
    model.set_game(game)  # a new game clears every mark
    assert model.hint_box is None


def test_cell_fonts_follow_the_pads_font_and_data_hands_out_copies() -> None:
    game = played_game("kismet", 0)
    game.roll()
    model = ScorecardModel(0)
    model.set_game(game, show_preview=True)
    total = model.row_of_kind(RowKind.GRAND_TOTAL)
    preview = next(row for row in range(model.rowCount()) if model.cell_look(row, SCORE_COLUMN).preview)
    for size in (11.0, 17.5, 9.0):  # the pad grows and shrinks its text with the window
        font = QFont()
        font.setPointSizeF(size)
        model.set_font(font)
        cells = [(row, col) for row in (total, preview) for col in (LABEL_COLUMN, SCORE_COLUMN)]
        looks = [model.cell_look(row, col) for row, col in cells]
        assert [look.font.pointSizeF() for look in looks] == [size] * 4
        assert (looks[1].font.bold(), looks[3].font.italic(), looks[2].font.bold()) == (True, True, False)
    given = model.data(model.index(total, SCORE_COLUMN), Qt.ItemDataRole.FontRole)
    given.setPointSizeF(30.0)  # a caller changing what data() gave changes nothing in the model
    assert model.cell_look(total, SCORE_COLUMN).font.pointSizeF() == 9.0


# --- official Yahtzee: the bonus-chip row and boxes the Joker closes ------------------------------


def _yahtzee_card(filled: dict[str, list[int]]) -> tuple[Game, ScorecardModel]:
    game = Game("yahtzee", ["Ann"])
    for box, dice in filled.items():
        game.set_dice(dice)
        game.score(box)
    model = ScorecardModel(0)
    model.set_game(game, show_preview=True)
    return game, model


def test_yahtzee_card_has_a_bonus_chip_row_counted_in_the_lower_total() -> None:
    _, model = _yahtzee_card({"yacht": [3] * 5, "threes": [3] * 5})
    row = model.row_of_kind(RowKind.YACHT_BONUS)
    assert model.index(row, LABEL_COLUMN).data() == "Yahtzee bonus"
    chips = model.index(row, SCORE_COLUMN)
    assert chips.data() == "✓ 100"
    assert chips.data(VALUE_ROLE) == 100
    assert "1 bonus chip, 100 points" in chips.data(Qt.ItemDataRole.ToolTipRole)
    lower = model.index(model.row_of_kind(RowKind.LOWER_TOTAL), SCORE_COLUMN)
    assert lower.data(VALUE_ROLE) == 150
    assert model.index(model.row_of_kind(RowKind.GRAND_TOTAL), SCORE_COLUMN).data(VALUE_ROLE) == 165


def test_joker_previews_only_the_forced_box_and_closes_the_others() -> None:
    game, model = _yahtzee_card({"yacht": [4] * 5})
    game.set_dice([4] * 5)
    model.refresh(show_preview=True)
    fours = model.index(model.row_of_box("fours"), SCORE_COLUMN)
    assert (fours.data(), fours.data(PREVIEW_ROLE)) == ("20", True)
    chance = model.index(model.row_of_box("chance"), SCORE_COLUMN)
    assert chance.data() == "–"
    assert chance.data(CLOSED_ROLE) is True
    assert "the Joker rule" in chance.data(Qt.ItemDataRole.ToolTipRole)
    assert not chance.flags() & Qt.ItemFlag.ItemIsSelectable
    assert fours.flags() & Qt.ItemFlag.ItemIsSelectable


def test_joker_preview_shows_lower_boxes_at_their_joker_values() -> None:
    game, model = _yahtzee_card({"yacht": [4] * 5, "fours": [4, 4, 1, 2, 3]})
    game.set_dice([4] * 5)
    model.refresh(show_preview=True)
    assert model.index(model.row_of_box("large_straight"), SCORE_COLUMN).data() == "40"
    assert model.index(model.row_of_box("full_house"), SCORE_COLUMN).data() == "25"
    assert model.index(model.row_of_box("ones"), SCORE_COLUMN).data(CLOSED_ROLE) is True
