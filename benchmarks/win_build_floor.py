"""Why the win table does not build in 2 x its value table's time: where its time goes, what is left
with the summary levels' turns almost all skipped, and how far summaries without whole rows miss.

    nice -n 10 .venv/bin/python benchmarks/win_build_floor.py --levels yacht
    nice -n 10 .venv/bin/python benchmarks/win_build_floor.py --fits [--moments 30] \
        [--reference /tmp/exact_worldwide.npy] [--events /tmp/worldwide_events.npy]

``--levels VARIANT`` builds the value table and then the win table on one thread (so that each
level's CPU time is its own), and prints per level of the win table its states, its rows' width,
the CPU of computing it and of turning it into quantiles (or exact pieces), each against the value
table's CPU in the same process. Then it builds the win table again with only each run's ends and
the totals near the bonus computed on the summary levels (``stride`` beyond any run: the fewest
states the fill-in allows) and prints that ratio too: a floor for any faster version of the same
computation that keeps the summary levels' rows. It also prints the time spent finding the
strategy's decisions again (``_fast_policy``, ``_batch_policy``), and the ratio without it: the most
that building both tables in one pass (the decisions handed over) could save.

``--fits`` asks whether a summary needs rows at all: it takes every summary state's (more than
EXACT_OPEN open boxes) *exact* distribution from the exact 12-box reference, keeps only its moments
and fits a normal curve (mean, variance) or a shifted gamma (mean, variance, skewness) to them, or
keeps the exact rows themselves, only on a grid of 3, 6 or 9 points (what a coarser row loses
before any error of building it). With ``--events``, also one gamma for each of the four ways two
events still to come can go (the upper bonus earned, the Yacht box scored 50), from the exact
distribution split by them (a pass of ~7 minutes, kept in that file), mixed by their exact chances.
The last levels stay exact. Then 2- to 10-player games are stopped early, in the middle and late
(as ``tests/ai/test_winchance_reference.py`` does) and the chances to win from each model and from
the app's table are compared with the exact ones (issue 23's goal: 0.5 percentage points on
average, 2 at worst). The reference is built once (minutes, ~600 MB) and kept at ``--reference``.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import numpy as np
from win_accuracy import load_or_build_exact, stopped

import yachtgui.ai.distribution as distribution
import yachtgui.ai.solver as solver
from yachtgui.ai import Strategy
from yachtgui.ai.distribution import max_remaining, turn_outcomes
from yachtgui.ai.states import tables_for
from yachtgui.ai.winchance import EXACT_OPEN, DistributionTable, ExactTable, Final, WinChance
from yachtgui.rules import VARIANTS


class _OneThread:
    """Stands in for ThreadPoolExecutor: runs each task at once, in this thread."""

    def __init__(self, max_workers: int | None = None) -> None:
        del max_workers

    def __enter__(self) -> _OneThread:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def submit(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Future[Any]:
        done: Future[Any] = Future()
        done.set_result(fn(*args, **kwargs))
        return done


def _levels(name: str) -> None:
    distribution.ThreadPoolExecutor = _OneThread  # type: ignore[attr-defined,assignment]
    solver.ThreadPoolExecutor = _OneThread  # type: ignore[attr-defined,assignment]
    variant = VARIANTS[name]
    tables = tables_for(variant)
    start = time.process_time()
    strategy = Strategy.build(variant)
    value = time.process_time() - start
    print(f"{name}: value table {value:.2f} s CPU (one thread)")
    print(f"{'open':>4} {'states':>8} {'width':>6} {'compute':>8} {'keep':>7}  (CPU s; x value table)")
    computed_levels = distribution._computed_levels
    spent = {"compute": 0.0, "keep": 0.0}

    def timed(*args: Any, **kwargs: Any) -> Iterator[Any]:
        clock = time.process_time()
        for item in computed_levels(*args, **kwargs):
            masks, dist = item[0], item[2]
            compute = time.process_time() - clock
            clock = time.process_time()
            yield item  # the collector keeps the level (quantiles or exact pieces) before the next
            keep = time.process_time() - clock
            open_count = tables.box_count - bin(int(masks[0]) & tables.full_mask).count("1")
            spent["compute"] += compute
            spent["keep"] += keep
            print(f"{open_count:4d} {len(masks):8d} {dist.shape[1]:6d} {compute:8.3f} {keep:7.3f}"
                  f"  ({compute / value:.2f} + {keep / value:.2f})")
            clock = time.process_time()

    policies = {name: getattr(distribution, name) for name in ("_fast_policy", "_batch_policy")}

    def policy_timed(policy: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            clock = time.process_time()
            try:
                return policy(*args, **kwargs)
            finally:
                spent["policy"] += time.process_time() - clock
        return run

    spent["policy"] = 0.0
    distribution._computed_levels = timed
    for name, policy in policies.items():
        setattr(distribution, name, policy_timed(policy))
    start = time.process_time()
    DistributionTable.build(strategy)
    whole = time.process_time() - start
    distribution._computed_levels = computed_levels
    for name, policy in policies.items():
        setattr(distribution, name, policy)
    rest = whole - spent["compute"] - spent["keep"]
    print(f"win table {whole:.2f} s CPU: ratio {whole / value:.2f} (levels {spent['compute']:.2f}, "
          f"kept {spent['keep']:.2f}, assembled {rest:.2f})")
    # Handing the win table the decisions the value table's own pass takes (one pass for both
    # tables) would save at most the time spent finding them again; the value pass would still
    # have to keep which box and which keep were best, so this is a lower bound.
    print(f"of which finding the strategy's decisions again: {spent['policy']:.2f} s; the win table "
          f"with them handed over by the value table's pass, at best: "
          f"ratio {(whole - spent['policy']) / value:.2f} (goal 2)")
    start = time.process_time()
    DistributionTable.build(strategy, stride=10_000)
    fewest = time.process_time() - start
    print(f"only runs' ends and totals near the bonus computed: {fewest:.2f} s CPU, "
          f"ratio {fewest / value:.2f} (goal 2)")


def _moments(pmf: np.ndarray) -> tuple[float, float, float, float]:
    """(mass, mean, variance, third central moment) of the masses ``pmf`` over points 0, 1, ..."""
    x = np.arange(len(pmf), dtype=np.float64)
    mass = float(pmf.sum())
    mean = float(pmf @ x) / mass
    return mass, mean, float(pmf @ (x - mean) ** 2) / mass, float(pmf @ (x - mean) ** 3) / mass


def _merged(parts: list[tuple[float, float, float, float]]) -> tuple[float, float, float, float]:
    """The :func:`_moments` of the sum of the masses ``parts`` (each given by its own moments)."""
    mass = sum(p for p, _, _, _ in parts)
    mean = sum(p * m for p, m, _, _ in parts) / mass
    variance = sum(p * (v + (m - mean) ** 2) for p, m, v, _ in parts) / mass
    third = sum(p * (t + 3 * v * (m - mean) + (m - mean) ** 3) for p, m, v, t in parts) / mass
    return mass, mean, variance, third


def _curve(length: int, mean: float, variance: float, third: float, kind: str) -> np.ndarray:
    """Chances over points 0 .. length - 1 of a normal curve (mean, variance) or a shifted gamma
    (and the third moment's skewness)."""
    x = np.arange(length, dtype=np.float64)
    sd = max(float(np.sqrt(max(variance, 0.0))), 1e-9)
    skew = third / sd**3
    if sd < 1e-6:  # one score for certain
        log = np.where(x == round(mean), 0.0, -np.inf)
    elif kind == "normal" or abs(skew) < 1e-3:
        log = -0.5 * ((x - mean) / sd) ** 2
    else:  # shape 4 / skew^2, scale sd |skew| / 2, mirrored for a negative skew
        shape, scale = 4 / skew**2, sd * abs(skew) / 2
        y = (x - mean) * np.sign(skew) + shape * scale
        log = np.where(y > 0, (shape - 1) * np.log(np.maximum(y, 1e-300)) - y / scale, -np.inf)
    curve: np.ndarray = np.exp(log - log.max())
    return curve / float(curve.sum())


def _on_grid(pmf: np.ndarray, grid: int) -> np.ndarray:
    """``pmf`` kept on a grid of ``grid`` points as the build keeps its rows (each point's mass split
    linearly between the grid points either side), read back with each grid point's mass spread
    evenly over the ``grid`` points around it."""
    points = np.arange(len(pmf))
    whole, rest = np.divmod(points, grid)
    coarse = np.zeros(len(pmf) // grid + 2)
    np.add.at(coarse, whole, pmf * (1 - rest / grid))
    np.add.at(coarse, whole + 1, pmf * (rest / grid))
    out = np.zeros(len(coarse) * grid + grid)
    spread = np.arange(grid) - grid // 2
    for k in np.flatnonzero(coarse).tolist():
        where = k * grid + spread
        np.add.at(out, np.maximum(where, 0), coarse[k] / grid)
    return out


class _Fits:
    """Exact distributions with few open boxes, fitted curves before (as a DistributionTable answers):
    one curve from each summary state's exact moments, or with ``events`` (``[position, event, 4]``:
    :func:`_event_moments`) one gamma per event, mixed by the events' chances."""

    def __init__(self, exact: ExactTable, kind: str, events: np.ndarray | None = None) -> None:
        self.exact, self.kind, self.events = exact, kind, events
        self.found: dict[tuple[int, int], Final] = {}

    def remaining(self, mask: int, total: int) -> Final:
        tables = self.exact.tables
        rest = self.exact.remaining(mask, total)
        if tables.box_count - bin(mask & tables.full_mask).count("1") <= EXACT_OPEN:
            return rest
        if (mask, total) not in self.found:
            length = len(rest.pmf)
            if self.kind.startswith("grid "):
                made = _on_grid(np.asarray(rest.pmf, dtype=np.float64), int(self.kind.split()[1]))
                self.found[mask, total] = Final(0, made)
                return self.found[mask, total]
            if self.events is None:
                parts = [_moments(np.asarray(rest.pmf, dtype=np.float64))]
            else:
                position = int(tables.positions(np.array([mask]), np.array([total]))[0])
                parts = [(p, m, v, t) for p, m, v, t in self.events[position].tolist() if p > 0]
            pmf = sum(p * _curve(length, m, v, t, self.kind) for p, m, v, t in parts)
            self.found[mask, total] = Final(0, np.asarray(pmf) / float(np.sum(pmf)))
        return self.found[mask, total]


def _event_moments(strategy: Strategy) -> np.ndarray:
    """``[position, event, (mass, mean, variance, third)]``: every worldwide state's exact remaining
    points split by two events still to come, event 2 * bonus + yacht: the upper bonus earned, the
    Yacht box scored 50. One state at a time in Python (``turn_outcomes``): ~7 minutes."""
    tables = tables_for(strategy.variant)
    yacht = strategy.variant.categories.index("yacht")
    length = max_remaining(tables) + 1
    found = np.zeros((tables.stored_count, 4, 4))
    full = tables.full_mask
    table = strategy.table

    def lookup(masks: np.ndarray, totals: np.ndarray) -> np.ndarray:
        found: np.ndarray = table[masks, totals]
        return found

    after: dict[int, np.ndarray] = {}
    for filled in range(tables.box_count - 1, -1, -1):
        level: dict[int, np.ndarray] = {}
        masks, totals = tables.level_states(filled)
        for mask, total in zip(masks.tolist(), totals.tolist(), strict=True):
            joint = np.zeros((4, length))
            ends = turn_outcomes(tables, lookup, mask, total)
            for p, box, gain, next_mask, next_total in zip(
                    ends.probability.tolist(), ends.box.tolist(), ends.gain.tolist(), ends.next_mask.tolist(),
                    ends.next_total.tolist(), strict=True):
                bonus = bool(tables.bonus[next_total] > tables.bonus[total])
                event = 2 * int(bonus) + int(box == yacht and gain >= 50)
                if next_mask & full == full:
                    joint[event, gain] += p
                    continue
                rows = after[int(tables.positions(np.array([next_mask]), np.array([next_total]))[0])]
                for before in range(4):
                    joint[before | event, gain:] += p * rows[before, : length - gain]
            position = int(tables.positions(np.array([mask]), np.array([total]))[0])
            level[position] = joint
            for event in range(4):
                if joint[event].sum() > 0:
                    found[position, event] = _moments(joint[event])
        after = level
    return found


def _fits(moments: int, reference: Path, events: Path | None) -> None:
    strategy = Strategy.load_or_build(VARIANTS["worldwide"])
    exact, _ = load_or_build_exact(strategy, reference)
    truth = WinChance(strategy, exact)
    models = {"app's table (quantiles)": WinChance(strategy, DistributionTable.build(strategy)),
              "normal from exact moments": WinChance(strategy, _Fits(exact, "normal")),  # type: ignore[arg-type]
              "gamma from exact moments": WinChance(strategy, _Fits(exact, "gamma"))}  # type: ignore[arg-type]
    for grid in (3, 6, 9):
        models[f"exact rows on a grid of {grid}"] = WinChance(strategy, _Fits(exact, f"grid {grid}"))  # type: ignore[arg-type]
    if events is not None:
        if not events.exists():
            print(f"computing the moments by event into {events} (~7 minutes) ...", flush=True)
            np.save(events, _event_moments(strategy))
        by_event = np.load(events)
        models["gamma per event (bonus, yacht)"] = WinChance(strategy, _Fits(exact, "gamma", by_event))  # type: ignore[arg-type]
    phases = {"early": (0, 3), "middle": (5, 7), "late": (8, 10)}
    print(f"worldwide, {moments} moments per phase and player count (2, 3, 4, 6, 10 players); "
          "percentage points from the exact chances, mean / worst:")
    for phase, (first, last) in phases.items():
        rng = random.Random(f"reference {phase}")
        errors: dict[str, list[np.ndarray]] = {name: [] for name in models}
        for players in (2, 3, 4, 6, 10):
            for moment in range(moments):
                scorings = players * rng.randrange(first, last) + rng.randrange(players)
                game = stopped(strategy.variant, strategy, players, scorings, moment % 4, rng.random())
                right = truth.for_game(game)
                for name, engine in models.items():
                    errors[name].append(np.abs(engine.for_game(game) - right))
        for name, found in errors.items():
            every = 100 * np.concatenate(found)
            print(f"  {phase:7} {name:32} {every.mean():6.3f} / {every.max():6.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--levels", metavar="VARIANT")
    parser.add_argument("--fits", action="store_true")
    parser.add_argument("--moments", type=int, default=30)
    parser.add_argument("--reference", type=Path, default=Path("/tmp/exact_worldwide.npy"))
    parser.add_argument("--events", type=Path, help="with --fits: also one gamma per event (file kept)")
    args = parser.parse_args()
    if args.levels:
        _levels(args.levels)
    if args.fits:
        _fits(args.moments, args.reference, args.events)
    if not (args.levels or args.fits):
        parser.print_help()


if __name__ == "__main__":
    main()
