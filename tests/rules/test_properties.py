"""Property tests over all 252 distinct rolls, in every order, for every box of every variant.

The oracle below is written straight from RULES.md's tables, independently of
the vocabulary the engine uses, so a mistake has to be made twice to pass.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import combinations_with_replacement, permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from yachtgui.rules import ALL_ROLLS, VARIANTS, die_color

ROLLS = list(combinations_with_replacement(range(1, 7), 5))
Dice = tuple[int, ...]


def kinds(d: Dice) -> list[int]:
    """Counts of faces present, largest first."""
    return sorted(Counter(d).values(), reverse=True)


def n_kind(n: int) -> Callable[[Dice], bool]:
    return lambda d: kinds(d)[0] >= n


def strict_full_house(d: Dice) -> bool:
    return kinds(d) == [3, 2]


def full_house_or_five(d: Dice) -> bool:
    return kinds(d) in ([3, 2], [5])


def run_of(n: int) -> Callable[[Dice], bool]:
    def fits(d: Dice) -> bool:
        faces = set(d)
        return any(all(f in faces for f in range(start, start + n)) for start in range(1, 8 - n))

    return fits


def one_color(d: Dice) -> bool:
    return len({die_color(f) for f in d}) == 1


def two_pair_same_color(d: Dice) -> bool:
    c = Counter(d)
    pairs = [f for f, k in c.items() if k >= 2]
    same = any(a != b and a + b == 7 for a in pairs for b in pairs)
    return same or kinds(d)[0] >= 4


def face_sum(face: int) -> Callable[[Dice], int]:
    return lambda d: face * d.count(face)


def total(d: Dice) -> int:
    return sum(d)


def highest_groups(sizes: tuple[int, ...]) -> Callable[[Dice], int]:
    """Yatzy's "sum of those dice": best distinct faces with enough dice."""

    def points(d: Dice) -> int:
        c = Counter(d)
        if sizes == (2, 2):
            pairs = sorted((f for f, k in c.items() if k >= 2), reverse=True)
            return 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else 0
        face = max((f for f, k in c.items() if k >= sizes[0]), default=0)
        return face * sizes[0]

    return points


ALWAYS = lambda d: True  # noqa: E731
UPPER = {
    name: (ALWAYS, face_sum(face))
    for face, name in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), start=1)
}

Oracle = dict[str, tuple[Callable[[Dice], bool], Callable[[Dice], int]]]

#: Classic Yacht's boxes; RULES.md gives Yahtzee "Boxes and scores exactly as yacht above" (the Joker is
#: tested below).
YACHT_BOXES: Oracle = {
    **UPPER,
    "three_of_a_kind": (n_kind(3), total),
    "four_of_a_kind": (n_kind(4), total),
    "full_house": (strict_full_house, lambda d: 25),
    "small_straight": (run_of(4), lambda d: 30),
    "large_straight": (run_of(5), lambda d: 40),
    "yacht": (n_kind(5), lambda d: 50),
    "chance": (ALWAYS, total),
}

ORACLE: dict[str, Oracle] = {
    "kismet": {
        **UPPER,
        "two_pair_same_color": (two_pair_same_color, total),
        "three_of_a_kind": (n_kind(3), total),
        "straight": (run_of(5), lambda d: 30),
        "flush": (one_color, lambda d: 35),
        "full_house": (full_house_or_five, lambda d: total(d) + 15),
        "full_house_same_color": (lambda d: full_house_or_five(d) and one_color(d), lambda d: total(d) + 20),
        "four_of_a_kind": (n_kind(4), lambda d: total(d) + 25),
        "yarborough": (ALWAYS, total),
        "kismet": (n_kind(5), lambda d: total(d) + 50),
    },
    "yacht": YACHT_BOXES,
    "yatzy": {
        **UPPER,
        "one_pair": (n_kind(2), highest_groups((2,))),
        "two_pairs": (lambda d: len([k for k in Counter(d).values() if k >= 2]) >= 2, highest_groups((2, 2))),
        "three_of_a_kind": (n_kind(3), highest_groups((3,))),
        "four_of_a_kind": (n_kind(4), highest_groups((4,))),
        "small_straight": (lambda d: sorted(d) == [1, 2, 3, 4, 5], lambda d: 15),
        "large_straight": (lambda d: sorted(d) == [2, 3, 4, 5, 6], lambda d: 20),
        "full_house": (strict_full_house, total),
        "chance": (ALWAYS, total),
        "yacht": (n_kind(5), lambda d: 50),
    },
    "yahtzee": YACHT_BOXES,
    "worldwide": {
        **UPPER,
        "choice": (ALWAYS, total),
        "four_of_a_kind": (n_kind(4), total),
        "full_house": (full_house_or_five, total),
        "small_straight": (run_of(4), lambda d: 15),
        "large_straight": (run_of(5), lambda d: 30),
        "yacht": (n_kind(5), lambda d: 50),
    },
}


def test_every_variant_has_an_oracle() -> None:
    assert set(ORACLE) == set(VARIANTS)


def test_there_are_252_distinct_rolls() -> None:
    assert len(ALL_ROLLS) == 252
    assert sorted(ALL_ROLLS) == ROLLS


@pytest.mark.parametrize("variant_id", sorted(ORACLE))
def test_every_box_scores_every_roll_as_rules_md_says(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    assert set(ORACLE[variant_id]) == set(variant.categories)
    for roll in ROLLS:
        for box, (fits, points) in ORACLE[variant_id].items():
            expected = points(roll) if fits(roll) else 0
            assert variant.score(box, roll) == expected, (box, roll)
            assert variant.fits(box, roll) == fits(roll), (box, roll)


@pytest.mark.parametrize("variant_id", sorted(ORACLE))
def test_score_does_not_depend_on_dice_order(variant_id: str) -> None:
    variant = VARIANTS[variant_id]
    for roll in ROLLS:
        expected = variant.scores(roll)
        for order in set(permutations(roll)):
            assert variant.scores(order) == expected


@given(
    variant_id=st.sampled_from(sorted(VARIANTS)),
    dice=st.lists(st.integers(1, 6), min_size=5, max_size=5),
)
def test_scores_stay_within_bounds(variant_id: str, dice: list[int]) -> None:
    variant = VARIANTS[variant_id]
    for box, points in variant.scores(dice).items():
        assert 0 <= points <= 80
        face = variant.upper_face(box)
        if face is not None:
            assert points % face == 0
            assert points <= 5 * face
        assert (points > 0) <= variant.fits(box, dice)


@given(variant_id=st.sampled_from(sorted(VARIANTS)), face=st.integers(1, 6))
def test_five_of_a_kind_fits_every_n_of_a_kind_box(variant_id: str, face: int) -> None:
    variant = VARIANTS[variant_id]
    dice = [face] * 5
    for box in ("one_pair", "three_of_a_kind", "four_of_a_kind", "yacht", "kismet"):
        if box in variant.categories:
            assert variant.fits(box, dice), box
            assert variant.score(box, dice) > 0


def test_a_kismet_flush_is_any_same_colour_hand() -> None:
    kismet = VARIANTS["kismet"]
    for roll in ROLLS:
        colours = {die_color(f) for f in roll}
        assert (kismet.score("flush", roll) == 35) == (len(colours) == 1)


def test_kismet_full_house_same_color_implies_full_house_and_flush_and_two_pair_same_color() -> None:
    kismet = VARIANTS["kismet"]
    for roll in ROLLS:
        if kismet.fits("full_house_same_color", roll):
            assert kismet.fits("full_house", roll)
            assert kismet.fits("flush", roll)
            assert kismet.fits("two_pair_same_color", roll)


def test_n_of_a_kind_implications_hold_in_every_variant() -> None:
    for variant in VARIANTS.values():
        for roll in ROLLS:
            top = max(Counter(roll).values())
            for box, need in (("three_of_a_kind", 3), ("four_of_a_kind", 4)):
                if box in variant.categories:
                    assert variant.fits(box, roll) == (top >= need)


# --- the Yahtzee bonus and the Joker, over every card a five of a kind can meet -----------------

YAHTZEE = VARIANTS["yahtzee"]
#: RULES.md yahtzee, Joker step (2): "3 and 4 of a Kind and Chance the total, Full House 25, Small
#: Straight 30, Large Straight 40".
JOKER_VALUE: dict[str, Callable[[int], int]] = {
    "three_of_a_kind": lambda face: 5 * face,
    "four_of_a_kind": lambda face: 5 * face,
    "chance": lambda face: 5 * face,
    "full_house": lambda face: 25,
    "small_straight": lambda face: 30,
    "large_straight": lambda face: 40,
}
FACE_OF = {name: face for face, name in enumerate(("ones", "twos", "threes", "fours", "fives", "sixes"), 1)}
OTHER_BOXES = [box for box in YAHTZEE.categories if box != "yacht"]


def forced_joker_oracle(card: dict[str, int | None], face: int) -> dict[str, int]:
    """RULES.md yahtzee, "Joker rule (forced)", for five ``face``s on ``card`` (the Yahtzee box filled)."""
    open_boxes = [box for box in YAHTZEE.categories if card[box] is None]
    matching = [box for box in open_boxes if FACE_OF.get(box) == face]
    if matching:  # (1) the matching upper box, five times the face
        return dict.fromkeys(matching, 5 * face)
    lower = [box for box in open_boxes if box not in FACE_OF]
    if lower:  # (2) any open lower box, as if its pattern held
        return {box: JOKER_VALUE[box](face) for box in lower}
    return dict.fromkeys(open_boxes, 0)  # (3) a zero in any open upper box


def cards_with_the_yahtzee_box(yacht: int | None) -> list[dict[str, int | None]]:
    """Every card: each other box open or filled (with 0), the Yahtzee box as given."""
    cards = []
    for filled in range(1 << len(OTHER_BOXES)):
        card: dict[str, int | None] = {
            box: (0 if filled >> i & 1 else None) for i, box in enumerate(OTHER_BOXES)
        }
        card["yacht"] = yacht
        if any(points is None for points in card.values()):
            cards.append({box: card[box] for box in YAHTZEE.categories})
    return cards


@pytest.mark.parametrize("yacht", [50, 0], ids=["Yahtzee box holds 50", "Yahtzee box holds 0"])
def test_the_forced_joker_and_the_bonus_chip_on_every_card(yacht: int) -> None:
    """RULES.md yahtzee: a further five of a kind, 'whether the Yahtzee box holds 50 or 0', goes where
    the forced Joker says, scoring what it says; it earns 100 'while the Yahtzee box holds 50; none if
    it holds 0', 'whatever box the dice then go into'."""
    for card in cards_with_the_yahtzee_box(yacht):
        for face in range(1, 7):
            dice = [face] * 5
            assert YAHTZEE.legal_scores(card, dice) == forced_joker_oracle(card, face), (card, face)
            assert YAHTZEE.yacht_bonus_for(card, dice) == (100 if yacht else 0)


def test_without_a_filled_yahtzee_box_or_five_alike_there_is_no_joker_and_no_chip() -> None:
    """RULES.md yahtzee: the bonus and the Joker are for a *further* five of a kind only."""
    scorer = ORACLE["yahtzee"]
    rows = {roll: {box: points(roll) if fits(roll) else 0 for box, (fits, points) in scorer.items()}
            for roll in ROLLS}
    for yacht in (None, 0, 50):
        for card in cards_with_the_yahtzee_box(yacht)[::97]:  # a spread of cards: 43 of 4,095
            open_boxes = [box for box in YAHTZEE.categories if card[box] is None]
            for roll in ROLLS:
                if yacht is not None and len(set(roll)) == 1:
                    continue  # the Joker's case, above
                expected = {box: rows[roll][box] for box in open_boxes}
                assert YAHTZEE.legal_scores(card, roll) == expected, (card, roll)
                assert YAHTZEE.yacht_bonus_for(card, roll) == 0


def ordinary(box: str, face: int) -> int:
    """What five ``face``s score in a Yahtzee box without the Joker (RULES.md's yacht table)."""
    fits, points = ORACLE["yahtzee"][box]
    return points((face,) * 5) if fits((face,) * 5) else 0


def house_joker_oracle(joker: str, order: str, card: dict[str, int | None], face: int) -> dict[str, int]:
    """The house rules the app offers, as the help and the variant editor word them: ``free`` — any
    open box, lower boxes as if their pattern held; ``relaxed`` — any open box, Joker values once the
    matching upper box is filled; ``none`` — ordinary scores; ``top-down`` — only the first open box,
    which scores as the Joker rule says."""
    open_boxes = [box for box in YAHTZEE.categories if card[box] is None]
    if order == "top-down":
        open_boxes = open_boxes[:1]
    elif joker == "forced":
        return forced_joker_oracle(card, face)
    matching_open = any(card[box] is None for box in FACE_OF if FACE_OF[box] == face)
    as_joker = joker in ("forced", "free") or (joker == "relaxed" and not matching_open)
    return {box: JOKER_VALUE[box](face) if as_joker and box in JOKER_VALUE else ordinary(box, face)
            for box in open_boxes}


@pytest.mark.parametrize(("joker", "order"), [
    ("free", "free"), ("relaxed", "free"), ("none", "free"),
    ("forced", "top-down"), ("free", "top-down"), ("relaxed", "top-down"), ("none", "top-down"),
])
def test_the_house_jokers_and_the_top_down_order_on_many_cards(joker: str, order: str) -> None:
    variant = YAHTZEE.replace(id="house", joker=joker, order=order)
    for yacht in (50, 0):
        for card in cards_with_the_yahtzee_box(yacht)[::13]:  # 315 of 4,095, every box open and filled
            for face in range(1, 7):
                dice = [face] * 5
                expected = house_joker_oracle(joker, order, card, face)
                assert variant.legal_scores(card, dice) == expected, (card, face)
                assert variant.yacht_bonus_for(card, dice) == (100 if yacht else 0)


#: RULES.md's upper bonus: kismet "≤ 62 → 0; 63–70 → 35; 71–77 → 55; ≥ 78 → 75"; yacht, worldwide and
#: yahtzee 35 at 63; yatzy 50 at 63.
BONUS_ORACLE: dict[str, Callable[[int], int]] = {
    "kismet": lambda upper: 0 if upper <= 62 else 35 if upper <= 70 else 55 if upper <= 77 else 75,
    "yacht": lambda upper: 35 if upper >= 63 else 0,
    "yatzy": lambda upper: 50 if upper >= 63 else 0,
    "worldwide": lambda upper: 35 if upper >= 63 else 0,
    "yahtzee": lambda upper: 35 if upper >= 63 else 0,
}


@pytest.mark.parametrize("variant_id", sorted(BONUS_ORACLE))
def test_the_upper_bonus_for_every_possible_upper_total(variant_id: str) -> None:
    assert set(BONUS_ORACLE) == set(VARIANTS)
    variant = VARIANTS[variant_id]
    for upper in range(5 * 21 + 1):  # 0 to 105, all five dice of every face
        assert variant.bonus(upper) == BONUS_ORACLE[variant_id](upper), upper
