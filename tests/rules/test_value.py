"""Value: the immutable record base of the rules, the game records, seats and saves."""

from __future__ import annotations

import copy
import pickle

import pytest

from yachtgui.rules import VARIANTS, Bonus, RuleError
from yachtgui.rules.value import Value
from yachtgui.rules.vocabulary import Fixed


class Point(Value):
    __slots__ = ("x", "y")
    x: int
    y: int

    def __init__(self, x: int, y: int = 0) -> None:
        if x < 0:
            raise ValueError("x must not be negative")
        self._set(x=x, y=y)


def test_records_compare_hash_and_print_by_their_fields() -> None:
    assert Point(1, 2) == Point(1, 2)
    assert hash(Point(1, 2)) == hash(Point(1, 2))
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 2) != (1, 2)  # a record is not a tuple
    assert repr(Point(1)) == "Point(x=1, y=0)"


def test_replace_makes_a_checked_copy_and_leaves_the_original() -> None:
    point = Point(1, 2)
    moved = point.replace(y=5)
    assert moved == Point(1, 5)
    assert point == Point(1, 2)
    with pytest.raises(ValueError, match="negative"):
        point.replace(x=-1)
    with pytest.raises(TypeError, match="Point has no field z"):
        point.replace(z=3)


def test_records_survive_pickle_and_copy() -> None:
    point = Point(3, 4)
    assert pickle.loads(pickle.dumps(point)) == point
    assert copy.copy(point) == point
    assert copy.deepcopy(point) == point


def test_a_house_rule_is_a_replaced_variant_checked_like_a_new_one() -> None:
    yacht = VARIANTS["yacht"]
    rich = yacht.replace(id="rich_yacht", boxes=tuple(
        box.replace(scorer=Fixed(60)) if box.id == "yacht" else box for box in yacht.boxes))
    assert rich.score("yacht", [4, 4, 4, 4, 4]) == 60
    assert yacht.score("yacht", [4, 4, 4, 4, 4]) == 50
    assert rich != yacht
    assert rich.rules_hash != yacht.rules_hash
    with pytest.raises(RuleError, match="repeats a box id"):
        yacht.replace(boxes=yacht.boxes + yacht.boxes[:1])
    with pytest.raises(RuleError, match="rise strictly"):
        yacht.bonus_rule.replace(tiers=((63, 35), (10, 5)))


def test_a_variants_cached_tables_are_not_fields() -> None:
    kismet = VARIANTS["kismet"]
    kismet.score("yarborough", [1, 2, 3, 4, 5])  # fills its memo of scored rolls
    twin = pickle.loads(pickle.dumps(kismet))
    assert twin == kismet
    assert hash(twin) == hash(kismet)
    assert "_rows" not in repr(kismet)
    assert "_by_id" not in repr(kismet)
    bigger = VARIANTS["yacht"].bonus_rule.replace(tiers=((63, 50),))
    assert bigger.replace(tiers=((63, 35),)) == Bonus(((63, 35),))
