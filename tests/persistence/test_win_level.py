"""The play-to-win level ("win") in saves: kept through a save, and old saves still load."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from yachtgui.game import Game
from yachtgui.persistence import COMPUTER_LEVELS, PersistenceError, SavedGame, Seat, load_game, save_game


def a_game(level: str) -> SavedGame:
    game = Game("yatzy", ["Ann", "Hal", "Ada"], rng=random.Random(5))
    game.roll()
    game.score("chance")
    game.roll()
    return SavedGame(game, (Seat("Ann"), Seat("Hal", level), Seat("Ada", "hard")))


def test_a_seat_that_plays_to_win_is_saved_and_loaded(tmp_path: Path) -> None:
    assert "win" in COMPUTER_LEVELS
    saved = a_game("win")
    path = tmp_path / "family.yacht.json"
    save_game(path, saved)
    loaded = load_game(path)
    assert loaded.seats == saved.seats
    assert loaded.seats[1].level == "win"
    assert loaded.seats[1].is_computer
    assert loaded.game.to_dict() == saved.game.to_dict()
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["seats"][1] == {"name": "Hal", "computer": "win"}
    # Format 2: a yachtgui from before says "saved by a newer yachtgui" and leaves it be.
    assert document["version"] == 2


def test_a_save_without_such_a_seat_stays_in_the_format_older_versions_read(tmp_path: Path) -> None:
    path = tmp_path / "family.yacht.json"
    save_game(path, a_game("medium"))
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1


def test_an_old_save_still_loads(tmp_path: Path) -> None:
    """A save as yachtgui wrote it before the level existed: format 1, no game id, a hard computer."""
    game = Game("kismet", ["Ann", "Hal"], rng=random.Random(3))
    game.roll()
    game.score("yarborough")
    old = {"format": "yachtgui-save", "version": 1, "app_version": "0.1.0",
           "saved_at": "2026-11-21T21:55:00+00:00",
           "seats": [{"name": "Ann", "computer": None}, {"name": "Hal", "computer": "hard"}],
           "holds": [], "undo_holds": [], "game": game.to_dict()}
    path = tmp_path / "old.yacht.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = load_game(path)
    assert loaded.seats == (Seat("Ann"), Seat("Hal", "hard"))
    assert loaded.game.to_dict() == game.to_dict()


def test_an_unknown_level_is_still_refused_with_words(tmp_path: Path) -> None:
    saved = a_game("win")
    path = tmp_path / "family.yacht.json"
    save_game(path, saved)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["seats"][1]["computer"] = "cheat"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(PersistenceError, match="unknown computer level 'cheat'"):
        load_game(path)
