"""The whole turns the rule sheets walk through, played roll by roll with holds, as the sheets tell them."""

from __future__ import annotations

from yachtgui.game import Game


def test_kismet_basic_section_example_turn() -> None:
    """seed 000/001: 'First roll shows 3-3-4-4-5. The player decides to go with fours. The player then
    picks up the dice showing 3-3-5 for his second roll. The second roll shows 4-5-5. The player
    continues by picking up the dice showing 5-5 for his third roll. The final roll shows 4-6. The
    player thus has 4-4-4-4-6 after three rolls. A score of 16 is placed in the "Four" scoring box.'"""
    game = Game("kismet", ["Ann", "Bob"])
    game.set_dice([3, 3, 4, 4, 5])
    game.set_dice([4, 5, 4, 4, 5], held=[2, 3])  # the 3-3-5 picked up come back 4-5-5
    game.set_dice([4, 4, 4, 4, 6], held=[0, 2, 3])  # the 5-5 picked up come back 4-6
    assert game.rolls_left == 0
    assert sorted(game.dice) == [4, 4, 4, 4, 6]
    assert game.preview()["fours"] == 16
    assert game.score("fours") == 16
    assert game.scorecard(0)["fours"] == 16
    assert game.current_player == 1  # 'Play moves to the left'


def test_yacht_susan_example_turn() -> None:
    """seed 002: 'Susan rolls two, four, five, five, six. She keeps the two fives, and rolls the other
    three dice: one, three, five. She keeps this third five, then rolls the remaining two dice, coming
    up with two and two. She can either score this as 15, under her fives at the top of the table, or
    score it as a full house, or three of a kind, in the bottom half.'"""
    game = Game("yacht", ["Susan"])
    game.set_dice([2, 4, 5, 5, 6])
    game.set_dice([1, 3, 5, 5, 5], held=[2, 3])
    game.set_dice([2, 2, 5, 5, 5], held=[2, 3, 4])
    preview = game.preview()
    assert (preview["fives"], preview["full_house"], preview["three_of_a_kind"]) == (15, 25, 19)
    assert game.score("full_house") == 25


def test_the_kismet_sheets_escape_box_then_a_zero_of_the_players_choice() -> None:
    """seed 000/001: 'If the player is unable to gain a scoring combination on the dice, the Yarborough
    box may be used. If the Yarborough box has been filled, a zero must be placed in another box of the
    player's choice.'"""
    game = Game("kismet", ["Ann"])
    game.set_dice([1, 2, 3, 5, 6])
    assert game.score("yarborough") == 17
    game.set_dice([1, 2, 3, 5, 6])
    assert game.score("kismet") == 0  # any open box, the player's choice
    assert game.scorecard(0)["kismet"] == 0


def test_the_kismet_game_total_is_basic_section_plus_bonus_plus_kismet_section() -> None:
    """seed 000/001 'Determining a winner': 'the Basic Section is totaled and the appropriate bonus is
    added ... The Kismet Section is totaled. Total scores from both ... are added (including any
    bonus)'; RULES.md: 'Total = Basic Section + bonus + Kismet Section.'"""
    game = Game("kismet", ["Ann"])
    for face, box in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), start=1):
        game.set_dice([face] * 4 + [1 if face != 1 else 2])  # four of each: 4 * 21 = 84, bonus 75
        game.score(box)
    assert game.upper_total(0) == 84
    assert game.bonus(0) == 75
    game.set_dice([2, 3, 4, 5, 6])
    game.score("straight")
    assert game.total(0) == 84 + 75 + 30
