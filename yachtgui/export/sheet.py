"""What a printed score sheet says, as plain data: rows, player columns, header and notes.

This module decides the *content* of the two printed documents and nothing
about how they look (that is :mod:`yachtgui.export.render`). It has no Qt, so
the words and numbers on a sheet can be checked without painting anything.

- :func:`game_sheet` — a game's card, current or finished: every player's
  scores, the subtotals, bonus, section totals and grand total, and the
  winner(s) or "Game in progress".
- :func:`blank_sheet` — an empty score pad for a variant, with what each box
  scores, the bonus rule and (Kismet) the dice colours, for play with real dice.

Row keys are box ids for box rows, and the constants ``UPPER_SUBTOTAL``,
``BONUS``, ``UPPER_TOTAL``, ``YACHT_BONUS`` (the bonus chips, in variants with a
Yahtzee bonus), ``LOWER_TOTAL``, ``GRAND_TOTAL`` and ``PLACE`` for the others,
so a column's ``cells`` maps row key -> text.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from yachtgui.game import Game
from yachtgui.persistence import Seat
from yachtgui.rules import FACES, Variant, die_color

__all__ = [
    "BONUS",
    "GRAND_TOTAL",
    "LOWER_TOTAL",
    "MAX_COLUMNS_PER_PAGE",
    "PLACE",
    "UPPER_SUBTOTAL",
    "UPPER_TOTAL",
    "YACHT_BONUS",
    "RowKind",
    "ScoreSheet",
    "SheetColumn",
    "SheetRow",
    "blank_sheet",
    "bonus_row_text",
    "bonus_rule_text",
    "column_pages",
    "dice_colours_text",
    "format_date",
    "game_sheet",
]

#: A page holds at most this many player columns; more players continue on further pages.
MAX_COLUMNS_PER_PAGE: Final = 6

UPPER_SUBTOTAL: Final = "upper_subtotal"
BONUS: Final = "bonus"
UPPER_TOTAL: Final = "upper_total"
LOWER_TOTAL: Final = "lower_total"
GRAND_TOTAL: Final = "grand_total"
PLACE: Final = "place"
YACHT_BONUS: Final = "yacht_bonus"

#: A lost turn (Second Kismet) is a 0 with this mark beside it; the notes explain it.
FORCED_MARK: Final = "*"

RowKind = Literal["heading", "box", "subtotal", "bonus", "total", "place"]

_MONTHS: Final = (
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
)  # fmt: skip


@dataclass(frozen=True)
class SheetRow:
    """One line of the sheet.

    ``label`` is what the first column shows; ``rule`` the small print under
    it (what the box scores; empty when the sheet shows no rules); ``face`` the
    die drawn beside an upper box (Ones -> 1), else None.
    """

    key: str
    label: str
    kind: RowKind
    rule: str = ""
    face: int | None = None


@dataclass(frozen=True)
class SheetColumn:
    """One player's column: ``cells`` maps row key -> text ("" = empty box).

    ``note`` is a second header line ("Computer · hard"); ``marked`` the row
    keys whose 0 was a lost turn; ``winner`` draws the column as a winner's.
    """

    name: str
    note: str = ""
    cells: Mapping[str, str] = field(default_factory=dict)
    marked: frozenset[str] = frozenset()
    winner: bool = False


@dataclass(frozen=True)
class ScoreSheet:
    """Everything printed on a sheet, page splitting aside.

    ``title`` is the variant's name, ``subtitle`` says what the document is
    ("Score card · 21 November 2026"); ``result`` is the winner line of a game
    card ("" on a blank pad); ``notes`` are the small-print lines at the foot
    of every page. ``show_rules`` prints each row's ``rule`` under its label.
    ``finished`` marks the card of a game that is over; ``is_blank`` a score pad.
    """

    variant: Variant
    title: str
    subtitle: str
    rows: tuple[SheetRow, ...]
    columns: tuple[SheetColumn, ...]
    show_rules: bool
    result: str = ""
    notes: tuple[str, ...] = ()
    finished: bool = False
    is_blank: bool = False

    def pages(self) -> list[range]:
        """The player columns printed on each page (see :func:`column_pages`)."""
        return column_pages(len(self.columns))


def column_pages(columns: int, per_page: int = MAX_COLUMNS_PER_PAGE) -> list[range]:
    """Split ``columns`` player columns over pages of at most ``per_page``, as evenly as possible.

    Ten players print as 5 + 5, not 6 + 4, so both pages look alike. Always at
    least one page, even for no columns.
    """
    if per_page < 1:
        raise ValueError("a page needs room for at least one column")
    pages = max(1, -(-columns // per_page))
    base, extra = divmod(columns, pages)
    ranges: list[range] = []
    start = 0
    for page in range(pages):
        width = base + (1 if page < extra else 0)
        ranges.append(range(start, start + width))
        start += width
    return ranges


def format_date(day: dt.date) -> str:
    """``day`` as a printed sheet writes it: "21 November 2026"."""
    return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"


def _points(points: int) -> str:
    return "1 point" if points == 1 else f"{points} points"


def bonus_row_text(variant: Variant) -> str:
    """The short bonus rule for the Bonus row: "63 or more: 35" or "63–70: 35 · 71–77: 55 · 78+: 75"."""
    tiers = variant.bonus_rule.tiers
    if not tiers:
        return "No bonus"
    if len(tiers) == 1:
        threshold, points = tiers[0]
        return f"{threshold} or more: {points}"
    parts = []
    for (threshold, points), following in zip(tiers, (*tiers[1:], None), strict=True):
        span = f"{threshold}+" if following is None else f"{threshold}–{following[0] - 1}"
        parts.append(f"{span}: {points}")
    return " · ".join(parts)


def bonus_rule_text(variant: Variant) -> str:
    """The bonus rule as a sentence for the notes under the sheet."""
    section = variant.section_names[0]
    tiers = variant.bonus_rule.tiers
    if not tiers:
        return f"{section}: no bonus."
    first_threshold, first_points = tiers[0]
    sentence = f"Bonus: {_points(first_points)} when the {section} scores {first_threshold} or more"
    for threshold, points in tiers[1:]:
        sentence += f"; {_points(points)} at {threshold} or more"
    return sentence + "."


def dice_colours_text() -> str:
    """Kismet's pip colours in words: "Dice colours: 1 and 6 black, 2 and 5 red, 3 and 4 green."."""
    pairs = [(face, 7 - face) for face in FACES if face < 7 - face]
    words = ", ".join(f"{a} and {b} {die_color(a)}" for a, b in pairs)
    return f"Dice colours: {words}."


def _rows(variant: Variant, with_rules: bool, with_place: bool) -> tuple[SheetRow, ...]:
    upper_name, lower_name = variant.section_names
    rows: list[SheetRow] = [SheetRow("heading:upper", upper_name, "heading")]
    for box_id in variant.upper_categories:
        box = variant.box(box_id)
        rows.append(
            SheetRow(box_id, box.name, "box", box.rule if with_rules else "", variant.upper_face(box_id))
        )
    rows += [
        SheetRow(UPPER_SUBTOTAL, "Subtotal", "subtotal"),
        SheetRow(BONUS, "Bonus", "bonus", bonus_row_text(variant)),
        SheetRow(UPPER_TOTAL, f"{upper_name} total", "total"),
        SheetRow("heading:lower", lower_name, "heading"),
    ]
    for box_id in variant.lower_categories:
        box = variant.box(box_id)
        rows.append(SheetRow(box_id, box.name, "box", box.rule if with_rules else ""))
    if variant.yacht_bonus:
        name = variant.display_name(variant.yacht_box or "")
        rows.append(SheetRow(YACHT_BONUS, f"{name} bonus", "bonus",
                             f"✓ for each further {name}: {variant.yacht_bonus} each"))
    rows += [
        SheetRow(LOWER_TOTAL, f"{lower_name} total", "total"),
        SheetRow(GRAND_TOTAL, "Grand Total", "total"),
    ]
    if with_place:
        rows.append(SheetRow(PLACE, "Place", "place"))
    return tuple(rows)


def _notes(variant: Variant) -> list[str]:
    from yachtgui.rules.differences import rules_of_extra_yacht

    notes = [bonus_rule_text(variant)]
    extra = rules_of_extra_yacht(variant)
    if extra:
        text = "; ".join(extra)
        notes.append(f"{text[:1].upper()}{text[1:]}.")
    if variant.colored_dice:
        notes.append(dice_colours_text())
    return notes


def _ordinal(place: int) -> str:
    teens = 10 <= place % 100 <= 20
    suffix = "th" if teens else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def _join_names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def _seat_note(seats: Sequence[Seat] | None, player: int) -> str:
    if seats is None or player >= len(seats):
        return ""
    level = seats[player].level
    return f"Computer · {level}" if level else ""


def _result_line(game: Game) -> str:
    if not game.is_over:
        filled = min(
            sum(points is not None for points in game.scorecard(i).values()) for i in range(len(game.players))
        )
        rounds = len(game.variant.categories)
        return f"Game in progress — round {min(filled + 1, rounds)} of {rounds}"
    winners = game.winners()
    names = [game.players[i] for i in winners]
    total = game.total(winners[0])
    if len(game.players) == 1:
        return f"Final score: {names[0]} — {_points(total)}"
    if len(winners) == 1:
        return f"Winner: {names[0]} — {_points(total)}"
    return f"Shared win: {_join_names(names)} — {_points(total)} each"


def game_sheet(
    game: Game,
    seats: Sequence[Seat] | None = None,
    day: dt.date | None = None,
) -> ScoreSheet:
    """The score card of ``game``, current or finished, dated ``day`` (default today).

    Filled boxes show their points and open boxes stay empty; the subtotal,
    section totals and grand total are the running ones. The bonus shows once
    earned or once the upper section is complete. A finished game adds a
    Place row and marks the winner(s); ties share. ``seats`` (one per player)
    marks computer players with their level.
    """
    variant = game.variant
    day = day or dt.date.today()
    finished = game.is_over
    forced = {(scored.player, scored.box) for scored in game.history if scored.forced}
    places = {player: place for place, tied, _ in game.standings() for player in tied} if finished else {}
    winners = set(game.winners()) if finished and len(game.players) > 1 else set()

    columns = []
    for player, name in enumerate(game.players):
        card = game.scorecard(player)
        cells = {box_id: "" if points is None else str(points) for box_id, points in card.items()}
        upper_complete = all(card[box_id] is not None for box_id in variant.upper_categories)
        bonus = game.bonus(player)
        cells[UPPER_SUBTOTAL] = str(game.upper_total(player))
        cells[BONUS] = str(bonus) if bonus or upper_complete else ""
        cells[UPPER_TOTAL] = str(game.upper_total(player) + bonus)
        chips = game.yacht_bonus_count(player)
        if variant.yacht_bonus:
            cells[YACHT_BONUS] = f"{'✓' * chips} {game.yacht_bonus_total(player)}" if chips else ""
        cells[LOWER_TOTAL] = str(game.lower_total(player) + game.yacht_bonus_total(player))
        cells[GRAND_TOTAL] = str(game.total(player))
        if finished:
            cells[PLACE] = _ordinal(places[player])
        columns.append(
            SheetColumn(
                name=name,
                note=_seat_note(seats, player),
                cells=cells,
                marked=frozenset(box for p, box in forced if p == player),
                winner=player in winners,
            )
        )

    notes = []
    if forced:
        notes.append(f"{FORCED_MARK} A turn lost to another player's second Kismet.")
    notes += _notes(variant)
    return ScoreSheet(
        variant=variant,
        title=variant.name,
        subtitle=f"Score card · {format_date(day)}",
        rows=_rows(variant, with_rules=False, with_place=finished),
        columns=tuple(columns),
        show_rules=False,
        result=_result_line(game),
        notes=tuple(notes),
        finished=finished,
    )


def blank_sheet(
    variant: Variant,
    names: Sequence[str] = (),
    players: int | None = None,
) -> ScoreSheet:
    """An empty score pad for ``variant``.

    The pad has ``max(players, len(names))`` columns, the first ones headed by
    ``names``; with neither given, one full page of empty columns. Every box
    row prints what the box scores; the notes give the bonus rule and, for
    Kismet, the dice colours in words.
    """
    cleaned = [name.strip() for name in names]
    count = max(players or 0, len(cleaned)) or MAX_COLUMNS_PER_PAGE
    columns = tuple(SheetColumn(name=cleaned[i] if i < len(cleaned) else "") for i in range(count))
    return ScoreSheet(
        variant=variant,
        title=variant.name,
        subtitle="Score pad",
        rows=_rows(variant, with_rules=True, with_place=False),
        columns=columns,
        show_rules=True,
        notes=tuple(_notes(variant)),
        is_blank=True,
    )
