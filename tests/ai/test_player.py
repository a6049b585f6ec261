"""Computer players: hard plays the best option, the weaker levels err in proportion to the cost."""

from __future__ import annotations

import random
import statistics
from collections import Counter

import pytest

from yachtgui.ai import LEVELS, ComputerPlayer, Strategy
from yachtgui.ai.selfplay import play_solitaire

from .conftest import SMALL


@pytest.fixture(scope="module")
def small() -> Strategy:
    return Strategy.build(SMALL)


def test_levels_are_easy_medium_hard() -> None:
    assert LEVELS == ("easy", "medium", "hard")


def test_an_unknown_level_is_refused(small: Strategy) -> None:
    with pytest.raises(ValueError, match="easy, medium, hard"):
        ComputerPlayer(small, "impossible", random.Random(0))


def test_hard_takes_the_best_option(small: Strategy) -> None:
    player = ComputerPlayer(small, "hard", random.Random(0))
    for dice in [(1, 5, 5, 6, 6), (2, 3, 4, 6, 6), (1, 1, 1, 1, 2)]:
        assert player.decide(["ones"], 4, dice, 0) == small.options(["ones"], 4, dice, 0)[0]
        best = small.options(["ones"], 4, dice, 2)[0]
        if best.keep is not None and len(best.keep) < 5:
            assert player.decide(["ones"], 4, dice, 2) == best


def test_stopping_early_comes_back_as_the_box_to_fill(small: Strategy) -> None:
    # A straight in hand at the first roll: the best keep is all five dice, i.e. score now.
    assert small.options([], 0, (2, 3, 4, 5, 1), 2)[0].keep == (1, 2, 3, 4, 5)
    choice = ComputerPlayer(small, "hard", random.Random(0)).decide([], 0, (2, 3, 4, 5, 1), 2)
    assert choice.box == "straight"
    assert choice == small.best_box([], 0, (1, 2, 3, 4, 5))


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_ever_returns_a_keep_of_all_five_dice(small: Strategy, level: str) -> None:
    player = ComputerPlayer(small, level, random.Random(3))
    for seed in range(200):
        dice = tuple(random.Random(seed).randint(1, 6) for _ in range(5))
        choice = player.decide([], 0, dice, 1 + seed % 2)
        assert choice.box is not None or (choice.keep is not None and len(choice.keep) < 5)


def test_weaker_levels_err_more_often_and_mostly_by_little(small: Strategy) -> None:
    options = small.options([], 0, (1, 3, 5, 6, 6), 2)
    best = options[0]
    costs = {}
    for level in LEVELS:
        player = ComputerPlayer(small, level, random.Random(11))
        picks = Counter(player.decide([], 0, (1, 3, 5, 6, 6), 2) for _ in range(400))
        costs[level] = [best.value - option.value for option, n in picks.items() for _ in range(n)]
    mistakes = {level: sum(c > 1e-9 for c in costs[level]) for level in LEVELS}
    assert mistakes["hard"] == 0
    assert 0 < mistakes["medium"] < mistakes["easy"]
    assert statistics.mean(costs["medium"]) < statistics.mean(costs["easy"])
    assert sum(c > 15 for c in costs["medium"]) == 0  # a blunder of 15 points is vanishingly rare


def test_a_seeded_player_replays_the_same_choices(small: Strategy) -> None:
    games = [
        play_solitaire(ComputerPlayer(small, "easy", random.Random(5)), random.Random(9)) for _ in range(2)
    ]
    assert games[0] == games[1]


def test_hard_players_average_the_expected_score_within_three_standard_errors(small: Strategy) -> None:
    player = ComputerPlayer(small, "hard", random.Random(0))
    scores = [play_solitaire(player, random.Random(seed)) for seed in range(600)]
    error = statistics.stdev(scores) / len(scores) ** 0.5
    assert abs(statistics.mean(scores) - small.expected_score) < 3 * error
