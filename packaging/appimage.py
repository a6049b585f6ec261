"""Turn the Linux bundle into an AppImage: one file a family downloads, marks executable, starts.

An AppImage is an ELF "runtime" followed by a squashfs image of an AppDir; started, the
runtime mounts (or, with ``APPIMAGE_EXTRACT_AND_RUN=1`` / no FUSE, unpacks) the image and runs
its ``AppRun``. This module builds the AppDir from the PyInstaller folder::

    AppDir/
      AppRun                                 starts yachtgui/yachtgui with the arguments given
      io.github.yachtgui.YachtGui.desktop    the desktop entry (also in usr/share/applications)
      io.github.yachtgui.YachtGui.png, .DirIcon
      usr/share/metainfo/..., usr/share/icons/hicolor/...
      yachtgui/                              the bundle, as in the .tar.xz (licences included)

packs it with ``mksquashfs`` (Debian's squashfs-tools; zstd, as the type 2 runtime reads) and
puts the runtime in front: ``dist/yachtgui-<version>-<arch>.AppImage``.

The runtime is the one binary this needs that no package registry carries: the AppImage
project's ``type2-runtime`` (``runtime-x86_64``), a static executable published on its GitHub
releases. The release workflow downloads it; locally pass it with ``--appimage-runtime`` (or
``$APPIMAGE_RUNTIME``). Without it, :func:`build_appimage` still makes and returns the AppDir,
which ``verify.py`` checks by running its ``AppRun`` (the same files the AppImage would run).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import appmeta

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent

APP_RUN = """#!/bin/sh
# Started by the AppImage runtime (or by hand from an unpacked AppDir): run the game.
here=$(dirname "$(readlink -f "$0")")
exec "$here/yachtgui/yachtgui" "$@"
"""

#: The first bytes of an ELF executable, and the AppImage type 2 magic at offset 8.
_ELF = b"\x7fELF"
_TYPE2_MAGIC = b"AI\x02"


class AppImageError(RuntimeError):
    """The AppImage could not be made; the message says why."""


def make_appdir(bundle: Path, appdir: Path) -> Path:
    """Lay out ``appdir`` (emptied first) from the PyInstaller ``bundle`` folder; returns it."""
    if appdir.exists():
        shutil.rmtree(appdir)
    appdir.mkdir(parents=True)
    app_id = appmeta.APP_ID
    top_level_share = {"share", "install-desktop-integration.sh"}  # they go to usr/share, or nowhere

    def leave_out(folder: str, names: list[str]) -> set[str]:
        return top_level_share & set(names) if Path(folder) == bundle else set()

    shutil.copytree(bundle, appdir / "yachtgui", symlinks=True, ignore=leave_out)
    share = bundle / "share"
    if not share.is_dir():
        raise AppImageError(f"{bundle} has no share/ folder (desktop entry, icons): run build.py")
    shutil.copytree(share, appdir / "usr" / "share", symlinks=True)
    desktop = share / "applications" / f"{app_id}.desktop"
    shutil.copy2(desktop, appdir / desktop.name)
    icon = share / "icons" / "hicolor" / "256x256" / "apps" / f"{app_id}.png"
    if not icon.is_file():
        raise AppImageError(f"no 256x256 icon at {icon}")
    shutil.copy2(icon, appdir / icon.name)
    (appdir / ".DirIcon").symlink_to(icon.name)
    run = appdir / "AppRun"
    run.write_text(APP_RUN, encoding="utf-8")
    run.chmod(0o755)
    return appdir


def check_runtime(runtime: Path) -> None:
    """AppImageError unless ``runtime`` looks like an AppImage type 2 runtime."""
    head = runtime.read_bytes()[:16]
    if not head.startswith(_ELF) or head[8:11] != _TYPE2_MAGIC:
        raise AppImageError(f"{runtime} is not an AppImage type 2 runtime (no ELF header with AI 2 magic)")


def build_appimage(bundle: Path, meta: appmeta.AppMetadata, appdir: Path, dist: Path,
                   runtime: Path | None) -> Path:
    """Make the AppDir and, given a runtime, the AppImage; returns the AppImage (else the AppDir)."""
    make_appdir(bundle, appdir)
    if runtime is None:
        print("appimage.py: no AppImage runtime given (--appimage-runtime / $APPIMAGE_RUNTIME): "
              f"made the AppDir {appdir} only", flush=True)
        return appdir
    check_runtime(runtime)
    if shutil.which("mksquashfs") is None:
        raise AppImageError("mksquashfs is missing (Debian/Ubuntu: apt-get install squashfs-tools)")
    image = appdir.parent / "yachtgui.squashfs"
    image.unlink(missing_ok=True)
    subprocess.run(
        ["mksquashfs", str(appdir), str(image), "-root-owned", "-noappend", "-comp", "zstd",
         "-Xcompression-level", "19", "-quiet"],
        check=True,
    )
    arch = appmeta.platform_tag().rsplit("-", 1)[-1]
    target = dist / f"{meta.name}-{meta.version}-{arch}.AppImage"
    with target.open("wb") as out:
        out.write(runtime.read_bytes())
        out.write(image.read_bytes())
    target.chmod(0o755)
    image.unlink()
    return target
