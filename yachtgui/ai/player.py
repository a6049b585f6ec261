"""Computer players at three levels, all reading the same option values.

``hard`` always takes the best option. ``medium`` and ``easy`` choose at
random among the options with probabilities that fall off with the expected
points an option gives up (a softmax of the values at a temperature): a
choice that costs a fraction of a point is made often, one that costs ten
points rarely. Their mistakes are therefore human-looking: near misses, not
absurd moves. The temperatures were chosen so the levels' average scores are
clearly apart in every variant (figures in ``yachtgui/ai/__init__.py``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from types import MappingProxyType
from typing import Final

from yachtgui.ai.strategy import Option, Strategy

__all__ = ["LEVELS", "TEMPERATURES", "ComputerPlayer"]

#: The levels, weakest first.
LEVELS: Final = ("easy", "medium", "hard")

#: Softmax temperature of each level, in points: an option giving up ``t`` points is
#: ``e`` times less likely than the best one. 0 means always the best.
TEMPERATURES: Final[Mapping[str, float]] = MappingProxyType({"easy": 2.0, "medium": 0.8, "hard": 0.0})


class ComputerPlayer:
    """A computer player of ``strategy``'s variant at ``level`` ("easy", "medium" or "hard").

    ``rng`` (any :class:`random.Random`) drives its choices, so a seeded rng
    replays a game exactly.
    """

    def __init__(self, strategy: Strategy, level: str, rng: random.Random) -> None:
        if level not in LEVELS:
            raise ValueError(f"the level must be one of {', '.join(LEVELS)}, not {level!r}")
        self.strategy = strategy
        self.level = level
        self.rng = rng

    def decide(
        self, filled: Iterable[str], upper_total: int, dice: Sequence[int], rolls_left: int,
        *, yacht_holds_points: bool = False,
    ) -> Option:
        """The player's choice in this situation (arguments as :meth:`Strategy.options`).

        Returns a keep of fewer than five dice (hold those faces and roll the
        rest; :func:`yachtgui.ai.keep_positions` says which dice) or a box to
        fill now. Choosing to stop rolling early comes back directly as the
        box, chosen at the same level, so a keep of all five dice is never
        returned. Raises :class:`~yachtgui.ai.AdviceError` for an impossible situation.
        """
        filled = tuple(filled)
        flag = {"yacht_holds_points": yacht_holds_points}
        choice = self._pick(self.strategy.options(filled, upper_total, dice, rolls_left, **flag))
        if choice.keep is not None and len(choice.keep) == len(dice):
            choice = self._pick(self.strategy.options(filled, upper_total, dice, 0, **flag))
        return choice

    def _pick(self, options: list[Option]) -> Option:
        """The best option for ``hard``; a softmax draw over the values for the others."""
        temperature = TEMPERATURES[self.level]
        if temperature <= 0 or len(options) == 1:
            return options[0]
        best = options[0].value
        weights = [math.exp((option.value - best) / temperature) for option in options]
        return self.rng.choices(options, weights=weights)[0]
