"""Win-chance engine: time of an update for 10 players, and the table's build time and size.

    .venv/bin/python benchmarks/win_chance.py [--variant worldwide] [--updates 200] [--build]

Updates: 10-player games of the variant are played by the optimal player to
several moments (early, middle, late; after a roll, mid-turn, and at a turn's
start) and :meth:`WinChance.for_game` is timed there (each moment's first call
is cold: the current player's turn is evaluated afresh). The reference,
measured in the same run, is one :meth:`Strategy.options` call for the same
current player (the advice the app already computes after every roll).

``--build`` also builds the variant's value table and its win-chance table
from scratch in this process and prints both times (wall and CPU of all
threads), their ratios, the win-chance table's size in memory and compressed
on disk, and the process's peak resident memory after each build.
``--updates 0`` stops after the build figures (the 15-box variants' builds
take minutes; run them under ``nice -n 10`` and ``/usr/bin/time -v``).
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import tempfile
import time
from pathlib import Path

from yachtgui.ai import ComputerPlayer, Strategy, keep_positions
from yachtgui.ai.winchance import _ENGINES, DistributionTable, WinChance
from yachtgui.game import Game
from yachtgui.rules import VARIANTS


def _moments(variant_id: str, count: int, seed: int) -> list[Game]:
    """``count`` 10-player games stopped at moments spread over the game (some mid-turn)."""
    variant = VARIANTS[variant_id]
    strategy = Strategy.load_or_build(variant)
    rng = random.Random(seed)
    games = []
    boxes = len(variant.categories)
    for number in range(count):
        game = Game(variant, [f"P{i}" for i in range(10)], rng=random.Random(seed + number))
        player = ComputerPlayer(strategy, "hard", rng)
        stop = rng.randrange(10 * boxes - 1)
        while len(game.history) < stop:
            game.roll()
            while True:
                p = game.current_player
                assert p is not None
                choice = player.decide(game.filled_boxes(p), game.upper_total(p), game.dice, game.rolls_left)
                if choice.box is not None:
                    game.score(choice.box)
                    break
                assert choice.keep is not None
                game.roll(held=keep_positions(game.dice, choice.keep))
        for _ in range(rng.randint(0, 3)):  # 0: a turn's start; 1..3 rolls made
            game.roll()
        games.append(game)
    return games


def _peak_rss_mib() -> float:
    """The process's resident-memory high-water mark so far (Linux reports KiB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="worldwide")
    parser.add_argument("--updates", type=int, default=200)
    parser.add_argument("--build", action="store_true")
    arguments = parser.parse_args()
    variant = VARIANTS[arguments.variant]

    if arguments.build:
        rss_start = _peak_rss_mib()
        started, cpu = time.perf_counter(), time.process_time()
        strategy = Strategy.build(variant)
        values_s, values_cpu = time.perf_counter() - started, time.process_time() - cpu
        rss_values = _peak_rss_mib()
        started, cpu = time.perf_counter(), time.process_time()
        table = DistributionTable.build(strategy)
        wins_s, wins_cpu = time.perf_counter() - started, time.process_time() - cpu
        rss_wins = _peak_rss_mib()
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / "wins.npz"
            table.save(path)
            disk = path.stat().st_size
        print(f"{arguments.variant}: value table {values_s:.2f} s (reference); win-chance table "
              f"{wins_s:.2f} s = {wins_s / values_s:.1f} x; {table.nbytes / 2**20:.1f} MiB in memory, "
              f"{disk / 2**20:.1f} MiB compressed")
        print(f"  CPU time (all threads): value table {values_cpu:.2f} s, win-chance table {wins_cpu:.2f} s "
              f"= {wins_cpu / values_cpu:.1f} x")
        print(f"  peak RSS (process high-water mark): {rss_start:.0f} MiB at start, {rss_values:.0f} MiB "
              f"after the value table, {rss_wins:.0f} MiB after the win-chance table")
        _ENGINES.clear()
    if arguments.updates <= 0:
        return

    engine = WinChance.load_or_build(variant)
    strategy = engine.strategy
    games = _moments(arguments.variant, arguments.updates, 1)
    cold, warm, reference = [], [], []
    for game in games:
        started = time.perf_counter()
        chances = engine.for_game(game)
        cold.append(time.perf_counter() - started)
        started = time.perf_counter()
        engine.for_game(game)
        warm.append(time.perf_counter() - started)
        assert abs(float(chances.sum()) - 1.0) < 1e-9
        p = game.current_player
        if p is not None and game.dice:
            started = time.perf_counter()
            strategy.options(game.filled_boxes(p), game.upper_total(p), game.dice, game.rolls_left)
            reference.append(time.perf_counter() - started)

    def ms(values: list[float], q: float) -> float:
        return 1000 * statistics.quantiles(values, n=100)[int(q) - 1] if q < 100 else 1000 * max(values)

    ref = statistics.median(reference)
    print(f"{arguments.variant}, 10 players, {len(games)} moments (goal: an update within 50 ms)")
    print(f"{'':<34} {'median':>8} {'p90':>8} {'max':>8} {'median x ref':>13}")
    print(f"{'reference: Strategy.options':<34} {1000 * ref:8.2f} {ms(reference, 90):8.2f} "
          f"{ms(reference, 100):8.2f} {1:13.1f}")
    for name, values in (("win chances, first call (cold)", cold), ("win chances, again (warm)", warm)):
        print(f"{name:<34} {1000 * statistics.median(values):8.2f} {ms(values, 90):8.2f} "
              f"{ms(values, 100):8.2f} {statistics.median(values) / ref:13.1f}")


if __name__ == "__main__":
    main()
