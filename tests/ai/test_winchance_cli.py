"""``python -m yachtgui.ai winchance FILE`` and ``advise --goal win``, run as a user would."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.ai.conftest import TIERED
from tests.ai.test_cli import run
from tests.ai.test_winchance import play_until
from yachtgui.ai import Strategy
from yachtgui.ai.winchance import WinChance
from yachtgui.game import Game
from yachtgui.persistence.saves import SavedGame, save_game
from yachtgui.rules import VARIANTS


@pytest.fixture
def saved_game(tmp_path: Path) -> tuple[Path, Game]:
    """A three-player game of a house rule, saved by the app's own writer in the middle of a turn."""
    game = Game(TIERED, ["Ann", "Bö", "Cy <b>"], rng=random.Random(5))
    play_until(game, Strategy.build(TIERED), 5, random.Random(5))
    game.roll()
    path = tmp_path / "game.yacht.json"
    save_game(path, SavedGame.all_human(game))
    return path, game


def test_winchance_json_lists_every_player_in_seat_order_summing_to_one(saved_game, private_cache) -> None:  # type: ignore[no-untyped-def]
    path, game = saved_game
    result = run("winchance", str(path), "--json")
    assert result.returncode == 0, result.stderr
    players = json.loads(result.stdout)["players"]
    assert [p["name"] for p in players] == list(game.players)
    assert sum(p["win"] for p in players) == pytest.approx(1.0, abs=1e-9)
    expected = WinChance.load_or_build(TIERED).for_game(game)
    assert [p["win"] for p in players] == pytest.approx(expected.tolist(), abs=1e-4)


def test_winchance_reads_a_bare_game_too_and_prints_percentages(saved_game, tmp_path, private_cache) -> None:  # type: ignore[no-untyped-def]
    _, game = saved_game
    path = tmp_path / "bare.json"
    path.write_text(json.dumps(game.to_dict()), encoding="utf-8")
    result = run("winchance", str(path))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 3
    assert lines[2].endswith("Cy <b>")
    assert sum(float(line.split("%")[0]) for line in lines) == pytest.approx(100.0, abs=0.02)


@pytest.mark.parametrize("content", [b"{", b"[]", b'{"format": "yachtgui-save", "version": 1, "game": 3}',
                                     b"\xff\xfe", b"NaN"])
def test_an_unreadable_file_exits_2_with_one_line(content: bytes, tmp_path: Path) -> None:
    path = tmp_path / "bad.yacht.json"
    path.write_bytes(content)
    result = run("winchance", str(path))
    assert result.returncode == 2
    assert result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_missing_file_exits_2_with_one_line(tmp_path: Path) -> None:
    result = run("winchance", str(tmp_path / "absent.yacht.json"))
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.slow  # builds the 12-box win-chance table once per session (about 15 s of CPU)
def test_advise_to_win_gives_each_option_its_chance() -> None:
    WinChance.load_or_build(VARIANTS["worldwide"])  # into the session's cache, which the command reads
    result = run("advise", "worldwide", "--filled", "ones,choice", "--upper", "3", "--dice", "6,6,6,2,1",
                 "--rolls-left", "1", "--goal", "win", "--total", "40", "--opponent", "60:10:ones,twos,yacht")
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    options = answer["options"]
    assert answer["best"] == options[0]
    assert all(0.0 <= o["win"] <= 1.0 for o in options)
    assert [o["win"] for o in options] == sorted((o["win"] for o in options), reverse=True)
    assert len(options) == 16


def test_advise_to_win_rejects_an_impossible_opponent() -> None:
    result = run("advise", "worldwide", "--upper", "0", "--dice", "6,6,6,2,1", "--rolls-left", "1",
                 "--goal", "win", "--opponent", "10:99:ones")
    assert result.returncode == 2
    assert "impossible" in result.stderr


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_file_is_refused_at_once(tmp_path: Path) -> None:
    # Before: the reader opened the pipe and waited for a writer for ever (the run's timeout ended it).
    import os

    pipe = tmp_path / "game.yacht.json"
    os.mkfifo(pipe)
    import subprocess
    import sys

    command = [sys.executable, "-m", "yachtgui.ai", "winchance", str(pipe)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=30, check=False)
    assert result.returncode == 2
    assert "is not a file" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("extra", [("--opponent", "60:10:ones"), ("--total", "40")])
def test_opponents_and_a_total_without_goal_win_are_refused_not_ignored(extra: tuple[str, str]) -> None:
    result = run("advise", "worldwide", "--upper", "0", "--dice", "6,6,6,2,1", "--rolls-left", "1", *extra)
    assert result.returncode == 2
    assert "--goal win" in result.stderr
    assert result.stdout == ""
