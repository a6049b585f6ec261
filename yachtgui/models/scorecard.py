"""One player's score sheet as a Qt table model.

Rows follow the paper pad: the first section's heading, its boxes, its total,
the bonus; the second section's heading, its boxes (and, with a Yahtzee bonus,
the bonus-chip row), its total; the grand total. Column :data:`LABEL_COLUMN`
names the row, :data:`SCORE_COLUMN` holds the number. The model only reads a
:class:`~yachtgui.game.Game`; it never changes it.

Roles (besides the standard ones):

- ``Qt.UserRole``: the box id on every box row (both columns), None elsewhere.
- :data:`VALUE_ROLE`: the number in the score cell as an int (a filled score,
  a preview, a total or the bonus earned), None for an open box without preview.
- :data:`KIND_ROLE`: the row kind, one of :class:`RowKind`.
- :data:`PREVIEW_ROLE`: True on a score cell that shows a preview.
- :data:`FILLED_ROLE`: True on a filled box row.
- :data:`FORCED_ROLE`: True on a box filled with a forced 0 (a turn lost to
  another player's second Kismet); its tooltip and accessible text say so.
- :data:`NOTE_ROLE`: on the bonus row's score cell while a (further) bonus is
  still possible, ``(bonus earned or None, points missing)``: the display text
  ("35 · 8 to go") in parts, so a view lays out and shortens it in any language.
- :data:`CLOSED_ROLE`: True on an open box the current dice may not go into
  (the Joker rule or top-down order); it shows a dash and is not selectable.
- :data:`MARK_ROLE`: on the score cell of a marked box, the mark's kind —
  :data:`MARK_SCORED` (the box just written), :data:`MARK_CONFIRM` (chosen once, to be
  confirmed), :data:`MARK_BEST` (a hint: the box to fill) or :data:`MARK_PICK` (the box a
  computer player is about to fill); None elsewhere. Each kind has its own slot and setter
  (:meth:`ScorecardModel.set_scored_box`, :meth:`~ScorecardModel.set_confirm_box`,
  :meth:`~ScorecardModel.set_hint_box`, :meth:`~ScorecardModel.set_pick_box`); a box marked
  twice shows the first of that order. The view draws a mark as a frame with a word, never
  by colour alone.

Fonts (``Qt.FontRole``) derive from :meth:`ScorecardModel.set_font` (the
application font until set), so the pad can grow its text with the window.

A view that shows one column (each pad column) shows a :class:`ScorecardColumn`: that column
of the sheet as a model of its own, so that screen readers meet only what is shown.

Call :meth:`ScorecardModel.set_game` when a game starts (resets the model) and
:meth:`ScorecardModel.refresh` after every change; refresh emits ``dataChanged``
for the range of rows that really changed, nothing when nothing did.
"""

# ruff: noqa: N802  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple
from weakref import WeakMethod

import shiboken6
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QGuiApplication, QPalette

from yachtgui.plaintext import literal
from yachtgui.rules.words import box_name, box_rule, section_name, section_total_label
from yachtgui.text import translate
from yachtgui.theme import preview_font, total_font

if TYPE_CHECKING:
    from yachtgui.game import Game
    from yachtgui.rules import Variant

__all__ = [
    "CLOSED_ROLE",
    "FILLED_ROLE",
    "FORCED_ROLE",
    "KIND_ROLE",
    "LABEL_COLUMN",
    "MARK_BEST",
    "MARK_CONFIRM",
    "MARK_PICK",
    "MARK_ROLE",
    "MARK_SCORED",
    "NOTE_ROLE",
    "PREVIEW_ROLE",
    "SCORE_COLUMN",
    "VALUE_ROLE",
    "CellLook",
    "RowKind",
    "ScorecardColumn",
    "ScorecardModel",
    "section_total_label",
]

LABEL_COLUMN = 0
SCORE_COLUMN = 1
VALUE_ROLE = Qt.ItemDataRole.UserRole + 1
KIND_ROLE = Qt.ItemDataRole.UserRole + 2
PREVIEW_ROLE = Qt.ItemDataRole.UserRole + 3
FILLED_ROLE = Qt.ItemDataRole.UserRole + 4
MARK_ROLE = Qt.ItemDataRole.UserRole + 5
FORCED_ROLE = Qt.ItemDataRole.UserRole + 6
CLOSED_ROLE = Qt.ItemDataRole.UserRole + 7
NOTE_ROLE = Qt.ItemDataRole.UserRole + 8
MARK_BEST = "best"
#: The box just written (the window clears it after a moment), so the table sees what was scored.
MARK_SCORED = "scored"
#: The box chosen once with "confirm each score" on: chosen again, it is written.
MARK_CONFIRM = "confirm"
MARK_PICK = "pick"

_Index = QModelIndex | QPersistentModelIndex


# data() runs for every role of every painted cell: plain ints compare many times faster than
# Qt's enum members, and the alignments are made once.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_USER = int(Qt.ItemDataRole.UserRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_SPOKEN = (_TOOLTIP, int(Qt.ItemDataRole.AccessibleTextRole))
_LABEL_ALIGNMENT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_SCORE_ALIGNMENT = Qt.AlignmentFlag.AlignCenter
_ENABLED = Qt.ItemFlag.ItemIsEnabled
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class RowKind(StrEnum):
    """What a row of the sheet is."""

    HEADING = "heading"
    BOX = "box"
    UPPER_TOTAL = "upper_total"
    BONUS = "bonus"
    LOWER_TOTAL = "lower_total"
    GRAND_TOTAL = "grand_total"
    YACHT_BONUS = "yacht_bonus"


_BOLD_KINDS = frozenset({RowKind.HEADING, RowKind.UPPER_TOTAL, RowKind.BONUS, RowKind.LOWER_TOTAL,
                         RowKind.GRAND_TOTAL, RowKind.YACHT_BONUS})




# NamedTuples rather than frozen dataclasses: as immutable and compared by value, and
# about a tenth of the cost to create at import (~0.5 ms each).


class _Row(NamedTuple):
    kind: RowKind
    label: str
    box: str | None = None
    rule: str = ""


class _Cell(NamedTuple):
    """What the score cell of one row shows; compared between refreshes."""

    text: str = ""
    value: int | None = None
    preview: bool = False
    filled: bool = False
    forced: bool = False  # a 0 written because the turn was lost (second Kismet)
    spoken: str = ""  # the accessible text / tooltip
    closed: bool = False  # open, but the dice may not go here (Joker rule, top-down order)
    note: tuple[int | None, int] | None = None  # the bonus still open: (bonus earned or None, points missing)


class CellLook(NamedTuple):
    """What one cell shows, read by :meth:`ScorecardModel.cell_look`; each field as data() gives it."""

    text: str | None  # DisplayRole
    kind: str | None  # KIND_ROLE: str(RowKind)
    font: QFont | None  # FontRole
    alignment: Qt.AlignmentFlag | None  # TextAlignmentRole
    box: str | None  # UserRole: the box id of a box row
    preview: bool | None  # PREVIEW_ROLE (score cells only)
    filled: bool | None  # FILLED_ROLE
    forced: bool | None  # FORCED_ROLE
    mark: str | None  # MARK_ROLE


#: The look of a cell outside the sheet (what data() gives there: None for every role).
_NO_LOOK = CellLook(None, None, None, None, None, None, None, None, None)


def _rows_for(variant: Variant) -> list[_Row]:
    upper_name, lower_name = variant.section_names
    rows = [_Row(RowKind.HEADING, section_name(upper_name))]
    rows += [_Row(RowKind.BOX, box_name(b), b.id, box_rule(b)) for b in variant.boxes if b.section == "upper"]
    rows.append(_Row(RowKind.UPPER_TOTAL, section_total_label(upper_name)))
    rows.append(_Row(RowKind.BONUS, translate("ScorecardModel", "Bonus")))
    rows.append(_Row(RowKind.HEADING, section_name(lower_name)))
    rows += [_Row(RowKind.BOX, box_name(b), b.id, box_rule(b)) for b in variant.boxes if b.section == "lower"]
    if variant.yacht_bonus and variant.yacht_box is not None:
        chips_box = variant.display_name(variant.yacht_box)
        label = translate("ScorecardModel", "{box} bonus").format(box=chips_box)
        rows.append(_Row(RowKind.YACHT_BONUS, label))
    rows.append(_Row(RowKind.LOWER_TOTAL, section_total_label(lower_name)))
    rows.append(_Row(RowKind.GRAND_TOTAL, translate("ScorecardModel", "Grand total")))
    return rows


def bonus_rule_text(variant: Variant) -> str:
    """The bonus rule in words: "35 for 63 or more" / "35 for 63, 55 for 71, 75 for 78"."""
    tiers = variant.bonus_rule.tiers
    if len(tiers) == 1:
        threshold, points = tiers[0]
        return translate("ScorecardModel", "{points} for {threshold} or more").format(
            points=points, threshold=threshold)
    return translate("ScorecardModel", ", ").join(
        translate("ScorecardModel", "{points} for {threshold}").format(points=points, threshold=threshold)
        for threshold, points in tiers)


class ScorecardModel(QAbstractTableModel):
    """The score sheet of player ``player`` of the current game (empty without a game)."""

    def __init__(self, player: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._player = player
        self._game: Game | None = None
        self._rows: list[_Row] = []
        self._cells: list[_Cell] = []
        self._show_preview = False
        self._box_rows: dict[str, int] = {}
        # One slot per kind of mark: the box it marks, or None (see mark_on() for the one shown).
        self._scored_box: str | None = None  # MARK_SCORED
        self._confirm_box: str | None = None  # MARK_CONFIRM
        self._hint_box: str | None = None  # MARK_BEST
        self._pick_box: str | None = None  # MARK_PICK
        self._font: QFont | None = None  # None: the application font
        self._cell_fonts: tuple[QFont, QFont, QFont] | None = None  # plain, bold, italic: see _fonts()

    # --- public API -------------------------------------------------------------

    @property
    def player(self) -> int:
        """The index of the player whose sheet this is."""
        return self._player

    @property
    def game(self) -> Game | None:
        """The game shown, if any."""
        return self._game

    def set_game(self, game: Game | None, show_preview: bool = False) -> None:
        """Show ``game`` (or nothing); rebuilds every row, so views reset."""
        self.beginResetModel()
        self._game = game
        self._show_preview = show_preview
        self._rows = _rows_for(game.variant) if game is not None else []
        self._box_rows = {row.box: i for i, row in enumerate(self._rows) if row.box is not None}
        self._scored_box = self._confirm_box = self._hint_box = self._pick_box = None
        self._cells = self._compute_cells()
        self.endResetModel()

    def set_font(self, font: QFont | None) -> None:
        """The font the cells derive from (bold totals, italic previews); None: the application font."""
        self._font = QFont(font) if font is not None else None
        self._cell_fonts = None
        if self._rows:
            self.dataChanged.emit(self.index(0, LABEL_COLUMN), self.index(len(self._rows) - 1, SCORE_COLUMN),
                                  [Qt.ItemDataRole.FontRole])

    def _fonts(self) -> tuple[QFont, QFont, QFont]:
        """The cells' fonts from the pad's font, made once per font: plain, the theme's
        :func:`total_font` and its :func:`preview_font`.

        Shared by every cell: read them, do not change them. With no pad font
        they follow the application font, which may change: then not kept.
        """
        fonts = self._cell_fonts
        if fonts is None:
            plain = QFont(self._font) if self._font is not None else QFont(QGuiApplication.font())
            fonts = (plain, total_font(plain), preview_font(plain))
            if self._font is not None:
                self._cell_fonts = fonts
        return fonts

    @property
    def scored_box(self) -> str | None:
        """The box just written (:data:`MARK_SCORED`), or None."""
        return self._scored_box

    @property
    def confirm_box(self) -> str | None:
        """The box chosen once and waiting for its confirmation (:data:`MARK_CONFIRM`), or None."""
        return self._confirm_box

    @property
    def hint_box(self) -> str | None:
        """The box a hint suggests (:data:`MARK_BEST`), or None."""
        return self._hint_box

    @property
    def pick_box(self) -> str | None:
        """The box a computer player is about to fill, or a replay's choice (:data:`MARK_PICK`), or None."""
        return self._pick_box

    def set_scored_box(self, box_id: str | None) -> None:
        """Mark ``box_id`` as just written; None (or a box this sheet lacks) clears the mark."""
        old, self._scored_box = self._scored_box, self._known_box(box_id)
        self._mark_moved(old, self._scored_box)

    def set_confirm_box(self, box_id: str | None) -> None:
        """Mark ``box_id`` as chosen once; None (or a box this sheet lacks) clears the mark."""
        old, self._confirm_box = self._confirm_box, self._known_box(box_id)
        self._mark_moved(old, self._confirm_box)

    def set_hint_box(self, box_id: str | None) -> None:
        """Mark ``box_id`` as the hint's box; None (or a box this sheet lacks) clears the mark."""
        old, self._hint_box = self._hint_box, self._known_box(box_id)
        self._mark_moved(old, self._hint_box)

    def set_pick_box(self, box_id: str | None) -> None:
        """Mark ``box_id`` as the computer's pick; None (or a box this sheet lacks) clears the mark."""
        old, self._pick_box = self._pick_box, self._known_box(box_id)
        self._mark_moved(old, self._pick_box)

    def clear_marks(self) -> None:
        """Clear every kind of mark."""
        self.set_scored_box(None)
        self.set_confirm_box(None)
        self.set_hint_box(None)
        self.set_pick_box(None)

    def mark_on(self, box_id: str | None) -> str | None:
        """The mark shown on ``box_id``: the first of scored, confirm, best, pick that marks it; else None."""
        if box_id is None:
            return None
        if box_id == self._scored_box:
            return MARK_SCORED
        if box_id == self._confirm_box:
            return MARK_CONFIRM
        if box_id == self._hint_box:
            return MARK_BEST
        if box_id == self._pick_box:
            return MARK_PICK
        return None

    def _known_box(self, box_id: str | None) -> str | None:
        """``box_id`` if this sheet has it, else None (a mark on an unknown box clears)."""
        return box_id if box_id is not None and box_id in self._box_rows else None

    def _mark_moved(self, old: str | None, new: str | None) -> None:
        """A mark's slot went from ``old`` to ``new``: the rows of both boxes changed."""
        if new != old:
            for box in (old, new):
                if box is not None:
                    row = self._box_rows[box]
                    self.dataChanged.emit(self.index(row, LABEL_COLUMN), self.index(row, SCORE_COLUMN))

    def refresh(self, show_preview: bool) -> None:
        """Re-read the game; previews show only when ``show_preview`` and it is this player's turn.

        Emits one ranged ``dataChanged`` covering the rows whose cells changed.
        """
        self._show_preview = show_preview
        cells = self._compute_cells()
        changed = [i for i, (old, new) in enumerate(zip(self._cells, cells, strict=True)) if old != new]
        self._cells = cells
        if changed:
            self.dataChanged.emit(
                self.index(changed[0], LABEL_COLUMN), self.index(changed[-1], SCORE_COLUMN)
            )

    def row_of_box(self, box_id: str) -> int:
        """The row of ``box_id`` (KeyError for a box this variant does not have)."""
        return self._box_rows[box_id]

    def row_of_kind(self, kind: RowKind) -> int:
        """The first row of ``kind`` (ValueError if the sheet has none)."""
        for i, row in enumerate(self._rows):
            if row.kind == kind:
                return i
        raise ValueError(kind)

    def box_at(self, row: int) -> str | None:
        """The box id of ``row``, None for headings, totals and rows out of range."""
        return self._rows[row].box if 0 <= row < len(self._rows) else None

    def kind_at(self, row: int) -> RowKind | None:
        """The kind of ``row``, None out of range."""
        return self._rows[row].kind if 0 <= row < len(self._rows) else None

    # --- QAbstractTableModel ------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return self.flags_at(index.row(), index.column())

    def flags_at(self, row: int, column: int) -> Qt.ItemFlag:
        """:meth:`flags` of the cell at ``row``, ``column`` (without making an index)."""
        if not 0 <= row < len(self._rows):
            return Qt.ItemFlag.NoItemFlags
        if self._rows[row].kind == RowKind.BOX and column == SCORE_COLUMN and not self._cells[row].closed:
            return _SELECTABLE
        return _ENABLED

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
                   ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if section == LABEL_COLUMN:
                return translate("ScorecardModel", "Box")
            if section == SCORE_COLUMN:
                return self._player_name()
            return None
        if 0 <= section < len(self._rows):
            return self._rows[section].label
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        return self.data_at(index.row(), index.column(), role)

    def data_at(self, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """:meth:`data` of the cell at ``row``, ``column`` (without making an index)."""
        value = self._role_data(row, column, role)
        if role == _TOOLTIP and value:  # names and box names shown as written, never as HTML
            return literal(value)
        return value

    def cell_look(self, row: int, column: int) -> CellLook:
        """Everything a view paints in one cell, in one call (the pad paints some 100 cells a time).

        The fields hold exactly what :meth:`data` gives for the cell's
        DisplayRole, :data:`KIND_ROLE`, FontRole, TextAlignmentRole, UserRole,
        :data:`PREVIEW_ROLE`, :data:`FILLED_ROLE`, :data:`FORCED_ROLE` and
        :data:`MARK_ROLE` (None where data() gives None).
        """
        if not 0 <= row < len(self._rows):
            return _NO_LOOK
        line = self._rows[row]
        cell = self._cells[row]
        mark = self.mark_on(line.box)
        text: str | None = None
        font: QFont | None = None
        alignment: Qt.AlignmentFlag | None = None
        preview: bool | None = None
        if column == LABEL_COLUMN:
            text, alignment, font = line.label, _LABEL_ALIGNMENT, self._label_font(line)
        elif column == SCORE_COLUMN:
            text, alignment, preview = cell.text, _SCORE_ALIGNMENT, cell.preview
            font = self._score_font(line, cell)
        return CellLook(text=text, kind=str(line.kind), font=font, alignment=alignment, box=line.box,
                        preview=preview, filled=cell.filled, forced=cell.forced, mark=mark)

    def _role_data(self, row_number: int, column: int, role: int) -> Any:
        if not 0 <= row_number < len(self._rows):
            return None
        row = self._rows[row_number]
        cell = self._cells[row_number]
        if role == _USER:
            return row.box
        if role == KIND_ROLE:
            return str(row.kind)
        if role == FILLED_ROLE:
            return cell.filled
        if role == FORCED_ROLE:
            return cell.forced
        if role == CLOSED_ROLE:
            return cell.closed
        if role == MARK_ROLE:
            return self.mark_on(row.box)
        if column == LABEL_COLUMN:
            return self._label_data(row, role)
        if column == SCORE_COLUMN:
            return self._score_data(row, cell, role)
        return None

    # --- internals ------------------------------------------------------------------

    def _player_name(self) -> str:
        if self._game is None or self._player >= len(self._game.players):
            return ""
        return self._game.players[self._player]

    def _label_font(self, row: _Row) -> QFont:
        """Box names in the pad's font; headings and totals in bold (shared: see :meth:`_fonts`)."""
        plain, bold, _ = self._fonts()
        return bold if row.kind in _BOLD_KINDS else plain

    def _score_font(self, row: _Row, cell: _Cell) -> QFont:
        """Previews in italics, totals in bold, scores plain (shared: see :meth:`_fonts`)."""
        plain, bold, italic = self._fonts()
        if cell.preview:
            return italic
        return bold if row.kind in _BOLD_KINDS else plain

    def _label_data(self, row: _Row, role: int) -> Any:
        if role == _DISPLAY:
            return row.label
        if role in _SPOKEN:
            if row.kind == RowKind.BOX:
                return translate("ScorecardModel", "{box}: {rule}").format(box=row.label, rule=row.rule)
            if row.kind == RowKind.BONUS and self._game is not None:
                rule = bonus_rule_text(self._game.variant)
                return translate("ScorecardModel", "Bonus: {rule}").format(rule=rule)
            if row.kind == RowKind.YACHT_BONUS and self._game is not None:
                return translate("ScorecardModel", "{row}: {points} for each further five of a kind").format(
                    row=row.label, points=self._game.variant.yacht_bonus)
            return row.label
        if role == _FONT:
            return QFont(self._label_font(row))
        if role == _ALIGNMENT:
            return _LABEL_ALIGNMENT
        return None

    def _score_data(self, row: _Row, cell: _Cell, role: int) -> Any:
        if role == _DISPLAY:
            return cell.text
        if role == VALUE_ROLE:
            return cell.value
        if role == PREVIEW_ROLE:
            return cell.preview
        if role == NOTE_ROLE:
            return cell.note
        if role in _SPOKEN:
            mark = self.mark_on(row.box)  # a box just scored or to confirm is no computer's choice
            if mark in (MARK_BEST, MARK_PICK):
                if mark == MARK_BEST:
                    marked = translate("ScorecardModel", "{cell} (suggested by the hint)")
                else:
                    marked = translate("ScorecardModel", "{cell} (the computer's choice)")
                return marked.format(cell=cell.spoken)
            return cell.spoken
        if role == _FONT:
            return QFont(self._score_font(row, cell))
        if role == _FOREGROUND and (cell.preview or cell.closed):
            return QGuiApplication.palette().color(QPalette.ColorRole.PlaceholderText)
        if role == _ALIGNMENT:
            return _SCORE_ALIGNMENT
        return None

    def _compute_cells(self) -> list[_Cell]:
        game = self._game
        if game is None:
            return []
        player = self._player
        name = game.players[player]
        card = game.scorecard(player)
        previews = game.preview() if self._show_preview and game.current_player == player else {}
        lost = self._lost_turns(game)
        cells: list[_Cell] = []
        for row in self._rows:
            if row.kind == RowKind.HEADING:
                cells.append(_Cell(spoken=row.label))
            elif row.kind == RowKind.BOX:
                assert row.box is not None
                points = card[row.box]
                if points is not None and row.box in lost:
                    spoken = translate("ScorecardModel", "{name}, {box}: {points}, a lost turn "
                                                         "({roller}'s second Kismet)").format(
                        name=name, box=row.label, points=points, roller=lost[row.box])
                    cells.append(_Cell(str(points), points, filled=True, forced=True, spoken=spoken))
                elif points is not None:
                    cells.append(_Cell(str(points), points, filled=True,
                                       spoken=self._spoken_value(name, row.label, points)))
                elif row.box in previews:
                    value = previews[row.box]
                    spoken = translate("ScorecardModel", "{name}, {box}: {points} (preview)").format(
                        name=name, box=row.label, points=value)
                    cells.append(_Cell(str(value), value, preview=True, spoken=spoken))
                elif previews:
                    if game.variant.order == "top-down":
                        spoken = translate("ScorecardModel", "{name}, {box}: open, but not for these dice "
                                                             "(top-down order)")
                    else:
                        spoken = translate("ScorecardModel", "{name}, {box}: open, but not for these dice "
                                                             "(the Joker rule)")
                    cells.append(_Cell("–", closed=True, spoken=spoken.format(name=name, box=row.label)))
                else:
                    spoken = translate("ScorecardModel", "{name}, {box}: open")
                    cells.append(_Cell(spoken=spoken.format(name=name, box=row.label)))
            elif row.kind == RowKind.UPPER_TOTAL:
                total = game.upper_total(player)
                cells.append(_Cell(str(total), total, spoken=self._spoken_value(name, row.label, total)))
            elif row.kind == RowKind.BONUS:
                cells.append(self._bonus_cell(game, name))
            elif row.kind == RowKind.LOWER_TOTAL:
                total = game.lower_total(player) + game.yacht_bonus_total(player)  # the chips count here
                cells.append(_Cell(str(total), total, spoken=self._spoken_value(name, row.label, total)))
            elif row.kind == RowKind.YACHT_BONUS:
                cells.append(self._chips_cell(game, row.label, name))
            else:
                total = game.total(player)
                cells.append(_Cell(str(total), total, spoken=self._spoken_value(name, row.label, total)))
        return cells

    @staticmethod
    def _spoken_value(name: str, label: str, points: int) -> str:
        """ "Ann, Full House: 25" (a filled box or a total, for the tooltip and the screen reader)."""
        spoken = translate("ScorecardModel", "{name}, {box}: {points}")
        return spoken.format(name=name, box=label, points=points)

    def _lost_turns(self, game: Game) -> dict[str, str]:
        """This player's boxes filled with a forced 0, each with the name of whose second Kismet it was."""
        lost = {}
        for event in game.events:
            for player, box in event.forfeits:
                if player == self._player:
                    lost[box] = game.players[event.roller]
        return lost

    def _chips_cell(self, game: Game, label: str, name: str) -> _Cell:
        """The bonus chips: "✓✓ 200" (one tick a chip), and how many in words for the screen reader."""
        chips = game.yacht_bonus_count(self._player)
        points = game.yacht_bonus_total(self._player)
        text = f"{'✓' * min(chips, 5)}{'+' if chips > 5 else ''} {points}" if chips else "0"
        if chips == 1:
            spoken = translate("ScorecardModel", "{name}, {row}: 1 bonus chip, {points} points")
        else:
            spoken = translate("ScorecardModel", "{name}, {row}: {chips} bonus chips, {points} points")
        spoken = spoken.format(name=name, row=label, chips=chips, points=points)
        return _Cell(text, points, spoken=spoken)

    def _bonus_cell(self, game: Game, name: str) -> _Cell:
        """The bonus earned, or while it is still open, how many points are missing for the next tier."""
        bonus = game.bonus(self._player)
        outlook = game.bonus_outlook(self._player)
        if outlook is None or not outlook.reachable:
            spoken = translate("ScorecardModel", "{name}, Bonus: {bonus}").format(name=name, bonus=bonus)
            return _Cell(str(bonus), bonus, spoken=spoken)
        missing, points = outlook.missing, outlook.points
        if bonus:
            text = translate("ScorecardModel", "{bonus} · {missing} to go")
            text = text.format(bonus=bonus, missing=missing)
            spoken = translate("ScorecardModel", "{name}, Bonus: {bonus}; {missing} more points in the upper "
                                                 "boxes for {points}").format(
                name=name, bonus=bonus, missing=missing, points=points)
        else:
            text = translate("ScorecardModel", "{missing} to go").format(missing=missing)
            spoken = translate("ScorecardModel", "{name}, Bonus: {missing} more points in the upper boxes "
                                                 "for a bonus of {points}").format(
                name=name, missing=missing, points=points)
        return _Cell(text, bonus, spoken=spoken, note=(bonus if bonus else None, missing))


class ScorecardColumn(QAbstractTableModel):
    """Column ``column`` of the sheet ``source`` as a one-column model (a pad column's model).

    A view over the two-column sheet with one column hidden still has two columns for Qt's
    accessible table: screen readers met a hidden 0x0 cell beside every shown one ("table with
    19 rows 2 columns", and "where am I" could name the hidden column). This model has the
    sheet's rows and one column; every role reads the sheet, and the sheet's resets and changes
    to this column come through. When the sheet is deleted, the column is empty.
    """

    def __init__(self, source: ScorecardModel, column: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._source: ScorecardModel | None = source
        self._column = column
        source.modelAboutToBeReset.connect(self._on_resetting)
        source.modelReset.connect(self._on_reset)
        source.dataChanged.connect(self._on_changed)
        # Weakly: when this column goes first, it lets go of the sheet, which may go with it (the
        # sheet's signal then must not reach a column half deleted); nor one whose C++ side is gone.
        gone = WeakMethod(self._on_source_gone)
        source.destroyed.connect(lambda _source=None: (method := gone()) is not None and method())

    @property
    def source(self) -> ScorecardModel | None:
        """The sheet shown (None once it was deleted)."""
        return self._source

    @property
    def column(self) -> int:
        """The sheet's column shown: :data:`LABEL_COLUMN` or :data:`SCORE_COLUMN`."""
        return self._column

    def to_source(self, index: _Index) -> QModelIndex:
        """The sheet's cell shown at ``index`` (invalid for an invalid index)."""
        source = self._source
        if source is None or not index.isValid():
            return QModelIndex()
        return source.index(index.row(), self._column)

    def cell_look(self, row: int) -> CellLook:
        """:meth:`ScorecardModel.cell_look` of the cell shown in ``row``."""
        source = self._source
        return source.cell_look(row, self._column) if source is not None else _NO_LOOK

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        source = self._source
        return 0 if parent.isValid() or source is None else source.rowCount()

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 1

    def flags(self, index: _Index) -> Qt.ItemFlag:
        source = self._source
        if source is None or not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return source.flags_at(index.row(), self._column)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        source = self._source
        if source is None or not index.isValid():
            return None
        return source.data_at(index.row(), self._column, role)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
                   ) -> Any:
        source = self._source
        if source is None or (orientation == Qt.Orientation.Horizontal and section != 0):
            return None
        return source.headerData(self._column if orientation == Qt.Orientation.Horizontal else section,
                                 orientation, role)

    def _on_resetting(self) -> None:
        self.beginResetModel()

    def _on_reset(self) -> None:
        self.endResetModel()

    def _on_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, roles: list[int] | None = None
                    ) -> None:
        if top_left.column() <= self._column <= bottom_right.column():
            first, last = self.index(top_left.row(), 0), self.index(bottom_right.row(), 0)
            self.dataChanged.emit(first, last, roles or [])

    def _on_source_gone(self) -> None:
        if not shiboken6.isValid(self):  # deleted already (its view went), its Python side still held
            return
        self.beginResetModel()
        self._source = None
        self.endResetModel()
