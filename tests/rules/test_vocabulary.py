"""The vocabulary's terms are values: equal by type and fields, hashable, immutable, picklable."""

from __future__ import annotations

import copy
import pickle

import pytest

from yachtgui.rules import VARIANTS, RuleError
from yachtgui.rules.vocabulary import (
    AllOf,
    AnyOf,
    Anything,
    ExactFaces,
    FaceSum,
    Fixed,
    Groups,
    GroupSum,
    Run,
    SameColor,
    TotalSum,
)

TERMS = [Anything(), Groups((3, 2)), Groups((3, 2), same_color=True), Run(4), ExactFaces((1, 2, 3, 4, 5)),
         SameColor(), AnyOf((Groups((5,)), Run(5))), AllOf((Groups((3, 2)), SameColor())), FaceSum(3),
         TotalSum(), TotalSum(25), Fixed(3), GroupSum((2, 2))]


@pytest.mark.parametrize("term", TERMS, ids=repr)
def test_a_term_equals_a_copy_of_itself_and_hashes_alike(term: object) -> None:
    twin = copy.deepcopy(term)
    assert twin is not term
    assert twin == term
    assert hash(twin) == hash(term)
    assert pickle.loads(pickle.dumps(term)) == term


def test_terms_differ_by_type_and_by_any_field() -> None:
    assert len(set(TERMS)) == len(TERMS)
    assert Fixed(3) != FaceSum(3)  # same field values, different meaning
    assert Groups((3, 2)) != Groups((3, 2), same_color=True)
    assert TotalSum() == TotalSum(0)
    assert Anything() != SameColor()


def test_a_term_cannot_be_changed() -> None:
    run = Run(4)
    with pytest.raises(AttributeError, match="immutable"):
        run.length = 5  # type: ignore[misc]
    with pytest.raises(AttributeError, match="immutable"):
        del run.length
    assert run.length == 4


def test_a_term_reads_as_its_constructor() -> None:
    assert repr(Groups((3, 2))) == "Groups(sizes=(3, 2), same_color=False)"
    assert repr(AnyOf((Run(4),))) == "AnyOf(options=(Run(length=4),))"
    assert repr(SameColor()) == "SameColor()"


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: Groups((3, 3)), "fit in five dice"),
        (lambda: GroupSum(()), "group sizes must be positive"),
        (lambda: Run(6), "a run is 2 to 5 long"),
        (lambda: ExactFaces((1, 2, 3, 4, 7)), "five faces 1..6"),
        (lambda: FaceSum(0), "a face is 1..6"),
    ],
)
def test_impossible_terms_are_refused(make: object, words: str) -> None:
    with pytest.raises(RuleError, match=words):
        make()  # type: ignore[operator]


def test_variants_built_twice_from_the_same_terms_are_equal_and_hash_alike() -> None:
    kismet = VARIANTS["kismet"]
    rebuilt = pickle.loads(pickle.dumps(kismet))
    assert rebuilt == kismet
    assert hash(rebuilt) == hash(kismet)
    assert rebuilt.rules_hash == kismet.rules_hash
