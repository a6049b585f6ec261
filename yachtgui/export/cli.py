"""``yachtgui-export``: score pads and game cards as PDF from the command line.

::

    yachtgui-export blank VARIANT|RULES.toml [--players A,B,...] [--count N]
                          [--page-size A4|Letter] [--language en|de|sv] -o pad.pdf
    yachtgui-export game GAME_FILE [--page-size A4|Letter] [--date YYYY-MM-DD] [--language en|de|sv]
                          -o card.pdf

``VARIANT`` is a built-in variant's id, or a house-rules file (TOML, as the app's ``--rules``
reads: :mod:`yachtgui.rules.housefile`), so a family can print pads of its own rules.
``GAME_FILE`` is a saved game of the app or a JSON file of ``Game.to_dict()``.
``--language`` chooses the language printed on the sheet; by default it is the app's
(the Preferences choice, else the system's: :func:`yachtgui.i18n.choose_language`).
The command's own messages and ``--help`` are English.
Exit status: 0 on success; 2 for bad arguments, an unknown variant, an
unreadable or damaged game file, or an output that cannot be written; 1 for an
unexpected failure while rendering — always with a one-line message on
stderr. An existing output file is replaced only by a complete new PDF, never
left half-written.

The command never shows a window: without a display it runs Qt offscreen.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from yachtgui.i18n import LANGUAGES
from yachtgui.names import shows_as_text
from yachtgui.rules import VARIANTS, Variant

if TYPE_CHECKING:
    from PySide6.QtCore import QLocale, QTranslator
    from PySide6.QtGui import QGuiApplication, QPageSize

    from yachtgui.export.sheet import ScoreSheet

__all__ = ["main"]

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2
MAX_PAD_COLUMNS = 60


class _UsageError(Exception):
    """Bad command-line input; the message is shown after "yachtgui-export: error:".

    ``usage`` is the usage line of the (sub)command that was mistyped, when known.
    """

    def __init__(self, message: str, usage: str = "") -> None:
        super().__init__(message)
        self.usage = usage


class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of exiting, so ``main`` returns a status in-process."""

    def error(self, message: str) -> NoReturn:
        raise _UsageError(message, self.format_usage())


def _parser() -> _Parser:
    parser = _Parser(
        prog="yachtgui-export",
        description="Print yachtgui score sheets to PDF: blank score pads and game cards.",
    )
    commands = parser.add_subparsers(dest="command", metavar="{blank,game}", parser_class=_Parser)
    commands.required = True

    page = _Parser(add_help=False)
    page.add_argument(
        "--page-size",
        metavar="A4|Letter",
        help="paper size (default: the one used where you live, from the system locale)",
    )
    page.add_argument("-o", "--output", required=True, metavar="FILE.pdf", help="the PDF file to write")
    page.add_argument(
        "--language",
        choices=list(LANGUAGES),
        metavar="|".join(LANGUAGES),
        help="the language printed on the sheet (default: the app's, from its Preferences or the system)",
    )

    blank = commands.add_parser(
        "blank", parents=[page], help="an empty score pad for a variant", description="An empty score pad."
    )
    blank.add_argument("variant", metavar="VARIANT",
                       help=f"one of: {', '.join(VARIANTS)}; or a house-rules file (.toml)")
    blank.add_argument(
        "--players", metavar="A,B,...", default="", help="names to print at the top of the columns"
    )
    blank.add_argument(
        "--count", type=int, metavar="N", help="number of player columns (default: the names given, or 6)"
    )

    game = commands.add_parser(
        "game", parents=[page], help="the score card of a saved game", description="A game's score card."
    )
    game.add_argument("game_file", metavar="GAME_FILE", help="a saved game or a Game.to_dict() JSON file")
    game.add_argument(
        "--date", metavar="YYYY-MM-DD", help="the date on the card (default: the day it was saved, or today)"
    )
    return parser


def _gui_application() -> QGuiApplication:
    """The QGuiApplication that fonts need: the running one, or a new one offscreen when there is
    no display. The caller keeps the returned object alive while painting. Never shows a window."""
    if (
        "QT_QPA_PLATFORM" not in os.environ
        and sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd"))
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication

    running = QGuiApplication.instance()
    if isinstance(running, QGuiApplication):
        return running
    return QGuiApplication(["yachtgui-export"])


def _install_language(app: QGuiApplication, language: str | None) -> tuple[list[QTranslator], QLocale]:
    """Install the translators for ``language`` (None: the app's choice) on ``app``.

    Returns them and the default QLocale before, for :func:`_remove_language`: the command can
    run inside another Qt program (the tests) and must leave its language as it found it.
    """
    from PySide6.QtCore import QLocale

    from yachtgui.i18n import choose_language, install_translators

    if language is None:
        language = choose_language(_preferred_language())
    previous_locale = QLocale()
    return install_translators(app, language), previous_locale


def _preferred_language() -> str:
    """The app's Preferences choice of language ("" = the system's), read without writing anything.

    (Opening the app's settings creates ``$YACHTGUI_CONFIG_DIR``; a folder that is not there yet
    holds no choice.)
    """
    folder = os.environ.get("YACHTGUI_CONFIG_DIR")
    if folder and not os.path.isdir(folder):
        return ""
    from yachtgui.app.settings import Settings

    return str(Settings().get("language"))


def _remove_language(app: QGuiApplication, installed: tuple[list[QTranslator], QLocale]) -> None:
    from PySide6.QtCore import QLocale

    translators, previous_locale = installed
    for translator in translators:
        app.removeTranslator(translator)
        translator.deleteLater()
    QLocale.setDefault(previous_locale)


def _names(text: str) -> list[str]:
    names = [name.strip() for name in text.split(",")] if text.strip() else []
    for name in names:
        if not name:
            raise _UsageError("--players has an empty name; separate names with single commas")
        if len(name) > 40 or not shows_as_text(name):
            raise _UsageError(
                f"--players: {name[:40]!r} is not a usable name (at most 40 printable characters)"
            )
    return names


def _variant_named(text: str) -> Variant:
    """The built-in variant with the id ``text``, else the house rules in the file ``text``."""
    variant_id = text.strip().casefold()
    if variant_id in VARIANTS:
        return VARIANTS[variant_id]
    path = Path(text)
    if not path.is_file():
        raise _UsageError(f"unknown variant {text!r}: choose one of {', '.join(VARIANTS)}, "
                          "or name a house-rules file (.toml)")
    from yachtgui.rules.housefile import VariantFileError, read_variant_file

    try:
        return read_variant_file(path)
    except VariantFileError as error:
        raise _UsageError(str(error)) from None


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def _run(args: argparse.Namespace) -> str:
    """Do the export; returns the line to print on success. Raises _UsageError or ExportError."""
    # Imported here so that --help and argument errors need no Qt.
    from yachtgui.export.files import read_game_file
    from yachtgui.export.render import page_size_named
    from yachtgui.export.sheet import blank_sheet, game_sheet

    try:
        page_size = page_size_named(args.page_size) if args.page_size else None
    except ValueError as error:
        raise _UsageError(str(error)) from None
    if not args.output.strip():
        raise _UsageError("-o needs a file name")

    if args.command == "blank":
        variant = _variant_named(args.variant)
        names = _names(args.players)
        if args.count is not None and not 1 <= args.count <= MAX_PAD_COLUMNS:
            raise _UsageError(f"--count must be from 1 to {MAX_PAD_COLUMNS}, not {args.count}")
        if len(names) > MAX_PAD_COLUMNS:
            raise _UsageError(f"at most {MAX_PAD_COLUMNS} players fit on one pad")
        if args.count is not None and args.count < len(names):
            raise _UsageError(f"--count {args.count} is fewer than the {len(names)} names given")

        def build() -> ScoreSheet:
            return blank_sheet(variant, names, args.count)
    else:
        day = None
        if args.date:
            try:
                day = dt.date.fromisoformat(args.date)
            except ValueError:
                raise _UsageError(f"--date must look like 2026-11-21, not {args.date!r}") from None
        if _same_file(args.game_file, args.output):
            raise _UsageError("the PDF would overwrite the game file; choose another name with -o")
        saved = read_game_file(args.game_file)
        if day is None and saved.saved_at is not None:
            day = saved.saved_at.astimezone().date()  # the day the game was saved, in local time

        def build() -> ScoreSheet:
            return game_sheet(saved.game, saved.seats, day)

    return _write(args, build, page_size)


def _write(
    args: argparse.Namespace, build: Callable[[], ScoreSheet], page_size: QPageSize.PageSizeId | None
) -> str:
    """Build the sheet in the language asked for and write it; returns the line to print."""
    from yachtgui.export.files import write_pdf
    from yachtgui.export.render import default_page_size

    app = _gui_application()  # must outlive the painting: Qt's fonts belong to it
    installed = _install_language(app, args.language)  # before building: the sheet's words translate
    try:
        sheet = build()
        write_pdf(sheet, args.output, page_size if page_size is not None else default_page_size())
    finally:
        _remove_language(app, installed)
        del app
    pages = len(sheet.pages())
    return f"wrote {args.output} ({pages} page{'s' if pages != 1 else ''})"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    from yachtgui.export.files import ExportError

    parser = _parser()
    try:
        args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
        message = _run(args)
    except _UsageError as error:
        sys.stderr.write(error.usage or parser.format_usage())
        print(f"yachtgui-export: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except ExportError as error:
        print(f"yachtgui-export: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except Exception as error:  # a bug, not the user's input: still a message, never a traceback
        print(f"yachtgui-export: error: the PDF could not be made ({error!r})", file=sys.stderr)
        return EXIT_FAILURE
    except SystemExit as exit_request:  # --help / --version print and exit 0
        return exit_request.code if isinstance(exit_request.code, int) else EXIT_OK
    print(message)
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
