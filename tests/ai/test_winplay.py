"""The play-to-win computer: it never takes a choice that makes winning impossible while another choice
keeps a chance, and the hint's answer carries every box to score now (issue 23)."""

from __future__ import annotations

import itertools
import random
from functools import cache

import pytest

from tests.ai.conftest import LOWER_ONLY
from yachtgui.ai import ComputerPlayer
from yachtgui.ai.winchance import WinChance
from yachtgui.ai.winplay import WinningPlayer
from yachtgui.game import Game
from yachtgui.rules import Variant

ALL_ROLLS = tuple(sorted({tuple(sorted(roll)) for roll in itertools.product(range(1, 7), repeat=5)}))


def last_turn(players: int, rng: random.Random) -> Game:
    """A game of ``LOWER_ONLY`` at the last player's last turn (everyone else finished), after 1 to 3
    rolls of dice leaning to sixes."""
    game = Game(LOWER_ONLY, [f"P{i}" for i in range(players)], rng=random.Random(rng.random()))
    boxes = len(LOWER_ONLY.categories)

    def dice() -> tuple[int, ...]:
        return tuple(rng.choice([rng.randint(1, 6), 6, 5]) for _ in range(5))

    for _ in range(players * boxes - 1):
        game.set_dice(dice())
        player = game.current_player
        assert player is not None
        game.score(rng.choice(game.open_boxes(player)))
    for _ in range(rng.randint(1, 3)):
        game.set_dice(dice())
    return game


class Chances:
    """Whether the last player can still win (or share the win) from each moment of their last turn,
    by enumerating every reroll; nothing of the engine is used."""

    def __init__(self, variant: Variant, box: str, total: int, target: int) -> None:
        self.variant, self.box, self.total, self.target = variant, box, total, target
        self.possible = cache(self._possible)
        self.keep_possible = cache(self._keep_possible)

    def stop(self, dice: tuple[int, ...]) -> bool:
        return self.total + self.variant.score(self.box, dice) >= self.target

    def _possible(self, dice: tuple[int, ...], rolls_left: int) -> bool:
        if self.stop(dice):
            return True
        return rolls_left > 0 and any(self.keep_possible(keep, rolls_left) for keep in _keeps(dice))

    def _keep_possible(self, keep: tuple[int, ...], rolls_left: int) -> bool:
        return any(self.possible(tuple(sorted(keep + more)), rolls_left - 1)
                   for more in itertools.product(range(1, 7), repeat=5 - len(keep)))

    def choice_possible(self, option: object, dice: tuple[int, ...], rolls_left: int) -> bool:
        keep = getattr(option, "keep", None)
        if keep is not None and len(keep) < 5:
            return self.keep_possible(tuple(sorted(keep)), rolls_left)
        return self.stop(dice)


def _keeps(dice: tuple[int, ...]) -> set[tuple[int, ...]]:
    return {tuple(sorted(d for d, held in zip(dice, mask, strict=True) if held))
            for mask in itertools.product((False, True), repeat=5)} - {tuple(sorted(dice))}


@pytest.mark.parametrize("players", [2, 3])
def test_it_never_makes_winning_impossible_while_a_chance_is_left(players: int, private_cache) -> None:  # type: ignore[no-untyped-def]
    """Last turns with dice and rolls left against finished opponents: whenever some choice (a keep
    or a box) keeps a chance to win, the play-to-win choice keeps one too. The expected-score
    player does not always (so the check tells the two apart)."""
    engine = WinChance.load_or_build(LOWER_ONLY)
    winner = WinningPlayer(engine)
    for_points = ComputerPlayer(engine.strategy, "hard", random.Random(0))
    rng = random.Random(players)
    checked = points_gave_up = 0
    for _ in range(120):
        game = last_turn(players, rng)
        me = game.current_player
        assert me is not None
        (box,) = game.open_boxes(me)
        target = max(game.total(p) for p in range(players) if p != me)
        chances = Chances(LOWER_ONLY, box, game.total(me), target)
        dice = tuple(sorted(game.dice))
        if not chances.possible(dice, game.rolls_left):
            continue  # nothing keeps a chance: any choice is as good
        checked += 1
        choice = winner.decide(game)
        assert chances.choice_possible(choice, dice, game.rolls_left), (game.dice, game.rolls_left, box,
                                                                        target, choice)
        hard = for_points.decide(game.filled_boxes(me), game.upper_total(me), game.dice, game.rolls_left)
        points_gave_up += not chances.choice_possible(hard, dice, game.rolls_left)
    assert checked >= 40
    assert points_gave_up > 0


def test_the_hints_answer_carries_every_box_to_score_now(private_cache) -> None:  # type: ignore[no-untyped-def]
    """With rolls left, the answer has each box's chance to win when scoring now (best first), and the
    box to stop in is the best of them."""
    from yachtgui.app.winchances import Moment, goal_answer

    engine = WinChance.load_or_build(LOWER_ONLY)
    rng = random.Random(9)
    for _ in range(20):
        game = Game(LOWER_ONLY, ["Ann", "Hal"], rng=random.Random(rng.random()))
        game.set_dice((6, 6, 6, 6, rng.randint(1, 6)))
        answer = goal_answer(engine, Moment.of(game, options=True))
        assert {option.option.box for option in answer.boxes} == set(LOWER_ONLY.categories)
        wins = [option.win for option in answer.boxes]
        assert wins == sorted(wins, reverse=True)
        best = answer.options[0].option
        if best.keep is not None and len(best.keep) == 5:
            assert answer.stop is answer.boxes[0]


def test_a_play_to_win_seat_and_a_points_seat_play_a_whole_game_through_one_turn_loop(private_cache) -> None:  # type: ignore[no-untyped-def]
    """``selfplay.play_turn`` with a decider per seat (as benchmarks/win_play.py mixes them): each call
    fills exactly one box, of the seat whose turn it was, chosen by that seat's decider."""
    from yachtgui.ai import Strategy
    from yachtgui.ai.selfplay import Decider, by_points, play_turn
    from yachtgui.ai.strategy import Option

    engine = WinChance.load_or_build(LOWER_ONLY)
    winner = WinningPlayer(engine)
    points = by_points(ComputerPlayer(Strategy.load_or_build(LOWER_ONLY), "hard", random.Random(0)))
    asked: list[int] = []

    def as_seat(seat: int) -> Decider:
        def decide(game: Game) -> Option:
            asked.append(seat)
            assert game.current_player == seat
            return winner.decide(game) if seat == 0 else points(game)
        return decide

    game = Game(LOWER_ONLY, ["Win", "Points"], rng=random.Random(4))
    turns = 0
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        before = [len(game.open_boxes(p)) for p in (0, 1)]
        play_turn(game, as_seat(seat))
        after = [len(game.open_boxes(p)) for p in (0, 1)]
        assert before[seat] - after[seat] == 1
        assert before[1 - seat] == after[1 - seat]
        turns += 1
    assert turns == 2 * len(LOWER_ONLY.categories)
    assert set(asked) == {0, 1}
