"""House rules: build times of the Yahtzee table (chip flag, Joker) and of top-down variants.

    .venv/bin/python benchmarks/house_rules.py [--runs 3]

Goals (issue 14): the ``yahtzee`` table builds in at most 12 s on two cores;
a top-down variant in at most 1 s. Reference, in the same run: ``yacht``, the
same 13 boxes without the bonus-chip flag or the Joker (the ratio says what
they cost). Also prints the states evaluated and the optimal expected scores.
Builds run in memory (no cache); the machine may be shared, so the load
average and the process CPU time are printed beside wall times.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from yachtgui.ai.solver import build_values
from yachtgui.ai.states import tables_for
from yachtgui.rules import VARIANTS, Variant

GOALS = {"yahtzee": 12.0, "top-down": 1.0}


def _variants() -> list[tuple[str, Variant, float | None]]:
    yahtzee = VARIANTS["yahtzee"]
    down = GOALS["top-down"]
    return [
        ("yacht (reference)", VARIANTS["yacht"], None),
        ("yahtzee", yahtzee, GOALS["yahtzee"]),
        ("yahtzee, relaxed Joker", yahtzee.replace(id="relaxed", joker="relaxed"), GOALS["yahtzee"]),
        ("yahtzee, top down", yahtzee.replace(id="yahtzee_down", order="top-down"), down),
        ("yatzy, top down", VARIANTS["yatzy"].replace(id="yatzy_down", order="top-down"), down),
        ("kismet, top down", VARIANTS["kismet"].replace(id="kismet_down", order="top-down"), down),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs
    load = os.getloadavg()
    print(f"load average {load[0]:.1f} {load[1]:.1f}, {os.cpu_count()} CPUs, {runs} runs")
    print(f"{'variant':26} {'states':>9} {'median s':>9} {'best s':>7} {'cpu s':>6} {'x yacht':>8} "
          f"{'expected':>9}  goal")
    reference = None
    for label, variant, goal in _variants():
        walls, cpus = [], []
        expected = 0.0
        for _ in range(runs):
            started, cpu = time.perf_counter(), time.process_time()
            expected = float(build_values(variant)[0, 0])
            walls.append(time.perf_counter() - started)
            cpus.append(time.process_time() - cpu)
        median = statistics.median(walls)
        reference = reference or median
        states = int(tables_for(variant).representatives().sum())
        verdict = "" if goal is None else f"<= {goal:g} s {'met' if median <= goal else 'NOT met'}"
        print(f"{label:26} {states:9,d} {median:9.2f} {min(walls):7.2f} {statistics.median(cpus):6.2f} "
              f"{median / reference:8.2f} {expected:9.4f}  {verdict}")
    print(f"load average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
