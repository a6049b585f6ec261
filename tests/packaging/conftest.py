"""Fixtures for the packaging tests: the modules in ``packaging/`` loaded by path.

``packaging/`` is deliberately not a Python package (it would shadow the PyPI ``packaging``
library), so its modules are loaded from their files here, once per session.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "resources"


def load_packaging_module(name: str) -> ModuleType:
    """packaging/<name>.py imported under a private module name."""
    module_name = f"yachtgui_packaging_{name}"
    if module_name in sys.modules:
        return sys.modules[module_name]
    spec = importlib.util.spec_from_file_location(module_name, PACKAGING / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def appmeta() -> ModuleType:
    return load_packaging_module("appmeta")


@pytest.fixture(scope="session")
def bundle() -> ModuleType:
    return load_packaging_module("bundle")


@pytest.fixture(scope="session")
def make_icons() -> ModuleType:
    return load_packaging_module("make_icons")
