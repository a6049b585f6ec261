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
                                               capsys: pytest.CaptureFixture[str], qapp: object) -> None:
    from yachtgui.export.cli import main as export_main  # painting needs the session's QApplication (qapp)

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


def test_show_as_text_tells_each_turn(filled: Game, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "1")
    assert status == 0
    lines = out.strip().splitlines()
    assert "Ann 170, Hal 70" in lines[0]
    assert lines[1] == "   1. Ann: 66666 → 0 in Ones"
    assert lines[2] == "   2. Hal: 11111 → 5 in Ones"
    assert len(lines) == 1 + 2 * 13


def test_another_database_can_be_named(filled: Game, tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "other.sqlite3"
    with HistoryStore(other) as store:
        game = fixed_game("yatzy", ["Zed"], [ONES])
        store.record(make_entry(game, [None]), game)
    status, out, _ = run(capsys, "--db", str(other), "list", "--json")
    assert status == 0
    assert [g["players"] for g in json.loads(out)] == [["Zed"]]
    status, out, _ = run(capsys, "stats", "--db", str(other))
    assert status == 0
    assert "Zed" in out
    assert "Ann" not in out


def test_a_game_from_the_first_schema_shows_its_scores_and_cannot_be_exported(
        db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import sqlite3

    from yachtgui.history.schema import SCHEMA_V1

    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as raw:
        raw.executescript(SCHEMA_V1)
        raw.execute("PRAGMA user_version = 1")
        raw.execute("INSERT INTO people VALUES (1, 'Ann', 'ann')")
        raw.execute("INSERT INTO games VALUES (1, 'yacht', NULL, '2025-05-01T10:00:00+00:00')")
        raw.execute("INSERT INTO seats VALUES (1, 0, 1, 'Ann', NULL, 10, 0, 150, 1)")
    status, out, _ = run(capsys, "show", "1")
    assert status == 0
    assert "only the scores are known" in out
    status, out, _ = run(capsys, "show", "1", "--json")
    assert json.loads(out)["turns"] == []
    status, _, err = run(capsys, "export", "1", "-o", str(tmp_path / "x.yacht.json"))
    assert status == 2
    assert "recorded without its moves" in err
