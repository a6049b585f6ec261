"""Printable score sheets: a game's card and blank score pads, as PDF, print or image.

Menu actions (Qt widgets; each handles its own errors with a message box)::

    from yachtgui.export.dialogs import export_game_pdf, print_game, export_blank_pad
    export_game_pdf(window, game, seats)     # File > Export PDF... -> Path | None
    print_game(window, game, seats)          # File > Print...      -> True if printed
    export_blank_pad(window, variant_id)     # File > Blank Score Pad... -> Path | None

Modules, each with one job:

- :mod:`yachtgui.export.sheet` — what a sheet says (rows, cells, winner line, notes); no Qt.
- :mod:`yachtgui.export.render` — one QPainter renderer for QPdfWriter, QPrinter and QImage.
- :mod:`yachtgui.export.files` — PDFs written all-or-nothing; games read from saved files.
- :mod:`yachtgui.export.dialogs` — the menu actions above and the blank-pad dialog.
- :mod:`yachtgui.export.cli` — ``yachtgui-export blank|game ... [--language de|sv|en] -o FILE.pdf``.

Depends on ``rules``, ``game`` and ``persistence``; nothing below it depends on it.
"""
