"""resources/: the app icon SVG, the freedesktop desktop entry and the AppStream metainfo."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

import yachtgui

from .conftest import RESOURCES, ROOT

APP_ID = "io.github.yachtgui.YachtGui"
SVG = RESOURCES / "icons" / "yachtgui.svg"
DESKTOP = RESOURCES / "linux" / f"{APP_ID}.desktop"
METAINFO = RESOURCES / "linux" / f"{APP_ID}.metainfo.xml"
MIME = RESOURCES / "linux" / f"{APP_ID}.mime.xml"
SAVED_GAME_TYPE = "application/x-yachtgui-game"
SVG_NS = "{http://www.w3.org/2000/svg}"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def test_app_id_is_the_one_the_packaging_scripts_use(appmeta: ModuleType, make_icons: ModuleType) -> None:
    assert appmeta.APP_ID == make_icons.APP_ID == APP_ID


def test_svg_is_a_square_svg_document() -> None:
    root = ET.parse(SVG).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 256 256"
    # Filters are not rendered by QSvgRenderer (SVG Tiny): the shadow must not depend on one.
    assert not list(root.iter(f"{SVG_NS}filter"))


def test_svg_renders_a_die_showing_five(qapp: QApplication) -> None:
    renderer = QSvgRenderer(str(SVG))
    assert renderer.isValid()
    image = QImage(256, 256, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 256, 256))
    painter.end()
    # The five pips of the front die (centres as drawn in the SVG) are dark, the face between them light.
    for x, y in ((59, 111), (141, 111), (100, 152), (59, 193), (141, 193)):
        assert image.pixelColor(x, y).lightness() < 90, (x, y)
    assert image.pixelColor(100, 111).lightness() > 220
    assert image.pixelColor(0, 0).alpha() == 0


def test_desktop_entry_has_the_keys_a_menu_needs(appmeta: ModuleType) -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "yachtgui"
    assert entry["GenericName"] == "Dice Game"
    assert entry["Exec"] == f"{appmeta.read_metadata(ROOT).gui_entry_point.name} %f"  # %f: a saved game
    assert entry["MimeType"] == f"{SAVED_GAME_TYPE};"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Categories"].split(";") == ["Game", "BoardGame", ""]


def test_metainfo_matches_the_desktop_entry_and_the_version() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert root.findtext("summary")
    assert root.find("description/p") is not None
    assert root.find("content_rating").get("type") == "oars-1.1"
    releases = [release.get("version") for release in root.iter("release")]
    assert releases[0] == yachtgui.__version__, "add a <release> for the new version to the metainfo"
    image = root.findtext("screenshots/screenshot/image")
    assert image.endswith("/resources/screenshot.png")


def test_the_menu_software_centres_and_installer_name_every_built_in_game() -> None:
    """What a family reads before installing (the menu's tooltip, the software centre, Settings >
    Apps on Windows) names every game the app plays: Yahtzee was missing from all three."""
    from yachtgui.rules import VARIANTS

    description = ET.tostring(ET.parse(METAINFO).getroot().find("description"), encoding="unicode")
    installer = (ROOT / "packaging" / "windows" / "yachtgui.iss").read_text(encoding="utf-8")
    comments = [line for line in installer.splitlines() if line.startswith("AppComments=")]
    for variant in VARIANTS.values():
        game = variant.name.split(" (")[0]  # "Yacht (12 boxes)": Yacht
        assert game in desktop_entry()["Comment"], game
        assert game in description, game
        assert game in comments[0], game


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_entry_passes_desktop_file_validate() -> None:
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_passes_appstreamcli_validate() -> None:
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_saved_game_type_claims_exactly_the_files_the_app_saves() -> None:
    from yachtgui.persistence.saves import FILE_SUFFIX

    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    (mime_type,) = ET.parse(MIME).getroot().findall(f"{ns}mime-type")
    assert mime_type.get("type") == SAVED_GAME_TYPE
    assert [glob.get("pattern") for glob in mime_type.findall(f"{ns}glob")] == [f"*{FILE_SUFFIX}"]
    assert mime_type.find(f"{ns}sub-class-of").get("type") == "application/json"  # type: ignore[union-attr]
    provides = ET.parse(METAINFO).getroot().find("provides")
    assert provides is not None
    assert SAVED_GAME_TYPE in [element.text for element in provides.findall("mediatype")]


@pytest.mark.skipif(shutil.which("update-mime-database") is None, reason="shared-mime-info not installed")
def test_update_mime_database_accepts_the_saved_game_type(tmp_path: Path) -> None:
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy(MIME, packages / f"{APP_ID}.xml")
    result = subprocess.run(["update-mime-database", "-V", str(tmp_path / "mime")],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert "Error" not in result.stderr, result.stderr
    assert "Warning" not in result.stderr, result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"60:{SAVED_GAME_TYPE}:*.yacht.json" in globs


def test_the_mac_app_declares_the_saved_game_document_type() -> None:
    spec = (ROOT / "packaging" / "yachtgui.spec").read_text(encoding="utf-8")
    assert '"CFBundleDocumentTypes"' in spec
    assert '"UTExportedTypeDeclarations"' in spec
    assert '"io.github.yachtgui.YachtGui.game"' in spec
    assert '"public.json"' in spec


def test_the_bundle_and_the_appimage_carry_the_saved_game_type(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """build.py puts the MIME type into the bundle's share/, which the AppDir takes as usr/share."""
    import sys

    from .conftest import PACKAGING, load_packaging_module

    sys.path.insert(0, str(PACKAGING))  # build.py imports its neighbours by plain name
    try:
        build = load_packaging_module("build")
        appimage = sys.modules["appimage"]
    finally:
        sys.path.remove(str(PACKAGING))
    icons = tmp_path / "build" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    (icons / f"{APP_ID}.png").write_bytes(b"\x89PNG")
    monkeypatch.setattr(build, "BUILD", tmp_path / "build")
    bundle = tmp_path / "yachtgui"
    bundle.mkdir()
    build.add_linux_desktop_files(bundle, None)
    installed = bundle / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    assert installed.read_bytes() == MIME.read_bytes()
    appdir = appimage.make_appdir(bundle, tmp_path / "AppDir")
    in_appimage = appdir / "usr" / "share" / "mime" / "packages" / f"{APP_ID}.xml"
    assert in_appimage.read_bytes() == MIME.read_bytes()
