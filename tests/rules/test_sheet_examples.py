"""Every worked example of the rule sheets (seeds/) and of RULES.md, as tests.

Each row quotes where the example comes from: ``seed 000``/``001`` are the two Kismet sheets,
``002`` classic Yacht ("Parlour Games for Modern Families"), ``003`` Scandinavian Yatzy ("The
Yacht Game"), ``004`` the 12-box "51 Worldwide Games" sheet; ``RULES.md`` the project's page.
The whole turns the sheets walk through (roll, hold, roll again) are played in
tests/game/test_sheet_turns.py.
"""

from __future__ import annotations

import pytest

from yachtgui.rules import VARIANTS, die_color

KISMET = VARIANTS["kismet"]
YACHT = VARIANTS["yacht"]
YATZY = VARIANTS["yatzy"]
WORLDWIDE = VARIANTS["worldwide"]
YAHTZEE = VARIANTS["yahtzee"]

_K455 = "seed 000/001, RULES.md kismet: 'A roll of 4-5-5-5-5 offers'"
_SUSAN = "seed 002: Susan ends with 2-2-5-5-5"
_Y22555 = "seed 003, RULES.md yatzy: '22555 would score'"

#: (source quoted, variant id, dice, box id, points): the dice in that box score exactly that.
SCORES = [
    # --- Kismet ---
    (f"{_K455}: 'A score of 20 in fives'", "kismet", (4, 5, 5, 5, 5), "fives", 20),
    (f"{_K455}: '24 in Two Pair Same Color'", "kismet", (4, 5, 5, 5, 5), "two_pair_same_color", 24),
    (f"{_K455}: '24 in Three of a kind'", "kismet", (4, 5, 5, 5, 5), "three_of_a_kind", 24),
    (f"{_K455}: '49 in Four of a kind'", "kismet", (4, 5, 5, 5, 5), "four_of_a_kind", 49),
    (f"{_K455}: '24 in Yarborough'", "kismet", (4, 5, 5, 5, 5), "yarborough", 24),
    (f"{_K455}: nothing in Straight", "kismet", (4, 5, 5, 5, 5), "straight", 0),
    (f"{_K455}: nothing in Flush", "kismet", (4, 5, 5, 5, 5), "flush", 0),
    (f"{_K455}: nothing in Full House", "kismet", (4, 5, 5, 5, 5), "full_house", 0),
    (f"{_K455}: nothing in Full House Same Color", "kismet", (4, 5, 5, 5, 5), "full_house_same_color", 0),
    (f"{_K455}: nothing in Kismet", "kismet", (4, 5, 5, 5, 5), "kismet", 0),
    (f"{_K455}: (Basic Section) Fours 4", "kismet", (4, 5, 5, 5, 5), "fours", 4),
    (f"{_K455}: (Basic Section) Ones 0", "kismet", (4, 5, 5, 5, 5), "ones", 0),
    ("seed 000/001: 'has 4-4-4-4-6 ... A score of 16 is placed in the Four scoring box'",
     "kismet", (4, 4, 4, 4, 6), "fours", 16),
    ("seed 000/001: Flush 'Example: four fives and a two are all red. Score as 35 points'",
     "kismet", (5, 5, 5, 5, 2), "flush", 35),
    ("seed 000: Full House Same Color 'three sixes and two ones ... Total all dice and add 20'",
     "kismet", (6, 6, 6, 1, 1), "full_house_same_color", 40),
    ("seed 000/001: Full House 'Three of one number and two of another ... add 15' (6-6-6-1-1)",
     "kismet", (6, 6, 6, 1, 1), "full_house", 35),
    ("seed 000/001: Full House 'Total all five dice and add 15' (2-2-3-3-3)",
     "kismet", (2, 2, 3, 3, 3), "full_house", 28),
    ("seed 000/001: Full House Same Color of two colours scores nothing (2-2-3-3-3)",
     "kismet", (2, 2, 3, 3, 3), "full_house_same_color", 0),
    ("seed 000/001: Straight '1-2-3-4-5 ... Score as 30 points'", "kismet", (1, 2, 3, 4, 5), "straight", 30),
    ("seed 000/001: Straight '2-3-4-5-6 ... Score as 30 points'", "kismet", (6, 2, 3, 4, 5), "straight", 30),
    ("seed 000/001: Three of a Kind 'At least three of a like number. Total all five dice'",
     "kismet", (3, 3, 3, 6, 1), "three_of_a_kind", 16),
    ("seed 000/001: Four of a Kind 'Total all five dice and add 25'",
     "kismet", (2, 2, 2, 2, 6), "four_of_a_kind", 39),
    ("seed 000/001: Kismet 'Five of a like number. Total all dice and add 50'",
     "kismet", (3, 3, 3, 3, 3), "kismet", 65),
    ("seed 000/001: Two pair Same Color 'any four of a kind'",
     "kismet", (1, 3, 3, 3, 3), "two_pair_same_color", 13),
    ("RULES.md kismet: two pairs same colour 'e.g. 2-2-5-5-x'",
     "kismet", (2, 2, 5, 5, 1), "two_pair_same_color", 15),
    ("RULES.md kismet: two pairs same colour 'e.g. 1-1-6-6-6'",
     "kismet", (1, 1, 6, 6, 6), "two_pair_same_color", 20),
    ("RULES.md kismet: pairs of red and green are not 'same colour'",
     "kismet", (2, 2, 3, 3, 1), "two_pair_same_color", 0),
    ("RULES.md kismet: five of a kind in 2 Pair Same Color (it is 4-of-a-kind)",
     "kismet", (4, 4, 4, 4, 4), "two_pair_same_color", 20),
    ("RULES.md kismet: 'Five of a kind fits Full House'", "kismet", (2, 2, 2, 2, 2), "full_house", 25),
    ("RULES.md kismet: 'Five of a kind fits ... Full House Same Color'",
     "kismet", (2, 2, 2, 2, 2), "full_house_same_color", 30),
    # --- classic Yacht ---
    (f"{_SUSAN}: 'score this as 15, under her fives'", "yacht", (5, 5, 5, 2, 2), "fives", 15),
    (f"{_SUSAN}: 'or score it as a full house' (25)", "yacht", (5, 5, 5, 2, 2), "full_house", 25),
    (f"{_SUSAN}: 'or three of a kind' (face value of all dice)",
     "yacht", (5, 5, 5, 2, 2), "three_of_a_kind", 19),
    ("seed 002: 'A short straight is any run of four dice, for example, two, three, four, five' 30",
     "yacht", (2, 3, 4, 5, 5), "small_straight", 30),
    ("seed 002: short straight 1-2-3-4 (any run of four)", "yacht", (1, 2, 3, 4, 6), "small_straight", 30),
    ("seed 002: 'a long straight ... one through to five' 40",
     "yacht", (1, 2, 3, 4, 5), "large_straight", 40),
    ("seed 002: 'a long straight ... two through to six' 40", "yacht", (2, 3, 4, 5, 6), "large_straight", 40),
    ("seed 002: 'The Yacht is all five dice of the same number — 50 points'",
     "yacht", (6, 6, 6, 6, 6), "yacht", 50),
    ("RULES.md yacht: 'Five of a kind is not a full house here'", "yacht", (6, 6, 6, 6, 6), "full_house", 0),
    ("seed 002: 'Chance ... simply the face value of all dice added up'",
     "yacht", (1, 2, 3, 4, 6), "chance", 16),
    ("seed 002: 'Ditto for four of a kind' (face value of all dice)",
     "yacht", (3, 3, 3, 3, 6), "four_of_a_kind", 18),
    # --- Scandinavian Yatzy ---
    ("seed 003, RULES.md yatzy: '15566 will score 22 as Two Pairs'",
     "yatzy", (1, 5, 5, 6, 6), "two_pairs", 22),
    ("seed 003, RULES.md yatzy: '15555 will score nothing in that category'",
     "yatzy", (1, 5, 5, 5, 5), "two_pairs", 0),
    (f"{_Y22555}: '19 in Full House'", "yatzy", (2, 2, 5, 5, 5), "full_house", 19),
    (f"{_Y22555}: '[19 in] Chance'", "yatzy", (2, 2, 5, 5, 5), "chance", 19),
    (f"{_Y22555}: '15 in Three-Of-A-Kind'", "yatzy", (2, 2, 5, 5, 5), "three_of_a_kind", 15),
    (f"{_Y22555}: '14 in Two Pairs'", "yatzy", (2, 2, 5, 5, 5), "two_pairs", 14),
    (f"{_Y22555}: '10 in One Pair'", "yatzy", (2, 2, 5, 5, 5), "one_pair", 10),
    ("seed 003: Small Straight 'The combination 1-2-3-4-5. Score: 15 points'",
     "yatzy", (5, 4, 3, 2, 1), "small_straight", 15),
    ("RULES.md yatzy: Small Straight is 'exactly 1-2-3-4-5'", "yatzy", (1, 2, 3, 4, 6), "small_straight", 0),
    ("seed 003: Large Straight 'The combination 2-3-4-5-6. Score: 20 points'",
     "yatzy", (2, 3, 4, 5, 6), "large_straight", 20),
    ("RULES.md yatzy: Large Straight is 'exactly 2-3-4-5-6'", "yatzy", (1, 2, 3, 4, 5), "large_straight", 0),
    ("seed 003: Yacht 'All five dice with the same number. Score: 50 points'",
     "yatzy", (1, 1, 1, 1, 1), "yacht", 50),
    ("seed 003: One Pair 'Sum of those two dice' (RULES.md: the highest pair)",
     "yatzy", (6, 6, 3, 3, 1), "one_pair", 12),
    ("seed 003: Four of a Kind 'Sum of those four dice'", "yatzy", (4, 4, 4, 4, 4), "four_of_a_kind", 16),
    ("seed 003: Three of a Kind 'Sum of those three dice' (four alike)",
     "yatzy", (4, 4, 4, 4, 1), "three_of_a_kind", 12),
    ("seed 003: Full House 'three combined with a different pair' (five alike is not)",
     "yatzy", (4, 4, 4, 4, 4), "full_house", 0),
    # --- 12-box worldwide Yacht ---
    ("seed 004: Aces 'One dot on one die = one point'", "worldwide", (1, 2, 3, 4, 6), "ones", 1),
    ("seed 004: Deuces 'Two dots on one die = two points'", "worldwide", (2, 2, 3, 4, 6), "twos", 4),
    ("seed 004: 'Choice: The sum of every dice'", "worldwide", (1, 2, 3, 4, 6), "choice", 16),
    ("seed 004: '4 of a Kind ... The sum of all dice'", "worldwide", (2, 2, 2, 2, 5), "four_of_a_kind", 13),
    ("seed 004: '4 of a Kind ... Failing this requirement ... no points'",
     "worldwide", (2, 2, 2, 5, 5), "four_of_a_kind", 0),
    ("seed 004: 'Full House ... two matching and three matching ... sum of all dice'",
     "worldwide", (3, 3, 4, 4, 4), "full_house", 18),
    ("RULES.md worldwide: 'five of a kind also fits' Full House",
     "worldwide", (4, 4, 4, 4, 4), "full_house", 20),
    ("seed 004: 'S. Straight ... four dice faces in numerical order ... always awarded 15'",
     "worldwide", (3, 4, 5, 6, 6), "small_straight", 15),
    ("seed 004: 'L. Straight ... five dice faces in numerical order ... always awarded 30'",
     "worldwide", (1, 2, 3, 4, 5), "large_straight", 30),
    ("seed 004: 'Yacht ... same die face on all five dice ... always awarded 50'",
     "worldwide", (5, 5, 5, 5, 5), "yacht", 50),
    ("seed 004: 'Yacht ... Failing this requirement ... no points'",
     "worldwide", (5, 5, 5, 5, 4), "yacht", 0),
    # --- Yahtzee (RULES.md: boxes and scores exactly as yacht) ---
    ("RULES.md yahtzee: 'Full House 25'", "yahtzee", (3, 3, 6, 6, 6), "full_house", 25),
    ("RULES.md yahtzee: 'A five of a kind is not a Full House except through the Joker'",
     "yahtzee", (3, 3, 3, 3, 3), "full_house", 0),
    ("RULES.md yahtzee: 'Small Straight 30'", "yahtzee", (3, 4, 5, 6, 1), "small_straight", 30),
    ("RULES.md yahtzee: 'Large Straight 40'", "yahtzee", (1, 2, 3, 4, 5), "large_straight", 40),
    ("RULES.md yahtzee: the five-of-a-kind box 'Yahtzee' 50", "yahtzee", (2, 2, 2, 2, 2), "yacht", 50),
]


@pytest.mark.parametrize(
    ("variant_id", "dice", "box", "points"),
    [pytest.param(*row[1:], id=row[0]) for row in SCORES],
)
def test_worked_example(variant_id: str, dice: tuple[int, ...], box: str, points: int) -> None:
    assert VARIANTS[variant_id].score(box, dice) == points


#: (source quoted, variant id, upper total, bonus).
BONUSES = [
    ("seed 000/001, RULES.md kismet: 'If 62 or less points are scored, NO bonus'", "kismet", 62, 0),
    ("seed 000/001, RULES.md kismet: no bonus for an empty Basic Section", "kismet", 0, 0),
    ("seed 000/001, RULES.md kismet: 'If 63 to 70 points ... 35 bonus points' (63)", "kismet", 63, 35),
    ("seed 000/001, RULES.md kismet: 'If 63 to 70 points ... 35 bonus points' (70)", "kismet", 70, 35),
    ("seed 000/001, RULES.md kismet: 'If 71 to 77 points ... 55 bonus points' (71)", "kismet", 71, 55),
    ("seed 000/001, RULES.md kismet: 'If 71 to 77 points ... 55 bonus points' (77)", "kismet", 77, 55),
    ("seed 000/001, RULES.md kismet: 'If 78 or more points ... add 75 bonus points' (78)", "kismet", 78, 75),
    ("seed 000/001, RULES.md kismet: 'If 78 or more points ... add 75 bonus points' (105)",
     "kismet", 105, 75),
    ("seed 002, RULES.md yacht: 'at least 63 points ... a bonus of 35 points' (62)", "yacht", 62, 0),
    ("seed 002, RULES.md yacht: 'at least 63 points ... a bonus of 35 points' (63)", "yacht", 63, 35),
    ("seed 002, RULES.md yacht: 'at least 63 points ... a bonus of 35 points' (90)", "yacht", 90, 35),
    ("seed 003, RULES.md yatzy: 'at least 63 points ... a bonus of 50 points' (62)", "yatzy", 62, 0),
    ("seed 003, RULES.md yatzy: 'at least 63 points ... a bonus of 50 points' (63)", "yatzy", 63, 50),
    ("seed 004, RULES.md worldwide: 'equal to or greater than 63 ... 35 points' (62)", "worldwide", 62, 0),
    ("seed 004, RULES.md worldwide: 'equal to or greater than 63 ... 35 points' (63)", "worldwide", 63, 35),
    ("seed 004, RULES.md worldwide: 'equal to or greater than 63 ... 35 points' (64)", "worldwide", 64, 35),
    ("RULES.md yahtzee: 'Upper bonus 35 at 63, as yacht' (62)", "yahtzee", 62, 0),
    ("RULES.md yahtzee: 'Upper bonus 35 at 63, as yacht' (63)", "yahtzee", 63, 35),
]


@pytest.mark.parametrize(
    ("variant_id", "upper_total", "bonus"),
    [pytest.param(*row[1:], id=row[0]) for row in BONUSES],
)
def test_worked_bonus(variant_id: str, upper_total: int, bonus: int) -> None:
    assert VARIANTS[variant_id].bonus(upper_total) == bonus


def test_kismet_the_three_of_each_number_of_the_sheets_is_exactly_63() -> None:
    """seed 003 'an average of three of each number', seed 002 'the equivalent of having rolled three of
    each number': three of each face is 63, the threshold of every variant's first bonus tier."""
    assert sum(3 * face for face in range(1, 7)) == 63
    for variant in VARIANTS.values():
        assert variant.bonus_rule.tiers[0][0] == 63


def test_kismet_flush_and_full_house_same_color_examples_name_the_right_colours() -> None:
    """seed 000/001: 'four fives and a two are all red'; 'three sixes and two ones are all the same
    color - black'."""
    assert {die_color(5), die_color(2)} == {"red"}
    assert {die_color(6), die_color(1)} == {"black"}


#: The Kismet sheet's "scoring options" table (seed 000): for a hand of each row's kind, the
#: Kismet Section boxes marked with a dot. (The 4 of a Kind row's dot under 3 of a Kind is lost
#: in the OCR; RULES.md restores it from the 4-5-5-5-5 example.)
SCORING_OPTIONS = [
    ("2 Pair Same Color row: Basic, 2 Pair Same Color, Yarborough", (2, 2, 5, 5, 3),
     {"two_pair_same_color", "yarborough"}),
    ("2 Pair Same Color row (black pairs)", (1, 1, 6, 6, 4), {"two_pair_same_color", "yarborough"}),
    ("3 of a Kind row: Basic, 3 of a Kind, Yarborough", (4, 4, 4, 1, 6), {"three_of_a_kind", "yarborough"}),
    ("Straight row: Basic, Straight, Yarborough", (1, 2, 3, 4, 5), {"straight", "yarborough"}),
    ("Straight row (2-3-4-5-6)", (2, 3, 4, 5, 6), {"straight", "yarborough"}),
    ("Full House row: Basic, 3 of a Kind, Full House, Yarborough", (2, 2, 3, 3, 3),
     {"three_of_a_kind", "full_house", "yarborough"}),
    ("Full House Same Color row: Basic, 2 Pair Same Color, 3 of a Kind, Flush, Full House, "
     "Full House Same Color, Yarborough", (6, 6, 6, 1, 1),
     {"two_pair_same_color", "three_of_a_kind", "flush", "full_house", "full_house_same_color",
      "yarborough"}),
    ("4 of a Kind row: Basic, 2 Pair Same Color, [3 of a Kind], 4 of a Kind, Yarborough", (4, 5, 5, 5, 5),
     {"two_pair_same_color", "three_of_a_kind", "four_of_a_kind", "yarborough"}),
    ("Kismet row: every box but Straight", (3, 3, 3, 3, 3),
     set(KISMET.lower_categories) - {"straight"}),
]


@pytest.mark.parametrize(
    ("dice", "marked"), [pytest.param(dice, marked, id=f"seed 000 scoring options, {row}")
                         for row, dice, marked in SCORING_OPTIONS]
)
def test_kismet_scoring_options_table(dice: tuple[int, ...], marked: set[str]) -> None:
    assert {box for box in KISMET.lower_categories if KISMET.fits(box, dice)} == marked
    assert all(KISMET.fits(box, dice) for box in KISMET.upper_categories)  # the Basic Section column


def test_kismet_scoring_options_flush_row() -> None:
    """seed 000, the Flush row: always Basic, Flush and Yarborough; 'SOMETIMES' Full House, Full House
    Same Color, 4 of a Kind and Kismet; never Straight. (Its 'SOMETIMES' under 2 Pair Same Color and
    3 of a Kind is in fact always, by RULES.md's definitions: five dice of two faces of one colour
    hold three alike and two pairs of one colour or four alike.)"""
    from yachtgui.rules import ALL_ROLLS

    flushes = [roll for roll in ALL_ROLLS if KISMET.fits("flush", roll)]
    assert len(flushes) == 3 * 6  # per colour: 0 to 5 dice of its lower face, the rest of its higher
    fitting = {box: [KISMET.fits(box, roll) for roll in flushes] for box in KISMET.lower_categories}
    for box in ("flush", "yarborough", "two_pair_same_color", "three_of_a_kind"):
        assert all(fitting[box]), box
    for box in ("full_house", "full_house_same_color", "four_of_a_kind", "kismet"):
        assert any(fitting[box]), box
        assert not all(fitting[box]), box
    assert not any(fitting["straight"])


def test_yatzy_a_full_house_could_be_scored_in_five_lower_boxes() -> None:
    """seed 003: 'A full house could be scored in the Full House, the Three-Of-A-Kind, Two Pairs, One
    Pair or the Chance categories.'"""
    fitting = {box for box in YATZY.lower_categories if YATZY.score(box, (2, 2, 5, 5, 5))}
    assert fitting == {"full_house", "three_of_a_kind", "two_pairs", "one_pair", "chance"}


def test_yacht_susan_could_score_in_fives_full_house_or_three_of_a_kind() -> None:
    """seed 002: 'She can either score this as 15, under her fives ..., or score it as a full house, or
    three of a kind, in the bottom half' (and Twos and Chance, which the sheet leaves out)."""
    fitting = {box for box in YACHT.categories if YACHT.score(box, (2, 2, 5, 5, 5))}
    assert fitting == {"twos", "fives", "full_house", "three_of_a_kind", "chance"}
