"""Start-up of the PyInstaller bundle, against a ``pip install`` of the same version, the source
tree and a bare PySide6 window, side by side in one run.

Usage (after ``python packaging/build.py``)::

    .venv/bin/python benchmarks/bundle_startup.py [--runs 7] [--bundle dist/yachtgui/yachtgui]

The ``pip install`` is what a Python user gets: a fresh virtual environment in
``build/bench-pip-venv`` (made once; the app reinstalled each run) with ``pip install --compile``
of this checkout,
non-editable and bytecode-compiled, started through pip's ``yachtgui`` launcher. Needs an X
server (an Xvfb is started when DISPLAY is unset) and ``xdotool``. For each command, the time
from starting the process until it has a visible top-level window is measured ``runs`` times,
interleaved so that drift hits every command alike; prints median and best, the ratios against
the bare PySide6 window, and the bundle's against the pip install (goal: at most 1.25). Also
times ``--version``. Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME_ARGS = ["--variant", "yacht", "--players", "Ann,Bob", "--seed", "3", "--no-animation"]
BARE_WINDOW = (
    "import sys\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication(sys.argv)\n"
    "window = QMainWindow()\n"
    "window.resize(1240, 780)\n"
    "window.show()\n"
    "app.exec()\n"
)
POLL_SECONDS = 0.01


def time_to_window(command: list[str], env: dict[str, str], timeout: float = 60.0) -> float:
    """Seconds from starting ``command`` until xdotool sees a visible window of its process."""
    errors = tempfile.TemporaryFile()  # noqa: SIM115  (closed in the finally below)
    started = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=errors)
    try:
        while time.perf_counter() - started < timeout:
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                env=env, capture_output=True, check=False,
            )
            if found.returncode == 0 and found.stdout.strip():
                return time.perf_counter() - started
            if process.poll() is not None:
                errors.seek(0)
                tail = errors.read()[-2000:].decode(errors="replace")
                raise RuntimeError(f"{command[0]} exited ({process.returncode}) before a window:\n{tail}")
            time.sleep(POLL_SECONDS)
        raise RuntimeError(f"{command[0]} showed no window within {timeout:.0f} s")
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        errors.close()


def pip_install(venv: Path) -> Path:
    """The ``yachtgui`` launcher of a non-editable, bytecode-compiled pip install of this checkout."""
    launcher = venv / "bin" / "yachtgui"
    pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", "--compile"]
    if not launcher.exists():
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(venv)], check=True)
        subprocess.run([*pip, str(ROOT)], check=True)
    else:  # the app itself again, as the checkout is now (its dependencies stay)
        subprocess.run([*pip, "--no-deps", "--force-reinstall", str(ROOT)], check=True)
    return launcher


def time_command(command: list[str], env: dict[str, str]) -> float:
    """Seconds one run of ``command`` takes (it must exit 0)."""
    started = time.perf_counter()
    subprocess.run(command, env=env, capture_output=True, check=True)
    return time.perf_counter() - started


def start_xvfb() -> subprocess.Popen[bytes] | None:
    """An Xvfb on a free display (exported as DISPLAY) when there is no X server; else None."""
    if os.environ.get("DISPLAY"):
        return None
    number = next(n for n in range(150, 200)
                  if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists())
    # -noreset: Xvfb otherwise restarts, and drops connections, each time its last client leaves.
    xvfb = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.environ["DISPLAY"] = f":{number}"
    deadline = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.monotonic() > deadline or xvfb.poll() is not None:
            raise RuntimeError("Xvfb did not start")
        time.sleep(0.05)
    return xvfb


def main(argv: list[str] | None = None) -> int:
    """Measure and print; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "yachtgui" / "yachtgui")
    parser.add_argument("--pip-venv", type=Path, default=ROOT / "build" / "bench-pip-venv",
                        help="where the pip install is made (once) and started from")
    args = parser.parse_args(argv)
    if not args.bundle.exists():
        print(f"no bundle at {args.bundle}: run python packaging/build.py first", file=sys.stderr)
        return 1
    if shutil.which("xdotool") is None:
        print("xdotool is needed (apt-get install xdotool)", file=sys.stderr)
        return 1

    pip_launcher = pip_install(args.pip_venv)
    xvfb = start_xvfb()
    try:
        with tempfile.TemporaryDirectory() as scratch:
            env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
            for name in ("DATA", "CONFIG", "CACHE"):
                env[f"YACHTGUI_{name}_DIR"] = str(Path(scratch) / name.lower())
            commands = {
                "bare PySide6 window": [sys.executable, "-c", BARE_WINDOW],
                "yachtgui from source": [sys.executable, "-m", "yachtgui", *GAME_ARGS],
                "yachtgui pip install": [str(pip_launcher), *GAME_ARGS],
                "yachtgui bundle": [str(args.bundle), *GAME_ARGS],
            }
            times: dict[str, list[float]] = {label: [] for label in commands}
            for command in commands.values():  # one warm-up each: disk cache, font cache
                time_to_window(command, env)
            for _ in range(args.runs):
                for label, command in commands.items():
                    times[label].append(time_to_window(command, env))
            versions = {
                "source --version": time_command([sys.executable, "-m", "yachtgui", "--version"], env),
                "pip install --version": time_command([str(pip_launcher), "--version"], env),
                "bundle --version": time_command([str(args.bundle), "--version"], env),
            }
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait()

    reference = statistics.median(times["bare PySide6 window"])
    print(f"start to first visible window, {args.runs} runs after one warm-up each")
    for label, values in times.items():
        median = statistics.median(values)
        print(f"  {label:22s} median {median * 1000:6.0f} ms  best {min(values) * 1000:6.0f} ms  "
              f"x{median / reference:.2f} of the bare window")
    ratio = statistics.median(times["yachtgui bundle"]) / statistics.median(times["yachtgui pip install"])
    best_ratio = min(times["yachtgui bundle"]) / min(times["yachtgui pip install"])
    print(f"  bundle / pip install: x{ratio:.2f} median, x{best_ratio:.2f} best (goal: at most 1.25)")
    for label, seconds in versions.items():
        print(f"  {label:22s} {seconds * 1000:6.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
