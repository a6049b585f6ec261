"""A save's own variant definition is held to a house file's limits and checked like one."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from yachtgui.game import Game, GameError
from yachtgui.rules import VARIANTS
from yachtgui.rules.definition import variant_from_dict, variant_to_dict
from yachtgui.rules.housefile import parse_variant

HOUSE = parse_variant('name = "Grandma"\nextends = "yacht"\n[boxes.full_house]\nname = "Big House"\n')


def save_of(change: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    """A consistent save of a fresh game whose variant is HOUSE changed by ``change``."""
    definition = copy.deepcopy(variant_to_dict(HOUSE))
    change(definition)
    return Game(variant_from_dict(definition), ["Ann"]).to_dict()


def twenty_boxes(definition: dict[str, Any]) -> None:
    chance = next(box for box in definition["boxes"] if box["id"] == "chance")
    definition["boxes"] += [{**chance, "id": f"chance_{n}", "name": f"Chance {n}"} for n in range(7)]


def named(key: str, value: str) -> Callable[[dict[str, Any]], None]:
    def change(definition: dict[str, Any]) -> None:
        definition[key] = value

    return change


def box_named(value: str) -> Callable[[dict[str, Any]], None]:
    def change(definition: dict[str, Any]) -> None:
        definition["boxes"][-1]["name"] = value

    return change


def box_id(value: str) -> Callable[[dict[str, Any]], None]:
    def change(definition: dict[str, Any]) -> None:
        definition["boxes"][-1]["id"] = value

    return change


def huge_points(definition: dict[str, Any]) -> None:
    definition["boxes"][-1]["scorer"] = {"type": "fixed", "value": 10**9}


@pytest.mark.parametrize(("change", "words"), [
    (twenty_boxes, "20 boxes"),
    (named("name", "Grandma\x1b]0;pwned\x07"), "printable"),
    (named("name", "G" * 500), "printable"),
    (named("description", "fine\nthen not"), "printable"),
    (named("id", "house-\x1b[2J"), "id"),
    (named("id", "house-" + "x" * 300), "id"),
    (box_named("Chance\r\nInjected"), "printable"),
    (box_id("chance\x00"), "box id"),
    (huge_points, "1000"),
])
def test_a_saved_variant_beyond_a_house_files_limits_is_refused(
    change: Callable[[dict[str, Any]], None], words: str
) -> None:
    data = save_of(change)
    with pytest.raises(GameError, match="house rules") as refused:
        Game.from_dict(data)
    assert words in str(refused.value)


def test_a_saved_house_game_within_the_limits_still_loads() -> None:
    data = Game(HOUSE, ["Ann"]).to_dict()
    assert Game.from_dict(data).variant == HOUSE


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_every_built_in_variant_is_within_the_limits(variant_id: str) -> None:
    from yachtgui.rules.housefile import check_variant_limits

    check_variant_limits(VARIANTS[variant_id])
