"""The command line's quick reader agrees with argparse on every command line it accepts."""

from __future__ import annotations

import contextlib
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from yachtgui.__main__ import Options, _parse_plain, _parse_with_argparse, parse_args

_OPTIONS = ["--variant", "--players", "--seed", "--no-animation", "--real-dice", "--real", "--var", "--play",
            "--no-anim", "--self-test", "--self",
            "--help", "-h", "--version", "--", "-x"]
_VALUES = ["kismet", "yacht", "yatzy", "worldwide", "Kismet", "chess", "", " ", "Ann", "Ann,Bob",
           "Ann, cpu:Hal:hard ,Bo", "cpu:Hal:weird", "Ann,ann", "a" * 41,
           ",".join("P" + str(i) for i in range(11)),
           "7", " 7 ", "+3", "-5", "0x10", "1_000", "x", "-", "-Ann", "Ann=Bob", "--seed"]


def _token() -> st.SearchStrategy[str]:
    joined = st.tuples(st.sampled_from(_OPTIONS), st.sampled_from(_VALUES)).map(lambda pair: "=".join(pair))
    return st.one_of(st.sampled_from(_OPTIONS), st.sampled_from(_VALUES), joined)


def _argparse_reading(argv: list[str]) -> Options | None:
    """What argparse makes of ``argv``; None where it exits (help, version, a mistake)."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            return _parse_with_argparse(argv)
        except SystemExit:
            return None


@settings(max_examples=600, deadline=None)
@given(st.lists(_token(), max_size=7))
def test_whatever_the_quick_reader_accepts_argparse_reads_the_same(argv: list[str]) -> None:
    quick = _parse_plain(argv)
    if quick is not None:
        assert _argparse_reading(argv) == quick


@pytest.mark.parametrize(("argv", "expected"), [
    ([], Options()),
    (["--no-animation"], Options(animation=False)),
    (["--variant", "yatzy"], Options(variant="yatzy")),
    (["--variant=worldwide", "--seed=12"], Options(variant="worldwide", seed=12)),
    (["--players", "Ann, cpu:Hal:Hard", "--no-animation", "--seed", "3"],
     Options(players=(("Ann", None), ("Hal", "hard")), seed=3, animation=False)),
    (["--real-dice", "--players", "Ann,Bob"],
     Options(players=(("Ann", None), ("Bob", None)), real_dice=True)),
    (["--self-test"], Options(self_test=True)),
    (["--seed", "4", "--self-test", "--no-animation"], Options(seed=4, animation=False, self_test=True)),
    (["family.yacht.json"], Options(file="family.yacht.json")),
    (["--no-animation", "/home/ann/x.yacht.json"], Options(animation=False, file="/home/ann/x.yacht.json")),
])
def test_the_usual_command_lines_are_read_without_argparse(argv: list[str], expected: Options) -> None:
    assert _parse_plain(argv) == expected
    assert _argparse_reading(argv) == expected


@pytest.mark.parametrize("argv", [
    ["--help"], ["--version"], ["--var", "kismet"], ["--variant", "chess"], ["--seed", "x"],
    ["--seed", "-5"], ["--players", "Ann", "--players", "Bob"], ["--players", "Ann,ann"],
    ["a.yacht.json", "b.yacht.json"],
    ["--variant", "yacht", "--players", "Ann", "a.yacht.json"],
    ["--variant"], ["--no-animation=1"], ["--self-test=yes"], ["--self"],
])
def test_anything_else_is_left_to_argparse(argv: list[str]) -> None:
    assert _parse_plain(argv) is None


def test_a_negative_seed_still_works_through_argparse() -> None:
    assert parse_args(["--seed", "-5"]) == Options(seed=-5)


@pytest.mark.parametrize("names", ["Ann\nBob", "Ann,B\x1b[31mob", "Tab\there", "Ann,Bo\u202eb"])
def test_a_player_name_with_a_control_character_exits_2_with_one_line(
    names: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        parse_args(["--players", names])
    assert stopped.value.code == 2
    _, err = capsys.readouterr()
    assert len(err.strip().splitlines()) == 1
    assert "--players" in err
    assert "control character" in err


def test_a_saved_game_is_not_combined_with_a_new_game() -> None:
    """Issue 20: ``yachtgui FILE`` plays the game as saved; a new game's options with it are a mistake."""
    assert _argparse_reading(["--players", "Ann", "a.yacht.json"]) is None
    assert _argparse_reading(["a.yacht.json", "b.yacht.json"]) is None


def test_help_names_all_five_variants(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    description = capsys.readouterr().out.split("options:")[0]
    for name in ("Kismet", "Yacht", "Yatzy", "12-box Yacht", "Yahtzee"):
        assert name in description
