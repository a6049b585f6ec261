"""The build backend: setuptools', plus the built-in variants' strategy tables in every wheel.

A regular build (``pip install .``, ``pip wheel .``, ``python -m build``) runs
``packaging/tables.py`` into the wheel's ``yachtgui/ai/tables`` folder (the ``build_py`` below),
where the app looks first (``yachtgui.ai.cache.BUNDLED_DIR``, as in the PyInstaller bundle) and
checks every file like the user cache's (content hash and all): a pip install never waits for a
built-in table. The tables are made at build time, never committed. Only a wheel build asks for
NumPy and platformdirs in its build environment (:func:`get_requires_for_build_wheel`).

An editable install (``pip install -e .``, the development and test set-up) skips the tables:
building all five takes a minute or more on two cores, on every reinstall; a source checkout
builds each table on first use into the user cache instead (15-35 s for the largest), as it
always has. ``YACHTGUI_WHEEL_TABLES=0`` skips them in a regular build too (that wheel then works
the same way). Wired in ``pyproject.toml`` (``build-backend``, ``backend-path``, ``cmdclass``).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403  (every other hook is setuptools' own)
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parents[2]

#: What ``packaging/tables.py`` needs to build the tables (as in the project's dependencies).
TABLE_REQUIRES = ["numpy>=2.0", "platformdirs>=4.2"]


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    """setuptools' requirements for a wheel, and what building the tables needs."""
    return [*_setuptools.get_requires_for_build_wheel(config_settings), *TABLE_REQUIRES]


class BuildPyWithTables(build_py):
    """``build_py``, then the built-in variants' tables into the build tree (not when editable)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode or os.environ.get("YACHTGUI_WHEEL_TABLES", "1") == "0":
            return
        out = Path(self.build_lib) / "yachtgui" / "ai" / "tables"
        path = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
        # In its own process: the builds' memory is given back, and the source tree's yachtgui is used.
        subprocess.run([sys.executable, str(ROOT / "packaging" / "tables.py"), str(out)],
                       cwd=ROOT, env={**os.environ, "PYTHONPATH": path}, check=True)
