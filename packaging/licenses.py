"""The ``licenses`` folder every bundle carries: the texts for everything it is made of.

``collect(out, binaries)`` fills ``out`` (used by ``yachtgui.spec``, which ships it as the
bundle's ``licenses/``; Help > About opens it):

- ``yachtgui-GPL-3.0.txt``: the app itself (GPL-3.0-or-later; the repository's ``LICENSE``).
- ``Qt-PySide6-LGPL-3.0.txt`` with ``Qt-PySide6.txt``: Qt and PySide6/shiboken6, used under the
  LGPL 3 (the GPL 3 it builds on is the app's text above), and where their source is.
- ``Python-PSF.txt``: the licence file of the Python that built the bundle.
- ``<distribution>-*.txt``: every licence file that NumPy (with the licences of the OpenBLAS and
  compiler run-time libraries its wheel bundles), platformdirs and PyInstaller (its bootloader
  starts the app: GPL 2 with an exception for bundles) install with their metadata.
- ``system-libraries.txt`` (Linux): each library copied from the build machine, its package
  and licence, with the package's copyright file in ``system/<package>.txt`` where the
  machine has one (Debian, Ubuntu).
- ``README.txt``: an index of the above.

Pure file copying with the standard library; no Qt. Raises :class:`LicenseError` when a text
the bundle must carry cannot be found, so a build never ships without it.
"""

from __future__ import annotations

import importlib.metadata
import os
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent

#: Distributions whose own licence files go in, with what they are in the bundle.
DISTRIBUTIONS = {
    "numpy": "NumPy, the computer players' arithmetic (with its bundled OpenBLAS and compiler run-time)",
    "platformdirs": "platformdirs, which finds the user's folders",
    "pyinstaller": "PyInstaller, whose bootloader starts the app (GPL 2 with the bootloader exception)",
}


class LicenseError(RuntimeError):
    """A licence text the bundle must carry was not found."""


def _python_license() -> Path:
    candidates = [
        Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
        Path(sys.base_prefix) / "LICENSE.txt",  # Windows installs
        Path(f"/usr/share/doc/python{sys.version_info.major}.{sys.version_info.minor}/copyright"),
    ]
    for path in candidates:
        if path.is_file():
            return path
    raise LicenseError(f"no licence file of this Python in {', '.join(map(str, candidates))}")


def _distribution_licenses(name: str) -> list[Path]:
    """The licence files ``name`` installed (``License-File`` entries, ``licenses/`` in its metadata)."""
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        raise LicenseError(f"{name} is not installed, so its licence cannot be shipped") from None
    found = []
    for file in dist.files or ():
        parts = PurePosixPath(str(file)).parts
        if len(parts) >= 2 and parts[0].endswith(".dist-info") and (
            parts[1] == "licenses" or parts[1].upper().startswith(("LICENSE", "LICENCE", "COPYING"))
        ):
            path = Path(str(dist.locate_file(file)))
            if path.is_file():
                found.append(path)
    if not found:
        raise LicenseError(f"{name} {dist.version} installed no licence file")
    return found


def _pyside_version() -> str:
    try:
        return importlib.metadata.version("PySide6-Essentials")
    except importlib.metadata.PackageNotFoundError:
        return importlib.metadata.version("PySide6")


def _debian_package(path: str) -> str | None:
    """The Debian package that installed ``path`` (its real file), None without dpkg or when none did."""
    if shutil.which("dpkg-query") is None:
        return None
    for candidate in dict.fromkeys((path, os.path.realpath(path))):
        result = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False)
        if result.returncode == 0 and ":" in result.stdout:
            return result.stdout.split(":", 1)[0].strip()
    return None


def _system_libraries(out: Path, system_binaries: Iterable[tuple[str, str]]) -> list[str]:
    lines = []
    for dest, source in sorted(system_binaries):
        package = _debian_package(source)
        where = "package unknown (no dpkg on the build machine)"
        if package is not None:
            copyright_file = Path("/usr/share/doc") / package.split(":")[0] / "copyright"
            if copyright_file.is_file():
                (out / "system").mkdir(exist_ok=True)
                shutil.copyfile(copyright_file, out / "system" / f"{package.split(':')[0]}.txt")
                where = f"Debian package {package}: licence in system/{package.split(':')[0]}.txt"
            else:
                where = f"Debian package {package} (no copyright file found)"
        lines.append(f"{PurePosixPath(dest).name}  (from {source})\n    {where}")
    return lines


def collect(out: Path, system_binaries: Iterable[tuple[str, str]] = ()) -> list[Path]:
    """Write the licence folder into ``out`` (emptied first); returns the files written.

    ``system_binaries``: ``(path in the bundle, source path)`` of the libraries copied from
    the build machine (``bundle.is_system_library``), listed in ``system-libraries.txt``.
    """
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    qt_version = _pyside_version()
    shutil.copyfile(ROOT / "LICENSE", out / "yachtgui-GPL-3.0.txt")
    shutil.copyfile(PACKAGING / "licenses" / "LGPL-3.0.txt", out / "Qt-PySide6-LGPL-3.0.txt")
    (out / "Qt-PySide6.txt").write_text(
        f"Qt {qt_version} and PySide6/shiboken6 {qt_version} (The Qt Company Ltd.)\n\n"
        "This bundle contains Qt's libraries and PySide6's Python bindings, unmodified, as\n"
        "shared libraries in their own files. They are used under the GNU Lesser General Public\n"
        "License version 3 (Qt-PySide6-LGPL-3.0.txt; it adds to the GNU GPL version 3, which is\n"
        "yachtgui-GPL-3.0.txt). You may replace these libraries with your own build of the same\n"
        "version. Their complete source code is at\n"
        f"  https://download.qt.io/official_releases/qt/ (Qt {qt_version})\n"
        f"  https://download.qt.io/official_releases/QtForPython/ (PySide6 {qt_version})\n"
        "Qt contains third-party components under their own licences (ICU, HarfBuzz, FreeType,\n"
        "libpng, zlib, PCRE2, md4c and others); they are listed, with their texts, at\n"
        "  https://doc.qt.io/qt-6/licenses-used-in-qt.html\n",
        encoding="utf-8",
    )
    shutil.copyfile(_python_license(), out / "Python-PSF.txt")
    index = [
        "Licences of everything in this bundle\n",
        "yachtgui-GPL-3.0.txt      yachtgui itself: GNU GPL version 3 or later",
        "Qt-PySide6.txt            Qt and PySide6: GNU LGPL version 3 (Qt-PySide6-LGPL-3.0.txt)",
        f"Python-PSF.txt            Python {sys.version.split()[0]}: PSF License Agreement",
    ]
    for name, what in DISTRIBUTIONS.items():
        for path in _distribution_licenses(name):
            target = out / f"{name}-{path.name}"
            if not target.suffix:
                target = target.with_suffix(".txt")
            shutil.copyfile(path, target)
            index.append(f"{target.name:<25} {what}")
    system = list(system_binaries)
    if system:
        lines = _system_libraries(out, system)
        (out / "system-libraries.txt").write_text(
            "Libraries of the build machine copied into this bundle, each with its licence:\n\n"
            + "\n".join(lines) + "\n",
            encoding="utf-8",
        )
        index.append("system-libraries.txt      the libraries of the build machine in this bundle (Linux)")
    (out / "README.txt").write_text("\n".join(index) + "\n", encoding="utf-8")
    return sorted(path for path in out.rglob("*") if path.is_file())
