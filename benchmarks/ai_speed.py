"""Strategy tables: build time per variant, cached load, advice latency, against references in the same run.

    .venv/bin/python benchmarks/ai_speed.py [--runs 3] [--no-reference]

Goals (issue 4): build at most 2 s (worldwide), 4 s (yacht), 10 s (yatzy),
12 s (kismet); loading a cached table at most 0.2 s; one piece of advice at
most 10 ms at the 99th percentile.

References measured in the same run, on the same machine:

- *plain*: the same recursion written one state at a time with NumPy
  (``yachtgui.ai.reference``: no batching, no grouping of equivalent upper
  totals), on ``worldwide`` (the smallest table; about 20 s). Ratio = plain / fast.
- *one thread* and *float64*: the batched solver on one worker thread, and
  in float64 throughout: what the second core and float32 each gain.

Builds run in memory (no cache). Loads are timed twice: in a fresh
interpreter (what the app pays at start, imports excluded and reported
apart) and again in the same process. Advice is timed on 2000 random
situations per variant (random filled boxes, a possible upper total, random
dice and rolls left), each on a fresh state (the turn is evaluated) and then
asked again (the turn is remembered). The machine is shared: the load average
and the process CPU time are printed next to wall times.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from yachtgui.ai import Strategy
from yachtgui.ai.reference import reference_values
from yachtgui.ai.solver import VariantTables, build_values
from yachtgui.rules import VARIANTS, Variant

BUILD_GOAL = {"worldwide": 2.0, "yacht": 4.0, "yatzy": 10.0, "kismet": 12.0, "yahtzee": 12.0}
LOAD_GOAL = 0.2
ADVICE_GOAL_MS = 10.0

_CHILD_LOAD = """
import json, sys, time
started = time.perf_counter()
from yachtgui.ai import Strategy
from yachtgui.rules import VARIANTS
imported = time.perf_counter()
strategy = Strategy.cached(VARIANTS[sys.argv[1]])
loaded = time.perf_counter()
assert strategy is not None
print(json.dumps({"import": imported - started, "load": loaded - imported}))
"""


def _load_average() -> str:
    try:
        return " ".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def _timed(work: Callable[[], object]) -> tuple[float, float]:
    """(wall seconds, process CPU seconds) of one call."""
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return time.perf_counter() - wall, time.process_time() - cpu


Situation = tuple[list[str], int, list[int], int]


def _situations(variant: Variant, count: int, rng: random.Random) -> list[Situation]:
    tables = VariantTables.of(variant)
    boxes = list(variant.categories)
    situations = []
    for _ in range(count):
        filled = rng.sample(boxes, rng.randrange(len(boxes)))
        upper_mask = sum(1 << i for i, box in enumerate(variant.upper_categories) if box in filled)
        total = rng.choice(sorted(tables.upper_totals.raw_reachable[upper_mask]))
        dice = [rng.randint(1, 6) for _ in range(5)]
        situations.append((filled, total, dice, rng.randrange(3)))
    return situations


def _percentiles(samples: list[float]) -> str:
    ms = np.array(samples) * 1e3
    return f"p50 {np.percentile(ms, 50):5.2f}  p99 {np.percentile(ms, 99):5.2f}  max {ms.max():6.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3, help="builds per variant (median and best reported)")
    parser.add_argument("--no-reference", action="store_true", help="skip the 20 s plain reference")
    arguments = parser.parse_args()
    cache = Path(tempfile.mkdtemp(prefix="yachtgui-bench-cache-"))
    os.environ["YACHTGUI_CACHE_DIR"] = str(cache)
    print(f"cpus {os.cpu_count()}, load average at start {_load_average()}, numpy {np.__version__}")

    print("\n== build (in memory), wall seconds; CPU seconds of the median run ==")
    fast_median: dict[str, float] = {}
    for variant_id, variant in VARIANTS.items():
        runs = sorted(_timed(lambda v=variant: build_values(v)) for _ in range(arguments.runs))
        wall, cpu = runs[len(runs) // 2]
        fast_median[variant_id] = wall
        one_wall, _ = _timed(lambda v=variant: build_values(v, workers=1))
        f64_wall, _ = _timed(lambda v=variant: build_values(v, dtype=np.float64))
        goal = BUILD_GOAL[variant_id]
        print(
            f"{variant_id:<10} median {wall:5.2f}  best {runs[0][0]:5.2f}  cpu {cpu:5.2f}"
            f"  | one thread {one_wall:5.2f} (x{one_wall / wall:.2f})"
            f"  float64 {f64_wall:5.2f} (x{f64_wall / wall:.2f})"
            f"  | goal {goal:4.1f} {'met' if wall <= goal else 'NOT met'}  [load {_load_average()}]",
            flush=True,
        )
    print(f"kismet / worldwide build time: x{fast_median['kismet'] / fast_median['worldwide']:.1f}")

    if not arguments.no_reference:
        print("\n== reference: plain per-state recursion on worldwide ==")
        plain_wall, plain_cpu = _timed(lambda: reference_values(VARIANTS["worldwide"]))
        print(
            f"plain {plain_wall:6.2f} s (cpu {plain_cpu:.2f})  fast {fast_median['worldwide']:.2f} s"
            f"  -> fast is x{plain_wall / fast_median['worldwide']:.1f} faster  [load {_load_average()}]"
        )

    print("\n== cached load ==")
    for variant_id, variant in VARIANTS.items():
        Strategy.load_or_build(variant)  # writes the cache
        size = sum(p.stat().st_size for p in cache.glob(f"strategy-{variant_id}-*.npz"))
        child = subprocess.run(
            [sys.executable, "-c", _CHILD_LOAD, variant_id], capture_output=True, text=True, check=True
        )
        fresh = json.loads(child.stdout)
        again = sorted(_timed(lambda v=variant: Strategy.cached(v))[0] for _ in range(7))
        median = again[len(again) // 2]
        print(
            f"{variant_id:<10} file {size / 1e6:4.1f} MB  fresh process: load {fresh['load']:.3f} s"
            f" (+ import {fresh['import']:.3f} s)  same process: median {median:.3f} s"
            f"  | goal {LOAD_GOAL} s {'met' if max(fresh['load'], median) <= LOAD_GOAL else 'NOT met'}",
            flush=True,
        )

    print("\n== advice: strategy.options(...) ==")
    for variant_id, variant in VARIANTS.items():
        strategy = Strategy.cached(variant)
        assert strategy is not None
        first, again = [], []
        for situation in _situations(variant, 2000, random.Random(7)):
            for samples in (first, again):
                started = time.perf_counter()
                strategy.options(*situation)
                samples.append(time.perf_counter() - started)
        p99 = float(np.percentile(first, 99)) * 1e3
        print(
            f"{variant_id:<10} new state {_percentiles(first)} | same state {_percentiles(again)}"
            f"  | goal p99 {ADVICE_GOAL_MS} ms {'met' if p99 <= ADVICE_GOAL_MS else 'NOT met'}",
            flush=True,
        )
    print(f"\nload average at end {_load_average()}")
    shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
