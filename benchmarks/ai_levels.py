"""Average final score of each computer level in each variant, from simulated solitaire games.

    .venv/bin/python benchmarks/ai_levels.py [--games 2000] [--variants kismet,yacht,...] [--jobs 2]

Each game is a real :class:`yachtgui.game.Game` driven by
:class:`yachtgui.ai.ComputerPlayer` (``yachtgui.ai.selfplay.play_solitaire``),
dice and choices from seeded generators, so a run is reproducible. Prints,
per variant, the optimal expected score (the table's value, the reference)
and for each level the mean, its standard error, the standard deviation, the
mean as a fraction of the optimum and, for ``hard``, how many standard errors
it lies from the optimum. Tables come from the cache (``$YACHTGUI_CACHE_DIR``
or the user cache) and are built when missing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

from yachtgui.ai import LEVELS, TEMPERATURES, ComputerPlayer, Strategy
from yachtgui.ai.selfplay import play_solitaire
from yachtgui.rules import VARIANTS


def _play(variant_id: str, level: str, seeds: range) -> list[int]:
    """Scores of the games with these seeds (dice seed = game seed, choices seed = game seed + 10**6)."""
    strategy = Strategy.load_or_build(VARIANTS[variant_id])
    scores = []
    for seed in seeds:
        player = ComputerPlayer(strategy, level, random.Random(seed + 10**6))
        scores.append(play_solitaire(player, random.Random(seed)))
    return scores


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=2000, help="games per variant and level")
    parser.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated variant ids")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    arguments = parser.parse_args()

    variant_ids = arguments.variants.split(",")
    for variant_id in variant_ids:
        Strategy.load_or_build(VARIANTS[variant_id])  # build once here, not in every worker
    print(f"{arguments.games} games per level; temperatures {dict(TEMPERATURES)}")
    print(f"{'variant':<10} {'level':<7} {'mean':>8} {'± s.e.':>7} {'s.d.':>6} {'× optimum':>9}  note")
    chunk = max(1, arguments.games // (4 * arguments.jobs))
    with ProcessPoolExecutor(max_workers=arguments.jobs) as pool:
        for variant_id in variant_ids:
            optimum = Strategy.load_or_build(VARIANTS[variant_id]).expected_score
            print(f"{variant_id:<10} {'optimum':<7} {optimum:8.2f} {'':>14} {1:9.3f}  the table's value")
            for level in reversed(LEVELS):
                started = time.perf_counter()
                parts = [
                    pool.submit(_play, variant_id, level, range(start, min(start + chunk, arguments.games)))
                    for start in range(0, arguments.games, chunk)
                ]
                scores = [score for part in parts for score in part.result()]
                mean = statistics.mean(scores)
                spread = statistics.stdev(scores)
                error = spread / len(scores) ** 0.5
                note = f"{(mean - optimum) / error:+.1f} s.e. from the optimum" if level == "hard" else ""
                note += f"  [{time.perf_counter() - started:.0f} s]"
                figures = f"{mean:8.2f} {error:7.2f} {spread:6.1f} {mean / optimum:9.3f}"
                print(f"{variant_id:<10} {level:<7} {figures}  {note}", flush=True)


if __name__ == "__main__":
    main()
