"""The architecture the folders promise: dependencies point one way, the pure core has no Qt,
and the code stays typed and lint-clean."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "yachtgui"
PURE = ("rules", "game", "ai", "persistence", "history")

# What each layer may import from yachtgui (besides itself and the top-level package).
# ``text`` is the Qt-free translate() every layer marks its words with.
ALLOWED = {
    "rules": {"text"},
    "game": {"rules", "text"},
    "ai": {"rules", "game", "text"},
    "persistence": {"rules", "game", "text"},
    "history": {"rules", "game", "persistence", "text"},
    "export": {"rules", "game", "persistence", "text", "i18n", "app.settings"},
}


def imports_of(path: Path, root: Path = ROOT) -> set[str]:
    """Absolute names of every module ``path`` imports, relative imports resolved."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = list(path.relative_to(root).parts[:-1])  # the package the module lives in
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                names.add(node.module or "")
            else:
                base = package[: len(package) - (node.level - 1)]
                names.add(".".join([*base, *([node.module] if node.module else [])]))
    return names


def test_relative_imports_are_resolved(tmp_path: Path) -> None:
    module = tmp_path / "yachtgui" / "game" / "probe.py"
    module.parent.mkdir(parents=True)
    module.write_text("from ..rules import VARIANTS\nfrom . import records\n", encoding="utf-8")
    assert imports_of(module, tmp_path) == {"yachtgui.rules", "yachtgui.game"}


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_each_layer_imports_only_the_layers_below_it(layer: str) -> None:
    folder = PACKAGE / layer
    if not folder.exists():
        pytest.skip(f"yachtgui/{layer} does not exist yet")
    for path in folder.rglob("*.py"):
        for name in imports_of(path):
            parts = name.split(".")
            if parts[0] != "yachtgui" or len(parts) < 2 or parts[1] in (layer, "__version__"):
                continue
            allowed = ALLOWED[layer]
            assert parts[1] in allowed or ".".join(parts[1:3]) in allowed, f"{path.relative_to(ROOT)} imports {name}"


@pytest.mark.parametrize("layer", PURE)
def test_the_pure_core_never_imports_qt(layer: str) -> None:
    folder = PACKAGE / layer
    if not folder.exists():
        pytest.skip(f"yachtgui/{layer} does not exist yet")
    for path in folder.rglob("*.py"):
        qt = {name for name in imports_of(path) if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt6")}
        assert not qt, f"{path.relative_to(ROOT)} imports {qt}"


def test_importing_the_core_loads_no_qt() -> None:
    code = (
        "import sys, importlib\n"
        "for name in ('yachtgui.rules', 'yachtgui.game', 'yachtgui.persistence'):\n"
        "    importlib.import_module(name)\n"
        "try:\n    importlib.import_module('yachtgui.ai')\nexcept ModuleNotFoundError:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.skip(f"{name} is not installed")
    return found


def test_the_pure_core_passes_mypy_strict() -> None:
    targets = [str(PACKAGE / layer) for layer in PURE if (PACKAGE / layer).exists()]
    result = subprocess.run(
        [tool("mypy"), "--strict", "--no-error-summary", *targets],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_code_is_ruff_clean() -> None:
    result = subprocess.run(
        [tool("ruff"), "check", "--no-cache", "yachtgui", "tests", "benchmarks", "packaging"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
