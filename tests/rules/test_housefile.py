"""Variant files: every key of the TOML format, what it changes, and each mistake's file, line and key."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtgui.rules import VARIANTS
from yachtgui.rules.definition import definition_hash, variant_from_dict, variant_to_dict
from yachtgui.rules.housefile import VariantFileError, parse_variant, read_variant_file, variant_to_toml
from yachtgui.rules.vocabulary import FaceSum, Fixed, GroupSum, Run, TotalSum

HEAD = 'name = "House"\nextends = "yacht"\n'


def parse(body: str, head: str = HEAD) -> object:
    return parse_variant(head + body, "house.toml")


def error_of(body: str, head: str = HEAD) -> VariantFileError:
    with pytest.raises(VariantFileError) as caught:
        parse_variant(head + body, "house.toml")
    return caught.value


# --- what each key does ------------------------------------------------------------


def test_name_and_extends_alone_copy_the_built_in_variant() -> None:
    variant = parse_variant(HEAD, "house.toml")
    yacht = VARIANTS["yacht"]
    assert variant.name == "House"
    assert variant.id == "house-house"
    assert variant.extends == "yacht"
    assert variant.boxes == yacht.boxes
    assert variant.rules_hash == yacht.rules_hash  # same rules: the same strategy table


def test_description_order_joker_and_yahtzee_bonus() -> None:
    variant = parse('description = "Ours"\norder = "top-down"\njoker = "free"\nyahtzee_bonus = 50\n')
    assert (variant.description, variant.order) == ("Ours", "top-down")
    assert (variant.joker, variant.yacht_bonus) == ("free", 50)
    assert variant.yacht_box == "yacht"


def test_extending_yahtzee_keeps_its_bonus_and_joker_unless_changed() -> None:
    head = 'name = "Lid"\nextends = "yahtzee"\n'
    assert (parse("", head).joker, parse("", head).yacht_bonus) == ("forced", 100)
    variant = parse('joker = "none"\nyahtzee_bonus = 0\n', head)
    assert (variant.joker, variant.yacht_bonus, variant.yacht_box) == ("none", 0, None)


def test_remove_drops_boxes() -> None:
    variant = parse('remove = ["chance", "ones"]\n')
    assert "chance" not in variant.categories
    assert "ones" not in variant.categories


def test_bonus_threshold_and_points() -> None:
    assert parse("[bonus]\nthreshold = 60\npoints = 50\n").bonus_rule.tiers == ((60, 50),)
    assert parse("[bonus]\npoints = 0\n").bonus_rule.tiers == ()


def test_bonus_tiers_as_in_kismet() -> None:
    assert parse("[bonus]\ntiers = [[63, 35], [71, 55]]\n").bonus_rule.tiers == ((63, 35), (71, 55))


def test_box_score_fixed_total_total_plus_and_matching() -> None:
    variant = parse(
        "[boxes.full_house]\nscore = 30\n"
        '[boxes.yacht]\nscore = "total+50"\n'
        '[boxes.three_of_a_kind]\nscore = "matching"\n'
        '[boxes.small_straight]\nscore = "total"\n'
    )
    assert variant.box("full_house").scorer == Fixed(30)
    assert variant.box("yacht").scorer == TotalSum(50)
    assert variant.box("three_of_a_kind").scorer == GroupSum((3,))
    assert variant.box("small_straight").scorer == TotalSum()
    assert variant.score("full_house", [2, 2, 3, 3, 3]) == 30
    assert variant.box("full_house").rule == "Three and two of another: 30"


def test_straight_length_and_box_name() -> None:
    variant = parse('[boxes.small_straight]\nlength = 3\nname = "Little Run"\n')
    box = variant.box("small_straight")
    assert (box.requirement, box.name) == (Run(3), "Little Run")
    assert variant.score("small_straight", [1, 2, 3, 6, 6]) == 30


def test_new_boxes_from_the_vocabulary_go_in_their_section() -> None:
    variant = parse(
        '[boxes.two_pairs]\nkind = "two_pairs"\n[boxes.extra_sixes]\nkind = "sixes"\nname = "More Sixes"\n'
    )
    assert variant.categories[6] == "extra_sixes"
    assert variant.box("extra_sixes").scorer == FaceSum(6)
    assert variant.categories[-1] == "two_pairs"
    assert variant.score("two_pairs", [2, 2, 5, 5, 6]) == 14


def test_variant_file_round_trips_through_the_writer_and_the_definition() -> None:
    variant = parse(
        'joker = "relaxed"\nyahtzee_bonus = 100\nremove = ["chance"]\n'
        "[bonus]\ntiers = [[60, 30], [70, 50]]\n"
        '[boxes.full_house]\nscore = "total"\n[boxes.pair]\nkind = "pair"\n'
    )
    again = parse_variant(variant_to_toml(variant), "house.toml")
    assert again == variant
    assert variant_from_dict(variant_to_dict(variant)) == variant
    assert definition_hash(again) == definition_hash(variant)


# --- every mistake names the file, line and key ------------------------------------------


@pytest.mark.parametrize(
    ("body", "line", "key", "words"),
    [
        ("colour = 1\n", 3, "colour", "unknown key"),
        ("order = \"sideways\"\n", 3, "order", 'must be one of "free", "top-down"'),
        ("joker = 1\n", 3, "joker", 'must be one of "forced", "free", "relaxed", "none", not 1'),
        ("yahtzee_bonus = -5\n", 3, "yahtzee_bonus", "must be from 0 to 1000, not -5"),
        ("yahtzee_bonus = \"lots\"\n", 3, "yahtzee_bonus", 'must be a whole number, not "lots"'),
        ("description = 7\n", 3, "description", "must be text in quotes"),
        ("remove = \"chance\"\n", 3, "remove", "must be a list of box ids"),
        ("remove = [\"kismet\"]\n", 3, "remove", 'Yacht has no box "kismet"'),
        ("[bonus]\nthreshold = 200\n", 4, "bonus.threshold", "can never be reached"),
        ("[bonus]\npoints = true\n", 4, "bonus.points", "must be a whole number, not true"),
        ("[bonus]\ntiers = [[71, 55], [63, 35]]\n", 4, "bonus.tiers", "must rise"),
        ("[bonus]\ntiers = [63, 35]\n", 4, "bonus.tiers", "[threshold, points] pairs"),
        ("[bonus]\ntiers = [[63, 35]]\npoints = 3\n", 4, "bonus.tiers", "not both"),
        ("[bonus]\nextra = 1\n", 4, "bonus.extra", "unknown key"),
        ("bonus = 35\n", 3, "bonus", "must be a table"),
        ("[boxes.full_house]\nscore = true\n", 4, "boxes.full_house.score", "must be a number of points"),
        ("[boxes.full_house]\nscore = -1\n", 4, "boxes.full_house.score", "must be from 0 to 1000"),
        ("[boxes.full_house]\nlength = 3\n", 4, "boxes.full_house.length", "only straights have a length"),
        ("[boxes.small_straight]\nlength = 6\n", 4, "boxes.small_straight.length", "from 2 to 5"),
        ("[boxes.small_straight]\nscore = \"matching\"\n", 4, "boxes.small_straight.score", "like dice"),
        ("[boxes.ones]\nscore = 5\n", 4, "boxes.ones.score", "upper box always scores"),
        ("[boxes.full_house]\nname = \"\"\n", 4, "boxes.full_house.name", "1 to 30 printable"),
        ("[boxes.full_house]\nkind = \"full_house\"\n", 4, "boxes.full_house.kind", "already has this box"),
        ("[boxes.full_house]\ncolour = \"red\"\n", 4, "boxes.full_house.colour", "unknown key"),
        ("[boxes.lucky]\nname = \"Lucky\"\n", 3, "boxes.lucky", "needs a kind to say how it scores"),
        ("[boxes.lucky]\nkind = \"magic\"\n", 4, "boxes.lucky.kind", "must be one of"),
        ("[boxes.lucky]\nkind = \"flush\"\n", 4, "boxes.lucky.kind", "coloured dice"),
        ("[boxes.Bad-Id]\nkind = \"chance\"\n", 3, "boxes.Bad-Id", "lower-case letters"),
        ("remove = [\"chance\"]\n[boxes.chance]\nscore = 3\n", 4, "boxes.chance", "also in remove"),
        ("remove = [\"yacht\"]\njoker = \"forced\"\n", 4, "joker", "needs a five-of-a-kind box"),
        ("remove = [\"yacht\"]\nyahtzee_bonus = 100\n", 4, "yahtzee_bonus", "needs a five-of-a-kind box"),
    ],
)
def test_each_mistake_names_file_line_and_key(body: str, line: int, key: str, words: str) -> None:
    error = error_of(body)
    assert (error.file, error.line, error.key) == ("house.toml", line, key)
    assert words in error.problem
    assert str(error).startswith(f"house.toml, line {line}: {key}: ")


def test_removing_every_box_cannot_be_finished() -> None:
    boxes = ", ".join(f'"{b}"' for b in VARIANTS["yacht"].categories)
    error = error_of(f"remove = [{boxes}]\n")
    assert (error.key, error.line) == ("remove", 3)
    assert "leaves no box" in error.problem


def test_too_many_boxes_cannot_be_played() -> None:
    extra = "".join(f'[boxes.more_{i}]\nkind = "chance"\n' for i in range(4))
    error = error_of(extra, 'name = "Big"\nextends = "kismet"\n')
    assert error.key == "boxes"
    assert "at most 16" in error.problem


def test_removing_upper_boxes_can_make_the_bonus_unreachable() -> None:
    error = error_of('remove = ["sixes", "fives", "fours"]\n')
    assert error.key == "remove"
    assert "can never be reached" in error.problem


def test_missing_name_and_extends_are_named() -> None:
    assert error_of("", 'extends = "yacht"\n').key == "name"
    missing = error_of("", 'name = "X"\n')
    assert (missing.key, missing.line) == ("extends", None)
    assert str(missing).startswith("house.toml: extends: is missing")


def test_extends_must_be_a_built_in_variant() -> None:
    error = error_of("", 'name = "X"\nextends = "poker"\n')
    assert (error.key, error.line) == ("extends", 2)
    assert "kismet" in error.problem


def test_broken_toml_names_its_line() -> None:
    error = error_of('joker = "free\n')
    assert error.line == 3
    assert "not valid TOML" in error.problem


def test_read_variant_file_reports_unreadable_and_non_utf8_files(tmp_path: Path) -> None:
    with pytest.raises(VariantFileError, match=r"missing.toml: cannot be read"):
        read_variant_file(tmp_path / "missing.toml")
    latin = tmp_path / "latin.toml"
    latin.write_bytes(b'name = "Gr\xe9"\n')
    with pytest.raises(VariantFileError, match=r"latin\.toml, line 1: is not UTF-8 text"):
        read_variant_file(latin)
    good = tmp_path / "Our Rules.toml"
    good.write_text(HEAD, encoding="utf-8")
    assert read_variant_file(good).id == "house-our-rules"


def test_a_file_never_runs_code() -> None:
    error = error_of('[boxes.evil]\nkind = "__import__(\'os\').system(\'true\')"\n')
    assert error.key == "boxes.evil.kind"


# --- a variant file never crashes the app ---------------------------------------------------

_VALUES = st.one_of(
    st.integers(-5, 2000), st.booleans(), st.text(max_size=12), st.floats(allow_nan=False),
    st.lists(st.integers(-3, 100), max_size=3),
    st.lists(st.lists(st.integers(0, 120), max_size=3), max_size=3),
    st.sampled_from(["total", "total+15", "matching", "forced", "free", "relaxed", "none", "top-down",
                     "yacht", "yahtzee", "kismet", "chance", "pair", "flush", "five_of_a_kind"]),
)
_KEYS = st.sampled_from(
    ["name", "extends", "order", "joker", "yahtzee_bonus", "remove", "description", "oops"]
)
_BOX_KEYS = st.sampled_from(["kind", "name", "score", "length", "oops"])
_BOX_IDS = st.sampled_from(["full_house", "small_straight", "ones", "yacht", "chance", "extra", "kismet"])


def _toml_value(value: object) -> str:
    import json

    if isinstance(value, bool):
        return "true" if value else "false"
    return json.dumps(value)


@given(
    top=st.dictionaries(_KEYS, _VALUES, max_size=5),
    bonus=st.dictionaries(st.sampled_from(["threshold", "points", "tiers", "x"]), _VALUES, max_size=2),
    boxes=st.dictionaries(_BOX_IDS, st.dictionaries(_BOX_KEYS, _VALUES, max_size=3), max_size=3),
    base=st.sampled_from(["yacht", "yahtzee", "kismet", "yatzy", "worldwide"]),
)
@settings(max_examples=300)
def test_any_file_gives_a_variant_or_a_variant_file_error(
    top: dict[str, object], bonus: dict[str, object], boxes: dict[str, dict[str, object]], base: str
) -> None:
    lines = ['name = "Fuzz"', f'extends = "{base}"']
    lines += [f"{key} = {_toml_value(value)}" for key, value in top.items() if key not in ("name", "extends")]
    if bonus:
        lines += ["[bonus]", *(f"{key} = {_toml_value(value)}" for key, value in bonus.items())]
    for box_id, change in boxes.items():
        lines += [f"[boxes.{box_id}]", *(f"{key} = {_toml_value(value)}" for key, value in change.items())]
    try:
        variant = parse_variant("\n".join(lines) + "\n", "fuzz.toml")
    except VariantFileError as error:
        mistake = error
    else:
        mistake = None
    if mistake is not None:
        assert mistake.file == "fuzz.toml"
        assert str(mistake).startswith("fuzz.toml")
        return
    assert variant_from_dict(variant_to_dict(variant)) == variant
    game_ready = variant.categories  # a variant that loads can be played: it has boxes
    assert 1 <= len(game_ready) <= 16


@given(st.text(max_size=200))
@settings(max_examples=300)
def test_any_text_gives_a_variant_or_a_variant_file_error(text: str) -> None:
    with contextlib.suppress(VariantFileError):
        parse_variant(text, "any.toml")


def test_a_house_variant_without_a_description_does_not_borrow_the_base_games() -> None:
    from yachtgui.rules.words import variant_description

    variant = parse("", 'name = "Ours"\nextends = "yahtzee"\n')
    shown = variant_description(variant)
    assert "box lid" not in shown
    assert shown == "House rules based on Yahtzee."
    assert "description" not in variant_to_toml(variant)
