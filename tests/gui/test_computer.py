"""Computer players in the window: whole games, their choices, skipping, undo, background tables."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel
from pytestqt.qtbot import QtBot

from yachtgui.__main__ import Options, parse_args
from yachtgui.ai import BuildCancelled, ComputerPlayer, Option, Strategy
from yachtgui.ai.advice import hold_positions
from yachtgui.app import computer
from yachtgui.app.computer import StrategyLoader
from yachtgui.app.controller import GameController
from yachtgui.app.settings import Settings
from yachtgui.game import Game, Situation
from yachtgui.models.scorecard import MARK_PICK, MARK_ROLE
from yachtgui.persistence import SavedGame, Seat
from yachtgui.rules import VARIANTS
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, game_over_shown, start, wait_for_person
from .test_play import assert_shown_totals_match, play_turn

LONG_PAUSE = 600_000  # a computer step that never comes by itself within a test


@dataclass
class Recorder:
    """What the computer decided and what the game then did, in order."""

    events: list[tuple[Any, ...]] = field(default_factory=list)

    def attach(self, window: MainWindow) -> None:
        window.computer.driver.decided.connect(lambda p, s, o: self.events.append(("decided", p, s, o)))
        window.controller.diceRolled.connect(self._rolled)
        window.controller.scored.connect(lambda p, box, _pts: self.events.append(("scored", p, box)))

    def _rolled(self, values: list[int], held: list[int], _animate: bool) -> None:
        if any(values):
            self.events.append(("rolled", tuple(sorted(values[i] for i in held))))

    def decisions(self) -> list[tuple[int, Situation, Option]]:
        return [(e[1], e[2], e[3]) for e in self.events if e[0] == "decided"]

    def assert_actions_follow_decisions(self) -> None:
        """After each decision, the next roll holds exactly the kept faces, or the box chosen is scored."""
        for i, event in enumerate(self.events):
            if event[0] != "decided":
                continue
            _kind, player, _situation, option = event
            following = self.events[i + 1]
            if option.box is not None:
                assert following == ("scored", player, option.box)
            else:
                assert following == ("rolled", option.keep)


def computer_levels(window: MainWindow) -> dict[int, str]:
    return {i: seat.level for i, seat in enumerate(window.controller.seats) if seat.level}


def play_whole_game(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    game = window.controller.game
    assert game is not None
    turn = 0
    while True:
        wait_for_person(qtbot, window, timeout=120_000)
        assert_shown_totals_match(player)
        if game.is_over:
            break
        play_turn(player, turn)
        turn += 1


GAMES = [
    ("kismet", ["Ann", "cpu:Hal:hard", "cpu:Eve:medium"]),  # two computers in a row
    ("yacht", ["cpu:Hal:easy", "Ann", "cpu:Ada:hard"]),
    ("yatzy", ["cpu:Hal:hard", "cpu:Eve:easy"]),  # computers only
    ("worldwide", ["Ann", "cpu:Hal:hard"]),
    ("worldwide", ["cpu:Hal:hard", "cpu:Ada:medium", "cpu:Max:easy"]),
]


@pytest.mark.parametrize(("variant", "names"), GAMES, ids=[f"{v}-{len(n)}" for v, n in GAMES])
def test_computer_players_finish_whole_games_and_choose_as_computer_player_would(
    qtbot: QtBot, window: MainWindow, player: Player, variant: str, names: list[str]
) -> None:
    window.computer.driver.rng = random.Random(11)
    recorder = Recorder()
    recorder.attach(window)
    start(window, variant, names)
    play_whole_game(qtbot, window, player)
    game = window.controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game_over_shown(window))
    assert window.findChild(QLabel, "turnLabel").text() == "Game over"
    levels = computer_levels(window)
    for seat in levels:
        assert all(points is not None for points in game.scorecard(seat).values())
    recorder.assert_actions_follow_decisions()
    # Replaying the same situations with ComputerPlayer and the same random source gives the same choices.
    strategy = Strategy.load_or_build(VARIANTS[variant])
    replay = random.Random(11)
    decisions = recorder.decisions()
    assert {p for p, _s, _o in decisions} == set(levels)
    for seat, situation, option in decisions:
        expected = ComputerPlayer(strategy, levels[seat], replay).decide(
            situation.filled, situation.upper, situation.dice, situation.rolls_left)
        assert option == expected


def test_a_hard_computer_always_takes_the_best_option(qtbot: QtBot, window: MainWindow) -> None:
    recorder = Recorder()
    recorder.attach(window)
    start(window, "worldwide", ["cpu:Hal:hard"])
    qtbot.waitUntil(lambda: window.controller.game.is_over, timeout=60_000)
    strategy = Strategy.load_or_build(VARIANTS["worldwide"])
    decisions = recorder.decisions()
    assert len(decisions) >= 12
    for _seat, s, option in decisions:
        best = strategy.options(s.filled, s.upper, s.dice, s.rolls_left)[0]
        if option.box is None or s.rolls_left == 0:
            assert option == best
        else:  # stopping early: keep all five, then the best box
            assert best.keep is not None
            assert len(best.keep) == 5
            assert option == strategy.best_box(s.filled, s.upper, s.dice)
    recorder.assert_actions_follow_decisions()


def test_the_computer_marks_its_box_in_its_column_before_the_announcement(qtbot: QtBot,
                                                                          window: MainWindow) -> None:
    events: list[tuple[str, ...]] = []

    def marked(seat: int, box: str) -> None:
        model = window.pad.view(seat).scorecard
        assert model is not None
        shown = [str(model.box_at(r)) for r in range(model.rowCount())
                 if model.index(r, 1).data(MARK_ROLE) == MARK_PICK]
        events.append(("marked", box, *shown))
        if box:
            tip = model.index(model.row_of_box(box), 1).data(Qt.ItemDataRole.ToolTipRole)
            assert "computer's choice" in tip

    window.computer.driver.boxMarked.connect(marked)
    window.controller.announcement.connect(lambda text: events.append(("announced", text)))
    start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    wait_for_person(qtbot, window)
    box = next(b for b, points in window.controller.game.scorecard(0).items() if points is not None)
    points = window.controller.game.scorecard(0)[box]
    name = VARIANTS["worldwide"].display_name(box)
    assert events == [("marked", box, box), ("marked", ""), ("announced", f"Hal: {points} in {name}")]


def test_space_skips_the_computers_turn_at_once(qtbot: QtBot, window: MainWindow) -> None:
    window.computer.driver.set_pause_ms(LONG_PAUSE)
    start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    game = window.controller.game
    assert window.computer.driver.active
    assert window.skip_button.isVisible()
    assert not window.roll_button.isVisible()
    assert "Space" in window.help_label.text()
    qtbot.keyClick(window, Qt.Key.Key_Space)
    wait_for_person(qtbot, window, timeout=10_000)
    assert game.current_player == 1
    assert sum(points is not None for points in game.scorecard(0).values()) == 1
    assert window.roll_button.isVisible()
    assert not window.skip_button.isVisible()


def test_enter_on_a_persons_card_skips_a_computers_turn(qtbot: QtBot, window: MainWindow,
                                                        player: Player) -> None:
    window.computer.driver.set_pause_ms(LONG_PAUSE)
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    player.roll()
    player.key_to_box(0, "choice")  # Enter scores on a person's turn ...
    game = window.controller.game
    assert game.current_player == 1
    view = player.view(0)
    assert view.hasFocus()  # the cursor stays on Ann's card while Hal plays
    qtbot.keyClick(view, Qt.Key.Key_Return)  # ... and skips on a computer's
    wait_for_person(qtbot, window, timeout=10_000)
    assert game.current_player == 0
    assert sum(points is not None for points in game.scorecard(1).values()) == 1


def test_skip_all_plays_every_computer_turn_up_to_the_next_person(qtbot: QtBot, window: MainWindow,
                                                                 player: Player) -> None:
    window.computer.driver.set_pause_ms(LONG_PAUSE)
    start(window, "worldwide", ["Ann", "cpu:Hal:hard", "cpu:Eve:easy"])
    game = window.controller.game
    player.roll()
    player.click_box(0, "choice")
    assert game.current_player == 1
    assert window.skip_button.isVisible()  # one skip control, in a child's words
    assert window.skip_button.text() == "Hurry up ▶▶"
    assert not window.skip_all_button.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)  # every computer
    wait_for_person(qtbot, window, timeout=10_000)
    assert game.current_player == 0
    assert [sum(p is not None for p in game.scorecard(i).values()) for i in range(3)] == [1, 1, 1]
    assert not window.computer.driver.hurrying  # the hurry ends at a person's turn
    player.roll()
    player.click_box(0, "yacht")
    assert window.computer.driver.active
    assert not window.computer.driver.hurrying
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    wait_for_person(qtbot, window, timeout=10_000)
    assert game.current_player == 0


def test_undo_takes_back_a_persons_score_but_never_a_computers(qtbot: QtBot, window: MainWindow,
                                                               player: Player) -> None:
    window.computer.driver.set_pause_ms(LONG_PAUSE)
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    game = window.controller.game
    player.roll()
    player.click_box(0, "choice")
    assert window.computer.driver.active
    assert window.menus.actions.undo_action.isEnabled()
    window.menus.actions.undo_action.trigger()  # before Hal rolls, Ann may still change her mind
    assert game.current_player == 0
    assert game.scorecard(0)["choice"] is None
    assert not window.computer.driver.active
    player.click_box(0, "yacht")
    assert window.computer.driver.active
    window.skip_computer_turn()
    wait_for_person(qtbot, window, timeout=10_000)
    assert game.current_player == 0
    assert game.can_undo  # the game could, but Hal's move stands
    assert not window.menus.actions.undo_action.isEnabled()
    assert not window.controller.undo()
    assert "Hal's move stands" in window.statusBar().currentMessage()
    assert sum(p is not None for p in game.scorecard(1).values()) == 1
    assert "computer" in window.menus.actions.undo_action.statusTip()


def test_a_new_game_stops_the_computers_turn(qtbot: QtBot, window: MainWindow) -> None:
    window.computer.driver.set_pause_ms(LONG_PAUSE)
    start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    assert window.computer.driver.active
    start(window, "yacht", ["Ann", "Bob"])
    assert not window.computer.driver.active
    assert window.roll_button.isVisible()
    assert not window.skip_button.isVisible()


def test_a_loaded_game_in_the_middle_of_a_computers_turn_carries_on(qtbot: QtBot, window: MainWindow) -> None:
    game = Game("worldwide", ["Hal", "Ann"], rng=random.Random(5))
    dice = game.roll()
    recorder = Recorder()
    recorder.attach(window)
    window.controller.load(SavedGame(game, (Seat("Hal", "hard"), Seat("Ann"))))
    wait_for_person(qtbot, window, timeout=20_000)
    first = recorder.decisions()[0][1]
    assert first.dice == dice
    assert first.rolls_left == 2
    assert game.current_player == 1
    assert sum(p is not None for p in game.scorecard(0).values()) == 1


def test_hold_positions_prefers_dice_already_held() -> None:
    assert hold_positions((3, 1, 3, 5, 3), (3, 3)) == (0, 2)
    assert hold_positions((3, 1, 3, 5, 3), (3, 3), prefer=(4,)) == (0, 4)
    with pytest.raises(ValueError, match="cannot keep"):
        hold_positions((1, 2, 3, 4, 5), (6,))


# --- tables in the background --------------------------------------------------------------------


@pytest.fixture
def cold_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty table cache: the next table is built, not loaded."""
    folder = tmp_path / "cold-cache"
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(folder))
    return folder


def test_a_table_build_runs_in_the_background_while_the_event_loop_ticks(qtbot: QtBot, cold_cache: Path
                                                                        ) -> None:
    loader = StrategyLoader()
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    percents: list[int] = []
    loader.progressed.connect(lambda _variant, percent: percents.append(percent))
    with qtbot.waitSignal(loader.ready, timeout=120_000) as ready:
        assert loader.request("worldwide") is None
        assert loader.building == "worldwide"
    timer.stop()
    assert ready.args == ["worldwide"]
    strategy = loader.strategy("worldwide")
    assert strategy is not None
    assert strategy.expected_score == pytest.approx(191.7744, abs=1e-3)
    assert loader.building is None
    assert len(ticks) >= 20  # the GUI thread kept running its timers all along
    assert percents == sorted(percents)
    assert percents[-1] == 100
    assert len(set(percents)) >= 5
    assert list(cold_cache.glob("*worldwide*"))
    assert loader.request("worldwide") is strategy  # now at once, from memory


def test_a_table_build_can_be_cancelled_and_leaves_nothing_behind(qtbot: QtBot, cold_cache: Path) -> None:
    loader = StrategyLoader()
    with qtbot.waitSignal(loader.progressed, timeout=60_000):
        loader.request("kismet")
    ready: list[str] = []
    loader.ready.connect(ready.append)
    with qtbot.waitSignal(loader.idle, timeout=1000):
        loader.cancel()  # returns once the thread has ended
    assert loader.building is None
    for _ in range(5):
        QApplication.processEvents()
    assert ready == []
    assert loader.strategy("kismet") is None
    assert not list(cold_cache.glob("*.npz"))


def crash_build(*_args: object) -> None:
    raise RuntimeError("can't start new thread")


def test_a_build_that_crashes_reports_it_and_can_be_tried_again(qtbot: QtBot, cold_cache: Path,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("yachtgui.ai.strategy.build_values", crash_build)
    loader = StrategyLoader()
    with qtbot.waitSignal(loader.failed, timeout=10_000) as failed:
        assert loader.request("worldwide") is None
    variant, message = failed.args
    assert variant == "worldwide"
    assert "can't start new thread" in message
    assert loader.building is None
    assert loader.percent == 0
    with qtbot.waitSignal(loader.failed, timeout=10_000):  # a second request builds again
        assert loader.request("worldwide") is None
        assert loader.building == "worldwide"
    assert loader.building is None


def test_a_build_thread_that_ends_without_a_word_counts_as_failed(qtbot: QtBot, cold_cache: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer._BuildThread, "run", lambda _thread: None)
    loader = StrategyLoader()
    with qtbot.waitSignal(loader.failed, timeout=10_000) as failed:
        loader.request("worldwide")
    assert failed.args == ["worldwide", "the work stopped unexpectedly"]
    assert loader.building is None


def test_a_crashed_build_tells_the_player_and_hands_the_seat_over(qtbot: QtBot, window: MainWindow,
                                                                 cold_cache: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("yachtgui.ai.strategy.build_values", crash_build)
    with qtbot.waitSignal(window.computer.driver.failed, timeout=10_000):
        start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    assert not window.computer.driver.active
    assert window.computer.loader.building is None
    assert "can't start new thread" in window.statusBar().currentMessage()


def stubborn_build(release: threading.Event, ended: threading.Event) -> Callable[..., None]:
    """A build stuck in a step that does not look at ``cancelled`` (like saving) until ``release``."""
    def build(_variant: object, _progress: object, cancelled: Callable[[], bool]) -> None:
        release.wait(10)
        ended.set()
        if cancelled():
            raise BuildCancelled
        raise RuntimeError("released without being cancelled")
    return build


def test_cancel_never_waits_long_for_a_build_busy_in_a_step_it_cannot_stop(
    qtbot: QtBot, cold_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release, ended = threading.Event(), threading.Event()
    monkeypatch.setattr("yachtgui.ai.strategy.build_values", stubborn_build(release, ended))
    loader = StrategyLoader()
    with qtbot.waitSignal(loader.started, timeout=1000):
        loader.request("worldwide")
    with qtbot.waitSignal(loader.idle, timeout=1000):
        loader.cancel()
    assert not ended.is_set()  # cancel returned while the thread was still busy
    assert loader.building is None
    assert len(computer._STOPPING) == 1
    shiboken6.delete(loader)  # the stopping thread does not go with its loader (Qt would abort)
    release.set()
    qtbot.waitUntil(lambda: not computer._STOPPING, timeout=10_000)
    assert ended.is_set()


def test_a_failed_table_of_another_variant_does_not_stop_a_waiting_turn(
    qtbot: QtBot, window: MainWindow, cold_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    release, ended = threading.Event(), threading.Event()
    monkeypatch.setattr("yachtgui.ai.strategy.build_values", stubborn_build(release, ended))
    start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    qtbot.waitUntil(lambda: window.computer.driver.waiting_for_table, timeout=5000)
    window.computer.loader.failed.emit("yacht", "a table of an older game")
    assert window.computer.driver.waiting_for_table
    with qtbot.waitSignal(window.computer.driver.failed, timeout=1000):
        window.computer.loader.failed.emit("worldwide", "this game's table")
    assert not window.computer.driver.active
    release.set()


def test_a_computers_turn_waits_for_its_table_with_the_progress_bar_shown(
    qtbot: QtBot, window: MainWindow, cold_cache: Path
) -> None:
    start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    qtbot.waitUntil(lambda: window.computer.driver.waiting_for_table, timeout=5000)
    qtbot.waitUntil(lambda: window.computer_view.strategy_progress.isVisible(), timeout=5000)
    teaching = window.computer_view.strategy_label.text()
    assert teaching.startswith(f"Teaching the computer {VARIANTS['worldwide'].name}…")
    assert teaching.endswith(" %")
    assert "getting ready" in window.rolls_label.text()
    wait_for_person(qtbot, window, timeout=120_000)
    assert not window.computer_view.strategy_progress.isVisible()
    assert sum(p is not None for p in window.controller.game.scorecard(0).values()) == 1


def test_waiting_for_a_large_table_gives_an_honest_estimate_not_a_few_seconds(
    qtbot: QtBot, window: MainWindow, cold_cache: Path
) -> None:
    """Kismet takes 15-35 s to build here: the words say so, as the hint's do."""
    from yachtgui.ai.strategy import build_time_words

    estimate = build_time_words(VARIANTS["kismet"])
    assert estimate.startswith("about ")
    assert estimate.endswith(" seconds")
    start(window, "kismet", ["cpu:Hal:hard", "Ann"])
    qtbot.waitUntil(lambda: window.computer.driver.waiting_for_table, timeout=5000)
    assert f"(once, {estimate}: see the status bar)" in window.help_label.text()
    window.computer.loader.cancel()


def test_closing_the_window_during_a_build_stops_the_thread(qtbot: QtBot, settings: Settings,
                                                            cold_cache: Path) -> None:
    window = MainWindow(GameController(), settings, rng=ScriptedDice())
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.computer.loader.progressed, timeout=60_000):
        start(window, "kismet", ["cpu:Hal:hard"])
    window.close()
    assert window.computer.loader.building is None
    assert not window.computer.driver.active


def test_tables_load_only_when_a_computer_a_hint_or_the_coach_needs_them(qtbot: QtBot, window: MainWindow,
                                                                       cold_cache: Path) -> None:
    start(window, "worldwide", ["Ann", "Bob"])
    for _ in range(5):
        QApplication.processEvents()
    assert window.computer.loader.building is None
    assert window.computer.loader.strategy("worldwide") is None
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    qtbot.waitUntil(lambda: window.computer.loader.building == "worldwide", timeout=5000)
    start(window, "yacht", ["Ann", "Bob"])  # the build for the old game stops
    assert window.computer.loader.building is None


def test_the_computer_pieces_are_made_for_the_first_game_with_a_computer_seat(qtbot: QtBot,
                                                                            settings: Settings) -> None:
    settings.set("computer_speed", "instant")
    window = MainWindow(GameController(autosave=False), settings, rng=random.Random(5))
    qtbot.addWidget(window)
    window.set_session_animation(False)
    window.show()
    qtbot.waitExposed(window)
    assert window.computer.can_play_computers()  # offered before anything is made
    start(window, "worldwide", ["Ann", "Bob"])
    assert window.controller.turn_driver is None  # a game of people needs no driver, loader or coach
    start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    assert window.controller.turn_driver is window.computer.driver
    # the stored speed, given when it was made
    assert window.computer.driver.pause_ms == computer.SPEEDS["instant"]
    wait_for_person(qtbot, window, timeout=60_000)
    game = window.controller.game
    assert game is not None
    assert len(game.history) == 1  # Hal played his turn at the chosen speed
    assert game.current_player == 1


# --- the command line ------------------------------------------------------------------------------


def test_players_on_the_command_line_seat_computers() -> None:
    options = parse_args(["--variant", "yatzy", "--players", "Ann,cpu:Hal:hard,cpu:Eve:easy", "--seed", "2"])
    assert options == Options("yatzy", (("Ann", None), ("Hal", "hard"), ("Eve", "easy")), 2, True)


def test_the_app_started_with_computer_players_plays_their_turns(tmp_path: Path) -> None:
    # The real main() in a child process: two computers play (instantly) until the app quits itself.
    Strategy.load_or_build(VARIANTS["worldwide"])  # warm the shared cache the child reads
    config = tmp_path / "child-config"
    config.mkdir()
    (config / "yachtgui.ini").write_text("[General]\ncomputer_speed=instant\n", encoding="utf-8")
    data = tmp_path / "child-data"
    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv[:1])\n"
        "QTimer.singleShot(6000, app.quit)\n"
        "from yachtgui.__main__ import main\n"
        "sys.exit(main(['--variant', 'worldwide', '--players', 'cpu:Hal:hard,cpu:Eve:easy', '--seed', '2',"
        " '--no-animation']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTGUI_DATA_DIR=str(data),
               YACHTGUI_CONFIG_DIR=str(config))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=90, env=env)
    assert result.returncode == 0, result.stderr
    # the game's own file while it is unfinished, the last finished game's once it has ended
    [kept] = [*(data / "games").glob("game-*.yacht.json"), *data.glob("last-finished.yacht.json")]
    saved = json.loads(kept.read_text(encoding="utf-8"))
    assert saved["seats"] == [{"name": "Hal", "computer": "hard"}, {"name": "Eve", "computer": "easy"}]
    assert len(saved["game"]["history"]) >= 2  # both computers have scored


# --- fair undo before a computer's turn, and modal dialogs (playtest follow-ups) ----------------------


def ann_scores_before_hal_at_instant_speed(window: MainWindow, player: Player) -> Game:
    """Ann, then the computer Hal, at Instant speed: Ann scores Choice and Hal waits, in an undo
    grace that does not end by itself. Returns the game."""
    # Instant: before the grace, the computer rolled at once and Undo never worked.
    window.computer.driver.set_pause_ms(0)
    window.computer.driver.set_undo_grace_ms(LONG_PAUSE)
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    game = window.controller.game
    assert game is not None
    player.roll()
    player.click_box(0, "choice")
    assert window.computer.driver.in_undo_grace
    return game


def test_at_every_speed_a_person_may_undo_until_the_computer_next_rolls(qtbot: QtBot, window: MainWindow,
                                                                       player: Player) -> None:
    game = ann_scores_before_hal_at_instant_speed(window, player)
    assert not game.dice  # Hal waits ...
    assert window.menus.actions.undo_action.isEnabled()
    assert "Ctrl+Z" in window.help_label.text()  # ... and the window says why
    assert "Hal rolls" in window.help_label.text()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.current_player == 0
    assert game.scorecard(0)["choice"] is None
    qtbot.waitUntil(player.view(0).hasFocus, timeout=2000)
    assert player.view(0).currentIndex() == player.view(0).box_index("choice")

    window.computer.driver.set_undo_grace_ms(50)  # a short wait ends by itself with Hal's roll ...
    player.click_box(0, "yacht")
    assert window.computer.driver.in_undo_grace
    qtbot.waitUntil(lambda: bool(game.dice) or game.current_player == 0, timeout=10_000)
    assert not window.computer.driver.in_undo_grace
    wait_for_person(qtbot, window, timeout=10_000)
    assert not window.menus.actions.undo_action.isEnabled()  # ... after which Hal's move stands
    assert game.scorecard(0)["yacht"] is not None


def test_space_ends_the_undo_wait_at_once(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    game = ann_scores_before_hal_at_instant_speed(window, player)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    wait_for_person(qtbot, window, timeout=10_000)
    assert sum(p is not None for p in game.scorecard(1).values()) == 1


def test_no_undo_wait_between_two_computers(qtbot: QtBot, window: MainWindow) -> None:
    window.computer.driver.set_pause_ms(LONG_PAUSE)
    window.computer.driver.set_undo_grace_ms(LONG_PAUSE)
    start(window, "worldwide", ["cpu:Hal:hard", "cpu:Eve:easy", "Ann"])
    assert not window.computer.driver.in_undo_grace  # the first turn of a game: nothing to undo
    window.skip_computer_turn()
    game = window.controller.game
    assert game is not None
    qtbot.waitUntil(lambda: game.current_player == 1, timeout=10_000)
    assert not window.computer.driver.in_undo_grace  # Hal's score is no person's to take back


def test_a_computers_turn_waits_while_the_new_game_dialog_is_open(qtbot: QtBot, window: MainWindow,
                                                                  player: Player) -> None:
    window.computer.driver.set_pause_ms(0)
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    game = window.controller.game
    assert game is not None
    player.roll()
    player.click_box(0, "choice")
    assert window.computer.driver.active
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    qtbot.waitExposed(dialog)
    for _ in range(200):  # without the pause these events would play Hal's whole turn
        QApplication.processEvents()
    assert window.computer.driver.paused
    assert not game.dice
    assert game.current_player == 1
    dialog.reject()  # closed without a new game: Hal plays on
    assert not window.computer.driver.paused
    wait_for_person(qtbot, window, timeout=10_000)
    assert sum(p is not None for p in game.scorecard(1).values()) == 1


def test_a_new_game_chosen_over_a_computers_turn_starts_cleanly(qtbot: QtBot, window: MainWindow,
                                                                player: Player) -> None:
    window.computer.driver.set_pause_ms(0)
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    player.roll()
    player.click_box(0, "choice")
    asked: list[str] = []
    window.files.ask_keep_or_abandon = lambda _game, _seats: asked.append("keep") or "keep"
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    qtbot.waitExposed(dialog)
    dialog.findChild(QAbstractButton, "seatingRadio").click()
    dialog.findChild(QAbstractButton, "startButton").click()  # the remembered seats: two people
    game = window.controller.game
    assert game is not None
    assert all(seat.level is None for seat in window.controller.seats)
    assert asked == ["keep"]  # the unfinished game with Hal was kept for later, not dropped
    assert not window.computer.driver.paused
    assert not window.computer.driver.active
    player.roll()  # the new game plays at once
    assert game.rolls_left == 2


def test_space_while_the_computer_hurries_is_the_next_persons_roll_not_swallowed(
        qtbot: QtBot, window: MainWindow, player: Player) -> None:
    window.computer.driver.set_pause_ms(LONG_PAUSE)
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    game = window.controller.game
    assert game is not None
    player.roll()
    player.click_box(0, "choice")
    assert window.controller.computer_to_play
    qtbot.keyClick(window, Qt.Key.Key_Space)  # hurry Hal ...
    assert window.computer.driver.hurrying
    qtbot.keyClick(window, Qt.Key.Key_Space)  # ... and roll as soon as it is Ann's turn
    qtbot.waitUntil(lambda: game.current_player == 0 and bool(game.dice), timeout=20_000)
    assert game.rolls_left == 2  # one roll: the first Space skipped, the second rolled
