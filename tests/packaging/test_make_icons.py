"""packaging/make_icons.py: the .png set, .ico and .icns rendered from the SVG are valid files."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtWidgets import QApplication

from .conftest import PACKAGING

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk; fails the test if ``data`` is no PNG."""
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def parse_ico(data: bytes) -> list[tuple[int, bytes]]:
    """(size, image bytes) per ICONDIRENTRY, checking the header fields on the way."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    images = []
    for index in range(count):
        width, height, colors, zero, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index : 22 + 16 * index]
        )
        assert (width, colors, zero, planes, bpp) == (height, 0, 0, 1, 32)
        assert offset + length <= len(data)
        images.append((width or 256, data[offset : offset + length]))
    return images


def parse_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    """(type, payload) per element; the declared lengths must tile the file exactly."""
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    elements, position = [], 8
    while position < len(data):
        kind = data[position : position + 4]
        (length,) = struct.unpack(">I", data[position + 4 : position + 8])
        assert length > 8
        elements.append((kind, data[position + 8 : position + length]))
        position += length
    assert position == len(data)
    return elements


@pytest.fixture(scope="module")
def icons(make_icons: ModuleType, tmp_path_factory: pytest.TempPathFactory, qapp: QApplication) -> ModuleType:
    out = tmp_path_factory.mktemp("icons")
    return make_icons.make_icons(make_icons.SOURCE_SVG, out)


def test_ico_holds_a_png_per_size_up_to_256(make_icons: ModuleType, icons: ModuleType) -> None:
    images = parse_ico(icons.ico.read_bytes())
    assert [size for size, _ in images] == list(make_icons.ICO_SIZES)
    for size, image in images:
        assert png_size(image) == (size, size)


def test_icns_holds_every_slot_from_16_to_1024(make_icons: ModuleType, icons: ModuleType) -> None:
    elements = parse_icns(icons.icns.read_bytes())
    assert [kind for kind, _ in elements] == list(make_icons.ICNS_TYPES)
    for kind, payload in elements:
        size = make_icons.ICNS_TYPES[kind]
        assert png_size(payload) == (size, size)
    assert {make_icons.ICNS_TYPES[kind] for kind, _ in elements} >= {16, 32, 128, 256, 512, 1024}


def test_hicolor_theme_has_a_png_per_size_and_the_svg(make_icons: ModuleType, icons: ModuleType) -> None:
    for size in make_icons.PNG_SIZES:
        png = icons.hicolor / f"{size}x{size}" / "apps" / "io.github.yachtgui.YachtGui.png"
        assert png_size(png.read_bytes()) == (size, size)
    scalable = icons.hicolor / "scalable" / "apps" / "io.github.yachtgui.YachtGui.svg"
    assert scalable.read_bytes() == make_icons.SOURCE_SVG.read_bytes()
    assert png_size(icons.png.read_bytes()) == (256, 256)


def test_rendered_icon_is_not_blank_and_keeps_transparent_corners(
    make_icons: ModuleType, qapp: QApplication
) -> None:
    from PySide6.QtGui import QImage

    image = QImage.fromData(make_icons.render_png(make_icons.SOURCE_SVG, 64))
    assert image.width() == 64
    pixels = [image.pixelColor(x, y) for x in range(64) for y in range(64)]
    opaque = [pixel for pixel in pixels if pixel.alpha() > 200]
    assert len(opaque) > 0.3 * len(pixels)  # the dice cover much of it
    assert image.pixelColor(0, 0).alpha() == 0  # and the corner is see-through
    lightness = [pixel.lightness() for pixel in opaque]
    assert max(lightness) > 220  # ivory faces
    assert min(lightness) < 80  # dark pips


def test_ico_writer_refuses_sizes_ico_cannot_hold(make_icons: ModuleType) -> None:
    with pytest.raises(ValueError, match=r"1\.\.256"):
        make_icons.ico_bytes({512: PNG_SIGNATURE})
    with pytest.raises(ValueError, match=r"1\.\.256"):
        make_icons.ico_bytes({})


def test_icns_writer_refuses_bad_element_types(make_icons: ModuleType) -> None:
    with pytest.raises(ValueError, match="4 bytes"):
        make_icons.icns_bytes([(b"ic1", b"")])


def test_invalid_svg_is_reported(make_icons: ModuleType, tmp_path: Path, qapp: QApplication) -> None:
    broken = tmp_path / "broken.svg"
    broken.write_text("<svg", encoding="utf-8")
    with pytest.raises(ValueError, match="not an SVG"):
        make_icons.render_png(broken, 16)


def test_command_line_writes_into_the_given_folder(tmp_path: Path) -> None:
    # A subprocess: main() creates its own QGuiApplication.
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "make_icons.py"), "--out", str(tmp_path / "out")],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out" / "yachtgui.icns").is_file()
    assert (tmp_path / "out" / "yachtgui.ico").is_file()
