"""The history in the window: a game played through ends up in the database, with its analysis
under the ranking; the statistics and replay windows show it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tests.gui.conftest import Player, start
from tests.gui.test_computer import play_whole_game
from tests.gui.test_play import play_turn
from tests.history.support import SIXES, fixed_game, random_game
from yachtgui.history import HistoryStore, database_path, make_entry
from yachtgui.widgets.review.colors import CHART_COLORS_DARK, CHART_COLORS_LIGHT
from yachtgui.widgets.review.replay import ReplayWindow
from yachtgui.widgets.review.stats import StatisticsWindow
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import game_over_shown


def play_to_the_end(window: MainWindow, player: Player) -> None:
    game = window.controller.game
    assert game is not None
    turn = 0
    while not game.is_over:
        play_turn(player, turn)
        turn += 1


def test_a_game_played_through_the_window_ends_up_in_the_history(window: MainWindow, player: Player,
                                                                  qtbot: QtBot) -> None:
    start(window, "worldwide", ["Ann", "cpu:Hal:hard"])
    play_whole_game(qtbot, window, player)
    game = window.controller.game
    assert game is not None
    recorder = window.history_recorder
    qtbot.waitUntil(lambda: recorder.last_sentences is not None, timeout=60_000)
    with HistoryStore(database_path()) as store:
        games = store.games()
        assert len(games) == 1
        assert games[0].players == ("Ann", "Hal")
        assert games[0].computers == (None, "hard")
        assert games[0].totals == (game.total(0), game.total(1))
        stored = store.game(games[0].id)
        assert stored.rebuild().log == game.log
        assert all(value is not None for value in stored.given_up)  # the analysis was stored too
    sentences = recorder.last_sentences
    assert sentences is not None
    assert any("Hal" in s for s in sentences)
    qtbot.waitUntil(lambda: game_over_shown(window))
    panel = window.dialogs.game_over_dialog.findChild(QLabel, "gameAnalysis")
    assert panel is not None
    qtbot.waitUntil(lambda: "How it went" in panel.text(), timeout=10_000)
    assert "Hal" in panel.text()


def test_a_finished_game_loaded_again_is_not_recorded_twice(window: MainWindow, player: Player,
                                                            qtbot: QtBot) -> None:
    from yachtgui.persistence import SavedGame

    start(window, "worldwide", ["Ann"])
    play_to_the_end(window, player)
    recorder = window.history_recorder
    qtbot.waitUntil(lambda: recorder.last_sentences is not None, timeout=60_000)
    finished = window.controller.game
    assert finished is not None
    window.controller.load(SavedGame.all_human(finished))
    assert not recorder.busy
    with HistoryStore(database_path()) as store:
        assert store.count() == 1


def recorded_family() -> None:
    with HistoryStore(database_path()) as store:
        for seed, names in enumerate((["Ann", "Bob"], ["Ann", "Bob"], ["Opa", "Ann"])):
            game = random_game("yacht", names, seed=seed)
            store.record(make_entry(game, [None, None], finished=f"2026-03-0{seed + 1}T10:00:00+00:00"), game)
        game = fixed_game("yatzy", ["Grandpa"], [SIXES])
        store.record(make_entry(game, [None], finished="2026-03-09T10:00:00+00:00"), game)


def test_the_statistics_window_shows_each_player_and_filters(qtbot: QtBot) -> None:
    recorded_family()
    window = StatisticsWindow()
    qtbot.addWidget(window)
    labels = sorted({row.person.label for row in window.stats_model.rows})
    assert labels == ["Ann", "Bob", "Grandpa", "Opa"]
    window.variant_box.setCurrentIndex(window.variant_box.findData("yatzy"))
    assert [row.person.label for row in window.stats_model.rows] == ["Grandpa"]
    window.variant_box.setCurrentIndex(window.variant_box.findData("yacht"))
    window.tabs.setCurrentIndex(1)
    assert window.high_scores.rowCount() == 6
    window.tabs.setCurrentIndex(2)
    assert sorted(label for label, _ in window.chart.series) == ["Ann", "Bob", "Opa"]
    window.tabs.setCurrentIndex(3)
    assert "Ann and Bob played <b>2</b> games together" in window.head_to_head.text()
    window.tabs.setCurrentIndex(4)
    assert window.games_table.rowCount() == 3


def test_merge_and_rename_in_the_statistics_window(qtbot: QtBot) -> None:
    recorded_family()
    window = StatisticsWindow()
    qtbot.addWidget(window)
    grandpa = next(i for i, row in enumerate(window.stats_model.rows) if row.person.name == "Grandpa")
    window.players_view.selectRow(grandpa)
    assert window.merge_selected("Opa")
    assert sorted({row.person.label for row in window.stats_model.rows}) == ["Ann", "Bob", "Grandpa"]
    grandpa = next(i for i, row in enumerate(window.stats_model.rows)
                   if row.person.name == "Grandpa" and row.variant == "yacht")
    assert window.stats_model.rows[grandpa].games == 1  # Opa's game is Grandpa's now
    window.players_view.selectRow(grandpa)
    assert window.rename_selected("Grandpa Joe")
    assert "Grandpa Joe" in {row.person.label for row in window.stats_model.rows}


def test_a_replay_steps_with_keys_and_ends_on_the_recorded_scorecards(qtbot: QtBot) -> None:
    game = random_game("kismet", ["Ann", "Bob"], seed=3, undo_rate=0.3)
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None, None])).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.show()
    assert replay.step == 0
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert replay.step == 1
    qtbot.keyClick(replay, Qt.Key.Key_PageDown)
    assert replay.game_shown.history  # the first turn was scored before the second began
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.step == replay.step_count - 1
    assert replay.slider.value() == replay.step
    shown = replay.game_shown
    assert [shown.scorecard(i) for i in range(2)] == [game.scorecard(i) for i in range(2)]
    assert [replay.models[i].game.total(i) for i in range(2)] == [game.total(0), game.total(1)]
    replay.slider.setValue(2)
    assert replay.step == 2
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.step == 0


def test_a_replay_shows_the_optimal_players_verdicts_when_the_table_is_ready(qtbot: QtBot) -> None:
    game = random_game("worldwide", ["Ann"], seed=5)
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None])).game_id)
    replay = ReplayWindow(stored)
    qtbot.addWidget(replay)
    qtbot.waitUntil(lambda: replay.analysis is not None, timeout=60_000)
    replay.go_to(1)
    text = replay.verdict.text()
    assert "Best choice" in text or "Gave up" in text


def contrast(a: QColor, b: QColor) -> float:
    def luminance(color: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        red, green, blue = channel(color.redF()), channel(color.greenF()), channel(color.blueF())
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize(("base", "colors"),
                         [("#ffffff", CHART_COLORS_LIGHT), ("#1e1e1e", CHART_COLORS_DARK)])
def test_chart_lines_stand_out_on_light_and_dark_backgrounds(qtbot: QtBot, base: str,
                                                             colors: tuple[str, ...]) -> None:
    from yachtgui.widgets.review.stats import ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    palette = chart.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(base))
    palette.setColor(QPalette.ColorRole.Base, QColor(base))
    palette.setColor(QPalette.ColorRole.WindowText, QColor("#000000" if base == "#ffffff" else "#eeeeee"))
    chart.setPalette(palette)
    assert chart.colors() == colors
    for color in colors:
        assert contrast(QColor(color), QColor(base)) >= 3.0, color  # WCAG: graphics 3:1
    chart.set_series([("Ann", [("2026-01-01", 100), ("2026-01-02", 150)])], "Yacht")
    chart.resize(400, 300)
    image = chart.grab().toImage()
    assert image.pixelColor(200, 150).isValid()


def test_a_long_history_is_drawn_as_running_averages(qtbot: QtBot) -> None:
    from yachtgui.widgets.review.stats import SMOOTH_ABOVE, ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    few = [(f"2026-01-{day:02d}", 100 + day) for day in range(1, 21)]
    chart.set_series([("Ann", few)])
    assert chart.smoothing() == 1
    assert chart.drawn_series()[0][1] == [(when, float(total)) for when, total in few]
    many = [(f"2026-{i:05d}", 100 if i % 2 else 200) for i in range(SMOOTH_ABOVE * 4)]
    chart.set_series([("Ann", many), ("Bob", few)])
    window = chart.smoothing()
    assert window > 1
    averaged = chart.drawn_series()[0][1]
    assert averaged[0][1] == 200  # the first point averages what there is so far
    assert averaged[-1][1] == pytest.approx(150, abs=100 / window)


def test_a_history_that_cannot_be_written_says_so_and_play_goes_on(window: MainWindow, player: Player,
                                                                   qtbot: QtBot) -> None:
    from yachtgui.history import retry_path

    database_path().mkdir(parents=True)  # a folder where the database file should be
    start(window, "worldwide", ["Ann"])
    with qtbot.waitSignal(window.history_recorder.failed, timeout=30_000) as message:
        play_to_the_end(window, player)
    assert "kept and will be added" in message.args[0]
    qtbot.waitUntil(lambda: "game history" in window.statusBar().currentMessage(), timeout=5000)
    assert retry_path().exists()
    qtbot.waitUntil(lambda: window.history_recorder.last_sentences is not None, timeout=60_000)
    window.dialogs.game_over_dialog.close()
    start(window, "worldwide", ["Ann"])  # the next game starts as usual
    assert window.controller.game is not None
    assert not window.controller.game.is_over


def test_the_statistics_window_starts_afresh_from_a_damaged_history(qtbot: QtBot) -> None:
    path = database_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not a database" * 500)
    window = StatisticsWindow()
    qtbot.addWidget(window)
    assert not window.error.isHidden()
    assert "was damaged" in window.error.text()
    assert window.stats_model.rows == []
    assert not window.empty_label.isHidden()
    assert any(p.name.startswith("history.sqlite3.damaged-") for p in path.parent.iterdir())


def test_a_new_personal_best_is_announced_under_the_ranking(window: MainWindow, player: Player,
                                                            qtbot: QtBot) -> None:
    low = fixed_game("worldwide", ["Ann"], [(1, 2, 3, 4, 6)])  # scores next to nothing
    with HistoryStore(database_path()) as store:
        store.record(make_entry(low, [None]), low)
    start(window, "worldwide", ["ann"])
    play_to_the_end(window, player)
    game = window.controller.game
    assert game is not None
    assert game.total(0) > low.total(0)
    recorder = window.history_recorder
    qtbot.waitUntil(lambda: recorder.last_sentences is not None, timeout=60_000)
    assert recorder.last_sentences[0] == "New personal best for ann!"


def test_replay_keys_work_with_nothing_focused(qtbot: QtBot) -> None:
    game = random_game("yatzy", ["Ann", "Bob"], seed=9)
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None, None])).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    assert replay.focusWidget() is None or replay.focusWidget() is replay
    qtbot.keyClick(replay, Qt.Key.Key_PageDown)
    first_roll = replay.step
    assert replay.game_shown.dice  # the first roll of the first turn
    qtbot.keyClick(replay, Qt.Key.Key_PageDown)
    assert replay.step > first_roll
    assert len(replay.game_shown.history) == 1
    qtbot.keyClick(replay, Qt.Key.Key_PageUp)
    assert replay.step == first_roll


def test_the_last_moment_of_a_replay_names_the_winner(qtbot: QtBot) -> None:
    game = fixed_game("yacht", ["Ann", "Bob"], [SIXES, (1, 1, 1, 1, 1)])
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None, None])).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.go_to(replay.step_count - 1)
    assert "Final: Ann 170, Bob 70 — Ann wins." in replay.heading.text()
    replay.go_to(replay.step_count - 2)
    assert "Final" not in replay.heading.text()


def test_a_replay_and_the_games_list_name_three_winners_as_a_list(qtbot: QtBot) -> None:
    game = fixed_game("yacht", ["Ann", "Bob", "Cy"], [SIXES, SIXES, SIXES])
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None, None, None])).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.go_to(replay.step_count - 1)
    assert "Ann, Bob and Cy share first place." in replay.heading.text()
    statistics = StatisticsWindow()
    qtbot.addWidget(statistics)
    statistics.tabs.setCurrentIndex(4)
    assert statistics.games_table.item(0, 4).text() == "Ann, Bob and Cy"


def test_the_game_over_dialog_never_waits_for_the_history(window: MainWindow, player: Player, qtbot: QtBot,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    import sqlite3

    from yachtgui.history import store as store_module

    monkeypatch.setattr(store_module, "BUSY_TIMEOUT_S", 20.0)
    HistoryStore(database_path()).close()
    blocker = sqlite3.connect(database_path(), isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")  # another program holds the database
    try:
        start(window, "worldwide", ["Ann"])
        play_to_the_end(window, player)
        qtbot.waitUntil(lambda: game_over_shown(window),
                        timeout=3000)
        assert window.history_recorder.last_outcome is None  # still waiting for the lock
        panel = window.dialogs.game_over_dialog.findChild(QLabel, "gameAnalysis")
        assert panel is not None
        assert "Looking back" in panel.text()
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    qtbot.waitUntil(lambda: window.history_recorder.last_outcome is not None, timeout=30_000)
    assert window.history_recorder.last_outcome.result is not None
    with HistoryStore(database_path()) as store:
        assert store.count() == 1


def test_the_statistics_window_adds_the_games_that_waited(qtbot: QtBot) -> None:
    import json

    from yachtgui.history import retry_path

    game = fixed_game("yacht", ["Ann"], [SIXES])
    retry = retry_path()
    retry.parent.mkdir(parents=True)
    retry.write_text(json.dumps(make_entry(game, [None])) + "\n")
    window = StatisticsWindow()
    qtbot.addWidget(window)
    assert [row.person.name for row in window.stats_model.rows] == ["Ann"]
    assert "1 earlier game was added" in window.error.text()
    assert not retry.exists()


def test_the_play_menu_opens_the_statistics_and_the_list_of_games(window: MainWindow, qtbot: QtBot) -> None:
    recorded_family()
    window.menus.actions.statistics_action.trigger()
    stats = window.dialogs.statistics_window
    assert isinstance(stats, StatisticsWindow)
    assert stats.isVisible()
    assert stats.tabs.currentIndex() == 0
    window.menus.actions.replay_action.trigger()
    assert window.dialogs.statistics_window is stats  # the same window, raised, on its Games tab
    assert stats.tabs.currentIndex() == 4
    assert stats.games_table.rowCount() == 4
    replay = stats.replay_selected()
    assert isinstance(replay, ReplayWindow)
    assert replay.isVisible()
    assert replay.parent() is window  # it stays when the statistics close
    stats.close()
    qtbot.waitUntil(lambda: window.dialogs.statistics_window is None, timeout=3000)
    assert replay.isVisible()
    replay.close()


def test_a_replay_fills_in_the_figures_of_a_game_recorded_without_them(qtbot: QtBot) -> None:
    game = random_game("worldwide", ["Ann"], seed=12)
    with HistoryStore(database_path()) as store:
        game_id = store.record(make_entry(game, [None])).game_id
    stats = StatisticsWindow()
    qtbot.addWidget(stats)
    assert stats.stats_model.rows[0].given_up is None
    replay = stats.open_replay(game_id)
    assert isinstance(replay, ReplayWindow)
    qtbot.waitUntil(lambda: replay.analysis is not None, timeout=60_000)
    stats.refresh()
    assert stats.stats_model.rows[0].given_up == pytest.approx(replay.analysis.players[0].given_up)
    replay.close()


def test_the_replay_buttons_have_names_a_screen_reader_says_without_symbols(qtbot: QtBot) -> None:
    # "Roll ▶" was read "Roll black right-pointing triangle" (issue 25).
    game = random_game("yacht", ["Ann", "Bob"], seed=5)
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None, None])).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    buttons = (replay.first_button, replay.back_turn_button, replay.back_button, replay.next_button,
               replay.next_turn_button, replay.last_button)
    names = [button.accessibleName() for button in buttons]
    assert names == ["Start", "Turn", "Roll", "Roll", "Turn", "End"]
    assert all(button.accessibleDescription() == button.toolTip() for button in buttons)


def test_the_replay_steps_by_keys_while_the_score_card_has_the_focus(qtbot: QtBot) -> None:
    # The heading says "press → to step": the card took the focus and ate →, Space and Page Down (issue 22).
    game = random_game("yacht", ["Ann", "Bob"], seed=5)
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None, None])).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.show()
    qtbot.waitExposed(replay)
    card = replay.pad.view(0)
    card.setFocus()
    qtbot.waitUntil(card.hasFocus)
    qtbot.keyClick(card, Qt.Key.Key_Right)
    assert replay.step == 1
    qtbot.keyClick(card, Qt.Key.Key_Space)
    assert replay.step == 2
    qtbot.keyClick(card, Qt.Key.Key_Left)
    assert replay.step == 1
    qtbot.keyClick(card, Qt.Key.Key_PageDown)
    assert replay.game_shown.history  # the next turn: the first was scored
    after_turn = replay.step
    qtbot.keyClick(card, Qt.Key.Key_PageUp)
    assert replay.step < after_turn
    qtbot.keyClick(card, Qt.Key.Key_End)
    assert replay.step == replay.step_count - 1
    qtbot.keyClick(card, Qt.Key.Key_Home)
    assert replay.step == 0


@pytest.mark.parametrize("players", [2, 5, 10])
def test_the_replay_shows_the_whole_sheet_in_a_laptop_sized_window(qtbot: QtBot, players: int) -> None:
    # At 1366x768 the card scrolled while half the window was empty, and it said "your turn" (issue 22).
    names = ["Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"][:players]
    game = random_game("worldwide", names, seed=3)
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None] * players)).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.resize(1326, 700)  # a 1366x768 screen less its taskbar and the window's frame
    replay.show()
    qtbot.waitExposed(replay)
    replay.go_to(3)
    qtbot.waitUntil(lambda: replay.pad.fits, timeout=3000)
    assert replay.pad.sheet_height() <= replay.pad.height()  # no scrolling up and down the card
    assert replay.pad.height() >= replay.height() // 2  # the sheet has the window's height, not a strip
    current = replay.game_shown.current_player
    name = replay.game_shown.players[current]
    plates = [label for label in replay.pad.findChildren(QLabel) if label.toolTip().startswith(f"{name}:")]
    assert len(plates) == 1  # the current player's plate, with its note
    assert plates[0].toolTip() == f"{name}: playing"
    assert "your turn" not in plates[0].text()
    assert "turn" not in plates[0].text()
    assert "your turn" not in plates[0].accessibleName()


def test_the_players_and_games_tabs_agree_that_a_solo_game_is_no_ones_win(qtbot: QtBot) -> None:
    # The Games tab named Grandpa the winner of his solo game; the Players tab gave him no win (issue 22).
    recorded_family()
    window = StatisticsWindow()
    qtbot.addWidget(window)
    grandpa = next(row for row in window.stats_model.rows if row.person.label == "Grandpa")
    assert grandpa.wins == 0
    window.tabs.setCurrentIndex(4)
    table = window.games_table
    winner_column = next(c for c in range(table.columnCount())
                         if table.horizontalHeaderItem(c).text() == "Won by")
    solo = next(r for r in range(table.rowCount()) if "Grandpa" in table.item(r, 3).text())
    assert table.item(solo, winner_column).text() == ""
    with HistoryStore(database_path()) as store:
        for summary in store.games():
            wins = {row.person.label: row.wins for row in window.stats_model.rows}
            if len(summary.players) == 1:
                assert summary.winners == ()
            for name in summary.winners:
                assert wins[name] >= 1  # every winner the Games tab names has a win on the Players tab


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_replay_leaves_no_empty_band_beside_the_sheet_at_1366x768(qtbot: QtBot, players: int) -> None:
    """Issue 22: the pad's frame hugs its columns, but the replay still gave the pad 3/5 of the width:
    with three players a band of ~200 px stayed empty right of the sheet. The dice and the chart take
    it; the sheet shows whole, its text no smaller than in its share of the width."""
    names = ["Ann", "Bob", "Cyd", "Dee", "Eve"][:players]
    game = random_game("yacht", names, seed=3)
    with HistoryStore(database_path()) as store:
        stored = store.game(store.record(make_entry(game, [None] * players)).game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.resize(1280, 720)  # its first size on a 1366x768 screen
    replay.show()
    qtbot.waitExposed(replay)
    qtbot.waitUntil(lambda: replay.pad.fits, timeout=3000)
    last = replay.pad.view(players - 1)

    def band() -> int:
        right = last.mapTo(replay, last.rect().topRight()).x()
        inside = replay.contentsRect().right() - replay.layout().contentsMargins().right()
        return inside - right

    # The sheet reaches the window's margin (with 2 and 3 players 244 and 92 px stayed empty here,
    # ~200 px with German words on a real 1366x768 screen: more than a column).
    qtbot.waitUntil(lambda: band() <= 8, timeout=3000)
    assert band() < last.column_width()
    assert replay.pad.sheet_height() <= replay.pad.height()  # still no scrolling up and down the card
    share = 3 / 5  # the pad's share of the width, as it was
    body = replay.layout().itemAt(1).geometry()  # the dice and chart beside the pad
    spacing = replay.layout().itemAt(1).layout().spacing()
    plan = replay.pad.plan(round((body.width() - spacing) * share), body.height())
    assert plan is not None
    assert replay.pad.scale >= plan[0]  # the text as large as in the pad's old share of the width
    assert replay.tray.width() + spacing + replay.pad.width() >= body.width() - 1  # no gap between


def test_a_refused_rename_shows_the_name_as_it_was_typed(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    # Found by the audit of 2026-11-26: the message went through str.capitalize(), which lowered
    # every later letter: "McDonald is already…" read "Mcdonald is already…".
    recorded_family()
    with HistoryStore(database_path()) as store:
        store.rename(next(p.id for p in store.people() if p.name == "Opa"), "McDonald")
    window = StatisticsWindow()
    qtbot.addWidget(window)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    grandpa = next(i for i, row in enumerate(window.stats_model.rows) if row.person.name == "Grandpa")
    window.players_view.selectRow(grandpa)
    assert not window.rename_selected("McDonald")
    assert not window.rename_selected("mcDonald")
    assert len(said) == 2
    assert said[0].startswith("McDonald is already in the history")
    assert said[1].startswith("mcDonald is already in the history")
