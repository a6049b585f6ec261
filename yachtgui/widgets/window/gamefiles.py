"""Games on disk, as the main window offers them: open, save, export and print, and keeping several.

What this module owns: :class:`GameFilesMixin`, the part of
:class:`~yachtgui.widgets.window.mainwindow.MainWindow` that reads and writes games — File > Open and
Save As (:meth:`~GameFilesMixin.load_file`, :meth:`~GameFilesMixin.save_to`), Export PDF and
Print of the game on the table or of the last finished game
(:meth:`~GameFilesMixin.last_finished_game`), the blank score pad, and the unfinished games kept
on disk (File > Continue a Game and the welcome card's list:
:meth:`~GameFilesMixin.continue_game`, :meth:`~GameFilesMixin.abandon_kept_game`,
:meth:`~GameFilesMixin.settle_unfinished_game`). A damaged or unwritable file gets a clear
message and the game on the table is never lost.

A mixin, not a helper object: tests and the window's other parts call these methods on the
window (``window.load_file``), tests answer its questions by replacing
``window.ask_keep_or_abandon`` and ``window.ask_abandon``, and the flows use the window's
status bar, welcome card, settings and :meth:`_computer_waits` throughout.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer

from yachtgui.persistence import (
    FILE_SUFFIX,
    PersistenceError,
    SavedGame,
    last_finished_path,
    load_game,
    save_game,
)
from yachtgui.text import translate

if TYPE_CHECKING:  # types of annotations only
    from yachtgui.persistence import UnfinishedGame

__all__ = ["GameFilesMixin"]


def _file_filter() -> str:
    """The file dialogs' filter for saved games, in the app's language."""
    return ";;".join((translate("MainWindow", "Saved games (*{suffix})").format(suffix=FILE_SUFFIX),
                      translate("MainWindow", "JSON files (*.json)"),
                      translate("MainWindow", "All files (*)")))


class GameFilesMixin:
    """Open, save, export, print and keep games: mixed into the main window (before QMainWindow).

    Uses the window's ``controller``, ``settings``, ``statusBar()``, ``welcome`` card,
    ``continue_menu`` and ``_computer_waits()`` (a computer's turn waits while a file dialog or
    question is open), and keeps the last finished game in ``_last_finished``.
    """

    def open_game(self) -> None:
        """File > Open: continue a saved game; a damaged file gets a message, nothing is lost."""
        from PySide6.QtWidgets import QFileDialog  # dialogs are imported where they are used

        with self._computer_waits():
            path, _ = QFileDialog.getOpenFileName(self, translate("MainWindow", "Open a saved game"),
                                                  self._last_folder(), _file_filter())
            if path:
                self.load_file(path)

    def load_file(self, path: str | Path) -> bool:
        """Continue the game saved in ``path``; False (and a message box) if it can't be read."""
        try:
            saved = load_game(path, rng=self._rng)
        except PersistenceError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, translate("MainWindow", "Can't open this game"),
                                translate("MainWindow", "{problem}\n\nThe game you are playing is "
                                          "unchanged.").format(problem=_sentence(str(error))))
            return False
        self.settings.set("last_folder", str(Path(path).parent))
        self.controller.load(saved)
        self._last_setup = None
        self.statusBar().showMessage(
            translate("MainWindow", "Opened {file}.").format(file=Path(path).name), 8000)
        return True

    def save_game_as(self) -> None:
        """File > Save As: write the game to a *.yacht.json file."""
        game = self.controller.game
        if game is None:
            return
        suggested = str(Path(self._last_folder()) / f"{game.variant.id}-game{FILE_SUFFIX}")
        from PySide6.QtWidgets import QFileDialog

        with self._computer_waits():
            path, _ = QFileDialog.getSaveFileName(self, translate("MainWindow", "Save the game"), suggested,
                                                  _file_filter())
            if path:
                self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Save the running game to ``path`` (adding .yacht.json if it has no .json ending)."""
        game = self.controller.game
        if game is None:
            return False
        target = Path(path)
        if not target.name.endswith(".json"):
            target = target.with_name(target.name + FILE_SUFFIX)
        try:
            save_game(target, SavedGame(game, self.controller.seats))
        except PersistenceError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, translate("MainWindow", "Can't save the game"),
                                translate("MainWindow", "{problem}\n\nTry another folder; the game "
                                          "goes on.").format(problem=_sentence(str(error))))
            return False
        self.settings.set("last_folder", str(target.parent))
        self.show_saved_file(translate("MainWindow", "Game saved"), target)
        return True

    def _last_folder(self) -> str:
        folder = self.settings.get("last_folder")
        return folder if folder and Path(folder).is_dir() else str(Path.home())

    # --- export (issue 5) -------------------------------------------------------------

    def _export_pdf(self, finished: bool = False) -> None:
        """Export PDF (the game on the table, or ``finished``: the last game that ended)."""
        from yachtgui.export import dialogs

        chosen = self._game_for_card(finished)
        if chosen is None:
            return
        with self._computer_waits():
            path = dialogs.export_game_pdf(self, chosen[0], chosen[1])
        if path is not None:
            self.show_saved_file(translate("MainWindow", "Score card saved"), Path(path))

    def _print(self, finished: bool = False) -> None:
        from yachtgui.export import dialogs

        chosen = self._game_for_card(finished)
        if chosen is None:
            return
        with self._computer_waits():
            dialogs.print_game(self, chosen[0], chosen[1])

    def _game_for_card(self, finished: bool) -> tuple[Any, tuple[Any, ...]] | None:
        """The game and seats a score card is made of: the game on the table, or with
        ``finished`` the last game that ended; None when there is none."""
        if finished:
            return self.last_finished_game()
        game = self.controller.game
        return None if game is None else (game, self.controller.seats)

    def show_saved_file(self, what: str, path: Path) -> None:
        """Say in the status bar where a file went, with an Open folder button."""
        from yachtgui.widgets.dialogs.keeping import SavedFileNotice

        if self._saved_notice is None:
            self._saved_notice = SavedFileNotice()
            self.statusBar().addWidget(self._saved_notice, 1)
        self.statusBar().clearMessage()
        self._saved_notice.show_file(what, path)

    def last_finished_game(self) -> tuple[Any, tuple[Any, ...]] | None:
        """(game, seats) of the last game that ended (here or in an earlier session), or None."""
        if self._last_finished is None and not self._last_finished_read:
            self._last_finished_read = True
            path = last_finished_path()
            if path.is_file():
                try:
                    saved = load_game(path)
                except PersistenceError:
                    return None
                if saved.game.is_over:
                    self._last_finished = (saved.game, saved.seats)
        return self._last_finished

    # --- keeping several games ----------------------------------------------------------

    def kept_games(self) -> list[Any]:
        """The unfinished games kept on disk, newest first (problems go to the status bar)."""
        from yachtgui.persistence import unfinished_games

        self.controller.flush_autosave()  # the game on the table is listed as it is now
        games, problems = unfinished_games(rng=self._rng)
        if problems:
            self.statusBar().showMessage(" ".join(problems), 15000)
        return games

    def refresh_continue_list(self) -> None:
        """Fill the welcome card's "Continue a game" list from the disk."""
        self.welcome.continue_list.set_games(self.kept_games())
        self.welcome.adjustSize()
        self.welcome.place()

    def _fill_continue_menu(self) -> None:
        from yachtgui.widgets.dialogs.keeping import fill_continue_menu

        fill_continue_menu(self.menus.actions.continue_menu, self.kept_games() if self._painted else [],
                           self.controller.save_path, self.continue_game, self.abandon_kept_game)

    def abandon_kept_game(self, kept: UnfinishedGame) -> bool:
        """Give up a kept game once the family confirms (never the one being played); True if its
        file is gone. The welcome card and the menu then list the games left; a failure says why."""
        from yachtgui.widgets.dialogs.keeping import abandon_with_question

        row = self._welcome.continue_list.focused_row() if self._welcome is not None else 0
        with self._computer_waits():
            gone, message = abandon_with_question(kept, self.controller.save_path, self.ask_abandon)
        if message:
            self.statusBar().showMessage(message, 12000)
        if gone:
            if self._welcome is not None and self._welcome.isVisible():
                self.refresh_continue_list()
                if not self._welcome.continue_list.focus_row(row):
                    self._focus_welcome()
            QTimer.singleShot(0, self, self._fill_continue_menu)  # not while its action is being triggered
        return gone

    def ask_abandon(self, kept: UnfinishedGame) -> bool:
        """The question "Abandon the … game?": True for Abandon (a test may answer it instead)."""
        from yachtgui.widgets.dialogs.keeping import ask_abandon

        return ask_abandon(self, kept)

    def continue_game(self, path: Path) -> bool:
        """Continue the kept game in ``path``; the game on the table (if unfinished) is kept too."""
        if path == self.controller.save_path:
            return True
        try:
            saved = load_game(path, rng=self._rng)
        except PersistenceError as error:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, translate("MainWindow", "Can't continue this game"),
                                translate("MainWindow", "{problem}\n\nThe game you are playing is "
                                          "unchanged.").format(problem=_sentence(str(error))))
            return False
        from yachtgui.widgets.dialogs.keeping import game_words

        before = self.controller.game
        kept = before is not None and not before.is_over and bool(before.history or before.dice)
        self.controller.load(saved, path)
        self._last_setup = None
        said = translate("MainWindow", "Continuing the {game}. The game you were playing is kept: File > "
                                       "Continue a Game.") if kept \
            else translate("MainWindow", "Continuing the {game}.")
        self.statusBar().showMessage(said.format(game=game_words(saved.game, saved.seats)), 10000)
        return True

    def settle_unfinished_game(self) -> bool:
        """Before another game starts: ask whether to keep or abandon an unfinished one.

        True when the new game may start (kept, abandoned, or nothing to ask
        about); False when the player cancelled.
        """
        game = self.controller.game
        if game is None or game.is_over or not (game.history or game.dice):
            return True
        with self._computer_waits():
            answer = self.ask_keep_or_abandon()
        if answer == "cancel":
            return False
        if answer == "abandon":
            try:
                self.controller.abandon_game()
            except PersistenceError as error:
                self.statusBar().showMessage(_sentence(str(error)), 10000)
        return True

    def ask_keep_or_abandon(self) -> str:
        """The question itself: "keep", "abandon" or "cancel" (a test may answer it instead)."""
        from yachtgui.widgets.dialogs.keeping import ask_keep_or_abandon

        game = self.controller.game
        assert game is not None
        return ask_keep_or_abandon(self, game, self.controller.seats)

    def _blank_pad(self) -> None:
        from yachtgui.export import dialogs

        game = self.controller.game
        variant_id = game.variant.id if game is not None else self.settings.get("variant")
        with self._computer_waits():
            path = dialogs.export_blank_pad(self, variant_id)
        if path is not None:
            self.show_saved_file(translate("MainWindow", "Blank score pad saved"), Path(path))


def _sentence(text: str) -> str:
    from yachtgui.app.controller import plain_message

    return plain_message(text)
