"""The saved-game file format and its atomic writer.

A save file is UTF-8 JSON::

    {"format": "yachtgui-save", "version": 1, "app_version": "0.1.0",
     "saved_at": "2026-11-21T21:55:00+00:00",
     "seats": [{"name": "Ann", "computer": null, "real_dice": true},
               {"name": "Hal", "computer": "hard"}],
     "holds": [0, 3], "undo_holds": [],
     "game": {... Game.to_dict() ...}}

``version`` is 1, or 2 when a seat plays to win (``"computer": "win"``): see :data:`VERSION`.
``holds`` (the dice the player has chosen to keep for the next roll) and
``undo_holds`` (those kept when the last score was written, given back by an
undo) are optional: files without them load with no dice held.

Writing goes to a temporary file in the target folder, flushed to disk, then
renamed over the target, so a crash never leaves a half-written save.
Reading checks size, encoding, JSON and every field before anything is used.

``json``, ``tempfile`` and ``datetime`` are imported by the functions that use
them: the app imports this module at start-up but reads or writes a save only
later (or never), and those imports (``tempfile`` brings ``shutil``, ``bz2`` and
``lzma``) cost 4-7 ms.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from yachtgui import __version__
from yachtgui.game import Game, GameError, RandomSource
from yachtgui.rules.value import Value
from yachtgui.text import translate

if TYPE_CHECKING:
    from datetime import datetime

__all__ = [
    "COMPUTER_LEVELS",
    "FILE_SUFFIX",
    "MAX_FILE_BYTES",
    "NewerSaveError",
    "PersistenceError",
    "SavedGame",
    "Seat",
    "autosave_path",
    "data_dir",
    "derived_game_id",
    "load_game",
    "new_game_id",
    "quarantine",
    "save_game",
]

FORMAT: Final = "yachtgui-save"
#: The newest format this yachtgui reads. 2: a seat may play to win ("win"). Files are written as
#: 1 unless they need 2, so a yachtgui from before reads them; it says a file with a play-to-win
#: seat was "saved by a newer yachtgui" and leaves it where it is (it would set a file with a
#: level it does not know aside as damaged).
VERSION: Final = 2
FILE_SUFFIX: Final = ".yacht.json"
#: A computer seat's level: easy, medium and hard play for points (hard the best expected score);
#: "win" plays to win against the other players' actual positions (issue 23).
COMPUTER_LEVELS: Final = ("easy", "medium", "hard", "win")
#: The levels a save of format 1 may hold (older yachtgui knows no others).
_FORMAT_1_LEVELS: Final = ("easy", "medium", "hard")
#: A whole 10-player game is about 60 kB; anything far larger is not ours.
MAX_FILE_BYTES: Final = 4 * 1024 * 1024


_GAME_ID: Final = re.compile(r"[0-9a-f]{32}")


def new_game_id() -> str:
    """A fresh id for a game that starts (32 hex digits)."""
    return os.urandom(16).hex()


def derived_game_id(game_data: object) -> str:
    """The id of a game saved without one: from its saved content, so every window that loads
    the same file names the game alike."""
    import hashlib
    import json

    text = json.dumps(game_data, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


class PersistenceError(Exception):
    """A save or load failed; the message says why in words a player understands."""


class NewerSaveError(PersistenceError):
    """The file was written by a newer yachtgui: not damaged, only not readable here (keep it)."""


class Seat(Value):
    """Who sits in a seat: ``level`` None for a person, else a computer level.

    ``real_dice``: the person rolls real dice at the table and enters the
    faces (table mode); a computer always rolls on screen.
    """

    __slots__ = ("name", "level", "real_dice")  # noqa: RUF023  (argument order)
    name: str
    level: str | None
    real_dice: bool

    def __init__(self, name: str, level: str | None = None, real_dice: bool = False) -> None:
        if level is not None and level not in COMPUTER_LEVELS:
            problem = translate("Saves", "{name}: unknown computer level {level} (use {levels})")
            levels = ", ".join(COMPUTER_LEVELS)
            raise PersistenceError(problem.format(name=name, level=repr(level), levels=levels))
        if real_dice is not True and real_dice is not False:
            problem = translate("Saves", "{name}: real dice is true or false, not {value}")
            raise PersistenceError(problem.format(name=name, value=repr(real_dice)))
        if real_dice and level is not None:
            problem = translate(
                "Saves", "{name} is a computer player: computers roll on screen, not real dice"
            )
            raise PersistenceError(problem.format(name=name))
        self._set(name=name, level=level, real_dice=real_dice)

    @property
    def is_computer(self) -> bool:
        """True for a computer player."""
        return self.level is not None


class SavedGame(Value):
    """A game and the seats around it; seat names equal the game's player names.

    ``saved_at`` is when the file was written (UTC), for files that say so.
    ``holds`` are the dice positions kept for the next roll (chosen after the
    game's last roll), ``undo_holds`` those an undo of the last score gives back.
    ``game_id`` names the game for its whole life (new game to history), whichever
    window or file plays it on: the history records one game per id.
    """

    __slots__ = ("game", "seats", "saved_at", "holds", "undo_holds", "game_id")  # noqa: RUF023
    game: Game
    seats: tuple[Seat, ...]
    saved_at: datetime | None
    holds: tuple[int, ...]
    undo_holds: tuple[int, ...]
    game_id: str | None

    def __init__(self, game: Game, seats: tuple[Seat, ...], saved_at: datetime | None = None,
                 holds: tuple[int, ...] = (), undo_holds: tuple[int, ...] = (),
                 game_id: str | None = None) -> None:
        if tuple(seat.name for seat in seats) != game.players:
            raise PersistenceError(translate("Saves", "the seats do not match the game's players"))
        if game_id is not None and not _GAME_ID.fullmatch(game_id):
            raise PersistenceError(translate("Saves", "the saved game's id is damaged"))
        held_dice = translate("Saves", "held dice")
        self._set(game=game, seats=seats, saved_at=saved_at, holds=_positions(holds, held_dice),
                  undo_holds=_positions(undo_holds, held_dice), game_id=game_id)

    @classmethod
    def all_human(cls, game: Game) -> SavedGame:
        """The game with a person in every seat."""
        return cls(game, tuple(Seat(name) for name in game.players))


def _positions(value: object, what: str) -> tuple[int, ...]:
    """Dice positions 0..4, each once, ascending; :class:`PersistenceError` otherwise."""
    if not isinstance(value, (list, tuple)) or len(value) > 5:
        raise PersistenceError(translate("Saves", "the saved game's {what} are damaged").format(what=what))
    positions: set[int] = set()
    for position in value:
        if isinstance(position, bool) or not isinstance(position, int) or not 0 <= position < 5 \
                or position in positions:
            problem = translate("Saves", "the saved game's {what} are damaged")
            raise PersistenceError(problem.format(what=what))
        positions.add(position)
    return tuple(sorted(positions))


def data_dir() -> Path:
    """Where saves live: ``$YACHTGUI_DATA_DIR`` if set, else the user's data folder."""
    override = os.environ.get("YACHTGUI_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("yachtgui", appauthor=False))


def autosave_path() -> Path:
    """The file the app saves the running game to after every move."""
    return data_dir() / "autosave.json"


def _to_json(saved: SavedGame) -> str:
    import json
    from datetime import UTC, datetime

    document = {
        "format": FORMAT,
        "version": _format_version(saved.seats),
        "app_version": __version__,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "seats": [_seat_entry(seat) for seat in saved.seats],
        "holds": list(saved.holds),
        "undo_holds": list(saved.undo_holds),
        **({"game_id": saved.game_id} if saved.game_id else {}),
        "game": saved.game.to_dict(),
    }
    try:
        return json.dumps(document, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError:
        raise PersistenceError(translate("Saves", "the game holds a value that cannot be saved")) from None


def save_game(path: str | os.PathLike[str], saved: SavedGame) -> None:
    """Write ``saved`` to ``path`` atomically, creating missing folders.

    Either the whole new file is in place afterwards or the old one is
    untouched (and keeps its permissions). Raises :class:`PersistenceError`
    when the folder can't be written.
    """
    target = Path(path)
    text = _to_json(saved)
    try:
        write_text_atomically(target, text)
    except (OSError, ValueError) as error:
        problem = translate("Saves", "could not save the game to {path}: {reason}")
        raise PersistenceError(problem.format(path=target, reason=_reason(error))) from None


def write_text_atomically(target: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``target`` atomically and durably, creating missing folders.

    Either the whole new file is in place afterwards or the old one is
    untouched; a file that existed keeps its permissions. Raises OSError
    (or ValueError for an impossible name) when it cannot be written.
    """
    import tempfile

    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(temp_name, stat.S_IMODE(target.stat().st_mode))
        os.replace(temp_name, target)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)


def _reason(error: Exception) -> str:
    return error.strerror if isinstance(error, OSError) and error.strerror else str(error)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows opening folders."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _read_json(target: Path) -> Any:
    import json

    try:
        mode = target.stat().st_mode
        if stat.S_ISDIR(mode):
            problem = translate("Saves", "{path} is a folder, not a saved game")
            raise PersistenceError(problem.format(path=target))
        if not stat.S_ISREG(mode):
            raise PersistenceError(translate("Saves", "{path} is not a file").format(path=target))
        with target.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        problem = translate("Saves", "there is no saved game at {path}")
        raise PersistenceError(problem.format(path=target)) from None
    except (OSError, ValueError) as error:
        problem = translate("Saves", "could not read {path}: {reason}")
        raise PersistenceError(problem.format(path=target, reason=_reason(error))) from None
    if len(raw) > MAX_FILE_BYTES:
        problem = translate("Saves", "{file} is far too large to be a saved game")
        raise PersistenceError(problem.format(file=target.name))
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        problem = translate("Saves", "{file} is damaged or is not a saved game")
        raise PersistenceError(problem.format(file=target.name)) from None


def _seats_from(document: dict[str, Any], game: Game) -> tuple[Seat, ...]:
    seats = document.get("seats")
    if not isinstance(seats, list) or len(seats) != len(game.players):
        raise PersistenceError(translate("Saves", "the saved game's seats are damaged"))
    result = []
    for entry, name in zip(seats, game.players, strict=True):
        if not isinstance(entry, dict) or entry.get("name") != name:
            raise PersistenceError(translate("Saves", "the saved game's seats do not match its players"))
        level = entry.get("computer")
        if level is not None and level not in COMPUTER_LEVELS:
            problem = translate("Saves", "the saved game has an unknown computer level {level}")
            raise PersistenceError(problem.format(level=repr(level)))
        real_dice = entry.get("real_dice", False)
        if real_dice is not True and real_dice is not False:
            raise PersistenceError(translate("Saves", "the saved game's seats are damaged"))
        result.append(Seat(name, level, real_dice))
    return tuple(result)


def _format_version(seats: tuple[Seat, ...]) -> int:
    """The oldest format that holds these seats (see :data:`VERSION`)."""
    return 1 if all(seat.level is None or seat.level in _FORMAT_1_LEVELS for seat in seats) else VERSION


def _seat_entry(seat: Seat) -> dict[str, Any]:
    """A seat as saved; ``real_dice`` only when set, so other saves read as before."""
    entry: dict[str, Any] = {"name": seat.name, "computer": seat.level}
    if seat.real_dice:
        entry["real_dice"] = True
    return entry


def load_game(path: str | os.PathLike[str], rng: RandomSource | None = None) -> SavedGame:
    """Read a save file (or a bare ``Game.to_dict()`` JSON file) and verify it.

    Raises :class:`PersistenceError` with a plain message for a missing,
    unreadable, oversized, damaged, foreign or inconsistent file. ``rng``
    replaces the saved dice state, as in :meth:`Game.from_dict`.
    """
    target = Path(path)
    document = _read_json(target)
    if not isinstance(document, dict):
        raise PersistenceError(translate("Saves", "{file} is not a saved game").format(file=target.name))
    try:
        if document.get("format") == FORMAT:
            version = document.get("version")
            if type(version) is not int or version < 1:
                problem = translate("Saves", "{file} is damaged: its format version is missing")
                raise PersistenceError(problem.format(file=target.name))
            if version > VERSION:
                problem = translate("Saves", "{file} was saved by a newer yachtgui (format {version})")
                raise NewerSaveError(problem.format(file=target.name, version=version))
            _refuse_newer_game(document.get("game"), target)
            game = Game.from_dict(document.get("game"), rng=rng)
            game_id = document.get("game_id")
            if game_id is None:
                game_id = derived_game_id(document.get("game"))
            elif not isinstance(game_id, str) or not _GAME_ID.fullmatch(game_id):
                raise PersistenceError(translate("Saves", "the saved game's id is damaged"))
            return SavedGame(game, _seats_from(document, game), _timestamp(document.get("saved_at")),
                             _positions(document.get("holds", []), translate("Saves", "held dice")),
                             _positions(document.get("undo_holds", []), translate("Saves", "held dice")),
                             game_id)
        _refuse_newer_game(document, target)
        game = Game.from_dict(document, rng=rng)
        return SavedGame(game, tuple(Seat(name) for name in game.players), game_id=derived_game_id(document))
    except GameError as error:
        problem = translate("Saves", "{file} can't be loaded: {error}")
        raise PersistenceError(problem.format(file=target.name, error=error)) from None


def _refuse_newer_game(data: object, target: Path) -> None:
    """:class:`NewerSaveError` when the game inside is in a newer format than this yachtgui reads."""
    from yachtgui.game.serial import FORMAT as GAME_FORMAT
    from yachtgui.game.serial import VERSION as GAME_VERSION

    if not isinstance(data, dict) or data.get("format") != GAME_FORMAT:
        return
    version = data.get("version")
    if type(version) is int and version > GAME_VERSION:
        problem = translate("Saves", "{file} was saved by a newer yachtgui (format {version})")
        raise NewerSaveError(problem.format(file=target.name, version=version))


def _timestamp(value: object) -> datetime | None:
    """The ``saved_at`` field as an aware datetime, or None when missing or unreadable."""
    from datetime import UTC, datetime

    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        stamp = datetime.fromisoformat(value)
    except ValueError:
        return None
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=UTC)


def quarantine(path: str | os.PathLike[str]) -> Path | None:
    """Move an unreadable save aside (``name.damaged-<time>``) so it is kept, not overwritten.

    Returns the new path, or None if the file could not be moved.
    """
    from datetime import UTC, datetime

    source = Path(path)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    for attempt in range(1000):
        suffix = "" if attempt == 0 else f"-{attempt}"
        target = source.with_name(f"{source.name}.damaged-{stamp}{suffix}")
        if target.exists():
            continue
        try:
            os.rename(source, target)  # a fresh name: never replaces an earlier quarantined file
        except OSError:
            return None
        return target
    return None
