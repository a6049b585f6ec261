"""``yachtgui-history``: the game history from the command line, for people who like scripts.

::

    yachtgui-history list [--variant V] [--json]
    yachtgui-history show ID [--json]
    yachtgui-history stats [--variant V] [--json]
    yachtgui-history export ID -o FILE

``--db FILE`` (before or after the command) reads another history database than the app's.

JSON shapes: ``list`` prints a list of games, each with ``id``, ``variant``, ``finished``
(ISO 8601 time), ``players`` (names in seat order), ``computers`` (level or null per seat),
``totals`` (ints in seat order) and ``winners`` (names). ``show`` prints one game with the
same fields plus ``started``, ``cards`` (each seat's boxes), ``bonus`` and ``yahtzee_bonus``
(each seat's upper bonus and bonus-chip points: with the boxes they make the total) and
``turns``; each turn has ``player`` (name), ``rolls`` (a list of five-dice lists), ``held``
(the positions 0-4 held before each re-roll), ``box``, ``score``, ``forced`` (a turn lost to
a Second Kismet), ``undone`` (scorings taken back) and ``yahtzee_bonus`` (the bonus-chip
points the turn earned, 0 for most). ``stats`` prints a list of per-player, per-variant
records (see :class:`~yachtgui.history.store.PlayerStats`). ``export`` writes a saved-game
file that the app's File > Open and ``yachtgui-export game`` accept.

Names, ids and box names are printed with control characters escaped (``\\x1b``): a name
never moves the cursor or recolours the terminal. ``list`` prints each game as it is read,
so the first line is there at once however long the history is. A history on read-only
storage is read as it is.

Exit status 0 on success; 2 with a one-line message on stderr for bad input (unknown
command, game or variant, a damaged database, an output that cannot be written); 1 for
an unexpected failure. No Qt.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

from yachtgui.history.recording import database_path
from yachtgui.history.store import GameSummary, HistoryError, HistoryStore, PlayerStats, local_time
from yachtgui.rules import VARIANTS

__all__ = ["main"]

EXIT_OK = 0
EXIT_FAILURE = 1
EXIT_USAGE = 2
PROG = "yachtgui-history"


class _UsageError(Exception):
    """Bad input; the message is printed as one line after "yachtgui-history: error:"."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(message)


def _parser() -> _Parser:
    common = _Parser(add_help=False)
    common.add_argument(
        "--db",
        metavar="FILE",
        default=argparse.SUPPRESS,
        help="the history database to read (default: the app's)",
    )
    parser = _Parser(
        prog=PROG,
        parents=[common],
        description="The yachtgui game history: finished games, statistics, export.",
    )
    commands = parser.add_subparsers(dest="command", metavar="{list,show,stats,export}", parser_class=_Parser)
    commands.required = True
    listing = commands.add_parser("list", parents=[common], help="one finished game a line, newest first")
    listing.add_argument("--variant", metavar="V", help=f"only this variant ({', '.join(VARIANTS)})")
    listing.add_argument("--json", action="store_true", help="print JSON")
    show = commands.add_parser("show", parents=[common], help="one game turn by turn")
    show.add_argument("id", metavar="ID", help="the game's number from list")
    show.add_argument("--json", action="store_true", help="print JSON")
    stats = commands.add_parser("stats", parents=[common], help="each player's record per variant")
    stats.add_argument("--variant", metavar="V", help="only this variant")
    stats.add_argument("--json", action="store_true", help="print JSON")
    export = commands.add_parser("export", parents=[common], help="write a game as a saved-game file")
    export.add_argument("id", metavar="ID", help="the game's number from list")
    export.add_argument("-o", "--output", required=True, metavar="FILE", help="the saved-game file to write")
    return parser


def _game_id(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        raise _UsageError(f"a game ID is a number from list, not {text!r}") from None
    if number < 1:
        raise _UsageError(f"a game ID is a number from list, not {text!r}")
    return number


def _variant(text: str | None) -> str | None:
    if text is None:
        return None
    variant = text.strip().casefold()
    if not variant or len(variant) > 60:
        raise _UsageError(f"unknown variant {text!r}: choose one of {', '.join(VARIANTS)}")
    return variant


def _summary_json(game: GameSummary) -> dict[str, Any]:
    return {
        "id": game.id,
        "variant": game.variant,
        "finished": game.finished,
        "players": list(game.players),
        "computers": list(game.computers),
        "totals": list(game.totals),
        "winners": list(game.winners),
    }


def _shown(text: str) -> str:
    """``text`` for a terminal: control characters (escapes, new lines, direction overrides)
    written as escapes, never sent as they are."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in text)


def _json_text(document: object) -> str:
    """JSON with every control character escaped (``json`` leaves DEL, C1 and format characters)."""
    text = json.dumps(document, ensure_ascii=False, indent=1)
    if text.replace("\n", "").isprintable():
        return text
    return "".join(ch if ch == "\n" or ch.isprintable() else f"\\u{ord(ch):04x}" for ch in text)


def _summary_line(game: GameSummary) -> str:
    scores = ", ".join(
        f"{_shown(name)} {total}" for name, total in zip(game.players, game.totals, strict=True)
    )
    won = " and ".join(_shown(name) for name in game.winners)
    result = f"won by {won}" if won else "played alone"  # a solo game is no one's win
    return f"{game.id:>5}  {local_time(game.finished)}  {_shown(game.variant):<10} {scores}  — {result}"


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.0f}%"


def _stats_table(rows: list[PlayerStats]) -> str:
    header = (
        f"{'variant':<10} {'player':<28} {'games':>5} {'wins':>5} {'win%':>5} {'avg':>6} {'best':>5} "
        f"{'worst':>5} {'bonus':>5} {'5-kind':>6} {'gave up':>7}"
    )
    lines = [header]
    for s in rows:
        given_up = "-" if s.given_up is None else f"{s.given_up:.1f}"
        lines.append(
            f"{_shown(s.variant):<10} {_shown(s.person.label)[:28]:<28} {s.games:>5} {s.wins:>5} "
            f"{_percent(s.win_rate):>5} "
            f"{s.average:>6.1f} {s.best:>5} {s.worst:>5} {_percent(s.bonus_rate):>5} {s.yachts:>6} "
            f"{given_up:>7}"
        )
    return "\n".join(lines)


def _show(store: HistoryStore, game_id: int, as_json: bool) -> str:
    from yachtgui.game.turns import bonus_chips, turns_of

    stored = store.game(game_id)
    summary = stored.summary
    game = stored.rebuild() if stored.game is not None else None
    turns = turns_of(game.log) if game is not None else []
    chips = bonus_chips(game.variant, turns, len(game.players)) if game is not None else []
    if as_json:
        document = _summary_json(summary)
        document["started"] = summary.started
        document["cards"] = [dict(card) for card in stored.cards]
        if game is not None:  # with the boxes, what each seat's total is made of
            document["bonus"] = [game.bonus(seat) for seat in range(len(game.players))]
            document["yahtzee_bonus"] = [game.yacht_bonus_total(seat) for seat in range(len(game.players))]
        document["turns"] = [
            {**turn.to_json(summary.players), "yahtzee_bonus": chip}
            for turn, chip in zip(turns, chips, strict=True)
        ]
        return _json_text(document)
    lines = [_summary_line(summary)]
    if game is None:
        lines.append("      (recorded before the history kept the moves: only the scores are known)")
    for number, turn in enumerate(turns, start=1):
        name = _shown(summary.players[turn.player])
        assert game is not None
        box = _shown(game.variant.display_name(turn.box))
        if turn.forced:
            lines.append(f"{number:>4}. {name}: loses a turn, 0 in {box}")
            continue
        steps = []
        for index, dice in enumerate(turn.rolls):
            if index:
                held = turn.held[index - 1]
                steps.append(f"hold {''.join(str(turn.rolls[index - 1][p]) for p in held) or 'none'}")
            steps.append("".join(str(d) for d in dice))
        chip = f" + {chips[number - 1]} Yahtzee bonus" if chips[number - 1] else ""
        lines.append(f"{number:>4}. {name}: {' → '.join(steps)} → {turn.points} in {box}{chip}")
    return "\n".join(lines)


def _export(store: HistoryStore, game_id: int, output: str) -> str:
    from yachtgui.persistence import PersistenceError, SavedGame, Seat, save_game

    stored = store.game(game_id)
    game = stored.rebuild()
    if not output.strip():
        raise _UsageError("-o needs a file name")
    try:
        seats = tuple(
            Seat(name, level) for name, level in zip(game.players, stored.summary.computers, strict=True)
        )
        save_game(output, SavedGame(game, seats))
    except PersistenceError as error:
        raise _UsageError(str(error)) from None
    return f"wrote {output}"


def _open(path: Path) -> HistoryStore:
    """The history at ``path``; read as it is when it cannot be written (read-only storage)."""
    try:
        return HistoryStore(path)
    except HistoryError as error:
        if error.kind != "readonly" or not path.is_file():
            raise
    return HistoryStore(path, read_only=True)


def _listing(games: Iterable[GameSummary], as_json: bool) -> Iterator[str]:
    """The lines of ``list``, each as soon as its game is read (the JSON as ``json.dumps`` of the
    whole list with ``indent=1`` would print it)."""
    empty = True
    for game in games:
        if as_json:
            item = " " + _json_text(_summary_json(game)).replace("\n", "\n ")
            yield ("[\n" if empty else ",\n") + item
        else:
            yield _summary_line(game) + "\n"
        empty = False
    if empty:
        yield "[]\n" if as_json else "no games recorded yet\n"
    elif as_json:
        yield "\n]\n"


def _run(args: argparse.Namespace) -> Iterator[str]:
    """The output, piece by piece (each piece ends its lines itself)."""
    path = Path(getattr(args, "db", None) or database_path())
    if args.command in ("show", "export"):
        game_id = _game_id(args.id)
    variant = _variant(getattr(args, "variant", None))
    if not path.exists():
        if args.command in ("show", "export"):
            raise _UsageError(f"there is no game {game_id}: the history is empty")
        yield "[]\n" if args.json else "no games recorded yet\n"
        return
    with _open(path) as store:
        if variant is not None and variant not in VARIANTS and variant not in store.variants():
            raise _UsageError(f"unknown variant {_shown(repr(variant))}: choose one of {', '.join(VARIANTS)}")
        if args.command == "list":
            yield from _listing(store.iter_games(variant=variant), args.json)
            return
        if args.command == "show":
            yield _show(store, game_id, args.json) + "\n"
            return
        if args.command == "stats":
            rows = store.stats(variant=variant)
            if args.json:
                yield _json_text([s.to_json() for s in rows]) + "\n"
                return
            yield (_stats_table(rows) if rows else "no games recorded yet") + "\n"
            return
        yield _export(store, game_id, args.output) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command with ``argv`` (default ``sys.argv[1:]``); returns the exit status."""
    try:
        args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
        pieces = _run(args)
        first = next(pieces, "")  # mistakes found before any output are said alone
        try:
            sys.stdout.write(first)
            sys.stdout.flush()
            for piece in pieces:
                sys.stdout.write(piece)
            sys.stdout.flush()
        except BrokenPipeError:  # `yachtgui-history list | head`: the reader has all it wanted
            import os

            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error at exit
    except (_UsageError, HistoryError) as error:
        print(f"{PROG}: error: {_shown(str(error))}", file=sys.stderr)
        return EXIT_USAGE
    except SystemExit as exit_request:  # --help prints and exits 0
        return exit_request.code if isinstance(exit_request.code, int) else EXIT_OK
    except Exception as error:  # a bug, not the user's input: still one line, never a traceback
        print(f"{PROG}: error: unexpected failure ({error!r})", file=sys.stderr)
        return EXIT_FAILURE
    return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
