"""Whole solitaire games played by a computer player, for checking and measuring the levels."""

from __future__ import annotations

import random

from yachtgui.ai.player import ComputerPlayer
from yachtgui.ai.strategy import keep_positions
from yachtgui.game import Game

__all__ = ["play_solitaire"]


def play_solitaire(player: ComputerPlayer, dice_rng: random.Random) -> int:
    """Play one solitaire game of ``player``'s variant with ``dice_rng`` rolling; the final total.

    Drives :class:`yachtgui.game.Game` exactly as the GUI will: roll, ask
    :meth:`ComputerPlayer.decide`, hold the dice it keeps or fill the box it names.
    """
    game = Game(player.strategy.variant, ["Computer"], rng=dice_rng)
    while not game.is_over:
        game.roll()
        while True:
            choice = player.decide(game.filled_boxes(0), game.upper_total(0), game.dice, game.rolls_left,
                                   yacht_holds_points=game.yacht_holds_points(0))
            if choice.box is not None:
                game.score(choice.box)
                break
            assert choice.keep is not None
            game.roll(held=keep_positions(game.dice, choice.keep))
    return game.total(0)
