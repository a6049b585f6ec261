"""Saved-game files: atomic writes, seats, bare game files, and bad files refused without loss."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from yachtgui.game import Game
from yachtgui.persistence import (
    MAX_FILE_BYTES,
    PersistenceError,
    SavedGame,
    Seat,
    autosave_path,
    load_game,
    quarantine,
    save_game,
)


def a_game() -> SavedGame:
    game = Game("kismet", ["Ann", "Hal"], rng=random.Random(3))
    game.roll()
    game.score("yarborough")
    game.roll()
    return SavedGame(game, (Seat("Ann"), Seat("Hal", "hard")))


def test_save_and_load_keep_the_game_and_the_seats(tmp_path: Path) -> None:
    saved = a_game()
    path = tmp_path / "family.yacht.json"
    save_game(path, saved)
    loaded = load_game(path)
    assert loaded.seats == saved.seats
    assert loaded.seats[1].is_computer
    assert loaded.game.to_dict() == saved.game.to_dict()
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "yachtgui-save"
    assert document["seats"][1] == {"name": "Hal", "computer": "hard"}


def test_saving_creates_missing_folders_and_leaves_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "game.yacht.json"
    save_game(path, a_game())
    assert path.exists()
    assert os.listdir(path.parent) == ["game.yacht.json"]


def test_a_failed_save_leaves_the_old_file_untouched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.yacht.json"
    save_game(path, a_game())
    before = path.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(PersistenceError, match="No space left"):
        save_game(path, a_game())
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["game.yacht.json"]


def test_saving_into_a_file_instead_of_a_folder_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("x")
    with pytest.raises(PersistenceError, match="could not save"):
        save_game(blocker / "game.yacht.json", a_game())


def test_a_bare_game_dict_file_loads_with_human_seats(tmp_path: Path) -> None:
    game = a_game().game
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.to_dict()), encoding="utf-8")
    loaded = load_game(path)
    assert loaded.seats == (Seat("Ann"), Seat("Hal"))
    assert loaded.game.dice == game.dice


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "damaged"),
        (b"\xff\xfe\x00garbage", "damaged"),
        (b"{not json", "damaged"),
        (b"[1, 2, 3]", "not a saved game"),
        (b'{"format": "yachtgui-save", "version": 9}', "newer yachtgui"),
        (b'{"format": "yachtgui-save", "version": 1, "game": {"x": NaN}}', "damaged"),
        (b"[" * 100_000 + b"]" * 100_000, "damaged"),
        (b'{"format": "yachtgui-game", "version": 1}', "can't be loaded"),
    ],
)
def test_bad_files_get_a_clear_message(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "bad.yacht.json"
    path.write_bytes(content)
    with pytest.raises(PersistenceError, match=words):
        load_game(path)
    assert path.read_bytes() == content  # nothing lost


def test_seats_that_do_not_match_the_players_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.yacht.json"
    save_game(path, a_game())
    document = json.loads(path.read_text(encoding="utf-8"))
    document["seats"][1]["computer"] = "grandmaster"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(PersistenceError, match="unknown computer level"):
        load_game(path)
    document["seats"] = document["seats"][:1]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(PersistenceError, match="seats"):
        load_game(path)


def test_oversized_missing_and_folder_paths_are_refused(tmp_path: Path) -> None:
    huge = tmp_path / "huge.yacht.json"
    huge.write_bytes(b" " * (MAX_FILE_BYTES + 1))
    with pytest.raises(PersistenceError, match="too large"):
        load_game(huge)
    with pytest.raises(PersistenceError, match="no saved game"):
        load_game(tmp_path / "missing.yacht.json")
    with pytest.raises(PersistenceError, match="folder"):
        load_game(tmp_path)


def test_autosave_lives_in_the_data_dir_from_the_environment(tmp_path: Path) -> None:
    assert autosave_path() == Path(os.environ["YACHTGUI_DATA_DIR"]) / "autosave.json"


def test_quarantine_moves_a_damaged_file_aside(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("{oops")
    moved = quarantine(path)
    assert moved is not None
    assert moved.read_text() == "{oops"
    assert not path.exists()


def test_seats_must_match_the_game() -> None:
    game = a_game().game
    with pytest.raises(PersistenceError):
        SavedGame(game, (Seat("Ann"),))
    with pytest.raises(PersistenceError):
        Seat("Hal", "impossible")


def test_quarantine_never_overwrites_an_earlier_damaged_file(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("{first")
    first = quarantine(path)
    path.write_text("{second")
    second = quarantine(path)
    assert first is not None
    assert second is not None
    assert first != second
    assert first.read_text() == "{first"
    assert second.read_text() == "{second"


def test_impossible_paths_get_a_persistence_error(tmp_path: Path) -> None:
    with pytest.raises(PersistenceError):
        load_game(str(tmp_path / "a\0b"))
    with pytest.raises(PersistenceError):
        save_game(str(tmp_path / "a\0b"), a_game())
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(PersistenceError, match="not a file"):
        load_game(fifo)


def test_a_save_with_an_infinite_dice_state_is_refused_not_rewritten(tmp_path: Path) -> None:
    game = Game("yacht", ["Ann"], rng=random.Random(1))
    text = json.dumps(game.to_dict()).replace("], null]", "], 1e999]")
    path = tmp_path / "game.json"
    path.write_text(text)
    with pytest.raises(PersistenceError, match="dice state"):
        load_game(path)


def test_an_overwrite_keeps_the_old_files_permissions(tmp_path: Path) -> None:
    path = tmp_path / "game.yacht.json"
    save_game(path, a_game())
    path.chmod(0o644)
    save_game(path, a_game())
    assert path.stat().st_mode & 0o777 == 0o644


@pytest.mark.parametrize("version", [True, 0, "1", None])
def test_a_missing_or_odd_save_version_is_damage(tmp_path: Path, version: object) -> None:
    path = tmp_path / "game.yacht.json"
    save_game(path, a_game())
    document = json.loads(path.read_text(encoding="utf-8"))
    document["version"] = version
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(PersistenceError, match="damaged"):
        load_game(path)


def test_holds_chosen_after_the_last_roll_are_saved_and_old_files_load_without_them(tmp_path: Path) -> None:
    saved = a_game()
    path = tmp_path / "holds.yacht.json"
    save_game(path, saved.replace(holds=(1, 4), undo_holds=(2,)))
    loaded = load_game(path)
    assert loaded.holds == (1, 4)
    assert loaded.undo_holds == (2,)
    document = json.loads(path.read_text(encoding="utf-8"))
    del document["holds"], document["undo_holds"]
    path.write_text(json.dumps(document), encoding="utf-8")
    assert load_game(path).holds == ()


def test_damaged_holds_are_refused_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "bad.yacht.json"
    save_game(path, a_game())
    document = json.loads(path.read_text(encoding="utf-8"))
    document["holds"] = [7]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(PersistenceError, match="held dice are damaged"):
        load_game(path)
