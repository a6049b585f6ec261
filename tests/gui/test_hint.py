"""Hint (H and the Hint button): the dice to keep or the box to fill, and the best few options."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtgui.ai import Option, Strategy
from yachtgui.ai.advice import hold_positions
from yachtgui.game import Situation
from yachtgui.models.scorecard import MARK_BEST, MARK_ROLE
from yachtgui.rules import VARIANTS
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, start, wait_for_person


def hinted_dice(player: Player) -> tuple[int, ...]:
    return tuple(i for i in range(5) if player.die(i).is_hinted())


def marked_boxes(player: Player, seat: int) -> list[str]:
    model = player.model(seat)
    rows = range(model.rowCount())
    return [str(model.box_at(r)) for r in rows if model.index(r, 1).data(MARK_ROLE) == MARK_BEST]


def best_now(window: MainWindow) -> tuple[Strategy, Situation, list[Option]]:
    situation = window.controller.situation()
    assert situation is not None
    strategy = Strategy.load_or_build(window.controller.game.variant)
    options = strategy.options(situation.filled, situation.upper, situation.dice,
                               situation.rolls_left)
    return strategy, situation, options


def ask_for_hint(qtbot: QtBot, window: MainWindow, by_key: bool) -> None:
    if by_key:
        qtbot.keyClick(window, Qt.Key.Key_H)
    else:
        qtbot.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)


def test_hint_before_the_first_roll_says_to_roll(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    start(window, "yatzy", ["Ann"])
    assert not window.overlays.advice.isVisible()  # quiet until asked
    ask_for_hint(qtbot, window, by_key=True)
    assert window.overlays.advice.isVisible()
    assert "roll the dice first" in window.overlays.advice.headline.text()
    assert hinted_dice(player) == ()
    player.roll()
    assert not window.overlays.advice.isVisible()  # the hint went with the situation it was about


@pytest.mark.parametrize("variant", ["worldwide", "kismet"])
def test_hint_at_every_decision_point_marks_what_the_best_option_says(
    qtbot: QtBot, window: MainWindow, player: Player, variant: str
) -> None:
    # A whole solitaire game played by following the hint, asked after every roll.
    start(window, variant, ["Ann"])
    game = window.controller.game
    seen_rolls_left: set[int] = set()
    turn = 0
    while not game.is_over:
        player.roll()
        while True:
            assert hinted_dice(player) == ()
            assert marked_boxes(player, 0) == []
            ask_for_hint(qtbot, window, by_key=turn % 2 == 0)
            qtbot.waitUntil(lambda: bool(window.overlays.advice.hint_lines), timeout=60_000)
            strategy, situation, options = best_now(window)
            best = options[0]
            seen_rolls_left.add(situation.rolls_left)
            total = game.total(0)
            assert [(round(v, 6), round(g, 6)) for _w, v, g in window.overlays.advice.hint_lines] == [
                (round(total + o.value, 6), round(best.value - o.value, 6)) for o in options[:3]
            ]
            if best.keep is not None and len(best.keep) < 5:
                hinted = hinted_dice(player)
                assert tuple(sorted(game.dice[i] for i in hinted)) == best.keep
                assert hinted == hold_positions(game.dice, best.keep, situation.holds)
                assert marked_boxes(player, 0) == []
                assert window.overlays.advice.headline.text().startswith("Keep the ") or not best.keep
                for position in range(5):  # follow the hint with clicks on the dice
                    if (position in hinted) != player.die(position).property("held"):
                        player.hold(position)
                assert hinted_dice(player) == hinted  # holding does not take the hint away
                player.roll()
                continue
            box = best.box if best.box is not None else strategy.best_box(
                situation.filled, situation.upper, situation.dice).box
            assert hinted_dice(player) == ()
            assert marked_boxes(player, 0) == [box]
            tip = player.model(0).index(player.model(0).row_of_box(box), 1).data(Qt.ItemDataRole.ToolTipRole)
            assert "suggested by the hint" in tip
            if situation.rolls_left > 0:  # stopping early (also tested with scripted dice below)
                assert "now, without rolling again" in window.overlays.advice.headline.text()
            player.click_box(0, box)
            break
        turn += 1
    assert seen_rolls_left == {0, 1, 2}
    assert game.total(0) > 0


def test_hint_marks_the_box_when_the_best_is_to_stop(qtbot: QtBot, window: MainWindow, player: Player,
                                                     dice: ScriptedDice) -> None:
    dice.push(6, 6, 6, 6, 6)
    start(window, "yacht", ["Ann"])
    player.roll()
    ask_for_hint(qtbot, window, by_key=False)
    qtbot.waitUntil(lambda: bool(window.overlays.advice.hint_lines), timeout=60_000)
    assert marked_boxes(player, 0) == ["yacht"]
    assert hinted_dice(player) == ()
    assert window.overlays.advice.headline.text() == "Score 50 in Yacht now, without rolling again."
    assert window.overlays.advice.hint_lines[0][0] == "Score 50 in Yacht now"
    assert "gives up" in window.overlays.advice.options.text()
    player.click_box(0, "yacht")
    assert marked_boxes(player, 0) == []
    assert not window.overlays.advice.isVisible()


def test_hint_waits_for_a_table_being_built(qtbot: QtBot, window: MainWindow, player: Player,
                                            tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(tmp_path / "cold-cache"))
    start(window, "worldwide", ["Ann"])
    assert window.computer.loader.building is None  # people only: nothing loads until asked
    player.roll()
    ask_for_hint(qtbot, window, by_key=True)
    assert "still learning" in window.overlays.advice.headline.text()
    assert window.computer.loader.building == "worldwide"
    qtbot.waitUntil(lambda: bool(window.overlays.advice.hint_lines), timeout=120_000)
    assert bool(hinted_dice(player)) or bool(marked_boxes(player, 0))


def test_hint_is_not_offered_during_a_computers_turn(qtbot: QtBot, window: MainWindow) -> None:
    window.computer.driver.set_pause_ms(600_000)
    start(window, "worldwide", ["cpu:Hal:hard", "Ann"])
    assert not window.hint_button.isEnabled()
    assert not window.menus.actions.hint_action.isEnabled()
    window.skip_computer_turn()
    wait_for_person(qtbot, window)
    assert window.hint_button.isEnabled()
    assert VARIANTS["worldwide"].id == window.controller.game.variant.id


def test_a_keep_reads_in_plain_words() -> None:
    from yachtgui.ai.advice import keep_words

    assert keep_words((4, 4)) == "the two 4s"
    assert keep_words((5,)) == "the 5"
    assert keep_words((2, 5, 5)) == "the 2 and the two 5s"
    assert keep_words((3, 4, 5, 6)) == "the 3, 4, 5 and 6"
    assert keep_words((6, 6, 6, 1)) == "the 1 and the three 6s"


def test_a_zero_that_was_the_best_choice_is_not_called_a_triumph() -> None:
    from yachtgui.ai.advice import Judgement
    from yachtgui.i18n import decimal_text

    sacrifice = Judgement(0, "box", "scoring 0 in Kismet", "score 0 in Kismet", 0.0, "kismet",
                          points=0)
    said = sacrifice.sentence("Ann", decimal_text)
    assert said == ("Coach: scoring 0 in Kismet was the least costly choice, Ann — "
                    "nothing better fit these dice.")
    assert "the best move" not in sacrifice.sentence("Ann", decimal_text)
