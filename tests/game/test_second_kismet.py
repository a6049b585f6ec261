"""The Second Kismet rule exactly as RULES.md words it, with scripted dice."""

from __future__ import annotations

import pytest

from tests.game.conftest import ScriptedDice
from yachtgui.game import Game, GameError, SecondKismet

KISMET_SECTION_ORDER = (
    "two_pair_same_color",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "full_house_same_color",
    "four_of_a_kind",
    "yarborough",
    "kismet",
)


def take_turn(game: Game, dice: ScriptedDice, roll: list[int], box: str) -> int:
    dice.push(*roll)
    game.roll()
    return game.score(box)


@pytest.fixture
def three_players(dice: ScriptedDice) -> Game:
    """Ann has scored a Kismet; Bob and Cy have each filled one box."""
    game = Game("kismet", ["Ann", "Bob", "Cy"], rng=dice)
    take_turn(game, dice, [4, 4, 4, 4, 4], "kismet")
    take_turn(game, dice, [1, 1, 1, 2, 3], "ones")
    take_turn(game, dice, [2, 3, 4, 5, 6], "straight")
    return game


def test_second_kismet_zeroes_top_open_box_of_every_other_player(
    three_players: Game, dice: ScriptedDice
) -> None:
    game = three_players
    assert game.current_player == 0
    points = take_turn(game, dice, [6, 6, 6, 6, 6], "sixes")
    assert points == 30
    # Bob's Ones is filled, so his topmost open box is Twos; Cy's is Ones.
    assert game.scorecard(1)["twos"] == 0
    assert game.scorecard(2)["ones"] == 0
    assert game.events == (SecondKismet(0, "sixes", 30, (6, 6, 6, 6, 6), ((1, "twos"), (2, "ones"))),)
    forced = [s for s in game.history if s.forced]
    assert [(s.player, s.box, s.points) for s in forced] == [(1, "twos", 0), (2, "ones", 0)]


def test_the_roller_takes_the_next_turn_and_play_goes_on_from_the_roller(
    three_players: Game, dice: ScriptedDice
) -> None:
    game = three_players
    take_turn(game, dice, [6, 6, 6, 6, 6], "sixes")
    assert game.current_player == 0
    assert game.rolls_left == 3
    take_turn(game, dice, [1, 2, 3, 5, 6], "yarborough")
    assert game.current_player == 1
    take_turn(game, dice, [1, 2, 3, 5, 6], "yarborough")
    assert game.current_player == 2


def test_the_rule_applies_to_every_further_kismet(three_players: Game, dice: ScriptedDice) -> None:
    game = three_players
    take_turn(game, dice, [6, 6, 6, 6, 6], "sixes")
    take_turn(game, dice, [5, 5, 5, 5, 5], "fives")
    assert len(game.events) == 2
    assert game.events[1].forfeits == ((1, "threes"), (2, "twos"))
    assert game.current_player == 0


def test_a_first_kismet_or_a_zero_kismet_box_does_not_trigger_the_rule(dice: ScriptedDice) -> None:
    game = Game("kismet", ["Ann", "Bob"], rng=dice)
    take_turn(game, dice, [3, 3, 3, 3, 3], "kismet")  # the first Kismet
    assert game.events == ()
    assert game.current_player == 1
    take_turn(game, dice, [1, 2, 3, 4, 6], "kismet")  # Bob scratches his Kismet box with 0
    take_turn(game, dice, [1, 2, 3, 4, 6], "yarborough")
    take_turn(game, dice, [2, 2, 2, 2, 2], "twos")  # Bob: five alike, but his Kismet box holds 0
    assert game.events == ()
    assert game.scorecard(0)["ones"] is None
    assert game.current_player == 0


def test_five_alike_scored_while_the_kismet_box_is_open_is_not_a_second_kismet(dice: ScriptedDice) -> None:
    game = Game("kismet", ["Ann", "Bob"], rng=dice)
    take_turn(game, dice, [3, 3, 3, 3, 3], "threes")
    take_turn(game, dice, [1, 2, 3, 4, 6], "yarborough")
    take_turn(game, dice, [3, 3, 3, 3, 3], "kismet")
    assert game.events == ()


def test_players_with_a_full_card_lose_nothing_and_solitaire_has_no_effect(dice: ScriptedDice) -> None:
    solo = Game("kismet", ["Ann"], rng=dice)
    take_turn(solo, dice, [2, 2, 2, 2, 2], "kismet")
    take_turn(solo, dice, [2, 2, 2, 2, 2], "twos")
    assert solo.events == ()
    assert solo.scorecard(0)["ones"] is None


def test_forced_zeros_follow_the_kismet_section_order_after_the_basic_section(
    dice: ScriptedDice,
) -> None:
    game = Game("kismet", ["Ann", "Bob"], rng=dice)
    # Bob fills his whole Basic Section and the first two Kismet boxes; Ann builds up to a Kismet.
    ann_boxes = ["kismet", "ones", "twos", "threes", "fours", "fives", "sixes", "yarborough"]
    bob_boxes = [*ann_boxes[1:7], "two_pair_same_color", "three_of_a_kind"]
    for ann_box, bob_box in zip(ann_boxes, bob_boxes, strict=True):
        take_turn(game, dice, [4, 4, 4, 4, 4] if ann_box == "kismet" else [1, 2, 3, 4, 6], ann_box)
        take_turn(game, dice, [1, 2, 3, 4, 6], bob_box)
    take_turn(game, dice, [1, 1, 1, 1, 1], "four_of_a_kind")
    assert game.events[-1].forfeits == ((1, "straight"),)
    assert KISMET_SECTION_ORDER.index("straight") == 2


def test_lost_turns_can_end_the_game_early_for_the_others(dice: ScriptedDice) -> None:
    game = Game("kismet", ["Ann", "Bob"], rng=dice)
    boxes = list(game.variant.categories)
    # Both fill everything but their last box, Ann's Kismet first so that it holds points.
    ann_order = ["kismet"] + [b for b in boxes if b not in ("kismet", "yarborough")]
    for ann_box, bob_box in zip(ann_order, boxes[:-1], strict=True):
        take_turn(game, dice, [5, 5, 5, 5, 5] if ann_box == "kismet" else [1, 2, 3, 4, 6], ann_box)
        take_turn(game, dice, [1, 2, 3, 4, 6], bob_box)
    assert game.open_boxes(0) == ("yarborough",)
    assert game.open_boxes(1) == ("kismet",)
    take_turn(game, dice, [2, 2, 2, 2, 2], "yarborough")
    assert game.scorecard(1)["kismet"] == 0
    assert game.is_over


def test_undo_of_a_second_kismet_gives_back_the_lost_turns(three_players: Game, dice: ScriptedDice) -> None:
    game = three_players
    dice.push(6, 6, 6, 6, 6)
    game.roll()
    before = game.to_dict()
    game.score("sixes")
    game.undo()
    after = game.to_dict()
    assert after.pop("log")[-1]["type"] == "undo"  # the log keeps the undo; the rest is as before
    before.pop("log")
    assert after == before
    assert game.events == ()
    assert game.scorecard(1)["twos"] is None


def test_the_other_variants_have_no_second_kismet_rule(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=dice)
    take_turn(game, dice, [4, 4, 4, 4, 4], "yacht")
    take_turn(game, dice, [1, 2, 3, 4, 6], "chance")
    take_turn(game, dice, [6, 6, 6, 6, 6], "sixes")
    assert game.events == ()
    assert game.current_player == 1
    with pytest.raises(GameError):
        game.score("sixes")


def test_a_late_second_kismet_zeroes_only_players_with_open_boxes_and_can_end_the_game(
    dice: ScriptedDice,
) -> None:
    # Four players; on the last round A and B are full, C rolls a second Kismet, D has one box left.
    game = Game("kismet", ["A", "B", "C", "D"], rng=dice)
    boxes = list(game.variant.categories)
    c_order = ["kismet"] + [b for b in boxes if b not in ("kismet", "yarborough")] + ["yarborough"]
    for turn in range(len(boxes)):
        for player in range(4):
            if player == 2:
                box = c_order[turn]
                roll = [5] * 5 if box in ("kismet", "yarborough") else [1, 2, 3, 4, 6]
            else:
                box = boxes[turn]
                roll = [1, 2, 3, 4, 6]
            if player == 3 and turn == len(boxes) - 1:
                break  # D has not played the last round yet when C's Kismet comes
            take_turn(game, dice, roll, box)
    assert game.is_over
    assert game.events[-1].roller == 2
    assert game.events[-1].forfeits == ((3, "kismet"),)
    assert game.scorecard(3)["kismet"] == 0


def test_three_players_second_kismet_skips_a_player_whose_card_is_full(dice: ScriptedDice) -> None:
    game = Game("kismet", ["Ann", "Bob", "Cy"], rng=dice)
    boxes = list(game.variant.categories)
    for turn, box in enumerate(boxes[:-1]):
        # Ann scores her Kismet first; everyone else fills boxes in sheet order.
        ann_box = "kismet" if turn == 0 else boxes[turn - 1]
        take_turn(game, dice, [2] * 5 if turn == 0 else [1, 2, 3, 4, 6], ann_box)
        take_turn(game, dice, [1, 2, 3, 4, 6], box)
        take_turn(game, dice, [1, 2, 3, 4, 6], box)
    # Ann's turn 15: her last open box is Yarborough; Bob has Kismet open, Cy too.
    assert game.open_boxes(0) == ("yarborough",)
    take_turn(game, dice, [3] * 5, "yarborough")
    assert game.events[-1].forfeits == ((1, "kismet"), (2, "kismet"))
    assert game.is_over
