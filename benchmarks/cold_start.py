"""Cold start to the first painted main window: yachtgui against a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/cold_start.py [--runs 7]

Each run is a fresh interpreter (``python -c``), timed by this process from spawn
until the child prints a line from inside the first paint event of its main
window (seen by a filter on that window only, installed by ``QMainWindow.show``).
The two commands alternate (bare, app, bare, app, ...) so both see the same
machine load and disk cache. The app child runs the real entry point,
``yachtgui.__main__.main`` with ``--variant kismet --players Ann,Bob,Cyd``
(a game on the table, no dialog), with settings and saves in a temporary
folder and bytecode cached there after a warm-up run of each. Prints every run,
the medians and the ratio app / bare (goal: at most 1.5).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

# The probe, the same in both children: QMainWindow.show() first installs an event filter on
# that window, which prints "painted" from its first Paint event and quits. The filter sees
# only the main window's own events (a few dozen). An application-wide filter would run a
# Python call for every event of every widget being built (~2100 in the app's start, ~40 in
# the bare window's), which charges the app ~20 ms of probe, not of start-up.
_WATCH = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("painted", flush=True)
            obj.removeEventFilter(self)
            QTimer.singleShot(0, lambda: QApplication.instance().exit(0))
        return False
watch = Watch()
_show = QMainWindow.show
def _watched_show(window):
    window.installEventFilter(watch)
    _show(window)
QMainWindow.show = _watched_show
"""

BARE = _WATCH + """
from PySide6.QtWidgets import QLabel
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("Hello"))
window.resize(1240, 780)
window.show()
sys.exit(app.exec())
"""

APP = _WATCH + """
from yachtgui.__main__ import main
sys.exit(main(["--variant", "kismet", "--players", "Ann,Bob,Cyd", "--seed", "1"]))
"""


def time_child(code: str, env: dict[str, str]) -> float:
    """Seconds from spawning ``python -c code`` to its "painted" line."""
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env)
    assert child.stdout is not None
    line = child.stdout.readline()
    elapsed = time.perf_counter() - start
    child.wait(timeout=60)
    if line.strip() != "painted":
        raise RuntimeError(f"the child did not paint: {child.stderr.read() if child.stderr else ''}")
    return elapsed


def main() -> int:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each command (default 7)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, YACHTGUI_CONFIG_DIR=os.path.join(folder, "config"),
                   YACHTGUI_DATA_DIR=os.path.join(folder, "data"),
                   # An installed app starts from compiled bytecode (pip writes .pyc files);
                   # cache it in the temporary folder, not the source tree.
                   PYTHONPYCACHEPREFIX=os.path.join(folder, "pycache"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        time_child(BARE, env)  # warm the disk cache for both
        time_child(APP, env)
        bare: list[float] = []
        app: list[float] = []
        for run in range(args.runs):
            bare.append(time_child(BARE, env))
            app.append(time_child(APP, env))
            print(f"run {run + 1}: bare {bare[-1] * 1000:6.0f} ms   yachtgui {app[-1] * 1000:6.0f} ms")
    bare_median, app_median = statistics.median(bare), statistics.median(app)
    print(f"platform: {env['QT_QPA_PLATFORM']}, {args.runs} runs each, alternating")
    print(f"median bare PySide6 window: {bare_median * 1000:.0f} ms")
    print(f"median yachtgui main window: {app_median * 1000:.0f} ms")
    print(f"ratio yachtgui / bare: {app_median / bare_median:.2f} (goal <= 1.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
