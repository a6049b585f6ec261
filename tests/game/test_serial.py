"""to_dict / from_dict: JSON-safe round trips at any moment, and damaged data rejected."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.game.conftest import ScriptedDice
from yachtgui.game import Game, GameError
from yachtgui.rules import VARIANTS


def advance(game: Game, chooser: random.Random, steps: int) -> None:
    """Take ``steps`` random legal actions (rolls, holds, scorings)."""
    for _ in range(steps):
        if game.is_over:
            return
        player = game.current_player
        assert player is not None
        if not game.dice or (game.rolls_left and chooser.random() < 0.5):
            held = [] if not game.dice else [p for p in range(5) if chooser.random() < 0.4]
            game.roll(held=held)
        else:
            game.score(chooser.choice(list(game.legal_boxes())))  # the Joker may close some


def json_round_trip(data: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(data, allow_nan=False))  # type: ignore[no-any-return]


@settings(max_examples=60)
@given(
    variant_id=st.sampled_from(sorted(VARIANTS)),
    players=st.integers(1, 4),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 120),
)
def test_round_trip_at_a_random_moment(variant_id: str, players: int, seed: int, steps: int) -> None:
    game = Game(variant_id, [f"P{i}" for i in range(players)], rng=random.Random(seed))
    advance(game, random.Random(seed + 1), steps)
    data = json_round_trip(game.to_dict())
    restored = Game.from_dict(data)
    assert restored.to_dict() == data
    assert restored.current_player == game.current_player
    assert restored.dice == game.dice
    assert restored.held == game.held
    assert restored.rolls_left == game.rolls_left
    assert restored.history == game.history
    assert restored.events == game.events
    assert [restored.total(i) for i in range(players)] == [game.total(i) for i in range(players)]


def test_a_resumed_game_rolls_the_same_dice_as_the_original() -> None:
    game = Game("kismet", ["Ann", "Bob"], rng=random.Random(99))
    advance(game, random.Random(3), 17)
    restored = Game.from_dict(json_round_trip(game.to_dict()))
    chooser_a, chooser_b = random.Random(5), random.Random(5)
    advance(game, chooser_a, 400)
    advance(restored, chooser_b, 400)
    assert game.is_over
    assert restored.is_over
    assert restored.history == game.history


def test_from_dict_can_substitute_the_random_source() -> None:
    game = Game("yacht", ["Ann"], rng=random.Random(1))
    game.roll()
    restored = Game.from_dict(game.to_dict(), rng=ScriptedDice([6, 6, 6, 6, 6]))
    assert restored.roll() == (6, 6, 6, 6, 6)


def test_a_scripted_source_is_not_saved_and_a_fresh_one_is_used() -> None:
    game = Game("yacht", ["Ann"], rng=ScriptedDice([1, 2, 3, 4, 5]))
    game.roll()
    data = game.to_dict()
    assert data["rng_state"] is None
    restored = Game.from_dict(data)
    assert restored.dice == (1, 2, 3, 4, 5)
    assert len(restored.roll(held=[0, 1])) == 5


def test_second_kismet_games_round_trip() -> None:
    dice = ScriptedDice()
    game = Game("kismet", ["Ann", "Bob", "Cy"], rng=dice)
    for roll, box in [([4] * 5, "kismet"), ([1, 1, 1, 2, 3], "ones"), ([2, 3, 4, 5, 6], "straight"),
                      ([6] * 5, "sixes")]:
        dice.push(*roll)
        game.roll()
        game.score(box)
    dice.push(1, 2, 3, 5, 6)
    game.roll()
    data = json_round_trip(game.to_dict())
    restored = Game.from_dict(data)
    assert restored.events == game.events
    assert restored.current_player == 0
    assert restored.dice == (1, 2, 3, 5, 6)
    assert not restored.can_undo


def saved_mid_game() -> dict[str, Any]:
    dice = ScriptedDice()
    game = Game("kismet", ["Ann", "Bob", "Cy"], rng=dice)
    for roll, box in [([4] * 5, "kismet"), ([1, 1, 1, 2, 3], "ones"), ([2, 3, 4, 5, 6], "straight"),
                      ([6] * 5, "sixes"), ([1, 2, 3, 4, 6], "yarborough")]:
        dice.push(*roll)
        game.roll()
        game.score(box)
    dice.push(2, 2, 3, 3, 5, 1, 1)
    game.roll()
    game.roll(held=[0, 1, 2])
    data = json_round_trip(game.to_dict())
    data["rng_state"] = json_round_trip(Game("yacht", ["X"], rng=random.Random(4)).to_dict())["rng_state"]
    return data


Mutation = Callable[[dict[str, Any]], None]

DAMAGE: dict[str, Mutation] = {
    "wrong format": lambda d: d.update(format="chess"),
    "future version": lambda d: d.update(version=2),
    "bool version": lambda d: d.update(version=True),
    "unknown variant": lambda d: d.update(variant="poker"),
    "variant not text": lambda d: d.update(variant=["kismet"]),
    "no players": lambda d: d.update(players=[]),
    "duplicate players": lambda d: d.update(players=["Ann", "Ann", "Cy"]),
    "players not a list": lambda d: d.update(players="Ann"),
    "first player out of range": lambda d: d.update(first_player=3),
    "first player bool": lambda d: d.update(first_player=True),
    "score changed": lambda d: d["scorecards"][1].update(ones=4),
    "box added": lambda d: d["scorecards"][0].update(joker=0),
    "box missing": lambda d: d["scorecards"][0].pop("ones"),
    "history points changed": lambda d: d["history"][1].update(points=4),
    "history dice changed": lambda d: d["history"][1].update(dice=[1, 1, 2, 2, 3]),
    "history dice bad face": lambda d: d["history"][1].update(dice=[1, 1, 1, 2, 9]),
    "history out of turn": lambda d: d["history"][1].update(player=2),
    "history entry not a dict": lambda d: d["history"].__setitem__(0, "kismet"),
    "history box unknown": lambda d: d["history"][0].update(box="__import__('os')"),
    "history duplicated": lambda d: d["history"].append(copy.deepcopy(d["history"][0])),
    "forced zero invented": lambda d: d["history"][1].update(forced=True, dice=[], points=0),
    "forced zero removed": lambda d: d["history"].pop(4),
    "forced zero with points": lambda d: d["history"][4].update(points=5),
    "forced flag not bool": lambda d: d["history"][0].update(forced=0),
    "event removed": lambda d: d.update(events=[]),
    "event forged": lambda d: d["events"].append(copy.deepcopy(d["events"][0])),
    "current player wrong": lambda d: d.update(current_player=2),
    "current player missing": lambda d: d.pop("current_player"),
    "rolls left out of range": lambda d: d.update(rolls_left=5),
    "rolls left bool": lambda d: d.update(rolls_left=True),
    "dice on a fresh turn": lambda d: d.update(rolls_left=3),
    "too few dice": lambda d: d.update(dice=[1, 2, 3]),
    "dice not faces": lambda d: d.update(dice=[1, 2, 3, 4, "5"]),
    "held out of range": lambda d: d.update(held=[7]),
    "held twice": lambda d: d.update(held=[1, 1]),
    "held on first roll": lambda d: d.update(rolls_left=2),
    "held unsorted": lambda d: d.update(held=[2, 0, 1]),
    "rng state damaged": lambda d: d.update(rng_state=[3, [1, 2, 3], None]),
    "rng state not a list": lambda d: d.update(rng_state="os.system('rm -rf /')"),
    "rng word too big": lambda d: d["rng_state"][1].__setitem__(0, 2**40),
    "rng gauss infinite": lambda d: d["rng_state"].__setitem__(2, float("inf")),
    "rng gauss nan": lambda d: d["rng_state"].__setitem__(2, float("nan")),
    "version as float": lambda d: d.update(version=1.0),
    "rules hash differs": lambda d: d.update(rules_hash="0123456789abcdef"),
    "history too long": lambda d: d.update(history=d["history"] * 50),
}


def test_the_undamaged_save_loads() -> None:
    restored = Game.from_dict(saved_mid_game())
    assert restored.dice[:3] == (2, 2, 3)
    assert restored.held == (0, 1, 2)
    assert restored.rolls_left == 1


@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_damaged_or_hostile_data_is_rejected_with_game_error(damage: str) -> None:
    data = saved_mid_game()
    DAMAGE[damage](data)
    with pytest.raises(GameError):
        Game.from_dict(data)


@pytest.mark.parametrize("data", [None, [], "game", 3, {"format": "yachtgui-game"}, {}])
def test_non_games_are_rejected(data: object) -> None:
    with pytest.raises(GameError):
        Game.from_dict(data)


def test_a_finished_game_round_trips_and_stays_over() -> None:
    game = Game("worldwide", ["Ann", "Bob"], rng=random.Random(2))
    advance(game, random.Random(8), 10_000)
    assert game.is_over
    data = json_round_trip(game.to_dict())
    restored = Game.from_dict(data)
    assert restored.is_over
    assert restored.standings() == game.standings()
    data["dice"] = [1, 1, 1, 1, 1]
    with pytest.raises(GameError, match="over"):
        Game.from_dict(data)


def test_a_random_subclass_that_draws_like_random_keeps_its_state() -> None:
    class Seeded(random.Random):
        pass

    game = Game("yacht", ["Ann"], rng=Seeded(5))
    restored = Game.from_dict(json_round_trip(game.to_dict()))
    assert game.roll() == restored.roll()


def test_system_random_and_overridden_randint_are_not_saved() -> None:
    class Loaded(random.Random):
        def randint(self, a: int, b: int) -> int:
            return 6

    assert Game("yacht", ["Ann"], rng=random.SystemRandom()).to_dict()["rng_state"] is None
    assert Game("yacht", ["Ann"], rng=Loaded(1)).to_dict()["rng_state"] is None


def test_a_house_rule_game_round_trips_with_its_own_variants() -> None:
    from yachtgui.rules.vocabulary import Fixed

    yacht = VARIANTS["yacht"]
    boxes = tuple(b.replace(scorer=Fixed(60)) if b.id == "yacht" else b for b in yacht.boxes)
    rich = yacht.replace(id="rich_yacht", name="Rich Yacht", boxes=boxes)
    game = Game(rich, ["Ann"], rng=ScriptedDice([4, 4, 4, 4, 4]))
    game.roll()
    assert game.score("yacht") == 60
    data = json_round_trip(game.to_dict())
    # The save carries the house rules: it opens with no registry that knows them.
    assert Game.from_dict(data).variant == rich
    restored = Game.from_dict(data, variants={"rich_yacht": rich})
    assert restored.variant is rich
    assert restored.total(0) == 60
    data["variant"] = "yacht"
    with pytest.raises(GameError, match="house rules are for another variant"):
        Game.from_dict(data)
    # Without its definition, the same id with other rules is refused rather than replayed wrongly.
    del data["variant_definition"]
    with pytest.raises(GameError, match="other rules"):
        Game.from_dict(data)


def test_the_undo_of_the_last_scoring_survives_saving_and_loading() -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=random.Random(8))
    game.roll()
    game.roll([0, 2])
    game.score("chance")
    data = game.to_dict()
    assert data["undo"] == {"held": [0, 2], "rolls_left": 1}
    loaded = Game.from_dict(data)
    assert loaded.can_undo
    loaded.undo()
    game.undo()
    assert (loaded.dice, loaded.held, loaded.rolls_left, loaded.current_player) == \
        (game.dice, game.held, game.rolls_left, game.current_player)
    assert loaded.scorecard(0)["chance"] is None


def test_a_roll_after_the_scoring_ends_the_saved_undo() -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=random.Random(8))
    game.roll()
    game.score("chance")
    game.roll()
    data = game.to_dict()
    assert "undo" not in data
    assert not Game.from_dict(data).can_undo


def test_a_damaged_undo_is_refused() -> None:
    game = Game("yacht", ["Ann", "Bob"], rng=random.Random(8))
    game.roll()
    game.score("chance")
    data = game.to_dict()
    data["undo"] = {"held": [0, 0], "rolls_left": 1}
    with pytest.raises(GameError, match="held twice"):
        Game.from_dict(data)
    data["undo"] = {"held": [1], "rolls_left": 2}  # nothing is held on the first roll
    with pytest.raises(GameError, match="undo"):
        Game.from_dict(data)


def test_a_saved_house_rule_game_opens_after_its_variant_file_is_deleted(tmp_path: Path) -> None:
    from yachtgui.persistence.variants import load_house_variants
    from yachtgui.rules.housefile import read_variant_file

    rules = tmp_path / "lid.toml"
    rules.write_text('name = "Big Lid"\nextends = "yahtzee"\nyahtzee_bonus = 200\n', encoding="utf-8")
    variant = read_variant_file(rules)
    game = Game(variant, ["Ann"], rng=ScriptedDice([6] * 10))
    game.roll()
    game.score("yacht")
    game.roll()
    game.score("sixes")
    data = json_round_trip(game.to_dict())
    rules.unlink()
    assert load_house_variants(tmp_path).variants == {}
    restored = Game.from_dict(data)
    assert restored.variant == variant
    assert restored.yacht_bonus_count(0) == 1
    assert restored.total(0) == 50 + 30 + 200


def test_damaged_house_rules_in_a_save_are_refused() -> None:
    rich = VARIANTS["yacht"].replace(id="rich_yacht", name="Rich")
    data = json_round_trip(Game(rich, ["Ann"]).to_dict())
    data["variant_definition"]["boxes"][0]["scorer"] = {"type": "exec", "code": "print(1)"}
    with pytest.raises(GameError, match="house rules are damaged"):
        Game.from_dict(data)


def test_built_in_games_carry_no_definition() -> None:
    assert "variant_definition" not in Game("yahtzee", ["Ann"]).to_dict()
