"""The retry file never loses a game: a damaged one is kept aside, two writers take turns."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.history.support import ONES, SIXES, fixed_game
from yachtgui.history import HistoryStore, make_entry, record_game, retry_path
from yachtgui.history import store as store_module


def entry_of(names: list[str], dice: list[tuple[int, ...]]) -> dict[str, Any]:
    return make_entry(fixed_game("yacht", names, dice), [None] * len(names))


def _line(entry: dict[str, Any]) -> bytes:
    return json.dumps(entry).encode() + b"\n"


def _kept_aside(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.startswith("history-retry.jsonl.damaged-"))


def test_a_torn_retry_file_is_kept_aside_and_every_readable_game_recovered(db_path: Path) -> None:
    retry = retry_path(db_path)
    retry.parent.mkdir(parents=True)
    ann, bob = entry_of(["Ann"], [ONES]), entry_of(["Bob"], [SIXES])
    damaged = _line(ann) + b"\xff\xfe not text at all\n" + _line(bob) + _line(entry_of(["Cy"], [ONES]))[:40]
    retry.write_bytes(damaged)
    outcome = record_game(entry_of(["Dee"], [SIXES]), path=db_path)
    assert outcome.result is not None
    kept = _kept_aside(retry.parent)
    assert len(kept) == 1
    assert kept[0].read_bytes() == damaged  # the damaged file as it was, for anyone who wants to look
    said = " ".join(outcome.messages)
    assert kept[0].name in said
    assert "Games recovered from it: 2. Entries that could not be read: 2." in said
    with HistoryStore(db_path) as store:
        assert sorted(g.players[0] for g in store.games()) == ["Ann", "Bob", "Dee"]
    assert not retry.exists()


def test_a_retry_file_that_is_not_text_is_kept_not_deleted(db_path: Path) -> None:
    retry = retry_path(db_path)
    retry.parent.mkdir(parents=True)
    retry.write_bytes(b"\x00\x01\x02\xff" * 50)
    outcome = record_game(None, path=db_path)
    kept = _kept_aside(retry.parent)
    assert len(kept) == 1
    assert kept[0].read_bytes() == b"\x00\x01\x02\xff" * 50
    said = " ".join(outcome.messages)
    assert "Games recovered from it: 0. Entries that could not be read: 1." in said


def test_a_damaged_retry_file_with_the_database_locked_keeps_the_recovered_games(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.05)
    HistoryStore(db_path).close()
    retry = retry_path(db_path)
    retry.write_bytes(_line(entry_of(["Ann"], [ONES])) + b"{torn")
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        outcome = record_game(entry_of(["Bob"], [SIXES]), path=db_path)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert outcome.pending == 2
    assert len(_kept_aside(retry.parent)) == 1
    later = record_game(None, path=db_path)
    assert later.pending == 0
    with HistoryStore(db_path) as store:
        assert sorted(g.players[0] for g in store.games()) == ["Ann", "Bob"]


_WRITER = """
import sys
from yachtgui.history import make_entry, record_game
from yachtgui.history import store
from tests.history.support import fixed_game
store.BUSY_TIMEOUT_S = 0.001
path, who, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
entries = [make_entry(fixed_game("yacht", [f"{who}{n}"], [(1, 1, 1, 1, 1)]), [None]) for n in range(count)]
print("ready", flush=True)
sys.stdin.readline()
for entry in entries:
    outcome = record_game(entry, path=__import__("pathlib").Path(path))
    assert outcome.result is None and outcome.pending >= 1, outcome.messages
"""


def test_two_processes_finishing_games_while_the_history_is_locked_lose_none(db_path: Path) -> None:
    HistoryStore(db_path).close()
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    count = 25
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    writers = [
        subprocess.Popen([sys.executable, "-c", _WRITER, str(db_path), who, str(count)], cwd=root, env=env,
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for who in ("ann", "bob")
    ]
    try:
        for writer in writers:  # both have their games ready before either starts writing
            assert writer.stdout is not None
            assert writer.stdout.readline().strip() == "ready"
        for writer in writers:
            assert writer.stdin is not None
            writer.stdin.write("go\n")
            writer.stdin.flush()
        for writer in writers:
            _, errors = writer.communicate(timeout=240)
            assert writer.returncode == 0, errors
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    lines = retry_path(db_path).read_text(encoding="utf-8").splitlines()
    names = sorted(json.loads(line)["game"]["players"][0] for line in lines)
    assert names == sorted(f"{who}{n}" for who in ("ann", "bob") for n in range(count))
    assert [p.name for p in db_path.parent.iterdir() if p.name.endswith(".tmp")] == []
    done = record_game(None, path=db_path)
    assert done.pending == 0
    with HistoryStore(db_path) as store:
        assert store.count() == 2 * count


def test_the_last_finished_game_reaches_the_history_once_when_it_is_not_there(db_path: Path) -> None:
    from yachtgui.persistence import SavedGame, last_finished_path, new_game_id, save_game

    game = fixed_game("yacht", ["Ann"], [ONES])
    save_game(last_finished_path(), SavedGame(game, SavedGame.all_human(game).seats, game_id=new_game_id()))
    first = record_game(None, path=db_path, last_finished=last_finished_path())
    assert first.messages == ("The last finished game was added to the history.",)
    again = record_game(entry_of(["Bob"], [SIXES]), path=db_path, last_finished=last_finished_path())
    assert again.messages == ()
    with HistoryStore(db_path) as store:
        assert sorted(g.players[0] for g in store.games()) == ["Ann", "Bob"]
