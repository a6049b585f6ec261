"""The game everyone plays: :class:`Game`, the rules of play (:mod:`yachtgui.game.state`) with
its saved form (:meth:`Game.to_dict`, :meth:`Game.from_dict`).

The saved format lives in :mod:`yachtgui.game.serial`, read only when a game is saved or loaded;
it uses :class:`~yachtgui.game.state.GameState` alone, so the two modules never import each other.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from yachtgui.game.records import RandomSource
from yachtgui.game.state import MAX_NAME_LENGTH, MAX_PLAYERS, ROLLS_PER_TURN, GameState
from yachtgui.rules import Variant

__all__ = ["MAX_NAME_LENGTH", "MAX_PLAYERS", "ROLLS_PER_TURN", "Game"]


class Game(GameState):
    """One game of a Yacht-family variant (:class:`~yachtgui.game.state.GameState`) that can be
    saved and loaded."""

    def to_dict(self) -> dict[str, Any]:
        """The whole game as JSON-safe data (versioned); see :meth:`from_dict`."""
        from yachtgui.game.serial import game_to_dict

        return game_to_dict(self)

    @classmethod
    def from_dict(
        cls,
        data: object,
        rng: RandomSource | None = None,
        *,
        variants: Mapping[str, Variant] | None = None,
    ) -> Game:
        """Rebuild a game saved by :meth:`to_dict`, at any moment, mid-turn included.

        The saved random state is restored when there is one (so the resumed
        game rolls the dice the original would have), unless ``rng`` is given.
        The variant is looked up by id in ``variants`` (default
        :data:`~yachtgui.rules.VARIANTS`; pass your own for house rules) and
        must have the rules hash it was played with. Malformed, inconsistent
        or hostile data raises :class:`GameError`; nothing in the data is ever
        executed. The undo of the last scoring is saved too (until the next roll).
        """
        from yachtgui.game.serial import game_from_dict

        return game_from_dict(data, rng, variants, cls)
