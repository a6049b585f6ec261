"""The official Yahtzee rules in play: Yahtzee bonus chips and every case of the forced Joker."""

from __future__ import annotations

import pytest

from yachtgui.game import Game, GameError
from yachtgui.rules import VARIANTS

YAHTZEE = VARIANTS["yahtzee"]
FIVE_FIVES = [5, 5, 5, 5, 5]


def _game_with(filled: dict[str, list[int]]) -> Game:
    """A solitaire Yahtzee game whose boxes were filled, in this order, with these dice."""
    game = Game("yahtzee", ["Ann"])
    for box, dice in filled.items():
        game.set_dice(dice)
        game.score(box)
    return game


def test_first_five_of_a_kind_scores_anywhere_normally() -> None:
    game = _game_with({})
    game.set_dice(FIVE_FIVES)
    preview = game.preview()
    assert preview["yacht"] == 50
    assert preview["full_house"] == 0  # not a full house without the Joker
    assert preview["fives"] == 25
    assert game.pending_yacht_bonus() == 0


def test_joker_forces_the_matching_upper_box_when_open() -> None:
    game = _game_with({"yacht": FIVE_FIVES})
    game.set_dice(FIVE_FIVES)
    assert game.preview() == {"fives": 25}
    with pytest.raises(GameError, match="Joker rule: this five of a kind must go in Fives"):
        game.score("large_straight")
    assert game.open_boxes(0).count("large_straight") == 1  # refused, nothing changed


def test_bonus_chip_is_paid_while_the_yahtzee_box_holds_50() -> None:
    game = _game_with({"yacht": FIVE_FIVES})
    game.set_dice(FIVE_FIVES)
    assert game.pending_yacht_bonus() == 100
    assert game.score("fives") == 25
    assert game.yacht_bonus_count(0) == 1
    assert game.total(0) == 50 + 25 + 100


def test_joker_with_upper_box_filled_allows_any_open_lower_box_at_joker_values() -> None:
    game = _game_with({"yacht": FIVE_FIVES, "fives": [5, 5, 1, 2, 3]})
    game.set_dice(FIVE_FIVES)
    assert game.preview() == {
        "three_of_a_kind": 25,
        "four_of_a_kind": 25,
        "full_house": 25,
        "small_straight": 30,
        "large_straight": 40,
        "chance": 25,
    }
    assert game.score("large_straight") == 40
    assert game.yacht_bonus_count(0) == 1
    assert game.total(0) == 50 + 10 + 40 + 100


def test_joker_with_upper_and_lower_filled_gives_a_zero_in_any_open_upper_box() -> None:
    lower = {
        "three_of_a_kind": [1, 1, 1, 2, 3],
        "four_of_a_kind": [1, 1, 1, 1, 3],
        "full_house": [1, 1, 2, 2, 2],
        "small_straight": [1, 2, 3, 4, 6],
        "large_straight": [1, 2, 3, 4, 5],
        "chance": [1, 2, 3, 4, 6],
    }
    game = _game_with({"yacht": FIVE_FIVES, "fives": [5, 1, 1, 2, 3], **lower})
    game.set_dice(FIVE_FIVES)
    assert game.preview() == {"ones": 0, "twos": 0, "threes": 0, "fours": 0, "sixes": 0}
    assert game.score("twos") == 0
    assert game.yacht_bonus_count(0) == 1  # the bonus is paid whatever box the dice go into


def test_yahtzee_box_holding_zero_earns_no_bonus_but_the_joker_still_applies() -> None:
    game = _game_with({"yacht": [1, 2, 3, 4, 6], "fives": [5, 1, 1, 2, 3]})
    assert game.scorecard(0)["yacht"] == 0
    game.set_dice(FIVE_FIVES)
    assert game.pending_yacht_bonus() == 0
    assert game.preview()["full_house"] == 25
    game.score("full_house")
    assert game.yacht_bonus_count(0) == 0
    assert game.total(0) == 5 + 25


def test_bonus_chips_count_each_further_five_of_a_kind() -> None:
    game = _game_with({"yacht": FIVE_FIVES, "fives": FIVE_FIVES, "sixes": [6] * 5, "twos": [2] * 5})
    assert game.yacht_bonus_count(0) == 3
    assert game.yacht_bonus_total(0) == 300
    assert game.total(0) == 50 + (25 + 30 + 10) + 35 + 300  # upper 65 earns the 35 as well


def test_undo_takes_back_a_bonus_chip() -> None:
    game = _game_with({"yacht": FIVE_FIVES})
    game.set_dice(FIVE_FIVES)
    game.score("fives")
    game.undo()
    assert game.yacht_bonus_count(0) == 0
    assert game.pending_yacht_bonus() == 100


def test_other_variants_have_no_joker_and_no_chips() -> None:
    game = Game("yacht", ["Ann"])
    game.set_dice(FIVE_FIVES)
    game.score("yacht")
    game.set_dice(FIVE_FIVES)
    assert game.preview()["full_house"] == 0
    assert game.pending_yacht_bonus() == 0
    game.score("large_straight")
    assert game.yacht_bonus_count(0) == 0


def test_saved_yahtzee_game_reloads_its_chips() -> None:
    game = _game_with({"yacht": FIVE_FIVES, "fives": FIVE_FIVES})
    again = Game.from_dict(game.to_dict())
    assert again.yacht_bonus_count(0) == 1
    assert again.total(0) == game.total(0)


def test_free_joker_lets_an_extra_five_of_a_kind_go_anywhere() -> None:
    free = YAHTZEE.replace(id="free", joker="free")
    game = Game(free, ["Ann"])
    game.set_dice(FIVE_FIVES)
    game.score("yacht")
    game.set_dice(FIVE_FIVES)
    preview = game.preview()
    assert (preview["fives"], preview["ones"]) == (25, 0)
    assert (preview["large_straight"], preview["full_house"]) == (40, 25)


def test_top_down_order_allows_only_the_first_open_box() -> None:
    down = VARIANTS["yatzy"].replace(id="down", order="top-down")
    game = Game(down, ["Ann"])
    game.set_dice([6, 6, 6, 6, 6])
    assert game.preview() == {"ones": 0}
    with pytest.raises(GameError, match="from the top down: this roll must go in Ones"):
        game.score("yacht")
    assert game.score("ones") == 0
    game.set_dice([2, 2, 1, 1, 1])
    assert game.preview() == {"twos": 4}


@pytest.mark.parametrize(("yacht_dice", "holds_points"), [(FIVE_FIVES, True), ([1, 2, 3, 4, 6], False)])
def test_the_strategy_flag_says_whether_the_yahtzee_box_holds_points(
    yacht_dice: list[int], holds_points: bool
) -> None:
    game = _game_with({"chance": [6, 6, 5, 5, 4]})
    assert game.filled_boxes(0) == ("chance",)
    assert not game.yacht_holds_points(0)  # open
    game.set_dice(yacht_dice)
    game.score("yacht")
    assert game.filled_boxes(0) == ("yacht", "chance")  # sheet order
    assert game.yacht_holds_points(0) is holds_points


def test_variants_without_the_bonus_box_never_raise_the_flag() -> None:
    game = Game("kismet", ["Ann"])
    game.set_dice(FIVE_FIVES)
    game.score("kismet")
    assert not game.yacht_holds_points(0)
