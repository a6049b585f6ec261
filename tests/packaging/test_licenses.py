"""packaging/licenses.py: every bundled component's notice, one folder each, and the check of a bundle.

``collect`` is run for real into a temporary folder (it only copies files); ``check_bundle`` is
run on small fake bundles whose "libraries" are files starting with the ELF magic. The check of
the real built bundle runs in ``packaging/verify.py`` (``.ci/run``, the release workflow).
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import PACKAGING, load_packaging_module

TEXTS = PACKAGING / "licenses"
QT_THIRD_PARTY = ("HarfBuzz", "FreeType", "libpng", "PCRE2", "md4c", "double-conversion")


@pytest.fixture(scope="module")
def licenses() -> ModuleType:
    return load_packaging_module("licenses")


@pytest.fixture(scope="module")
def collected(licenses: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle") / "licenses"
    system = [("libz.so.1", "/lib/x86_64-linux-gnu/libz.so.1")]
    licenses.collect(out, system, {"numpy", "PySide6", "platformdirs", "json", "yachtgui", "pyimod01_archive",
                                   "launch_yachtgui", "pyi_rth_pyside6"})
    return out


def test_every_one_of_numpys_licence_files_is_shipped_under_its_own_path(
    licenses: ModuleType, collected: Path
) -> None:
    files = licenses.distribution_licenses("numpy")
    assert len(files) >= 10  # 17 in NumPy 2.4: its own, and those of the code it includes
    shipped = sorted(str(path.relative_to(collected / "numpy")) for path in (collected / "numpy").rglob("*")
                     if path.is_file())
    assert shipped == sorted(str(relative) for relative, _ in files)  # none lost to a name collision
    for relative, source in files:
        assert (collected / "numpy" / relative).read_bytes() == source.read_bytes()
    own = (collected / "numpy" / "LICENSE.txt").read_text(encoding="utf-8")
    assert own.startswith("Copyright (c) 2005-")
    assert "NumPy Developers" in own
    assert (collected / "numpy" / "numpy" / "ma" / "LICENSE").read_bytes() != own.encode()


def test_the_libraries_numpys_wheel_bundles_each_get_their_licence(collected: Path) -> None:
    openblas = (collected / "openblas" / "LICENSE.txt").read_text(encoding="utf-8")
    assert "Name: OpenBLAS" in openblas
    assert "Name: LAPACK" in openblas
    gcc = (collected / "gcc-runtime" / "LICENSE.txt").read_text(encoding="utf-8")
    assert "GCC RUNTIME LIBRARY EXCEPTION" in gcc
    assert "GNU GENERAL PUBLIC LICENSE" in gcc
    assert "Version 3, 29 June 2007" in gcc
    quadmath = collected / "libquadmath"
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (quadmath / "LGPL-2.1.txt").read_text(encoding="utf-8")
    assert "Version 2.1, February 1999" in (quadmath / "LGPL-2.1.txt").read_text(encoding="utf-8")
    source = (quadmath / "SOURCE.txt").read_text(encoding="utf-8")
    assert "Written offer" in source
    assert "gcc.gnu.org" in source


def test_a_numpy_wheel_without_libquadmath_needs_no_section_for_it(
    licenses: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """NumPy's Windows wheel links the GCC runtime into its OpenBLAS DLL: its LICENSE.txt has no
    libquadmath section and no libquadmath ships, so none is asked for (the Wine build failed)."""
    real = licenses.numpy_bundled_sections
    monkeypatch.setattr(licenses, "numpy_bundled_sections",
                        lambda text: {k: v for k, v in real(text).items() if k != "libquadmath"})
    monkeypatch.setattr(licenses, "numpy_bundles_libquadmath", lambda: False)
    out = tmp_path / "licenses"
    licenses.collect(out, [], {"numpy", "PySide6", "yachtgui", "launch_yachtgui"})
    assert (out / "openblas" / "LICENSE.txt").is_file()
    assert not (out / "libquadmath").exists()
    monkeypatch.setattr(licenses, "numpy_bundles_libquadmath", lambda: True)  # shipped but not named
    with pytest.raises(licenses.LicenseError, match="libquadmath"):
        licenses.collect(tmp_path / "again", [], {"numpy", "PySide6", "yachtgui", "launch_yachtgui"})


def test_qt_gets_its_lgpl_with_exact_source_an_offer_and_its_third_party_texts(
    licenses: ModuleType, collected: Path
) -> None:
    version = licenses._pyside_version()
    notice = (collected / "qt" / "NOTICE.txt").read_text(encoding="utf-8")
    assert f"qt-everywhere-src-{version}.tar.xz" in notice
    assert f"pyside-setup-everywhere-src-{version}.tar.xz" in notice
    assert "Written offer" in notice
    lgpl = (collected / "qt" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl
    for name in QT_THIRD_PARTY:
        assert (collected / "qt" / "third-party" / f"{name}.copyright").stat().st_size > 1000, name
    assert "License: Unicode" in (collected / "qt" / "third-party" / "qtbase-3rdparty.copyright").read_text()
    icu = (collected / "icu" / "NOTICE.txt").read_text(encoding="utf-8")
    assert "Modified" in icu  # the data is trimmed: not "unmodified"
    assert "Unicode" in (collected / "icu" / "ICU.copyright").read_text(encoding="utf-8")


def test_every_other_bundled_distribution_brings_its_own_files_and_the_index_says_where(
    collected: Path,
) -> None:
    assert any((collected / "platformdirs").iterdir())
    assert any((collected / "pyinstaller").iterdir())  # the bootloader is in every executable
    if Path("/usr/share/doc/zlib1g/copyright").is_file():  # a Debian build machine
        assert (collected / "system" / "zlib1g" / "copyright").is_file()
    index = json.loads((collected / "index.json").read_text(encoding="utf-8"))
    assert index["modules"] == {
        "numpy": "numpy", "PySide6": "qt", "platformdirs": "platformdirs", "json": "python",
        "yachtgui": "yachtgui", "pyimod01_archive": "pyinstaller", "launch_yachtgui": "yachtgui",
        "pyi_rth_pyside6": "pyinstaller",
    }
    readme = (collected / "README.txt").read_text(encoding="utf-8")
    for folder in ("yachtgui/", "python/", "qt/", "icu/", "numpy/", "openblas/", "gcc-runtime/",
                   "libquadmath/", "platformdirs/", "pyinstaller/"):
        assert folder in readme


def test_a_bundled_module_whose_licence_cannot_be_found_stops_the_build(
    licenses: ModuleType, tmp_path: Path
) -> None:
    with pytest.raises(licenses.LicenseError, match="no_such_module_anywhere"):
        licenses.collect(tmp_path / "licenses", (), {"no_such_module_anywhere"})


def test_every_committed_text_has_its_provenance_and_sum() -> None:
    table = (TEXTS / "README.md").read_text(encoding="utf-8")
    committed = sorted(path for path in TEXTS.rglob("*") if path.is_file() and path.name != "README.md")
    assert len(committed) >= 15
    for path in committed:
        relative = path.relative_to(TEXTS).as_posix()
        row = re.search(rf"^\| `{re.escape(relative)}` \|.*\| `([0-9a-f]{{8}})…` \|$", table, re.MULTILINE)
        assert row, f"{relative} is not in packaging/licenses/README.md"
        assert hashlib.sha256(path.read_bytes()).hexdigest().startswith(row.group(1)), f"{relative} changed"


def fake_library(path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x7fELF fake")


def fake_bundle(licenses: ModuleType, root: Path) -> Path:
    internal = root / "yachtgui" / "_internal"
    for name in ("libQt6Core.so.6", "PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/QtCore.abi3.so",
                 "PySide6/Qt/lib/libicuuc.so.73", "numpy.libs/libscipy_openblas64_-32a4b2a6.so",
                 "numpy.libs/libgfortran-040039e1-0352e75f.so.5.0.0",
                 "numpy.libs/libquadmath-96973f99.so.0.0.0",
                 "numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so", "libpython3.11.so.1.0",
                 "python3.11/lib-dynload/_json.cpython-311-x86_64-linux-gnu.so", "libz.so.1"):
        fake_library(internal / name)
    (internal / "numpy-2.4.6.dist-info").mkdir()
    (internal / "yachtgui" / "ai").mkdir(parents=True)
    (internal / "yachtgui" / "ai" / "table.npz").write_bytes(b"PK not a library")
    licenses.collect(internal / "licenses", [("libz.so.1", "/lib/x86_64-linux-gnu/libz.so.1")], {"numpy"})
    return root / "yachtgui"


def test_the_check_passes_a_bundle_whose_every_part_has_its_licence(
    licenses: ModuleType, tmp_path: Path
) -> None:
    if not Path("/usr/share/doc/zlib1g/copyright").is_file():
        pytest.skip("needs Debian's copyright file of zlib1g")
    assert licenses.check_bundle(fake_bundle(licenses, tmp_path), executables=()) == []


def test_the_check_names_every_library_and_distribution_without_a_licence(
    licenses: ModuleType, tmp_path: Path
) -> None:
    bundle = fake_bundle(licenses, tmp_path)
    fake_library(bundle / "_internal" / "libmystery.so.2")  # copied in, from nowhere known
    (bundle / "_internal" / "requests-2.32.0.dist-info").mkdir()
    for path in (bundle / "_internal" / "licenses" / "libquadmath").iterdir():
        path.unlink()  # a folder left empty
    problems = licenses.check_bundle(bundle, executables=())
    assert any("libmystery.so.2" in problem for problem in problems)
    assert any("requests-2.32.0.dist-info" in problem for problem in problems)
    assert any("libquadmath" in problem and "missing or empty" in problem for problem in problems)
    assert not any("libQt6Core" in problem or "openblas" in problem for problem in problems)


def test_the_check_reads_the_modules_of_a_real_pyinstaller_executable(licenses: ModuleType) -> None:
    """The bundled executables' archives are read with PyInstaller's own reader (the built bundle)."""
    built = PACKAGING.parent / "dist" / "yachtgui" / "yachtgui"
    if not built.is_file():
        pytest.skip("no built bundle in dist/ (packaging/build.py makes one)")
    modules = licenses.bundled_modules(built)
    assert {"yachtgui", "numpy", "PySide6", "json"} <= modules


def test_our_appimage_runtimes_static_libraries_get_their_exact_source_and_an_offer(tmp_path: Path) -> None:
    """glibc (LGPL-2.1) and LZO (GPL-2) are linked into the runtime statically: source pointers go along."""
    import shutil
    import sys

    if shutil.which("dpkg-query") is None:
        pytest.skip("needs dpkg (the runtime is compiled on Debian)")
    sys.modules.setdefault("appmeta", load_packaging_module("appmeta"))
    appimage = load_packaging_module("appimage")
    runtime = tmp_path / "appimage-runtime" / "runtime-x86_64"
    runtime.parent.mkdir()
    runtime.write_bytes(b"\x7fELF" + appimage.RUNTIME_IDENTITY)
    appimage.copy_runtime_copyrights(runtime.parent / "runtime-licenses")
    folder = appimage.write_runtime_licenses(tmp_path / "AppDir", runtime)
    sources = (folder / "SOURCES.txt").read_text(encoding="utf-8")
    assert "Written offer" in sources
    glibc = r"libc6-dev: source package glibc \S+\n    https://snapshot\.debian\.org/package/glibc/"
    assert re.search(glibc, sources)
    assert re.search(r"liblzo2-dev: source package lzo2 \S+", sources)
    assert "SOURCES.txt" in (folder / "README.txt").read_text(encoding="utf-8")


def test_python_brings_the_licences_of_the_code_compiled_into_it(collected: Path) -> None:
    """LICENSE.txt of a Linux or macOS Python is the PSF licence alone; _random's Mersenne Twister,
    libpython's SipHash, dtoa and cfuhash, and the rest need their own notices in a binary bundle."""
    text = (collected / "python" / "incorporated-software.txt").read_text(encoding="utf-8")
    for section in ("Mersenne Twister", "SipHash24", "strtod and dtoa", "cfuhash", "libffi", "zlib"):
        assert f"\n{section}\n" in text, section
    assert "Makoto Matsumoto and Takuji Nishimura" in text


def test_the_check_names_a_python_without_its_incorporated_licences(
    licenses: ModuleType, tmp_path: Path
) -> None:
    bundle = fake_bundle(licenses, tmp_path)
    (bundle / "_internal" / "licenses" / "python" / "incorporated-software.txt").unlink()
    problems = licenses.check_bundle(bundle, executables=())
    assert any("incorporated" in problem for problem in problems), problems
