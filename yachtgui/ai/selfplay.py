"""Whole solitaire games played by a computer player, for checking and measuring the levels."""

from __future__ import annotations

import random

from yachtgui.ai.player import ComputerPlayer
from yachtgui.ai.strategy import keep_positions
from yachtgui.game import Game

__all__ = ["play_solitaire", "play_turn", "play_until"]


def play_turn(game: Game, player: ComputerPlayer) -> None:
    """Play the current turn of ``game`` to its end as ``player`` decides: roll first if the turn has
    not begun, then hold the dice it keeps or fill the box it names (the GUI's steps)."""
    seat = game.current_player
    assert seat is not None, "the game is over"
    if game.rolls_left == 3:
        game.roll()
    while True:
        choice = player.decide(game.filled_boxes(seat), game.upper_total(seat), game.dice, game.rolls_left,
                               yacht_holds_points=game.yacht_holds_points(seat))
        if choice.box is not None:
            game.score(choice.box)
            return
        assert choice.keep is not None
        game.roll(held=keep_positions(game.dice, choice.keep))


def play_until(game: Game, player: ComputerPlayer, scorings: int) -> None:
    """Play every seat of ``game`` as ``player`` until ``scorings`` boxes are filled in all (or the
    game is over)."""
    while len(game.history) < scorings and not game.is_over:
        play_turn(game, player)


def play_solitaire(player: ComputerPlayer, dice_rng: random.Random) -> int:
    """Play one solitaire game of ``player``'s variant with ``dice_rng`` rolling; the final total.

    Drives :class:`yachtgui.game.Game` exactly as the GUI will: roll, ask
    :meth:`ComputerPlayer.decide`, hold the dice it keeps or fill the box it names.
    """
    game = Game(player.strategy.variant, ["Computer"], rng=dice_rng)
    while not game.is_over:
        play_turn(game, player)
    return game.total(0)
