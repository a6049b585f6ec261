"""``python -m yachtgui.ai``: the optimal strategy from the command line, for scripting and checking.

Exit status 0 on success, 2 for bad arguments, an unknown variant, a mistake
in a ``--rules`` variant file (its file, line and key) or an impossible
situation (with a message on stderr).
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
    return parser


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
    strategy = Strategy.load_or_build(variant)
    options = strategy.options(*situation, **flag)
    best = _option_json(options[0])
    if options[0].keep is not None and len(options[0].keep) == len(arguments.dice):
        best["box"] = strategy.best_box(arguments.filled, arguments.upper, arguments.dice, **flag).box
    return {"best": best, "options": [_option_json(option) for option in options]}


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = _parser()
    arguments = parser.parse_args(argv)
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
