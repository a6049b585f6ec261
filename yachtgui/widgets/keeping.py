"""Keeping games: the "Continue a game" list, the keep-or-abandon question, and "saved to" notices.

- :class:`ContinueList` is the welcome card's list of unfinished games (one
  button each, newest first); ``chosen(path)`` says which one to continue.
- :func:`fill_continue_menu` fills File > Continue a Game the same way.
- :func:`ask_keep_or_abandon` asks what becomes of an unfinished game when
  another starts: "keep", "abandon" or "cancel".
- :class:`SavedFileNotice` is the status bar's "Saved … [Open folder]".

The window owns these widgets and does what they ask; nothing here changes a game.
"""



from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from yachtgui.controller import join_names
from yachtgui.persistence.slots import when_played

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu

    from yachtgui.game import Game
    from yachtgui.persistence import Seat, UnfinishedGame

__all__ = ["ContinueList", "SavedFileNotice", "ask_keep_or_abandon", "fill_continue_menu", "game_words",
           "open_folder"]

#: The welcome card lists this many games; File > Continue a Game lists them all.
SHOWN_ON_CARD = 3
#: The width (px) the names of a game's players get on the welcome card before they end in "…".
CARD_TEXT_WIDTH = 380


def game_words(game: Game, seats: Sequence[Seat] = ()) -> str:
    """ "Yacht game with Ann and Bob" (computers marked), for questions and messages."""
    names = [f"{seat.name} (computer)" if seat.is_computer else seat.name for seat in seats] \
        if seats else list(game.players)
    if len(names) == 1:
        return f"{game.variant.name} game of {names[0]}"
    return f"{game.variant.name} game with {join_names(names)}"


class ContinueList(QWidget):
    """Buttons for the kept unfinished games, newest first (``continueGame<i>``)."""

    chosen = Signal(Path)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continueList")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.buttons: list[QPushButton] = []

    def set_games(self, games: Sequence[UnfinishedGame]) -> None:
        """Show ``games`` (the first :data:`SHOWN_ON_CARD`; a note counts the rest)."""
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.buttons = []
        if not games:
            self.hide()
            return
        title = QLabel("Continue a game:")
        title.setObjectName("continueTitle")
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        self._layout.addWidget(title)
        for number, kept in enumerate(games[:SHOWN_ON_CARD]):
            button = QPushButton()
            # Two lines, so that a long list of names never hides the round and the day.
            game = kept.saved.game
            when = when_played(kept.last_played)
            first = f"{game.variant.name} · round {kept.round} of {kept.rounds} · {when}"
            names = button.fontMetrics().elidedText(", ".join(game.players), Qt.TextElideMode.ElideRight,
                                                    CARD_TEXT_WIDTH)
            button.setText(f"{first}\n{names}")
            button.setAccessibleName(kept.describe())
            button.setMinimumHeight(2 * button.fontMetrics().lineSpacing() + 14)
            button.setObjectName(f"continueGame{number}")
            button.setToolTip(f"Continue this game where it stopped: {kept.describe()}")
            button.setAutoDefault(True)  # Enter continues the game the focus is on
            button.setStyleSheet("text-align: left; padding: 6px 10px;")
            button.clicked.connect(lambda _checked=False, path=kept.path: self.chosen.emit(path))
            self._layout.addWidget(button)
            self.buttons.append(button)
        rest = len(games) - SHOWN_ON_CARD
        if rest > 0:
            more = QLabel(f"…and {rest} more in File > Continue a Game.")
            self._layout.addWidget(more)
        self.show()


def fill_continue_menu(menu: QMenu, games: Sequence[UnfinishedGame], current: Path | None,
                       continue_game: Callable[[Path], None]) -> None:
    """Fill File > Continue a Game with ``games`` (the one being played is left out)."""
    menu.clear()
    listed = 0
    for kept in games:
        if current is not None and kept.path == current:
            continue
        action = menu.addAction(kept.describe().replace("&", "&&"))
        action.triggered.connect(lambda _checked=False, path=kept.path: continue_game(path))
        listed += 1
    if listed == 0:
        empty = menu.addAction("No other unfinished games")
        empty.setEnabled(False)


def ask_keep_or_abandon(parent: QWidget, game: Game, seats: Sequence[Seat]) -> str:
    """Ask before another game starts: "keep" (for later), "abandon" (delete it) or "cancel"."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setObjectName("keepOrAbandonBox")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle("Start a new game")
    box.setText(f"You have an unfinished {game_words(game, seats)}.")
    box.setInformativeText("Keep it to continue later (File > Continue a Game), or abandon it for good?")
    keep = box.addButton("&Keep it for later", QMessageBox.ButtonRole.AcceptRole)
    keep.setObjectName("keepButton")
    abandon = box.addButton("&Abandon it", QMessageBox.ButtonRole.DestructiveRole)
    abandon.setObjectName("abandonButton")
    cancel = box.addButton("Cancel", QMessageBox.ButtonRole.RejectRole)
    cancel.setObjectName("cancelButton")
    box.setDefaultButton(keep)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    if clicked is keep:
        return "keep"
    if clicked is abandon:
        return "abandon"
    return "cancel"


def open_folder(path: Path) -> bool:
    """Show the folder holding ``path`` in the desktop's file manager; False if that failed."""
    from PySide6.QtGui import QDesktopServices

    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent)))


class SavedFileNotice(QWidget):
    """A status bar notice "Saved family.pdf in Documents" with an Open folder button.

    :meth:`show_file` shows it for a while (it hides itself), :attr:`path` is the file.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("savedFileNotice")
        self.path: Path | None = None
        self.label = QLabel()
        self.label.setObjectName("savedFileLabel")
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.open_button = QPushButton()
        self.open_button.setText("Open folder")
        self.open_button.setObjectName("openFolderButton")
        self.open_button.setAutoDefault(False)
        self.open_button.clicked.connect(self._open)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.open_button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_file(self, what: str, path: Path, ms: int = 20000) -> None:
        """Say ``what`` ("Score card saved") went to ``path``, for ``ms`` milliseconds."""
        self.path = path
        self.label.setText(f"{what}: {path.name} in {path.parent}")
        self.label.setToolTip(str(path))
        self.open_button.setToolTip(f"Show {path.parent} in the file manager")
        self.show()
        self._timer.start(ms)

    def _open(self) -> None:
        if self.path is not None:
            open_folder(self.path)
