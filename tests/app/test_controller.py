"""The controller without a window: a refused move is said in words and changes nothing."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController
from yachtgui.persistence import Seat


def test_a_game_that_cannot_start_is_said_and_none_starts(qtbot: QtBot, controller: GameController) -> None:
    with qtbot.waitSignal(controller.message, timeout=1000) as said:
        assert not controller.new_game("yacht", [Seat("Ann"), Seat("ann")])
    assert said.args[0] == "Two players are called 'ann': give each a different name."
    assert controller.game is None


def test_every_refused_move_is_said_and_leaves_the_game_as_it_was(
    qtbot: QtBot, controller: GameController
) -> None:
    assert controller.new_game("yacht", [Seat("Ann"), Seat("Bob")])
    game = controller.game
    assert game is not None
    before = game.to_dict()
    with qtbot.waitSignal(controller.message, timeout=1000) as said:
        assert not controller.score("no_such_box")
    assert said.args[0]
    assert game.to_dict() == before
    with qtbot.waitSignal(controller.message, timeout=1000):
        assert not controller.undo()
    assert game.to_dict() == before
