"""Games on disk for one controller: open, save, continue and abandon kept games, the last finished game.

What this module owns: :class:`GameFiles`, which reads and writes the games of a
:class:`~yachtgui.app.controller.GameController` (:meth:`~GameFiles.load_file`,
:meth:`~GameFiles.save_to`, :meth:`~GameFiles.continue_game`), lists the unfinished games kept on
disk (:meth:`~GameFiles.kept_games`), gives one up or keeps the game on the table when another
starts once the family has said so (:meth:`~GameFiles.abandon_kept_game`,
:meth:`~GameFiles.settle_unfinished_game`), and remembers the last finished game
(:meth:`~GameFiles.last_finished_game`). The family is asked through two injected callables (the
window's message boxes; a test answers them itself). A damaged or unwritable file gets a clear
message (``problem``) and the game on the table is never lost. QtCore only: tested without a
window (tests/app/test_gamefiles.py).
"""

# ruff: noqa: N815  (Qt signals are camelCase, as in Qt itself)

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

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
    from yachtgui.app.controller import GameController
    from yachtgui.app.settings import Settings
    from yachtgui.game import Game, RandomSource
    from yachtgui.persistence import Seat, UnfinishedGame

__all__ = ["FinishedGame", "GameFiles", "file_filter"]

#: A finished game and who sat at it (a score card is made of both).
FinishedGame = tuple["Game", tuple["Seat", ...]]


def file_filter() -> str:
    """The file dialogs' filter for saved games, in the app's language."""
    return ";;".join((translate("MainWindow", "Saved games (*{suffix})").format(suffix=FILE_SUFFIX),
                      translate("MainWindow", "JSON files (*.json)"),
                      translate("MainWindow", "All files (*)")))


def _sentence(text: str, path: str | Path | None = None) -> str:
    """``text`` as a sentence; the name of ``path`` (which the message may begin with) kept as it is."""
    from yachtgui.app.words import plain_message

    names = () if path is None else (str(Path(path)), Path(path).name)
    return plain_message(text, names)


def _never_asked(*_args: object) -> bool:
    return False


class GameFiles(QObject):
    """The games of ``controller`` on disk. ``settings`` remembers the last folder; ``rng`` (the
    session's random source) rolls the dice of the games loaded.

    ``ask_keep_or_abandon(game, seats)`` asks the family what becomes of the unfinished game on
    the table when another starts: "keep", "abandon" or "cancel". ``ask_abandon(kept)`` asks
    whether to give up a kept game: True for Abandon. ``waiting()`` is held while a question is
    open (a computer's turn waits). Both questions are public attributes: a test may answer them.
    """

    #: A file could not be read or written: a title and what happened, in sentences.
    problem = Signal(str, str)
    #: A line for the status bar, and for how many milliseconds.
    said = Signal(str, int)
    #: A file was written: what it is ("Game saved") and where.
    fileSaved = Signal(str, object)
    #: A game was read from a file and is now on the table.
    loaded = Signal()

    def __init__(self, controller: GameController, settings: Settings, rng: RandomSource | None = None, *,
                 ask_keep_or_abandon: Callable[[Game, Sequence[Seat]], str] = lambda _game, _seats: "keep",
                 ask_abandon: Callable[[UnfinishedGame], bool] = _never_asked,
                 waiting: Callable[[], AbstractContextManager[None]] = contextlib.nullcontext,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._settings = settings
        self._rng = rng
        self.ask_keep_or_abandon = ask_keep_or_abandon
        self.ask_abandon = ask_abandon
        self._waiting = waiting
        # The last game that ended (game, seats): File > Export/Print Last Finished Game, until
        # another ends. None until one ends here or is read from last_finished_path().
        self._last_finished: FinishedGame | None = None
        self._last_finished_read = False

    # --- one file ----------------------------------------------------------------------

    def load_file(self, path: str | Path) -> bool:
        """Continue the game saved in ``path``; False (and a ``problem``) if it can't be read."""
        try:
            saved = load_game(path, rng=self._rng)
        except PersistenceError as error:
            self.problem.emit(translate("MainWindow", "Can't open this game"),
                              translate("MainWindow", "{problem}\n\nThe game you are playing is "
                                        "unchanged.").format(problem=_sentence(str(error), path)))
            return False
        self._settings.set("last_folder", str(Path(path).parent))
        self._controller.load(saved)
        self.loaded.emit()
        self.said.emit(translate("MainWindow", "Opened {file}.").format(file=Path(path).name), 8000)
        return True

    def save_to(self, path: str | Path) -> bool:
        """Save the running game to ``path`` (adding .yacht.json if it has no .json ending)."""
        game = self._controller.game
        if game is None:
            return False
        target = Path(path)
        if not target.name.endswith(".json"):
            target = target.with_name(target.name + FILE_SUFFIX)
        try:
            save_game(target, SavedGame(game, self._controller.seats))
        except PersistenceError as error:
            self.problem.emit(translate("MainWindow", "Can't save the game"),
                              translate("MainWindow", "{problem}\n\nTry another folder; the game "
                                        "goes on.").format(problem=_sentence(str(error), target)))
            return False
        self._settings.set("last_folder", str(target.parent))
        self.fileSaved.emit(translate("MainWindow", "Game saved"), target)
        return True

    def last_folder(self) -> str:
        """Where the file dialogs open: the folder last used, else the home folder."""
        folder = self._settings.get("last_folder")
        return folder if folder and Path(folder).is_dir() else str(Path.home())

    def suggested_name(self) -> str:
        """The file Save As suggests for the game on the table ("" without one)."""
        game = self._controller.game
        if game is None:
            return ""
        return str(Path(self.last_folder()) / f"{game.variant.id}-game{FILE_SUFFIX}")

    # --- the last finished game ----------------------------------------------------------

    def set_last_finished(self, game: Game, seats: Sequence[Seat]) -> None:
        """The game that just ended (it stays printable until another ends)."""
        self._last_finished = (game, tuple(seats))

    @property
    def finished_in_memory(self) -> bool:
        """Whether a finished game is known without reading the disk."""
        return self._last_finished is not None

    def last_finished_game(self) -> FinishedGame | None:
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

    def game_for_card(self, finished: bool) -> FinishedGame | None:
        """The game and seats a score card is made of: the game on the table, or with
        ``finished`` the last game that ended; None when there is none."""
        if finished:
            return self.last_finished_game()
        game = self._controller.game
        return None if game is None else (game, self._controller.seats)

    # --- keeping several games -----------------------------------------------------------

    def kept_games(self) -> list[UnfinishedGame]:
        """The unfinished games kept on disk, newest first (problems are ``said``)."""
        from yachtgui.persistence import unfinished_games

        self._controller.flush_autosave()  # the game on the table is listed as it is now
        games, problems = unfinished_games(rng=self._rng)
        from yachtgui.app.instance import free_games

        games, busy = free_games(games, self._controller.save_path)  # another window's game is left to it
        if problems or busy:
            self.said.emit(" ".join(filter(None, (*problems, busy))), 15000)
        return games

    def abandon_kept_game(self, kept: UnfinishedGame) -> bool:
        """Give up a kept game once the family confirms (never the one being played); True if its
        file is gone. What happened is ``said``."""
        from yachtgui.app.keeping import abandon_with_question

        with self._waiting():
            gone, message = abandon_with_question(kept, self._controller.save_path, self.ask_abandon)
        if message:
            self.said.emit(message, 12000)
        return gone

    def continue_game(self, path: Path) -> bool:
        """Continue the kept game in ``path``; the game on the table (if unfinished) is kept too."""
        c = self._controller
        if path == c.save_path:
            return True
        from yachtgui.app.instance import held_elsewhere

        if held_elsewhere(path):
            self.said.emit(translate("MainWindow", "This game is open in another yachtgui window; "
                                                   "it is left to it."), 10000)
            return False
        try:
            saved = load_game(path, rng=self._rng)
        except PersistenceError as error:
            self.problem.emit(translate("MainWindow", "Can't continue this game"),
                              translate("MainWindow", "{problem}\n\nThe game you are playing is "
                                        "unchanged.").format(problem=_sentence(str(error), path)))
            return False
        from yachtgui.app.keeping import game_words

        before = c.game
        kept = before is not None and not before.is_over and bool(before.history or before.dice)
        c.load(saved, path)
        self.loaded.emit()
        said = translate("MainWindow", "Continuing the {game}. The game you were playing is kept: File > "
                                       "Continue a Game.") if kept \
            else translate("MainWindow", "Continuing the {game}.")
        self.said.emit(said.format(game=game_words(saved.game, saved.seats)), 10000)
        return True

    def ask_about_unfinished_game(self) -> str | None:
        """Ask now what becomes of the unfinished game when another starts: "keep", "abandon" or
        "cancel"; None when there is nothing to ask about (no game, a finished or untouched one).

        The new-game dialog asks this at Start, before the new game's roll-off; the answer is
        carried out by :meth:`settle_unfinished_game` once the new game really starts.
        """
        game = self._controller.game
        if game is None or game.is_over or not (game.history or game.dice):
            return None
        with self._waiting():
            return self.ask_keep_or_abandon(game, self._controller.seats)

    def settle_unfinished_game(self, answer: str | None = None) -> bool:
        """Before another game starts: keep or abandon an unfinished one (``answer`` given at the
        new-game dialog's Start, else asked now).

        True when the new game may start (kept, abandoned, or nothing to ask
        about); False when the family cancelled.
        """
        c = self._controller
        game = c.game
        if game is None or game.is_over or not (game.history or game.dice):
            return True
        if answer is None:
            answer = self.ask_about_unfinished_game()
        if answer == "cancel":
            return False
        if answer == "abandon":
            try:
                c.abandon_game()
            except PersistenceError as error:
                self.said.emit(_sentence(str(error)), 10000)
        return True
