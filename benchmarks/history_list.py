"""How soon ``yachtgui-history list`` prints with 100,000 games in the history.

Builds (once; kept in ``$YACHTGUI_BENCH_LIST`` or ``/tmp/yachtgui-bench-list.sqlite3``) a
history of 100,000 finished games of 1 to 4 seats (rows written straight into the tables:
``list`` reads games and seats only, so no game is replayed to build it, about 5 s). Then
measures, in one process, the median of several runs of:

- ``list`` as it is now (:func:`yachtgui.history.cli.main`, printing into a counting sink):
  time to the first line and to the last;
- the reference, measured in the same run: the listing as it was made before it streamed
  (:meth:`HistoryStore.games` reads every game, then every line is formatted and printed),
  whose first line comes only when the whole list is ready.

Goal (issue 19): the first line within 1 s (it took 8 s before). Prints seconds and the
ratios to the reference; exit status 0 when the goal is met.

Run::

    nice -n 10 .venv/bin/python benchmarks/history_list.py [--games 100000] [--runs 3]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import random
import sqlite3
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from yachtgui.history import HistoryStore
from yachtgui.history.cli import _summary_line, main

FAMILY = ["Ann", "Bob", "Grandpa", "Grandma", "Mia", "Leo", "Zoe", "Sam"]
VARIANTS = ["kismet", "yacht", "yatzy", "worldwide"]


def build(path: Path, games: int) -> None:
    """Fill ``path`` with ``games`` finished games, written straight into the tables."""
    path.unlink(missing_ok=True)
    HistoryStore(path).close()
    chooser = random.Random(19)
    start = time.perf_counter()
    with sqlite3.connect(path) as raw:
        raw.executemany("INSERT INTO people (id, name, key) VALUES (?, ?, ?)",
                        [(n + 1, name, name.casefold()) for n, name in enumerate(FAMILY)])
        game_rows, seat_rows = [], []
        for number in range(1, games + 1):
            variant = chooser.choice(VARIANTS)
            minutes = number * 10
            finished = f"20{25 + minutes // 525600:02d}-{1 + minutes // 43800 % 12:02d}-" \
                       f"{1 + minutes // 1440 % 28:02d}T{minutes // 60 % 24:02d}:{minutes % 60:02d}:00+00:00"
            game_rows.append((number, variant, finished, f"fp{number}"))
            people = chooser.sample(range(len(FAMILY)), chooser.choice([1, 2, 2, 3, 3, 4]))
            totals = [chooser.randint(120, 300) for _ in people]
            for seat, (person, total) in enumerate(zip(people, totals, strict=True)):
                seat_rows.append((number, seat, person + 1, FAMILY[person], 0, 0, total,
                                  int(total == max(totals)), 0, variant))
        raw.executemany("INSERT INTO games (id, variant, finished, fingerprint) VALUES (?, ?, ?, ?)",
                        game_rows)
        raw.executemany("INSERT INTO seats (game_id, seat, person_id, name, upper, bonus, total, winner,"
                        " yachts, variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", seat_rows)
    print(f"built {games:,} games in {time.perf_counter() - start:.1f} s: {path}")


class Sink(io.StringIO):
    """stdout for one run: notes when the first line arrives, keeps only a count."""

    def __init__(self, start: float) -> None:
        super().__init__()
        self.start = start
        self.first: float | None = None
        self.lines = 0

    def write(self, text: str) -> int:
        if text and self.first is None:
            self.first = time.perf_counter() - self.start
        self.lines += text.count("\n")
        return len(text)


def streaming(path: Path) -> tuple[float, float, int]:
    start = time.perf_counter()
    sink = Sink(start)
    with contextlib.redirect_stdout(sink):
        assert main(["list", "--db", str(path)]) == 0
    total = time.perf_counter() - start
    assert sink.first is not None
    return sink.first, total, sink.lines


def reference(path: Path) -> tuple[float, float, int]:
    """The listing as it was made before: every game read, every line made, then printed."""
    start = time.perf_counter()
    sink = Sink(start)
    with HistoryStore(path) as store:
        text = "\n".join(_summary_line(game) for game in store.games())
    with contextlib.redirect_stdout(sink):
        print(text)
    total = time.perf_counter() - start
    assert sink.first is not None
    return sink.first, total, sink.lines


def main_benchmark() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    path = Path(os.environ.get("YACHTGUI_BENCH_LIST") or "/tmp/yachtgui-bench-list.sqlite3")
    try:
        with HistoryStore(path) as store:
            ready = store.count() == args.games
    except Exception:
        ready = False
    if not ready:
        build(path, args.games)
    runs = {"reference": [reference(path) for _ in range(args.runs)],
            "list": [streaming(path) for _ in range(args.runs)]}
    first = {name: statistics.median(r[0] for r in results) for name, results in runs.items()}
    whole = {name: statistics.median(r[1] for r in results) for name, results in runs.items()}
    lines = {results[0][2] for results in runs.values()}
    print(f"{args.games:,} games, {args.runs} runs each, medians; lines printed: {sorted(lines)}")
    print(f"{'case':<40} {'first line s':>12} {'all s':>8} {'first ×ref':>11} {'all ×ref':>9}")
    for name, label in (("reference", "reference: read all, then print"), ("list", "yachtgui-history list")):
        print(f"{label:<40} {first[name]:>12.3f} {whole[name]:>8.2f} "
              f"{first[name] / first['reference']:>11.4f} {whole[name] / whole['reference']:>9.2f}")
    met = first["list"] <= 1.0
    print(f"goal: first line within 1 s: {'met' if met else 'NOT met'}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main_benchmark())
