"""Playing to win against playing for points: win share of :class:`yachtgui.ai.winplay.WinningPlayer`.

    .venv/bin/python benchmarks/win_play.py [--variant worldwide] [--games 20000] [--players 2] [--jobs 2]

Each game is a real :class:`yachtgui.game.Game`; one seat is the play-to-win
computer, the others the expected-score player (``hard``). The play-to-win seat
moves round the table from game to game (seats alternate heads-up), dice from
seeded generators, so a run is reproducible. Prints the play-to-win player's
win share (ties shared) with its standard error, against the fair share
``1/players`` (the reference: what the same player would get by playing for
points), and games per second.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

from yachtgui.ai import ComputerPlayer, Strategy
from yachtgui.ai.selfplay import by_points, play_turn
from yachtgui.ai.winchance import WinChance
from yachtgui.ai.winplay import WinningPlayer
from yachtgui.game import Game
from yachtgui.rules import VARIANTS


def _play(variant_id: str, players: int, seeds: range) -> list[float]:
    """The play-to-win seat's share of the win in each game (1, 0 or 1/k for a tie of k)."""
    variant = VARIANTS[variant_id]
    engine = WinChance.load_or_build(variant)
    points = ComputerPlayer(Strategy.load_or_build(variant), "hard", random.Random(0))
    winner, by_the_points = WinningPlayer(engine), by_points(points)
    shares = []
    for seed in seeds:
        seat = seed % players
        game = Game(variant, [f"P{i}" for i in range(players)], rng=random.Random(seed))
        while not game.is_over:
            play_turn(game, winner.decide if game.current_player == seat else by_the_points)
        winners = game.winners()
        shares.append(1.0 / len(winners) if seat in winners else 0.0)
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="worldwide")
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0)
    arguments = parser.parse_args()
    WinChance.load_or_build(VARIANTS[arguments.variant])  # build once here, not in every worker
    started = time.perf_counter()
    seeds = range(arguments.first_seed, arguments.first_seed + arguments.games)
    chunk = max(1, min(100, arguments.games // (4 * arguments.jobs)))
    shares: list[float] = []
    with ProcessPoolExecutor(max_workers=arguments.jobs) as pool:
        parts = [pool.submit(_play, arguments.variant, arguments.players, seeds[i : i + chunk])
                 for i in range(0, len(seeds), chunk)]
        for part in parts:
            shares.extend(part.result())
            mean = sum(shares) / len(shares)
            error = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(1, len(shares) - 1) / len(shares))
            rate = len(shares) / (time.perf_counter() - started)
            print(f"  {len(shares)} games: win share {100 * mean:.2f} % ± {100 * error:.2f}, "
                  f"{rate:.1f} games/s", flush=True)
    elapsed = time.perf_counter() - started
    count = len(shares)
    mean = sum(shares) / count
    spread = math.sqrt(sum((s - mean) ** 2 for s in shares) / max(1, count - 1))
    fair = 1.0 / arguments.players
    print(f"{arguments.variant}, {arguments.players} players, {count} games "
          f"(seeds {seeds.start}..{seeds.stop - 1}), play-to-win seat rotating")
    print(f"play-to-win win share {100 * mean:.2f} % ± {100 * spread / math.sqrt(count):.2f} (s.e.); "
          f"fair share (reference) {100 * fair:.2f} %; ratio {mean / fair:.4f}")
    print(f"{count / elapsed:.1f} games/s on {arguments.jobs} worker(s), {elapsed:.0f} s")


if __name__ == "__main__":
    main()
