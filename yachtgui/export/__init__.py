"""Printable score sheets: a game's card and blank score pads, as PDF, print or image.

- :mod:`yachtgui.export.sheet` — what a sheet says (pure data, no Qt).
- :mod:`yachtgui.export.render` — one QPainter renderer for QPdfWriter, QPrinter and QImage.
- :mod:`yachtgui.export.files` — writing a PDF without ever leaving a half-written file.
- :mod:`yachtgui.export.dialogs` — the menu actions: export PDF, print with preview, blank pads.
- :mod:`yachtgui.export.cli` — ``yachtgui-export blank|game ... -o FILE.pdf``.

Depends on ``rules`` and ``game`` (and ``persistence`` to read saved games); nothing
below it depends on it.
"""
