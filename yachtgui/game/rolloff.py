"""Who starts: the roll-off of the Kismet sheet, usable for any variant.

Each player rolls one die; the highest begins; players tied for the highest
roll again among themselves until one is left.
"""

from __future__ import annotations

from yachtgui.game.errors import GameError
from yachtgui.game.records import RandomSource
from yachtgui.text import translate

__all__ = ["roll_off", "roll_off_rounds"]

_MAX_ROUNDS = 1000


def roll_off_rounds(n_players: int, rng: RandomSource) -> tuple[int, list[dict[int, int]]]:
    """Play the roll-off and return ``(starter, rounds)``.

    ``rounds`` holds one dict per round, player index -> the face they rolled,
    for the players still in it (all players in the first round). Each die is
    one ``rng.randint(1, 6)`` call, players in index order. Raises
    :class:`GameError` for fewer than one player or an rng that never breaks a tie.
    """
    if isinstance(n_players, bool) or not isinstance(n_players, int) or n_players < 1:
        problem = translate("Game", "a roll-off needs at least one player, not {count}")
        raise GameError(problem.format(count=repr(n_players)))
    contenders = list(range(n_players))
    rounds: list[dict[int, int]] = []
    while len(rounds) < _MAX_ROUNDS:
        faces = {player: rng.randint(1, 6) for player in contenders}
        rounds.append(faces)
        best = max(faces.values())
        contenders = [player for player, face in faces.items() if face == best]
        if len(contenders) == 1:
            return contenders[0], rounds
    raise GameError(translate("Game", "the roll-off never ended: the dice keep tying"))


def roll_off(n_players: int, rng: RandomSource) -> int:
    """The index of the player who starts, by the Kismet roll-off."""
    return roll_off_rounds(n_players, rng)[0]
