"""The statistics window with 100,000 finished games: first paint, and the rest as it loads.

Builds (once; kept in ``$YACHTGUI_BENCH_HISTORY_100K`` or
``/tmp/yachtgui-bench-history-100k.sqlite3``) a history of 100,000 whole games: 2,000 random
games recorded the app's way (as ``benchmarks/history.py`` makes them: Kismet, Yacht, Yatzy and
12-box Yacht, 1 to 4 players of a family of eight and two computers), then copied in SQL with new
ids, dates spread over twenty years, until there are 100,000 (a family playing 14 games a day).

Then, as the median of several runs in one process:

- **reference**: a bare dialog with a 4×10 table, shown and painted (``grab()``);
- **statistics, first paint**: from ``StatisticsWindow()`` to its first frame (shown, painted:
  ``grab()``), as the app opens it now (queries in a worker thread);
- **statistics, loaded**: from ``StatisticsWindow()`` until every figure of the first tab is
  in (its ``loaded`` signal);
- **before (all in the GUI thread)**: the same window with every query made before the first
  frame, as it was before issue 19 (``StatisticsWindow.BACKGROUND_FROM`` set out of reach).

Goal (issue 19): first paint ≤ 300 ms with 100,000 games. Prints milliseconds and ratios to
the reference of the same run; exit status 0 when the goal is met.

Run::

    QT_QPA_PLATFORM=offscreen nice .venv/bin/python benchmarks/statistics_scale.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QTableWidget, QTableWidgetItem, QVBoxLayout

from tests.history.support import random_game
from yachtgui.history import HistoryStore, make_entry

FAMILY = ["Ann", "Bob", "Grandpa", "Grandma", "Mia", "Leo", "Zoe", "Sam"]
COMPUTERS = [("Hal", "hard"), ("Eve", "medium")]
VARIANT_IDS = ["kismet", "yacht", "yatzy", "worldwide"]
FIRST_DAY = datetime(2006, 1, 1, 20, tzinfo=UTC)
BASE_GAMES = 2_000
GOAL_MS = 300.0


def build(path: Path, games: int) -> None:
    """``BASE_GAMES`` games recorded the app's way, then copied in SQL up to ``games``."""
    chooser = random.Random(19)
    start = time.perf_counter()
    days = 20 * 365
    with HistoryStore(path) as store:
        for number in range(BASE_GAMES):
            count = chooser.choice([1, 2, 2, 3, 3, 4])
            people = chooser.sample(FAMILY, count)
            levels: list[str | None] = [None] * count
            if chooser.random() < 0.3:
                name, level = chooser.choice(COMPUTERS)
                people[-1] = name
                levels[-1] = level
            game = random_game(chooser.choice(VARIANT_IDS), people, seed=number, undo_rate=0.05)
            finished = (FIRST_DAY + timedelta(days=number * days / games)).isoformat(timespec="seconds")
            store.record(make_entry(game, levels, finished=finished), game)
            if number % 500 == 499:
                print(f"  {number + 1} games recorded, {time.perf_counter() - start:.0f} s", flush=True)
    connection = sqlite3.connect(path)
    try:
        columns = {table: [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
                   for table in ("games", "seats", "boxes")}
        copies = -(-games // BASE_GAMES)
        for copy in range(1, copies):
            shift = copy * BASE_GAMES
            if shift >= games:
                break
            take = min(BASE_GAMES, games - shift)
            select = {name: name for name in columns["games"]}
            select["id"] = f"id + {shift}"
            later = f"'+{copy * days // copies} days'"
            select["finished"] = f"strftime('%Y-%m-%dT%H:%M:%S+00:00', finished, {later})"
            for unique in ("uid", "fingerprint"):
                if unique in select:
                    select[unique] = f"{unique} || '-{copy}'"
            connection.execute(f"INSERT INTO games ({', '.join(columns['games'])}) SELECT "
                               f"{', '.join(select[name] for name in columns['games'])} FROM games "
                               f"WHERE id <= {take}")
            for table in ("seats", "boxes"):
                names = columns[table]
                picked = [f"game_id + {shift}" if name == "game_id" else name for name in names]
                connection.execute(f"INSERT INTO {table} ({', '.join(names)}) SELECT {', '.join(picked)} "
                                   f"FROM {table} WHERE game_id <= {take}")
            connection.commit()
        print(f"  copied to {games} games, {time.perf_counter() - start:.0f} s", flush=True)
    finally:
        connection.close()


def median_ms(action: Callable[[], float], runs: int) -> float:
    return statistics.median(action() for _ in range(runs))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    path = Path(os.environ.get("YACHTGUI_BENCH_HISTORY_100K") or Path(tempfile.gettempdir()) /
                "yachtgui-bench-history-100k.sqlite3")
    have = 0
    if path.exists():
        with HistoryStore(path) as store:
            have = store.count()
    if have < args.games:
        print(f"building a history of {args.games} games in {path} …", flush=True)
        path.unlink(missing_ok=True)
        build(path, args.games)
    with HistoryStore(path) as store:
        print(f"history: {path} ({path.stat().st_size / 1e6:.0f} MB, {store.count()} games)")
    os.environ["YACHTGUI_HISTORY"] = str(path)  # the window reads this history

    app = QApplication.instance() or QApplication([])
    from yachtgui.widgets.review.stats import StatisticsWindow

    def bare_dialog() -> float:
        began = time.perf_counter()
        dialog = QDialog()
        table = QTableWidget(10, 4)
        for row in range(10):
            for column in range(4):
                table.setItem(row, column, QTableWidgetItem(f"{row}.{column}"))
        QVBoxLayout(dialog).addWidget(table)
        dialog.resize(1000, 600)
        dialog.show()
        dialog.grab()
        took = (time.perf_counter() - began) * 1000
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
        return took

    loaded_ms: list[float] = []

    def statistics_window() -> float:
        began = time.perf_counter()
        window = StatisticsWindow()
        window.show()
        window.grab()
        first = (time.perf_counter() - began) * 1000
        if window.loading:
            loop = QEventLoop()
            window.loaded.connect(loop.quit)
            QTimer.singleShot(120_000, loop.quit)
            loop.exec()
        loaded_ms.append((time.perf_counter() - began) * 1000)
        assert window.stats_model.rowCount() > 0, "the players' figures never came"
        window.close()
        window.deleteLater()
        app.processEvents()
        return first

    bare_dialog()  # warm-up: Qt's first window, fonts, styles
    statistics_window()
    loaded_ms.clear()
    reference = median_ms(bare_dialog, args.runs)
    first_paint = median_ms(statistics_window, args.runs)
    loaded = statistics.median(loaded_ms)
    background_from = StatisticsWindow.BACKGROUND_FROM
    StatisticsWindow.BACKGROUND_FROM = 10**12  # every query before the first frame, as before
    try:
        loaded_ms.clear()
        before = median_ms(statistics_window, max(3, args.runs // 2))
    finally:
        StatisticsWindow.BACKGROUND_FROM = background_from

    rows = [
        ("reference: bare dialog with a table, shown and painted", reference, None),
        ("statistics, first paint (queries in a worker thread)", first_paint, GOAL_MS),
        ("statistics, every figure of the first tab in", loaded, None),
        ("before: statistics with every query before the first frame", before, None),
    ]
    print(f"\n{'case':<62} {'median ms':>10} {'× ref':>7}  goal")
    for name, value, goal in rows:
        verdict = "" if goal is None else ("met" if value <= goal else "NOT met")
        target = "" if goal is None else f"≤ {goal:.0f} ms "
        print(f"{name:<62} {value:>10.1f} {value / reference:>7.2f}  {target}{verdict}")
    print(f"first paint now / before: {first_paint / before:.3f}")
    return 0 if first_paint <= GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
