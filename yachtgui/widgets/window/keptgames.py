"""The unfinished games kept on disk, as the window lists them and asks about them.

What this module owns: :class:`KeptGamesView`, which fills the welcome card's "Continue a game"
list and File > Continue a Game from :class:`~yachtgui.app.gamefiles.GameFiles`, and gives a kept
game up when the family confirms (the lists then show the games left); and the family's two
questions as the window asks them (:func:`ask_keep_or_abandon`, :func:`ask_abandon`: message boxes
from :mod:`yachtgui.widgets.dialogs.keeping`, imported when first asked).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from yachtgui.app.controller import GameController
    from yachtgui.app.gamefiles import GameFiles
    from yachtgui.game import Game
    from yachtgui.persistence import Seat, UnfinishedGame
    from yachtgui.widgets.table.felt import WelcomeCard
    from yachtgui.widgets.window.menus import MenuBar

__all__ = ["KeptGamesView", "ask_abandon", "ask_keep_or_abandon"]


def ask_keep_or_abandon(parent: QWidget, game: Game, seats: Sequence[Seat]) -> str:
    """Another game starts: "keep", "abandon" or "cancel" the unfinished ``game`` (a message box)."""
    from yachtgui.widgets.dialogs.keeping import ask_keep_or_abandon as ask

    return ask(parent, game, seats)


def ask_abandon(parent: QWidget, kept: UnfinishedGame) -> bool:
    """"Abandon the … game?": True for Abandon (a message box)."""
    from yachtgui.widgets.dialogs.keeping import ask_abandon as ask

    return ask(parent, kept)


class KeptGamesView(QObject):
    """The kept games of ``files`` in ``window``: on the welcome card (``welcome`` makes it,
    ``welcome_made`` is it or None) and in the ``menus``' File > Continue a Game (read from the disk
    only once ``painted``); ``focus_welcome`` gives the card the keyboard."""

    def __init__(self, window: QWidget, controller: GameController, files: GameFiles,
                 menus: MenuBar, welcome: Callable[[], WelcomeCard],
                 welcome_made: Callable[[], WelcomeCard | None], painted: Callable[[], bool],
                 focus_welcome: Callable[[], None]) -> None:
        super().__init__(window)
        self._controller = controller
        self._files = files
        self._menus = menus
        self._welcome = welcome
        self._welcome_made = welcome_made
        self._painted = painted
        self._focus_welcome = focus_welcome

    def refresh_list(self) -> None:
        """Fill the welcome card's "Continue a game" list from the disk."""
        welcome = self._welcome()
        welcome.continue_list.set_games(self._files.kept_games())
        welcome.adjustSize()
        welcome.place()

    def fill_menu(self) -> None:
        """Fill File > Continue a Game (it is about to open)."""
        from yachtgui.widgets.dialogs.keeping import fill_continue_menu

        fill_continue_menu(self._menus.actions.continue_menu,
                           self._files.kept_games() if self._painted() else [],
                           self._controller.save_path, self._files.continue_game, self.abandon)

    def abandon(self, kept: UnfinishedGame) -> bool:
        """Give up a kept game once the family confirms; the welcome card and the menu then list the
        games left (:meth:`GameFiles.abandon_kept_game`)."""
        card = self._welcome_made()
        row = card.continue_list.focused_row() if card is not None else 0
        gone = self._files.abandon_kept_game(kept)
        if gone:
            if card is not None and card.isVisible():
                self.refresh_list()
                if not card.continue_list.focus_row(row):
                    self._focus_welcome()
            QTimer.singleShot(0, self, self.fill_menu)  # not while its action is being triggered
        return gone
