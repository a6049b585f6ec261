"""The game-over ranking and the Preferences dialog.

:class:`GameOverDialog` names the winner(s), lists every player's place and
total (ties share a place), the coach's tally when the coach was on, and
offers Play again / New game / Close; its ``result_choice`` says which.
Print and Export PDF (``printRequested``, ``exportRequested``) keep it open, so
the card can go to paper before anyone plays again.
:class:`PreferencesDialog` edits the keys of :mod:`yachtgui.app.settings` the
window uses (animation, coach, computer speed); it returns values, the window
applies them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yachtgui.plaintext import literal
from yachtgui.rules.words import join_names, ordinal, variant_name
from yachtgui.text import QT_TRANSLATE_NOOP, translate
from yachtgui.widgets.scaling import DialogScale

if TYPE_CHECKING:
    from PySide6.QtGui import QMoveEvent, QShowEvent

    from yachtgui.game import Game

__all__ = ["SPEED_CHOICES", "GameOverDialog", "PreferencesDialog", "winner_sentence"]

#: The computer speeds offered: (label, settings value). The labels are English; they are
#: shown with ``translate("PreferencesDialog", label)``.
SPEED_CHOICES: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Relaxed"), "relaxed"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"), "normal"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"), "fast"),
    (QT_TRANSLATE_NOOP("PreferencesDialog", "Instant (no pauses)"), "instant"),
)


def winner_sentence(game: Game) -> str:
    """The headline: "Ann wins with 231 points!", "Ann and Bob share the win with 200 points!".

    A player alone gets "Final score: 231".
    """
    winners = [game.players[i] for i in game.winners()]
    total = game.total(game.winners()[0])
    if len(game.players) == 1:
        return translate("GameOverDialog", "Final score: {total}").format(total=total)
    if len(winners) == 1:
        if total == 1:
            return translate("GameOverDialog", "{name} wins with 1 point!").format(name=winners[0])
        return translate("GameOverDialog", "{name} wins with {total} points!").format(name=winners[0],
                                                                                      total=total)
    if len(winners) == len(game.players):
        return translate("GameOverDialog", "A tie: {names} all scored {total} points!").format(
            names=join_names(winners), total=total)
    return translate("GameOverDialog", "{names} share the win with {total} points!").format(
        names=join_names(winners), total=total)


class GameOverDialog(QDialog):
    """The final ranking; ``result_choice`` is "again", "new" or "close" after it closes.

    ``coach_notes`` are the coach's sentences ("Ann gave up 23.5 points to
    perfect play ..."), shown under the ranking when there are any.
    """

    printRequested = Signal()  # noqa: N815  (Qt's naming)
    exportRequested = Signal()  # noqa: N815
    def __init__(self, game: Game, parent: QWidget | None = None, coach_notes: Sequence[str] = (),
                 scale: float = 1.0) -> None:
        super().__init__(parent)
        # Over a large window (4K without system scaling) as large as the table's words (issue 22).
        self._sizes = DialogScale(self, scale, indicators=False)  # no radio buttons or check boxes
        self.setObjectName("gameOverDialog")
        self.setWindowTitle(translate("GameOverDialog", "Game over — {variant}").format(
            variant=variant_name(game.variant)))
        self.result_choice = "close"
        self._placed: QRect | None = None  # its frame when last sized or moved (adjustSize grows about it)

        star = QLabel("★")
        star.setObjectName("gameOverStar")
        star.setAlignment(Qt.AlignmentFlag.AlignCenter)
        star.setStyleSheet("color: #b7791f;")
        star.setFont(self._sizes.font(times=3.2))
        star.setAccessibleName(translate("GameOverDialog", "Game over"))
        self._star = star
        headline = QLabel(escape(winner_sentence(game)))
        headline.setObjectName("winnerLabel")
        headline.setTextFormat(Qt.TextFormat.RichText)
        headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        headline.setWordWrap(True)
        headline.setFont(self._sizes.font(bold=True, times=1.9))
        subline = QLabel(translate("GameOverDialog", "{variant} · 1 player").format(
            variant=escape(variant_name(game.variant))) if len(game.players) == 1 else
            translate("GameOverDialog", "{variant} · {count} players").format(
                variant=escape(variant_name(game.variant)), count=len(game.players)))
        subline.setAlignment(Qt.AlignmentFlag.AlignCenter)

        table = QTableWidget(0, 3)
        table.setObjectName("rankingTable")
        table.setHorizontalHeaderLabels([translate("GameOverDialog", "Place"),
                                         translate("GameOverDialog", "Player"),
                                         translate("GameOverDialog", "Total")])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        base = self._sizes.font(times=1.25)
        table.setFont(base)
        for place, players, total in game.standings():
            shared = len(players) > 1
            for player in players:
                row = table.rowCount()
                table.insertRow(row)
                label = (translate("GameOverDialog", "{place} (tie)").format(place=ordinal(place)) if shared
                         else ordinal(place))
                items = [QTableWidgetItem(label), QTableWidgetItem(game.players[player]),
                         QTableWidgetItem(str(total))]
                items[0].setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                items[2].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                items[1].setToolTip(literal(game.players[player]))
                if place == 1:  # the winner's row: larger, bold, on gold
                    for item in items:
                        font = QFont(base)
                        font.setBold(True)
                        font.setPointSizeF(base.pointSizeF() * 1.15)
                        item.setFont(font)
                        item.setBackground(QColor("#fde9a9"))
                        item.setForeground(QColor("#3b2a05"))
                for column, item in enumerate(items):
                    table.setItem(row, column, item)
        header = table.horizontalHeader()
        # The headings stand over their figures: Place centred, Player left, Total right.
        for column, alignment in enumerate((Qt.AlignmentFlag.AlignCenter, Qt.AlignmentFlag.AlignLeft,
                                            Qt.AlignmentFlag.AlignRight)):
            heading = table.horizontalHeaderItem(column)
            if heading is not None:
                heading.setTextAlignment(alignment | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.resizeRowsToContents()
        for row in range(table.rowCount()):
            table.setRowHeight(row, table.rowHeight(row) + self._sizes.px(10))
        visible_rows = min(table.rowCount(), 10)
        rows_height = sum(table.rowHeight(r) for r in range(visible_rows))
        table.setFixedHeight(rows_height + header.sizeHint().height() + 2 * table.frameWidth() + 2)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        buttons = QDialogButtonBox()
        again = QPushButton(translate("GameOverDialog", "&Play again"))
        again.setObjectName("playAgainButton")
        again.setDefault(True)
        again.setMinimumHeight(self._sizes.px(40))
        new = QPushButton(translate("GameOverDialog", "&New game…"))
        new.setObjectName("newGameButton")
        # A plain Close: the style's standard Close button wears a red cancel icon on some desktops.
        close = QPushButton(translate("GameOverDialog", "Close"))
        close.setObjectName("closeButton")
        buttons.addButton(again, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(new, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(close, QDialogButtonBox.ButtonRole.RejectRole)
        print_button = QPushButton(translate("GameOverDialog", "P&rint…"))
        print_button.setObjectName("printButton")
        print_button.setAutoDefault(False)
        print_button.setToolTip(translate("GameOverDialog", "Print the score card of this game"))
        export_button = QPushButton(translate("GameOverDialog", "&Export PDF…"))
        export_button.setObjectName("exportButton")
        export_button.setAutoDefault(False)
        export_button.setToolTip(translate("GameOverDialog", "Save the score card of this game as a PDF"))
        print_button.clicked.connect(self.printRequested)
        export_button.clicked.connect(self.exportRequested)
        keep_row = QHBoxLayout()
        keep_row.addWidget(QLabel(translate("GameOverDialog", "Keep the card:")))
        keep_row.addWidget(print_button)
        keep_row.addWidget(export_button)
        keep_row.addStretch(1)
        again.clicked.connect(lambda: self._finish("again"))
        new.clicked.connect(lambda: self._finish("new"))
        close.clicked.connect(lambda: self._finish("close"))

        layout = QVBoxLayout(self)
        px = self._sizes.px
        layout.setContentsMargins(px(24), px(16), px(24), px(16))
        layout.setSpacing(self._sizes.px(10))
        layout.addWidget(star)
        layout.addWidget(headline)
        layout.addWidget(subline)
        # The ranking and what is said about it on the left; the chart of chances (add_side) beside it.
        # All of it scrolls when a screen is too short for it (ten players and everything said about
        # them); the headline and the buttons stay in view.
        self._content = QWidget()
        self._content.setObjectName("gameOverContent")
        self._body = QHBoxLayout(self._content)
        self._body.setContentsMargins(0, 0, 0, 0)
        self._main = QVBoxLayout()
        self._main.addWidget(table)
        self._body.addLayout(self._main, 1)
        self._scroll = QScrollArea()
        self._scroll.setObjectName("gameOverScroll")
        self._scroll.setWidget(self._content)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self._scroll, 1)
        self._coach = QLabel()
        self._coach.setObjectName("coachSummary")
        self._coach.setTextFormat(Qt.TextFormat.RichText)
        self._coach.setWordWrap(True)
        self._coach.setToolTip(translate("GameOverDialog", "Expected points each choice gave up against the "
                                         "best choice, added up over the game (luck not counted)."))
        self._main.addWidget(self._coach)
        self._main.addStretch(1)
        self.set_coach_notes(coach_notes)
        layout.addLayout(keep_row)
        layout.addWidget(QLabel(translate("GameOverDialog",
                                          "Play again keeps the same players and variant.")))
        layout.addWidget(buttons)
        self.setMinimumWidth(min(self._sizes.px(520), self._screen_room().width()))
        self.adjustSize()
        again.setFocus()

    def set_coach_notes(self, notes: Sequence[str]) -> None:
        """Show (or update, or hide when empty) the coach's sentences under the ranking."""
        self._coach.setText(translate("GameOverDialog", "<b>Coach</b>") + "<br>"
                            + "<br>".join(escape(note) + "." for note in notes))
        self._coach.setVisible(bool(notes))
        self.adjustSize()

    def add_section(self, widget: QWidget) -> None:
        """Show ``widget`` under the ranking (the game analysis of the history uses it)."""
        widget.setFont(self._sizes.font())  # made before it was laid here: the dialog's words
        self._main.insertWidget(max(0, self._main.count() - 1), widget)  # above the stretch
        self.adjustSize()

    def add_side(self, widget: QWidget) -> None:
        """Show ``widget`` beside the ranking (the chart of the chances to win), as wide as the ranking."""
        widget.setFont(self._sizes.font())  # made before it was laid here: the dialog's words
        grow = getattr(widget, "grow", None)
        if grow is not None:  # the chart's pixel sizes at the dialog's scale
            grow(self._sizes.factor)
        self._body.addWidget(widget, 3)
        self._body.setStretch(0, 2)
        self._star.hide()  # the chart needs the height on a laptop's screen; the headline says it all
        room = self._screen_room().width()
        self.setMinimumWidth(min(self._sizes.px(1040), max(self._sizes.px(860), room - 80)))
        self.adjustSize()

    def _screen_room(self) -> QSize:
        """The screen's available size (the title bar's height not counted, as before; see DialogScale)."""
        room = self._sizes.room()
        frame = DialogScale.FRAME_ALLOWANCE
        return QSize(room.width() + frame // 2, room.height() + frame)

    def adjustSize(self) -> None:  # noqa: N802  (Qt's name)
        """As large as the contents ask, up to the whole screen (Qt's own stops at two thirds of it,
        which would squeeze the chart and the words beside the ranking on a laptop)."""
        screen = self.screen()
        if screen is None:
            super().adjustSize()
            return
        room = self._screen_room()
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self._body.invalidate()  # the words shown since: measured afresh (the scroll area's own layout)
        self._body.activate()
        content = self._content.sizeHint()
        width = min(max(content.width() + self._sizes.px(60), self.sizeHint().width(), self.minimumWidth()),
                    room.width())
        inner = width - self._sizes.px(64)  # the dialog's side margins and a scroll bar's width
        wrapped = self._content.heightForWidth(inner) if self._content.hasHeightForWidth() else -1
        needed = max(wrapped, content.height())
        scroll = self._scroll.sizeHint().expandedTo(self._scroll.minimumSize()).height()
        others = max(0, self.sizeHint().height() - scroll)  # the headline, the notes and the buttons
        self._scroll.setMinimumHeight(max(120, min(needed, room.height() - 60 - others)))
        if layout is not None:
            layout.activate()
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        # Its centre where it was last placed: the layout may have grown it downwards already.
        centre = (self._placed or self.frameGeometry()).center()
        self.resize(width, min(max(height, self.minimumSizeHint().height()), room.height() - 40))
        if self.isVisible():  # grown while shown (the chart came in): about its centre, and on the screen
            area = screen.availableGeometry()
            frame = self.frameGeometry()
            frame.moveCenter(centre)
            frame.moveLeft(max(area.left(), min(frame.left(), area.right() - frame.width())))
            frame.moveTop(max(area.top(), min(frame.top(), area.bottom() - frame.height())))
            self.move(frame.topLeft())
        self._placed = self.frameGeometry()

    def moveEvent(self, event: QMoveEvent) -> None:  # noqa: N802  (Qt's name)
        """Where it is placed (by the desktop, or dragged) is the place it grows about."""
        super().moveEvent(event)
        self._placed = self.frameGeometry()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802  (Qt's name)
        super().showEvent(event)
        self._placed = self.frameGeometry()  # as the desktop placed it

    def _finish(self, choice: str) -> None:
        self.result_choice = choice
        if choice == "close":
            self.reject()
        else:
            self.accept()


class PreferencesDialog(QDialog):
    """Animation, confirm each score, the coach on/off and the computer players' speed (``speed_combo``)."""

    def __init__(self, animation: bool, coach: bool, coach_available: bool,
                 parent: QWidget | None = None, speed: str = "normal", confirm: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle(translate("PreferencesDialog", "Preferences"))
        self.animation_box = QCheckBox(translate("PreferencesDialog",
                                                 "&Animate the dice when they are rolled"))
        self.animation_box.setObjectName("animationCheck")
        self.animation_box.setChecked(animation)
        self.coach_box = QCheckBox(translate("PreferencesDialog",
                                             "&Coach: after each move, say how many points it gave up"))
        self.coach_box.setObjectName("coachCheck")
        self.coach_box.setChecked(coach)
        self.coach_box.setEnabled(coach_available)
        if not coach_available:
            self.coach_box.setToolTip(translate("PreferencesDialog",
                                                "The coach comes with the computer players."))
        self.confirm_box = QCheckBox(translate("PreferencesDialog", "Confirm each &score: choose a box twice "
                                               "(click or Enter) to write it"))
        self.confirm_box.setObjectName("confirmScoresCheck")
        self.confirm_box.setChecked(confirm)
        self.confirm_box.setToolTip(translate("PreferencesDialog", "A stray click never scores: the first "
                                              "click marks the box, the second writes it. Ctrl+Z still "
                                              "takes a score back."))
        group = QGroupBox(translate("PreferencesDialog", "Play"))
        group_layout = QVBoxLayout(group)
        group_layout.addWidget(self.animation_box)
        group_layout.addWidget(self.confirm_box)
        group_layout.addWidget(self.coach_box)
        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("computerSpeed")
        self.speed_combo.setAccessibleName(translate("PreferencesDialog", "Computer speed"))
        for label, value in SPEED_CHOICES:
            self.speed_combo.addItem(translate("PreferencesDialog", label), value)
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(speed)))
        self.speed_combo.setToolTip(translate("PreferencesDialog", "How long computer players pause between "
                                              "their steps. Space skips a computer's turn at any speed."))
        speed_row = QFormLayout()
        speed_row.addRow(translate("PreferencesDialog", "Computer s&peed:"), self.speed_combo)
        group_layout.addLayout(speed_row)
        standard = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(standard.Ok | standard.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(group)
        layout.addWidget(buttons)
