"""A locked, read-only, full or damaged history never loses a game, and says what happened."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.history.support import ONES, SIXES, fixed_game, random_game
from yachtgui.history import HistoryStore, make_entry, record_game, retry_path
from yachtgui.history import store as store_module
from yachtgui.history.schema import SCHEMA_V1, SCHEMA_VERSION


def entry_of(names: list[str], dice: list[tuple[int, ...]]) -> dict[str, Any]:
    return make_entry(fixed_game("yacht", names, dice), [None] * len(names))


def test_a_damaged_file_is_kept_aside_and_a_fresh_history_started(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db_path.write_bytes(b"this is not a database at all" * 100)
    outcome = record_game(entry_of(["Ann"], [ONES]), path=db_path)
    assert outcome.result is not None
    assert "damaged" in outcome.messages[0]
    assert "kept as history.sqlite3.damaged-" in outcome.messages[0]
    kept = [p for p in db_path.parent.iterdir() if p.name.startswith("history.sqlite3.damaged-")]
    assert len(kept) == 1
    assert kept[0].read_bytes().startswith(b"this is not")
    with HistoryStore(db_path) as store:
        assert store.count() == 1


def test_a_locked_history_keeps_the_game(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 0.05)
    HistoryStore(db_path).close()
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    outcome = record_game(entry_of(["Ann"], [ONES]), path=db_path)
    assert outcome.result is None
    assert outcome.pending == 1
    assert "in use by another program" in outcome.messages[0]
    assert "kept" in outcome.messages[0]
    assert retry_path(db_path).exists()
    blocker.execute("ROLLBACK")
    blocker.close()
    later = record_game(entry_of(["Bob"], [SIXES]), path=db_path)
    assert later.result is not None
    assert later.pending == 0
    assert "1 earlier game was added" in later.messages[0]
    assert not retry_path(db_path).exists()
    with HistoryStore(db_path) as store:
        assert sorted(g.players[0] for g in store.games()) == ["Ann", "Bob"]


def _read_only(path: Path, **options: Any) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, **options)


def test_a_read_only_history_keeps_the_game(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    HistoryStore(db_path).close()
    monkeypatch.setattr(store_module, "_connect", _read_only)
    outcome = record_game(entry_of(["Ann"], [ONES]), path=db_path)
    assert outcome.result is None
    assert "read-only" in outcome.messages[0]
    assert outcome.pending == 1
    monkeypatch.undo()
    assert record_game(entry_of(["Bob"], [ONES]), path=db_path).pending == 0


def test_a_full_disk_keeps_the_game(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    HistoryStore(db_path).close()

    def tiny(path: Path, **options: Any) -> sqlite3.Connection:
        connection = sqlite3.connect(path, **options)
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
        connection.execute(f"PRAGMA max_page_count = {pages}")
        return connection

    monkeypatch.setattr(store_module, "_connect", tiny)
    game = random_game("kismet", ["Ann", "Bob", "Cy"], seed=3)  # more than the free room of the pages
    outcome = record_game(make_entry(game, [None] * 3), path=db_path)
    assert outcome.result is None
    assert "disk is full" in outcome.messages[0]
    assert outcome.pending == 1


def test_an_unwritable_retry_file_is_said_plainly(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    HistoryStore(db_path).close()
    monkeypatch.setattr(store_module, "_connect", _read_only)
    retry_path(db_path).mkdir()  # a folder where the file should be: it cannot be written
    outcome = record_game(entry_of(["Ann"], [ONES]), path=db_path)
    assert outcome.result is None
    assert "could not be kept for later" in outcome.messages[0]


def test_a_history_from_a_newer_yachtgui_is_left_alone(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
        raw.execute("CREATE TABLE future (x)")
    outcome = record_game(entry_of(["Ann"], [ONES]), path=db_path)
    assert outcome.result is None
    assert "newer yachtgui" in outcome.messages[0]
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1


def test_a_damaged_line_in_the_retry_file_loses_only_itself(db_path: Path) -> None:
    retry = retry_path(db_path)
    retry.parent.mkdir(parents=True)
    good = entry_of(["Ann"], [ONES])

    retry.write_text(json.dumps(good) + "\n{not json\n" + json.dumps({"format": "other"}) + "\n")
    outcome = record_game(entry_of(["Bob"], [ONES]), path=db_path)
    assert outcome.result is not None
    assert any("Entries that could not be read: 2" in m for m in outcome.messages)
    with HistoryStore(db_path) as store:
        assert store.count() == 2


def test_a_version_1_history_is_migrated_with_its_games(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as raw:
        raw.executescript(SCHEMA_V1)
        raw.execute("PRAGMA user_version = 1")
        raw.execute("INSERT INTO people (id, name, key) VALUES (1, 'Ann', 'ann'), (2, 'Bob', 'bob')")
        raw.execute("INSERT INTO games (id, variant, started, finished)"
                    " VALUES (1, 'yacht', NULL, '2025-05-01')")
        raw.execute("INSERT INTO seats VALUES (1, 0, 1, 'Ann', NULL, 10, 0, 150, 1),"
                    " (1, 1, 2, 'Bob', NULL, 5, 0, 90, 0)")
        raw.execute("INSERT INTO boxes VALUES (1, 0, 'ones', 3), (1, 1, 'ones', 1)")
    with HistoryStore(db_path) as store:
        assert store.version == SCHEMA_VERSION
        ann = next(s for s in store.stats() if s.person.name == "Ann")
        assert (ann.games, ann.wins, ann.average, ann.yachts, ann.given_up) == (1, 1, 150, 0, None)
        assert store.game(1).game is None
        assert store.game(1).cards[0] == {"ones": 3}
        game = fixed_game("yacht", ["ANN"], [ONES])
        assert store.record(make_entry(game, [None]), game).personal_bests == ()  # 70 is below the old 150
        assert next(s for s in store.stats() if s.person.name == "Ann").games == 2  # the old key still works
        better = fixed_game("yacht", ["ANN"], [SIXES])
        assert store.record(make_entry(better, [None]), better).personal_bests == ("ANN",)


def test_waiting_games_can_be_written_on_their_own(db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    HistoryStore(db_path).close()
    monkeypatch.setattr(store_module, "_connect", _read_only)
    assert record_game(entry_of(["Ann"], [ONES]), path=db_path).pending == 1
    still = record_game(None, path=db_path)  # still read-only: they keep waiting
    assert still.pending == 1
    assert "could not be written yet" in still.messages[0]
    monkeypatch.undo()
    done = record_game(None, path=db_path)
    assert done.result is None
    assert done.pending == 0
    assert done.messages == ("1 earlier game was added to the history.",)
    assert record_game(None, path=db_path).messages == ()  # nothing waits any more
    with HistoryStore(db_path) as store:
        assert store.count() == 1


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_for_the_retry_file_neither_stalls_nor_loses_the_game(db_path: Path) -> None:
    # Found by the audit of 2026-11-26: reading the retry file waited on the pipe for ever, holding
    # its lock: the finished game never reached the history, and the statistics window then said
    # the file was "in use by another copy of yachtgui".
    import os
    import threading

    retry = retry_path(db_path)
    retry.parent.mkdir(parents=True)
    os.mkfifo(retry)
    outcomes: list[Any] = []
    recording = threading.Thread(target=lambda: outcomes.append(
        record_game(entry_of(["Ann"], [SIXES]), path=db_path)), daemon=True)
    recording.start()
    recording.join(20)
    stalled = recording.is_alive()
    if stalled:  # let the old code's blocked open go, so the test run goes on
        os.close(os.open(retry, os.O_WRONLY | os.O_NONBLOCK))
        recording.join(20)
    assert not stalled
    assert outcomes[0].result is not None  # written to the history all the same
    with HistoryStore(db_path) as store:
        assert store.count() == 1
