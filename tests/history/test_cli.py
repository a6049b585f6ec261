"""yachtgui-history: list, show, stats and export, their JSON, and bad input (exit 2, one line)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.history.support import ONES, SIXES, fixed_game, random_game
from yachtgui.game import Game
from yachtgui.history import HistoryStore, make_entry
from yachtgui.history.cli import main
from yachtgui.persistence import load_game


@pytest.fixture
def filled(store: HistoryStore) -> Game:
    first = fixed_game("yacht", ["Ann", "Hal"], [SIXES, ONES])
    store.record(make_entry(first, [None, "hard"], finished="2026-01-01T20:00:00+00:00"), first)
    second = random_game("kismet", ["Ann", "Bob"], seed=8, undo_rate=0.5)
    store.record(make_entry(second, [None, None], finished="2026-01-02T20:00:00+00:00"), second)
    return second


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_list_json_has_the_documented_fields(filled: Game, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list", "--json")
    assert status == 0
    games = json.loads(out)
    assert games[1] == {"id": 1, "variant": "yacht", "finished": "2026-01-01T20:00:00+00:00",
                        "players": ["Ann", "Hal"], "computers": [None, "hard"], "totals": [170, 70],
                        "winners": ["Ann"]}
    assert games[0]["id"] == 2
    assert all(isinstance(t, int) for t in games[0]["totals"])


def test_list_prints_one_game_a_line(filled: Game, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list", "--variant", "yacht")
    assert status == 0
    assert out.strip().splitlines() == [out.strip()]
    assert "Ann 170, Hal 70" in out
    assert "won by Ann" in out


def test_show_json_gives_each_turn_with_rolls_holds_box_and_score(
        filled: Game, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "2", "--json")
    assert status == 0
    shown = json.loads(out)
    turns = shown["turns"]
    real = [t for t in turns if not t["forced"]]
    assert len(turns) == len(filled.history)
    assert [(t["box"], t["score"]) for t in turns] == [(s.box, s.points) for s in filled.history]
    assert {t["player"] for t in turns} == {"Ann", "Bob"}
    for turn in real:
        assert 1 <= len(turn["rolls"]) <= 3
        assert all(len(roll) == 5 for roll in turn["rolls"])
        assert len(turn["held"]) == len(turn["rolls"]) - 1
    assert any(t["undone"] for t in turns)  # this game had undos, and they are shown
    assert shown["cards"][0] == filled.scorecard(0)


def test_stats_json_per_player_and_variant(filled: Game, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "stats", "--variant", "yacht", "--json")
    assert status == 0
    rows = json.loads(out)
    ann = next(r for r in rows if r["player"] == "Ann")
    assert (ann["games"], ann["wins"], ann["average"], ann["best"]) == (1, 1, 170.0, 170)
    assert next(r for r in rows if r["player"] == "Hal")["computer"] == "hard"


def test_export_writes_a_game_file_that_open_accepts(filled: Game, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "sunday.yacht.json"
    status, out, _ = run(capsys, "export", "2", "-o", str(target))
    assert status == 0
    assert str(target) in out
    saved = load_game(target)
    assert saved.game.is_over
    assert [saved.game.scorecard(i) for i in range(2)] == [filled.scorecard(i) for i in range(2)]
    assert saved.game.log == filled.log


def test_export_is_accepted_by_yachtgui_export(filled: Game, tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from yachtgui.export.cli import main as export_main

    target = tmp_path / "g.yacht.json"
    assert main(["export", "1", "-o", str(target)]) == 0
    assert export_main(["game", str(target), "-o", str(tmp_path / "card.pdf")]) == 0
    assert (tmp_path / "card.pdf").read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["show", "99"], "no game 99"),
        (["show", "two"], "a game ID is a number"),
        (["list", "--variant", "chess"], "unknown variant"),
        (["export", "1", "-o", "/etc/hostname/x.json"], ""),  # a file where a folder should be
        (["frobnicate"], "invalid choice"),
        ([], "required"),
    ],
)
def test_bad_input_exits_2_with_one_line(filled: Game, capsys: pytest.CaptureFixture[str], argv: list[str],
                                         message: str) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert err.startswith("yachtgui-history: error: ")
    assert message in err


def test_an_empty_history_lists_nothing_and_creates_no_file(db_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "list", "--json")
    assert (status, json.loads(out)) == (0, [])
    assert not db_path.exists()
    assert run(capsys, "show", "1")[0] == 2


def test_a_damaged_database_is_a_one_line_error(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"garbage" * 1000)
    status, _, err = run(capsys, "list")
    assert status == 2
    assert "damaged" in err
