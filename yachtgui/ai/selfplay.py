"""Whole solitaire games played by a computer player, for checking and measuring the levels."""

from __future__ import annotations

import random
from collections.abc import Callable

from yachtgui.ai.player import ComputerPlayer
from yachtgui.ai.strategy import Option, keep_positions
from yachtgui.game import Game

__all__ = ["Decider", "by_points", "play_solitaire", "play_turn", "play_until"]

#: A seat's choice after a roll from the game as it stands (the current player's dice and boxes): a
#: keep of fewer than five dice or a box to fill, as :meth:`ComputerPlayer.decide` returns it.
#: :meth:`yachtgui.ai.winplay.WinningPlayer.decide` is one.
Decider = Callable[[Game], Option]


def by_points(player: ComputerPlayer) -> Decider:
    """``player``'s choices (:meth:`ComputerPlayer.decide`) for the current player of a game."""

    def decide(game: Game) -> Option:
        seat = game.current_player
        assert seat is not None, "the game is over"
        return player.decide(game.filled_boxes(seat), game.upper_total(seat), game.dice, game.rolls_left,
                             yacht_holds_points=game.yacht_holds_points(seat))

    return decide


def play_turn(game: Game, decide: Decider) -> None:
    """Play the current turn of ``game`` to its end as ``decide`` chooses: roll first if the turn has
    not begun, then hold the dice it keeps or fill the box it names (the GUI's steps)."""
    assert game.current_player is not None, "the game is over"
    if game.rolls_left == 3:
        game.roll()
    while True:
        choice = decide(game)
        if choice.box is not None:
            game.score(choice.box)
            return
        assert choice.keep is not None
        game.roll(held=keep_positions(game.dice, choice.keep))


def play_until(game: Game, player: ComputerPlayer, scorings: int) -> None:
    """Play every seat of ``game`` as ``player`` until ``scorings`` boxes are filled in all (or the
    game is over)."""
    decide = by_points(player)
    while len(game.history) < scorings and not game.is_over:
        play_turn(game, decide)


def play_solitaire(player: ComputerPlayer, dice_rng: random.Random) -> int:
    """Play one solitaire game of ``player``'s variant with ``dice_rng`` rolling; the final total.

    Drives :class:`yachtgui.game.Game` exactly as the GUI will: roll, ask
    :meth:`ComputerPlayer.decide`, hold the dice it keeps or fill the box it names.
    """
    game = Game(player.strategy.variant, ["Computer"], rng=dice_rng)
    decide = by_points(player)
    while not game.is_over:
        play_turn(game, decide)
    return game.total(0)
