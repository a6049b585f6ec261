"""The coach: what each person's decision gave up against the best move, tallied per player."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from yachtgui.ai import Strategy
from yachtgui.app.settings import Settings
from yachtgui.game import Decision
from yachtgui.rules import VARIANTS
from yachtgui.widgets.dialogs.common import PreferencesDialog
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, game_over_shown, start, wait_for_person
from .test_play import play_turn


def gap_of(strategy: Strategy, payload: Decision) -> float | None:
    """Expected points a decision gave up, computed here from the strategy alone (None: no choice)."""
    s = payload.situation
    if not s.dice:
        return None
    options = strategy.options(s.filled, s.upper, s.dice, s.rolls_left)
    if payload.roll is not None:
        kept = tuple(sorted(s.dice[i] for i in payload.roll))
        value = next(o.value for o in options if o.keep == kept)
    else:
        boxes = strategy.options(s.filled, s.upper, s.dice, 0)
        value = next(o.value for o in boxes if o.box == payload.box)
    return max(0.0, options[0].value - value)


def test_the_coach_is_off_by_default_and_says_nothing(window: MainWindow, player: Player) -> None:
    assert not window.computer.coach.enabled
    start(window, "worldwide", ["Ann"])
    play_turn(player, 0)
    assert window.computer.coach.judgements() == []
    label = window.findChild(QLabel, "coachLabel")
    assert label is None or label.text() == ""  # the advice panel is built when it has something to say


@pytest.mark.parametrize("variant", ["worldwide", "yacht"])
def test_the_coach_tally_is_the_sum_of_what_each_decision_gave_up(
    qtbot: QtBot, window: MainWindow, player: Player, variant: str
) -> None:
    window.set_coach(True)
    payloads: list[dict[str, Any]] = []
    window.controller.decisionMade.connect(payloads.append)
    start(window, variant, ["Ann", "Bob"])
    game = window.controller.game
    turn = 0
    while not game.is_over:
        play_turn(player, turn)  # a greedy player: roll, keep the commonest face, score the best preview
        turn += 1
    # judged once the table is there
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=120_000)
    strategy = Strategy.load_or_build(VARIANTS[variant])
    for seat in (0, 1):
        gaps = [gap_of(strategy, p) for p in payloads if p.situation.player == seat]
        gaps = [g for g in gaps if g is not None]
        assert len(window.computer.coach.judgements(seat)) == len(gaps)
        assert window.computer.coach.given_up(seat) == pytest.approx(sum(gaps), abs=1e-9)
        assert sum(gaps) > 1  # a greedy player gives points up; the test would notice a zero tally
    tally = window.findChild(QLabel, "coachTally").text()
    assert f"Ann {window.computer.coach.given_up(0):.1f}" in tally
    assert f"Bob {window.computer.coach.given_up(1):.1f}" in tally
    qtbot.waitUntil(lambda: game_over_shown(window))
    summary = window.dialogs.game_over_dialog.findChild(QLabel, "coachSummary")
    assert summary is not None
    assert summary.isVisible()
    assert f"Ann gave up {window.computer.coach.given_up(0):.1f} points to perfect play" in summary.text()


def test_the_coach_names_a_costly_keep_and_the_best_one(qtbot: QtBot, window: MainWindow, player: Player,
                                                       dice: ScriptedDice) -> None:
    window.set_coach(True)
    dice.push(2, 2, 6, 6, 6)
    start(window, "yatzy", ["Ann"])
    player.roll()
    player.hold(0)
    player.hold(1)
    player.roll()  # keeping 2 2 instead of 6 6 6
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=120_000)
    [judgement] = window.computer.coach.judgements(0)
    coach = window.findChild(QLabel, "coachLabel").text()
    assert coach.startswith(f"Coach: Ann, keeping 2 2 gave up {judgement.given_up:.1f} points — best was ")
    assert judgement.given_up > 1
    assert judgement.best == "keep 6 6 6"


def test_the_coach_praises_the_best_move_and_forgets_an_undone_score(
    qtbot: QtBot, window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    window.set_coach(True)
    dice.push(4, 4, 4, 4, 4)
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "yacht")
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=120_000)
    coach = window.findChild(QLabel, "coachLabel").text()
    assert coach == "Coach: scoring 50 in Yacht — the best move, Ann!"
    assert window.computer.coach.judgements(0)[0].was_best
    assert len(window.computer.coach.judgements(0)) == 1
    window.menus.actions.undo_action.trigger()
    assert window.computer.coach.judgements(0) == []
    player.click_box(0, "chance")
    [judgement] = window.computer.coach.judgements(0)
    assert judgement.given_up > 20
    assert "best was score 50 in Yacht now" in window.findChild(QLabel, "coachLabel").text()


def test_the_coach_ignores_computer_players(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    window.set_coach(True)
    start(window, "worldwide", ["cpu:Hal:easy", "Ann"])
    wait_for_person(qtbot, window)
    play_turn(player, 0)
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=120_000)
    assert {j.player for j in window.computer.coach.judgements()} == {1}


def test_preferences_turn_the_coach_on_and_set_the_computer_speed(qtbot: QtBot, window: MainWindow) -> None:
    window.dialogs.show_preferences()
    dialog = window.dialogs.preferences_dialog
    assert isinstance(dialog, PreferencesDialog)
    coach = dialog.findChild(QCheckBox, "coachCheck")
    speed = dialog.findChild(QComboBox, "computerSpeed")
    assert coach.isEnabled()
    assert not coach.isChecked()
    assert speed.currentData() == "instant"  # the GUI tests' setting
    coach.setChecked(True)
    speed.setCurrentIndex(speed.findData("relaxed"))
    dialog.accept()
    assert window.computer.coach.enabled
    assert window.computer.driver.pause_ms == 1200
    assert Settings().get("coach") is True
    assert Settings().get("computer_speed") == "relaxed"
    qtbot.keyClick(window, Qt.Key.Key_Escape)


def test_undo_takes_back_only_the_undone_scoring_not_an_earlier_judgement(
    qtbot: QtBot, window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    window.set_coach(True)
    dice.push(4, 4, 4, 4, 4, 1, 2, 3, 4, 6)
    start(window, "yacht", ["Ann"])
    player.roll()
    player.click_box(0, "yacht")
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=120_000)
    [earlier] = window.computer.coach.judgements(0)
    window.set_coach(False)
    player.roll()
    player.click_box(0, "chance")  # not judged: the coach was off
    window.set_coach(True)
    window.menus.actions.undo_action.trigger()
    assert window.computer.coach.judgements(0) == [earlier]
    assert earlier.box == "yacht"


def test_an_undone_scoring_still_waiting_for_the_table_is_never_judged(
    qtbot: QtBot, window: MainWindow, player: Player, dice: ScriptedDice, monkeypatch: pytest.MonkeyPatch
) -> None:
    loader = window.computer.loader
    monkeypatch.setattr(loader, "request", lambda _variant: None)  # the table is "still loading"
    window.set_coach(True)
    dice.push(4, 4, 4, 4, 4)
    start(window, "yacht", ["Ann"])
    player.roll()
    player.click_box(0, "yacht")
    assert window.computer.coach.pending == 1
    window.menus.actions.undo_action.trigger()
    assert window.computer.coach.pending == 0
    monkeypatch.undo()
    player.click_box(0, "chance")
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=120_000)
    [judgement] = window.computer.coach.judgements(0)
    assert judgement.box == "chance"


def test_decisions_waiting_for_a_table_that_failed_are_dropped(
    window: MainWindow, player: Player, dice: ScriptedDice, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(window.computer.loader, "request", lambda _variant: None)
    window.set_coach(True)
    dice.push(4, 4, 4, 4, 4)
    start(window, "yacht", ["Ann"])
    player.roll()
    player.hold(0)
    player.roll()
    assert window.computer.coach.pending == 1
    window.computer.loader.failed.emit("worldwide", "another game's table")  # not this game's: kept
    assert window.computer.coach.pending == 1
    window.computer.loader.failed.emit("yacht", "no room left on the disk")
    assert window.computer.coach.pending == 0


def test_the_coach_speaks_to_the_player_who_moved_and_clears_when_the_next_one_rolls(
    qtbot: QtBot, window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    window.set_coach(True)
    dice.push(4, 4, 4, 4, 4, 1, 2, 3, 5, 6)
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "yacht")
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=120_000)
    label = window.findChild(QLabel, "coachLabel")
    assert label.text() == "Coach: scoring 50 in Yacht — the best move, Ann!"
    assert label.isVisible()  # still there for Ann while Bob gets ready
    player.roll()  # Bob's first roll
    assert label.text() == ""
