"""``python -m yachtgui.ai``: output formats and exit statuses, run as a user would (a subprocess)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from yachtgui.ai import Strategy
from yachtgui.rules.housefile import read_variant_file


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    """Run the CLI with the test session's environment (its YACHTGUI_CACHE_DIR)."""
    return subprocess.run(
        [sys.executable, "-m", "yachtgui.ai", *arguments],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=120,
        check=False,
    )


@pytest.fixture(scope="module", autouse=True)
def worldwide(real_strategy: Callable[[str], Strategy]) -> Strategy:
    """The worldwide strategy, built once into the cache the subprocesses read."""
    return real_strategy("worldwide")


def test_expected_prints_the_optimum_with_four_decimals(worldwide: Strategy) -> None:
    result = run("expected", "worldwide")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{worldwide.expected_score:.4f}\n"
    assert len(result.stdout.strip().split(".")[1]) == 4


def test_advise_prints_every_keep_best_first_as_json() -> None:
    result = run("advise", "worldwide", "--upper", "0", "--dice", "6,6,6,2,1", "--rolls-left", "2")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    options = answer["options"]
    assert answer["best"] == options[0] == {"keep": [6, 6, 6], "value": options[0]["value"]}
    assert len(options) == 16  # 4 * 2 * 2 distinct parts of 6-6-6-2-1
    assert all(set(option) == {"keep", "value"} for option in options)
    values = [option["value"] for option in options]
    assert values == sorted(values, reverse=True)


def test_advise_after_the_last_roll_lists_the_open_boxes() -> None:
    result = run(
        "advise", "worldwide", "--filled", "ones,choice", "--upper", "3",
        "--dice", "5,5,5,5,5", "--rolls-left", "0",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    boxes = [option["box"] for option in answer["options"]]
    assert answer["best"]["box"] == "yacht" == boxes[0]
    assert sorted(boxes) == sorted(
        ["twos", "threes", "fours", "fives", "sixes", "four_of_a_kind", "full_house",
         "small_straight", "large_straight", "yacht"]
    )  # fmt: skip


def test_advise_names_the_box_when_the_best_keep_is_all_five_dice() -> None:
    result = run("advise", "worldwide", "--upper", "0", "--dice", "4,4,4,4,4", "--rolls-left", "1")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert answer["best"]["keep"] == [4, 4, 4, 4, 4]
    assert answer["best"]["box"] == "yacht"
    assert answer["options"][0] == {"keep": [4, 4, 4, 4, 4], "value": answer["best"]["value"]}


def test_help_explains_what_best_holds() -> None:
    result = run("advise", "--help")
    assert result.returncode == 0
    assert '"best"' in result.stdout
    assert "first option" in result.stdout


SITUATION = ("--dice", "1,2,3,4,5", "--rolls-left", "0")


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (("expected", "monopoly"), "unknown variant 'monopoly'"),
        (("advise", "worldwide", "--upper", "0", "--dice", "1,2,3,4", "--rolls-left", "0"), "exactly 5 dice"),
        (("advise", "worldwide", "--upper", "0", "--dice", "1,2,3,4,9", "--rolls-left", "0"), "from 1 to 6"),
        (("advise", "worldwide", "--upper", "0", "--dice", "1,2,x,4,5", "--rolls-left", "0"), "numbers"),
        (("advise", "worldwide", "--upper", "7", "--dice", "1,2,3,4,5", "--rolls-left", "0"), "impossible"),
        (("advise", "worldwide", "--filled", "ones,ones", "--upper", "0", *SITUATION), "twice"),
        (("advise", "worldwide", "--filled", "chance", "--upper", "0", *SITUATION), "no box 'chance'"),
        (("advise", "worldwide", "--upper", "0", "--dice", "1,2,3,4,5", "--rolls-left", "3"), "rolls left"),
        (("advise", "worldwide", "--dice", "1,2,3,4,5", "--rolls-left", "1"), "--upper"),
        (("frobnicate",), "invalid choice"),
    ],
)
def test_bad_input_gets_a_message_on_stderr_and_status_2(arguments: tuple[str, ...], message: str) -> None:
    result = run(*arguments)
    assert result.returncode == 2
    assert message in result.stderr
    assert result.stdout == ""


def test_a_full_sheet_is_an_impossible_situation() -> None:
    all_boxes = ("ones,twos,threes,fours,fives,sixes,choice,four_of_a_kind,full_house,"
                 "small_straight,large_straight,yacht")  # fmt: skip
    result = run("advise", "worldwide", "--filled", all_boxes, "--upper", "0", "--dice", "1,2,3,4,5",
                 "--rolls-left", "0")  # fmt: skip
    assert result.returncode == 2
    assert "game is over" in result.stderr


# --- --rules FILE: a family's own variant ----------------------------------------------------


def test_expected_takes_a_variant_file(tmp_path: Path) -> None:
    rules = tmp_path / "down.toml"
    rules.write_text('name = "Down"\nextends = "worldwide"\norder = "top-down"\n', encoding="utf-8")
    result = run("expected", "--rules", str(rules))
    assert result.returncode == 0, result.stderr
    expected = Strategy.build(read_variant_file(rules)).expected_score
    assert result.stdout == f"{expected:.4f}\n"


def test_advise_takes_a_variant_file_and_the_yahtzee_bonus_flag(tmp_path: Path) -> None:
    rules = tmp_path / "lid.toml"
    rules.write_text('name = "Lid down"\nextends = "yahtzee"\norder = "top-down"\n', encoding="utf-8")
    result = run("advise", "--rules", str(rules), "--filled", "ones", "--upper", "1",
                 "--dice", "6,6,6,6,6", "--rolls-left", "0", "--yacht-holds-points")
    assert result.returncode == 0, result.stderr
    assert [option["box"] for option in json.loads(result.stdout)["options"]] == ["twos"]


def test_a_mistake_in_the_variant_file_exits_2_with_file_line_and_key(tmp_path: Path) -> None:
    rules = tmp_path / "bad.toml"
    rules.write_text('name = "Bad"\nextends = "yacht"\n\n[bonus]\nthreshold = 300\n', encoding="utf-8")
    for command in (["expected"], ["advise", "--upper", "0", "--dice", "1,2,3,4,5", "--rolls-left", "0"]):
        result = run(*command, "--rules", str(rules))
        assert result.returncode == 2
        assert f"{rules}, line 5: bonus.threshold: a bonus at 300 can never be reached" in result.stderr
        assert result.stdout == ""


def test_a_variant_and_a_file_together_are_refused(tmp_path: Path) -> None:
    result = run("expected", "yacht", "--rules", str(tmp_path / "x.toml"))
    assert result.returncode == 2
    assert "either a built-in VARIANT or --rules FILE" in result.stderr
