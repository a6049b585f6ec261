"""Keeping games: the "Continue a game" list, the keep-or-abandon question, and "saved to" notices.

- :class:`ContinueList` is the welcome card's list of unfinished games (one
  button each, newest first, with a small "Abandon…" beside it);
  ``chosen(path)`` says which one to continue, ``abandon_requested(kept)``
  which one the family wants to give up.
- :func:`fill_continue_menu` fills File > Continue a Game the same way, with an
  "Abandon a Kept Game" submenu.
- :func:`ask_abandon` asks "Abandon the Yacht game with Ann and Bob, round 4 of 13?"
  (:func:`yachtgui.app.keeping.abandon_with_question` removes the file on Abandon).
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
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from yachtgui.app.keeping import abandon_with_question, game_words, kept_game_words
from yachtgui.persistence.slots import when_played
from yachtgui.plaintext import literal
from yachtgui.rules.words import variant_name
from yachtgui.text import translate
from yachtgui.widgets.elided import ElidedLabel

if TYPE_CHECKING:
    from yachtgui.game import Game
    from yachtgui.persistence import Seat, UnfinishedGame

__all__ = ["ContinueList", "SavedFileNotice", "abandon_with_question", "ask_abandon", "ask_keep_or_abandon",
           "fill_continue_menu", "game_words", "kept_game_words", "open_folder"]

#: The welcome card lists this many games; File > Continue a Game lists them all.
SHOWN_ON_CARD = 3
#: The width (px) the names of a game's players get on the welcome card before they end in "…".
CARD_TEXT_WIDTH = 380


class ContinueList(QWidget):
    """Buttons for the kept unfinished games, newest first (``continueGame<i>``), each with an
    "Abandon…" button beside it (``abandonGame<i>``)."""

    chosen = Signal(Path)
    abandon_requested = Signal(object)  # the UnfinishedGame to abandon (after a question)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continueList")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)
        self.buttons: list[QPushButton] = []
        self.abandon_buttons: list[QPushButton] = []
        self._total = 0  # games kept, those beyond the card's rows too
        self._more: QLabel | None = None

    def set_games(self, games: Sequence[UnfinishedGame]) -> None:
        """Show ``games`` (the first :data:`SHOWN_ON_CARD`; a note counts the rest)."""
        _empty_layout(self._layout)
        self.buttons = []
        self.abandon_buttons = []
        self._more = None
        self._total = len(games)
        if not games:
            self.hide()
            return
        title = QLabel(translate("ContinueList", "Continue a game:"))
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
            first = translate("ContinueList", "{variant} · round {round} of {rounds} · {when}").format(
                variant=variant_name(game.variant), round=kept.round, rounds=kept.rounds, when=when)
            names = button.fontMetrics().elidedText(", ".join(game.players), Qt.TextElideMode.ElideRight,
                                                    CARD_TEXT_WIDTH)
            button.setText(f"{first}\n{names}".replace("&", "&&"))  # "&" is a name's, not a shortcut
            button.setAccessibleName(kept.describe())
            button.setMinimumHeight(2 * button.fontMetrics().lineSpacing() + 14)
            button.setObjectName(f"continueGame{number}")
            button.setToolTip(literal(translate("ContinueList", "Continue this game where it stopped: {game}")
                                      .format(game=kept.describe())))
            button.setAutoDefault(True)  # Enter continues the game the focus is on
            button.setStyleSheet("text-align: left; padding: 6px 10px;")
            button.clicked.connect(lambda _checked=False, path=kept.path: self.chosen.emit(path))
            drop = QPushButton()
            drop.setText(translate("ContinueList", "Abandon…"))
            drop.setObjectName(f"abandonGame{number}")
            drop.setAccessibleName(translate("ContinueList", "Abandon the {game}").format(
                game=kept_game_words(kept)))
            drop.setToolTip(translate("ContinueList", "Give up this game for good (you are asked first)"))
            drop.setAutoDefault(True)  # Enter asks, as Space does
            drop.setStyleSheet("padding: 4px 8px;")
            drop.clicked.connect(lambda _checked=False, game=kept: self.abandon_requested.emit(game))
            row = QHBoxLayout()
            row.setSpacing(6)
            row.addWidget(button, 1)
            row.addWidget(drop, 0, Qt.AlignmentFlag.AlignVCenter)
            self._layout.addLayout(row)
            self.buttons.append(button)
            self.abandon_buttons.append(drop)
        self._more = QLabel()
        self._more.setObjectName("moreKeptGames")
        self._layout.addWidget(self._more)
        self.show_rows(SHOWN_ON_CARD)
        self.show()

    def show_rows(self, count: int) -> None:
        """Show the first ``count`` games (at least one), and count the others in a note (a short table:
        the rows of a 1024x600 screen's card were squeezed into each other)."""
        count = max(1, min(count, len(self.buttons)))
        for number, (button, drop) in enumerate(zip(self.buttons, self.abandon_buttons, strict=True)):
            button.setVisible(number < count)
            drop.setVisible(number < count)
        rest = self._total - count
        if self._more is not None:
            if rest == 1:
                self._more.setText(translate("ContinueList", "…and 1 more in File > Continue a Game."))
            elif rest > 1:
                more = translate("ContinueList", "…and {count} more in File > Continue a Game.")
                self._more.setText(more.format(count=rest))
            self._more.setVisible(rest > 0)
        self._layout.invalidate()

    def shown_rows(self) -> int:
        """How many games the list shows."""
        return sum(1 for button in self.buttons if not button.isHidden())

    def focused_row(self) -> int:
        """The row whose Continue or Abandon button has the keyboard focus (0 if none has)."""
        for number, (button, drop) in enumerate(zip(self.buttons, self.abandon_buttons, strict=True)):
            if button.hasFocus() or drop.hasFocus():
                return number
        return 0

    def focus_row(self, number: int) -> bool:
        """Put the keyboard focus on the game in row ``number`` (or the last row); False if none."""
        shown = self.buttons[:self.shown_rows()]
        if not shown:
            return False
        button = shown[min(number, len(shown) - 1)]
        button.show()  # a new button is shown by its layout only later; a hidden one takes no focus
        button.setFocus(Qt.FocusReason.OtherFocusReason)
        return True


def _empty_layout(layout: QLayout) -> None:
    """Take every item out of ``layout`` (rows too), deleting its widgets later."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget = item.widget()
        if widget is not None:
            widget.hide()  # at once: the keyboard focus leaves it now, not when it is deleted
            widget.deleteLater()
        inner = item.layout()
        if inner is not None:
            _empty_layout(inner)
            inner.deleteLater()


def fill_continue_menu(menu: QMenu, games: Sequence[UnfinishedGame], current: Path | None,
                       continue_game: Callable[[Path], object],
                       abandon_game: Callable[[UnfinishedGame], object] | None = None) -> None:
    """Fill File > Continue a Game with ``games`` (the one being played is left out), and with
    ``abandon_game``, an "Abandon a Kept Game" submenu (``abandonMenu``) listing them again."""
    for old in menu.findChildren(QMenu, "abandonMenu"):
        old.deleteLater()  # clear() drops a submenu's action, not the submenu itself
    menu.clear()
    others = [kept for kept in games if current is None or kept.path != current]
    for kept in others:
        action = menu.addAction(kept.describe().replace("&", "&&"))
        action.setToolTip(literal(kept.describe()))  # Qt's own tool tip (the text) would be rich text
        action.triggered.connect(lambda _checked=False, path=kept.path: continue_game(path))
    if not others:
        empty = menu.addAction(translate("KeptGames", "No other unfinished games"))
        empty.setEnabled(False)
        return
    if abandon_game is None:
        return
    menu.addSeparator()
    submenu = menu.addMenu(translate("KeptGames", "&Abandon a Kept Game"))
    submenu.setObjectName("abandonMenu")
    for kept in others:
        action = submenu.addAction(kept.describe().replace("&", "&&") + "…")
        action.setToolTip(literal(translate("KeptGames", "Give up the {game} (you are asked first)").format(
            game=kept_game_words(kept))))
        action.triggered.connect(lambda _checked=False, game=kept: abandon_game(game))


def ask_abandon(parent: QWidget, kept: UnfinishedGame) -> bool:
    """Ask "Abandon the Yacht game with Ann and Bob, round 4 of 13?"; True for Abandon.

    "Keep it" is the default and Escape's answer: giving a game up is never one key away.
    """
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setObjectName("abandonKeptBox")
    box.setTextFormat(Qt.TextFormat.PlainText)  # names as written, never as HTML
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("KeptGames", "Abandon a kept game"))
    box.setText(translate("KeptGames", "Abandon the {game}?").format(game=kept_game_words(kept)))
    box.setInformativeText(translate("KeptGames", "It cannot be continued afterwards."))
    abandon = box.addButton(translate("KeptGames", "&Abandon"), QMessageBox.ButtonRole.DestructiveRole)
    abandon.setObjectName("abandonButton")
    keep = box.addButton(translate("KeptGames", "&Keep it"), QMessageBox.ButtonRole.RejectRole)
    keep.setObjectName("keepButton")
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    return box.clickedButton() is abandon


def ask_keep_or_abandon(parent: QWidget, game: Game, seats: Sequence[Seat]) -> str:
    """Ask before another game starts: "keep" (for later), "abandon" (delete it) or "cancel"."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setObjectName("keepOrAbandonBox")
    box.setTextFormat(Qt.TextFormat.PlainText)  # names as written, never as HTML
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("KeptGames", "Start a new game"))
    box.setText(translate("KeptGames", "You have an unfinished {game}.").format(game=game_words(game, seats)))
    box.setInformativeText(translate("KeptGames", "Keep it to continue later (File > Continue a Game), "
                                      "or abandon it for good?"))
    keep = box.addButton(translate("KeptGames", "&Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
    keep.setObjectName("keepButton")
    abandon = box.addButton(translate("KeptGames", "&Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
    abandon.setObjectName("abandonButton")
    cancel = box.addButton(translate("KeptGames", "Cancel"), QMessageBox.ButtonRole.RejectRole)
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
        self.label = ElidedLabel()  # a long folder ends in "…"; the tooltip has the whole path
        self.label.setObjectName("savedFileLabel")
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.open_button = QPushButton()
        self.open_button.setText(translate("SavedFileNotice", "Open folder"))
        self.open_button.setObjectName("openFolderButton")
        self.open_button.setAutoDefault(False)
        self.open_button.clicked.connect(self._open)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.open_button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # its own size
        layout.addWidget(self.label, 1)
        layout.addWidget(self.open_button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def show_file(self, what: str, path: Path, ms: int = 20000) -> None:
        """Say ``what`` ("Score card saved") went to ``path``, for ``ms`` milliseconds."""
        self.path = path
        self.label.setText(translate("SavedFileNotice", "{what}: {file} in {folder}").format(
            what=what, file=path.name, folder=path.parent))
        self.label.setAccessibleDescription(str(path))
        self.open_button.setToolTip(literal(translate("SavedFileNotice", "Show {folder} in the file manager")
                                            .format(folder=path.parent)))
        self.show()
        self._timer.start(ms)

    def _open(self) -> None:
        if self.path is not None:
            open_folder(self.path)
