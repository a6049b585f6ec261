"""Cold start to the first painted main window: yachtgui against a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/cold_start.py [--runs 40]
    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/cold_start.py --instructions

Each run is a fresh interpreter (``python -c``), timed by this process from spawn
until the child prints a line from inside the first paint event of its main
window (seen by a filter on that window only, installed by ``QMainWindow.show``
once the child itself has imported Qt), and until the end of that paint pass,
when the whole first frame (every child widget) has been drawn: the goal is
judged on the latter, what a person sees.
The two commands alternate (bare, app, bare, app, ...) so both see the same
machine load and disk cache. The app child runs the real entry point,
``yachtgui.__main__.main`` with ``--variant kismet --players Ann,Bob,Cyd``
(a game on the table, no dialog), with settings and saves in a temporary
folder and bytecode cached there after a warm-up run of each. Prints every run,
the medians, the ratio app / bare of the medians (goal: at most 1.5), and as a
check on this machine's noise the ratio of the best runs and the median of the
ratios of each alternating pair.

``--instructions`` instead counts with valgrind's callgrind the instructions each
child runs until its first frame is complete (once each: the count does not
depend on the machine's load), and prints their ratio.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

# The probe, the same in both children. It waits for whichever code first imports
# PySide6.QtWidgets (the child's own start-up order stays as it is: yachtgui loads its core
# and pauses the garbage collector before Qt, as when a person starts it), then makes
# QMainWindow.show() install an event filter on that window, which prints "painted" from
# its first Paint event and quits. The filter sees only the main window's own events (a
# few dozen). An application-wide filter would run a Python call for every event of every
# widget being built (~2100 in the app's start, ~40 in the bare window's): ~20 ms of probe.
_WATCH = """
import importlib.machinery
import os
import sys

_EXIT_AT_FRAME = bool(os.environ.get("COLD_START_EXIT_AT_FRAME"))


def _watch(widgets):
    from PySide6.QtCore import QEvent, QObject, QTimer

    def framed():
        print("frame", flush=True)
        if _EXIT_AT_FRAME:  # counting instructions: nothing after the frame
            os._exit(0)
        widgets.QApplication.instance().exit(0)

    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                print("paint", flush=True)
                obj.removeEventFilter(self)
                QTimer.singleShot(0, framed)  # once this paint pass has drawn every child
            return False

    watch = Watch()
    show = widgets.QMainWindow.show

    def watched_show(window):
        window.installEventFilter(watch)
        show(window)

    widgets.QMainWindow.show = watched_show
    widgets.QMainWindow._cold_start_watch = watch  # kept alive with the class


class _WhenLoaded:  # runs then(module) once the module called name has loaded, whoever imports it
    def __init__(self, name, then):
        self.name, self.then = name, then

    def find_spec(self, name, path=None, target=None):
        if name != self.name:
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        load = spec.loader.exec_module

        def load_then(module):
            load(module)
            self.then(module)

        spec.loader.exec_module = load_then
        return spec


sys.meta_path.insert(0, _WhenLoaded("PySide6.QtWidgets", _watch))
"""

BARE = _WATCH + """
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Hello"))
window.resize(1240, 780)
window.show()
sys.exit(app.exec())
"""

# For counting instructions only. Under valgrind the child runs ~50 times slower than in
# real time, so the autosave's 200 ms timer (started when the game is set up, ~30 ms of real
# time before the frame) would fire, and save, before the first frame: it is pushed back,
# as it is in real time. Patched when the module loads, so the import order stays the app's.
_REAL_TIME_AUTOSAVE = """
def _autosave_later(controller):
    controller.AUTOSAVE_DELAY_MS = 60_000


sys.meta_path.insert(0, _WhenLoaded("yachtgui.app.controller", _autosave_later))
"""

_APP_MAIN = """
from yachtgui.__main__ import main
sys.exit(main(["--variant", "kismet", "--players", "Ann,Bob,Cyd", "--seed", "1"]))
"""
APP = _WATCH + _APP_MAIN


def time_child(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning ``python -c code`` to its main window's first Paint event, and to
    the end of that first paint pass (the whole first frame drawn, every child included)."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    assert child.stdout is not None
    first = child.stdout.readline()
    paint = time.perf_counter() - start
    second = child.stdout.readline()
    frame = time.perf_counter() - start
    child.wait(timeout=60)
    if (first.strip(), second.strip()) != ("paint", "frame"):
        raise RuntimeError(f"the child did not paint: {child.stderr.read() if child.stderr else ''}")
    return paint, frame


def count_instructions(code: str, env: dict[str, str], folder: str) -> int:
    """Instructions (valgrind's callgrind) that ``python -c code`` runs until its first frame is complete."""
    out = os.path.join(folder, "callgrind.out")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", code],
        capture_output=True, text=True, timeout=600,
        env=dict(env, COLD_START_EXIT_AT_FRAME="1", PYTHONHASHSEED="0"),  # same dict layouts every run
    )
    found = re.search(r"Collected : (\d+)", result.stderr)
    if result.stdout.split() != ["paint", "frame"] or found is None:
        raise RuntimeError(f"the child did not paint under valgrind: {result.stderr[-2000:]}")
    return int(found.group(1))


def main() -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    # 40: on a shared machine a run of 15 moved the ratio of medians by +-0.1 from one run to the next
    parser.add_argument("--runs", type=int, default=40, help="runs of each command (default 40)")
    parser.add_argument("--instructions", action="store_true",
                        help="count instructions to the complete first frame with valgrind instead of timing")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, YACHTGUI_CONFIG_DIR=os.path.join(folder, "config"),
                   YACHTGUI_DATA_DIR=os.path.join(folder, "data"),
                   # An installed app starts from compiled bytecode (pip writes .pyc files);
                   # cache it in the temporary folder, not the source tree.
                   PYTHONPYCACHEPREFIX=os.path.join(folder, "pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        if args.instructions:
            if shutil.which("valgrind") is None:
                print("--instructions needs valgrind", file=sys.stderr)
                return 2
            time_child(BARE, env)  # compile and cache the bytecode of both first
            time_child(APP, env)
            bare_count = count_instructions(BARE, env, folder)
            app_count = count_instructions(_WATCH + _REAL_TIME_AUTOSAVE + _APP_MAIN, env, folder)
            print(f"instructions to the complete first frame: bare {bare_count / 1e6:.0f} M, "
                  f"yachtgui {app_count / 1e6:.0f} M (extra {(app_count - bare_count) / 1e6:.0f} M); "
                  f"ratio {app_count / bare_count:.3f}")
            return 0
        time_child(BARE, env)  # warm the disk cache for both
        time_child(APP, env)
        bare: list[tuple[float, float]] = []
        app: list[tuple[float, float]] = []
        for run in range(args.runs):
            bare.append(time_child(BARE, env))
            app.append(time_child(APP, env))
            print(f"run {run + 1:2d}: bare {bare[-1][0] * 1000:4.0f} / {bare[-1][1] * 1000:4.0f} ms   "
                  f"yachtgui {app[-1][0] * 1000:4.0f} / {app[-1][1] * 1000:4.0f} ms   (first paint / frame)")
    print(f"platform: {env['QT_QPA_PLATFORM']}, {args.runs} runs each, alternating")
    for index, what in ((0, "first Paint event of the main window"), (1, "first frame complete")):
        bare_times = [run[index] for run in bare]
        app_times = [run[index] for run in app]
        bare_median, app_median = statistics.median(bare_times), statistics.median(app_times)
        paired = statistics.median(a / b for a, b in zip(app_times, bare_times, strict=True))
        print(f"{what}: median bare {bare_median * 1000:.0f} ms, yachtgui {app_median * 1000:.0f} ms; "
              f"ratio of medians {app_median / bare_median:.2f}, of bests "
              f"{min(app_times) / min(bare_times):.2f}, median of pairs {paired:.2f}")
    frame_ratio = statistics.median(run[1] for run in app) / statistics.median(run[1] for run in bare)
    print(f"ratio yachtgui / bare, first frame complete: {frame_ratio:.2f} (goal <= 1.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
