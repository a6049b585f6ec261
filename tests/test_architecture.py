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

# What each layer may import from yachtgui (besides itself and the top-level package); a dotted
# entry allows that one module of a layer. ``text`` is the Qt-free translate() every layer marks its
# words with. The direction is the folders': rules <- game <- ai / persistence / history / export
# <- app <- widgets, with the models and the theme beside the widgets.
ALLOWED = {
    "rules": {"text"},
    "game": {"rules", "text", "names"},
    "ai": {"rules", "game", "text", "reading"},
    "persistence": {"rules", "game", "text"},
    "history": {"rules", "game", "persistence", "text", "names", "reading"},
    "export": {"rules", "game", "persistence", "text", "i18n", "app.settings", "plaintext", "names"},
    "app": {"rules", "game", "ai", "persistence", "history", "text", "i18n", "reading"},
    "theme": {"rules"},
    "models": {"rules", "game", "text", "theme", "plaintext"},
    "widgets": {"rules", "game", "ai", "persistence", "history", "export", "text", "i18n", "app", "models",
                "theme", "sounds", "plaintext", "names"},
    "text": set(),
    "i18n": set(),
    "sounds": set(),
    "options": {"rules"},
    "plaintext": set(),
    "names": set(),
    "reading": set(),
}


def layer_files(layer: str) -> list[Path]:
    """The sources of a layer: a package's every module, or a top-level module."""
    folder = PACKAGE / layer
    return sorted(folder.rglob("*.py")) if folder.is_dir() else [PACKAGE / f"{layer}.py"]


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


def test_every_package_and_module_has_a_layer() -> None:
    outside = {"__init__", "__main__", "launch", "selftest", "py"}  # the entry points stand above all layers
    found = {path.stem if path.parent == PACKAGE else path.relative_to(PACKAGE).parts[0]
             for path in PACKAGE.rglob("*.py")}
    assert found - outside <= set(ALLOWED), sorted(found - outside - set(ALLOWED))


@pytest.mark.parametrize("layer", sorted(ALLOWED))
def test_each_layer_imports_only_the_layers_below_it(layer: str) -> None:
    allowed = ALLOWED[layer]
    for path in layer_files(layer):
        for name in imports_of(path):
            parts = name.split(".")
            if parts[0] != "yachtgui" or len(parts) < 2 or parts[1] in (layer, "__version__"):
                continue
            where = path.relative_to(ROOT)
            assert parts[1] in allowed or ".".join(parts[1:3]) in allowed, f"{where} imports {name}"


def module_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Every module of the package -> the package's modules it imports (anywhere in it: at the top,
    in a function, or for the type checker only), each ``from package import module`` counted as
    the module it names."""
    modules: dict[str, Path] = {}
    for path in (root / "yachtgui").rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = list(path.relative_to(root).parts[:-1])
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or "" if node.level == 0 else ".".join(
                    [*package[: len(package) - (node.level - 1)], *([node.module] if node.module else [])])
                named = [f"{base}.{alias.name}" for alias in node.names]
                targets = named if all(target in modules for target in named) else [base, *named]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    found.add(target)
        graph[name] = found
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_import_cycles_are_found(tmp_path: Path) -> None:
    package = tmp_path / "yachtgui"
    (package / "game").mkdir(parents=True)
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "game" / "__init__.py").write_text("from yachtgui.game.a import A\n", encoding="utf-8")
    (package / "game" / "a.py").write_text("def f():\n    from yachtgui.game import b\n", encoding="utf-8")
    (package / "game" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import A\n", encoding="utf-8")
    assert import_cycles(module_graph(tmp_path)) == [["yachtgui.game.a", "yachtgui.game.b"]]


def test_no_two_modules_import_each_other_in_a_loop() -> None:
    # Imports inside functions and for the type checker count too: a loop of them is a contract
    # between two modules that neither can be read (nor tested) without the other.
    assert import_cycles(module_graph()) == []


def test_the_app_layer_uses_qtcore_only() -> None:
    for path in layer_files("app"):
        qt = {name for name in imports_of(path) if name.split(".")[0] in ("PySide6", "shiboken6")}
        assert qt <= {"PySide6.QtCore"}, f"{path.relative_to(ROOT)} imports {qt - {'PySide6.QtCore'}}"


def test_nothing_below_the_window_imports_a_widget() -> None:
    for layer in sorted(set(ALLOWED) - {"widgets"}):
        for path in layer_files(layer):
            widgets = {name for name in imports_of(path) if name.startswith("yachtgui.widgets")}
            assert not widgets, f"{path.relative_to(ROOT)} imports {widgets}"


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


def test_the_whole_package_passes_mypy_with_the_projects_configuration() -> None:
    # The window's parts are checked too: their contracts are types (constructors, a Protocol),
    # not prose about attributes a mixin expects on ``self``.
    result = subprocess.run(
        [tool("mypy"), "--no-error-summary", str(PACKAGE)],
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
