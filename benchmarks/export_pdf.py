"""How long printing takes: score sheets to PDF and to images, against a bare PDF page.

Measures, as the median of several runs in one process:

- a 10-player finished game card (2 pages) and a blank Kismet pad (1 page) rendered to PDF bytes;
- the blank-pad dialog's thumbnail (page 1 at 30 dpi) and a full page at 96 dpi;
- the reference: a bare QPdfWriter page with one line of text (what any PDF costs here).

Prints milliseconds, the ratio to the reference, and the PDF sizes. Goal (issue 5): an
export or a thumbnail is instant to a person (well under 100 ms for the thumbnail, which
is redrawn on every change in the dialog).

Run::

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/export_pdf.py
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QGuiApplication, QPageSize, QPainter, QPdfWriter

from yachtgui.export.render import page_image, pdf_bytes
from yachtgui.export.sheet import blank_sheet, game_sheet
from yachtgui.game import Game
from yachtgui.rules import VARIANTS

RUNS = 15
A4 = QPageSize.PageSizeId.A4
NAMES = ["Ann", "Bob", "Grandma Rose", "Dad", "Mia", "Leo", "Zoe", "Sam", "Kim", "Tom"]


def finished_game() -> Game:
    game = Game("yatzy", NAMES, rng=random.Random(5))
    while not game.is_over:
        game.roll()
        preview = game.preview()
        game.score(max(preview, key=lambda box: (preview[box], box)))
    return game


def bare_pdf() -> bytes:
    """The reference: one A4 page with one line of text."""
    buffer = QBuffer()
    buffer.setData(QByteArray())
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(A4))
    painter = QPainter(writer)
    painter.drawText(100, 100, "Kismet")
    painter.end()
    del writer
    return bytes(buffer.data().data())


def median_ms(action: Callable[[], object]) -> float:
    action()  # warm up: font loading and glyph caches are a one-off cost
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    app = QGuiApplication([])
    card = game_sheet(finished_game())
    pad = blank_sheet(VARIANTS["kismet"], NAMES[:3])
    reference = median_ms(bare_pdf)
    cases = {
        "reference: bare 1-page PDF": reference,
        "game card, 10 players, 2 pages, PDF": median_ms(lambda: pdf_bytes(card, A4)),
        "blank Kismet pad, 1 page, PDF": median_ms(lambda: pdf_bytes(pad, A4)),
        "pad thumbnail, 30 dpi image": median_ms(lambda: page_image(pad, 0, A4, dpi=30)),
        "pad page, 96 dpi image": median_ms(lambda: page_image(pad, 0, A4, dpi=96)),
    }
    print(f"{'case':40} {'median ms':>10} {'x reference':>12}")
    for name, ms in cases.items():
        print(f"{name:40} {ms:10.1f} {ms / reference:12.1f}")
    sizes = {"game card": pdf_bytes(card, A4), "pad": pdf_bytes(pad, A4), "bare page": bare_pdf()}
    print("PDF sizes: " + ", ".join(f"{name} {len(data) / 1024:.0f} KiB" for name, data in sizes.items()))
    del app


if __name__ == "__main__":
    main()
