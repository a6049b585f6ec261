"""The four real variants: optimal expected scores to 4 decimals, and games that bear them out.

Anchors: ``yatzy`` (Scandinavian Yatzy) 248.4400 and ``yacht`` (Yahtzee without
extra-Yahtzee bonus or joker) 245.8708 agree with independent solvers. The
``kismet`` and ``worldwide`` optima were first computed here; their tests keep
them stable.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable

import numpy as np
import pytest

from yachtgui.ai import LEVELS, ComputerPlayer, Strategy
from yachtgui.ai.selfplay import play_solitaire
from yachtgui.ai.solver import build_values
from yachtgui.rules import VARIANTS

pytestmark = pytest.mark.slow

OPTIMUM = {"yatzy": 248.4400, "yacht": 245.8708, "kismet": 315.1800, "worldwide": 191.7744}


@pytest.mark.parametrize("variant_id", OPTIMUM)
def test_optimal_expected_score_to_four_decimals(
    real_strategy: Callable[[str], Strategy], variant_id: str
) -> None:
    expected = real_strategy(variant_id).expected_score
    print(f"{variant_id}: optimal expected score {expected:.6f}")
    assert round(expected, 4) == OPTIMUM[variant_id]


@pytest.mark.parametrize("variant_id", OPTIMUM)
def test_optimal_games_average_the_table_value_within_three_standard_errors(
    real_strategy: Callable[[str], Strategy], variant_id: str
) -> None:
    strategy = real_strategy(variant_id)
    player = ComputerPlayer(strategy, "hard", random.Random(1))
    scores = [play_solitaire(player, random.Random(seed)) for seed in range(400)]
    error = statistics.stdev(scores) / len(scores) ** 0.5
    print(f"{variant_id}: 400 games average {statistics.mean(scores):.2f} ± {error:.2f}")
    assert abs(statistics.mean(scores) - strategy.expected_score) < 3 * error


def test_float32_batches_keep_every_state_within_half_a_unit_of_the_fourth_decimal(
    real_strategy: Callable[[str], Strategy],
) -> None:
    variant = VARIANTS["worldwide"]
    fast = real_strategy("worldwide")
    exact = build_values(variant, dtype=np.float64)
    reachable = ~np.isnan(exact)
    assert np.array_equal(reachable, ~np.isnan(fast.table))
    assert np.abs(fast.table[reachable] - exact[reachable]).max() < 5e-5


def test_levels_are_clearly_apart(real_strategy: Callable[[str], Strategy]) -> None:
    strategy = real_strategy("worldwide")
    averages = {}
    for level in LEVELS:
        player = ComputerPlayer(strategy, level, random.Random(2))
        averages[level] = statistics.mean(play_solitaire(player, random.Random(seed)) for seed in range(200))
    print(f"worldwide, 200 games per level: {averages}")
    assert averages["easy"] + 15 < averages["medium"] < averages["hard"] - 5
