"""packaging/appmeta.py: name, version and entry points read from the source tree."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

import yachtgui

from .conftest import ROOT


def test_metadata_names_the_project_and_its_real_version(appmeta: ModuleType) -> None:
    meta = appmeta.read_metadata(ROOT)
    assert meta.name == "yachtgui"
    assert meta.version == yachtgui.__version__
    assert meta.app_id == "io.github.yachtgui.YachtGui"


def test_metadata_lists_the_window_and_the_export_command(appmeta: ModuleType) -> None:
    meta = appmeta.read_metadata(ROOT)
    gui = meta.gui_entry_point
    assert (gui.name, gui.module, gui.function, gui.gui) == ("yachtgui", "yachtgui.__main__", "main", True)
    console = [entry for entry in meta.entry_points if not entry.gui]
    assert [(entry.name, entry.module) for entry in console] == [("yachtgui-export", "yachtgui.export.cli"),
                                                                 ("yachtgui-history", "yachtgui.history.cli")]


def test_entry_point_module_file_is_found_or_none(appmeta: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "pkg" / "sub").mkdir(parents=True)
    (tmp_path / "pkg" / "sub" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "cli.py").write_text("")
    assert appmeta.module_source(tmp_path, "pkg.cli") == tmp_path / "pkg" / "cli.py"
    assert appmeta.module_source(tmp_path, "pkg.sub") == tmp_path / "pkg" / "sub" / "__init__.py"
    assert appmeta.module_source(tmp_path, "pkg.missing") is None


def _project(tmp_path: Path, pyproject: str, init: str | None = None) -> Path:
    (tmp_path / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    if init is not None:
        (tmp_path / "demo").mkdir()
        (tmp_path / "demo" / "__init__.py").write_text(init, encoding="utf-8")
    return tmp_path


DYNAMIC = """
[project]
name = "demo"
dynamic = ["version"]
[project.gui-scripts]
demo = "demo.__main__:main"
[tool.setuptools.dynamic]
version = { attr = "demo.__version__" }
"""


@pytest.mark.parametrize(
    "line", ['__version__ = "2.3.4"', "__version__ = '2.3.4'", '__version__: str = "2.3.4"']
)
def test_dynamic_version_is_read_from_the_module_text(appmeta: ModuleType, tmp_path: Path, line: str) -> None:
    # The module would fail if imported: the reader must not import it.
    root = _project(tmp_path, DYNAMIC, f'raise RuntimeError("imported")\n{line}\n')
    assert appmeta.read_metadata(root).version == "2.3.4"


def test_static_version_wins(appmeta: ModuleType, tmp_path: Path) -> None:
    root = _project(tmp_path, '[project]\nname = "demo"\nversion = "9.0"\n')
    assert appmeta.read_metadata(root).version == "9.0"


@pytest.mark.parametrize(
    ("pyproject", "init", "message"),
    [
        ('[project]\nversion = "1"\n', None, "no [project].name"),
        ('[project]\nname = "demo"\n', None, "neither"),
        (DYNAMIC, None, "no source file"),
        (DYNAMIC, "VERSION = '1'\n", "assigns no __version__"),
        ("[project\n", None, "cannot read"),
        ('[project]\nname = "demo"\nversion = "1"\n[project.scripts]\ndemo = "demo.cli"\n', None,
         "module:function"),
    ],
)
def test_missing_metadata_is_reported_in_plain_words(
    appmeta: ModuleType, tmp_path: Path, pyproject: str, init: str | None, message: str
) -> None:
    root = _project(tmp_path, pyproject, init)
    with pytest.raises(appmeta.MetadataError, match=message.replace("[", r"\[")):
        appmeta.read_metadata(root)


@pytest.mark.parametrize(
    ("system", "machine", "tag"),
    [
        ("linux", "x86_64", "linux-x86_64"),
        ("win32", "AMD64", "windows-x86_64"),
        ("darwin", "arm64", "macos-arm64"),
        ("linux", "aarch64", "linux-arm64"),
    ],
)
def test_platform_tag_uses_plain_os_and_arch_names(
    appmeta: ModuleType, system: str, machine: str, tag: str
) -> None:
    assert appmeta.platform_tag(system, machine) == tag


def test_archive_stem_carries_name_version_and_platform(appmeta: ModuleType) -> None:
    meta = appmeta.read_metadata(ROOT)
    assert appmeta.archive_stem(meta, "macos-arm64") == f"yachtgui-{yachtgui.__version__}-macos-arm64"


@pytest.mark.parametrize(
    ("version", "numbers"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.0rc1", (2, 0, 0, 0)), ("1.2.3.4.5", (1, 2, 3, 4))],
)
def test_windows_version_resource_gets_four_numbers(
    appmeta: ModuleType, version: str, numbers: tuple[int, int, int, int]
) -> None:
    assert appmeta.windows_version_tuple(version) == numbers
