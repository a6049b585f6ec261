"""The one exception type of the game model."""

from __future__ import annotations

__all__ = ["GameError"]


class GameError(ValueError):
    """An illegal action or bad game data; the message says what is wrong in plain words.

    Whatever raised it left the game exactly as it was.
    """
