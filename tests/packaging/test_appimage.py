"""packaging/appimage.py: the AppDir's layout and the AppImage's two parts (runtime, then squashfs).

The real runtime is not available here (no package registry carries it); a stand-in with the
same header checks that the image is appended where the runtime looks for it, by unpacking the
squashfs at the runtime's length with unsquashfs, as the runtime's own extract mode does.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import load_packaging_module

APP_ID = "io.github.yachtgui.YachtGui"


@pytest.fixture(scope="module")
def appimage() -> ModuleType:
    # appimage.py imports appmeta by its plain name, as build.py runs it with packaging/ on sys.path.
    sys.modules.setdefault("appmeta", load_packaging_module("appmeta"))
    return load_packaging_module("appimage")


def fake_bundle(folder: Path) -> Path:
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "libsomething.so").write_bytes(b"\x7fELF lib")
    (folder / "yachtgui").write_text("#!/bin/sh\necho game\n")
    (folder / "yachtgui").chmod(0o755)
    (folder / "install-desktop-integration.sh").write_text("#!/bin/sh\n")
    apps = folder / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / f"{APP_ID}.desktop").write_text("[Desktop Entry]\nExec=yachtgui\n")
    icons = folder / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    (icons / f"{APP_ID}.png").write_bytes(b"\x89PNG")
    return folder


def test_the_appdir_runs_the_bundle_and_carries_the_desktop_entry_and_icon(
    appimage: ModuleType, tmp_path: Path
) -> None:
    appdir = appimage.make_appdir(fake_bundle(tmp_path / "bundle"), tmp_path / "AppDir")
    assert (appdir / "yachtgui" / "yachtgui").is_file()
    assert (appdir / "yachtgui" / "_internal" / "libsomething.so").is_file()
    assert not (appdir / "yachtgui" / "share").exists()  # moved to usr/share
    assert not (appdir / "yachtgui" / "install-desktop-integration.sh").exists()  # tarball only
    assert (appdir / "usr" / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert (appdir / f"{APP_ID}.desktop").is_file()
    assert (appdir / ".DirIcon").resolve() == (appdir / f"{APP_ID}.png").resolve()
    run = appdir / "AppRun"
    assert run.stat().st_mode & 0o111
    result = subprocess.run([str(run)], capture_output=True, text=True, check=True)
    assert result.stdout == "game\n"


def test_something_that_is_not_a_type2_runtime_is_refused(appimage: ModuleType, tmp_path: Path) -> None:
    script = tmp_path / "runtime"
    script.write_text("#!/bin/sh\n")
    with pytest.raises(appimage.AppImageError, match="not an AppImage type 2 runtime"):
        appimage.check_runtime(script)


@pytest.mark.skipif(not (shutil.which("mksquashfs") and shutil.which("unsquashfs")),
                    reason="needs squashfs-tools")
def test_the_appimage_is_the_runtime_followed_by_a_squashfs_of_the_appdir(
    appimage: ModuleType, appmeta: ModuleType, tmp_path: Path
) -> None:
    runtime = tmp_path / "runtime-x86_64"
    runtime.write_bytes(b"\x7fELF\x02\x01\x01\x00AI\x02" + bytes(4096 - 11))  # header of a type 2 runtime
    meta = appmeta.read_metadata()
    dist = tmp_path / "dist"
    dist.mkdir()
    made = appimage.build_appimage(fake_bundle(tmp_path / "bundle"), meta, tmp_path / "AppDir", dist, runtime)
    assert made.name == f"yachtgui-{meta.version}-{appmeta.platform_tag().split('-')[-1]}.AppImage"
    assert made.stat().st_mode & 0o111
    assert made.read_bytes()[:4096] == runtime.read_bytes()
    out = tmp_path / "unpacked"
    subprocess.run(["unsquashfs", "-q", "-o", "4096", "-d", str(out), str(made)], check=True,
                   capture_output=True)
    assert (out / "AppRun").is_file()
    assert (out / "yachtgui" / "yachtgui").read_text() == "#!/bin/sh\necho game\n"
