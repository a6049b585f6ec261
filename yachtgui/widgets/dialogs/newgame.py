"""The new-game dialog: variant, players (1 to 10, person or computer), who starts.

The dialog collects a :class:`NewGameSetup`; it never starts a game itself.
Names are checked as the game will check them (not blank, not repeated,
at most 40 characters) and problems are shown inline, next to the fields.
With "roll-off" chosen, Start shows the roll-off — each player's single die,
round after round until one player has the highest — before Play.

The family's own variants (``house_variants``) are listed after the built-in
ones, each with its rule card: what it changes about the variant it extends.
Variant files with mistakes are named under the list (``house_problems``).

Object names for tests: ``variant_<id>`` radio buttons, ``playerCount`` spin
box, ``playerName<i>`` line edits, ``playerKind<i>`` combo boxes,
``rollOffRadio`` / ``seatingRadio``, ``errorLabel``, ``startButton``,
``playButton``, ``backButton``.

``playerRealDice<i>`` check boxes mark a person who rolls real dice at the table
and types the faces (table mode: :mod:`yachtgui.widgets.table.tablemode`); not computers.

Any seat can be a computer player at Easy, Medium or Hard, or one that plays to win (when the
window offers computer players); while a seat in play plays to win, ``levelNote`` under the seats
says in words what that means. Switching a seat to a computer while it still has
a suggested name gives it a computer's name ("Hal", "Ada" ...), and back.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from html import escape

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from yachtgui.app.controller import NewGameSetup
from yachtgui.game import MAX_NAME_LENGTH, MAX_PLAYERS, RandomSource, roll_off_rounds
from yachtgui.names import shows_as_text
from yachtgui.persistence import Seat
from yachtgui.plaintext import literal
from yachtgui.rules import VARIANTS, Variant
from yachtgui.rules.words import variant_description, variant_name
from yachtgui.text import QT_TRANSLATE_NOOP, translate
from yachtgui.widgets.scaling import DialogScale

__all__ = ["CHILD", "COMPUTER_NAMES", "LEVELS", "WIN_LEVEL_WORDS", "NewGameDialog", "NewGameSetup",
           "check_names"]

#: The seat kind of a child: a person, for whom "confirm each score" is switched on.
CHILD = "child"

#: Seat kinds offered: (label, level) with level None for a person. The labels are English;
#: they are shown with ``translate("NewGameDialog", label)``.
LEVELS: tuple[tuple[str, str | None], ...] = (
    (QT_TRANSLATE_NOOP("NewGameDialog", "Person"), None),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Child"), CHILD),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Computer · Easy"), "easy"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Computer · Medium"), "medium"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Computer · Hard"), "hard"),
    (QT_TRANSLATE_NOOP("NewGameDialog", "Computer · Plays to win"), "win"),
)

#: What the play-to-win level does, in a family's words (under the seats while one is chosen).
WIN_LEVEL_WORDS = QT_TRANSLATE_NOOP(
    "NewGameDialog", "Plays to win: this computer watches everyone's scores. When it is behind it takes "
                     "the chances it needs, when it is ahead it plays safe, so it wins a little more often "
                     "than Hard, which always goes for the most points. The first time it plays a game it "
                     "learns how, for up to a few minutes.")

_DEFAULT_NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo")

#: Names suggested for computer seats, in order of preference.
COMPUTER_NAMES = ("Hal", "Ada", "Max", "Zed", "Robo", "Kit", "Tess", "Vic", "Dot", "Bit")


#: The width a variant's description wraps at in the two-column list (pixels).
_DESCRIPTION_WIDTH = 260

#: Variants listed without scrolling (three rows of two); with more, the list scrolls in this height.
_VARIANTS_IN_VIEW = 6
_VARIANT_LIST_HEIGHT = 300


def _rule_card(variant: Variant, brief: bool = False) -> str:
    """A variant's line in the list: its description; for house rules, what differs and from what.

    ``brief``: the changes named in a few words (the list shows that; the tooltip
    and the screen reader get the whole card).
    """
    from yachtgui.rules.differences import differences, summary

    if variant.extends is None or variant.extends not in VARIANTS:
        return variant_description(variant)
    changes = summary(variant) if brief else "; ".join(differences(variant))
    base = VARIANTS[variant.extends].name
    if changes:
        return translate("NewGameDialog", "House rules on {variant}: {changes}.").format(
            variant=base, changes=changes)
    return translate("NewGameDialog", "House rules on {variant}, unchanged.").format(variant=base)


class _Description(QLabel):
    """A variant's description: as tall as its text at the width it is given, never cut.

    A wrapped label in a grid is laid out at the height it asks for before its width is known;
    this one claims the lines its text takes at the width it actually gets, so the dialog grows.
    """

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802  (Qt's name)
        super().resizeEvent(event)
        self._claim(self.width())

    # The height claimed changed (the dialog fits its seats again).
    claimed = Signal()
    #: The width it is measured at before it is laid out (the dialog's column, at its scale).
    estimate = _DESCRIPTION_WIDTH

    def _claim(self, width: int) -> None:
        claimed = self.minimumHeight()
        self.setMinimumHeight(0)  # a label's heightForWidth is never less than its minimum: measure without
        needed = self.heightForWidth(width)
        self.setMinimumHeight(claimed)
        if needed > 0 and needed != claimed:
            self.setMinimumHeight(needed)
            self.claimed.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._claim(self.width() if self.isVisible() else self.estimate)  # laid out, or not yet


def check_names(names: Sequence[str]) -> tuple[int, str] | None:
    """The first problem with ``names`` as (seat index, message), or None when all are fine."""
    seen: dict[str, int] = {}
    for i, raw in enumerate(names):
        name = raw.strip()
        if not name:
            return i, translate("NewGameDialog", "Player {number} needs a name.").format(number=i + 1)
        if len(name) > MAX_NAME_LENGTH:
            return i, translate("NewGameDialog", "Player {number}'s name is too long: at most {limit} "
                                "characters.").format(number=i + 1, limit=MAX_NAME_LENGTH)
        if not shows_as_text(name):
            return i, translate("NewGameDialog", "Player {number}'s name contains a character that "
                                "can't be shown.").format(number=i + 1)
        key = name.casefold()
        if key in seen:
            return i, translate("NewGameDialog", "Two players are called “{name}”: give each a "
                                "different name.").format(name=name)
        seen[key] = i
    return None


class NewGameDialog(QDialog):
    """Set up a game. After ``exec()``/``accepted``, :meth:`setup` returns the choice."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        variant_id: str = "kismet",
        names: Sequence[str] = ("Ann", "Bob"),
        levels: Sequence[str | None] = (),
        roll_off: bool = True,
        computer_available: bool = False,
        rng: RandomSource | None = None,
        count: int = 0,
        real_dice: Sequence[bool] = (),
        house_variants: Sequence[Variant] = (),
        house_problems: Sequence[str] = (),
        before_start: Callable[[], bool] | None = None,
        scale: float = 1.0,
    ) -> None:
        super().__init__(parent)
        # Over a large window its words and sizes are the window's ``scale`` times the usual (set
        # before any part is made: they inherit it), never past the screen (_fit_seats).
        self._sizes = DialogScale(self, scale)
        # Asked at Start, before the roll-off (the unfinished game's keep-or-abandon question);
        # False closes the dialog without a game.
        self._before_start = before_start
        self._house_variants = tuple(house_variants)
        self._house_problems = tuple(house_problems)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self._rng: RandomSource = rng if rng is not None else random.Random()
        self._computer_available = computer_available
        self._setup: NewGameSetup | None = None
        self._refit_pending = False
        self._pages = QStackedWidget()
        self._real_dice_flags = tuple(real_dice)
        self._pages.addWidget(self._build_setup_page(variant_id, names, levels, roll_off))
        self._roll_off_page = QWidget()
        self._pages.addWidget(self._roll_off_page)
        if 1 <= count <= MAX_PLAYERS:  # seats beyond the count keep their names and kinds for later
            self._count.setValue(count)
        layout = QVBoxLayout(self)
        layout.addWidget(self._pages)
        # Only a button already inside the dialog can be its default (Enter = Start).
        self._start.setDefault(True)
        chosen = self._variant_group.checkedButton()
        if chosen is not None:
            chosen.setFocus()  # the focus (and its ring) on the chosen game, not on the first
        self._sizes.fit_on_screen(640, 600)
        self._fit_seats()

    # --- public -------------------------------------------------------------------

    def setup(self) -> NewGameSetup | None:
        """The accepted set-up, or None if the dialog was cancelled."""
        return self._setup

    def names(self) -> list[str]:
        """The names typed for the seats in play (stripped)."""
        return [edit.text().strip() for edit in self._name_edits[: self._count.value()]]

    def all_seats(self) -> tuple[list[str], list[str | None]]:
        """Every seat's name and kind, those beyond the player count too (remembered for next time)."""
        return ([edit.text().strip() for edit in self._name_edits],
                [combo.currentData() for combo in self._kind_combos])

    def levels(self) -> list[str | None]:
        """The seat kinds in play: None for a person (a child too), else a computer level."""
        return [None if combo.currentData() == CHILD else combo.currentData()
                for combo in self._kind_combos[: self._count.value()]]

    def child_seats(self) -> list[int]:
        """The seats in play marked as a child (their scores are confirmed: Preferences)."""
        return [i for i, combo in enumerate(self._kind_combos[: self._count.value()])
                if combo.currentData() == CHILD]

    def real_dice(self) -> list[bool]:
        """The seats in play that roll real dice at the table (never a computer seat)."""
        return [check.isChecked() and check.isEnabled()
                for check in self._real_dice_checks[: self._count.value()]]

    def variant_id(self) -> str:
        """The variant chosen."""
        checked = self._variant_group.checkedButton()
        return str(checked.property("variant_id")) if checked is not None else "kismet"

    # --- the set-up page -----------------------------------------------------------

    def _build_setup_page(self, variant_id: str, names: Sequence[str], levels: Sequence[str | None],
                          roll_off: bool) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self._page_layout = layout
        self._error = QLabel()
        self._error.setObjectName("errorLabel")
        self._error.setWordWrap(True)
        self._error.setStyleSheet("color: #b3261e; font-weight: 600;")
        self._error.hide()

        variants = QGroupBox(translate("NewGameDialog", "&Game"))
        variants_layout = QGridLayout(variants)  # two by two: the players get the height
        variants_layout.setHorizontalSpacing(self._sizes.px(18))
        self._variants_layout = variants_layout
        self._variant_cells: list[tuple[QVBoxLayout, _Description]] = []
        self._problems_label: QLabel | None = None
        self._variant_scroll: QScrollArea | None = None  # many house rules: the games' list scrolls
        self._compact = False
        self._variant_group = QButtonGroup(self)
        for number, variant in enumerate((*VARIANTS.values(), *self._house_variants)):
            button = QRadioButton(variant_name(variant).replace("&", "&&"))  # a name's "&" is no shortcut
            button.setObjectName(f"variant_{variant.id}")
            button.setProperty("variant_id", variant.id)
            button.setChecked(variant.id == variant_id)
            button.setFont(self._sizes.font(bold=True))  # the dialog's words: not yet the button's
            description = _Description(_rule_card(variant, brief=True))
            description.estimate = self._sizes.px(_DESCRIPTION_WIDTH)
            description.setTextFormat(Qt.TextFormat.PlainText)  # a house rule's box names as written
            description.setWordWrap(True)
            description.setToolTip(literal(_rule_card(variant)))
            # Wrapped text asks for too little height in a grid: claim the lines it needs at the
            # column's width (half the dialog's 640 px) now, and at its real width once laid out.
            description.setMinimumHeight(description.heightForWidth(description.estimate))
            # Under the name, past the radio's circle (larger at a larger scale); at the top of its
            # cell when the row is taller than its lines (a longer description beside it).
            description.setContentsMargins(self._sizes.indicator() + 12, 0, 0, 4)
            description.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
            description.claimed.connect(self._refit_soon)
            description.setBuddy(button)
            button.setAccessibleDescription(_rule_card(variant))
            self._variant_group.addButton(button)
            cell = QVBoxLayout()
            cell.setSpacing(2)
            cell.addWidget(button)
            cell.addWidget(description)
            cell.addStretch(1)
            variants_layout.addLayout(cell, number // 2, number % 2)
            self._variant_cells.append((cell, description))
        if self._variant_group.checkedButton() is None:
            self._variant_group.buttons()[0].setChecked(True)
        if self._house_problems:
            problems = QLabel(translate("NewGameDialog", "Left out, with a mistake: {problems}").format(
                problems="; ".join(self._house_problems)))
            problems.setObjectName("houseProblems")
            problems.setWordWrap(True)
            problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            variants_layout.addWidget(problems, variants_layout.rowCount(), 0, 1, 2)
            self._problems_label = problems
        if len(self._variant_group.buttons()) > _VARIANTS_IN_VIEW:  # many house rules: the list scrolls
            scroll = QScrollArea()
            self._variant_scroll = scroll
            scroll.setObjectName("variantScroll")
            scroll.setWidget(variants)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setMinimumHeight(self._sizes.px(_VARIANT_LIST_HEIGHT))
            scroll.setMaximumHeight(self._sizes.px(_VARIANT_LIST_HEIGHT))
            layout.addWidget(scroll)
            chosen = self._variant_group.checkedButton()
            if chosen is not None:  # the remembered variant may be far down the list
                scroll.ensureWidgetVisible(chosen)
        else:
            layout.addWidget(variants)

        players = QGroupBox(translate("NewGameDialog", "&Players"))
        players_layout = QVBoxLayout(players)
        count_row = QHBoxLayout()
        self._count = QSpinBox()
        self._count.setObjectName("playerCount")
        self._count.setRange(1, MAX_PLAYERS)
        self._count.setAccessibleName(translate("NewGameDialog", "Number of players"))
        count_label = QLabel(translate("NewGameDialog", "&Number of players:"))
        count_label.setBuddy(self._count)
        count_row.addWidget(count_label)
        count_row.addWidget(self._count)
        count_row.addStretch(1)  # a spin box for 1-10 needs no more room than that
        players_layout.addLayout(count_row)
        grid = QGridLayout()
        self._name_edits: list[QLineEdit] = []
        self._kind_combos: list[QComboBox] = []
        self._seat_labels: list[QLabel] = []
        self._real_dice_checks: list[QCheckBox] = []
        for i in range(MAX_PLAYERS):
            label = QLabel(translate("NewGameDialog", "Player {number}:").format(number=i + 1))
            edit = QLineEdit(names[i] if i < len(names) else _DEFAULT_NAMES[i])
            edit.setObjectName(f"playerName{i}")
            edit.setMaxLength(MAX_NAME_LENGTH + 10)  # longer names get a message, not a silent cut
            edit.setAccessibleName(translate("NewGameDialog", "Player {number} name").format(number=i + 1))
            label.setBuddy(edit)
            combo = QComboBox()
            combo.setObjectName(f"playerKind{i}")
            combo.setAccessibleName(translate("NewGameDialog", "Player {number}: person or computer").format(
                number=i + 1))
            for text, level in LEVELS:
                combo.addItem(translate("NewGameDialog", text), level)
            combo.setItemData(combo.findData("win"), translate("NewGameDialog", WIN_LEVEL_WORDS),
                              Qt.ItemDataRole.ToolTipRole)
            if not self._computer_available:
                unavailable = translate("NewGameDialog", "Computer players are not available in this "
                                        "version yet.")
                model = combo.model()
                for row in range(2, combo.count()):  # Person and Child stay
                    item = model.item(row)  # type: ignore[attr-defined]
                    item.setEnabled(False)
                    item.setToolTip(unavailable)
                combo.setToolTip(unavailable)
            level = levels[i] if i < len(levels) else None
            found = combo.findData(level) if level else 0
            combo.setCurrentIndex(found if found > 0 and (self._computer_available or level == CHILD) else 0)
            combo.currentIndexChanged.connect(lambda _index, seat=i: self._on_kind_changed(seat))
            edit.textEdited.connect(self._clear_error)
            grid.addWidget(label, i, 0)
            grid.addWidget(edit, i, 1)
            grid.addWidget(combo, i, 2)
            self._name_edits.append(edit)
            self._kind_combos.append(combo)
            self._seat_labels.append(label)
            real = QCheckBox(translate("NewGameDialog", "Real dice"))
            real.setObjectName(f"playerRealDice{i}")
            real.setAccessibleName(translate("NewGameDialog", "Player {number} rolls real dice").format(
                number=i + 1))
            real.setToolTip(translate("NewGameDialog", "This player rolls real dice at the table and types "
                                      "the faces rolled."))
            real.setChecked(i < len(self._real_dice_flags) and self._real_dice_flags[i])
            grid.addWidget(real, i, 3)
            self._real_dice_checks.append(real)
            self._sync_real_dice(i)
        grid.setColumnStretch(1, 1)
        margins = grid.contentsMargins()  # none above or below: the list shows whole rows from its top
        grid.setContentsMargins(margins.left(), 0, margins.right(), 0)
        # Room left under the seats in play stays under them: fewer seats never spread apart.
        grid.setRowStretch(MAX_PLAYERS, 1)
        seats_holder = QWidget()
        seats_holder.setLayout(grid)
        scroll = QScrollArea()
        scroll.setObjectName("seatsScroll")
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field, not to the frame
        scroll.setWidget(seats_holder)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._seats_scroll = scroll
        self._seats_top = 0  # where the seat list was scrolled to (whole rows: _snap_seats)
        scroll.verticalScrollBar().valueChanged.connect(self._snap_seats)
        self._seats_grid = grid
        players_layout.addWidget(scroll, 1)
        self._level_note = QLabel(translate("NewGameDialog", WIN_LEVEL_WORDS))
        self._level_note.setObjectName("levelNote")
        self._level_note.setWordWrap(True)
        self._level_note.hide()
        players_layout.addWidget(self._level_note)
        self._count.valueChanged.connect(self._show_seats)
        self._count.setValue(max(1, min(MAX_PLAYERS, len(names) or 2)))
        self._show_seats(self._count.value())
        layout.addWidget(players, 1)

        starts = QGroupBox(translate("NewGameDialog", "&Who starts"))  # Alt+S is Start's
        starts_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom, starts)
        self._starts_layout = starts_layout
        self._roll_off_radio = QRadioButton(translate("NewGameDialog", "Roll off: each player rolls one die, "
                                                      "the highest starts"))
        self._roll_off_radio.setObjectName("rollOffRadio")
        self._seating_radio = QRadioButton(translate("NewGameDialog", "Seating order: Player 1 starts"))
        self._seating_radio.setObjectName("seatingRadio")
        (self._roll_off_radio if roll_off else self._seating_radio).setChecked(True)
        starts_layout.addWidget(self._roll_off_radio)
        starts_layout.addWidget(self._seating_radio)
        layout.addWidget(starts)

        layout.addWidget(self._error)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        cancel = QPushButton(translate("NewGameDialog", "Cancel"))
        cancel.setObjectName("cancelButton")
        cancel.setAutoDefault(False)  # Enter never cancels: it starts (Escape cancels)
        cancel.clicked.connect(self.reject)
        self._start = QPushButton(translate("NewGameDialog", "&Start"))
        self._start.setObjectName("startButton")
        self._start.clicked.connect(self._on_start)  # made the default once it is inside the dialog
        buttons.addWidget(cancel)
        buttons.addWidget(self._start)
        layout.addLayout(buttons)
        return page

    def _show_seats(self, count: int) -> None:
        for i, (label, edit, combo) in enumerate(
            zip(self._seat_labels, self._name_edits, self._kind_combos, strict=True)
        ):
            visible = i < count
            label.setVisible(visible)
            edit.setVisible(visible)
            combo.setVisible(visible)
        for i, check in enumerate(getattr(self, "_real_dice_checks", ())):
            check.setVisible(i < count)
        self._clear_error()
        if hasattr(self, "_level_note"):
            self._sync_level_note()
        if hasattr(self, "_seats_scroll"):
            self._fit_seats()

    def _sync_level_note(self) -> bool:
        """Show what playing to win means while a seat in play plays to win; True when that changed."""
        shown = "win" in self.levels()
        for combo in self._kind_combos:  # a screen reader hears it on the seat's choice, too
            combo.setAccessibleDescription(self._level_note.text() if combo.currentData() == "win" else "")
        if shown == self._level_note.isVisibleTo(self):
            return False
        self._level_note.setVisible(shown)
        return True

    #: Seats shown without scrolling; more scroll (the dialog must fit a laptop screen).
    SEATS_IN_VIEW = 6

    #: Seats shown however short the screen: fewer and the list would feel like a peephole.
    SEATS_AT_LEAST = 3

    #: On a screen too short even for that with the games three to a row (German at 1024x600): Start
    #: on the screen matters more.
    SEATS_AT_LEAST_COMPACT = 2

    def _fit_seats(self) -> None:
        """Make room for every seat in play, up to :attr:`SEATS_IN_VIEW`, growing the dialog if needed.

        The dialog never grows past the screen's available height (a 1366x768 laptop with its
        taskbar, where German or Swedish descriptions wrap to more lines): then fewer seats show,
        no fewer than :attr:`SEATS_AT_LEAST`, and the list scrolls, so Start stays on screen. Still
        too tall (a 1024x600 netbook): the games go three to a row (:meth:`_make_compact`) and, if
        need be, the list shows :attr:`SEATS_AT_LEAST_COMPACT` seats.
        """
        pitch = self._seat_pitch()
        available = self._available_height()
        count = self._count.value()
        rows = min(count, self.SEATS_IN_VIEW)
        while True:
            # Whole rows only: the list ends where the next row would begin (rows start at its top)
            height = rows * pitch
            self._seats_scroll.setMinimumHeight(height)
            self._seats_scroll.setMaximumHeight(height if rows < count else 16777215)
            self._activate_layouts()
            wanted = self.sizeHint().height()
            if wanted <= available:
                break
            if rows <= min(count, self.SEATS_AT_LEAST_COMPACT if self._compact else self.SEATS_AT_LEAST):
                if self._compact or not self._make_compact():
                    break
                rows = min(count, self.SEATS_IN_VIEW)  # the games take less height now: as many seats as fit
                continue
            rows -= 1
        games = self._variant_scroll
        if wanted > available and self._compact and games is not None:
            # Many house rules on a short screen: their list gives way too, down to half its height.
            least = self._sizes.px(_VARIANT_LIST_HEIGHT // 2)
            games.setFixedHeight(max(least, games.height() - (wanted - available)))
            self._activate_layouts()
            wanted = self.sizeHint().height()
        self._seats_scroll.verticalScrollBar().setSingleStep(pitch)
        if wanted > self.height() or self.height() > available:
            self.resize(self.width(), min(wanted, max(available, self.minimumSizeHint().height())))

    #: Games side by side on a short screen (a 1024x600 netbook): two rows of games instead of three.
    COMPACT_COLUMNS = 3
    #: The widest the compact dialog gets (usual sizes: scaled), at most the screen's room.
    COMPACT_WIDTH = 1000

    def _make_compact(self) -> bool:
        """A screen too short for the dialog even with the fewest seats: the games go three to a row and
        the two ways of starting side by side, in a wider dialog, so that Start stays on the screen
        (at 1024x600 the dialog was 80 px taller than the screen). False when the screen is too
        narrow for that too."""
        # As wide as a netbook's screen: the games' words wrap to fewer lines
        width = min(self._sizes.px(self.COMPACT_WIDTH), self._sizes.room().width())
        if width < self._sizes.px(720):
            return False
        self._compact = True
        columns = self.COMPACT_COLUMNS
        grid = self._variants_layout
        for number, (cell, description) in enumerate(self._variant_cells):
            grid.removeItem(cell)
            cell.setParent(None)  # a layout with a parent is not taken again
            grid.addLayout(cell, number // columns, number % columns)
            # Measured at the narrower column's width until it is laid out (then at its own).
            description.estimate = max(self._sizes.px(160), (width - self._sizes.px(120)) // columns)
            description._claim(description.estimate)  # fewer lines than in the narrower column
        if self._problems_label is not None:
            grid.removeWidget(self._problems_label)
            grid.addWidget(self._problems_label, grid.rowCount(), 0, 1, columns)
        for column in range(columns):
            grid.setColumnStretch(column, 1)
        starts = self._starts_layout
        starts.setDirection(QBoxLayout.Direction.LeftToRight)
        starts.addStretch(1)
        self._page_layout.setContentsMargins(0, 0, 0, 0)  # the dialog's own margins are enough
        grid.activate()
        self.resize(width, self.height())
        screen = self.screen()
        if self.isVisible() and screen is not None:  # widened while shown (more seats): kept on the screen
            area = screen.availableGeometry()
            frame = self.frameGeometry()
            frame.moveLeft(max(area.left(), min(frame.left(), area.right() - frame.width())))
            self.move(frame.topLeft())
        self._refit_soon()  # measured again once the games are laid out in their new places
        return True

    def _seat_pitch(self) -> int:
        """From the top of one seat's row to the next one's, in the seat list."""
        row = max(self._name_edits[0].sizeHint().height(), self._kind_combos[0].sizeHint().height(),
                  self._real_dice_checks[0].sizeHint().height(), self._seat_labels[0].sizeHint().height())
        return row + max(0, self._seats_grid.verticalSpacing())

    def _snap_seats(self, value: int) -> None:
        """The seat list scrolls by whole rows (the wheel, the bar, Tab to a seat out of view): its top
        row is never shown in part."""
        bar = self._seats_scroll.verticalScrollBar()
        pitch = self._seat_pitch()
        # Onwards in the way it went, so that the row Tab went to (or the wheel uncovered) shows whole
        rows = -(-value // pitch) if value > self._seats_top else value // pitch
        snapped = min(bar.maximum(), rows * pitch)
        self._seats_top = snapped
        if value not in (snapped, bar.maximum()):
            bar.setValue(snapped)

    def _activate_layouts(self) -> None:
        """The sizes asked for now, not at the next layout pass: each layout from the seats out."""
        widget = self._seats_scroll.parentWidget()
        while widget is not None:
            layout = widget.layout()
            if layout is not None:
                layout.activate()
            if widget is self:
                break
            widget = widget.parentWidget()

    def _refit_soon(self) -> None:
        """A description took more or fewer lines: fit the seats again once the layout has settled."""
        if not self._refit_pending and hasattr(self, "_seats_scroll"):
            self._refit_pending = True
            QTimer.singleShot(0, self, self._refit)

    def _refit(self) -> None:
        self._refit_pending = False
        self._fit_seats()

    def _available_height(self) -> int:
        """The height this dialog may take on the screen of its window."""
        return self._sizes.room().height()

    def _on_kind_changed(self, seat: int) -> None:
        """A seat became a computer (or a person): swap a suggested name for a fitting one."""
        self._sync_real_dice(seat)
        if self._sync_level_note():
            self._fit_seats()
        edit = self._name_edits[seat]
        name = edit.text().strip()
        if name and name not in _DEFAULT_NAMES and name not in COMPUTER_NAMES:
            return  # a name somebody typed stays
        computer = self._kind_combos[seat].currentData() not in (None, CHILD)
        if computer == (name in COMPUTER_NAMES and name != ""):
            return
        taken = {e.text().strip().casefold() for j, e in enumerate(self._name_edits)
                 if j != seat and j < self._count.value()}
        choices = COMPUTER_NAMES if computer else (_DEFAULT_NAMES[seat], *_DEFAULT_NAMES)
        for candidate in choices:
            if candidate.casefold() not in taken and (not computer or candidate != name):
                edit.setText(candidate)
                break
        self._clear_error()

    def _sync_real_dice(self, seat: int) -> None:
        """Computers roll on screen: a computer seat's "Real dice" box is disabled (and ignored)."""
        if seat < len(self._real_dice_checks):
            person = self._kind_combos[seat].currentData() in (None, CHILD)
            self._real_dice_checks[seat].setEnabled(person)

    def _clear_error(self) -> None:
        self._error.hide()
        for edit in self._name_edits:
            if edit.property("invalid"):
                edit.setProperty("invalid", False)
                edit.setStyleSheet("")

    def _on_start(self) -> None:
        names = self.names()
        problem = check_names(names)
        if problem is not None:
            seat, text = problem
            self._error.setText("⚠ " + text)
            self._error.show()
            edit = self._name_edits[seat]
            edit.setProperty("invalid", True)
            edit.setStyleSheet("border: 2px solid #b3261e;")
            edit.setFocus()
            edit.selectAll()
            return
        if self._before_start is not None and not self._before_start():
            self.reject()
            return
        seats = tuple(Seat(name, level, real) for name, level, real
                      in zip(names, self.levels(), self.real_dice(), strict=True))
        if self._roll_off_radio.isChecked() and len(seats) > 1:
            first, rounds = roll_off_rounds(len(seats), self._rng)
            self._setup = NewGameSetup(self.variant_id(), seats, first, True, tuple(rounds))
            self._show_roll_off()
        else:
            self._setup = NewGameSetup(self.variant_id(), seats, 0, False)
            self.accept()

    # --- the roll-off page --------------------------------------------------------------

    #: The side of a roll-off die, in px at the usual scale (the table's dice are at least 64 px too).
    ROLL_OFF_DIE = 72

    def _show_roll_off(self) -> None:
        setup = self._setup
        assert setup is not None
        page = QWidget()
        # The dialog's words (its scale) from the start: a page laid in the dialog once it is on
        # screen did not take them (it kept the application's words beside grown names and dice).
        page.setFont(self._sizes.font())
        layout = QVBoxLayout(page)
        title = QLabel(translate("NewGameDialog", "<h2>Who starts?</h2>"))
        layout.addWidget(title)
        layout.addWidget(QLabel(translate("NewGameDialog", "Each player rolls one die; players tied for the "
                                             "highest roll again.")))
        grid = QGridLayout()
        grid.setHorizontalSpacing(self._sizes.px(18))
        grid.setVerticalSpacing(self._sizes.px(10))
        for r in range(len(setup.rounds)):
            header = QLabel(translate("NewGameDialog", "<b>Round {number}</b>").format(number=r + 1))
            header.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom)
            grid.addWidget(header, 0, r + 1)
        name_font = self._sizes.font(times=1.2)
        for player, seat in enumerate(setup.seats):
            name = QLabel(escape(seat.name))
            name.setTextFormat(Qt.TextFormat.RichText)  # escaped: "&amp;" must not show as it is
            name.setFont(name_font)
            if player == setup.first_player:
                name.setText(f"<b>▶ {escape(seat.name)}</b>")
            name.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, player + 1, 0)
            for r, faces in enumerate(setup.rounds):
                if player in faces:
                    die = _single_die(faces[player], self.variant_id() == "kismet",
                                      translate("NewGameDialog", "{name}, round {number}").format(
                                          name=seat.name, number=r + 1), self._sizes.px(self.ROLL_OFF_DIE))
                    grid.addWidget(die, player + 1, r + 1, Qt.AlignmentFlag.AlignCenter)
        inner = QWidget()
        inner.setObjectName("rollOffTable")
        inner.setLayout(grid)
        # The table sits at the top, centred; any spare height goes below it, not between rows.
        holder = QWidget()
        holder_layout = QVBoxLayout(holder)
        holder_layout.setContentsMargins(0, self._sizes.px(8), 0, 0)
        holder_layout.addWidget(inner, 0, Qt.AlignmentFlag.AlignHCenter)
        holder_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        scroll.setWidget(holder)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(scroll, 1)
        winner = setup.seats[setup.first_player].name
        last = setup.rounds[-1][setup.first_player]
        result = QLabel(translate("NewGameDialog", "<h3>{name} rolled the highest ({face}) and starts.</h3>")
                        .format(name=escape(winner), face=last))
        result.setObjectName("rollOffResult")
        result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(result)
        buttons = QHBoxLayout()
        back = QPushButton(translate("NewGameDialog", "&Back"))
        back.setObjectName("backButton")
        back.setAutoDefault(False)
        back.clicked.connect(self._back)
        play = QPushButton(translate("NewGameDialog", "&Play"))
        play.setObjectName("playButton")
        play.clicked.connect(self.accept)
        buttons.addWidget(back)
        buttons.addStretch(1)
        buttons.addWidget(play)
        layout.addLayout(buttons)
        old = self._roll_off_page
        self._pages.removeWidget(old)
        old.deleteLater()
        self._roll_off_page = page
        self._pages.addWidget(page)
        self._pages.setCurrentWidget(page)
        play.setDefault(True)  # now that it is inside the dialog: Enter plays
        play.setFocus()

    def _back(self) -> None:
        self._setup = None
        self._pages.setCurrentIndex(0)
        self._start.setDefault(True)
        self._start.setFocus()


def _single_die(face: int, colored: bool, what: str, side: int) -> QWidget:
    """One die showing ``face`` (the dice module's painted die when it is there)."""
    try:
        from yachtgui.widgets.table.dice import DieWidget
    except ImportError:  # the dice module is optional while it is being built
        label = QLabel(str(face))
        label.setAccessibleName(f"{what}: {face}")
        return label
    die = DieWidget(0)
    die.set_value(face)
    die.set_colored(colored)
    die.set_interactive(False)
    die.setFixedSize(side, side)
    die.setAccessibleName(f"{what}: {face}")
    return die
