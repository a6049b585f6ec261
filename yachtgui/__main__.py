"""Command line: ``yachtgui [--variant ID] [--players NAME,...] [--seed N] [--no-animation] [FILE]``.

``python -m yachtgui`` is the same. Arguments are parsed before Qt is
imported, so ``--version`` and mistakes answer at once; a bad option or an
unknown variant exits with a message and status 2 (argparse's convention).

``--players`` entries are names, or ``cpu:NAME:LEVEL`` for a computer player
(LEVEL easy, medium, hard or win: plays to win). ``--variant`` together with ``--players``
starts that game at once (player 1 first); either alone pre-fills the
new-game dialog. ``--seed`` makes the dice and any roll-off reproducible.
``--real-dice`` marks every person as rolling real dice at the table (table mode).
``yachtgui FILE`` opens a saved game (``*.yacht.json``); when a window already runs, it opens
there (:mod:`yachtgui.app.instance`) and this start ends at once.
``yachtgui --self-test`` checks this installation offscreen and exits (:mod:`yachtgui.selftest`).
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Sequence

from yachtgui import __version__
from yachtgui.names import shows_as_text
from yachtgui.options import Options

__all__ = ["Options", "main", "parse_args", "parse_players"]

_VARIANT_IDS = ("kismet", "yacht", "yatzy", "worldwide", "yahtzee")  # checked against the rules at start-up
_LEVELS = ("easy", "medium", "hard", "win")  # saves.COMPUTER_LEVELS (not imported for the first frame)
_MAX_PLAYERS = 10
_MAX_NAME_LENGTH = 40


class _UnprintableNameError(ValueError):
    """A name that is not plain text: refused in one line (its own new line would split any other)."""


def parse_players(text: str) -> tuple[tuple[str, str | None], ...]:
    """ "Ann,cpu:Hal:hard" -> (("Ann", None), ("Hal", "hard")); ValueError with a plain message."""
    seats: list[tuple[str, str | None]] = []
    seen: set[str] = set()
    for number, raw in enumerate(text.split(","), start=1):
        entry = raw.strip()
        level: str | None = None
        if entry.lower().startswith("cpu:"):
            parts = entry.split(":")
            if len(parts) != 3 or parts[2].strip().lower() not in _LEVELS:
                raise ValueError(f"player {number}: write a computer player as cpu:NAME:LEVEL "
                                 f"with LEVEL one of {', '.join(_LEVELS)}, not {entry!r}")
            entry, level = parts[1].strip(), parts[2].strip().lower()
        if not entry:
            raise ValueError(f"player {number} has no name")
        if not shows_as_text(entry):  # a new line, a tab, a terminal escape, a direction override
            raise _UnprintableNameError(
                f"player {number}'s name has a control character (such as a new line): names are plain text")
        if len(entry) > _MAX_NAME_LENGTH:
            raise ValueError(f"player {number}'s name is longer than {_MAX_NAME_LENGTH} characters")
        if entry.casefold() in seen:
            raise ValueError(f"two players are called {entry!r}")
        seen.add(entry.casefold())
        seats.append((entry, level))
    if len(seats) > _MAX_PLAYERS:
        raise ValueError(f"at most {_MAX_PLAYERS} players can play, not {len(seats)}")
    return tuple(seats)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="yachtgui",
        description="Kismet, Yacht, Yatzy, 12-box Yacht and Yahtzee for the family table.",
    )
    parser.add_argument("--variant", metavar="ID", choices=_VARIANT_IDS,
                        help=f"the game to play: {', '.join(_VARIANT_IDS)}")
    parser.add_argument("--players", metavar="NAME,NAME,...",
                        help='names in seat order; "cpu:NAME:LEVEL" for a computer (easy, medium, hard, win)')
    parser.add_argument("--seed", metavar="N", type=int, help="make the dice (and the roll-off) reproducible")
    parser.add_argument("--no-animation", action="store_true", help="do not animate the dice this time")
    parser.add_argument("--real-dice", action="store_true",
                        help="every person rolls real dice at the table and types the faces")
    parser.add_argument("--self-test", action="store_true",
                        help="check offscreen that this installation plays (window, computer player, hint, "
                             "PDF, print preview), print one line per step and exit (0: all passed)")
    parser.add_argument("--version", action="version", version=f"yachtgui {__version__}")
    parser.add_argument("file", metavar="FILE", nargs="?",
                        help="a saved game (*.yacht.json) to open, in the running window if there is one")
    return parser


_VALUE_OPTIONS = ("--variant", "--players", "--seed")


def _parse_plain(argv: Sequence[str]) -> Options | None:
    """The usual command lines, read without argparse; None for anything else.

    Accepts the options by their whole names, each at most once, with values
    that are valid and do not start with "-" (``--seed 5`` or ``--seed=5``).
    Help, version, abbreviations, repeats and mistakes return None: argparse
    then reads them and words their messages. For every command line this
    accepts, argparse gives the same :class:`Options` (tests/test_cli.py).
    Building argparse's parser costs every start ~3 ms (its gettext lookups
    load :mod:`locale`), an empty command line included.
    """
    values: dict[str, str] = {}
    animation = True
    real_dice = False
    self_test = False
    file: str | None = None
    tokens = iter(argv)
    for token in tokens:
        if token and not token.startswith("-"):
            if file is not None:
                return None
            file = token
            continue
        if token == "--no-animation":
            animation = False
            continue
        if token == "--real-dice":
            real_dice = True
            continue
        if token == "--self-test":
            self_test = True
            continue
        name, equals, value = token.partition("=")
        if name not in _VALUE_OPTIONS or name in values:
            return None
        if not equals:
            value = next(tokens, "")
        if not value or value.startswith("-"):
            return None
        values[name] = value
    variant = values.get("--variant")
    if variant is not None and variant not in _VARIANT_IDS:
        return None
    try:
        seed = int(values["--seed"]) if "--seed" in values else None
        players = parse_players(values["--players"]) if "--players" in values else ()
    except ValueError:
        return None
    if file is not None and (variant or players):
        return None
    return Options(variant=variant, players=players, seed=seed, animation=animation, real_dice=real_dice,
                   self_test=self_test, file=file)


def parse_args(argv: Sequence[str] | None = None) -> Options:
    """Parse ``argv`` (default ``sys.argv[1:]``); exits with status 2 and a message on mistakes."""
    if argv is None:
        argv = sys.argv[1:]
    plain = _parse_plain(argv)
    return plain if plain is not None else _parse_with_argparse(argv)


def _parse_with_argparse(argv: Sequence[str]) -> Options:
    parser = _parser()
    args = parser.parse_args(argv)
    players: tuple[tuple[str, str | None], ...] = ()
    if args.players is not None:
        try:
            players = parse_players(args.players)
        except _UnprintableNameError as error:  # one line, no usage: the name is the mistake, not the command
            print(f"{parser.prog}: error: --players: {error}", file=sys.stderr)
            raise SystemExit(2) from None
        except ValueError as error:
            parser.error(f"--players: {error}")
    if args.file is not None and (args.variant or args.players):
        parser.error("a saved game (FILE) is played as it was saved: leave out --variant and --players")
    if args.file == "":
        parser.error("FILE is empty")
    return Options(variant=args.variant, players=players, seed=args.seed, animation=not args.no_animation,
                   real_dice=args.real_dice, self_test=args.self_test, file=args.file)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the app; returns the exit status (0 when the window is closed normally)."""
    options = parse_args(argv)
    if options.self_test:
        from yachtgui.selftest import run_self_test

        return run_self_test()
    # Start-up makes many objects that live as long as the app (Qt's enum types, our classes):
    # the cyclic garbage collector would scan them again and again (~30 ms). It pauses until
    # the window's first frame, when yachtgui.launch.run freezes them and switches it back on.
    gc.disable()
    # The pure game core first, then PySide6 is told which of the modules loaded so far, and
    # which of ours, use it: it need not read their sources (see _spare_pyside_source_reads).
    import yachtgui.persistence  # noqa: F401  (with yachtgui.game and yachtgui.rules)

    _spare_pyside_source_reads()
    from yachtgui.launch import run  # Qt is imported only now: --version and --help stay fast

    return run(options)


def _spare_pyside_source_reads() -> None:
    """Load PySide6 and fill in its table of which modules use it, instead of letting it read them.

    Once loaded, PySide6 reads the source of each module the first time an import
    statement names it (PYSIDE-2029: a module that uses PySide6 follows the optional
    ``__feature__`` switches). The window's start names some 25 such modules, ~4 ms of
    reading. The answer is known without reading: the standard library does not use
    PySide6, and ours are entered as using it. For our pure modules that differs from
    what the reading would find, which matters only once some module switches a feature
    on; none does (the table then only keeps every module on PySide's default).
    Another PySide6 without this table is left to read as before.
    """
    import PySide6  # noqa: F401  (installs the import hook and its table)

    table = getattr(sys.modules.get("__feature__"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for name in list(sys.modules):
        if name.partition(".")[0] in sys.stdlib_module_names:
            table.setdefault(name, -1)  # PySide's "does not use PySide6"
    for name in _own_module_names():
        table.setdefault(name, 0)  # PySide's "uses PySide6, no features switched on"


def _own_module_names() -> list[str]:
    """The dotted names of every module in the yachtgui package (from its folder; none when frozen)."""
    import os

    package = os.path.dirname(os.path.abspath(__file__))
    names = []
    for folder, subfolders, files in os.walk(package):
        subfolders[:] = [sub for sub in subfolders if sub.isidentifier() and not sub.startswith("__")]
        prefix = os.path.relpath(folder, os.path.dirname(package)).replace(os.sep, ".")
        for file in files:
            if file.endswith(".py"):
                stem = file[:-3]
                names.append(prefix if stem == "__init__" else f"{prefix}.{stem}")
    return names


if __name__ == "__main__":
    sys.exit(main())
