"""The game model: players, turns, dice, holds, scorecards and special rules. Pure Python, no Qt.

Public API::

    from yachtgui.game import Game, GameError, roll_off
    game = Game("kismet", ["Ann", "Bob"], rng=random.Random(7))
    game.roll()                 # all five dice
    game.roll(held=(0, 2))      # keep dice 0 and 2, roll the rest
    game.score("full_house")    # fill a box, pass the turn
    data = game.to_dict()       # JSON-safe; Game.from_dict(data) resumes it

Every illegal action raises :class:`GameError` and changes nothing.
"""

from yachtgui.game.decisions import BonusOutlook, Decision, Situation
from yachtgui.game.errors import GameError
from yachtgui.game.game import MAX_NAME_LENGTH, MAX_PLAYERS, ROLLS_PER_TURN, Game
from yachtgui.game.records import LogEntry, RandomSource, Rolled, Scored, SecondKismet, Undone
from yachtgui.game.rolloff import roll_off, roll_off_rounds

__all__ = [
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "ROLLS_PER_TURN",
    "BonusOutlook",
    "Decision",
    "Game",
    "GameError",
    "LogEntry",
    "RandomSource",
    "Rolled",
    "Scored",
    "SecondKismet",
    "Situation",
    "Undone",
    "roll_off",
    "roll_off_rounds",
]
