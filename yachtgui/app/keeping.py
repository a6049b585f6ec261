"""Keeping several games, in words and without a window: what a kept game is called, and giving
one up once the family has said so.

The window's side (the list on the welcome card, the questions) is
:mod:`yachtgui.widgets.dialogs.keeping`; nothing here shows anything.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from yachtgui.persistence.slots import when_played
from yachtgui.rules.words import join_names, variant_name
from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.game import Game
    from yachtgui.persistence import Seat, UnfinishedGame

__all__ = ["abandon_with_question", "game_words", "kept_game_words"]


def game_words(game: Game, seats: Sequence[Seat] = ()) -> str:
    """ "Yacht game with Ann and Bob" (computers marked), for questions and messages."""
    names = [translate("KeptGames", "{name} (computer)").format(name=seat.name) if seat.is_computer
             else seat.name for seat in seats] if seats else list(game.players)
    if len(names) == 1:
        return translate("KeptGames", "{variant} game of {name}").format(variant=variant_name(game.variant),
                                                                        name=names[0])
    return translate("KeptGames", "{variant} game with {names}").format(variant=variant_name(game.variant),
                                                                       names=join_names(names))


def kept_game_words(kept: UnfinishedGame) -> str:
    """ "Yacht game with Ann and Bob, round 4 of 13, last played today 21:30", for questions."""
    return translate("KeptGames", "{game}, round {round} of {rounds}, last played {when}").format(
        game=game_words(kept.saved.game, kept.saved.seats), round=kept.round, rounds=kept.rounds,
        when=when_played(kept.last_played))


def abandon_with_question(kept: UnfinishedGame, playing: Path | None,
                          ask: Callable[[UnfinishedGame], bool]) -> tuple[bool, str]:
    """Abandon ``kept`` if ``ask(kept)`` says so: (whether its file is gone, what to tell the family).

    The game being played (``playing``) is never abandoned from the list: the
    message says how to give it up instead, and nothing is asked. A file that
    cannot be removed stays as it was, and the message says why.
    """
    from yachtgui.persistence import PersistenceError, abandon_kept_game

    words = kept_game_words(kept)
    if playing is not None and kept.path == playing:
        return False, translate("KeptGames", "The {game} is the game on the table, so it was not abandoned. "
                                "To give it up, start a new game (File > New Game) and choose Abandon it."
                                ).format(game=words)
    if not ask(kept):
        return False, ""
    try:
        abandon_kept_game(kept.path, playing)
    except PersistenceError as error:
        return False, translate("KeptGames", "The {game} was not abandoned: {error}. It is still in "
                                "File > Continue a Game.").format(game=words, error=error)
    return True, translate("KeptGames", "Abandoned the {game}.").format(
        game=game_words(kept.saved.game, kept.saved.seats))
