"""packaging/verify.py's check of the AppDir inside an AppImage (``appdir_problems``), on AppDirs
laid out by ``appimage.make_appdir`` from a fake bundle with the real desktop files: what AppImage
tools and desktops rely on, each missing piece named. The real AppImage is checked by ``build.py``
(``verify.py`` unpacks it with its own ``--appimage-extract``)."""

from __future__ import annotations

import shutil
import struct
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

import yachtgui

from .conftest import PACKAGING, RESOURCES, load_packaging_module

APP_ID = "io.github.yachtgui.YachtGui"


@pytest.fixture(scope="module")
def verify() -> Iterator[ModuleType]:
    sys.path.insert(0, str(PACKAGING))  # verify.py imports its neighbours by plain name
    try:
        yield load_packaging_module("verify")
    finally:
        sys.path.remove(str(PACKAGING))


def png(path: Path, size: int) -> None:
    """A PNG header of the given size (all verify.py reads of an icon)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + struct.pack(">II", size, size)
                     + b"\x08\x06\x00\x00\x00")


def good_appdir(verify: ModuleType, tmp_path: Path) -> Path:
    appimage = load_packaging_module("appimage")  # after verify: appmeta is importable by then
    """An AppDir as build.py makes it: make_appdir on a bundle with share/ and licences."""
    bundle = tmp_path / "yachtgui"
    internal = bundle / "_internal"
    (internal / "licenses" / "appimage-runtime").mkdir(parents=True)
    (internal / "licenses" / "index.json").write_text("{}")
    (internal / "licenses" / "appimage-runtime" / "NOTICE.txt").write_text("GPL-3.0-or-later")
    (bundle / "yachtgui").write_text("#!/bin/sh\n")
    (bundle / "yachtgui").chmod(0o755)
    share = bundle / "share"
    linux = RESOURCES / "linux"
    for sub, source, name in (
        ("applications", linux / f"{APP_ID}.desktop", f"{APP_ID}.desktop"),
        ("metainfo", linux / f"{APP_ID}.metainfo.xml", f"{APP_ID}.metainfo.xml"),
        ("mime/packages", linux / f"{APP_ID}.mime.xml", f"{APP_ID}.xml"),
    ):
        (share / sub).mkdir(parents=True)
        shutil.copy(source, share / sub / name)
    hicolor = share / "icons" / "hicolor"
    for size in verify.ICON_SIZES:
        png(hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png", size)
    (hicolor / "scalable" / "apps").mkdir(parents=True)
    shutil.copy(RESOURCES / "icons" / "yachtgui.svg", hicolor / "scalable" / "apps" / f"{APP_ID}.svg")
    return appimage.make_appdir(bundle, tmp_path / "squashfs-root")


@pytest.fixture
def appdir(verify: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # licenses.check_bundle itself is tested in test_licenses.py; here only that verify asks it
    monkeypatch.setattr(verify.licenses, "check_bundle", lambda bundle: [])
    return good_appdir(verify, tmp_path)


def problems(verify: ModuleType, appdir: Path) -> list[str]:
    return verify.appdir_problems(appdir, verify.appmeta.read_metadata(verify.ROOT))


def test_the_appdir_build_makes_meets_every_convention(verify: ModuleType, appdir: Path) -> None:
    assert problems(verify, appdir) == []


def test_the_version_is_in_the_desktop_entry_as_appimagetool_writes_it(
    verify: ModuleType, appdir: Path
) -> None:
    desktop = appdir / f"{APP_ID}.desktop"
    assert f"X-AppImage-Version={yachtgui.__version__}" in desktop.read_text().splitlines()
    desktop.write_text(desktop.read_text().replace("X-AppImage-Version", "X-Version"))
    assert any("X-AppImage-Version" in problem for problem in problems(verify, appdir))


def test_appstream_is_also_where_the_appimage_specification_looks(verify: ModuleType, appdir: Path) -> None:
    """usr/share/metainfo/<id>.appdata.xml (the specification; appimagetool warns without it)."""
    appdata = appdir / "usr" / "share" / "metainfo" / f"{APP_ID}.appdata.xml"
    assert appdata.read_bytes() == (RESOURCES / "linux" / f"{APP_ID}.metainfo.xml").read_bytes()
    appdata.unlink()
    assert any("appdata.xml" in problem for problem in problems(verify, appdir))


def test_icons_of_the_wrong_size_or_missing_are_named(verify: ModuleType, appdir: Path) -> None:
    png(appdir / f"{APP_ID}.png", 48)  # .DirIcon points at it
    (appdir / "usr" / "share" / "icons" / "hicolor" / "64x64" / "apps" / f"{APP_ID}.png").unlink()
    found = problems(verify, appdir)
    assert any(".DirIcon" in problem for problem in found)
    assert any(f"{APP_ID}.png is not a 256x256" in problem for problem in found)
    assert any("64x64" in problem for problem in found)


def test_a_saved_game_type_without_its_magic_is_named(verify: ModuleType, appdir: Path) -> None:
    mime = appdir / "usr" / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    text = mime.read_text()
    mime.write_text(text[: text.index("<magic")] + text[text.index("</magic>") + len("</magic>"):])
    assert any("magic" in problem for problem in problems(verify, appdir))


def test_the_runtimes_licence_notice_must_be_among_the_licences(verify: ModuleType, appdir: Path) -> None:
    shutil.rmtree(appdir / "yachtgui" / "_internal" / "licenses" / "appimage-runtime")
    assert any("runtime's licence" in problem for problem in problems(verify, appdir))


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="needs desktop-file-utils")
def test_a_desktop_entry_the_validator_refuses_is_named(verify: ModuleType, appdir: Path) -> None:
    desktop = appdir / f"{APP_ID}.desktop"
    desktop.write_text(desktop.read_text().replace("Categories=Game;BoardGame;", "Categories=Gaem;"))
    assert any("desktop-file-validate" in problem for problem in problems(verify, appdir))


def test_a_file_in_the_home_outside_the_xdg_folders_is_named(verify: ModuleType, tmp_path: Path) -> None:
    home = tmp_path / "home"
    for inside in (".cache/appimage/x/AppRun", ".config/yachtgui/settings.ini",
                   ".local/share/yachtgui/a.json", ".local/state/yachtgui/log/self-test.txt"):
        (home / inside).parent.mkdir(parents=True, exist_ok=True)
        (home / inside).write_text("ok")
    (home / "report.txt").write_text("the self-test's own report")
    assert verify.outside_xdg(home, (home / "report.txt",)) == []
    (home / ".yachtgui").mkdir()
    (home / ".local" / "lib").mkdir()
    assert verify.outside_xdg(home, (home / "report.txt",)) == [".local/lib", ".yachtgui"]
