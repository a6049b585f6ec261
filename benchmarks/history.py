"""How fast the game history is with 10,000 finished games in it.

Builds (once; kept in ``$YACHTGUI_BENCH_HISTORY`` or ``/tmp/yachtgui-bench-history.sqlite3``)
a history of 10,000 whole games: Kismet, Yacht, Yatzy and 12-box Yacht, 1 to 4 players out
of a family of eight and two computer players, with random holds and boxes and a few undos,
finished over two years. Then measures, as the median of several runs in one process:

- recording one more finished game (:func:`yachtgui.history.record_game`: open, write the
  game, its seats, boxes and log in one transaction, close) — reference: writing the same
  game as a saved-game file (:func:`yachtgui.persistence.save_game`, atomic JSON);
- the statistics window opening and drawing (construct, show, paint once with ``grab()``);
- a replay window opening and drawing (read the game, rebuild and check it, show the first
  moment, paint once) — reference for both windows: a bare dialog with a 4×10 table shown
  and painted the same way.

Goals (issue 13): recording ≤ 20 ms, statistics window ≤ 250 ms, replay ≤ 100 ms.
Prints milliseconds and ratios; exit status 0 when every goal is met.

Run::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/history.py [--games 10000] [--runs 9]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication, QDialog, QTableWidget, QTableWidgetItem, QVBoxLayout

from tests.history.support import random_game
from yachtgui.history import HistoryStore, make_entry, record_game
from yachtgui.persistence import SavedGame, Seat, save_game

FAMILY = ["Ann", "Bob", "Grandpa", "Grandma", "Mia", "Leo", "Zoe", "Sam"]
COMPUTERS = [("Hal", "hard"), ("Eve", "medium")]
VARIANT_IDS = ["kismet", "yacht", "yatzy", "worldwide"]
FIRST_DAY = datetime(2025, 1, 1, 20, tzinfo=UTC)


def build(path: Path, games: int) -> None:
    """Fill ``path`` with ``games`` random finished games (about 5 ms a game)."""
    chooser = random.Random(13)
    start = time.perf_counter()
    with HistoryStore(path) as store:
        for number in range(games):
            count = chooser.choice([1, 2, 2, 3, 3, 4])
            people = chooser.sample(FAMILY, count)
            levels: list[str | None] = [None] * count
            if chooser.random() < 0.3:
                name, level = chooser.choice(COMPUTERS)
                people[-1] = name
                levels[-1] = level
            game = random_game(chooser.choice(VARIANT_IDS), people, seed=number, undo_rate=0.05)
            finished = (FIRST_DAY + timedelta(days=number * 730 / games)).isoformat(timespec="seconds")
            store.record(make_entry(game, levels, finished=finished), game)
            if number % 1000 == 999:
                print(f"  {number + 1} games, {time.perf_counter() - start:.0f} s", flush=True)


def median_ms(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        action()
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    path = Path(os.environ.get("YACHTGUI_BENCH_HISTORY") or Path(tempfile.gettempdir()) /
                "yachtgui-bench-history.sqlite3")
    with HistoryStore(path) as store:
        have = store.count()
    if have < args.games:
        print(f"building a history of {args.games} games in {path} …", flush=True)
        path.unlink(missing_ok=True)
        build(path, args.games)
    print(f"history: {path} ({path.stat().st_size / 1e6:.1f} MB)")
    os.environ["YACHTGUI_HISTORY"] = str(path)  # the windows read this history

    app = QApplication.instance() or QApplication([])
    from yachtgui.widgets.review.replay import ReplayWindow
    from yachtgui.widgets.review.stats import StatisticsWindow

    seeds = iter(random.Random().sample(range(10**7, 10**9), args.runs * 2))  # games not yet recorded
    fresh = [random_game("kismet", ["Ann", "Bob", "Hal"], seed=next(seeds)) for _ in range(args.runs * 2)]

    def record() -> None:
        game = fresh.pop()
        outcome = record_game(make_entry(game, [None, None, "hard"]), game, path=path)
        assert outcome.result is not None, outcome.messages
        assert not outcome.result.already  # a new game each time, really written

    scratch = Path(tempfile.mkdtemp()) / "game.yacht.json"
    sample = fresh[0]
    seats = (Seat("Ann"), Seat("Bob"), Seat("Hal", "hard"))

    def save() -> None:
        save_game(scratch, SavedGame(sample, seats))

    def bare_dialog() -> None:
        dialog = QDialog()
        table = QTableWidget(10, 4)
        for row in range(10):
            for column in range(4):
                table.setItem(row, column, QTableWidgetItem(f"{row}.{column}"))
        QVBoxLayout(dialog).addWidget(table)
        dialog.resize(920, 600)
        dialog.show()
        dialog.grab()
        dialog.close()
        dialog.deleteLater()
        app.processEvents()

    def statistics_window() -> None:
        window = StatisticsWindow()
        window.show()
        window.grab()
        window.close()
        window.deleteLater()
        app.processEvents()

    with HistoryStore(path) as store:
        ids = [g.id for g in store.games(limit=50)]

    def replay_window() -> None:
        with HistoryStore(path) as store:
            stored = store.game(ids.pop())
        window = ReplayWindow(stored, find_strategy=False)
        window.show()
        window.grab()
        window.close()
        window.deleteLater()
        app.processEvents()

    bare_dialog()  # warm-up: Qt's first window, fonts, styles
    statistics_window()
    replay_window()
    reference_file = median_ms(save, args.runs)
    recording = median_ms(record, args.runs)
    reference_window = median_ms(bare_dialog, args.runs)
    stats_ms = median_ms(statistics_window, max(3, args.runs // 2))
    replay_ms = median_ms(replay_window, args.runs)

    rows = [
        ("reference: save the game as a file", reference_file, reference_file, None),
        ("record a game in the history", recording, reference_file, 20.0),
        ("reference: bare dialog with a table, shown and painted", reference_window, reference_window, None),
        ("statistics window: open and draw", stats_ms, reference_window, 250.0),
        ("replay window: open and draw", replay_ms, reference_window, 100.0),
    ]
    met = True
    print(f"\n{'case':<58} {'median ms':>10} {'× ref':>7}  goal")
    for name, value, reference, goal in rows:
        verdict = "" if goal is None else ("met" if value <= goal else "NOT met")
        met &= goal is None or value <= goal
        target = "" if goal is None else f"≤ {goal:.0f} ms "
        print(f"{name:<58} {value:>10.1f} {value / reference:>7.2f}  {target}{verdict}")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
