"""``python -m yachtgui.ai``: the optimal strategy from the command line, for scripting and checking.

Exit status 0 on success, 2 for bad arguments, an unknown variant, a mistake
in a ``--rules`` variant file (its file, line and key), an impossible
situation or a saved game that cannot be read (with one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from yachtgui.ai.strategy import AdviceError, Option, Strategy, check_situation
from yachtgui.rules import VARIANTS, RuleError, Variant

__all__ = ["main"]

#: Decimals of the values printed (the tables are accurate to about 1e-5).
DECIMALS = 4

_ADVISE_EPILOG = """\
output: one JSON object
  {"best": {...}, "options": [{"keep": [faces kept]} or {"box": id}, with "value": v, ...]}
Options are listed best first: each distinct keep of the dice (as sorted faces)
when rolls are left, each open box otherwise. v is the expected number of points
the player will still add to the total from this decision on: the box being
filled, any bonus not yet earned and the later turns, all played optimally.
Keeping all five dice means stopping and scoring now; "best" is a copy of the
first option, and when it keeps all five dice it also names the "box" to fill.
"""


_WINCHANCE_EPILOG = """\
FILE is a game the app saved (File > Save, or an unfinished game it keeps).
The model: from this moment every player plays the optimal expected-score
strategy, players' dice are independent, the current player's dice and rolls
left count, and a tie of k players for first gives each 1/k. The figures sum to 1.
The first use of a variant builds its table (a minute or more) and caches it.
output: one line per player, or with --json one JSON object
  {"players": [{"name": ..., "win": 0.4123}, ...]}   (seat order)
"""

#: A save file is far below this; anything larger is not one (as the app's own reader).
MAX_SAVE_BYTES = 4 * 1024 * 1024


def _variant(name: str) -> Variant:
    try:
        return VARIANTS[name]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise argparse.ArgumentTypeError(f"unknown variant {name!r} (choose from {known})") from None


def _int_list(text: str) -> list[int]:
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected numbers separated by commas, not {text!r}") from None


def _id_list(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m yachtgui.ai",
        description="The optimal solitaire strategy of a Yacht variant: expected score and advice. "
        "The first use of a variant builds its table (seconds) and caches it.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    expected = commands.add_parser(
        "expected", help="print the optimal expected final score from the start of a game"
    )
    _add_variant_arguments(expected)

    advise = commands.add_parser(
        "advise",
        help="print every option in a situation with its value, best first, as JSON",
        description="Value every option in a situation of a solitaire game, best first.",
        epilog=_ADVISE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_variant_arguments(advise)
    advise.add_argument(
        "--filled", type=_id_list, default=[], metavar="ID,ID,...", help="ids of the boxes already filled"
    )
    advise.add_argument(
        "--upper", type=int, required=True, metavar="N", help="raw upper-section total so far (no bonus)"
    )
    advise.add_argument(
        "--dice", type=_int_list, required=True, metavar="D,D,D,D,D", help="the five dice showing"
    )
    advise.add_argument(
        "--rolls-left",
        type=int,
        required=True,
        metavar="K",
        help="2 after the first roll, 1 after the second, 0 after the third",
    )
    advise.add_argument(
        "--yacht-holds-points",
        action="store_true",
        help="the five-of-a-kind box holds points, so a further one earns the Yahtzee bonus",
    )
    advise.add_argument(
        "--goal", choices=("points", "win"), default="points",
        help="points (default): value options by expected points; win: also by the chance to win "
        "against the --opponent positions (this turn played to win, later turns for points), best first",
    )
    advise.add_argument(
        "--total", type=int, default=None, metavar="N",
        help="with --goal win: the player's total so far (bonus included); default: the upper total",
    )
    advise.add_argument(
        "--opponent", action="append", default=[], type=_opponent, metavar="TOTAL:UPPER:ID,ID,...",
        help="with --goal win, once per opponent: their total, raw upper total and filled boxes",
    )

    winchance = commands.add_parser(
        "winchance",
        help="print every player's chance to win a saved game from where it stands",
        description="Every player's chance to win a saved game from this moment.",
        epilog=_WINCHANCE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    winchance.add_argument("file", type=Path, metavar="FILE", help="a saved game (.yacht.json)")
    winchance.add_argument("--json", action="store_true", help="print JSON")
    return parser


def _opponent(text: str) -> tuple[int, int, list[str]]:
    parts = text.split(":")
    if len(parts) not in (2, 3):
        raise argparse.ArgumentTypeError(f"expected TOTAL:UPPER:ID,ID,..., not {text!r}")
    try:
        total, upper = int(parts[0]), int(parts[1])
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected whole numbers TOTAL:UPPER, not {text!r}") from None
    return total, upper, _id_list(parts[2]) if len(parts) == 3 else []


def _add_variant_arguments(command: argparse.ArgumentParser) -> None:
    command.add_argument("variant", type=_variant, nargs="?", help=f"one of {', '.join(VARIANTS)}")
    command.add_argument(
        "--rules", type=Path, metavar="FILE", help="a variant file (TOML) instead of a built-in variant"
    )


def _chosen_variant(arguments: argparse.Namespace) -> Variant:
    """The built-in variant named, or the one in ``--rules FILE``; RuleError names the file's mistake."""
    if (arguments.variant is None) == (arguments.rules is None):
        raise _UsageError("give either a built-in VARIANT or --rules FILE")
    if arguments.rules is None:
        variant: Variant = arguments.variant
        return variant
    from yachtgui.rules.housefile import read_variant_file

    return read_variant_file(arguments.rules)


class _UsageError(Exception):
    """Arguments that argparse accepts but that do not make a command."""


def _option_json(option: Option) -> dict[str, Any]:
    key: dict[str, Any] = {"keep": list(option.keep)} if option.keep is not None else {"box": option.box}
    return {**key, "value": round(option.value, DECIMALS)}


def _advise(arguments: argparse.Namespace, variant: Variant) -> dict[str, Any]:
    situation = (arguments.filled, arguments.upper, arguments.dice, arguments.rolls_left)
    flag = {"yacht_holds_points": arguments.yacht_holds_points}
    check_situation(variant, *situation, **flag)  # before a table is built, if it must be
    if arguments.goal != "win" and (arguments.opponent or arguments.total is not None):
        raise AdviceError("--opponent and --total count only with --goal win")  # never silently dropped
    if arguments.goal == "win":
        return _advise_to_win(arguments, variant)
    strategy = Strategy.load_or_build(variant)
    options = strategy.options(*situation, **flag)
    best = _option_json(options[0])
    if options[0].keep is not None and len(options[0].keep) == len(arguments.dice):
        best["box"] = strategy.best_box(arguments.filled, arguments.upper, arguments.dice, **flag).box
    return {"best": best, "options": [_option_json(option) for option in options]}


def _advise_to_win(arguments: argparse.Namespace, variant: Variant) -> dict[str, Any]:
    from yachtgui.ai.winchance import WinChance
    from yachtgui.ai.winplay import win_options

    for total, upper, filled in arguments.opponent:
        check_situation(variant, filled, upper, [1, 1, 1, 1, 1], 0)
        if total < upper:
            raise AdviceError(f"an opponent's total {total} is below their upper total {upper}")
    points = arguments.upper if arguments.total is None else arguments.total
    if points < arguments.upper:
        raise AdviceError(f"the total {points} is below the upper total {arguments.upper}")
    engine = WinChance.load_or_build(variant)
    opponents = []
    for total, upper, filled in arguments.opponent:
        mask, capped = engine.state(filled, upper)
        opponents.append(engine.remaining(mask, capped).shifted(total))
    mask, capped = engine.state(arguments.filled, arguments.upper, arguments.yacht_holds_points)
    situation = (mask, capped, points, opponents, arguments.dice)
    options = win_options(engine, *situation, arguments.rolls_left)
    answers = [{**_option_json(o.option), "win": round(o.win, DECIMALS)} for o in options]
    best = dict(answers[0])
    first = options[0].option
    if first.keep is not None and len(first.keep) == len(arguments.dice):
        best["box"] = win_options(engine, *situation, 0)[0].option.box
    return {"best": best, "options": answers}


class _UnreadableError(Exception):
    """A saved game that cannot be read, with the reason."""


def _read_saved_game(path: Path) -> Any:
    """A saved game (the app's save file, or a bare game) from ``path``: bounded, JSON only."""
    from yachtgui.game import Game, GameError
    from yachtgui.reading import NotAPlainFileError, read_bounded

    try:  # a named pipe (or a device) given as FILE is refused at once, never waited on
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except NotAPlainFileError:
        raise _UnreadableError(f"{path} is not a file") from None
    except OSError as error:
        raise _UnreadableError(f"cannot read {path}: {error.strerror or error}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise _UnreadableError(f"{path} is far too large to be a saved game")
    try:
        document = json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise _UnreadableError(f"{path} is damaged or is not a saved game") from None
    if isinstance(document, dict) and document.get("format") == "yachtgui-save":
        document = document.get("game")
    try:
        return Game.from_dict(document)
    except GameError as error:
        raise _UnreadableError(f"{path} can't be loaded: {error}") from None


def _rounded_to_one(chances: Sequence[float]) -> list[float]:
    """The chances rounded to DECIMALS places so that they still add up to exactly 1
    (largest remainders get the last units)."""
    unit = 10**DECIMALS
    scaled = [float(chance) * unit for chance in chances]
    whole = [int(value) for value in scaled]
    order = sorted(range(len(scaled)), key=lambda i: whole[i] - scaled[i])
    for i in order[: unit - sum(whole)]:
        whole[i] += 1
    return [value / unit for value in whole]


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _winchance(arguments: argparse.Namespace) -> int:
    from yachtgui.ai.winchance import WinChance

    try:
        game = _read_saved_game(arguments.file)
        chances = WinChance.load_or_build(game.variant).for_game(game)
    except _UnreadableError as error:
        print(f"python -m yachtgui.ai: error: {error}", file=sys.stderr)
        return 2
    except (ValueError, RuleError) as error:  # e.g. a house rule too large to solve
        print(f"python -m yachtgui.ai: error: {error}", file=sys.stderr)
        return 2
    if arguments.json:
        players = [{"name": name, "win": chance}
                   for name, chance in zip(game.players, _rounded_to_one(chances.tolist()), strict=True)]
        print(json.dumps({"players": players}, ensure_ascii=False))
    else:
        for name, chance in zip(game.players, chances, strict=True):
            print(f"{100 * float(chance):6.2f} %  {name}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    arguments = parser.parse_args(argv)
    if arguments.command == "winchance":
        return _winchance(arguments)
    try:
        variant = _chosen_variant(arguments)
    except _UsageError as error:
        parser.error(str(error))
    except RuleError as error:
        print(f"python -m yachtgui.ai: error: {error}", file=sys.stderr)
        return 2
    try:
        if arguments.command == "expected":
            score = Strategy.load_or_build(variant).expected_score
            print(f"{score:.{DECIMALS}f}")
        else:
            print(json.dumps(_advise(arguments, variant)))
    except (AdviceError, ValueError) as error:
        print(f"python -m yachtgui.ai: error: {error}", file=sys.stderr)
        return 2
    return 0
