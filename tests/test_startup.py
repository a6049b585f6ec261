"""Start-up: PySide6 is told which modules use it instead of reading their sources."""

from __future__ import annotations

import json
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import yachtgui
from tests.test_architecture import PACKAGE, imports_of
from yachtgui.__main__ import _own_module_names

# Loads what main() loads before Qt, optionally fills in PySide6's table, then imports the
# window's modules (as the app does); prints which of the modules loaded before Qt, and of
# ours, PySide6 read from then on.
_READS = """
import inspect, json, sys
import yachtgui.__main__ as entry
import yachtgui.persistence
before_qt = set(sys.modules)
read = []
getsource = inspect.getsource
def recording_getsource(module):
    read.append(getattr(module, "__name__", "?"))
    return getsource(module)
inspect.getsource = recording_getsource
if sys.argv[1] == "fill":
    entry._spare_pyside_source_reads()
else:
    import PySide6
read.clear()  # what PySide6 reads as it loads, it reads in every app
from yachtgui.launch import run
from yachtgui.widgets.window.mainwindow import MainWindow
print(json.dumps(sorted(name for name in read if name in before_qt or name.startswith("yachtgui"))))
"""


def _modules_read(mode: str) -> list[str]:
    result = subprocess.run([sys.executable, "-c", _READS, mode], capture_output=True, text=True, check=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    return json.loads(result.stdout)


def test_pyside_reads_no_module_loaded_before_qt_nor_any_of_ours() -> None:
    assert _modules_read("fill") == []


def test_without_the_table_pyside_reads_them() -> None:
    """The premise: this PySide6 reads each module's source (if a release stops, drop the helper)."""
    read = _modules_read("plain")
    assert "yachtgui.widgets.window.mainwindow" in read
    assert "yachtgui.rules" in read  # loaded before Qt, named again by an import after it
    assert "typing" in read


def test_every_module_of_the_package_is_named() -> None:
    walked = {name for _, name, _ in pkgutil.walk_packages(yachtgui.__path__, "yachtgui.")}
    assert set(_own_module_names()) == walked | {"yachtgui"}


def test_no_module_switches_a_pyside_feature_on() -> None:
    """Ours are entered as using PySide6 with no feature switched on: true while none imports one."""
    sources = sorted(PACKAGE.rglob("*.py"))
    assert len(sources) > 40
    assert [path.name for path in sources if "__feature__" in imports_of(path)] == []


def test_the_first_frame_loads_no_toml_reader_nor_dataclasses() -> None:
    """Cold start (issue 21): the modules of the first frame leave tomllib (read only with house rules
    saved) and dataclasses unloaded: ~17 M instructions of ~1,030 M (``benchmarks/cold_start.py``)."""
    code = ("import sys, yachtgui.__main__, yachtgui.persistence, yachtgui.launch, "
            "yachtgui.widgets.window.mainwindow, yachtgui.persistence.variants; "
            "print(sorted({'tomllib', 'dataclasses'} & set(sys.modules)))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert result.stdout.strip() == "[]"


# Starts the app as a person does (``--variant``, ``--players``) and, at the main window's first
# paint, prints which of the modules and Qt types below the first frame has loaded or set up.
# PySide makes a Qt class's Python type (and each of its enums, ~1 M instructions apiece) when
# its name is first imported from its module, so a name absent from the module is one not made.
_AT_FIRST_PAINT = """
import json, os, sys
from yachtgui.__main__ import main
from yachtgui.widgets.window import mainwindow

WATCHED_MODULES = ("datetime", "yachtgui.persistence.variants", "numpy", "sqlite3", "yachtgui.ai",
                   "yachtgui.history", "yachtgui.export", "yachtgui.app.computer", "yachtgui.sounds",
                   "yachtgui.widgets.dialogs", "yachtgui.widgets.review", "yachtgui.widgets.icon",
                   "yachtgui.widgets.senses.sound", "yachtgui.widgets.senses.speech",
                   "yachtgui.widgets.table.advice", "yachtgui.widgets.table.celebration")
WATCHED_TYPES = {"PySide6.QtCore": ("QDir", "QLibraryInfo", "QTranslator"),
                 "PySide6.QtGui": ("QKeySequence", "QAction")}
paint = mainwindow.MainWindow.paintEvent

def first_paint(window, event):
    paint(window, event)
    made = sorted({watched for watched in WATCHED_MODULES for name in sys.modules
                   if name == watched or name.startswith(watched + ".")})
    for module, names in WATCHED_TYPES.items():
        made += [name for name in names if name in vars(sys.modules[module])]
    print(json.dumps(made), flush=True)
    os._exit(0)

mainwindow.MainWindow.paintEvent = first_paint
sys.exit(main(["--variant", "kismet", "--players", "Ann,Bob", "--seed", "1"]))
"""


def test_the_first_frame_leaves_what_it_does_not_show_unloaded(tmp_path: Path) -> None:
    """Cold start (issue 21): a built-in game's first frame loads no datetime (the start time is
    written without it) and no house-rule files, and sets up no QKeySequence or QAction (the
    shortcuts come after it), no QDir (with a runtime folder) and, in English, no QLibraryInfo or
    QTranslator: each of these was in the first frame before (``benchmarks/cold_start.py``). Nor
    does it load what earlier rounds put off: the computer players, history, export, dialogs,
    review, sound, speech, the hint panel, celebrations and the icon."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTGUI_RUNTIME_DIR=str(tmp_path / "runtime"),
               LANGUAGE="en", LC_ALL="C.UTF-8")
    result = subprocess.run([sys.executable, "-c", _AT_FIRST_PAINT], capture_output=True, text=True,
                            timeout=120, env=env)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1]) == []
