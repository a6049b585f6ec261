"""Several unfinished games kept on disk: listed newest first, damaged ones put aside, finished ones moved,
abandoned ones removed (only they)."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from yachtgui.game import Game
from yachtgui.persistence import (
    FILE_SUFFIX,
    PersistenceError,
    SavedGame,
    abandon_kept_game,
    games_dir,
    last_finished_path,
    new_game_path,
    save_game,
    unfinished_games,
)
from yachtgui.persistence.slots import when_played


def a_game(variant: str, turns: int) -> SavedGame:
    game = Game(variant, ["Ann"], rng=random.Random(turns))
    for _ in range(turns):
        game.roll()
        game.score(game.open_boxes(0)[0])
    return SavedGame.all_human(game)


def test_kept_games_are_listed_newest_first_with_their_round() -> None:
    older, newer = new_game_path(), new_game_path()
    save_game(older, a_game("yacht", 2))
    save_game(newer, a_game("kismet", 4))
    document = json.loads(older.read_text(encoding="utf-8"))
    document["saved_at"] = (datetime.now(UTC) - timedelta(days=3)).isoformat(timespec="seconds")
    older.write_text(json.dumps(document), encoding="utf-8")
    games, problems = unfinished_games()
    assert problems == []
    assert [kept.path for kept in games] == [newer, older]
    assert {kept.saved.game.variant.id: kept.round for kept in games} == {"yacht": 3, "kismet": 5}


def test_a_damaged_kept_game_is_put_aside_and_reported() -> None:
    path = new_game_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{broken", encoding="utf-8")
    games, problems = unfinished_games()
    assert games == []
    assert len(problems) == 1
    assert "could not be read" in problems[0]
    assert not path.exists()
    assert [p.read_text(encoding="utf-8") for p in games_dir().glob("*.damaged-*")] == ["{broken"]


def test_a_finished_game_found_among_the_kept_becomes_the_last_finished() -> None:
    path = new_game_path()
    save_game(path, a_game("worldwide", 12))
    games, _ = unfinished_games()
    assert games == []
    assert not path.exists()
    assert last_finished_path().exists()


def test_when_played_reads_like_a_person_would_say_it() -> None:
    now = datetime(2026, 11, 24, 21, 0, tzinfo=UTC).astimezone()
    assert when_played(now - timedelta(hours=1), now).startswith("today ")
    assert when_played(now - timedelta(days=1), now).startswith("yesterday ")
    assert when_played(now - timedelta(days=400), now).endswith("2025")


def test_abandoning_a_kept_game_removes_only_its_file() -> None:
    kept, other = new_game_path(), new_game_path()
    save_game(kept, a_game("yacht", 2))
    save_game(other, a_game("kismet", 3))
    abandon_kept_game(kept)
    assert not kept.exists()
    assert other.exists()
    abandon_kept_game(kept)  # already gone: nothing to do, no error
    assert [game.path for game in unfinished_games()[0]] == [other]


def test_the_game_being_played_is_never_abandoned_from_the_list() -> None:
    playing = new_game_path()
    save_game(playing, a_game("yacht", 2))
    with pytest.raises(PersistenceError, match="the game being played"):
        abandon_kept_game(playing, playing=playing)
    assert playing.exists()


def test_a_file_outside_the_kept_games_is_never_removed(tmp_path: Path) -> None:
    stranger = tmp_path / f"family{FILE_SUFFIX}"
    save_game(stranger, a_game("yacht", 2))
    with pytest.raises(PersistenceError, match="not one of the kept games"):
        abandon_kept_game(stranger)
    assert stranger.exists()


def test_a_kept_game_that_cannot_be_removed_says_why_and_stays(monkeypatch: pytest.MonkeyPatch) -> None:
    kept = new_game_path()
    save_game(kept, a_game("yacht", 2))

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied", str(self))

    monkeypatch.setattr(Path, "unlink", refuse)
    with pytest.raises(PersistenceError, match="Permission denied"):
        abandon_kept_game(kept)
    monkeypatch.undo()
    assert kept.exists()


@pytest.mark.parametrize("where", ["save", "game"])
def test_a_kept_game_from_a_newer_yachtgui_stays_where_it_is_and_is_listed_as_such(where: str) -> None:
    path = new_game_path()
    save_game(path, a_game("yacht", 2))
    document = json.loads(path.read_text(encoding="utf-8"))
    if where == "save":
        document["version"] = 7
    else:
        document["game"]["version"] = 7
    path.write_text(json.dumps(document), encoding="utf-8")
    before = path.read_bytes()
    games, problems = unfinished_games()
    assert games == []
    assert path.read_bytes() == before  # not renamed as damaged: the newer yachtgui will read it
    assert [p.name for p in games_dir().iterdir()] == [path.name]
    assert len(problems) == 1
    assert "made by a newer yachtgui" in problems[0]
    assert path.name in problems[0]
    assert unfinished_games()[1] == problems  # said again every time, never lost


def test_stale_temporary_files_of_interrupted_saves_are_cleaned(tmp_path: Path) -> None:
    import os
    import time

    path = new_game_path()
    save_game(path, a_game("yacht", 2))
    stale = games_dir() / f".{path.name}.abc123.tmp"
    young = games_dir() / f".{path.name}.def456.tmp"
    stale.write_text("{half a sa", encoding="utf-8")
    young.write_text("{being written", encoding="utf-8")
    old = time.time() - 2 * 24 * 3600
    os.utime(stale, (old, old))
    games, _ = unfinished_games()
    assert [kept.path for kept in games] == [path]
    assert not stale.exists()
    assert young.exists()  # perhaps another copy of the app writing it right now
