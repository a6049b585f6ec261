"""packaging/bundle.py and yachtgui.spec: what goes into the PyInstaller bundle (no PyInstaller run)."""

from __future__ import annotations

import ast
import sys
import types
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import PACKAGING, ROOT


def qt_modules_imported_by_the_app() -> set[str]:
    """Every ``PySide6.X`` module named in an import anywhere under yachtgui/."""
    modules: set[str] = set()
    for path in (ROOT / "yachtgui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
            modules.update(name.split(".")[1] for name in names if name.startswith("PySide6."))
    return modules


def test_no_qt_module_the_app_imports_is_left_out(bundle: ModuleType) -> None:
    used = qt_modules_imported_by_the_app()
    assert "QtWidgets" in used  # the scan works
    assert not used & set(bundle.EXCLUDED_QT_MODULES), "the spec would drop a module the app imports"
    assert used <= set(bundle.KEPT_QT_MODULES), f"add {used - set(bundle.KEPT_QT_MODULES)} to KEPT_QT_MODULES"


def test_kept_and_excluded_qt_modules_do_not_overlap(bundle: ModuleType) -> None:
    assert not set(bundle.KEPT_QT_MODULES) & set(bundle.EXCLUDED_QT_MODULES)
    assert {f"PySide6.{name}" for name in bundle.EXCLUDED_QT_MODULES} <= set(bundle.EXCLUDED_MODULES)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/Qt6Pdf.dll",
        r"PySide6\Qt6VirtualKeyboard.dll",
        "PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml",
        "PySide6/Qt/lib/QtQuick.framework/Resources/Info.plist",
        "PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so",
        r"PySide6\plugins\platforminputcontexts\qtvirtualkeyboardplugin.dll",
        "PySide6/Qt/plugins/imageformats/libqpdf.dylib",
        "PySide6/Qt/plugins/platforms/libqeglfs.so",
        "PySide6/Qt/plugins/platforms/libqvnc.so",
        "PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-x11-integration.so",
        "PySide6/Qt/plugins/tls/libqopensslbackend.so",
    ],
)
def test_unused_qt_stacks_are_dropped_on_every_os(bundle: ModuleType, dest: str) -> None:
    assert not bundle.keep_in_bundle(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Core.so.6",
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Svg.so.6",
        "PySide6/Qt/lib/libQt6PrintSupport.so.6",
        "PySide6/Qt/lib/libQt6WaylandClient.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "PySide6/Qt6OpenGL.dll",
        "PySide6/Qt/lib/libQt6DBus.so.6",
        "PySide6/Qt6Widgets.dll",
        "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
        "PySide6/QtWidgets.abi3.so",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        r"PySide6\plugins\platforms\qwindows.dll",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
        "PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so",
        "libpython3.11.so.1.0",
    ],
)
def test_what_the_app_needs_stays_in_the_bundle(bundle: ModuleType, dest: str) -> None:
    assert bundle.keep_in_bundle(dest)


def test_launcher_calls_the_entry_point_and_exits_with_its_status(
    appmeta: ModuleType, bundle: ModuleType
) -> None:
    entry = appmeta.EntryPoint("demo", "demo_pkg.cli", "run", gui=False)
    source = bundle.launcher_source(entry)
    tree = ast.parse(source)
    imports = [node for node in tree.body if isinstance(node, ast.ImportFrom)]
    imported = [(node.module, [alias.name for alias in node.names]) for node in imports]
    assert imported == [("demo_pkg.cli", ["run"])]
    assert "sys.exit(run())" in source
    assert "multiprocessing" not in source  # left out of the bundle: the app starts no processes


def test_each_os_gets_its_own_icon_format(bundle: ModuleType) -> None:
    ico, icns, png = Path("a.ico"), Path("a.icns"), Path("a.png")
    assert bundle.icon_for_platform("win32", ico, icns, png) == ico
    assert bundle.icon_for_platform("darwin", ico, icns, png) == icns
    assert bundle.icon_for_platform("linux", ico, icns, png) == png


def test_spec_is_valid_python_that_uses_the_shared_modules() -> None:
    source = (PACKAGING / "yachtgui.spec").read_text(encoding="utf-8")
    compile(source, "yachtgui.spec", "exec")  # ruff does not look at .spec files
    for needed in ('_load_packaging_module("appmeta")', "bundle.keep_in_bundle", "bundle.EXCLUDED_MODULES",
                   "BUNDLE(", "bundle_identifier=meta.app_id"):
        assert needed in source


def test_windows_version_resource_carries_name_and_version(
    bundle: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    # PyInstaller's versioninfo imports pefile and win32api, which exist only on Windows; the
    # classes that build the resource need neither, so stand-ins let this run everywhere.
    compat = pytest.importorskip("PyInstaller.compat")
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    info = bundle.windows_version_info("yachtgui", "1.2.3rc1", (1, 2, 3, 0))
    text = str(info)  # the same text form PyInstaller reads from a version file
    assert "filevers=(1, 2, 3, 0)" in text
    assert "StringStruct('ProductVersion', '1.2.3rc1')" in text
    assert "StringStruct('OriginalFilename', 'yachtgui.exe')" in text
    assert len(info.toRaw()) > 100  # serialises into the binary resource without error


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
        "PySide6/Qt/plugins/imageformats/libqjpeg.so",
        r"PySide6\plugins\imageformats\qwebp.dll",
        "PySide6/Qt/translations/qtbase_de.qm",
        r"PySide6\translations\qt_help_fr.qm",
        "PySide6/opengl32sw.dll",
        "numpy-2.4.6.dist-info/RECORD",
        "python3.11/lib-dynload/_pickle.cpython-311-x86_64-linux-gnu.so",
        "PySide6/Qt/plugins/platforms/libqminimal.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libfullscreen-shell-v1.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libqt-shell.so",
    ],
)
def test_the_gtk_theme_gl_integrations_unused_image_formats_and_translations_are_dropped(
    bundle: ModuleType, dest: str
) -> None:
    assert not bundle.keep_in_bundle(dest)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/plugins/imageformats/libqsvg.so",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "PySide6/Qt/plugins/platforms/libqwayland.so",
        "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "PySide6/Qt/plugins/wayland-shell-integration/libwl-shell-plugin.so",
        "PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "yachtgui/ai/tables/strategy-kismet-0123456789abcdef.npz",
    ],
)
def test_what_the_self_test_and_the_desktop_need_is_kept(bundle: ModuleType, dest: str) -> None:
    assert bundle.keep_in_bundle(dest)


def test_only_system_libraries_nothing_kept_needs_are_left_out(bundle: ModuleType) -> None:
    binaries = [
        ("PySide6/QtGui.abi3.so", "/venv/site-packages/PySide6/QtGui.abi3.so"),
        ("libQt6Gui.so.6", "/venv/site-packages/PySide6/Qt/lib/libQt6Gui.so.6"),
        ("libxkbcommon.so.0", "/usr/lib/x86_64-linux-gnu/libxkbcommon.so.0"),
        ("libffi.so.8", "/lib/x86_64-linux-gnu/libffi.so.8"),
        ("libgtk-3.so.0", "/usr/lib/x86_64-linux-gnu/libgtk-3.so.0"),
        ("libpango-1.0.so.0", "/usr/lib/x86_64-linux-gnu/libpango-1.0.so.0"),
        ("libpython3.11.so.1.0", "/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0"),
    ]
    links = {
        "/venv/site-packages/PySide6/QtGui.abi3.so": [("libQt6Gui.so.6", "/venv/.../libQt6Gui.so.6")],
        "/venv/site-packages/PySide6/Qt/lib/libQt6Gui.so.6": ["libxkbcommon.so.0", "libc.so.6"],
        "/usr/lib/x86_64-linux-gnu/libxkbcommon.so.0": [("libffi.so.8", None)],
        # only the dropped GTK plugin needed GTK:
        "/usr/lib/x86_64-linux-gnu/libgtk-3.so.0": ["libpango-1.0.so.0"],
    }
    unneeded = bundle.unneeded_system_libraries(binaries, lambda source: links.get(source, []))
    assert unneeded == {"libgtk-3.so.0", "libpango-1.0.so.0"}  # libpython is never a "system" library


@pytest.mark.parametrize(
    ("source", "stripped"),
    [
        ("/root/.pyenv/versions/3.11.7/lib/libpython3.11.so.1.0", True),
        ("/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/_decimal.cpython-311.so", True),
        ("/venv/lib/python3.11/site-packages/numpy.libs/libscipy_openblas64_-32a4b2a6.so", False),
        ("/venv/lib/python3.11/site-packages/numpy/_core/_multiarray_umath.cpython-311.so", False),
        ("/venv/lib/python3.11/site-packages/PySide6/Qt/lib/libQt6Core.so.6", False),
        ("/usr/lib/x86_64-linux-gnu/libxkbcommon.so.0", False),
    ],
)
def test_only_pythons_own_binaries_are_stripped_never_a_wheels(
    bundle: ModuleType, source: str, stripped: bool
) -> None:
    assert bundle.is_python_binary(source) is stripped


@pytest.mark.parametrize(
    ("source", "system"),
    [
        ("/usr/lib/x86_64-linux-gnu/libxkbcommon.so.0", True),
        ("/lib/x86_64-linux-gnu/libz.so.1", True),
        # Debian's own Python keeps its libpython and extension modules under /usr/lib:
        # they are Python's, and a bundle without them cannot import sqlite3 or json
        ("/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", False),
        ("/usr/lib/python3.11/lib-dynload/_sqlite3.cpython-311-x86_64-linux-gnu.so", False),
        ("/root/.pyenv/versions/3.11.7/lib/python3.11/lib-dynload/_json.cpython-311.so", False),
    ],
)
def test_pythons_own_binaries_are_never_system_libraries_wherever_python_lives(
    bundle: ModuleType, source: str, system: bool
) -> None:
    assert bundle.is_system_library(source) is system


def test_the_host_provides_qts_desktop_libraries_but_pythons_own_come_along(bundle: ModuleType) -> None:
    site = "/venv/lib/python3.11/site-packages"
    system = "/usr/lib/x86_64-linux-gnu"
    binaries = [
        ("PySide6/Qt/lib/libQt6Gui.so.6", f"{site}/PySide6/Qt/lib/libQt6Gui.so.6"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", f"{site}/PySide6/Qt/plugins/platforms/libqxcb.so"),
        ("python3.11/lib-dynload/_ctypes.so", "/opt/python/lib/python3.11/lib-dynload/_ctypes.so"),
        ("libfontconfig.so.1", f"{system}/libfontconfig.so.1"),
        ("libstdc++.so.6", f"{system}/libstdc++.so.6"),
        ("libxcb-cursor.so.0", f"{system}/libxcb-cursor.so.0"),
        ("libffi.so.8", f"{system}/libffi.so.8"),
    ]
    links = {
        f"{site}/PySide6/Qt/lib/libQt6Gui.so.6": ["libfontconfig.so.1", "libstdc++.so.6", "libffi.so.8"],
        f"{site}/PySide6/Qt/plugins/platforms/libqxcb.so": [("libxcb-cursor.so.0", None)],
        "/opt/python/lib/python3.11/lib-dynload/_ctypes.so": ["libffi.so.8"],
    }
    left_to_host = bundle.qt_only_system_libraries(binaries, lambda source: links.get(source, []))
    assert left_to_host == {"libfontconfig.so.1", "libstdc++.so.6"}


def test_playing_never_imports_a_module_the_bundle_leaves_out(bundle: ModuleType, tmp_path: Path) -> None:
    """Load and check a table, ask for advice, combine chances to win as the play-to-win computer and
    the win-chance view do (NumPy's Gauss-Legendre nodes: numpy.polynomial, once left out) and import
    every module of the app: nothing excluded loads."""
    import subprocess

    script = (
        "import pkgutil, sys, yachtgui\n"
        "from yachtgui.ai import ComputerPlayer, Strategy\n"
        "from yachtgui.rules import VARIANTS\n"
        "strategy = Strategy.load_or_build(VARIANTS['worldwide'])\n"
        "assert Strategy.cached(VARIANTS['worldwide']) is not None\n"
        "import random\n"
        "ComputerPlayer(strategy, 'medium', random.Random(1)).decide([], 0, [1, 2, 3, 4, 5], 2)\n"
        "import numpy as np\n"
        "from yachtgui.ai.winchance import Final, win_chances\n"
        "from yachtgui.ai.winplay import win_curve\n"
        "finals = [Final(0, np.array([0.5, 0.5])), Final(1, np.array([1.0])),\n"
        "          Final(0, np.array([0.25, 0.75]))]\n"
        "assert abs(win_chances(finals).sum() - 1) < 1e-9\n"
        "assert win_curve(finals[1:], 3)[2] > 0.5\n"
        "for info in pkgutil.walk_packages(yachtgui.__path__, 'yachtgui.'):\n"
        "    if not info.name.endswith('__main__'):\n"
        "        __import__(info.name)\n"
        "print('\\n'.join(sorted(sys.modules)))\n"
    )
    env = {**__import__("os").environ, "YACHTGUI_CACHE_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env,
                            check=False)
    assert result.returncode == 0, result.stderr
    loaded = set(result.stdout.split())
    excluded = {name for name in bundle.EXCLUDED_MODULES if not name.startswith("PySide6.")}
    excluded.discard("_hashlib")  # hashlib tries it, and falls back to its own sha256 without it
    # shutil and zipfile (NumPy's .npz) try these at import and do without them; the tables are deflated
    excluded -= {"bz2", "_bz2", "lzma", "_lzma"}
    assert not loaded & excluded, f"the app imports {loaded & excluded}, which the bundle leaves out"


def test_of_qts_translations_only_qtbase_of_the_apps_languages_stay(bundle: ModuleType) -> None:
    languages = ("de", "sv")
    assert bundle.keep_in_bundle("PySide6/Qt/translations/qtbase_de.qm", languages)
    assert bundle.keep_in_bundle(r"PySide6\translations\qtbase_sv.qm", languages)
    assert not bundle.keep_in_bundle("PySide6/Qt/translations/qtbase_fr.qm", languages)
    assert not bundle.keep_in_bundle("PySide6/Qt/translations/qt_de.qm", languages)
    assert not bundle.keep_in_bundle("PySide6/Qt/translations/qt_help_de.qm", languages)
    assert not bundle.keep_in_bundle("PySide6/Qt/translations/qtmultimedia_de.qm", languages)


def test_a_packages_metadata_and_licences_stay_when_its_record_goes(bundle: ModuleType) -> None:
    assert bundle.keep_in_bundle("numpy-2.4.6.dist-info/METADATA")
    assert bundle.keep_in_bundle("numpy-2.4.6.dist-info/licenses/LICENSE.txt")
    assert bundle.keep_in_bundle("python3.11/lib-dynload/_struct.cpython-311-x86_64-linux-gnu.so")
