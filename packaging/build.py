"""Build the yachtgui bundle for the current OS in one command and pack it for release.

Usage (from anywhere, with the Python that should run the app)::

    python packaging/build.py [--skip-install] [--skip-smoke-test] [--appimage-runtime FILE]

Steps: ``pip install -e ".[dev]"`` (brings PyInstaller), render the icons
(``make_icons.py`` -> ``build/icons``), run PyInstaller on ``yachtgui.spec`` (which also
builds the strategy tables and gathers the licences), add the Linux desktop files, start the
built executables once (``--version`` / ``--help``), write
``dist/yachtgui-<version>-<os>-<arch>.tar.xz`` (Linux) or ``.zip`` (Windows, macOS), and check
that archive as a family gets it (``verify.py``: unpacked into a folder with spaces, a bare
environment and a new home, ``--version`` and ``--self-test``). On Linux it then compiles our
AppImage runtime, makes the AppImage (``appimage.py``) and checks that file the same way.
Exits non-zero with a message when any step fails. Everything it writes is under ``build/``
and ``dist/`` (both gitignored).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path, PureWindowsPath

# Run as a script, so packaging/ is sys.path[0] and its modules import by plain name.
import appimage
import appmeta
import verify
from appmeta import AppMetadata

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
BUILD = ROOT / "build"
DIST = ROOT / "dist"


class BuildError(RuntimeError):
    """A build step failed; the message says which and what to look at."""


def run(
    command: list[str],
    *,
    env: dict[str, str] | None = None,
    capture_output: bool = False,
    timeout: float | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run ``command`` from the repository root, echoing it; raise BuildError if it fails."""
    print("+", " ".join(command), flush=True)
    result = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=capture_output, timeout=timeout, text=True, check=False
    )
    if result.returncode != 0:
        detail = f":\n{result.stdout}{result.stderr}" if capture_output else ""
        raise BuildError(f"{Path(command[0]).name} exited with status {result.returncode}{detail}")
    return result


def folder_size(folder: Path) -> int:
    """Bytes of all regular files under ``folder`` (symlinks not followed)."""
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def add_linux_desktop_files(bundle: Path, meta: AppMetadata) -> None:
    """Put the desktop entry, AppStream file, saved-game MIME type, hicolor icons and install script
    into ``bundle``.

    Layout follows a ``/usr`` prefix (``share/applications``, ``share/metainfo``,
    ``share/mime/packages``, ``share/icons/hicolor``), so ``install-desktop-integration.sh`` only
    copies trees (and the AppImage's AppDir takes ``share/`` as its ``usr/share/``).
    """
    app_id = appmeta.APP_ID
    share = bundle / "share"
    linux = ROOT / "resources" / "linux"
    for sub, source, name in (
        ("applications", linux / f"{app_id}.desktop", f"{app_id}.desktop"),
        ("metainfo", linux / f"{app_id}.metainfo.xml", f"{app_id}.metainfo.xml"),
        ("mime/packages", linux / f"{app_id}.mime.xml", f"{app_id}.xml"),
    ):
        (share / sub).mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, share / sub / name)
    shutil.copytree(BUILD / "icons" / "hicolor", share / "icons" / "hicolor", dirs_exist_ok=True)
    script = bundle / "install-desktop-integration.sh"
    shutil.copy2(PACKAGING / "linux" / "install-desktop-integration.sh", script)
    script.chmod(0o755)


def smoke_test(executables: Path, meta: AppMetadata) -> None:
    """Start the built executables once; raise BuildError unless they answer as expected."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    suffix = ".exe" if sys.platform == "win32" else ""
    gui = executables / f"{meta.gui_entry_point.name}{suffix}"
    # A windowed Windows executable has no stdout to print --version to; check the others.
    if sys.platform != "win32":
        started = time.perf_counter()
        result = run([str(gui), "--version"], env=env, capture_output=True, timeout=120)
        elapsed = time.perf_counter() - started
        if meta.version not in result.stdout + result.stderr:
            raise BuildError(f"{gui.name} --version printed {result.stdout!r}, expected the version")
        print(f"{gui.name} --version: {result.stdout.strip()} ({elapsed:.2f} s)")
    for entry in meta.entry_points:
        console = executables / f"{entry.name}{suffix}"
        if not entry.gui and console.exists():
            run([str(console), "--help"], env=env, capture_output=True, timeout=120)
            print(f"{console.name} --help: ok")


def write_archive(meta: AppMetadata) -> Path:
    """Pack the built bundle into ``dist/<name>-<version>-<os>-<arch>.<ext>`` and return its path."""
    stem = appmeta.archive_stem(meta)
    top = f"{meta.name}-{meta.version}"
    if sys.platform == "darwin":
        archive = DIST / f"{stem}.zip"
        archive.unlink(missing_ok=True)
        # ditto keeps the symlinks and extended attributes a .app (and its signature) relies on.
        app = DIST / f"{meta.name}.app"
        run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(archive)])
        return archive
    bundle = DIST / meta.name
    if sys.platform == "win32":
        archive = DIST / f"{stem}.zip"
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zipped:
            for path in sorted(bundle.rglob("*")):
                zipped.write(path, Path(top) / path.relative_to(bundle))
        return archive

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    archive = DIST / f"{stem}.tar.xz"
    started = time.perf_counter()
    write_tar_xz(bundle, archive, top, owned_by_root)
    print(f"packed {archive.name} in {time.perf_counter() - started:.0f} s")
    return archive


#: xz's settings for the ``.tar.xz``: preset 9 (64 MiB dictionary) in 32 MiB blocks, so that
#: ``-T0`` compresses four blocks of the ~120 MiB bundle at once on every core (one stream
#: of one block, as ``tarfile``'s preset 9 wrote, took 18 minutes on a loaded 2-core machine).
XZ_OPTIONS = ("-9", "-T0", "--block-size=32MiB")


def write_tar_xz(folder: Path, archive: Path, top: str,
                 tar_filter: Callable[[tarfile.TarInfo], tarfile.TarInfo | None] | None = None) -> None:
    """Pack ``folder`` as ``top/`` into ``archive``: a tar stream piped into ``xz`` (multi-threaded).

    Without an ``xz`` program, falls back to ``tarfile``'s own single-threaded xz.
    """
    xz = shutil.which("xz")
    if xz is None:
        with tarfile.open(archive, "w:xz", preset=9) as tar:
            tar.add(folder, arcname=top, filter=tar_filter)
        return
    with archive.open("wb") as out:
        process = subprocess.Popen([xz, *XZ_OPTIONS, "--stdout"], stdin=subprocess.PIPE, stdout=out)
        assert process.stdin is not None
        try:
            with tarfile.open(fileobj=process.stdin, mode="w|", format=tarfile.PAX_FORMAT) as tar:
                tar.add(folder, arcname=top, filter=tar_filter)
        except BrokenPipeError:
            pass  # xz stopped reading: its exit status below says so
        finally:
            with contextlib.suppress(BrokenPipeError):
                process.stdin.close()
            status = process.wait()
    if status != 0:
        archive.unlink(missing_ok=True)
        raise BuildError(f"xz exited with status {status} while packing {archive.name}")


def find_iscc() -> Path | None:
    """Inno Setup's compiler: on PATH, or where its installer puts it."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return Path(found)
    for variable in ("PROGRAMFILES(X86)", "PROGRAMFILES", "LOCALAPPDATA"):  # Windows: case-insensitive
        base = os.environ.get(variable)
        if base:
            for folder in (Path(base), Path(base) / "Programs"):
                if (folder / "Inno Setup 6" / "ISCC.exe").is_file():
                    return folder / "Inno Setup 6" / "ISCC.exe"
    return None


def write_windows_installer(meta: AppMetadata) -> Path:
    """``dist/yachtgui-<version>-windows-<arch>-setup.exe`` from ``packaging/windows/yachtgui.iss``."""
    iscc = find_iscc()
    if iscc is None:
        raise BuildError("Inno Setup 6 is missing (no ISCC.exe): winget install JRSoftware.InnoSetup")
    run([str(iscc), *iscc_arguments(meta, str(DIST / meta.name), str(DIST), str(ROOT))])
    return DIST / f"{installer_name(meta)}.exe"


def installer_name(meta: AppMetadata, tag: str | None = None) -> str:
    """The Windows installer's file name without ``.exe`` (``tag``: see ``appmeta.archive_stem``)."""
    return f"{appmeta.archive_stem(meta, tag)}-setup"


def iscc_arguments(meta: AppMetadata, source_dir: str, output_dir: str, repo_dir: str,
                   tag: str | None = None) -> list[str]:
    """ISCC's arguments for ``packaging/windows/yachtgui.iss`` (Windows paths as ISCC sees them).

    Shared with ``packaging/wine/windows_ci.py``, which compiles the same script under Wine
    (from Linux, so it names the platform: ``tag="windows-x86_64"``).
    """
    numbers = ".".join(str(number) for number in appmeta.windows_version_tuple(meta.version))
    return [
        "/Q", f"/DAppVersion={meta.version}", f"/DFileVersion={numbers}", f"/DSourceDir={source_dir}",
        f"/DOutputDir={output_dir}", f"/DRepoDir={repo_dir}", f"/DOutputName={installer_name(meta, tag)}",
        str(PureWindowsPath(repo_dir, "packaging", "windows", "yachtgui.iss")),
    ]  # fmt: skip


_MACH_O_MAGIC = (b"\xcf\xfa\xed\xfe", b"\xce\xfa\xed\xfe", b"\xca\xfe\xba\xbe", b"\xfe\xed\xfa\xcf")


def macos_signing_order(app: Path) -> list[Path]:
    """What to sign in ``app``, inside out: every Mach-O file and framework, deepest first, the app last.

    Apple discourages ``codesign --deep`` for signing (it signs nested code with the outer code's
    options and misses code outside the standard places); each piece is signed on its own, its
    contents before it, so no signature is invalidated by a later one.
    """
    items = []
    for path in app.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir() and path.suffix == ".framework":
            items.append(path)
        elif path.is_file():
            with path.open("rb") as file:
                if file.read(4) in _MACH_O_MAGIC:
                    items.append(path)
    items.sort(key=lambda path: (-len(path.relative_to(app).parts), str(path)))
    return [*items, app]


def sign_macos_app(app: Path, identity: str) -> None:
    """Sign the .app with a Developer ID and the hardened runtime (``$MACOS_SIGN_IDENTITY``), inside out."""
    entitlements = str(PACKAGING / "macos" / "entitlements.plist")
    executables = app / "Contents" / "MacOS"
    for item in macos_signing_order(app):
        command = ["codesign", "--force", "--options", "runtime", "--timestamp", "--sign", identity]
        if item == app or item.parent == executables:  # the programs get the hardened-runtime exceptions
            command += ["--entitlements", entitlements]
        run([*command, str(item)])
    run(["codesign", "--verify", "--deep", "--strict", "--verbose=2", str(app)])


def hdiutil_create(arguments: list[str], attempts: int = 5) -> None:
    """``hdiutil create``, tried again after its well-known transient "Resource busy" failure."""
    for attempt in range(1, attempts + 1):
        try:
            run(["hdiutil", "create", *arguments], capture_output=True)
            return
        except BuildError as error:
            if "Resource busy" not in str(error) or attempt == attempts:
                raise
            print(f"hdiutil: resource busy, trying again ({attempt}/{attempts - 1})", flush=True)
            time.sleep(5 * attempt)


def write_dmg(meta: AppMetadata, identity: str | None) -> Path:
    """``dist/yachtgui-<version>-macos-<arch>.dmg``: the .app and a link to /Applications to drag it onto.

    Signed with ``identity`` when given; notarised and stapled when ``$MACOS_NOTARY_PROFILE`` names
    a ``notarytool store-credentials`` profile (the release workflow makes one from its secrets).
    """
    staging = BUILD / "dmg"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    run(["ditto", str(DIST / f"{meta.name}.app"), str(staging / f"{meta.name}.app")])
    (staging / "Applications").symlink_to("/Applications")
    dmg = DIST / f"{appmeta.archive_stem(meta)}.dmg"
    dmg.unlink(missing_ok=True)
    hdiutil_create(["-volname", f"{meta.name} {meta.version}", "-srcfolder", str(staging),
                    "-ov", "-format", "UDZO", str(dmg)])
    if identity:
        run(["codesign", "--force", "--timestamp", "--sign", identity, str(dmg)])
        profile = os.environ.get("MACOS_NOTARY_PROFILE")
        if profile:
            run(["xcrun", "notarytool", "submit", str(dmg), *notary_credentials(profile), "--wait"])
            run(["xcrun", "stapler", "staple", str(dmg)])
            # What Gatekeeper will say: the ticket is stapled and valid, the disk image and the app pass.
            run(["xcrun", "stapler", "validate", str(dmg)])
            run(["spctl", "--assess", "--type", "open", "--context", "context:primary-signature",
                 "--verbose=2", str(dmg)])
            run(["spctl", "--assess", "--type", "execute", "--verbose=2", str(DIST / f"{meta.name}.app")])
    return dmg


def notary_credentials(profile: str) -> list[str]:
    """``notarytool``'s options for a stored profile, in ``$MACOS_NOTARY_KEYCHAIN`` when set.

    Without ``--keychain`` notarytool looks for the profile in the login keychain only, and the
    release workflow stores it in a temporary keychain of its own.
    """
    keychain = os.environ.get("MACOS_NOTARY_KEYCHAIN")
    return ["--keychain-profile", profile, *(["--keychain", keychain] if keychain else [])]


def build(skip_install: bool, skip_smoke_test: bool, appimage_runtime: Path | None = None,
          max_mib: float | None = None) -> Path:
    """Run every step (see the module docstring) and return the archive's path."""
    if not skip_install:
        run([sys.executable, "-m", "pip", "install", "-e", ".[dev]"])
    meta = appmeta.read_metadata(ROOT)
    print(f"building {meta.name} {meta.version} for {appmeta.platform_tag()}")
    run([sys.executable, str(PACKAGING / "make_icons.py"), "--out", str(BUILD / "icons")])
    # The app's translations, compiled with pyside6-lrelease (next to this Python, maybe not on PATH).
    scripts = sysconfig.get_path("scripts")
    run([sys.executable, "-m", "yachtgui.i18n", "build"],
        env={**os.environ, "PATH": os.pathsep.join([scripts, os.environ.get("PATH", "")])})
    started = time.perf_counter()
    run([
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
        "--distpath", str(DIST), "--workpath", str(BUILD / "pyinstaller"),
        str(PACKAGING / "yachtgui.spec"),
    ])  # fmt: skip
    print(f"PyInstaller took {time.perf_counter() - started:.0f} s")

    if sys.platform == "darwin":
        bundle = DIST / f"{meta.name}.app"
        executables = bundle / "Contents" / "MacOS"
    else:
        bundle = DIST / meta.name
        executables = bundle
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(bundle, meta)
    if not skip_smoke_test:
        smoke_test(executables, meta)
    identity = os.environ.get("MACOS_SIGN_IDENTITY") or None
    if sys.platform == "darwin" and identity:
        sign_macos_app(bundle, identity)  # before any archive: they must carry the signed .app
    size_mib = folder_size(bundle) / 2**20
    if max_mib is not None and size_mib > max_mib:
        raise BuildError(f"the bundle is {size_mib:.1f} MiB unpacked, over its budget of {max_mib:g} MiB: "
                         "see what the spec's messages say it kept")
    archive = write_archive(meta)
    print(f"bundle:  {bundle} ({size_mib:.1f} MiB)")
    print(f"archive: {archive} ({archive.stat().st_size / 2**20:.1f} MiB)")
    if not skip_smoke_test:
        verify.verify(archive)
    if sys.platform == "win32":
        installer = write_windows_installer(meta)
        print(f"installer: {installer} ({installer.stat().st_size / 2**20:.1f} MiB)")
        if not skip_smoke_test:
            verify.verify(installer)
    if sys.platform == "darwin":
        dmg = write_dmg(meta, identity)
        print(f"dmg: {dmg} ({dmg.stat().st_size / 2**20:.1f} MiB)")
        if not skip_smoke_test:
            verify.verify(dmg)
    if sys.platform.startswith("linux"):
        made = appimage.build_appimage(bundle, meta, BUILD / "AppDir", DIST, appimage_runtime)
        if not skip_smoke_test:
            verify.verify(made)
        print(f"appimage: {made} ({made.stat().st_size / 2**20:.1f} MiB)")
    return archive


def main(argv: list[str] | None = None) -> int:
    """Command line entry; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-install", action="store_true",
                        help='do not run pip install -e ".[dev]" first (PyInstaller must be installed)')
    parser.add_argument("--skip-smoke-test", action="store_true",
                        help="do not start the built executables nor check the archive")
    parser.add_argument("--appimage-runtime", type=Path, metavar="FILE",
                        default=os.environ.get("APPIMAGE_RUNTIME") or None,
                        help="an AppImage type 2 runtime to put in front of the squashfs image instead "
                             "of ours (packaging/appimage/runtime.c, compiled with gcc), such as the "
                             "AppImage project's official one (Linux; default $APPIMAGE_RUNTIME)")
    parser.add_argument("--max-mib", type=float, metavar="N",
                        help="fail when the unpacked bundle is larger than N MiB (a size budget for CI)")
    args = parser.parse_args(argv)
    try:
        build(args.skip_install, args.skip_smoke_test, args.appimage_runtime, args.max_mib)
    except (BuildError, verify.VerifyError, appimage.AppImageError, OSError, subprocess.SubprocessError,
            appmeta.MetadataError) as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
