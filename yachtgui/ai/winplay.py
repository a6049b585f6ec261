"""Playing to win: each option's chance to win, and a computer player that maximises it. No Qt.

Against the opponents' actual positions (their final-score distributions from
:class:`~yachtgui.ai.winchance.WinChance`, each playing the optimal expected-score
strategy), a final score of ``x`` wins with chance ``W(x)`` (ties shared). A
turn ending in box ``b`` with roll ``r`` is worth the chance to win after it:
the points it adds, then the rest of the game played for the expected score,
``U[r, b] = sum_y P(rest = y) W(total + gain + y)``. The turn itself is then
played to maximise that chance: the same keep lattice as the solver, with
``U`` in place of points. In the last round ``rest`` is 0, so this is the exact
chance to win and the exact best play against those opponents.

A choice whose chance is 0 is never preferred to one whose chance is not:
options are ranked by chance to win, then (for equal chances, e.g. all 0 or
all 1) by expected points.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from yachtgui.ai.distribution import max_remaining, successors
from yachtgui.ai.solver import _keep_averages, _lattice_max
from yachtgui.ai.strategy import Option
from yachtgui.ai.winchance import Final, WinChance
from yachtgui.game import Game

__all__ = ["WinOption", "WinningPlayer", "game_options", "win_curve", "win_options"]

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.intp]

#: Weight of expected points against the chance to win in a choice: only breaks ties of chance.
_POINTS_WEIGHT = 1e-9


def win_curve(opponents: Sequence[Final], top: int) -> FloatArray:
    """``W[x]`` for x in 0..top: the chance that a final score of ``x`` wins against independent
    opponents with these final-score distributions (a tie with ``k`` others counts ``1/(k+1)``)."""
    if not opponents:
        return np.ones(top + 1)
    nodes, weights = np.polynomial.legendre.leggauss(len(opponents) // 2 + 1)
    t = (nodes + 1.0) / 2.0
    product = np.ones((top + 1, len(t)))
    for final in opponents:
        low = min(0, final.offset)
        high = max(top + 1, final.offset + len(final.pmf))
        p = np.zeros(high - low)
        p[final.offset - low : final.offset - low + len(final.pmf)] = final.pmf
        below = (np.cumsum(p) - p)[-low : -low + top + 1]
        product *= below[:, None] + p[-low : -low + top + 1, None] * t[None, :]
    curve: FloatArray = product @ (weights / 2.0)
    return curve


@dataclass(frozen=True)
class WinOption:
    """An option (as :class:`~yachtgui.ai.Option`: a keep or a box) with its chance to win."""

    option: Option
    win: float


@dataclass(frozen=True, eq=False)
class _WinTurn:
    box_values: FloatArray  # [roll, box]: chance to win (plus a sliver of points), -inf where not allowed
    keep_values: dict[int, FloatArray]  # rolls left -> [keep]


def _win_turn(engine: WinChance, mask: int, total: int, points: int, curve: FloatArray) -> _WinTurn:
    """The turn of state ``(mask, total)`` valued by the chance to win, ``points`` being the total so far."""
    tables = engine.strategy_tables
    keeps = tables.keeps
    turn = engine.turn(mask, total)
    box_values = turn.box_values
    allowed = np.isfinite(box_values)
    utility = np.full(box_values.shape, -np.inf)
    top = len(curve) - 1
    next_mask, next_total, gain = successors(tables, engine.lookup, mask, total, box_values)
    for box in np.flatnonzero(allowed.any(axis=0)).tolist():
        rolls = np.flatnonzero(allowed[:, box])
        pairs = set(zip(next_mask[rolls, box].tolist(), next_total[rolls, box].tolist(), strict=True))
        for key in pairs:
            chosen = rolls[(next_mask[rolls, box] == key[0]) & (next_total[rolls, box] == key[1])]
            gains = gain[chosen, box]
            rest = engine.remaining(*key)
            # chance[g] = sum_y rest(y) W(points + rest.offset + g + y) for g = 0..max gain
            start = points + rest.offset
            span = int(gains.max()) + len(rest.pmf)
            window = curve[np.clip(np.arange(start, start + span), 0, top)]
            chance = np.correlate(window, rest.pmf, mode="valid")
            utility[chosen, box] = chance[gains]
    utility = np.where(allowed, utility + _POINTS_WEIGHT * box_values, -np.inf)
    buffer = np.empty((len(keeps.keeps), 1))
    scratch = np.empty((len(keeps.rolls), 1))
    first = keeps.first_roll
    stop = utility.max(axis=1)
    buffer[first:, 0] = stop
    keep_values = {}
    for rolls_left in (1, 2):
        _keep_averages(buffer, keeps, scratch)
        keep_values[rolls_left] = buffer[:, 0].copy()
        keep_values[rolls_left][first:] = stop
        _lattice_max(buffer, keeps, scratch)
    return _WinTurn(utility, keep_values)


def win_turn(engine: WinChance, mask: int, total: int, points: int, opponents: Sequence[Final]) -> _WinTurn:
    """A state's turn valued by the chance to win (``points``: the total so far, bonus and chips included)."""
    tables = engine.strategy_tables
    top = points + max_remaining(tables) + 1
    top = max(top, max((f.offset + len(f.pmf) for f in opponents), default=0) + 1)
    return _win_turn(engine, mask, total, points, win_curve(opponents, top))


def win_options(engine: WinChance, mask: int, total: int, points: int, opponents: Sequence[Final],
                dice: Sequence[int], rolls_left: int, turn: _WinTurn | None = None) -> list[WinOption]:
    """Every option at this moment of a turn with its chance to win, best first.

    ``points`` is the player's total so far (bonus and chips included); ``mask``
    and ``total`` the state (as :meth:`WinChance.state`). With rolls left the
    options are the keeps (all five dice: stop and score the best box for winning);
    with none, the open boxes. The chance assumes the rest of this turn is
    played to win and later turns for the expected score. ``turn`` is
    :func:`win_turn` of the same arguments, when already known.
    """
    tables = engine.strategy_tables
    keeps = tables.keeps
    if turn is None:
        turn = win_turn(engine, mask, total, points, opponents)
    roll = keeps.roll_number(tuple(sorted(dice)))
    categories = tables.variant.categories
    points_turn = engine.turn(mask, total)
    if rolls_left == 0:
        row = turn.box_values[roll]
        open_boxes = sorted(np.flatnonzero(np.isfinite(row)).tolist(), key=lambda b: -row[b])
        return [WinOption(Option(None, categories[b], float(points_turn.box_values[roll, b])), _clip(row[b]))
                for b in open_boxes]
    values = turn.keep_values[rolls_left]
    points_values = points_turn.keep_values[rolls_left]
    inside = sorted(keeps.subkeeps[roll], key=lambda k: (-values[k], -len(keeps.keeps[k]), k))
    return [WinOption(Option(keeps.keeps[k], None, float(points_values[k])), _clip(values[k]))
            for k in inside]


def _clip(value: float) -> float:
    """A utility as a chance (the sliver of points taken off)."""
    return float(min(1.0, max(0.0, value)))


def game_options(engine: WinChance, game: Game, rolls_left: int | None = None,
                 cache: dict[object, _WinTurn] | None = None) -> list[WinOption]:
    """:func:`win_options` for the current player of ``game`` after a roll, opponents as they stand.

    ``rolls_left`` overrides the game's (0: the boxes, to score now). ``cache``
    keeps the valued turn for the next question about the same turn.
    """
    player = game.current_player
    if player is None or not game.dice:
        raise ValueError("there is no roll to decide about")
    mask, total = engine.state(game.filled_boxes(player), game.upper_total(player),
                               game.yacht_holds_points(player))
    key = (player, *((game.filled_boxes(i), game.upper_total(i), game.total(i), game.yacht_holds_points(i))
                     for i in range(len(game.players))))
    turn = cache.get(key) if cache is not None else None
    if turn is None:
        finals = engine.finals_at_turn_start(game)
        opponents = [final for i, final in enumerate(finals) if i != player]
        turn = win_turn(engine, mask, total, game.total(player), opponents)
        if cache is not None:
            cache.clear()
            cache[key] = turn
    left = game.rolls_left if rolls_left is None else rolls_left
    return win_options(engine, mask, total, game.total(player), [], game.dice, left, turn)


class WinningPlayer:
    """A computer player that plays to win against the opponents' actual positions (see the module)."""

    level = "win"

    def __init__(self, engine: WinChance) -> None:
        self.engine = engine
        self._cache: dict[object, _WinTurn] = {}

    def decide(self, game: Game) -> Option:
        """The choice for the current player of ``game`` after a roll: a keep of fewer than five dice
        (hold them and roll) or a box to fill now, as :meth:`ComputerPlayer.decide` returns."""
        best = game_options(self.engine, game, cache=self._cache)[0].option
        if best.keep is not None and len(best.keep) == len(game.dice):
            best = game_options(self.engine, game, 0, cache=self._cache)[0].option
        return best
