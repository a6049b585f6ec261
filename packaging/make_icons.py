"""Render the app icon (resources/icons/yachtgui.svg) into what each OS wants, at build time.

Usage: ``python packaging/make_icons.py [--svg PATH] [--out DIR]`` (default out: ``build/icons``).

Writes into the output folder, never into the source tree:

- ``yachtgui.ico`` — Windows: PNG-compressed entries at ICO_SIZES (Windows Vista and later).
- ``yachtgui.icns`` — macOS: PNG entries for every ICNS_TYPES slot, 16 to 1024 px.
- ``yachtgui.png`` — a single 256 px PNG (what PyInstaller is handed on Linux).
- ``hicolor/<n>x<n>/apps/<APP_ID>.png`` for n in PNG_SIZES and ``hicolor/scalable/apps/<APP_ID>.svg``:
  the freedesktop icon theme layout that the Linux bundle installs under ``~/.local/share/icons``.

Qt (QSvgRenderer) does the rendering; the ICO and ICNS containers are written here in plain
Python, so the result does not depend on which Qt image plugins a build machine has.
"""

from __future__ import annotations

import argparse
import os
import shutil
import struct
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_SVG = ROOT / "resources" / "icons" / "yachtgui.svg"
DEFAULT_OUT = ROOT / "build" / "icons"
APP_ID = "io.github.yachtgui.YachtGui"

PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The sizes of the freedesktop hicolor theme folders."""
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"ic11": 32,  # 16 pt @2x
    b"ic12": 64,  # 32 pt @2x
    b"ic07": 128,
    b"ic13": 256,  # 128 pt @2x
    b"ic08": 256,
    b"ic14": 512,  # 256 pt @2x
    b"ic09": 512,
    b"ic10": 1024,  # 512 pt @2x
}
"""ICNS element type -> pixel size; every one holds a PNG (accepted since Mac OS X 10.7)."""


@dataclass(frozen=True)
class IconSet:
    """The files make_icons wrote."""

    ico: Path
    icns: Path
    png: Path
    hicolor: Path
    """Root of the hicolor theme tree (``<hicolor>/<n>x<n>/apps/<APP_ID>.png``)."""


def render_png(svg: Path, size: int) -> bytes:
    """``svg`` rendered into a ``size`` x ``size`` transparent PNG (antialiased).

    Needs a QGuiApplication (or QApplication) to exist. Raises ValueError if the SVG is invalid.
    """
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QImageWriter, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not an SVG Qt can render")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise RuntimeError(f"Qt could not encode a PNG: {writer.errorString()}")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """An ICO file holding each PNG of ``pngs`` (pixel size -> PNG bytes), smallest first.

    Layout: ICONDIR (reserved 0, type 1, count), one 16-byte ICONDIRENTRY per image (a width or
    height of 256 is stored as 0), then the PNG data back to back.
    """
    sizes = sorted(pngs)
    if not sizes or sizes[0] < 1 or sizes[-1] > 256:
        raise ValueError(f"ICO images must be 1..256 px, got {sizes}")
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = bytearray()
    for size in sizes:
        data = pngs[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + bytes(entries) + b"".join(pngs[size] for size in sizes)


def icns_bytes(elements: Iterable[tuple[bytes, bytes]]) -> bytes:
    """An ICNS file of ``(four-byte type, data)`` elements: ``b"icns"``, big-endian total length, elements."""
    body = bytearray()
    for kind, data in elements:
        if len(kind) != 4:
            raise ValueError(f"ICNS element type must be 4 bytes, got {kind!r}")
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + bytes(body)


def make_icons(svg: Path = SOURCE_SVG, out: Path = DEFAULT_OUT) -> IconSet:
    """Render ``svg`` into ``out`` (created if needed) as described in the module docstring.

    Needs a QGuiApplication; see main() for a stand-alone run.
    """
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *ICNS_TYPES.values()})
    pngs = {size: render_png(svg, size) for size in sizes}

    hicolor = out / "hicolor"
    for size in PNG_SIZES:
        folder = hicolor / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{APP_ID}.png").write_bytes(pngs[size])
    scalable = hicolor / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable / f"{APP_ID}.svg")

    icon_set = IconSet(ico=out / "yachtgui.ico", icns=out / "yachtgui.icns", png=out / "yachtgui.png",
                       hicolor=hicolor)
    icon_set.ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icon_set.icns.write_bytes(icns_bytes((kind, pngs[size]) for kind, size in ICNS_TYPES.items()))
    icon_set.png.write_bytes(pngs[256])
    return icon_set


def main(argv: list[str] | None = None) -> int:
    """Command line: render the icons offscreen (no display needed) and print what was written."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--svg", type=Path, default=SOURCE_SVG, help="source SVG (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: %(default)s)")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    try:
        icon_set = make_icons(args.svg, args.out)
    except (OSError, ValueError) as error:
        print(f"make_icons: {error}", file=sys.stderr)
        return 1
    for path in (icon_set.ico, icon_set.icns, icon_set.png, icon_set.hicolor):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
