"""The game model: turns, rolls, holds, scoring, totals, the end and illegal actions."""

from __future__ import annotations

import random

import pytest

from tests.game.conftest import ScriptedDice
from yachtgui.game import Game, GameError, roll_off, roll_off_rounds
from yachtgui.rules import VARIANTS


def snapshot(game: Game) -> dict[str, object]:
    """The game's state; the log is left out, as it keeps a record of every undo on purpose."""
    return {key: value for key, value in game.to_dict().items() if key != "log"}


def test_a_new_game_waits_for_the_first_roll() -> None:
    game = Game("yacht", ["Ann", "Bob"])
    assert game.players == ("Ann", "Bob")
    assert game.variant is VARIANTS["yacht"]
    assert game.current_player == 0
    assert game.dice == ()
    assert game.held == ()
    assert game.rolls_left == 3
    assert not game.is_over
    assert game.scorecard(0) == dict.fromkeys(VARIANTS["yacht"].categories)
    assert list(game.scorecard(1)) == list(VARIANTS["yacht"].categories)
    assert game.preview() == {}


def test_first_player_starts(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann", "Bob", "Cy"], rng=dice, first_player=2)
    assert game.current_player == 2
    dice.push(1, 2, 3, 4, 5)
    game.roll()
    game.score("chance")
    assert game.current_player == 0


def test_each_roll_draws_once_per_unheld_die_in_order(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann"], rng=dice)
    dice.push(1, 2, 3, 4, 5)
    assert game.roll() == (1, 2, 3, 4, 5)
    assert len(dice.calls) == 5
    assert all(call == (1, 6) for call in dice.calls)
    dice.push(6, 6)
    assert game.roll(held=[3, 0, 2]) == (1, 6, 3, 4, 6)
    assert len(dice.calls) == 7
    assert game.held == (0, 2, 3)
    assert game.rolls_left == 1
    assert game.roll(held=range(5)) == (1, 6, 3, 4, 6)  # all five held: nothing drawn
    assert len(dice.calls) == 7
    assert game.rolls_left == 0


def test_score_fills_the_box_and_passes_the_turn(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=dice)
    dice.push(3, 3, 3, 2, 2)
    game.roll()
    assert game.preview()["full_house"] == 25
    assert game.score("full_house") == 25
    assert game.scorecard(0)["full_house"] == 25
    assert game.current_player == 1
    assert game.dice == ()
    assert game.rolls_left == 3


def test_dice_that_do_not_fit_score_zero(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann"], rng=dice)
    dice.push(1, 2, 3, 4, 6)
    game.roll()
    assert game.score("yacht") == 0
    assert game.scorecard(0)["yacht"] == 0


def test_totals_include_the_bonus_as_soon_as_it_is_earned() -> None:
    game = Game("yacht", ["Ann"])
    for face, box in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), start=1):
        game.set_dice([face] * 3 + [((face) % 6) + 1] * 2)
        game.score(box)
        if face < 6:
            assert game.bonus(0) == 0
    assert game.upper_total(0) == 63
    assert game.bonus(0) == 35
    assert game.total(0) == 98
    game.set_dice([6, 6, 6, 6, 6])
    game.score("yacht")
    assert game.lower_total(0) == 50
    assert game.total(0) == 148


def test_kismet_bonus_rises_through_its_tiers() -> None:
    game = Game("kismet", ["Ann"])
    for face, box in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), start=1):
        game.set_dice([face] * 4 + [1 if face != 1 else 2])
        game.score(box)
    assert game.upper_total(0) == 4 * 21 + 0
    assert game.bonus(0) == 75


def test_holding_on_the_first_roll_is_refused_and_changes_nothing(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann"], rng=dice)
    before = snapshot(game)
    with pytest.raises(GameError, match="first roll"):
        game.roll(held=[0])
    assert snapshot(game) == before
    assert dice.calls == []


def test_a_fourth_roll_is_refused(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann"], rng=dice)
    dice.push(*[1] * 15)
    game.roll()
    game.roll()
    game.roll()
    before = snapshot(game)
    with pytest.raises(GameError, match="no rolls left"):
        game.roll()
    assert snapshot(game) == before


def test_scoring_before_the_first_roll_is_refused() -> None:
    game = Game("yacht", ["Ann"])
    with pytest.raises(GameError, match="roll the dice"):
        game.score("chance")
    assert game.scorecard(0)["chance"] is None


@pytest.mark.parametrize(
    ("held", "words"),
    [([5], "no die at position 5"), ([-1], "no die"), ([1, 1], "held twice"), ([True], "whole number"),
     (["0"], "whole number"), ([0.0], "whole number"), ("01", "list of die positions"), (3, "list")],
)
def test_bad_hold_positions_are_refused(dice: ScriptedDice, held: object, words: str) -> None:
    game = Game("yacht", ["Ann"], rng=dice)
    dice.push(1, 2, 3, 4, 5)
    game.roll()
    before = snapshot(game)
    with pytest.raises(GameError, match=words):
        game.roll(held=held)  # type: ignore[arg-type]
    assert snapshot(game) == before
    assert len(dice.calls) == 5


def test_a_filled_or_unknown_box_is_refused(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann"], rng=dice)
    dice.push(1, 2, 3, 4, 5, 6, 6, 6, 6, 6)
    game.roll()
    game.score("chance")
    game.roll()
    before = snapshot(game)
    with pytest.raises(GameError, match="already filled"):
        game.score("chance")
    with pytest.raises(GameError, match="has no box"):
        game.score("kismet")
    with pytest.raises(GameError):
        game.score(None)  # type: ignore[arg-type]
    assert snapshot(game) == before


def test_a_bad_value_from_the_random_source_changes_nothing() -> None:
    game = Game("yacht", ["Ann"], rng=ScriptedDice([1, 2, 7, 4, 5]))
    before = snapshot(game)
    with pytest.raises(GameError, match="not a die face"):
        game.roll()
    assert snapshot(game) == before


def test_hand_entered_dice_count_as_the_next_roll(dice: ScriptedDice) -> None:
    game = Game("yatzy", ["Ann"], rng=dice)
    assert game.set_dice([2, 2, 5, 5, 5]) == (2, 2, 5, 5, 5)
    assert game.rolls_left == 2
    assert game.set_dice([2, 2, 5, 5, 6], held=[0, 1, 2, 3]) == (2, 2, 5, 5, 6)
    assert game.rolls_left == 1
    assert dice.calls == []
    with pytest.raises(GameError, match="held at 2"):
        game.set_dice([3, 2, 5, 5, 6], held=[0])
    assert game.dice == (2, 2, 5, 5, 6)


@pytest.mark.parametrize(
    "values", [[1, 2, 3, 4], [1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4], [1, 2, 3, 4, 7], [1, 2, 3, 4, True],
               [1, 2, 3, 4, 5.0], "12345", None],
)
def test_bad_hand_entered_dice_are_refused(values: object) -> None:
    game = Game("yatzy", ["Ann"])
    with pytest.raises(GameError):
        game.set_dice(values)  # type: ignore[arg-type]
    assert game.dice == ()
    assert game.rolls_left == 3


@pytest.mark.parametrize(
    ("variant", "names", "words"),
    [
        ("poker", ["Ann"], "unknown variant"),
        ("yacht", [], "at least one player"),
        ("yacht", [f"P{i}" for i in range(11)], "at most 10"),
        ("yacht", ["Ann", " "], "needs a name"),
        ("yacht", ["Ann", "ann "], "two players are called"),
        ("yacht", ["Ann", 3], "must be text"),
        ("yacht", "Ann", "list of names"),
        ("yacht", ["A\nB"], "control character"),
        ("yacht", ["x" * 41], "longer than 40"),
    ],
)
def test_bad_setups_raise_game_error(variant: str, names: object, words: str) -> None:
    with pytest.raises(GameError, match=words):
        Game(variant, names)  # type: ignore[arg-type]


@pytest.mark.parametrize("first", [-1, 2, True, "0"])
def test_a_bad_first_player_is_refused(first: object) -> None:
    with pytest.raises(GameError, match="first_player"):
        Game("yacht", ["Ann", "Bob"], first_player=first)  # type: ignore[arg-type]


def test_game_error_is_a_value_error() -> None:
    assert issubclass(GameError, ValueError)


def test_undo_takes_back_the_last_scoring_until_the_next_roll(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=dice)
    dice.push(3, 3, 3, 2, 2)
    game.roll()
    before = snapshot(game)
    assert not game.can_undo
    game.score("three_of_a_kind")
    assert game.can_undo
    game.undo()
    assert snapshot(game) == before
    assert not game.can_undo
    game.score("full_house")
    dice.push(1, 1, 1, 1, 1)
    game.roll()
    assert not game.can_undo
    with pytest.raises(GameError, match="nothing to undo"):
        game.undo()
    assert game.scorecard(0)["full_house"] == 25


def play_to_the_end(game: Game, chooser: random.Random) -> None:
    while not game.is_over:
        player = game.current_player
        assert player is not None
        game.roll()
        if chooser.random() < 0.6:
            game.roll(held=[p for p in range(5) if chooser.random() < 0.5])
        if chooser.random() < 0.3 and game.rolls_left:
            game.roll(held=[p for p in range(5) if chooser.random() < 0.5])
        legal = game.legal_boxes()  # the Joker may close some open boxes and pay others its way
        box = chooser.choice(list(legal))
        expected = legal[box]
        assert game.score(box) == expected


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
@pytest.mark.parametrize("players", [1, 2, 10])
def test_whole_games_run_to_the_end(variant_id: str, players: int) -> None:
    names = [f"Player {i + 1}" for i in range(players)]
    game = Game(variant_id, names, rng=random.Random(players))
    play_to_the_end(game, random.Random(42 + players))
    boxes = len(VARIANTS[variant_id].categories)
    assert game.is_over
    assert game.current_player is None
    assert game.dice == ()
    assert len(game.history) == players * boxes
    for i in range(players):
        card = game.scorecard(i)
        assert None not in card.values()
        assert game.total(i) == sum(card.values()) + game.bonus(i)  # type: ignore[arg-type]
    best = max(game.total(i) for i in range(players))
    assert game.winners() == tuple(i for i in range(players) if game.total(i) == best)
    for action in (game.roll, lambda: game.score("ones"), lambda: game.set_dice([1, 1, 1, 1, 1])):
        with pytest.raises(GameError, match="over"):
            action()


def test_standings_share_places_on_ties() -> None:
    game = Game("worldwide", ["Ann", "Bob", "Cy"])
    while not game.is_over:
        player = game.current_player
        assert player is not None
        game.set_dice([6, 6, 6, 6, 6] if player != 2 else [1, 1, 1, 1, 1])
        game.score(game.open_boxes(player)[0])
    assert game.total(0) == game.total(1) > game.total(2)
    assert game.winners() == (0, 1)
    assert game.standings() == [(1, (0, 1), game.total(0)), (3, (2,), game.total(2))]


def test_same_seed_same_game() -> None:
    def play(seed: int) -> list[int]:
        game = Game("kismet", ["Ann", "Bob"], rng=random.Random(seed))
        play_to_the_end(game, random.Random(1))
        return [game.total(0), game.total(1)]

    assert play(7) == play(7)


def test_roll_off_highest_die_starts_and_ties_roll_again() -> None:
    rng = ScriptedDice([4, 6, 6, 2, 5, 3])
    starter, rounds = roll_off_rounds(4, rng)
    assert rounds == [{0: 4, 1: 6, 2: 6, 3: 2}, {1: 5, 2: 3}]
    assert starter == 1
    assert roll_off(3, ScriptedDice([1, 2, 3])) == 2
    assert roll_off(1, ScriptedDice([5])) == 0


def test_roll_off_refuses_no_players() -> None:
    with pytest.raises(GameError):
        roll_off(0, random.Random())


def test_a_refused_action_keeps_the_undo(dice: ScriptedDice) -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=dice)
    dice.push(2, 2, 2, 5, 5)
    game.roll()
    game.score("full_house")
    with pytest.raises(GameError):
        game.roll(held=[0])  # holding on the first roll
    with pytest.raises(GameError):
        game.set_dice([1, 2, 3])
    assert game.can_undo
    game.undo()
    assert game.current_player == 0
    assert game.scorecard(0)["full_house"] is None


def test_a_bad_draw_is_the_only_one_lost() -> None:
    source = ScriptedDice([1, 2, 7])
    game = Game("yacht", ["Ann"], rng=source)
    with pytest.raises(GameError):
        game.roll()
    assert len(source.calls) == 3  # documented: draws already made are not taken back
    source.push(6, 6, 6, 6, 6)
    assert game.roll() == (6, 6, 6, 6, 6)


def test_a_dice_source_without_randint_is_refused() -> None:
    with pytest.raises(GameError, match="randint"):
        Game("yacht", ["Ann"], rng=object())  # type: ignore[arg-type]
