"""A wheel ships the built-in variants' strategy tables (the build backend's hook); editable installs not.

From a pip install the first computer turn or hint used to wait 15-35 s while a table was built.
The hook runs ``packaging/tables.py`` into the wheel's ``yachtgui/ai/tables``, where the app
looks first (as in the PyInstaller bundle) and checks each file like the user cache's.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tomllib
import types
import zipfile
from pathlib import Path
from typing import Any

import pytest

from yachtgui.ai import Strategy
from yachtgui.ai.cache import bundled_path, cache_path
from yachtgui.ai.states import tables_for
from yachtgui.rules import VARIANTS

ROOT = Path(__file__).resolve().parents[2]


def _hook() -> Any:
    """The ``build_py`` command class that pyproject.toml hands to setuptools."""
    spec = importlib.util.spec_from_file_location(
        "yachtgui_backend_under_test", ROOT / "packaging" / "wheel" / "yachtgui_backend.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with (ROOT / "pyproject.toml").open("rb") as handle:
        config = tomllib.load(handle)
    assert config["build-system"]["build-backend"] == "yachtgui_backend"
    assert config["build-system"]["backend-path"] == ["packaging/wheel"]
    assert config["tool"]["setuptools"]["cmdclass"]["build_py"] == "yachtgui_backend.BuildPyWithTables"
    from setuptools import build_meta

    # A wheel build gets NumPy for the tables; an editable one is setuptools' own (no NumPy to install).
    module._setuptools = types.SimpleNamespace(get_requires_for_build_wheel=lambda _settings: ["wheel-ish"])
    assert module.get_requires_for_build_wheel() == ["wheel-ish", *module.TABLE_REQUIRES]
    assert any(requirement.startswith("numpy") for requirement in module.TABLE_REQUIRES)
    assert module.get_requires_for_build_editable is build_meta.get_requires_for_build_editable
    return module.BuildPyWithTables


@pytest.mark.parametrize("editable", [False, True], ids=["wheel", "editable"])
def test_the_build_hook_builds_the_tables_into_the_wheel_tree_but_not_for_an_editable_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, editable: bool
) -> None:
    from setuptools.command.build_py import build_py
    from setuptools.dist import Distribution

    hook = _hook()
    assert issubclass(hook, build_py)
    monkeypatch.setattr(build_py, "run", lambda _self: None)  # the Python files are not the point here
    calls: list[tuple[list[str], dict[str, Any]]] = []
    monkeypatch.setattr(subprocess, "run", lambda args, **kwargs: calls.append((args, kwargs)))
    monkeypatch.delenv("YACHTGUI_WHEEL_TABLES", raising=False)
    monkeypatch.chdir(tmp_path)  # no pyproject.toml here: the test venv's setuptools need not read ours
    command = hook(Distribution())
    command.build_lib = str(tmp_path)
    command.editable_mode = editable
    command.run()
    if editable:
        assert calls == []  # built on first use into the user cache, as from a checkout
        return
    [(args, kwargs)] = calls
    out = tmp_path / "yachtgui" / "ai" / "tables"
    assert args == [sys.executable, str(ROOT / "packaging" / "tables.py"), str(out)]
    assert kwargs["check"] is True  # a table that cannot be built fails the build, never a wheel without it
    assert kwargs["env"]["PYTHONPATH"].split(os.pathsep)[0] == str(ROOT)  # the yachtgui being packaged


@pytest.mark.slow
def test_a_built_wheel_ships_every_built_in_table_that_loads_and_verifies(tmp_path: Path) -> None:
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "MANIFEST.in", "README.md", "LICENSE",
                 "packaging/wheel/yachtgui_backend.py"):
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, source / name)
    shutil.copy2(ROOT / "packaging" / "tables.py", source / "packaging" / "tables.py")
    shutil.copytree(ROOT / "yachtgui", source / "yachtgui",
                    ignore=shutil.ignore_patterns("__pycache__", "tables", "*.qm"))
    # Tables the session has built already (tests/conftest.py's shared cache) are put where the
    # in-tree build keeps its tree: packaging/tables.py checks and keeps them (a minute less).
    seeded = source / "build" / "lib" / "yachtgui" / "ai" / "tables"
    seeded.mkdir(parents=True)
    for variant in VARIANTS.values():
        built = cache_path(tables_for(variant))
        if built.is_file():
            shutil.copy2(built, seeded / built.name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "dist"),
                    str(source)], check=True)
    [wheel] = (tmp_path / "dist").glob("yachtgui-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        shipped = {name for name in archive.namelist() if name.startswith("yachtgui/ai/tables/")}
        expected = {
            f"yachtgui/ai/tables/{bundled_path(tables_for(variant)).name}" for variant in VARIANTS.values()
        }
        assert shipped == expected
        archive.extractall(tmp_path / "installed", members=sorted(shipped))
    for variant in VARIANTS.values():
        table = tmp_path / "installed" / "yachtgui/ai/tables" / bundled_path(tables_for(variant)).name
        strategy = Strategy.from_file(variant, table)  # content hash and spot check, as the app does
        assert strategy is not None, variant.id
