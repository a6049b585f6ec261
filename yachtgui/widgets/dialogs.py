"""The game-over ranking and the Preferences dialog.

:class:`GameOverDialog` names the winner(s), lists every player's place and
total (ties share a place), the coach's tally when the coach was on, and
offers Play again / New game / Close; its ``result_choice`` says which.
:class:`PreferencesDialog` edits the keys of :mod:`yachtgui.settings` the
window uses (animation, coach, computer speed); it returns values, the window
applies them.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from yachtgui.controller import join_names

if TYPE_CHECKING:
    from yachtgui.game import Game

__all__ = ["SPEED_CHOICES", "GameOverDialog", "PreferencesDialog", "ordinal", "winner_sentence"]

#: The computer speeds offered: (label, settings value).
SPEED_CHOICES: tuple[tuple[str, str], ...] = (
    ("Relaxed", "relaxed"),
    ("Normal", "normal"),
    ("Fast", "fast"),
    ("Instant (no pauses)", "instant"),
)


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def winner_sentence(game: Game) -> str:
    """The headline: "Ann wins with 231 points!", "Ann and Bob share the win with 200 points!".

    A player alone gets "Final score: 231".
    """
    winners = [game.players[i] for i in game.winners()]
    total = game.total(game.winners()[0])
    if len(game.players) == 1:
        return f"Final score: {total}"
    if len(winners) == 1:
        return f"{winners[0]} wins with {total} points!"
    if len(winners) == len(game.players):
        return f"A tie: {join_names(winners)} all scored {total} points!"
    return f"{join_names(winners)} share the win with {total} points!"


class GameOverDialog(QDialog):
    """The final ranking; ``result_choice`` is "again", "new" or "close" after it closes.

    ``coach_notes`` are the coach's sentences ("Ann gave up 23.5 points to
    perfect play ..."), shown under the ranking when there are any.
    """

    def __init__(self, game: Game, parent: QWidget | None = None, coach_notes: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverDialog")
        self.setWindowTitle(f"Game over — {game.variant.name}")
        self.result_choice = "close"

        star = QLabel("★")
        star.setObjectName("gameOverStar")
        star.setAlignment(Qt.AlignmentFlag.AlignCenter)
        star.setStyleSheet("color: #b7791f;")
        star_font = star.font()
        star_font.setPointSizeF(star_font.pointSizeF() * 3.2)
        star.setFont(star_font)
        star.setAccessibleName("Game over")
        headline = QLabel(escape(winner_sentence(game)))
        headline.setObjectName("winnerLabel")
        headline.setTextFormat(Qt.TextFormat.RichText)
        headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        headline.setWordWrap(True)
        font = headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.9)
        font.setBold(True)
        headline.setFont(font)
        subline = QLabel(f"{escape(game.variant.name)} · {len(game.players)} "
                         f"{'player' if len(game.players) == 1 else 'players'}")
        subline.setAlignment(Qt.AlignmentFlag.AlignCenter)

        table = QTableWidget(0, 3)
        table.setObjectName("rankingTable")
        table.setHorizontalHeaderLabels(["Place", "Player", "Total"])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        base = table.font()
        base.setPointSizeF(base.pointSizeF() * 1.25)
        table.setFont(base)
        for place, players, total in game.standings():
            shared = len(players) > 1
            for player in players:
                row = table.rowCount()
                table.insertRow(row)
                label = ordinal(place) + (" (tie)" if shared else "")
                items = [QTableWidgetItem(label), QTableWidgetItem(game.players[player]),
                         QTableWidgetItem(str(total))]
                items[0].setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                items[2].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                items[1].setToolTip(game.players[player])
                if place == 1:
                    for item in items:
                        font = QFont(base)
                        font.setBold(True)
                        font.setPointSizeF(base.pointSizeF() * 1.15)
                        item.setFont(font)
                for column, item in enumerate(items):
                    table.setItem(row, column, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.resizeRowsToContents()
        for row in range(table.rowCount()):
            table.setRowHeight(row, table.rowHeight(row) + 10)
        visible_rows = min(table.rowCount(), 10)
        rows_height = sum(table.rowHeight(r) for r in range(visible_rows))
        table.setFixedHeight(rows_height + header.sizeHint().height() + 2 * table.frameWidth() + 2)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

        buttons = QDialogButtonBox()
        again = QPushButton("&Play again")
        again.setObjectName("playAgainButton")
        again.setDefault(True)
        again.setMinimumHeight(40)
        new = QPushButton("&New game…")
        new.setObjectName("newGameButton")
        # A plain Close: the style's standard Close button wears a red cancel icon on some desktops.
        close = QPushButton("Close")
        close.setObjectName("closeButton")
        buttons.addButton(again, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(new, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(close, QDialogButtonBox.ButtonRole.RejectRole)
        again.clicked.connect(lambda: self._finish("again"))
        new.clicked.connect(lambda: self._finish("new"))
        close.clicked.connect(lambda: self._finish("close"))

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(10)
        layout.addWidget(star)
        layout.addWidget(headline)
        layout.addWidget(subline)
        layout.addWidget(table)
        self._coach = QLabel()
        self._coach.setObjectName("coachSummary")
        self._coach.setTextFormat(Qt.TextFormat.RichText)
        self._coach.setWordWrap(True)
        self._coach.setToolTip("Expected points each choice gave up against the best choice, added up "
                               "over the game (luck not counted).")
        layout.addWidget(self._coach)
        self.set_coach_notes(coach_notes)
        layout.addWidget(QLabel("Play again keeps the same players and variant."))
        layout.addWidget(buttons)
        self.setMinimumWidth(520)
        self.adjustSize()
        again.setFocus()

    def set_coach_notes(self, notes: Sequence[str]) -> None:
        """Show (or update, or hide when empty) the coach's sentences under the ranking."""
        self._coach.setText("<b>Coach</b><br>" + "<br>".join(escape(note) + "." for note in notes))
        self._coach.setVisible(bool(notes))
        self.adjustSize()

    def add_section(self, widget: QWidget) -> None:
        """Show ``widget`` under the ranking (the game analysis of the history uses it)."""
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(max(0, layout.count() - 2), widget)  # above the note and the buttons
        self.adjustSize()

    def _finish(self, choice: str) -> None:
        self.result_choice = choice
        if choice == "close":
            self.reject()
        else:
            self.accept()


class PreferencesDialog(QDialog):
    """Animation on/off, the coach on/off and the computer players' speed (``speed_combo`` data)."""

    def __init__(self, animation: bool, coach: bool, coach_available: bool,
                 parent: QWidget | None = None, speed: str = "normal") -> None:
        super().__init__(parent)
        self.setObjectName("preferencesDialog")
        self.setWindowTitle("Preferences")
        self.animation_box = QCheckBox("&Animate the dice when they are rolled")
        self.animation_box.setObjectName("animationCheck")
        self.animation_box.setChecked(animation)
        self.coach_box = QCheckBox("&Coach: after each move, say how many points it gave up")
        self.coach_box.setObjectName("coachCheck")
        self.coach_box.setChecked(coach)
        self.coach_box.setEnabled(coach_available)
        if not coach_available:
            self.coach_box.setToolTip("The coach comes with the computer players.")
        group = QGroupBox("Play")
        group_layout = QVBoxLayout(group)
        group_layout.addWidget(self.animation_box)
        group_layout.addWidget(self.coach_box)
        self.speed_combo = QComboBox()
        self.speed_combo.setObjectName("computerSpeed")
        self.speed_combo.setAccessibleName("Computer speed")
        for label, value in SPEED_CHOICES:
            self.speed_combo.addItem(label, value)
        self.speed_combo.setCurrentIndex(max(0, self.speed_combo.findData(speed)))
        self.speed_combo.setToolTip("How long computer players pause between their steps. "
                                    "Space skips a computer's turn at any speed.")
        speed_row = QFormLayout()
        speed_row.addRow("Computer &speed:", self.speed_combo)
        group_layout.addLayout(speed_row)
        standard = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(standard.Ok | standard.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(group)
        layout.addWidget(buttons)
