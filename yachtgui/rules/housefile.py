"""House rules from a file: a TOML variant file read into a :class:`~yachtgui.rules.Variant`.

The file is read with the standard library's :mod:`tomllib` (nothing in it is
ever run) and checked here, in one place; every mistake raises
:class:`VariantFileError` naming the file, the line and the key. A file names
a built-in variant it ``extends`` and overrides what differs::

    name = "Grandma's Yahtzee"          # required
    extends = "yahtzee"                 # required: kismet, yacht, yatzy, worldwide or yahtzee
    description = "Fuller houses."      # optional
    order = "free"                      # or "top-down": boxes filled strictly down the sheet
    joker = "forced"                    # "forced", "free", "relaxed" or "none"
    yahtzee_bonus = 100                 # points per further five of a kind (0 = none)
    remove = ["chance"]                 # boxes of the base variant left out

    [bonus]                             # the upper-section bonus
    threshold = 63                      # with points; or tiers = [[63, 35], [71, 55]]
    points = 35                         # 0 = no bonus

    [boxes.full_house]                  # change a box of the base variant
    score = "total"                     # a number of points, "total", "total+N" or "matching"
    [boxes.small_straight]
    length = 3                          # straights: how many faces in a run (2..5)
    [boxes.two_pairs]                   # or add one from the vocabulary
    kind = "two_pairs"
    name = "Two Pairs"                  # optional for every box

``kind`` is one of :data:`KINDS`. ``score``: a number is that many points
whenever the dice fit, ``"total"`` the sum of all dice (``"total+15"`` plus 15),
``"matching"`` only the dice of the pattern (Yatzy style).
:func:`variant_to_toml` writes the same keys back (the variant editor saves
with it).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from yachtgui.rules.dice import RuleError
from yachtgui.rules.variant import JOKERS, ORDERS, Bonus, Box, Variant
from yachtgui.rules.variants import _PLAIN_NAMES, FACE_BOX_IDS, UPPER_RULES, VARIANTS
from yachtgui.rules.vocabulary import (
    Anything,
    ExactFaces,
    FaceSum,
    Fixed,
    Groups,
    GroupSum,
    Requirement,
    Run,
    SameColor,
    Scorer,
    TotalSum,
)
from yachtgui.text import QT_TRANSLATE_NOOP, translate

__all__ = [
    "KINDS",
    "MAX_BOXES",
    "MAX_FILE_BYTES",
    "VariantFileError",
    "check_variant_limits",
    "is_generated_rule",
    "kind_of",
    "parse_variant",
    "read_variant_file",
    "shown_rule_line",
    "toml_string",
    "variant_to_toml",
]

#: More boxes than this and the optimal player's table would take minutes and hundreds of MB.
MAX_BOXES: Final = 16

#: Largest number a file may give for any points, threshold or bonus.
MAX_POINTS: Final = 1000

#: The largest variant file read (bytes); nothing beyond it is read at all.
MAX_FILE_BYTES: Final = 64_000

_TOP_KEYS: Final = ("name", "extends", "description", "order", "joker", "yahtzee_bonus", "remove",
                    "bonus", "boxes")
_BONUS_KEYS: Final = ("threshold", "points", "tiers")
_BOX_KEYS: Final = ("kind", "name", "score", "length")
#: Boxes a file may add: kind -> (name, requirement, default scorer, section).
KINDS: Final[Mapping[str, tuple[str, Requirement, Scorer, str]]] = {
    **{
        face_id: (face_name, Anything(), FaceSum(face), "upper")
        for face, (face_id, face_name) in enumerate(zip(FACE_BOX_IDS, _PLAIN_NAMES, strict=True), start=1)
    },
    "chance": (QT_TRANSLATE_NOOP("Box", "Chance"), Anything(), TotalSum(), "lower"),
    "pair": (QT_TRANSLATE_NOOP("Box", "One Pair"), Groups((2,)), GroupSum((2,)), "lower"),
    "two_pairs": (QT_TRANSLATE_NOOP("Box", "Two Pairs"), Groups((2, 2)), GroupSum((2, 2)), "lower"),
    "three_of_a_kind": (QT_TRANSLATE_NOOP("Box", "Three of a Kind"), Groups((3,)), TotalSum(), "lower"),
    "four_of_a_kind": (QT_TRANSLATE_NOOP("Box", "Four of a Kind"), Groups((4,)), TotalSum(), "lower"),
    "full_house": (QT_TRANSLATE_NOOP("Box", "Full House"), Groups((3, 2)), Fixed(25), "lower"),
    "small_straight": (QT_TRANSLATE_NOOP("Box", "Small Straight"), Run(4), Fixed(30), "lower"),
    "large_straight": (QT_TRANSLATE_NOOP("Box", "Large Straight"), Run(5), Fixed(40), "lower"),
    "five_of_a_kind": (QT_TRANSLATE_NOOP("Box", "Five of a Kind"), Groups((5,)), Fixed(50), "lower"),
    "flush": (QT_TRANSLATE_NOOP("Box", "Flush"), SameColor(), Fixed(35), "lower"),
}


class VariantFileError(RuleError):
    """A mistake in a variant file: ``file``, ``line`` (None when the key is missing) and ``key``."""

    def __init__(self, file: str, line: int | None, key: str | None, problem: str) -> None:
        where = file
        if line is not None:
            where = translate("HouseFile", "{file}, line {line}").format(file=file, line=line)
        super().__init__(f"{where}: {key}: {problem}" if key else f"{where}: {problem}")
        self.file = file
        self.line = line
        self.key = key
        self.problem = problem


_HEADER = re.compile(r"^\s*\[\s*([A-Za-z_][A-Za-z0-9_.\-\" ]*)\]\s*(#.*)?$")
_ASSIGNMENT = re.compile(r"^\s*([A-Za-z0-9_\-\"][A-Za-z0-9_.\-\" ]*?)\s*=")


def _key_lines(text: str) -> dict[str, int]:
    """Where each dotted key (and each table header) is written: key -> line number (from 1)."""
    lines: dict[str, int] = {}
    table = ""
    for number, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            table = ".".join(part.strip().strip('"') for part in header.group(1).split("."))
            lines.setdefault(table, number)
            continue
        assignment = _ASSIGNMENT.match(line)
        if assignment:
            key = ".".join(part.strip().strip('"') for part in assignment.group(1).split("."))
            lines.setdefault(f"{table}.{key}" if table else key, number)
    return lines


class _Reader:
    """Checks one parsed file, raising :class:`VariantFileError` at the first mistake."""

    def __init__(self, file: str, text: str) -> None:
        self.file = file
        self.lines = _key_lines(text)

    def fail(self, key: str | None, problem: str) -> VariantFileError:
        line = None
        if key is not None:
            line = self.lines.get(key)
            parent = key
            while line is None and "." in parent:
                parent = parent.rsplit(".", 1)[0]
                line = self.lines.get(parent)
        return VariantFileError(self.file, line, key, problem)

    def unknown_keys(self, table: Mapping[str, Any], known: tuple[str, ...], prefix: str) -> None:
        for key in table:
            if key not in known:
                problem = translate("HouseFile", "unknown key (known here: {keys})")
                raise self.fail(f"{prefix}{key}", problem.format(keys=", ".join(known)))

    def text(self, value: object, key: str, longest: int) -> str:
        if not isinstance(value, str):
            raise self.fail(key, translate("HouseFile", "must be text in quotes, not {value}").format(
                value=_shown(value)))
        value = value.strip()
        if not value or len(value) > longest or any(not ch.isprintable() for ch in value):
            raise self.fail(key, translate("HouseFile", "must be 1 to {longest} printable characters").format(
                longest=longest))
        return value

    def number(self, value: object, key: str, low: int, high: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(key, translate("HouseFile", "must be a whole number, not {value}").format(
                value=_shown(value)))
        if not low <= value <= high:
            raise self.fail(key, translate("HouseFile", "must be from {low} to {high}, not {value}").format(
                low=low, high=high, value=value))
        return value

    def choice(self, value: object, key: str, choices: tuple[str, ...]) -> str:
        if not isinstance(value, str) or value not in choices:
            options = ", ".join(f'"{c}"' for c in choices)
            raise self.fail(key, translate("HouseFile", "must be one of {options}, not {value}").format(
                options=options, value=_shown(value)))
        return value


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, (dict, list)):
        if isinstance(value, dict):
            return translate("HouseFile", "a table")
        return translate("HouseFile", "a list")
    return repr(value)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "variant"


def parse_variant(text: str, file: str | None = None, variant_id: str | None = None) -> Variant:
    """The variant a TOML text describes; :class:`VariantFileError` (file, line, key) for any mistake.

    ``file`` names the file in messages (default "variant file"); ``variant_id`` defaults to
    ``"house-"`` and the name made safe.
    """
    # Imported here: the first frame needs no TOML reader when no house rules are saved
    # (tomllib and the datetime it loads cost ~10 M instructions of the cold start: 1030 M -> 1020 M).
    import tomllib

    if file is None:
        file = translate("HouseFile", "variant file")
    try:
        data = tomllib.loads(text)
    except RecursionError:
        problem = translate("HouseFile", "is nested too deeply (lists or tables inside each other)")
        raise VariantFileError(file, _deepest_line(text), None, problem) from None
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        line = int(found.group(1)) if found else None
        problem = translate("HouseFile", "this is not valid TOML ({error})").format(error=error)
        raise VariantFileError(file, line, None, problem) from None
    reader = _Reader(file, text)
    reader.unknown_keys(data, _TOP_KEYS, "")
    if "name" not in data:
        raise reader.fail("name", translate("HouseFile", "is missing: every variant needs a name"))
    name = reader.text(data["name"], "name", 40)
    if "extends" not in data:
        problem = translate("HouseFile", "is missing: name the variant this one changes ({variants})")
        raise reader.fail("extends", problem.format(variants=", ".join(VARIANTS)))
    base_id = reader.choice(data["extends"], "extends", tuple(VARIANTS))
    base = VARIANTS[base_id]
    description = ""  # its own words, or "House rules based on Yacht." (never the base game's own)
    if "description" in data:
        description = reader.text(data["description"], "description", 200)
    order = reader.choice(data.get("order", base.order), "order", ORDERS)
    joker = reader.choice(data.get("joker", base.joker), "joker", JOKERS)
    yacht_bonus = reader.number(data.get("yahtzee_bonus", base.yacht_bonus), "yahtzee_bonus", 0, MAX_POINTS)

    boxes = list(base.boxes)
    removed = data.get("remove", [])
    if not isinstance(removed, list) or not all(isinstance(b, str) for b in removed):
        raise reader.fail("remove", translate("HouseFile", "must be a list of box ids in quotes"))
    for box_id in removed:
        if box_id not in base.categories:
            known = ", ".join(base.categories)
            problem = translate("HouseFile", '{variant} has no box "{box}" (its boxes: {known})')
            raise reader.fail("remove", problem.format(variant=base.name, box=box_id, known=known))
    boxes = [box for box in boxes if box.id not in removed]

    changes = data.get("boxes", {})
    if not isinstance(changes, dict):
        raise reader.fail("boxes", translate("HouseFile", "must be tables like [boxes.full_house]"))
    for box_id, change in changes.items():
        key = f"boxes.{box_id}"
        if not isinstance(change, dict):
            raise reader.fail(key, translate("HouseFile", "must be a table of kind, name, score and length"))
        reader.unknown_keys(change, _BOX_KEYS, f"{key}.")
        if not re.fullmatch(r"[a-z][a-z0-9_]{0,39}", box_id):
            problem = translate("HouseFile", "a box id is lower-case letters, digits and _ (up to 40)")
            raise reader.fail(key, problem)
        existing = next((i for i, box in enumerate(boxes) if box.id == box_id), None)
        if box_id in removed:
            raise reader.fail(key, translate("HouseFile", "this box is also in remove"))
        if existing is None:
            boxes.append(_new_box(reader, box_id, change, base))
        else:
            if "kind" in change:
                problem = translate("HouseFile", "{variant} already has this box: change it without a kind")
                problem = problem.format(variant=base.name)
                raise reader.fail(f"{key}.kind", problem)
            boxes[existing] = _changed_box(reader, boxes[existing], change)

    if not boxes:
        problem = translate("HouseFile", "leaves no box: a game needs at least one box to fill")
        raise reader.fail("remove", problem)
    if len(boxes) > MAX_BOXES:
        problem = translate("HouseFile", "makes {count} boxes: at most {most} can be played")
        raise reader.fail("boxes", problem.format(count=len(boxes), most=MAX_BOXES))
    boxes.sort(key=lambda box: box.section != "upper")  # upper boxes first, otherwise in order

    bonus_rule = _bonus(reader, data.get("bonus"), base.bonus_rule, boxes)
    yacht_box = base.yacht_box if base.yacht_box in {b.id for b in boxes} else None
    if yacht_box is None:
        yacht_box = next((b.id for b in boxes if b.requirement == Groups((5,))), None)
    if (yacht_bonus or joker != "none") and yacht_box is None:
        key = "joker" if joker != "none" and "joker" in data else "yahtzee_bonus"
        problem = translate("HouseFile", "needs a five-of-a-kind box, and this variant has none")
        raise reader.fail(key, problem)
    if not yacht_bonus and joker == "none":
        yacht_box = None  # nothing hangs on it
    second_kismet = base.second_kismet_box
    if second_kismet is not None and second_kismet not in {b.id for b in boxes}:
        second_kismet = None  # the Second Kismet rule goes with the box it is keyed on

    try:
        return Variant(
            id=variant_id or f"house-{_slug(name)}",
            name=name,
            description=description,
            boxes=tuple(boxes),
            bonus_rule=bonus_rule,
            section_names=base.section_names,
            colored_dice=base.colored_dice,
            second_kismet_box=second_kismet,
            min_players_hint=base.min_players_hint,
            yacht_box=yacht_box,
            yacht_bonus=yacht_bonus,
            joker=joker,  # type: ignore[arg-type]  # checked against JOKERS above
            order=order,  # type: ignore[arg-type]  # checked against ORDERS above
            extends=base_id,
        )
    except RuleError as error:  # a combination the checks above did not foresee
        raise VariantFileError(file, None, None, str(error)) from None


def _scorer(reader: _Reader, value: object, key: str, requirement: Requirement) -> Scorer:
    if isinstance(value, int) and not isinstance(value, bool):
        return Fixed(reader.number(value, key, 0, MAX_POINTS))
    if value == "total":
        return TotalSum()
    if isinstance(value, str) and (match := re.fullmatch(r"total\s*\+\s*(\d{1,4})", value)):
        return TotalSum(reader.number(int(match.group(1)), key, 0, MAX_POINTS))
    if value == "matching":
        if not isinstance(requirement, Groups):
            problem = translate(
                "HouseFile", '"matching" needs a box of like dice (pairs, n of a kind, full house)'
            )
            raise reader.fail(key, problem)
        return GroupSum(requirement.sizes)
    expected = translate(
        "HouseFile", 'must be a number of points, "total", "total+N" or "matching", not {value}'
    )
    raise reader.fail(key, expected.format(value=_shown(value)))


def _length(reader: _Reader, value: object, key: str, requirement: Requirement) -> Requirement:
    if not isinstance(requirement, (Run, ExactFaces)):
        raise reader.fail(key, translate("HouseFile", "only straights have a length"))
    return Run(reader.number(value, key, 2, 5))


def _changed_box(reader: _Reader, box: Box, change: Mapping[str, Any]) -> Box:
    key = f"boxes.{box.id}"
    requirement = box.requirement
    if "length" in change:
        requirement = _length(reader, change["length"], f"{key}.length", requirement)
    scorer = box.scorer
    if "score" in change:
        if box.section == "upper":
            problem = translate("HouseFile", "an upper box always scores the dice showing its face")
            raise reader.fail(f"{key}.score", problem)
        scorer = _scorer(reader, change["score"], f"{key}.score", requirement)
    name = reader.text(change["name"], f"{key}.name", 30) if "name" in change else box.name
    changed = box.replace(name=name, requirement=requirement, scorer=scorer)
    return changed if changed == box else changed.replace(rule=_rule_line(changed))


def _new_box(reader: _Reader, box_id: str, change: Mapping[str, Any], base: Variant) -> Box:
    key = f"boxes.{box_id}"
    if "kind" not in change:
        kinds = ", ".join(KINDS)
        problem = translate(
            "HouseFile", "is a new box and needs a kind to say how it scores (one of {kinds})"
        )
        raise reader.fail(key, problem.format(kinds=kinds))
    kind = reader.choice(change["kind"], f"{key}.kind", tuple(KINDS))
    if kind == "flush" and not base.colored_dice:
        problem = translate("HouseFile", "a flush needs Kismet's coloured dice: extend kismet")
        raise reader.fail(f"{key}.kind", problem)
    name, requirement, scorer, section = KINDS[kind]
    box = Box(box_id, name, requirement, scorer, "", "upper" if section == "upper" else "lower")
    changed = _changed_box(reader, box, {k: v for k, v in change.items() if k != "kind"})
    return changed.replace(rule=_rule_line(changed))


def _bonus(reader: _Reader, table: object, bonus: Bonus, boxes: list[Box]) -> Bonus:
    if table is None:
        tiers = bonus.tiers
    else:
        if not isinstance(table, dict):
            problem = translate("HouseFile", "must be a table: [bonus] with threshold and points, or tiers")
            raise reader.fail("bonus", problem)
        reader.unknown_keys(table, _BONUS_KEYS, "bonus.")
        if "tiers" in table:
            if "threshold" in table or "points" in table:
                problem = translate("HouseFile", "give either tiers or threshold and points, not both")
                raise reader.fail("bonus.tiers", problem)
            raw = table["tiers"]
            if not isinstance(raw, list) or not all(isinstance(t, list) and len(t) == 2 for t in raw):
                problem = translate("HouseFile", "must be a list of [threshold, points] pairs")
                raise reader.fail("bonus.tiers", problem)
            tiers = tuple(
                (reader.number(threshold, "bonus.tiers", 1, MAX_POINTS),
                 reader.number(points, "bonus.tiers", 0, MAX_POINTS))
                for threshold, points in raw
            )
            if [t for t, _ in tiers] != sorted({t for t, _ in tiers}):
                problem = translate("HouseFile", "thresholds must rise from one tier to the next")
                raise reader.fail("bonus.tiers", problem)
        else:
            old = bonus.tiers[0] if bonus.tiers else (63, 0)
            threshold = reader.number(table.get("threshold", old[0]), "bonus.threshold", 1, MAX_POINTS)
            points = reader.number(table.get("points", old[1]), "bonus.points", 0, MAX_POINTS)
            tiers = ((threshold, points),) if points else ()
    tiers = tuple(tier for tier in tiers if tier[1] > 0)
    best = sum(5 * box.scorer.face for box in boxes if isinstance(box.scorer, FaceSum))
    if tiers and tiers[-1][0] > best:
        key = "bonus.tiers" if isinstance(table, dict) and "tiers" in table else "bonus.threshold"
        if table is None:
            key = "remove"
        problem = translate(
            "HouseFile", "a bonus at {threshold} can never be reached: the upper boxes make at most {best}"
        ).format(threshold=tiers[-1][0], best=best)
        raise reader.fail(key, problem)
    return Bonus(tiers)


def _rule_line(box: Box, shown: bool = False) -> str:
    """The short rule a pad or the help shows for a box made or changed by a file.

    English (the variant's data) unless ``shown``: then in the app's language (see
    :func:`shown_rule_line`).
    """

    def words(text: str) -> str:
        return translate("BoxRule", text) if shown else text

    scorer = box.scorer
    if isinstance(scorer, FaceSum):
        return words(UPPER_RULES[scorer.face - 1])
    requirement = box.requirement
    patterns: dict[Requirement, str] = {
        Groups((2,)): QT_TRANSLATE_NOOP("BoxRule", "A pair"),
        Groups((2, 2)): QT_TRANSLATE_NOOP("BoxRule", "Two different pairs"),
        Groups((3,)): QT_TRANSLATE_NOOP("BoxRule", "Three alike"),
        Groups((4,)): QT_TRANSLATE_NOOP("BoxRule", "Four alike"),
        Groups((5,)): QT_TRANSLATE_NOOP("BoxRule", "Five alike"),
        Groups((3, 2)): QT_TRANSLATE_NOOP("BoxRule", "Three and two of another"),
        SameColor(): QT_TRANSLATE_NOOP("BoxRule", "All five dice one colour"),
    }
    what = patterns.get(requirement)
    if what is not None:
        what = words(what)
    if isinstance(requirement, Run):
        what = words(QT_TRANSLATE_NOOP("BoxRule", "{length} in a run")).format(length=requirement.length)
    if isinstance(requirement, Anything):
        what = words(QT_TRANSLATE_NOOP("BoxRule", "Any roll"))
    if isinstance(scorer, Fixed):
        if not what:
            return str(scorer.value)
        return words(QT_TRANSLATE_NOOP("BoxRule", "{what}: {points}")).format(what=what, points=scorer.value)
    if isinstance(scorer, TotalSum) and scorer.plus:
        if what:
            text = words(QT_TRANSLATE_NOOP("BoxRule", "{what}: sum of all dice + {plus}"))
        else:
            text = words(QT_TRANSLATE_NOOP("BoxRule", "Sum of all dice + {plus}"))
        return text.format(what=what, plus=scorer.plus)
    if isinstance(scorer, TotalSum):
        if what:
            return words(QT_TRANSLATE_NOOP("BoxRule", "{what}: sum of all dice")).format(what=what)
        return words(QT_TRANSLATE_NOOP("BoxRule", "Sum of all dice"))
    if what:
        return words(QT_TRANSLATE_NOOP("BoxRule", "{what}: sum of those dice")).format(what=what)
    return words(QT_TRANSLATE_NOOP("BoxRule", "Sum of those dice"))


def is_generated_rule(box: Box) -> bool:
    """True when ``box.rule`` is the line :func:`_rule_line` makes for it (a box a file made or changed)."""
    return box.rule == _rule_line(box)


def shown_rule_line(box: Box) -> str:
    """The rule line of a box a file made or changed, in the app's language."""
    return _rule_line(box, shown=True)


def read_variant_file(path: Path, variant_id: str | None = None) -> Variant:
    """:func:`parse_variant` of a file; unreadable or non-UTF-8 files are a :class:`VariantFileError` too.

    At most :data:`MAX_FILE_BYTES` (and one more, to know it is too large) are ever read: a
    huge or endless file (``/dev/zero``) is refused without being read whole. A UTF-8 byte
    order mark (as some editors write) is skipped. The id defaults to ``"house-"`` and the
    file's name made safe.
    """
    import stat

    try:
        mode = path.stat().st_mode
        if stat.S_ISDIR(mode) or stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode):
            raise VariantFileError(str(path), None, None, translate("HouseFile", "is not a file"))
        if stat.S_ISREG(mode) and path.stat().st_size > MAX_FILE_BYTES:
            raw = b"\0" * (MAX_FILE_BYTES + 1)  # known too large without reading a byte
        else:
            with path.open("rb") as stream:
                raw = stream.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        problem = translate("HouseFile", "cannot be read ({reason})").format(reason=error.strerror or error)
        raise VariantFileError(str(path), None, None, problem) from None
    if len(raw) > MAX_FILE_BYTES:
        problem = translate("HouseFile", "is too large for a variant file (over 64 kB)")
        raise VariantFileError(str(path), None, None, problem)
    try:
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        raise VariantFileError(str(path), line, None, translate("HouseFile", "is not UTF-8 text")) from None
    return parse_variant(text, str(path), variant_id or f"house-{_slug(path.stem)}")


def _deepest_line(text: str) -> int | None:
    """The line where brackets (outside quotes and comments) first open deeper than any sheet needs."""
    depth = 0
    for number, line in enumerate(text.splitlines(), start=1):
        quote = ""
        for char in line:
            if quote:
                quote = "" if char == quote else quote
            elif char in "\"'":
                quote = char
            elif char == "#":
                break
            elif char in "[{":
                depth += 1
                if depth > 32:
                    return number
            elif char in "]}":
                depth = max(0, depth - 1)
    return None


# --- limits of any variant not built in ------------------------------------------------

#: Longest texts a variant may carry, as a file may write them (rule lines and section
#: headings are made by the app, not written in files, and get room to spare).
_LONGEST: Final = {"name": 40, "description": 200, "box name": 30, "rule": 200, "section": 40}
_VARIANT_ID: Final = re.compile(r"[a-z0-9][a-z0-9_\-]{0,59}")
_BOX_ID: Final = re.compile(r"[a-z][a-z0-9_]{0,39}")


def check_variant_limits(variant: Variant) -> None:
    """The limits a variant file is held to, for a variant from anywhere else (a save's own
    definition): at most :data:`MAX_BOXES` boxes, points up to :data:`MAX_POINTS`, ids of
    letters, digits and ``_``/``-``, names of printable characters and sane lengths.

    Raises :class:`RuleError` saying which limit is broken.
    """

    def printable(text: str, what: str) -> None:
        longest = _LONGEST[what]
        if not text.strip() or len(text) > longest or not text.isprintable():
            problem = translate("HouseFile", "{text} must be 1 to {longest} printable characters")
            raise RuleError(problem.format(text=ascii(text[:60]), longest=longest))

    if not _VARIANT_ID.fullmatch(variant.id):
        problem = translate("HouseFile", "the variant id {id} must be lower-case letters, digits, _ and -")
        raise RuleError(problem.format(id=ascii(variant.id[:60])))
    if len(variant.boxes) > MAX_BOXES:
        problem = translate("HouseFile", "makes {count} boxes: at most {most} can be played")
        raise RuleError(problem.format(count=len(variant.boxes), most=MAX_BOXES))
    printable(variant.name, "name")
    if variant.description:
        printable(variant.description, "description")
    for section in variant.section_names:
        printable(section, "section")
    points = [variant.yacht_bonus, *(n for tier in variant.bonus_rule.tiers for n in tier)]
    for box in variant.boxes:
        if not _BOX_ID.fullmatch(box.id):
            problem = translate("HouseFile", "the box id {id} must be lower-case letters, digits and _")
            raise RuleError(problem.format(id=ascii(box.id[:60])))
        printable(box.name, "box name")
        if box.rule:
            printable(box.rule, "rule")
        if isinstance(box.scorer, Fixed):
            points.append(box.scorer.value)
        elif isinstance(box.scorer, TotalSum):
            points.append(box.scorer.plus)
    if any(not 0 <= value <= MAX_POINTS for value in points):
        problem = translate("HouseFile", "gives more than {most} points somewhere")
        raise RuleError(problem.format(most=MAX_POINTS))


# --- writing ----------------------------------------------------------------------


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string, quoted and escaped."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _score_value(scorer: Scorer) -> str:
    if isinstance(scorer, Fixed):
        return str(scorer.value)
    if isinstance(scorer, TotalSum):
        return '"total"' if not scorer.plus else f'"total+{scorer.plus}"'
    return '"matching"'


def kind_of(box: Box) -> str:
    """The :data:`KINDS` entry a box added by a file was made from."""
    if isinstance(box.scorer, FaceSum):
        return FACE_BOX_IDS[box.scorer.face - 1]
    for kind, (_, requirement, _, section) in KINDS.items():
        both_runs = isinstance(requirement, Run) and isinstance(box.requirement, Run)
        if section == "lower" and (requirement == box.requirement or both_runs):
            return kind
    raise RuleError(f"box {box.id!r} is not made from the vocabulary a file can name")


def variant_to_toml(variant: Variant) -> str:
    """A variant file for a variant that extends a built-in one; :func:`parse_variant` reads it back equal.

    Only what differs from ``variant.extends`` is written.
    """
    if variant.extends is None or variant.extends not in VARIANTS:
        raise RuleError(f"{variant.name} does not extend a built-in variant")
    base = VARIANTS[variant.extends]
    lines = [f"name = {toml_string(variant.name)}", f"extends = {toml_string(base.id)}"]
    if variant.description and variant.description != base.description:
        lines.append(f"description = {toml_string(variant.description)}")
    if variant.order != base.order:
        lines.append(f"order = {toml_string(variant.order)}")
    if variant.joker != base.joker:
        lines.append(f"joker = {toml_string(variant.joker)}")
    if variant.yacht_bonus != base.yacht_bonus:
        lines.append(f"yahtzee_bonus = {variant.yacht_bonus}")
    removed = [box for box in base.categories if box not in variant.categories]
    if removed:
        lines.append("remove = [" + ", ".join(toml_string(b) for b in removed) + "]")
    tiers = variant.bonus_rule.tiers
    if tiers != base.bonus_rule.tiers:
        lines.append("")
        lines.append("[bonus]")
        if len(tiers) == 1:
            lines += [f"threshold = {tiers[0][0]}", f"points = {tiers[0][1]}"]
        elif not tiers:
            lines.append("points = 0")
        else:
            lines.append("tiers = [" + ", ".join(f"[{t}, {p}]" for t, p in tiers) + "]")
    base_boxes = {box.id: box for box in base.boxes}
    for box in variant.boxes:
        old = base_boxes.get(box.id)
        entries = []
        if old is None:
            entries.append(f"kind = {toml_string(kind_of(box))}")
        if old is None or old.name != box.name:
            entries.append(f"name = {toml_string(box.name)}")
        if (old is None or old.scorer != box.scorer) and box.section == "lower":
            entries.append(f"score = {_score_value(box.scorer)}")
        if isinstance(box.requirement, Run) and (old is None or old.requirement != box.requirement):
            entries.append(f"length = {box.requirement.length}")
        if entries:
            lines += ["", f"[boxes.{box.id}]", *entries]
    return "\n".join(lines) + "\n"
