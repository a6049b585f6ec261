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
so a column's ``cells`` maps row key -> text. Keys are stable ids for logic; only a row's
``label`` is shown, and every word shown is translated (context "ScoreSheet", or the
rules' own words through :mod:`yachtgui.rules.words`) when the sheet is built.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from yachtgui.game import Game
from yachtgui.persistence import Seat
from yachtgui.rules import FACES, Variant, die_color, words
from yachtgui.rules.words import (
    box_name,
    box_rule,
    join_names,
    ordinal,
    section_name,
    section_total_label,
    section_total_with_bonus_label,
    variant_name,
)
from yachtgui.text import QT_TRANSLATE_NOOP, translate

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
    "colour_name",
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
    QT_TRANSLATE_NOOP("ScoreSheet", "January"), QT_TRANSLATE_NOOP("ScoreSheet", "February"),
    QT_TRANSLATE_NOOP("ScoreSheet", "March"), QT_TRANSLATE_NOOP("ScoreSheet", "April"),
    QT_TRANSLATE_NOOP("ScoreSheet", "May"), QT_TRANSLATE_NOOP("ScoreSheet", "June"),
    QT_TRANSLATE_NOOP("ScoreSheet", "July"), QT_TRANSLATE_NOOP("ScoreSheet", "August"),
    QT_TRANSLATE_NOOP("ScoreSheet", "September"), QT_TRANSLATE_NOOP("ScoreSheet", "October"),
    QT_TRANSLATE_NOOP("ScoreSheet", "November"), QT_TRANSLATE_NOOP("ScoreSheet", "December"),
)  # fmt: skip

#: Kismet's pip colours (rules.die_color's ids) in words.
_COLOURS: Final = {
    "black": QT_TRANSLATE_NOOP("ScoreSheet", "black"),
    "red": QT_TRANSLATE_NOOP("ScoreSheet", "red"),
    "green": QT_TRANSLATE_NOOP("ScoreSheet", "green"),
}

#: A computer player's level (persistence.Seat.level) as the column header says it.
_LEVELS: Final = {
    "easy": QT_TRANSLATE_NOOP("ScoreSheet", "Computer · easy"),
    "medium": QT_TRANSLATE_NOOP("ScoreSheet", "Computer · medium"),
    "hard": QT_TRANSLATE_NOOP("ScoreSheet", "Computer · hard"),
    "win": QT_TRANSLATE_NOOP("ScoreSheet", "Computer · plays to win"),
}


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
    ``colour_note`` is the index in ``notes`` of the dice colours line (the renderer
    draws the coloured dice beside it), None without one.
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
    colour_note: int | None = None

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
    """``day`` as a printed sheet writes it in the app's language: "21 November 2026"."""
    month = translate("ScoreSheet", _MONTHS[day.month - 1])
    return translate("ScoreSheet", "{day} {month} {year}").format(day=day.day, month=month, year=day.year)


def _points(points: int) -> str:
    if points == 1:
        return translate("ScoreSheet", "1 point")
    return translate("ScoreSheet", "{points} points").format(points=points)


def colour_name(colour: str) -> str:
    """A pip colour id of :func:`yachtgui.rules.die_color` ("red") as the sheet writes it."""
    return translate("ScoreSheet", _COLOURS[colour])


def bonus_row_text(variant: Variant) -> str:
    """The short bonus rule for the Bonus row: "63 or more: 35" or "63–70: 35 · 71–77: 55 · 78+: 75"."""
    tiers = variant.bonus_rule.tiers
    if not tiers:
        return translate("ScoreSheet", "No bonus")
    if len(tiers) == 1:
        threshold, points = tiers[0]
        return translate("ScoreSheet", "{threshold} or more: {points}").format(
            threshold=threshold, points=points
        )
    parts = []
    for (threshold, points), following in zip(tiers, (*tiers[1:], None), strict=True):
        span = f"{threshold}+" if following is None else f"{threshold}–{following[0] - 1}"
        parts.append(f"{span}: {points}")
    return " · ".join(parts)


def bonus_rule_text(variant: Variant) -> str:
    """The bonus rule as a sentence for the notes under the sheet.

    One tier: "Bonus: 35 points when the Upper Section scores 63 or more."; each further
    tier adds a clause ("; 55 points at 71 or more").
    """
    section = section_name(variant.section_names[0])
    tiers = variant.bonus_rule.tiers
    if not tiers:
        return translate("ScoreSheet", "{section}: no bonus.").format(section=section)
    first_threshold, first_points = tiers[0]
    if first_points == 1:
        first = translate("ScoreSheet", "Bonus: 1 point when the {section} scores {threshold} or more")
    else:
        first = translate(
            "ScoreSheet", "Bonus: {points} points when the {section} scores {threshold} or more"
        )
    clauses = [first.format(section=section, threshold=first_threshold, points=first_points)]
    for threshold, points in tiers[1:]:
        if points == 1:
            clause = translate("ScoreSheet", "1 point at {threshold} or more")
        else:
            clause = translate("ScoreSheet", "{points} points at {threshold} or more")
        clauses.append(clause.format(threshold=threshold, points=points))
    return "; ".join(clauses) + "."


def dice_colours_text() -> str:
    """Kismet's pip colours in words: "Dice colours: 1 and 6 black, 2 and 5 red, 3 and 4 green."."""
    pairs = [(face, 7 - face) for face in FACES if face < 7 - face]
    pair_words = ", ".join(
        translate("ScoreSheet", "{a} and {b} {colour}").format(a=a, b=b, colour=colour_name(die_color(a)))
        for a, b in pairs
    )
    return translate("ScoreSheet", "Dice colours: {pairs}.").format(pairs=pair_words)


def _rows(variant: Variant, with_rules: bool, with_place: bool) -> tuple[SheetRow, ...]:
    upper_name, lower_name = variant.section_names
    rows: list[SheetRow] = [SheetRow("heading:upper", section_name(upper_name), "heading")]
    for box_id in variant.upper_categories:
        box = variant.box(box_id)
        rows.append(
            SheetRow(
                box_id, box_name(box), "box", box_rule(box) if with_rules else "", variant.upper_face(box_id)
            )
        )
    rows += [
        # The same words as the screen and the rules page (yachtgui.rules.words, which
        # translates them; words.BONUS is read each time, so in the language in force).
        SheetRow(UPPER_SUBTOTAL, section_total_label(upper_name), "subtotal"),
        SheetRow(BONUS, words.BONUS, "bonus", bonus_row_text(variant)),
        SheetRow(UPPER_TOTAL, section_total_with_bonus_label(upper_name), "total"),
        SheetRow("heading:lower", section_name(lower_name), "heading"),
    ]
    for box_id in variant.lower_categories:
        box = variant.box(box_id)
        rows.append(SheetRow(box_id, box_name(box), "box", box_rule(box) if with_rules else ""))
    if variant.yacht_bonus:
        name = variant.display_name(variant.yacht_box or "")
        rows.append(SheetRow(
            YACHT_BONUS,
            translate("ScoreSheet", "{box} bonus").format(box=name),
            "bonus",
            translate("ScoreSheet", "✓ for each further {box}: {points} each").format(
                box=name, points=variant.yacht_bonus),
        ))  # fmt: skip
    rows += [
        SheetRow(LOWER_TOTAL, section_total_label(lower_name), "total"),
        SheetRow(GRAND_TOTAL, words.GRAND_TOTAL, "total"),
    ]
    if with_place:
        rows.append(SheetRow(PLACE, translate("ScoreSheet", "Place"), "place"))
    return tuple(rows)


def _notes(variant: Variant) -> tuple[list[str], int | None]:
    """The notes under the sheet and the index of the dice colours line among them (or None)."""
    from yachtgui.rules.differences import rules_of_extra_yacht

    notes = [bonus_rule_text(variant)]
    extra = rules_of_extra_yacht(variant)
    if extra:
        text = "; ".join(extra)
        notes.append(f"{text[:1].upper()}{text[1:]}.")
    colour_note = None
    if variant.colored_dice:
        colour_note = len(notes)
        notes.append(dice_colours_text())
    return notes, colour_note


def _seat_note(seats: Sequence[Seat] | None, player: int) -> str:
    if seats is None or player >= len(seats):
        return ""
    level = seats[player].level
    if not level:
        return ""
    return translate("ScoreSheet", _LEVELS[level]) if level in _LEVELS else level


def _result_line(game: Game) -> str:
    if not game.is_over:
        filled = min(
            sum(points is not None for points in game.scorecard(i).values()) for i in range(len(game.players))
        )
        rounds = len(game.variant.categories)
        return translate("ScoreSheet", "Game in progress — round {round} of {rounds}").format(
            round=min(filled + 1, rounds), rounds=rounds
        )
    winners = game.winners()
    names = [game.players[i] for i in winners]
    total = game.total(winners[0])
    one = total == 1
    if len(game.players) == 1:
        if one:
            text = translate("ScoreSheet", "Final score: {name} — 1 point")
        else:
            text = translate("ScoreSheet", "Final score: {name} — {points} points")
        return text.format(name=names[0], points=total)
    if len(winners) == 1:
        if one:
            text = translate("ScoreSheet", "Winner: {name} — 1 point")
        else:
            text = translate("ScoreSheet", "Winner: {name} — {points} points")
        return text.format(name=names[0], points=total)
    if one:
        text = translate("ScoreSheet", "Shared win: {names} — 1 point each")
    else:
        text = translate("ScoreSheet", "Shared win: {names} — {points} points each")
    return text.format(names=join_names(names), points=total)


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
            cells[PLACE] = ordinal(places[player])
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
        notes.append(
            translate("ScoreSheet", "{mark} A turn lost to another player's second Kismet.").format(
                mark=FORCED_MARK
            )
        )
    variant_notes, colour_note = _notes(variant)
    if colour_note is not None:
        colour_note += len(notes)
    notes += variant_notes
    return ScoreSheet(
        variant=variant,
        title=variant_name(variant),
        subtitle=translate("ScoreSheet", "Score card · {date}").format(date=format_date(day)),
        rows=_rows(variant, with_rules=False, with_place=finished),
        columns=tuple(columns),
        show_rules=False,
        result=_result_line(game),
        notes=tuple(notes),
        finished=finished,
        colour_note=colour_note,
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
    notes, colour_note = _notes(variant)
    return ScoreSheet(
        variant=variant,
        title=variant_name(variant),
        subtitle=translate("ScoreSheet", "Score pad"),
        rows=_rows(variant, with_rules=True, with_place=False),
        columns=columns,
        show_rules=True,
        notes=tuple(notes),
        is_blank=True,
        colour_note=colour_note,
    )
