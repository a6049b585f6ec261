"""Check a built artifact as a family would get it: unpacked in a folder whose name has spaces,
started in a bare environment with a brand-new home folder, ``--version`` then ``--self-test``.

Usage::

    python packaging/verify.py ARTIFACT [--keep]

ARTIFACT is a release archive (``.tar.xz``, ``.tar.gz``, ``.zip``), an ``.AppImage``, the
Windows ``-setup.exe`` (installed silently, per user, then uninstalled), the macOS ``.dmg``
(mounted, the .app copied out) or an already unpacked folder (the bundle folder, an AppDir,
a ``.app``). Everything goes into ``build/verify/<a folder with spaces & an ampersand>/``;
``PATH``, ``HOME`` (a fresh empty folder), ``LANG`` and, on Windows, the variables Windows needs
to start a program. Fails (exit 1, the reason on stderr) unless ``--version`` prints the
version, ``--self-test`` exits 0 and its report says "self-test passed", no strategy table
was written into the fresh home's cache (a bundle ships them all), nothing (on Linux) into the
home outside the XDG folders (``.cache``, ``.config``, ``.local/share``, ``.local/state``),
and, for an archive or a folder, unless every shared library, Python distribution and module in
it has its licence text (``licenses.check_bundle``). An AppImage is started as it is
(``APPIMAGE_EXTRACT_AND_RUN=1`` only for a FUSE runtime where FUSE is missing), twice with
``--version`` first (our runtime's first start unpacks it into the fresh home's cache, which is
expected and not counted as a table left behind) and both times are printed; the AppImage's
safety matrix is ``tests/packaging/test_appimage_runtime.py`` (``YACHTGUI_APPIMAGE=FILE``).
An AppImage is also unpacked with its own ``--appimage-extract`` and the AppDir inside checked as
AppImage tools and desktops read it (:func:`appdir_problems`: the desktop entry, icons, AppStream,
saved-game type, licences).
``--keep`` leaves the unpacked copy and the home folder for a look.
"""

from __future__ import annotations

import argparse
import configparser
import os
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

import appmeta  # run as a script: packaging/ is sys.path[0]
import licenses

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
VERIFY = ROOT / "build" / "verify"
#: Spaces, an ampersand and a percent sign: what a family's folder names have and scripts get wrong.
ODD_FOLDER = "Family Games & Fun 100%"
TIMEOUT = 600


class VerifyError(RuntimeError):
    """The artifact failed a check; the message says which."""


def unpack(artifact: Path, into: Path) -> Path:
    """Unpack ``artifact`` into ``into`` (emptied first); returns the folder or file to start from."""
    if into.exists():
        shutil.rmtree(into)
    into.mkdir(parents=True)
    name = artifact.name
    if artifact.is_dir():
        target = into / artifact.name
        shutil.copytree(artifact, target, symlinks=True)
        return target
    if name.endswith((".tar.xz", ".tar.gz")):
        with tarfile.open(artifact) as tar:
            if hasattr(tarfile, "tar_filter"):
                tar.extractall(into, filter="tar")
            else:  # Python before 3.11.4 (Debian 12 has 3.11.2) has no extraction filters
                tar.extractall(into)
    elif name.endswith(".zip"):
        if sys.platform == "darwin":  # keeps the .app's symlinks and signature
            subprocess.run(["ditto", "-x", "-k", str(artifact), str(into)], check=True)
        else:
            with zipfile.ZipFile(artifact) as zipped:
                zipped.extractall(into)
    elif name.endswith("-setup.exe"):  # the Windows installer: a silent per-user install
        target = into / "yachtgui"
        subprocess.run([str(artifact), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART", "/CURRENTUSER",
                        f"/DIR={target}", f"/LOG={into.parent / 'install.log'}"], check=True, timeout=TIMEOUT)
        if not (target / "unins000.exe").is_file():
            raise VerifyError(f"the installer put no uninstaller into {target}")
        return target
    elif name.endswith(".dmg"):  # macOS: mount, copy the .app out as a user drags it, unmount
        mount = into.parent / "mounted dmg"
        mount.mkdir(exist_ok=True)
        subprocess.run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", str(mount),
                        str(artifact)], check=True, timeout=TIMEOUT)
        try:
            apps = list(mount.glob("*.app"))
            if len(apps) != 1 or not (mount / "Applications").is_symlink():
                shown = sorted(path.name for path in mount.iterdir())
                raise VerifyError(f"the disk image should show the .app and Applications, not {shown}")
            subprocess.run(["ditto", str(apps[0]), str(into / apps[0].name)], check=True)
        finally:
            subprocess.run(["hdiutil", "detach", str(mount)], check=False)
        return into / apps[0].name
    elif name.endswith(".AppImage"):
        target = into / name
        shutil.copy2(artifact, target)
        target.chmod(0o755)
        return target
    else:
        raise VerifyError(f"do not know how to unpack {name}")
    entries = list(into.iterdir())
    if len(entries) != 1:
        raise VerifyError(f"{name} should hold one top folder, it holds {sorted(e.name for e in entries)}")
    return entries[0]


def executable_in(unpacked: Path, meta: appmeta.AppMetadata) -> Path:
    """The game's executable inside an unpacked artifact."""
    if unpacked.is_file():  # an AppImage
        return unpacked
    suffix = ".exe" if sys.platform == "win32" else ""
    for candidate in (
        unpacked / f"{meta.name}{suffix}",
        unpacked / "Contents" / "MacOS" / meta.name,
        unpacked / "AppRun",
        unpacked / f"{meta.name}.app" / "Contents" / "MacOS" / meta.name,
    ):
        if candidate.is_file():
            return candidate
    raise VerifyError(f"no {meta.name} executable in {unpacked}")


def bare_environment(home: Path) -> dict[str, str]:
    """An ``env -i``-like environment: a fresh home, a plain PATH, nothing of the build's."""
    env = {"HOME": str(home), "LANG": "C.UTF-8", "PATH": os.defpath if os.name != "nt" else ""}
    if sys.platform == "win32":
        for name in ("SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC", "PATHEXT", "TEMP", "TMP"):
            if name in os.environ:
                env[name] = os.environ[name]
        env["PATH"] = os.path.join(os.environ.get("SYSTEMROOT", r"C:\Windows"), "System32")
        env["USERPROFILE"] = str(home)
        env["LOCALAPPDATA"] = str(home / "AppData" / "Local")
        env["APPDATA"] = str(home / "AppData" / "Roaming")
    if sys.platform.startswith("linux"):
        env["PATH"] = "/usr/bin:/bin"
    return env


def appimage_environment(appimage: Path, env: dict[str, str]) -> dict[str, str]:
    """How a family starts the AppImage: as it is. Only another runtime than ours (the official one
    mounts with FUSE) where FUSE is missing gets ``APPIMAGE_EXTRACT_AND_RUN=1``, its documented switch
    to unpack itself into a temporary folder; ours never mounts and unpacks into the fresh home's cache."""
    with appimage.open("rb") as file:
        head = file.read(4 << 20)
    if b"yachtgui AppImage runtime" in head or Path("/dev/fuse").exists():
        return env
    print("not our AppImage runtime and no /dev/fuse here: starting it with APPIMAGE_EXTRACT_AND_RUN=1")
    return {**env, "APPIMAGE_EXTRACT_AND_RUN": "1"}


def run(command: list[str], env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess[str]:
    print("+", " ".join(f'"{part}"' if " " in part else part for part in command), flush=True)
    return subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT,
                          check=False)


def tables_in_cache(home: Path) -> list[Path]:
    """Strategy tables anywhere under the fresh home (whatever the OS calls its cache folder).

    Tables inside an AppImage the runtime unpacked into the cache (a folder with an ``AppRun``)
    are the bundle's own, not tables the app wrote, and do not count.
    """
    def in_unpacked_appimage(path: Path) -> bool:
        return any((folder / "AppRun").is_file() for folder in path.parents if folder.is_relative_to(home))

    return sorted(path for path in home.rglob("strategy-*.npz") if not in_unpacked_appimage(path))


def start_times(executable: Path, env: dict[str, str], home: Path, version: str) -> tuple[float, float]:
    """Seconds of a first ``--version`` (an AppImage unpacks itself then) and of a second one."""
    times = []
    for _ in range(2):
        started = time.perf_counter()
        result = run([str(executable), "--version"], env, home)
        times.append(time.perf_counter() - started)
        if result.returncode != 0 or version not in result.stdout:
            raise VerifyError(f"--version exited {result.returncode} and printed {result.stdout!r}"
                              f"{result.stderr[-2000:]}")
    return times[0], times[1]


#: Where a Linux app may write in the home without asking: the XDG base directories' defaults.
XDG_DEFAULTS = (".cache", ".config", ".local/share", ".local/state")


def outside_xdg(home: Path, allowed: tuple[Path, ...] = ()) -> list[str]:
    """Files and folders in ``home`` outside the XDG base directories (and ``allowed``)."""
    keep = [home / folder for folder in XDG_DEFAULTS] + list(allowed)
    found = []
    for path in sorted(home.rglob("*")):
        if any(path == kept or path.is_relative_to(kept) for kept in keep):
            continue
        if path.is_dir() and not path.is_symlink() and any(kept.is_relative_to(path) for kept in keep):
            continue  # .local, on the way to .local/share
        found.append(str(path.relative_to(home)))
    return found


def check_licences(unpacked: Path) -> None:
    """Fail unless every shared library, Python distribution and module has its licence text."""
    try:
        problems = licenses.check_bundle(unpacked)
    except licenses.LicenseError as error:
        raise VerifyError(str(error)) from None
    if problems:
        raise VerifyError("bundled without a licence text (packaging/licenses.py):\n  "
                          + "\n  ".join(problems))
    print(f"licences: every library, distribution and module in {unpacked.name} has its text")


#: The freedesktop hicolor sizes the bundle and the AppImage carry (make_icons.PNG_SIZES).
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
SAVED_GAME_TYPE = "application/x-yachtgui-game"


def png_size(path: Path) -> tuple[int, int] | None:
    """Width and height of a PNG file, None if it is not one."""
    try:
        with path.open("rb") as file:
            head = file.read(24)
    except OSError:
        return None
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def tool_problems(command: list[str], what: str) -> list[str]:
    """What a validator (desktop-file-validate, appstreamcli) says is wrong; nothing if it is missing."""
    if shutil.which(command[0]) is None:
        print(f"{command[0]} is not installed: {what} not validated")
        return []
    result = subprocess.run(command, capture_output=True, text=True, check=False, timeout=TIMEOUT)
    if result.returncode != 0:
        return [f"{what}: {command[0]} says: {(result.stdout + result.stderr).strip()[-1500:]}"]
    return []


def appdir_problems(root: Path, meta: appmeta.AppMetadata) -> list[str]:
    """What in an unpacked AppImage (``squashfs-root``) breaks the conventions AppImage tools
    (appimagetool, AppImageLauncher, appimaged, Gear Lever) and desktops rely on: the AppImage
    specification's root desktop entry, icon and ``.DirIcon`` (a 256x256 PNG), AppStream at
    ``usr/share/metainfo/<id>.appdata.xml``, ``X-AppImage-Version``, the hicolor icons, the
    saved-game MIME type and the licences (the bundle's, and the runtime's own)."""
    app_id = appmeta.APP_ID
    problems: list[str] = []
    if not os.access(root / "AppRun", os.X_OK):
        problems.append("no executable AppRun")
    desktops = sorted(path.name for path in root.glob("*.desktop"))
    if desktops != [f"{app_id}.desktop"]:
        return [*problems, f"the AppDir's top should hold one desktop entry, {app_id}.desktop: {desktops}"]
    desktop = root / desktops[0]
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    try:
        parser.read_string(desktop.read_text(encoding="utf-8"))
        entry = parser["Desktop Entry"]
    except (configparser.Error, KeyError, UnicodeDecodeError) as error:
        return [*problems, f"{desktop.name} cannot be read: {error}"]
    problems += tool_problems(["desktop-file-validate", str(desktop)], desktop.name)
    if entry.get("X-AppImage-Version") != meta.version:
        problems.append(f"{desktop.name}: X-AppImage-Version is {entry.get('X-AppImage-Version')!r}, "
                        f"not {meta.version!r}")
    if entry.get("Icon") != app_id:
        problems.append(f"{desktop.name}: Icon={entry.get('Icon')}, not {app_id}")
    types, arguments = entry.get("MimeType", "").split(";"), entry.get("Exec", "").split()
    if SAVED_GAME_TYPE not in types or "%f" not in arguments:
        problems.append(f"{desktop.name}: saved games ({SAVED_GAME_TYPE}) are not opened with %f")
    for icon in (root / f"{app_id}.png", root / ".DirIcon"):
        if png_size(icon) != (256, 256):
            problems.append(f"{icon.name} is not a 256x256 PNG")
    hicolor = root / "usr" / "share" / "icons" / "hicolor"
    for size in ICON_SIZES:
        if png_size(hicolor / f"{size}x{size}" / "apps" / f"{app_id}.png") != (size, size):
            problems.append(f"no {size}x{size} PNG icon in usr/share/icons/hicolor")
    if not (hicolor / "scalable" / "apps" / f"{app_id}.svg").is_file():
        problems.append("no scalable (SVG) icon in usr/share/icons/hicolor")
    metainfo = root / "usr" / "share" / "metainfo"
    for name in (f"{app_id}.metainfo.xml", f"{app_id}.appdata.xml"):
        if not (metainfo / name).is_file():
            problems.append(f"no AppStream file usr/share/metainfo/{name}")
    problems += tool_problems(["appstreamcli", "validate-tree", "--no-net", str(root)], "AppStream")
    mime = root / "usr" / "share" / "mime" / "packages" / f"{app_id}.xml"
    text = mime.read_text(encoding="utf-8") if mime.is_file() else ""
    if f'type="{SAVED_GAME_TYPE}"' not in text or "<glob " not in text or "<magic" not in text:
        problems.append(f"usr/share/mime/packages/{app_id}.xml lacks the saved-game type, its glob or magic")
    bundle = root / meta.name
    try:
        problems += licenses.check_bundle(bundle)
        runtime_notice = licenses.licences_folder_of(bundle) / "appimage-runtime"
    except licenses.LicenseError as error:
        return [*problems, str(error)]
    if not runtime_notice.is_dir() or not any(runtime_notice.iterdir()):
        problems.append("the AppImage runtime's licence notice is missing from the licences About shows")
    return problems


def check_appimage_contents(appimage: Path, env: dict[str, str], work: Path,
                            meta: appmeta.AppMetadata) -> None:
    """Unpack the AppImage with its own --appimage-extract and check the AppDir (appdir_problems)."""
    where = work / "extracted by --appimage-extract"
    where.mkdir()
    result = run([str(appimage), "--appimage-extract"], env, where)
    root = where / "squashfs-root"
    if result.returncode != 0 or not root.is_dir():
        raise VerifyError(f"--appimage-extract exited {result.returncode}: {result.stderr[-2000:]}")
    problems = appdir_problems(root, meta)
    if problems:
        raise VerifyError("the AppImage's AppDir breaks the conventions tools rely on:\n  "
                          + "\n  ".join(problems))
    print(f"AppDir: desktop entry, icons, AppStream, saved-game type and licences of {appimage.name} as "
          "AppImage tools expect them")


def verify(artifact: Path, keep: bool = False) -> None:
    """Run every check on ``artifact``; raise VerifyError at the first that fails."""
    meta = appmeta.read_metadata(ROOT)
    work = VERIFY / artifact.name.replace(" ", "_")
    shutil.rmtree(work, ignore_errors=True)  # what an earlier --keep left
    unpacked = unpack(artifact, work / ODD_FOLDER)
    executable = executable_in(unpacked, meta)
    home = work / "fresh home"
    home.mkdir()
    env = bare_environment(home)
    report = home / "self-test report.txt"
    env["YACHTGUI_SELF_TEST_REPORT"] = str(report)
    try:
        if executable.name.endswith(".AppImage"):
            env = appimage_environment(executable, env)
            check_appimage_contents(executable, env, work, meta)
            first, second = start_times(executable, env, home, meta.version)
            print(f"--version: first start {first:.2f} s (unpacks into the cache), second {second:.2f} s")
        elif sys.platform != "win32":  # a windowed Windows executable has no stdout for --version
            result = run([str(executable), "--version"], env, home)
            if result.returncode != 0 or meta.version not in result.stdout:
                raise VerifyError(f"--version exited {result.returncode} and printed {result.stdout!r}"
                                  f"{result.stderr[-2000:]}")
            print(f"--version: {result.stdout.strip()}")
        started = time.perf_counter()
        result = run([str(executable), "--self-test"], env, home)
        elapsed = time.perf_counter() - started
        text = report.read_text(encoding="utf-8") if report.is_file() else "(no report file was written)"
        print(text, end="" if text.endswith("\n") else "\n")
        if result.returncode != 0 or "self-test passed" not in text:
            raise VerifyError(f"--self-test exited {result.returncode} after {elapsed:.0f} s:\n"
                              f"{result.stdout[-3000:]}{result.stderr[-3000:]}")
        if "strategy tables: ok from the bundle:" not in text or "user cache" in text:
            raise VerifyError("the strategy tables did not all come from the bundle")
        left = tables_in_cache(home)
        if left:
            raise VerifyError("the self-test wrote strategy tables into the fresh home: "
                              + ", ".join(str(path.relative_to(home)) for path in left))
        strays = outside_xdg(home, (report,)) if sys.platform.startswith("linux") else []
        if strays:
            raise VerifyError("written into the home outside the XDG folders: " + ", ".join(strays))
        # The archive's bundle (an installer or AppImage installs or carries the same one).
        if artifact.name.endswith((".tar.xz", ".tar.gz", ".zip")) or artifact.is_dir():
            check_licences(unpacked)
        print(f"verified {artifact.name}: unpacked into {unpacked.parent}, --self-test passed in "
              f"{elapsed:.1f} s, no table left in the user cache")
    finally:
        uninstaller = unpacked / "unins000.exe"
        if uninstaller.is_file():  # take the Windows installation back out again
            subprocess.run([str(uninstaller), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART"], check=False)
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    """Command line entry; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("artifact", type=Path)
    parser.add_argument("--keep", action="store_true", help="keep the unpacked copy and the home folder")
    args = parser.parse_args(argv)
    try:
        verify(args.artifact.resolve(), args.keep)
    except (VerifyError, OSError, subprocess.SubprocessError, tarfile.TarError, zipfile.BadZipFile) as error:
        print(f"verify.py: {args.artifact.name}: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
