"""Live chances to win without a window: computed off the GUI thread, told by signals."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from yachtgui.ai.winchance import Final
from yachtgui.app.controller import GameController
from yachtgui.app.winchances import WinChances, children_words, percents
from yachtgui.persistence import Seat
from yachtgui.rules import Variant


class FakeEngine:
    """Points to come: uniform over 0..39 per open box count, the dice's sum counted during a turn."""

    def __init__(self) -> None:
        self.threads: set[int] = set()

    def state(self, filled: Sequence[str], upper_total: int, holds: bool = False) -> tuple[int, int]:
        return len(filled), 0

    def remaining(self, mask: int, total: int, dice: Sequence[int] = (), rolls_left: int = 3) -> Final:
        self.threads.add(threading.get_ident())
        width = 1 + 3 * (15 - mask)
        return Final(sum(dice), np.full(width, 1.0 / width))


def engine_for(engine: object) -> Callable[..., object]:
    def make(_variant: Variant, progress: Callable[[float], None], _cancelled: Callable[[], bool]) -> object:
        progress(1.0)
        return engine
    return make


def test_percents_add_up_to_100_and_round_by_largest_remainder() -> None:
    assert percents([1 / 3, 1 / 3, 1 / 3]) == [34, 33, 33]
    assert percents([0.416, 0.584]) == [42, 58]
    assert sum(percents([0.123, 0.456, 0.2, 0.221])) == 100
    assert percents([]) == []


def test_children_words() -> None:
    assert children_words(0.2, 20) == "about 1 in 5"
    assert children_words(0.7, 70) == "about 7 in 10"
    assert children_words(1.0, 100) == "sure to win"
    assert children_words(0.001, 0) == "almost no chance"


def test_three_players_after_a_roll_and_after_a_score(qtbot: QtBot, controller: GameController) -> None:
    engine = FakeEngine()
    chances = WinChances(engine_for=engine_for(engine))
    controller.new_game("yatzy", [Seat("Ann"), Seat("Bob"), Seat("Cy")], rng=random.Random(4))
    controller.roll()
    with qtbot.waitSignal(chances.ready, timeout=5000) as ready:
        chances.update(controller.game)
    after_roll = ready.args[0]
    assert len(after_roll) == 3
    assert sum(percents(after_roll)) == 100
    assert after_roll[0] > after_roll[1] == pytest.approx(after_roll[2])  # Ann's dice count
    assert threading.get_ident() not in engine.threads  # never in the GUI thread
    game = controller.game
    assert game is not None
    assert controller.score(next(iter(game.legal_boxes())))
    with qtbot.waitSignal(chances.ready, timeout=5000) as ready:
        chances.update(controller.game)
    assert len(ready.args[0]) == 3
    assert sum(percents(ready.args[0])) == 100
    assert chances.last == ready.args[0]


def test_a_failing_computation_says_so(qtbot: QtBot, controller: GameController) -> None:
    def broken(*_args: object) -> object:
        raise MemoryError("no room for the table")

    chances = WinChances(engine_for=broken)
    controller.new_game("yatzy", [Seat("Ann"), Seat("Bob")])
    with qtbot.waitSignal(chances.failed, timeout=5000) as failed:
        chances.update(controller.game)
    assert "cannot be worked out" in failed.args[0]
    assert "no room for the table" in failed.args[0]
    assert chances.last is None


def test_off_computes_nothing(qtbot: QtBot, controller: GameController) -> None:
    engine = FakeEngine()
    chances = WinChances(engine_for=engine_for(engine))
    chances.set_enabled(False)
    controller.new_game("yatzy", [Seat("Ann"), Seat("Bob")])
    chances.update(controller.game)
    assert chances.worker is None
    with qtbot.assertNotEmitted(chances.ready, wait=100):
        pass


def test_a_slow_answer_hides_the_old_figures(qtbot: QtBot, controller: GameController) -> None:
    gate = threading.Event()

    def slow(_variant: Variant, _progress: Callable[[float], None], _cancelled: Callable[[], bool]) -> object:
        gate.wait(5)
        return FakeEngine()

    chances = WinChances(engine_for=slow)
    controller.new_game("yatzy", [Seat("Ann"), Seat("Bob")])
    with qtbot.waitSignal(chances.waiting, timeout=2000):
        chances.update(controller.game)
    with qtbot.waitSignal(chances.ready, timeout=5000):
        gate.set()


def test_the_real_engine_in_a_house_variant_and_each_choice_to_win(
    qtbot: QtBot, controller: GameController, tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.ai.conftest import TIERED
    from yachtgui.ai.winchance import WinChance
    from yachtgui.ai.winplay import game_options

    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(tmp_path))
    chances = WinChances()
    assert controller.new_game(TIERED, [Seat("Ann"), Seat("Bob"), Seat("Cy")], rng=random.Random(7))
    controller.roll()
    got: list[list[float]] = []
    chances.ready.connect(got.append)
    with qtbot.waitSignal(chances.answered, timeout=20000) as answered:
        chances.update(controller.game, options=True)
    assert len(got) == 1
    assert sum(got[0]) == pytest.approx(1.0)
    answer = answered.args[0]
    game = controller.game
    assert game is not None
    expected = game_options(WinChance.load_or_build(TIERED), game)  # the moment reads as the game
    assert [(o.option.keep, o.option.box, o.win) for o in answer.options] == \
        [(o.option.keep, o.option.box, o.win) for o in expected]
    wins = [o.win for o in answer.options]
    assert wins == sorted(wins, reverse=True)
