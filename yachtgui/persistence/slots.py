"""Every unfinished game kept on disk, one file each, until it is finished or abandoned.

The running game is saved after every move to its own file in :func:`games_dir`
(``<data dir>/games/game-<time>-<token>.yacht.json``), so starting another game
never overwrites one in progress. :func:`unfinished_games` lists them, newest
first, for the "Continue a game" list; :func:`abandon` deletes one on request.
A game that ends is written to :func:`last_finished_path` (so its card can
still be printed or exported after the app restarts) and its own file goes.

The single ``autosave.json`` of older versions is moved into the folder the
first time the games are listed, so an update keeps the game in progress.
Files here are read with :func:`~yachtgui.persistence.load_game`: a damaged one
is moved aside (never overwritten) and reported, never shown as a game.

No Qt.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Final

from yachtgui.persistence.locking import clean_temporary_files
from yachtgui.persistence.saves import (
    FILE_SUFFIX,
    NewerSaveError,
    PersistenceError,
    SavedGame,
    autosave_path,
    data_dir,
    load_game,
    quarantine,
    save_game,
)
from yachtgui.rules.value import Value
from yachtgui.rules.words import variant_name
from yachtgui.text import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from datetime import datetime

    from yachtgui.game import RandomSource

__all__ = [
    "UnfinishedGame",
    "abandon",
    "abandon_kept_game",
    "count_kept_games",
    "games_dir",
    "is_kept_game",
    "keep_finished_game",
    "last_finished_path",
    "new_game_path",
    "unfinished_games",
    "when_played",
]

_PREFIX: Final = "game-"


class UnfinishedGame(Value):
    """A kept game: where it is, what it holds, and when it was last played (UTC)."""

    __slots__ = ("path", "saved", "last_played")  # noqa: RUF023  (argument order)
    path: Path
    saved: SavedGame
    last_played: datetime

    def __init__(self, path: Path, saved: SavedGame, last_played: datetime) -> None:
        self._set(path=path, saved=saved, last_played=last_played)

    @property
    def round(self) -> int:
        """The round being played (1-based): the boxes the player to move has filled, plus one."""
        game = self.saved.game
        player = game.current_player if game.current_player is not None else 0
        filled = len(game.variant.categories) - len(game.open_boxes(player))
        return min(filled + 1, len(game.variant.categories))

    @property
    def rounds(self) -> int:
        """How many rounds the whole game has (one per box)."""
        return len(self.saved.game.variant.categories)

    def describe(self, now: datetime | None = None) -> str:
        """One line for a list: "Yacht · Ann, Bob · round 5 of 12 · today 21:30"."""
        game = self.saved.game
        text = translate("Saves", "{variant} · {names} · round {round} of {rounds} · {when}")
        return text.format(variant=variant_name(game.variant), names=", ".join(game.players),
                           round=self.round, rounds=self.rounds, when=when_played(self.last_played, now))


def when_played(stamp: datetime, now: datetime | None = None) -> str:
    """ "today 21:30", "yesterday 09:05", "3 Nov 21:30", "3 Nov 2025" in local time."""
    from datetime import datetime as datetime_type

    local = stamp.astimezone()
    today = (now or datetime_type.now().astimezone()).astimezone().date()
    clock = local.strftime("%H:%M")
    days = (today - local.date()).days
    if days == 0:
        return translate("Saves", "today {clock}").format(clock=clock)
    if days == 1:
        return translate("Saves", "yesterday {clock}").format(clock=clock)
    month = translate("Saves", _MONTHS[local.month - 1])
    if local.year == today.year:
        return translate("Saves", "{day} {month} {clock}").format(day=local.day, month=month, clock=clock)
    return translate("Saves", "{day} {month} {year}").format(day=local.day, month=month, year=local.year)


#: The months as :func:`when_played` abbreviates them (marked for translation, context "Saves").
_MONTHS: Final = (
    QT_TRANSLATE_NOOP("Saves", "Jan"),
    QT_TRANSLATE_NOOP("Saves", "Feb"),
    QT_TRANSLATE_NOOP("Saves", "Mar"),
    QT_TRANSLATE_NOOP("Saves", "Apr"),
    QT_TRANSLATE_NOOP("Saves", "May"),
    QT_TRANSLATE_NOOP("Saves", "Jun"),
    QT_TRANSLATE_NOOP("Saves", "Jul"),
    QT_TRANSLATE_NOOP("Saves", "Aug"),
    QT_TRANSLATE_NOOP("Saves", "Sep"),
    QT_TRANSLATE_NOOP("Saves", "Oct"),
    QT_TRANSLATE_NOOP("Saves", "Nov"),
    QT_TRANSLATE_NOOP("Saves", "Dec"),
)


def games_dir() -> Path:
    """The folder of the unfinished games' files."""
    return data_dir() / "games"


def last_finished_path() -> Path:
    """Where the last game that ended is kept (for printing and exporting it later)."""
    return data_dir() / f"last-finished{FILE_SUFFIX}"


def new_game_path() -> Path:
    """A fresh file name in :func:`games_dir` for a game that is starting (not created yet)."""
    from datetime import UTC, datetime

    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return games_dir() / f"{_PREFIX}{stamp}-{os.urandom(4).hex()}{FILE_SUFFIX}"


def is_kept_game(path: Path) -> bool:
    """True when ``path`` is one of the files this module keeps unfinished games in."""
    return path.parent.resolve() == games_dir().resolve() and path.name.startswith(_PREFIX) \
        and path.name.endswith(FILE_SUFFIX)


def _adopt_old_autosave() -> str | None:
    """Move the old single ``autosave.json`` into the games folder; a message if it had to be put aside."""
    old = autosave_path()
    if not old.is_file():
        return None
    try:
        saved = load_game(old)
    except NewerSaveError as error:
        return _newer_message(old, error)
    except PersistenceError as error:
        kept = quarantine(old)
        if kept is None:
            return translate("Saves", "The last game could not be continued: {error}.").format(error=error)
        text = translate("Saves", "The last game could not be continued: {error}. It was kept as {file}.")
        return text.format(error=error, file=kept.name)
    target = last_finished_path() if saved.game.is_over else new_game_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(old, target)
    except OSError:
        return None  # left where it was; listed again next time
    return None


def unfinished_games(rng: RandomSource | None = None) -> tuple[list[UnfinishedGame], list[str]]:
    """The kept unfinished games, most recently played first, and messages about files put aside.

    A finished game found here (the app stopped between its last move and
    tidying up) is moved to :func:`last_finished_path`. ``rng`` replaces the
    saved dice state of every game read (``--seed``).
    """
    from datetime import UTC, datetime

    problems: list[str] = []
    adopted = _adopt_old_autosave()
    if adopted:
        problems.append(adopted)
    folder = games_dir()
    for tidy in (data_dir(), folder):  # what a write cut short (the app killed mid-save) left behind
        clean_temporary_files(tidy)
    try:
        paths = sorted(folder.glob(f"{_PREFIX}*{FILE_SUFFIX}"))
    except OSError:
        return [], problems
    games: list[UnfinishedGame] = []
    for path in paths:
        try:
            saved = load_game(path, rng=rng)
        except NewerSaveError as error:
            problems.append(_newer_message(path, error))  # left where it is, for the newer yachtgui
            continue
        except PersistenceError as error:
            kept = quarantine(path)
            if kept is None:
                text = translate("Saves", "A kept game could not be read: {error}.")
                problems.append(text.format(error=error))
            else:
                text = translate("Saves", "A kept game could not be read: {error}. It was kept as {file}.")
                problems.append(text.format(error=error, file=kept.name))
            continue
        if saved.game.is_over:
            with contextlib.suppress(OSError):
                os.replace(path, last_finished_path())
            continue
        stamp = saved.saved_at
        if stamp is None:
            try:
                stamp = datetime.fromtimestamp(path.stat().st_mtime, UTC)
            except OSError:
                stamp = datetime.now(UTC)
        games.append(UnfinishedGame(path, saved, stamp))
    games.sort(key=lambda kept: kept.last_played, reverse=True)
    return games, problems


def _newer_message(path: Path, error: PersistenceError) -> str:
    text = translate(
        "Saves", "A kept game was made by a newer yachtgui and is left as it is: {file} ({error})."
    )
    return text.format(file=path.name, error=error)


def keep_finished_game(saved: SavedGame, path: Path | None) -> None:
    """A game that ended: write it to :func:`last_finished_path`, then remove its unfinished file
    ``path``, in that order (a failure in between leaves both, never neither).

    Raises :class:`PersistenceError` when either cannot be done (a full disk): the caller tries
    again, since until then the game is still offered as unfinished at its last move.
    """
    save_game(last_finished_path(), saved)
    if path is not None:
        abandon(path)


def count_kept_games() -> int:
    """How many files of kept games there are (without reading them: cheap enough for start-up)."""
    try:
        count = sum(1 for _ in games_dir().glob(f"{_PREFIX}*{FILE_SUFFIX}"))
    except OSError:
        count = 0
    return count + (1 if autosave_path().is_file() else 0)


def abandon(path: Path) -> None:
    """Delete the kept game in ``path`` (the player chose to abandon it); a missing file is fine."""
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        problem = translate("Saves", "could not remove the game {file}: {reason}")
        raise PersistenceError(problem.format(file=path.name, reason=error.strerror or error)) from None


def abandon_kept_game(path: Path, playing: Path | None = None) -> None:
    """Delete a kept game the family chose to abandon from the "Continue a game" list.

    Only a kept game's own file (:func:`is_kept_game`) is removed, and never
    ``playing`` (the game on the table: its next move would write it again).
    Raises :class:`PersistenceError` saying why when the file is not removed;
    it then stays as it was. A file already gone is fine.
    """
    if playing is not None and path.resolve() == playing.resolve():
        raise PersistenceError(translate("Saves", "it is the game being played"))
    if not is_kept_game(path):
        problem = translate("Saves", "{file} is not one of the kept games")
        raise PersistenceError(problem.format(file=path.name))
    abandon(path)
