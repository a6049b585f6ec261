"""Games for the history tests: played with chosen dice, or at random but reproducibly."""

from __future__ import annotations

import random
from collections.abc import Sequence

from yachtgui.game import Game

#: Dice that give a player simple, known totals when every box is filled in sheet order.
ONES = (1, 1, 1, 1, 1)
SIXES = (6, 6, 6, 6, 6)
STRAIGHT = (1, 2, 3, 4, 5)
#: Five of the box's face in the upper section (earning the bonus), five sixes below.
BONUS = ()


def fixed_game(variant: str, names: Sequence[str], dice: Sequence[tuple[int, ...]]) -> Game:
    """Every turn of player i enters ``dice[i]`` and fills the player's topmost open box.

    :data:`BONUS` enters five of the box's face in the upper section and five sixes below.
    """
    game = Game(variant, list(names))
    while not game.is_over:
        player = game.current_player
        assert player is not None
        box = game.open_boxes(player)[0]
        chosen = dice[player]
        if chosen == BONUS:
            face = game.variant.upper_face(box)
            chosen = (face,) * 5 if face is not None else SIXES
        game.set_dice(chosen)
        game.score(box)
    return game


def random_game(variant: str, names: Sequence[str], seed: int, undo_rate: float = 0.1) -> Game:
    """A whole game with random holds and boxes (some undone and chosen again), from ``seed``."""
    chooser = random.Random(seed)
    game = Game(variant, list(names), rng=random.Random(seed + 1))
    while not game.is_over:
        player = game.current_player
        assert player is not None
        game.roll()
        while game.rolls_left and chooser.random() < 0.6:
            game.roll([p for p in range(5) if chooser.random() < 0.5])
        game.score(chooser.choice(list(game.legal_boxes())))  # the Joker may close some open boxes
        if chooser.random() < undo_rate and game.can_undo:
            game.undo()
            game.score(chooser.choice(list(game.legal_boxes())))
    return game
