"""The ``licenses`` folder every bundle carries: the notice of every component it is made of.

``collect(out, system_binaries, modules)`` fills ``out`` (``yachtgui.spec`` ships it as the
bundle's ``licenses/``; Help > About > Licences shows every file in it). One folder per
component, so two texts can never collide::

    README.txt            the index: each folder, what it covers, its licence
    index.json            the same for machines: bundled module and library -> folder (check_bundle)
    yachtgui/             the app (GPL-3.0-or-later)
    python/               the Python that runs it (PSF licence)
    qt/                   Qt, PySide6, shiboken6 (LGPL-3.0: text, exact source, written offer) with
                          third-party/ (the code inside Qt's libraries: HarfBuzz, libpng, PCRE2, ...)
    icu/                  ICU (Unicode licence), trimmed by icu.py
    numpy/                NumPy's licence files, at their paths in its metadata (17 of them)
    openblas/             OpenBLAS and LAPACK (in NumPy's libscipy_openblas)
    gcc-runtime/          libgfortran (GPL-3.0 with the GCC Runtime Library Exception)
    libquadmath/          libquadmath (LGPL-2.1: text, source, written offer)
    <distribution>/       every other Python distribution bundled (platformdirs, pyinstaller...)
    system/<package>/     Linux: each library copied from the build machine, its Debian copyright

``check_bundle(bundle)`` lists every shared library, Python distribution and top-level module in
a *built* bundle and returns those without licence text (``verify.py`` fails on any); run it as
``python packaging/licenses.py --check dist/yachtgui``.

Pure file copying with the standard library; no Qt. Raises :class:`LicenseError` when a text
the bundle must carry cannot be found, so a build never ships without it.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
TEXTS = PACKAGING / "licenses"
SOURCE_URL = "https://github.com/yachtgui/yachtgui"


class LicenseError(RuntimeError):
    """A licence text the bundle must carry was not found."""


@dataclass(frozen=True)
class Component:
    """A part of the bundle with its own notice in ``licenses/<folder>/``."""

    folder: str
    what: str
    licence: str
    #: Regular expressions on a binary's path inside the bundle (``/``-separated); first match wins.
    binaries: tuple[str, ...] = ()
    #: Top-level Python modules (in the executables' archives) and ``*.dist-info`` names.
    modules: tuple[str, ...] = ()


#: The components every bundle is built from, most specific first (a path takes the first match).
COMPONENTS = (
    Component("microsoft-runtime", "Microsoft Visual C++ and Universal C run-time (Windows)",
              "Microsoft distributable code",
              binaries=(r"(^|/)(vcruntime|msvcp|concrt|ucrtbase|api-ms-win-)[^/]*\.dll$",)),
    Component("openblas", "OpenBLAS and LAPACK, NumPy's linear algebra (libscipy_openblas)",
              "BSD-3-Clause, BSD-3-Clause-Open-MPI",
              binaries=(r"(^|/)(lib)?scipy_openblas[^/]*$", r"(^|/)libopenblas[^/]*$")),
    Component("gcc-runtime", "libgfortran and libgcc_s, the GCC run-time NumPy's OpenBLAS needs",
              "GPL-3.0-or-later WITH GCC-exception-3.1",
              binaries=(r"(^|/)libgfortran[^/]*$", r"(^|/)libgcc_s[^/]*\.dylib$")),
    Component("libquadmath", "libquadmath, GCC's quad-precision maths (needed by libgfortran)",
              "LGPL-2.1-or-later", binaries=(r"(^|/)libquadmath[^/]*$",)),
    Component("numpy", "NumPy, the computer players' arithmetic",
              "BSD-3-Clause AND 0BSD AND MIT AND Zlib AND CC0-1.0",
              binaries=(r"(^|/)numpy/",), modules=("numpy",)),
    Component("icu", "ICU, Unicode support for Qt (Linux; its data trimmed by packaging/icu.py)",
              "Unicode-DFS-2016 (ICU licence)", binaries=(r"(^|/)libicu[a-z0-9]*\.so",)),
    Component("qt", "Qt and Qt for Python (PySide6, shiboken6), with the third-party code inside them",
              "LGPL-3.0-only (and third-party/)",
              binaries=(r"(^|/)PySide6/", r"(^|/)shiboken6/", r"(^|/)(lib)?Qt6[^/]*$",
                        r"(^|/)Qt[A-Za-z]+\.framework/", r"(^|/)(lib)?(pyside6|shiboken6)[^/]*$"),
              modules=("PySide6", "shiboken6")),
    Component("python", "Python, which runs the app, with its standard library", "PSF-2.0",
              binaries=(r"(^|/)libpython3[^/]*$", r"(^|/)python3\d*\.dll$", r"(^|/)Python$",
                        r"(^|/)Python\.framework/", r"(^|/)lib-dynload/",
                        r"(^|/)_internal/[A-Za-z0-9_]+\.pyd$",
                        r"(^|/)(libffi|sqlite3|libbz2|liblzma)[^/]*\.dll$")),
    Component("pyinstaller", "PyInstaller's bootloader and start-up code (in every executable)",
              "GPL-2.0-or-later WITH the PyInstaller bootloader exception",
              modules=("pyimod01_archive", "pyimod02_importers", "pyimod03_ctypes", "pyimod04_pywin32",
                       "pyiboot01_bootstrap", "_pyi_rth_utils")),
    Component("yachtgui", "yachtgui itself", "GPL-3.0-or-later",
              binaries=(r"(^|/)yachtgui(-[a-z]+)?(\.exe)?$",), modules=("yachtgui",)),
)
COMPONENT_BY_FOLDER = {component.folder: component for component in COMPONENTS}
_BINARY_RULES = [(re.compile(pattern, re.IGNORECASE), component.folder)  # Windows: VCRUNTIME140.dll
                 for component in COMPONENTS for pattern in component.binaries]

#: Module names that are not separate distributions: PyInstaller's runtime hooks and launchers.
_PYINSTALLER_MODULE = re.compile(r"^(pyi_rth_|_pyi_rth_|pyimod|pyiboot)")
_LAUNCHER_MODULE = re.compile(r"^launch_")


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


def python_incorporated_licences() -> Path:
    """The "History and License" chapter of this Python's documentation, whose last part lists the
    licences of the third-party code compiled into Python (the Mersenne Twister of ``_random``,
    SipHash, dtoa and cfuhash in libpython, libffi, zlib...): ``LICENSE.txt`` of a Linux or macOS
    build has only the PSF licence. Committed per Python minor version (packaging/licenses/)."""
    minor = f"{sys.version_info.major}.{sys.version_info.minor}"
    path = TEXTS / f"python-{minor}-license.rst.txt"
    if not path.is_file():
        raise LicenseError(f"no licences of the software incorporated in Python {minor}: add {path.name} to "
                           "packaging/licenses/ (CPython's Doc/license.rst) with its row in README.md there")
    return path


def distribution_licenses(name: str) -> list[tuple[PurePosixPath, Path]]:
    """The licence files ``name`` installed, each as (its path inside ``.dist-info/licenses``, file).

    Keeping the relative path keeps NumPy's 17 files apart (``numpy/ma/LICENSE`` and
    ``LICENSE.txt`` are different texts); top-level ``LICENSE*``/``COPYING*`` keep their names.
    """
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        raise LicenseError(f"{name} is not installed, so its licence cannot be shipped") from None
    found = []
    for file in dist.files or ():
        parts = PurePosixPath(str(file)).parts
        if len(parts) >= 2 and parts[0].endswith(".dist-info") and (
            parts[1] == "licenses" or parts[1].upper().startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE"))
        ):
            path = Path(str(dist.locate_file(file)))
            relative = PurePosixPath(*parts[2:]) if parts[1] == "licenses" else PurePosixPath(parts[1])
            if path.is_file() and str(relative) != ".":
                found.append((relative, path))
    if not found:
        raise LicenseError(f"{name} {dist.version} installed no licence file")
    return sorted(found)


def numpy_bundled_sections(text: str) -> dict[str, str]:
    """NumPy's wheel LICENSE.txt split into the libraries it bundles: ``{"OpenBLAS": ..., ...}``.

    The file is NumPy's own BSD text followed by ``Name: <library>`` sections (OpenBLAS, LAPACK,
    GCC runtime library with the full GPL-3 and exception texts, libquadmath).
    """
    sections: dict[str, str] = {}
    for block in re.split(r"\n(?=Name: )", text)[1:]:
        name = block.split("\n", 1)[0].removeprefix("Name: ").strip()
        sections[name] = block.rstrip() + "\n"
    return sections


def numpy_bundles_libquadmath() -> bool:
    """Whether the installed NumPy wheel carries libquadmath as a library of its own."""
    files = importlib.metadata.distribution("numpy").files or []
    return any(re.search(r"(^|/)libquadmath[^/]*$", str(path)) for path in files)


def _pyside_version() -> str:
    for name in ("PySide6-Essentials", "PySide6"):
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    raise LicenseError("PySide6 is not installed")


def qt_notice(version: str) -> str:
    """Qt's and PySide6's LGPL notice: what is bundled, the exact source, the written offer."""
    major_minor = ".".join(version.split(".")[:2])
    return f"""Qt {version} and Qt for Python (PySide6, shiboken6) {version}
Copyright (C) The Qt Company Ltd. and other contributors.

This bundle contains Qt's libraries and plugins (libQt6*, Qt6*.dll or Qt*.framework, and
PySide6/Qt/plugins) and the Python bindings PySide6 and shiboken6, exactly as The Qt Company
built them for the PySide6-Essentials {version} and shiboken6 {version} wheels on PyPI, each in its
own shared library file. They are not modified. They are used under the GNU Lesser General
Public License version 3 (LGPL-3.0.txt in this folder), which adds to the GNU General Public
License version 3 (../yachtgui/COPYING.txt).

You may replace any of these libraries with your own build of the same or a compatible Qt
version: they are ordinary files in the bundle's folder, loaded by name, and nothing checks them.

Corresponding source code:
  Qt {version}:
    https://download.qt.io/official_releases/qt/{major_minor}/{version}/single/qt-everywhere-src-{version}.tar.xz
    (later https://download.qt.io/archive/qt/{major_minor}/{version}/single/qt-everywhere-src-{version}.tar.xz)
    git: https://code.qt.io/cgit/qt/qt5.git/tag/?h=v{version}
  Qt for Python (PySide6, shiboken6) {version}:
    https://download.qt.io/official_releases/QtForPython/pyside6/PySide6-{version}-src/pyside-setup-everywhere-src-{version}.tar.xz
    git: https://code.qt.io/cgit/pyside/pyside-setup.git/tag/?h=v{version}

Written offer: for three years from the day this bundle was released, and as long as
yachtgui offers this version for download, the yachtgui developers will give anyone who asks
(open an issue at {SOURCE_URL}) the complete corresponding source code of
these LGPL libraries, on a medium customarily used for software interchange, for no more than the
cost of physically performing that distribution.

Third-party code inside Qt's libraries (third-party/ in this folder, with where each text comes
from in packaging/licenses/README.md of the source):
  - Unicode character data (Unicode licence), double-conversion (BSD-3-Clause), easing equations
    (BSD-3-Clause), forkfd (MIT), PCRE2 (BSD-3-Clause, sljit BSD-2-Clause), TinyCBOR (MIT),
    SHA-1/SHA-3/MD4/MD5/RFC 6234 hashes (public domain, CC0-1.0, BSD-3-Clause), BLAKE2 (CC0-1.0),
    SipHash (CC0-1.0): in Qt Core - qtbase-3rdparty.copyright, PCRE2.copyright,
    double-conversion.copyright, qt-since-6.4.txt;
  - HarfBuzz (MIT-style), libpng (libpng licence), md4c (MIT), pixman (MIT), the sRGB ICC profile,
    the emoji segmenter (Apache-2.0), FreeType's rasteriser (FreeType licence) and zlib: in Qt Gui
    - HarfBuzz.copyright, libpng.copyright, md4c.copyright, FreeType.copyright,
    qtbase-3rdparty.copyright, qt-since-6.4.txt, Apache-2.0.txt;
  - the XCB and Wayland protocol code (MIT): in Qt's platform plugins - qtbase-3rdparty.copyright,
    qtwayland.copyright; Qt SVG: qtsvg.copyright.
ICU, which Qt uses on Linux, is a separate library with its own folder (../icu/).
"""


ICU_NOTICE = """ICU (International Components for Unicode), the version PySide6's wheel carries (Linux)

libicuuc, libicui18n and libicudata: Copyright (C) Unicode, Inc. and others, under the Unicode
licence (ICU.copyright in this folder: Debian's copyright file for ICU; the licence of ICU 72
and 73 is the same).

Modified: yachtgui's build (packaging/icu.py in the source) removes the locale data the app
never uses from libicudata (every locale but root and English, break-iterator dictionaries,
transliterators, spelled-out numbers, currency, language and unit names) and strips the symbol
tables of libicuuc and libicui18n. The unmodified ICU is at https://github.com/unicode-org/icu.
"""


MICROSOFT_RUNTIME_NOTICE = """Microsoft Visual C++ and Universal C run-time libraries (Windows)

vcruntime140*.dll, msvcp140*.dll, concrt140.dll, ucrtbase.dll and api-ms-win-*.dll:
Copyright (C) Microsoft Corporation. They come with Python for Windows and the PySide6 and NumPy
wheels, which carry them as the "Distributable Code" that Microsoft's Visual Studio licence
terms allow an application to redistribute with itself, unmodified.
"""


def libquadmath_source() -> str:
    """Where libquadmath's source is (LGPL-2.1 section 6), with the written offer."""
    return f"""libquadmath, the GCC Quad-Precision Math Library (part of GCC), in NumPy's wheel
Copyright (C) 2010-2019 Free Software Foundation, Inc. LGPL-2.1-or-later: LGPL-2.1.txt in this
folder; its notice as NumPy ships it is LICENSE.txt.

It is an unmodified shared library of its own (numpy.libs/libquadmath-*.so): you may replace it
with your own build. Its source is GCC's, https://gcc.gnu.org/git/?p=gcc.git;a=tree;f=libquadmath
(as NumPy's wheel names it); the wheel does not record which GCC release built it.

Written offer: for three years from the day this bundle was released, the yachtgui developers
will give anyone who asks (open an issue at {SOURCE_URL}) the complete
corresponding source code of this library, on a medium customarily used for software interchange,
for no more than the cost of physically performing that distribution.
"""


def _debian_package(path: str) -> str | None:
    """The Debian package that installed ``path`` (its real file), None without dpkg or when none did."""
    if shutil.which("dpkg-query") is None:
        return None
    real = os.path.realpath(path)
    # merged /usr: dpkg knows a library by the path its package installed, with or without /usr
    candidates = [path, real] + [other.removeprefix("/usr") for other in (path, real)
                                 if other.startswith("/usr/")]
    for candidate in dict.fromkeys(candidates):
        result = subprocess.run(["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False)
        if result.returncode == 0 and ":" in result.stdout:
            return result.stdout.split(":", 1)[0].strip()
    return None


def _system_libraries(
    out: Path, system_binaries: Iterable[tuple[str, str]]
) -> tuple[list[str], dict[str, str]]:
    """Copy each system library's Debian copyright to ``system/<package>/copyright``.

    Returns the README lines and ``{library file name: folder}`` for those with a copyright file.
    """
    lines, files = [], {}
    for dest, source in sorted(system_binaries):
        package = _debian_package(source)
        name = PurePosixPath(dest.replace("\\", "/")).name
        where = "package unknown (no dpkg on the build machine): NO LICENCE TEXT"
        if package is not None:
            package = package.split(":")[0]
            copyright_file = Path("/usr/share/doc") / package / "copyright"
            if copyright_file.is_file():
                (out / "system" / package).mkdir(parents=True, exist_ok=True)
                shutil.copyfile(copyright_file, out / "system" / package / "copyright")
                where = f"Debian package {package}: system/{package}/copyright"
                files[name] = f"system/{package}"
            else:
                where = f"Debian package {package}: NO copyright file found"
        lines.append(f"  {name}  (from {source})\n      {where}")
    return lines, files


def _module_folder(module: str) -> str | None:
    """The folder of a top-level module the components know; None for a third-party distribution."""
    for component in COMPONENTS:
        if module in component.modules:
            return component.folder
    if _PYINSTALLER_MODULE.match(module):
        return "pyinstaller"
    if _LAUNCHER_MODULE.match(module):
        return "yachtgui"
    if module in sys.stdlib_module_names or module.startswith("_sysconfigdata"):
        return "python"
    return None


def _distribution_folder(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def collect(
    out: Path, system_binaries: Iterable[tuple[str, str]] = (), modules: Iterable[str] = ()
) -> list[Path]:
    """Write the licence folder into ``out`` (emptied first); returns the files written.

    ``system_binaries``: ``(path in the bundle, source path)`` of the libraries copied from
    the build machine (``bundle.is_system_library``). ``modules``: the top-level modules bundled
    (from PyInstaller's analyses); every one that no component covers is looked up in the
    installed distributions (``packages_distributions``) and that distribution's licence files go
    into a folder of its own. Raises LicenseError for a module whose licence cannot be found.
    """
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    version = _pyside_version()
    index: dict[str, dict[str, str]] = {"modules": {}, "files": {}}

    def copy(source: Path, relative: str) -> None:
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)

    def write(relative: str, text: str) -> None:
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")

    copy(ROOT / "LICENSE", "yachtgui/COPYING.txt")
    copy(_python_license(), "python/LICENSE.txt")
    copy(python_incorporated_licences(), "python/incorporated-software.txt")
    write("qt/NOTICE.txt", qt_notice(version))
    copy(TEXTS / "LGPL-3.0.txt", "qt/LGPL-3.0.txt")
    for path in sorted((TEXTS / "third-party").iterdir()):
        if path.name != "ICU.copyright":
            copy(path, f"qt/third-party/{path.name}")
    if sys.platform == "linux":  # Qt's wheels carry ICU only on Linux; Windows and macOS have their own
        write("icu/NOTICE.txt", ICU_NOTICE)
        copy(TEXTS / "third-party" / "ICU.copyright", "icu/ICU.copyright")

    numpy_files = distribution_licenses("numpy")
    for relative, path in numpy_files:
        copy(path, f"numpy/{relative}")
    top = next((path for relative, path in numpy_files if str(relative) in ("LICENSE.txt", "LICENSE")), None)
    sections = numpy_bundled_sections(top.read_text(encoding="utf-8")) if top else {}
    wanted = {"openblas": ("OpenBLAS", "LAPACK"), "gcc-runtime": ("GCC runtime library",)}
    # libquadmath is a library of its own in the Linux and macOS wheels (numpy.libs/libquadmath-*);
    # the Windows wheel links the GCC runtime into its OpenBLAS DLL and ships no libquadmath.
    quadmath = numpy_bundles_libquadmath()
    if quadmath:
        wanted["libquadmath"] = ("libquadmath",)
    for folder, names in wanted.items():
        missing = [name for name in names if name not in sections]
        if missing:
            raise LicenseError(f"NumPy's LICENSE.txt has no section for {', '.join(missing)}: "
                               "see what its wheel bundles now and update packaging/licenses.py")
        write(f"{folder}/LICENSE.txt", "\n".join(sections[name] for name in names))
    if quadmath:
        copy(TEXTS / "LGPL-2.1.txt", "libquadmath/LGPL-2.1.txt")
        write("libquadmath/SOURCE.txt", libquadmath_source())
    if sys.platform == "win32":
        write("microsoft-runtime/NOTICE.txt", MICROSOFT_RUNTIME_NOTICE)

    # PyInstaller's bootloader is in every executable, whatever modules it brings.
    distributions: dict[str, set[str]] = {"pyinstaller": set()}
    mapping = importlib.metadata.packages_distributions()
    for module in sorted(set(modules)):
        folder = _module_folder(module)
        if folder is not None:
            index["modules"][module] = folder
            continue
        owners = mapping.get(module)
        if not owners:
            raise LicenseError(f"the bundled module {module} belongs to no installed distribution: "
                               "its licence cannot be found")
        for owner in owners:
            distributions.setdefault(owner, set()).add(module)
        index["modules"][module] = _distribution_folder(owners[0])
    for name in sorted(distributions):
        folder = _distribution_folder(name)
        for relative, path in distribution_licenses(name):
            copy(path, f"{folder}/{relative}")

    readme = [
        "Licences of everything in this bundle, one folder per component",
        "",
    ]
    for component in COMPONENTS:
        if (out / component.folder).is_dir():
            readme.append(f"{component.folder + '/':<20} {component.what}\n"
                          f"{'':<20} licence: {component.licence}")
    for name in sorted(distributions):
        folder = _distribution_folder(name)
        if folder not in COMPONENT_BY_FOLDER:
            dist = importlib.metadata.distribution(name)
            licence = (dist.metadata.get("License-Expression") or dist.metadata.get("License")
                       or "see its files")
            readme.append(f"{folder + '/':<20} {name} {dist.version} (Python distribution)\n"
                          f"{'':<20} licence: {licence.splitlines()[0] if licence else 'see its files'}")
    system = list(system_binaries)
    if system:
        lines, files = _system_libraries(out, system)
        index["files"].update(files)
        readme += ["", "system/<package>/    Linux: the libraries copied from the build machine, each",
                   "                     with the Debian copyright file of its package:", *lines]
    write("README.txt", "\n".join(readme) + "\n")
    write("index.json", json.dumps(index, indent=1, sort_keys=True) + "\n")
    return sorted(path for path in out.rglob("*") if path.is_file())


# --- the check of a built bundle ----------------------------------------------------------------

#: ELF, PE (Windows) and Mach-O (thin 64/32-bit, universal, big-endian) files.
_BINARY_MAGIC = (b"\x7fELF", b"MZ", b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe", b"\xca\xfe\xba\xbe",
                 b"\xfe\xed\xfa\xcf")


def _is_binary(path: Path) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    with path.open("rb") as file:
        head = file.read(4)
    return head.startswith(_BINARY_MAGIC)


def licences_folder_of(bundle: Path) -> Path:
    """The ``licenses`` folder inside a built bundle (a folder, an AppDir or a ``.app``)."""
    found = sorted(path.parent for path in bundle.rglob("index.json") if path.parent.name == "licenses")
    if not found:
        raise LicenseError(f"{bundle} has no licenses/index.json: it was built without packaging/licenses.py")
    return found[0]


def bundled_modules(executable: Path) -> set[str]:
    """The top-level modules in a PyInstaller executable's archives (needs PyInstaller)."""
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(executable))
    names = set()
    for name, entry in archive.toc.items():
        if entry[4] == "z":  # typecode: a PYZ archive of modules
            names |= {module.split(".")[0] for module in archive.open_embedded_archive(name).toc}
        elif entry[4] in "ms":  # a module or script run at start
            names.add(name.split(".")[0])
    return names


def _has_text(folder: Path) -> bool:
    return folder.is_dir() and any(path.is_file() and path.stat().st_size > 0 for path in folder.rglob("*"))


def check_bundle(bundle: Path, executables: Iterable[Path] = ()) -> list[str]:
    """Every shared library, Python distribution and module in ``bundle`` without a licence text.

    Binaries (ELF, PE or Mach-O files) are matched against :data:`COMPONENTS`, then the system
    libraries ``index.json`` lists; ``*.dist-info`` folders by distribution name; the modules of
    each of ``executables`` (default: every PyInstaller executable found) through ``index.json``.
    Each must lead to a non-empty folder under ``licenses/``. Returns one line per problem.
    """
    licences = licences_folder_of(bundle)
    index = json.loads((licences / "index.json").read_text(encoding="utf-8"))
    problems = []
    seen_folders = set()

    def need(folder: str | None, what: str) -> None:
        if folder is None:
            problems.append(f"{what}: no component or licence covers it")
        elif not _has_text(licences / folder):
            problems.append(f"{what}: its licence folder licenses/{folder}/ is missing or empty")
        else:
            seen_folders.add(folder)

    found_executables = []
    for path in sorted(bundle.rglob("*")):
        relative = path.relative_to(bundle).as_posix()
        if path.is_dir() and path.name.endswith(".dist-info"):
            name = path.name.removesuffix(".dist-info").rsplit("-", 1)[0]
            module = name.replace("-", "_").lower()
            need(index["modules"].get(module) or _module_folder(module), f"distribution {path.name}")
            continue
        if licences in path.parents or not _is_binary(path):
            continue
        folder = next((folder for rule, folder in _BINARY_RULES if rule.search(relative)), None)
        need(folder or index["files"].get(path.name), f"library {relative}")
        if folder == "yachtgui":
            found_executables.append(path)
    for executable in list(executables) or found_executables:
        try:
            modules = bundled_modules(executable)
        except (ImportError, OSError, ValueError, KeyError) as error:
            problems.append(f"{executable.name}: its modules could not be listed ({error})")
            continue
        for module in sorted(modules):
            need(index["modules"].get(module) or _module_folder(module),
                 f"module {module} in {executable.name}")
    need("pyinstaller", "PyInstaller's bootloader (in every executable)")
    if "python" in seen_folders and not any(
        "Incorporated Software" in path.read_text(encoding="utf-8", errors="replace")
        for path in (licences / "python").rglob("*") if path.is_file()
    ):
        problems.append("Python: licenses/python/ lacks the licences of the software incorporated in it "
                        "(Mersenne Twister, SipHash, dtoa...)")
    return problems


def main(argv: list[str] | None = None) -> int:
    """``python packaging/licenses.py --check BUNDLE``: list what is bundled without a licence."""
    import argparse

    parser = argparse.ArgumentParser(description="Check that everything in a built bundle has its licence.")
    parser.add_argument("--check", type=Path, metavar="BUNDLE", required=True,
                        help="the built bundle folder (dist/yachtgui, an AppDir or a .app)")
    args = parser.parse_args(argv)
    try:
        problems = check_bundle(args.check)
    except (LicenseError, OSError, ValueError) as error:
        print(f"licenses.py: {error}", file=sys.stderr)
        return 1
    for problem in problems:
        print(f"no licence: {problem}", file=sys.stderr)
    if problems:
        print(f"licenses.py: {len(problems)} part(s) of {args.check} have no licence text", file=sys.stderr)
        return 1
    print(f"licenses.py: every library, distribution and module in {args.check} has its licence text")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
