"""The turning points the history keeps with a game: written, read back checked, migrated, refused."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.history.support import ONES, SIXES, fixed_game
from yachtgui.history import HistoryError, HistoryStore, make_entry
from yachtgui.history import schema as schema_module
from yachtgui.history.turning import MAX_TEXT, check


def turning_data(steps: int, players: int = 2) -> dict[str, Any]:
    """Turning points of the shape a game of ``players`` and ``steps`` replay steps has."""
    first = [10_000 // players] * players
    first[0] += 10_000 - sum(first)
    last = [10_000] + [0] * (players - 1)
    return {
        "format": 1,
        "series": [first] * (steps - 1) + [last],
        "decisions": [{"player": 1, "turn": 1, "round": 1, "roll": 2, "dice": [6, 6, 6, 2, 3],
                       "chosen_keep": [2, 3], "chosen_box": None, "points": 0, "best_keep": [6, 6, 6],
                       "best_box": None, "chosen": 1900, "best": 3100}],
        "players": [[first[i], last[i], 0 if i == 0 else 1200, 300] for i in range(players)],
    }


def recorded(store: HistoryStore) -> int:
    game = fixed_game("yacht", ["Ann", "Bob"], [SIXES, ONES])
    return store.record(make_entry(game, [None, None]), game).game_id


def test_turning_points_round_trip(store: HistoryStore) -> None:
    game_id = recorded(store)
    assert store.game(game_id).turning is None  # none kept yet
    data = turning_data(40)
    store.set_turning(game_id, data, 2)
    assert store.game(game_id).turning == data


def test_turning_points_that_would_not_be_read_back_are_never_written(store: HistoryStore) -> None:
    game_id = recorded(store)
    bad = turning_data(40)
    bad["series"][3] = [9000, 9000]  # adds up to 1.8
    with pytest.raises(ValueError):
        store.set_turning(game_id, bad, 2)
    with pytest.raises(ValueError):
        store.set_turning(game_id, turning_data(40, players=3), 2)  # another number of seats
    assert store.game(game_id).turning is None


def damaged(kind: str) -> str:
    data = turning_data(20)
    if kind == "sum":
        data["series"][5] = [5000, 4000]
    elif kind == "negative":
        data["series"][5] = [-1, 10_001]
    elif kind == "float":
        data["series"][5] = [0.5, 0.5]
    elif kind == "nan":
        return json.dumps(data).replace("1900", "NaN")
    elif kind == "seats":
        data["series"][5] = [10_000]
    elif kind == "format":
        data["format"] = 99
    elif kind == "extra":
        data["more"] = 1
    elif kind == "player":
        data["decisions"][0]["player"] = 7
    elif kind == "keep_and_box":
        data["decisions"][0]["chosen_box"] = "yacht"
    elif kind == "faces":
        data["decisions"][0]["dice"] = [7, 6, 6, 2, 3]
    elif kind == "box_text":
        data["decisions"][0]["best_keep"], data["decisions"][0]["best_box"] = None, "x" * 500
    elif kind == "figures":
        data["players"] = data["players"][:1]
    elif kind == "deep":
        return "[" * 100_000 + "]" * 100_000
    elif kind == "huge":
        data["series"] = data["series"] * 10_000
    elif kind == "not_json":
        return "{not json"
    return json.dumps(data)


KINDS = ["sum", "negative", "float", "nan", "seats", "format", "extra", "player", "keep_and_box", "faces",
         "box_text", "figures", "deep", "huge", "not_json"]


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_or_edited_turning_points_are_never_used(store: HistoryStore, db_path: Path,
                                                         kind: str) -> None:
    game_id = recorded(store)
    text = damaged(kind)
    assert check(text, 2) is None
    with sqlite3.connect(db_path) as raw:
        raw.execute("UPDATE games SET turning = ? WHERE id = ?", (text, game_id))
    stored = store.game(game_id)
    assert stored.turning is None
    assert stored.summary.players == ("Ann", "Bob")  # the rest of the game reads as before


def test_the_read_is_bounded_before_parsing(store: HistoryStore, db_path: Path) -> None:
    game_id = recorded(store)
    with sqlite3.connect(db_path) as raw:
        raw.execute("UPDATE games SET turning = ? WHERE id = ?", (" " * (MAX_TEXT + 1), game_id))
        assert raw.execute("SELECT length(turning) FROM games").fetchone()[0] > MAX_TEXT
    assert store.game(game_id).turning is None


def version_2_history(path: Path) -> int:
    """A history as yachtgui wrote it before it kept turning points (schema version 2), with a game."""
    with HistoryStore(path) as store:
        game_id = recorded(store)
    with sqlite3.connect(path) as raw:
        raw.execute("ALTER TABLE games DROP COLUMN turning")
        raw.execute("PRAGMA user_version = 2")
    return game_id


def test_a_version_2_history_is_migrated_and_keeps_its_games(db_path: Path) -> None:
    game_id = version_2_history(db_path)
    with HistoryStore(db_path) as store:
        assert store.version == schema_module.SCHEMA_VERSION == 3
        stored = store.game(game_id)
        assert stored.turning is None
        assert stored.rebuild().players == ("Ann", "Bob")
        store.set_turning(game_id, turning_data(len_steps(stored.rebuild())), 2)
        assert store.game(game_id).turning is not None


def len_steps(game: Any) -> int:
    from yachtgui.game.turns import moments_of, turns_of

    return len(moments_of(turns_of(game.log)))


def test_a_read_only_version_2_history_still_opens(db_path: Path) -> None:
    """Read-only storage cannot be migrated: the older history is read as it is, without turning points."""
    game_id = version_2_history(db_path)
    with HistoryStore(db_path, read_only=True) as store:
        assert store.version == 2
        stored = store.game(game_id)
        assert stored.turning is None
        assert stored.summary.players == ("Ann", "Bob")
        with pytest.raises(HistoryError):
            store.set_turning(game_id, turning_data(40), 2)


def test_a_version_1_history_is_migrated_to_keep_turning_points(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    with sqlite3.connect(db_path) as raw:
        raw.executescript(schema_module.SCHEMA_V1)
        raw.execute("PRAGMA user_version = 1")
    with HistoryStore(db_path) as store:
        assert store.version == 3
        game_id = recorded(store)
        store.set_turning(game_id, turning_data(40), 2)
        assert store.game(game_id).turning == turning_data(40)
