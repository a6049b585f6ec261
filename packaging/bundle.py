"""What goes into the PyInstaller bundle: kept and excluded modules, launcher scripts, the icon per OS.

Plain data and small pure functions used by ``yachtgui.spec``; kept out of the spec so that
``tests/packaging`` can check them without running PyInstaller (for example that nothing the
app imports is on the exclude list).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath
from typing import Any, Protocol

KEPT_QT_MODULES = ("QtCore", "QtGui", "QtWidgets", "QtPrintSupport", "QtSvg")
"""The PySide6 modules the app may use. QtSvg is forced in so Qt's SVG icon/image plugins work."""

EXCLUDED_QT_MODULES = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDBus", "QtDesigner",
    "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLocation", "QtMultimedia",
    "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth", "QtNfc", "QtOpenGL", "QtOpenGLWidgets", "QtPdf",
    "QtPdfWidgets", "QtPositioning", "QtQml", "QtQuick", "QtQuick3D", "QtQuickControls2",
    "QtQuickTest", "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus",
    "QtSerialPort", "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvgWidgets", "QtTest",
    "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
    "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
)  # fmt: skip
"""PySide6 modules kept out even if some library imports them; none of them is used by the app."""

EXCLUDED_MODULES = (
    *(f"PySide6.{name}" for name in EXCLUDED_QT_MODULES),
    "tkinter",
    # OpenSSL (~6 MB of system libraries): nothing goes online; hashlib falls back to its builtin sha256.
    "ssl",
    "_ssl",
    "_hashlib",
    # readline (and libtinfo): only interactive consoles use it.
    "readline",
    # The app starts no processes (and PyInstaller's runtime hook for it costs every start ~7 ms).
    "multiprocessing",
    # Character names (1.1 MB), sockets, decimal arithmetic: nothing the app or Qt's bindings import.
    "unicodedata", "socket", "_socket", "decimal", "_decimal", "_pydecimal",
    # The Chinese, Japanese and Korean codecs (0.9 MB): every file the app reads or writes is UTF-8,
    # and Qt decodes text itself; only encodings.gbk, shift_jis, euc_kr... would load them.
    "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw",
    "_multibytecodec",
    # Parts of NumPy the app never imports (NumPy loads them only when asked for). Not
    # numpy.polynomial: the chances to win and the play-to-win computer call
    # np.polynomial.legendre.leggauss (yachtgui/ai/winchance.py, winplay.py).
    # f2py (the Fortran wrapper generator) and testing are for developers. (Not NumPy's C test
    # module numpy._core._multiarray_tests either: NumPy 2.0's "import numpy" imports it.)
    "numpy.random", "numpy.fft", "numpy.f2py", "numpy.testing",
    # Standard library the app never imports (PyInstaller's analysis finds optional imports of them).
    "asyncio", "email", "http", "pydoc", "pydoc_data", "unittest", "xmlrpc", "ftplib", "smtplib",
    # doctest (with pdb and difflib) only for numpy.testing; tarfile only for shutil's archives.
    "doctest", "pdb", "tarfile",
    # bz2 and lzma (with liblzma and libbz2): shutil and zipfile try them and do without; the
    # app's tables are deflated .npz (yachtgui/ai/cache.py refuses any other method).
    "bz2", "_bz2", "lzma", "_lzma",
    "pytest",
    "hypothesis",
    "IPython",
    "matplotlib",
)
"""Everything passed to ``Analysis(excludes=...)``."""

CONSOLE_EXCLUDES = ("yachtgui.widgets", "yachtgui.app.computer", "yachtgui.selftest")
"""Left out of a command line's own module archive (each executable carries one, ~4 MB when it
holds every module): the command lines (``yachtgui-export``, ``yachtgui-history``) get only
what their package imports, and never the window. Shared files stay in the shared folder,
brought by the game's executable."""


EXCLUDED_QT_LIBRARIES = (
    "Qml", "QmlMeta", "QmlModels", "QmlWorkerScript", "Quick", "VirtualKeyboard", "VirtualKeyboardQml",
    "Pdf", "Network", "EglFSDeviceIntegration", "EglFsKmsSupport", "EglFsKmsGbmSupport",
)  # fmt: skip
"""Qt shared libraries (``libQt6X.so``, ``Qt6X.dll``, ``QtX.framework``) dropped from the bundle.

PyInstaller collects every plugin of a used Qt module, and some plugins drag in whole stacks:
the virtual keyboard brings QML and Quick (~17 MB), the PDF image format brings QtPdf, the TUIO
touch and VNC plugins bring QtNetwork. None of them matters for a desktop dice game."""

EXCLUDED_QT_PLUGINS = (
    "platforminputcontexts/qtvirtualkeyboardplugin", "imageformats/qpdf", "generic/qtuiotouchplugin",
    "platforms/qvnc", "platforms/qeglfs", "platforms/qlinuxfb", "platforms/qminimalegl",
    "platforms/qvkkhrdisplay", "egldeviceintegrations/", "tls/", "networkinformation/",
    "platformthemes/qgtk3", "xcbglintegrations/", "wayland-graphics-integration-client/", "generic/",
    "imageformats/qgif", "imageformats/qico", "imageformats/qjpeg", "imageformats/qtga",
    "imageformats/qtiff", "imageformats/qwbmp", "imageformats/qwebp", "imageformats/qicns",
    "platforms/qminimal", "wayland-shell-integration/ivi-shell",
    "wayland-shell-integration/fullscreen-shell-v1", "wayland-shell-integration/qt-shell",
)  # fmt: skip
"""Qt plugins dropped: ``folder/name`` (any ``lib`` prefix and suffix) or a whole ``folder/``.
The embedded-device platforms (eglfs, linuxfb, vnc...) and the network plugins that would need
the libraries above; the GTK3 theme (it brings ~34 GTK, cairo and pango libraries of the build
machine; Qt's own Fusion look is used instead); the OpenGL integrations of X11 and Wayland
(every window is painted in software, no QOpenGLWidget), with them QtOpenGL on Linux; the
input drivers of the embedded platforms (evdev, libinput, tslib: ``generic/``); the image
formats no file of the app is in (PNG is built into QtGui, the icons are SVG); the ``minimal``
platform (tests use ``offscreen``) and the Wayland shells of cars, kiosks and Qt's own
compositor (``ivi-shell``, ``fullscreen-shell-v1``, ``qt-shell``; desktops use ``xdg-shell``,
old compositors ``wl-shell``, both kept)."""

EXCLUDED_FILES = (
    # Qt's own translations, except qtbase_<language>.qm of the app's languages (keep_in_bundle)
    r"(?:^|/)PySide6/(?:Qt/)?translations/",
    r"(?:^|/)opengl32sw\.dll$",  # Windows' software OpenGL (20 MB): nothing uses OpenGL
    # Linux: QtOpenGL, needed only by the Wayland OpenGL plugins left out above (checked with readelf)
    r"(?:^|/)libQt6OpenGL\.so",
    # pip's list of a package's installed files (NumPy's is 125 KB): an uninstaller's, not the app's
    r"(?:^|/)[^/]+\.dist-info/RECORD$",
    # pickle's C accelerator: the app never pickles (no pickle of user files, by rule) and
    # pickle.py falls back to its pure-Python classes for NumPy's rare use of it
    r"(?:^|/)_pickle\.cpython-[^/]+$",
)
"""Other files dropped, as regular expressions on the path inside the bundle."""

_EXCLUDED_BINARY = re.compile(
    "|".join(
        [rf"(?:^|/)(?:lib)?Qt6?{name}(?:[./]|$)" for name in EXCLUDED_QT_LIBRARIES]
        + [
            rf"(?:^|/)plugins/{folder}/" if not name else rf"(?:^|/)plugins/{folder}/(?:lib)?{name}[^/]*$"
            for folder, name in (plugin.split("/") for plugin in EXCLUDED_QT_PLUGINS)
        ]
        + list(EXCLUDED_FILES)
    )
)


_QT_TRANSLATION = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/qtbase_([A-Za-z_]+)\.qm$")


def keep_in_bundle(dest_name: str, languages: Iterable[str] = ()) -> bool:
    """False for a collected file (its path inside the bundle, ``/`` or ``\\`` separated) that
    EXCLUDED_QT_LIBRARIES, EXCLUDED_QT_PLUGINS or EXCLUDED_FILES drop; True for everything else.

    Of Qt's translations only ``qtbase_<language>.qm`` of ``languages`` (the app's own,
    ``yachtgui.i18n.LANGUAGES``) stay: the app loads those for Qt's buttons and dialogs.
    """
    path = dest_name.replace("\\", "/")
    translation = _QT_TRANSLATION.search(path)
    if translation is not None:
        return translation.group(1) in set(languages)
    return _EXCLUDED_BINARY.search(path) is None


SYSTEM_LIBRARY_FOLDERS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/local/lib/")
"""Where a Linux build machine keeps the shared libraries PyInstaller copies in as dependencies."""


def is_system_library(source: str) -> bool:
    """True for a file PyInstaller took from the build machine's own library folders (Linux).

    Python's own binaries are never system libraries, even where the distribution keeps them
    there (Debian's Python has its ``lib-dynload`` under ``/usr/lib/python3.11/``).
    """
    return source.startswith(SYSTEM_LIBRARY_FOLDERS) and not is_python_binary(source)


def is_python_binary(source: str) -> bool:
    """True for libpython and the standard library's extension modules (``lib-dynload``).

    These are the only files stripped of their symbol tables on Linux (a pyenv libpython
    carries ~17 MB of debugging data): they are compiled straight from CPython's sources.
    Nothing from a wheel is stripped: auditwheel patched those with patchelf, and strip
    corrupts such files (NumPy's OpenBLAS: "ELF load command address/offset not page-aligned").
    """
    path = PurePosixPath(source.replace("\\", "/"))
    return path.name.startswith("libpython") or (
        "lib-dynload" in path.parts and "site-packages" not in path.parts
    )


HOST_RUNTIME_LIBRARIES = ("libstdc++.so", "libgcc_s.so")
"""The C++ run-time: always the computer's own, as the manylinux rules of every wheel here
expect (an older bundled copy breaks newer graphics drivers that need a newer one)."""

HOST_FRAGILE_LIBRARIES = (
    "libxcb-cursor", "libxcb-icccm", "libxcb-image", "libxcb-keysyms", "libxcb-render-util",
    "libxcb-util", "libxkbcommon",
)  # fmt: skip
"""System libraries Qt needs that many desktops lack: these stay in the bundle (their absence is
the well-known "could not load the Qt platform plugin xcb" on a fresh install)."""


def _is_qt(source: str) -> bool:
    parts = PurePosixPath(source.replace("\\", "/")).parts
    return "PySide6" in parts or "shiboken6" in parts


def qt_only_system_libraries(
    binaries: Iterable[tuple[str, str]],
    needed_by: Callable[[str], Iterable[str | tuple[str, str | None]]],
) -> set[str]:
    """The system libraries only Qt needs, left to the host like a ``pip install`` leaves them.

    A ``pip install`` of PySide6 runs Qt on the computer's own X11, xcb, fontconfig, FreeType,
    GLib, D-Bus, CUPS and C++ run-time (and OpenGL, which PyInstaller never bundles); every
    desktop Linux has them, in versions matching its graphics drivers and services, so the
    bundle does the same and saves ~20 MB. Kept are what Python's own extensions and NumPy
    link against (libffi, zlib, liblzma... whose sonames differ between distributions) and
    :data:`HOST_FRAGILE_LIBRARIES`; the C++ run-time (:data:`HOST_RUNTIME_LIBRARIES`) is always
    the host's. ``binaries`` and ``needed_by`` as for
    :func:`unneeded_system_libraries`; returns bundle paths.
    """
    pairs = list(binaries)
    others = [(dest, source) for dest, source in pairs if not _is_qt(source)]
    # Reached without Qt: what Python and NumPy need (Qt's own libraries are not walked).
    not_qt = unneeded_system_libraries(others, needed_by)
    kept = {dest for dest, source in others if is_system_library(source) and dest not in not_qt}
    return {
        dest
        for dest, source in pairs
        if is_system_library(source)
        and (dest not in kept or PurePosixPath(dest).name.startswith(HOST_RUNTIME_LIBRARIES))
        and not PurePosixPath(dest).name.startswith(HOST_FRAGILE_LIBRARIES)
    }


def unneeded_system_libraries(
    binaries: Iterable[tuple[str, str]],
    needed_by: Callable[[str], Iterable[str | tuple[str, str | None]]],
) -> set[str]:
    """The system libraries among ``binaries`` that nothing kept needs any more.

    ``binaries`` are ``(path in the bundle, source path)`` pairs after the drops above;
    ``needed_by(source)`` names the libraries a file links against (sonames, or
    ``(soname, resolved path)`` pairs as PyInstaller's ``bindepend.get_imports`` gives).
    PyInstaller copied each system library in because some collected file
    needed it; once that file is dropped (the GTK3 theme plugin, say), its libraries
    are dead weight. Starting from every file that is not a system library (Python's
    extensions, Qt, NumPy, libpython), this follows the links and returns the bundle
    paths of the system libraries never reached.
    """
    pairs = list(binaries)
    by_name = {PurePosixPath(dest.replace("\\", "/")).name: (dest, source) for dest, source in pairs}
    reached: set[str] = set()
    queue = [source for _dest, source in pairs if not is_system_library(source)]
    while queue:
        for needed in needed_by(queue.pop()):
            name = PurePosixPath(needed[0] if isinstance(needed, tuple) else needed).name
            if name in by_name and name not in reached:
                reached.add(name)
                queue.append(by_name[name][1])
    return {
        dest for name, (dest, source) in by_name.items() if is_system_library(source) and name not in reached
    }


class _EntryPointLike(Protocol):
    name: str
    module: str
    function: str


def launcher_source(entry: _EntryPointLike) -> str:
    """Source of the tiny script PyInstaller freezes for ``entry`` (what pip's launcher would run).

    No ``multiprocessing.freeze_support()``: the app starts no processes, and leaving
    ``multiprocessing`` out of the bundle also spares every start PyInstaller's runtime hook
    for it (~7 ms).
    """
    return (
        f"# Generated by packaging/yachtgui.spec for the {entry.name!r} entry point; do not edit.\n"
        "import sys\n\n"
        f"from {entry.module} import {entry.function}\n\n"
        f"sys.exit({entry.function}())\n"
    )


def windows_version_info(name: str, version: str, numbers: tuple[int, int, int, int]) -> Any:
    """The VSVersionInfo that Windows shows as the executable's file properties.

    ``numbers`` is the four-part binary version (``appmeta.windows_version_tuple``). Imports
    PyInstaller's ``versioninfo``, which needs ``pefile`` (installed with PyInstaller on Windows).
    """
    from PyInstaller.utils.win32 import versioninfo as vi

    strings = {
        "CompanyName": "The yachtgui developers",
        "FileDescription": "yachtgui dice games",
        "FileVersion": version,
        "InternalName": name,
        "LegalCopyright": "GPL-3.0-or-later",
        "OriginalFilename": f"{name}.exe",
        "ProductName": name,
        "ProductVersion": version,
    }
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo(
                [vi.StringTable("040904B0", [vi.StringStruct(key, value) for key, value in strings.items()])]
            ),
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),  # US English, Unicode
        ],
    )


def icon_for_platform(platform: str, ico: Path, icns: Path, png: Path) -> Path:
    """The icon file PyInstaller should embed for ``platform`` (a ``sys.platform`` value)."""
    if platform.startswith("win"):
        return ico
    if platform == "darwin":
        return icns
    return png
