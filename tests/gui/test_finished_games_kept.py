"""A finished game is never lost and never recorded twice: two windows on one game, a full disk."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from yachtgui.app import controller as controller_module
from yachtgui.app import recorder as recorder_module
from yachtgui.app.controller import GameController
from yachtgui.app.recorder import HistoryRecorder
from yachtgui.history import HistoryStore, database_path
from yachtgui.history import recording as recording_module
from yachtgui.history import store as store_module
from yachtgui.persistence import Seat, last_finished_path, load_game, unfinished_games
from yachtgui.persistence import saves as saves_module
from yachtgui.rules.housefile import parse_variant

#: Three boxes: a game is over in three turns and its optimal table builds at once.
THREE = parse_variant('name = "Three"\nextends = "yacht"\n'
                      'remove = ["threes", "fours", "fives", "sixes", "three_of_a_kind", "four_of_a_kind",'
                      ' "full_house", "small_straight", "large_straight", "yacht"]\n[bonus]\npoints = 0\n')


def take_turn(controller: GameController, last: bool = False) -> None:
    game = controller.game
    assert game is not None
    assert controller.roll()
    controller.set_dice_busy(False)  # no view tumbles the dice here
    boxes = list(game.legal_boxes())
    assert controller.score(boxes[-1] if last else boxes[0])


def play_out(controller: GameController, last: bool = False) -> None:
    game = controller.game
    assert game is not None
    while not game.is_over:
        take_turn(controller, last)


def started_game() -> tuple[GameController, Path]:
    """A game with one move made, kept in its file."""
    first = GameController()
    assert first.new_game(THREE, [Seat("Ann")])
    take_turn(first)
    first.flush_autosave()
    path = first.save_path
    assert path is not None
    assert path.is_file()
    return first, path


def recorded_count() -> int:
    with HistoryStore(database_path()) as store:
        return store.count()


def test_two_windows_that_finish_one_game_record_it_once(qtbot: QtBot) -> None:
    _first, path = started_game()
    windows = [GameController(), GameController()]
    recorders = [HistoryRecorder(window) for window in windows]
    for window in windows:
        window.load(load_game(path), path)
    play_out(windows[0], last=False)
    play_out(windows[1], last=True)  # the other boxes in another order: another game on the same id
    for window in windows:
        window.flush_autosave()  # no save left pending for a later test's folder
    qtbot.waitUntil(lambda: all(r.last_sentences is not None for r in recorders), timeout=60_000)
    assert recorded_count() == 1
    assert windows[0].game_id == windows[1].game_id


def test_a_game_keeps_its_id_from_its_first_move_to_the_history(qtbot: QtBot) -> None:
    first, path = started_game()
    assert load_game(path).game_id == first.game_id
    recorder = HistoryRecorder(first)
    first.load(load_game(path), path)  # continued later: the same game
    play_out(first)
    first.flush_autosave()
    qtbot.waitUntil(lambda: recorder.last_sentences is not None, timeout=60_000)
    with HistoryStore(database_path()) as store:
        assert store.has_uid(str(first.game_id))


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> dict[str, bool]:
    """``full_disk["full"] = True`` makes every atomic write fail as on a full disk."""
    state = {"full": False}
    real = saves_module.write_text_atomically

    def writer(target: Path, text: str) -> None:
        if state["full"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real(target, text)

    monkeypatch.setattr(saves_module, "write_text_atomically", writer)
    monkeypatch.setattr(recording_module, "write_text_atomically", writer)
    return state


def test_a_game_finished_on_a_full_disk_is_saved_finished_when_room_returns(
    full_disk: dict[str, bool]
) -> None:
    controller, path = started_game()
    full_disk["full"] = True
    play_out(controller)
    controller.flush_autosave()
    assert path.is_file()  # still the game at its last move
    assert not last_finished_path().exists()
    full_disk["full"] = False
    controller.flush_autosave()  # quitting: the final save is tried again although no save is pending
    assert last_finished_path().is_file()
    assert load_game(last_finished_path()).game.is_over
    assert not path.exists()
    games, _ = unfinished_games()
    assert games == []  # never offered again as unfinished


def test_the_final_save_is_tried_again_by_itself(
    qtbot: QtBot, full_disk: dict[str, bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(controller_module, "FINAL_SAVE_RETRY_MS", 20, raising=False)
    controller, path = started_game()
    full_disk["full"] = True
    play_out(controller)
    controller.flush_autosave()
    assert path.is_file()
    full_disk["full"] = False
    qtbot.waitUntil(lambda: last_finished_path().is_file() and not path.exists(), timeout=5000)


def _read_only(path: Path, **options: Any) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True, **options)


def test_a_game_kept_nowhere_reaches_the_history_as_soon_as_there_is_room(
    qtbot: QtBot, full_disk: dict[str, bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recorder_module, "RETRY_UNKEPT_MS", 20, raising=False)
    HistoryStore(database_path()).close()
    controller = GameController(autosave=False)
    recorder = HistoryRecorder(controller)
    told: list[str] = []
    recorder.failed.connect(told.append)
    with monkeypatch.context() as patch:
        patch.setattr(store_module, "_connect", _read_only)  # the database cannot take it ...
        full_disk["full"] = True  # ... nor the retry file
        assert controller.new_game(THREE, [Seat("Ann")])
        play_out(controller)
        qtbot.waitUntil(lambda: any("could not be kept for later either" in text for text in told),
                        timeout=60_000)
        assert recorded_count() == 0
        full_disk["full"] = False
    qtbot.waitUntil(lambda: recorded_count() == 1, timeout=10_000)
    qtbot.waitUntil(lambda: any("was added to the history" in text for text in told), timeout=5000)
    assert recorder.unkept == 0
