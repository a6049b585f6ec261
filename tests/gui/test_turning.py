"""The chart of chances to win after a game and in the replay: shown, kept, painted, spoken, by keyboard."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.gui.conftest import Player, game_over_shown, start
from tests.gui.test_history import play_to_the_end
from tests.history.support import random_game
from yachtgui.ai.turningpoints import Decision, PlayerChance, TurningPoints
from yachtgui.game import Game
from yachtgui.game.turns import game_at, moments_of, turns_of
from yachtgui.history import HistoryStore, database_path, make_entry
from yachtgui.widgets.review import turning as turning_module
from yachtgui.widgets.review.replay import ReplayWindow
from yachtgui.widgets.review.stats import StatisticsWindow
from yachtgui.widgets.review.turning import ChanceChart, TurningPanel
from yachtgui.widgets.window.mainwindow import MainWindow


def fake_points(game: Game) -> TurningPoints:
    """Turning points of the right shape without a win table: chances follow the totals so far."""
    turns = turns_of(game.log)
    series = []
    for moment in moments_of(turns):
        shown = game_at(game, turns, moment)
        weights = [shown.total(i) + 10 for i in range(len(game.players))]
        series.append(tuple(w / sum(weights) for w in weights))
    winners = game.winners()
    series[-1] = tuple(1 / len(winners) if i in winners else 0.0 for i in range(len(game.players)))
    first = next(i for i, t in enumerate(turns) if t.player == 1 and not t.forced)
    other = next(box for box in game.variant.categories if box != turns[first].box)
    decision = Decision(1, first, 1, len(turns[first].rolls), turns[first].rolls[-1], None, turns[first].box,
                        turns[first].points, None, other, 0.19, 0.31)
    players = tuple(PlayerChance(i, series[0][i], series[-1][i], 0.12 * i, 0.05)
                    for i in range(len(game.players)))
    return TurningPoints(tuple(series), (decision,), players)


def computing(calls: list[Game] | None = None) -> Callable[..., TurningPoints]:
    def compute(game: Game, progress: Callable[[float, bool], None], _cancelled: Callable[[], bool]
                ) -> TurningPoints:
        progress(0.5, True)
        if calls is not None:
            calls.append(game)
        return fake_points(game)
    return compute


def the_panel(window: MainWindow) -> TurningPanel:
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    panel = dialog.findChild(TurningPanel)
    assert panel is not None
    return panel


def test_after_a_game_the_chart_shows_every_player_and_the_history_keeps_it(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    window.dialogs.turning_compute = computing()
    window.settings.set("win_chances", True)  # the family turned chances on: worked out without asking
    start(window, "worldwide", ["Ann", "Bob"])
    play_to_the_end(window, player)
    qtbot.waitUntil(lambda: game_over_shown(window))
    panel = the_panel(window)
    qtbot.waitUntil(lambda: panel.points is not None, timeout=10_000)
    assert panel.chart.isVisible()
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    before = panel.chart.height()
    dialog.resize(dialog.width(), dialog.height() + 200)
    qtbot.waitUntil(lambda: panel.chart.height() >= before + 150)  # the chart takes the room there is
    assert panel.words.geometry().top() >= panel.chart.geometry().bottom()
    described = panel.chart.accessibleDescription()
    assert "Ann:" in described
    assert "Bob:" in described
    words = panel.words.text()
    assert "The costliest choices:" in words
    assert "Round 1: Bob scored" in words
    assert panel.words.accessibleName().startswith("The costliest choices:")
    luck = panel.luck.text()  # under the ranking, beside the analysis in points
    assert panel.luck.isVisibleTo(window.dialogs.game_over_dialog)
    assert panel.luck.parent() is not panel
    assert "Ann's choices gave away no chance to win" in luck
    assert "Bob's choices gave away 12 percentage points" in luck

    def kept() -> bool:
        with HistoryStore(database_path()) as store:
            games = store.games()
            return bool(games) and store.game(games[0].id).turning is not None
    qtbot.waitUntil(kept, timeout=60_000)


def test_without_a_table_the_family_is_told_and_can_ask_for_the_chances(
        window: MainWindow, player: Player, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Game] = []
    window.dialogs.turning_compute = computing(calls)
    monkeypatch.setattr(turning_module, "engine_ready", lambda _variant: False)
    start(window, "worldwide", ["Ann", "Bob"])
    play_to_the_end(window, player)
    qtbot.waitUntil(lambda: game_over_shown(window))
    panel = the_panel(window)
    assert not calls  # chances off and no table: nothing is built without asking
    assert "takes a few minutes to build the first time" in panel.status.text()
    assert panel.button.isVisibleTo(panel)
    assert not panel.chart.isVisibleTo(panel)
    panel.button.click()
    qtbot.waitUntil(lambda: panel.points is not None, timeout=10_000)
    assert len(calls) == 1
    assert panel.chart.isVisibleTo(panel)
    assert not panel.button.isVisibleTo(panel)


def test_a_failure_is_said_in_words_and_can_be_tried_again(window: MainWindow, player: Player,
                                                           qtbot: QtBot) -> None:
    def broken(_game: Game, progress: Callable[[float, bool], None], _cancelled: object) -> TurningPoints:
        progress(0.3, True)
        raise MemoryError("no room for the table")

    window.dialogs.turning_compute = broken
    window.settings.set("win_chances", True)
    start(window, "worldwide", ["Ann", "Bob"])
    play_to_the_end(window, player)
    qtbot.waitUntil(lambda: game_over_shown(window))
    panel = the_panel(window)
    qtbot.waitUntil(lambda: "could not be worked out" in panel.status.text(), timeout=10_000)
    assert "no room for the table" in panel.status.text()
    button = panel.findChild(QPushButton, "turningButton")
    assert button is not None
    assert button.text() == "Try again"
    assert button.isVisibleTo(panel)


def test_a_game_played_alone_has_no_chart(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    window.dialogs.turning_compute = computing()
    start(window, "worldwide", ["Ann"])
    play_to_the_end(window, player)
    qtbot.waitUntil(lambda: game_over_shown(window))
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    assert dialog.findChild(TurningPanel) is None


def painted(chart: ChanceChart, base: str, text: str) -> set[str]:
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Base, QColor(base))
    palette.setColor(QPalette.ColorRole.Window, QColor(base))
    palette.setColor(QPalette.ColorRole.WindowText, QColor(text))
    chart.setPalette(palette)
    chart.resize(520, 260)
    image = chart.grab().toImage()
    return {image.pixelColor(x, y).name() for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)}


@pytest.mark.parametrize(("base", "text"), [("#ffffff", "#000000"), ("#1e1e1e", "#f0f0f0")])
def test_the_chart_paints_in_light_and_dark_with_each_line_in_its_colour(qtbot: QtBot, base: str,
                                                                        text: str) -> None:
    game = random_game("yacht", ["Ann", "Bob", "Cy"], seed=3)
    points = fake_points(game)
    chart = ChanceChart()
    qtbot.addWidget(chart)
    chart.set_points(points.series, game.players, ((1, 1), (20, 2)), "summary")
    chart.mark(10)
    colours = painted(chart, base, text)
    for seat in range(3):
        colour, _style, _shape = chart.line_style(seat)
        assert colour in colours  # each line (and its marker) is drawn in its own colour
    assert base in colours


def test_every_line_has_a_second_cue_for_grayscale(qtbot: QtBot) -> None:
    chart = ChanceChart()
    qtbot.addWidget(chart)
    styles = [chart.line_style(seat) for seat in range(10)]
    assert len({shape for _c, _s, shape in styles}) == 10  # a marker shape of its own for each of 10 seats
    assert len({style for _c, style, _m in styles[:5]}) == 5  # and a dash pattern of its own for five
    assert len(set(styles)) == 10


def test_the_chart_is_reached_and_moved_by_keyboard_and_says_the_chances(qtbot: QtBot) -> None:
    from yachtgui.widgets.senses import speech

    said: list[str] = []
    listener = lambda _widget, _kind, text: said.append(text)  # noqa: E731
    speech.listeners.append(listener)
    try:
        chart = ChanceChart()
        qtbot.addWidget(chart)
        chart.set_points([(0.5, 0.5), (0.25, 0.75), (0.0, 1.0)], ["Ann", "Bob"])
        assert chart.focusPolicy() & Qt.FocusPolicy.TabFocus
        with qtbot.waitSignal(chart.stepChosen) as chosen:
            qtbot.keyClick(chart, Qt.Key.Key_Home)
        assert chosen.args == [0]
        qtbot.keyClick(chart, Qt.Key.Key_Right)
        assert chart.marked == 1
        assert said[-1] == "Ann 25\u00a0%, Bob 75\u00a0%"
        assert "Marked step 1 of 2: Ann 25\u00a0%, Bob 75\u00a0%." in chart.accessibleDescription()
        qtbot.keyClick(chart, Qt.Key.Key_End)
        assert chart.marked == 2
    finally:
        speech.listeners.remove(listener)


def recorded_with_turning(keep: bool) -> tuple[int, Game]:
    game = random_game("yacht", ["Ann", "Bob"], seed=5)
    with HistoryStore(database_path()) as store:
        game_id = store.record(make_entry(game, [None, None]), game).game_id
        if keep:
            store.set_turning(game_id, fake_points(game).to_data(), 2)
    return game_id, game


def open_replay(qtbot: QtBot, game_id: int, compute: Callable[..., TurningPoints]) -> ReplayWindow:
    statistics = StatisticsWindow(replay_strategy=lambda _variant: None)
    qtbot.addWidget(statistics)
    statistics.turning_compute = compute
    replay = statistics.open_replay(game_id)
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    return replay


def test_the_replay_draws_the_kept_chart_and_marks_the_step_shown(qtbot: QtBot) -> None:
    game_id, game = recorded_with_turning(keep=True)

    def never(*_args: object) -> TurningPoints:
        raise AssertionError("the kept chances are drawn, not worked out again")

    replay = open_replay(qtbot, game_id, never)
    chart = replay.turning.chart
    assert chart.isVisibleTo(replay)
    assert len(chart.series) == replay.step_count
    assert chart.marked == 0
    replay.go_to(5)
    assert chart.marked == 5
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.step == chart.marked == 6
    described = chart.accessibleDescription()
    assert "Ann:" in described
    assert "Bob:" in described
    assert "Marked step 6" in described
    chart.setFocus()
    qtbot.keyClick(chart, Qt.Key.Key_End)  # the window's keys step the replay, the chart follows
    assert replay.step == chart.marked == replay.step_count - 1
    with qtbot.waitSignal(chart.stepChosen):
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=chart.rect().center())
    assert replay.step == chart.marked
    decision = replay.turning.points.decisions[0] if replay.turning.points else None
    assert decision is not None
    turns = turns_of(game.log)
    step = next(i for i, m in enumerate(moments_of(turns)) if m.turn == decision.turn and m.kind == "roll"
                and m.roll == decision.roll)
    replay.go_to(step)
    assert "Chance to win:" in replay.verdict.text()
    assert "19\u00a0% after this choice, 31\u00a0% after the best one for winning" in replay.verdict.text()


def test_a_replay_of_an_older_game_works_the_chances_out_and_the_history_keeps_them(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id, _game = recorded_with_turning(keep=False)
    monkeypatch.setattr(turning_module, "engine_ready", lambda _variant: True)
    replay = open_replay(qtbot, game_id, computing())
    qtbot.waitUntil(lambda: replay.turning.points is not None, timeout=10_000)
    assert replay.turning.chart.isVisibleTo(replay)
    assert replay.turning.chart.marked == replay.step
    with HistoryStore(database_path()) as store:
        assert store.game(game_id).turning is not None


def test_the_win_chance_engine_works_the_chances_out_off_the_gui_thread(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No fake: a small variant's real engine, built in the background, finds the known blunder."""
    import threading

    from tests.ai.test_turningpoints import blunder_game
    from yachtgui.ai import turningpoints

    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(tmp_path / "cache"))
    threads: list[int] = []
    real = turningpoints.turning_points

    def watched(*args: object, **kwargs: object) -> TurningPoints:
        threads.append(threading.get_ident())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(turningpoints, "turning_points", watched)
    panel = TurningPanel(blunder_game(), auto=True)
    qtbot.addWidget(panel)
    qtbot.waitUntil(lambda: panel.points is not None or "could not" in panel.status.text(), timeout=60_000)
    assert panel.points is not None, panel.status.text()
    assert threads
    assert threading.get_ident() not in threads
    assert panel.points.decisions[0].chosen_box == "chance"
    assert "Round 3: Ann scored 25 in Chance; scoring Yacht would have kept" in panel.words.text()


@pytest.mark.parametrize("players", [2, 10])
def test_the_game_over_dialog_with_the_chart_fits_the_screen(qtbot: QtBot, players: int) -> None:
    """Ten players and all that is said about them scroll between the headline and the buttons."""
    from yachtgui.widgets.dialogs.common import GameOverDialog

    game = random_game("worldwide", [f"Player {i}" for i in range(players)], seed=players)
    dialog = GameOverDialog(game)
    qtbot.addWidget(dialog)
    panel = TurningPanel(game, points=fake_points(game))
    dialog.add_side(panel)
    dialog.add_section(panel.take_luck())
    dialog.show()
    dialog.adjustSize()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= screen.height()
    again = dialog.findChild(QPushButton, "playAgainButton")
    assert again is not None
    assert dialog.rect().contains(again.geometry().translated(again.parentWidget().pos()).bottomRight())
    assert panel.chart.height() <= 380
    assert panel.luck.text().count("percentage points") == players


def test_the_game_over_dialog_grows_about_its_centre_when_the_chart_comes_in(qtbot: QtBot) -> None:
    """It grew downwards only: over a 1920x1080 window it hung 100 px below the window it belongs to."""
    from yachtgui.widgets.dialogs.common import GameOverDialog

    game = random_game("worldwide", ["Ann", "Bob", "Cyd"], seed=3)
    release = threading.Event()

    def compute(game: Game, progress: object, cancelled: Callable[[], bool]) -> TurningPoints:
        del progress
        while not release.wait(0.01) and not cancelled():
            pass
        return fake_points(game)

    dialog = GameOverDialog(game)
    qtbot.addWidget(dialog)
    panel = TurningPanel(game, auto=True, compute=compute)
    dialog.add_side(panel)
    dialog.add_section(panel.take_luck())
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    dialog.move(dialog.x(), screen.center().y() - dialog.frameGeometry().height() // 2)
    before = dialog.frameGeometry()
    release.set()  # the chances are in: the chart and its words come
    qtbot.waitUntil(lambda: panel.points is not None, timeout=10_000)
    after = dialog.frameGeometry()
    assert after.height() > before.height() + 40  # it did grow
    assert screen.top() <= after.top()
    assert after.bottom() <= screen.bottom()
    assert abs(after.center().y() - before.center().y()) <= 2


_EXIT_WHILE_WORKING = r'''
import os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtWidgets import QApplication
from tests.history.support import random_game
from yachtgui.widgets.review.turning import TurningPanel

marks = sys.argv[1]

def compute(game, progress, cancelled):
    open(marks + ".started", "w").close()
    while not cancelled():  # a long table build, polling its cancel flag
        time.sleep(0.01)
    open(marks + ".stopped", "w").close()
    raise InterruptedError("cancelled")

app = QApplication([])
panel = TurningPanel(random_game("worldwide", ["Ann", "Bob"], seed=3), compute=compute, auto=True)
while not os.path.exists(marks + ".started"):
    time.sleep(0.01)
sys.exit(0)  # the family quits while the chances are still being worked out; the panel stays alive
'''


def test_quitting_while_the_chances_are_worked_out_stops_the_worker_first(tmp_path: Path) -> None:
    """A worker still running when Python exits is asked to stop and waited for: torn down inside
    Qt or NumPy it would end the process with 'terminate called without an active exception'."""
    import subprocess
    import sys

    marks = tmp_path / "worker"
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", _EXIT_WHILE_WORKING, str(marks)], cwd=root,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert Path(str(marks) + ".started").exists()
    assert Path(str(marks) + ".stopped").exists(), "the worker was torn down, not stopped"
    assert "terminate called" not in done.stderr
