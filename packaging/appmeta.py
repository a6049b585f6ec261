"""The application's name, version and entry points, read from the source tree without importing it.

``pyproject.toml`` is the single source of truth: the PyInstaller spec, ``build.py`` and the
release workflow all ask this module, so a version bump in ``yachtgui/__init__.py`` reaches the
bundle's file name, the macOS ``Info.plist`` and the Windows version resource without any other
edit. Nothing here imports ``yachtgui`` (which would pull in Qt and NumPy at build time): the
version is read from the text of the module that ``[tool.setuptools.dynamic]`` names.

This file is loaded by path (``packaging/`` is deliberately not a package: a ``packaging``
package at the repository root would shadow the PyPI library of the same name).
"""

from __future__ import annotations

import platform
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path

APP_ID = "io.github.yachtgui.YachtGui"
"""Reverse-DNS id shared by the desktop entry, the AppStream file, the icon theme name and the
macOS bundle identifier."""

REPO_ROOT = Path(__file__).resolve().parent.parent

_VERSION_LINE = re.compile(r"""^__version__\s*(?::\s*str\s*)?=\s*(['"])(?P<version>[^'"]+)\1""", re.MULTILINE)


class MetadataError(ValueError):
    """pyproject.toml or the version module does not say what the bundle needs (message says what)."""


@dataclass(frozen=True)
class EntryPoint:
    """One executable of the bundle: ``name`` runs ``module:function``; ``gui`` means no console."""

    name: str
    module: str
    function: str
    gui: bool

    def module_file(self, root: Path) -> Path | None:
        """The source file that defines ``module`` under ``root``, or None while it does not exist yet."""
        return module_source(root, self.module)


@dataclass(frozen=True)
class AppMetadata:
    """What the packaging scripts need to know about the application."""

    name: str
    version: str
    summary: str
    app_id: str
    entry_points: tuple[EntryPoint, ...]

    @property
    def gui_entry_point(self) -> EntryPoint:
        """The first ``[project.gui-scripts]`` entry: the executable a double click starts."""
        for entry in self.entry_points:
            if entry.gui:
                return entry
        raise MetadataError("pyproject.toml declares no [project.gui-scripts] entry point")


def read_metadata(root: Path = REPO_ROOT) -> AppMetadata:
    """Read name, version, summary and entry points of the project whose pyproject.toml is in ``root``.

    The version is ``[project].version`` when static, otherwise read from the text of the module
    named by ``[tool.setuptools.dynamic].version.attr``. Raises MetadataError when either is missing.
    """
    pyproject_path = root / "pyproject.toml"
    try:
        pyproject = tomllib.loads(pyproject_path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise MetadataError(f"cannot read {pyproject_path}: {error}") from error
    project = pyproject.get("project", {})
    name = project.get("name")
    if not name:
        raise MetadataError(f"{pyproject_path} has no [project].name")

    if "version" in project:
        version = str(project["version"])
    else:
        dynamic = pyproject.get("tool", {}).get("setuptools", {}).get("dynamic", {})
        attr = dynamic.get("version", {}).get("attr")
        if not attr:
            raise MetadataError(f"{pyproject_path} has neither [project].version nor a dynamic version attr")
        version = read_version_attr(root, attr)

    entry_points = tuple(
        EntryPoint(script, *_split_object_reference(reference, script), gui=gui)
        for table, gui in (("gui-scripts", True), ("scripts", False))
        for script, reference in project.get(table, {}).items()
    )
    return AppMetadata(
        name=name,
        version=version,
        summary=project.get("description", ""),
        app_id=APP_ID,
        entry_points=entry_points,
    )


def read_version_attr(root: Path, attr: str) -> str:
    """The string assigned to ``attr`` (like ``"yachtgui.__version__"``) in its module's source file."""
    module, _, variable = attr.rpartition(".")
    if variable != "__version__":
        raise MetadataError(f"only a __version__ attribute can be read without importing, not {attr!r}")
    source = module_source(root, module)
    if source is None:
        raise MetadataError(f"no source file for module {module!r} under {root}")
    match = _VERSION_LINE.search(source.read_text(encoding="utf-8"))
    if match is None:
        raise MetadataError(f"{source} assigns no __version__ string")
    return match.group("version")


def module_source(root: Path, module: str) -> Path | None:
    """The file defining the dotted ``module`` under ``root`` (``a/b.py`` or ``a/b/__init__.py``), or None."""
    base = root.joinpath(*module.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _split_object_reference(reference: str, script: str) -> tuple[str, str]:
    module, sep, function = reference.partition(":")
    if not sep or not module or not function:
        raise MetadataError(f"entry point {script!r} must be 'module:function', not {reference!r}")
    return module.strip(), function.strip()


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    """``<os>-<arch>`` for archive names: os in linux/macos/windows, arch like x86_64 or arm64."""
    system = (system or sys.platform).lower()
    machine = (machine or platform.machine()).lower()
    os_name = {"win32": "windows", "windows": "windows", "darwin": "macos"}.get(system, system)
    if os_name.startswith("linux"):
        os_name = "linux"
    arch = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{os_name}-{arch}"


def archive_stem(meta: AppMetadata, tag: str | None = None) -> str:
    """The release archive's name without extension, e.g. ``yachtgui-0.1.0-linux-x86_64``."""
    return f"{meta.name}-{meta.version}-{tag or platform_tag()}"


def windows_version_tuple(version: str) -> tuple[int, int, int, int]:
    """The four numbers of a Windows version resource for a PEP 440 version ("0.1.0rc1" -> (0, 1, 0, 0))."""
    release = re.match(r"\d+(?:\.\d+)*", version)
    numbers = [int(part) for part in release.group(0).split(".")] if release else []
    padded = [*numbers, 0, 0, 0, 0][:4]
    return padded[0], padded[1], padded[2], padded[3]
