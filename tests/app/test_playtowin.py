"""A computer seat that plays to win, without a window: its win table comes from a worker thread with
progress, its choices are the play-to-win player's, and whatever fails is said, never a stall."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ai.conftest import LOWER_ONLY
from yachtgui.app.computer import WinTableLoader, win_engine
from yachtgui.app.computerplay import ComputerPlay
from yachtgui.app.controller import GameController
from yachtgui.persistence import Seat
from yachtgui.rules import Variant
from yachtgui.rules.variant import Bonus, Box
from yachtgui.rules.vocabulary import Anything, Groups, TotalSum

#: Only this test file plays it: its win table is not in this process's memory yet, so it is built.
PAIR_AND_CHANCE = Variant(
    id="pair_and_chance",
    name="Pair and Chance",
    description="A house rule for tests: a pair and a chance.",
    bonus_rule=Bonus(()),
    boxes=(
        Box("pair", "Pair", Groups((2,)), TotalSum(), ""),
        Box("chance", "Chance", Anything(), TotalSum(), ""),
    ),
)


@pytest.fixture
def cold_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty table cache: the tables are built, not loaded (small: milliseconds)."""
    folder = tmp_path / "cold-cache"
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(folder))
    return folder


def builder(monkeypatch: pytest.MonkeyPatch, make: Callable[..., object]) -> list[int]:
    """Put ``make`` in place of the win tables' builder; the list gets the thread of each call."""
    threads: list[int] = []

    def recorded(variant: Variant, progress: Callable[[float], None], cancelled: Callable[[], bool]
                 ) -> object:
        threads.append(threading.get_ident())
        return make(variant, progress, cancelled)

    monkeypatch.setattr(WinTableLoader, "make_table", staticmethod(recorded))
    return threads


def computer_done(controller: GameController) -> Callable[[], bool]:
    def done() -> bool:
        game = controller.game
        return game is not None and (game.is_over or game.current_player == 1) \
            and not controller.computer_to_play
    return done


def test_a_play_to_win_seat_waits_for_its_table_then_plays_to_win(
    qtbot: QtBot, controller: GameController, cold_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from yachtgui.ai.winplay import WinningPlayer

    threads = builder(monkeypatch, win_engine)
    play = ComputerPlay(controller, random.Random(3))
    play.set_speed("instant")
    progress: list[tuple[str, int]] = []
    play.winProgress.connect(lambda name, percent: progress.append((name, percent)))
    waited: list[int] = []
    checked: list[bool] = []

    def check(player: int, _situation: object, option: object) -> None:
        engine = play.win_loader.engine(PAIR_AND_CHANCE.id)
        assert engine is not None
        game = controller.game
        assert game is not None
        checked.append(WinningPlayer(engine).decide(game) == option)

    controller.new_game(PAIR_AND_CHANCE, [Seat("Hal", "win"), Seat("Ann")], rng=random.Random(3))
    play.driver.waiting.connect(waited.append)
    play.driver.decided.connect(check)
    assert controller.turn_driver is play.driver
    qtbot.waitUntil(computer_done(controller), timeout=60_000)
    assert threads
    assert threading.get_ident() not in threads
    assert progress
    assert progress[-1] == ("Pair and Chance", 100)
    assert checked
    assert all(checked)
    game = controller.game
    assert game is not None
    assert len(game.filled_boxes(0)) == 1


def _instant_computer(controller: GameController, seed: int) -> tuple[ComputerPlay, list[str]]:
    """Computer play at instant speed on ``controller``, and the list its failure messages go to."""
    play = ComputerPlay(controller, random.Random(seed))
    play.set_speed("instant")
    said: list[str] = []
    play.failed.connect(said.append)
    return play, said


def test_without_its_win_table_it_plays_for_points_and_says_why(
    qtbot: QtBot, controller: GameController, cold_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> object:
        raise OSError("No space left on device")

    builder(monkeypatch, broken)
    play, said = _instant_computer(controller, 4)
    controller.new_game(LOWER_ONLY, [Seat("Hal", "win"), Seat("Ann")], rng=random.Random(4))
    qtbot.waitUntil(computer_done(controller), timeout=60_000)
    assert said == ["The computer could not learn to play to win: No space left on device. It plays for the "
                    "most points instead."]
    assert controller.turn_driver is play.driver  # the computer still plays its seat


def test_a_choice_to_win_that_throws_is_said_and_the_turn_goes_on(
    qtbot: QtBot, controller: GameController, cold_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from yachtgui.ai.winplay import WinningPlayer

    def throws(_self: object, _game: object) -> object:
        raise IndexError("index 7 is out of bounds")

    monkeypatch.setattr(WinningPlayer, "decide", throws)
    _play, said = _instant_computer(controller, 5)  # held: the play lives as long as the test
    controller.new_game(LOWER_ONLY, [Seat("Hal", "win"), Seat("Ann")], rng=random.Random(5))
    qtbot.waitUntil(computer_done(controller), timeout=60_000)
    assert said == ["The computer could not learn to play to win: IndexError: index 7 is out of bounds. It "
                    "plays for the most points instead."]
    game = controller.game
    assert game is not None
    assert len(game.filled_boxes(0)) == 1  # it scored, for points


def test_a_computer_turn_that_throws_is_said_and_never_stalls(
    qtbot: QtBot, controller: GameController, cold_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def roll(*_args: object, **_kwargs: object) -> bool:
        raise RuntimeError("the dice fell off the table")

    _play, said = _instant_computer(controller, 6)  # held: the play lives as long as the test
    monkeypatch.setattr(controller, "roll", roll)
    controller.new_game(LOWER_ONLY, [Seat("Hal", "win"), Seat("Ann")], rng=random.Random(6))
    qtbot.waitUntil(lambda: bool(said), timeout=60_000)
    assert said == ["The computer player stopped unexpectedly (RuntimeError: the dice fell off the table). "
                    "Computer seats are played by hand now."]
    assert controller.turn_driver is None  # the people play the seat; the controller says so


def test_two_askers_of_one_win_table_build_it_once(cold_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The live chances and a play-to-win seat may ask at once: the second waits for the first's table."""
    from yachtgui.ai.winchance import DistributionTable

    variant = Variant(
        id="chance_and_yacht", name="Chance and Yacht", description="A house rule for tests.",
        bonus_rule=Bonus(()),
        boxes=(Box("chance", "Chance", Anything(), TotalSum(), ""),
               Box("yacht", "Yacht", Groups((5,)), TotalSum(), "")),
    )
    builds: list[int] = []
    build = DistributionTable.build

    def counted(*args: object, **kwargs: object) -> object:
        builds.append(threading.get_ident())
        time.sleep(0.2)  # a build takes a while: time enough for another asker to start one too
        return build(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(DistributionTable, "build", counted)
    engines: list[object] = []
    def ask() -> None:
        engines.append(win_engine(variant, lambda _fraction: None, lambda: False))

    askers = [threading.Thread(target=ask) for _ in range(3)]
    for asker in askers:
        asker.start()
    for asker in askers:
        asker.join(timeout=60)
    assert len(engines) == 3
    assert engines[0] is engines[1] is engines[2]
    assert len(builds) == 1
