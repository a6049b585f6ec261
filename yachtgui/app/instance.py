"""One family, one window: the single running instance, and a lock on each game being played.

A family (one user, one data folder) gets one window. The first start claims the instance
(:func:`claim`): it takes a lock file (QLockFile) in a private runtime folder and, once its
first frame is on screen (:meth:`Instance.listen`), opens a mailbox folder beside it, watched
with QFileSystemWatcher (and looked into every second besides). A later start finds the lock
taken, leaves a request in the mailbox (a small JSON file: bring the window to the front, and
the saved game to open if ``yachtgui FILE`` named one, written aside and renamed in), waits
until the window takes it and answers (``.ok``), and exits with status 0. A lock holder that
died is noticed by QLockFile (its process is gone), so a crash never blocks the next start; a
request nobody takes within :data:`REPLY_WAIT_MS` is taken back.

A mailbox rather than a local socket: Qt Network is not in the bundle (nor Python's sockets),
and the files need nothing loaded before the first frame.

When no single instance can be had (no private runtime folder, a locked-down or foreign-owned
one, a mailbox that cannot be made, a running window that does not answer), the window still
starts, :attr:`Instance.problem` says why, and :class:`GameLock` keeps two windows apart: the
game one window plays carries a lock beside its file (``<game>.yacht.json.lock``); another
window neither lists it nor writes it (:func:`held_elsewhere`).

``$YACHTGUI_RUNTIME_DIR`` replaces the runtime folder (``$XDG_RUNTIME_DIR``, else a
``yachtgui-<uid>`` folder in the temporary folder). The instance is per data folder
(``$YACHTGUI_DATA_DIR``), so a test or a second family folder is a family of its own.

Qt Core only: no widgets here; :mod:`yachtgui.launch` connects the window.
"""

# ruff: noqa: N815  (Qt signals are camelCase, as in Qt itself)

from __future__ import annotations

import contextlib
import os
import stat
import zlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QDeadlineTimer,
    QFileSystemWatcher,
    QLockFile,
    QObject,
    QThread,
    QTimer,
    Signal,
)

from yachtgui.reading import NotAPlainFileError, read_bounded
from yachtgui.text import translate

__all__ = ["FORWARD_WAIT_MS", "REPLY_WAIT_MS", "GameLock", "Instance", "claim", "free_games",
           "held_elsewhere", "instance_name"]

# How long a second start tries to reach the running window before it starts a window of its own
# (a window listens once its first frame is on screen: a start on a loaded machine takes seconds).
FORWARD_WAIT_MS = 10000
# Once connected, how long it waits for the answer (a window still starting answers when its
# event loop runs; on a loaded machine that can take seconds).
REPLY_WAIT_MS = 15000
# How often the running window looks into its mailbox besides being told of changes (ms).
POLL_MS = 1000
_MAX_REQUEST = 16 * 1024  # one request; longer is not ours
_MAX_REQUESTS = 20  # at a time


def _data_dir() -> Path:
    from yachtgui.persistence import data_dir

    return data_dir()


def runtime_dir() -> tuple[Path | None, str]:
    """The private folder for the lock and the mailbox, or (None, why not)."""
    chosen = os.environ.get("YACHTGUI_RUNTIME_DIR") or os.environ.get("XDG_RUNTIME_DIR")
    if chosen:
        folder = Path(chosen)
    else:
        # Imported here: a Qt type's Python class (its enums) is made on first import, at every start.
        from PySide6.QtCore import QDir

        folder = Path(QDir.tempPath()) / f"yachtgui-{_user_key()}"
    try:
        folder.mkdir(mode=0o700, parents=not chosen, exist_ok=True)
        info = folder.stat()
    except OSError as error:
        return None, translate("Instance", "the folder {folder} cannot be used ({error})").format(
            folder=folder, error=error.strerror or error)
    if hasattr(os, "getuid"):
        if info.st_uid != os.getuid() or info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            return None, translate("Instance", "the folder {folder} is not private").format(folder=folder)
        if not os.access(folder, os.W_OK | os.X_OK):
            return None, translate("Instance", "the folder {folder} cannot be written").format(folder=folder)
    return folder, ""


def _user_key() -> str:
    if hasattr(os, "getuid"):
        return str(os.getuid())
    import getpass

    return "".join(c for c in getpass.getuser() if c.isalnum()) or "user"


def instance_name() -> str:
    """The family's name: the user and the data folder (short, whatever the folder's length)."""
    family = f"{_user_key()}\0{os.path.abspath(_data_dir())}".encode("utf-8", "surrogatepass")
    # zlib, not hashlib: the first frame waits for nothing it does not need (tests/gui/test_app.py)
    return f"yachtgui-{zlib.crc32(family):08x}{zlib.adler32(family):08x}"


class Instance(QObject):
    """What :func:`claim` found: ``"primary"`` (this window serves the family), ``"forwarded"``
    (the running window took the request: exit 0) or ``"alone"`` (no single instance:
    :attr:`problem` says why, and :class:`GameLock` keeps the windows apart)."""

    raiseRequested = Signal()
    """Another start asked for this window: bring it to the front."""
    fileRequested = Signal(str)
    """Another start asked to open this saved game (an absolute path)."""
    gameRequested = Signal()
    """Another start asked for a game of its own (``--variant``, ``--players``, ``--real-dice``): this
    window does not start it over the game on the table; the family is told where to start it."""

    def __init__(self, state: str, problem: str = "", lock: QLockFile | None = None,
                 mailbox: Path | None = None) -> None:
        super().__init__()
        self.state = state
        self.problem = problem
        self._lock = lock
        self._mailbox = mailbox
        self._watcher: QFileSystemWatcher | None = None
        self._poll: QTimer | None = None

    @property
    def forwarded(self) -> bool:
        return self.state == "forwarded"

    def listen(self) -> bool:
        """The primary starts answering later starts (called once its first frame is shown).
        False, and the instance is ``"alone"`` saying why, when it cannot."""
        if self.state != "primary" or self._lock is None or self._mailbox is None:
            return self._watcher is not None
        box = self._mailbox
        try:
            box.mkdir(mode=0o700, exist_ok=True)
            for old in box.iterdir():  # what a window that died left (we hold the lock now)
                old.unlink(missing_ok=True)
        except OSError as error:
            said = translate("Instance", "no window address could be made ({problem})")
            self.problem = _alone_text(said.format(problem=error.strerror or error))
            self.state = "alone"
            self._lock.unlock()
            self._lock = None
            return False
        self._watcher = QFileSystemWatcher([str(box)], self)
        self._watcher.directoryChanged.connect(self._read_mail)
        self._poll = QTimer(self)  # in case the system tells no changes (a network folder)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._read_mail)
        self._poll.start()
        self._read_mail()
        return True

    def _read_mail(self) -> None:
        """Answer every request in the mailbox: take it (remove it), say ok, act on it."""
        box = self._mailbox
        if box is None:
            return
        try:
            names = sorted(entry.name for entry in os.scandir(box) if entry.name.endswith(".req"))
        except OSError:
            return
        for name in names[:_MAX_REQUESTS]:
            path = box / name
            try:
                try:  # a named pipe in the mailbox never stalls the window
                    data = read_bounded(path, _MAX_REQUEST)
                except NotAPlainFileError:
                    data = b""  # taken all the same, and answered "no"
                os.unlink(path)  # taken: the other start now knows it was heard
            except OSError:
                continue
            request = _parse_request(data) if len(data) <= _MAX_REQUEST else None
            with contextlib.suppress(OSError):
                (box / (name[:-4] + (".ok" if request is not None else ".no"))).touch()
            if request is None:
                continue
            self.raiseRequested.emit()
            file = request.get("file")
            if isinstance(file, str) and file:
                self.fileRequested.emit(file)
            elif request.get("game") is True:
                self.gameRequested.emit()

    def close(self) -> None:
        """Stop serving and free the lock (the window is closing)."""
        if self._poll is not None:
            self._poll.stop()
        self._watcher = self._poll = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _parse_request(line: bytes) -> dict[str, Any] | None:
    import json

    try:
        request = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(request, dict) or request.get("app") != "yachtgui":
        return None
    file = request.get("file")
    if file is not None and (not isinstance(file, str) or "\0" in file):
        return None
    return request


def claim(file: str | None = None, wait_ms: int = FORWARD_WAIT_MS, game: bool = False) -> Instance:
    """Become the family's window, or hand ``file`` (and the focus) to the running one.

    ``game``: this start asked for a game of its own (``--variant``, ``--players``); the running
    window is told so (:attr:`Instance.gameRequested`) rather than left to guess why it was raised.

    Needs the QCoreApplication (the server answers from its event loop). Never raises:
    anything that stops a single instance gives an ``"alone"`` instance that says why.
    """
    folder, why = runtime_dir()
    if folder is None:
        return _alone(why)
    name = instance_name()
    lock = QLockFile(str(folder / f"{name}.lock"))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long it has run
    mailbox = folder / f"{name}.requests"
    deadline = QDeadlineTimer(wait_ms)
    while True:
        if lock.tryLock(0):
            return Instance("primary", lock=lock, mailbox=mailbox)  # it listens after its first frame
        if lock.error() != QLockFile.LockError.LockFailedError:
            return _alone(translate("Instance", "the lock in {folder} cannot be taken").format(folder=folder))
        if _forward(mailbox, file, deadline, game):
            return Instance("forwarded")
        if deadline.hasExpired():
            return _alone(translate("Instance", "the yachtgui window already running does not answer"))
        QThread.msleep(50)  # the running window is still starting: it listens in a moment


def _forward(box: Path, file: str | None, deadline: QDeadlineTimer, game: bool = False) -> bool:
    """Leave the request in the running window's mailbox and wait until it is taken."""
    import json

    if not box.is_dir():
        return False  # not listening yet
    request = json.dumps({"app": "yachtgui", "file": os.path.abspath(file) if file else None,
                          **({"game": True} if game else {})}).encode()
    stem = f"{os.getpid()}-{os.urandom(4).hex()}"
    sent = box / f"{stem}.req"
    try:
        with open(box / f"{stem}.tmp", "xb") as handle:
            handle.write(request)
        os.replace(box / f"{stem}.tmp", sent)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(box / f"{stem}.tmp")
        return False
    answer_by = QDeadlineTimer(REPLY_WAIT_MS)
    while True:
        for answer, heard in ((box / f"{stem}.ok", True), (box / f"{stem}.no", False)):
            if answer.exists():
                with contextlib.suppress(OSError):
                    answer.unlink()
                return heard
        if answer_by.hasExpired():
            try:
                os.unlink(sent)  # not taken: the window does not answer, this start goes on alone
            except FileNotFoundError:
                return True  # taken at the last moment: it is being answered
            except OSError:
                pass
            return False
        QThread.msleep(20)


def _alone_text(problem: str) -> str:
    sentence = translate("Instance", "This window cannot make sure it is the only yachtgui window: "
                                     "{problem}. A game open in another window is left to it.")
    return sentence.format(problem=problem)


def _alone(problem: str) -> Instance:
    return Instance("alone", _alone_text(problem))


# --- one lock per saved game ----------------------------------------------------------------


def _lock_path(game_file: Path) -> str:
    return str(game_file) + ".lock"


class GameLock:
    """The lock on the one saved game this window plays: held while it is played, so another
    window (when there is no single instance) neither lists nor writes it."""

    def __init__(self) -> None:
        self._path: Path | None = None
        self._lock: QLockFile | None = None

    @property
    def path(self) -> Path | None:
        """The game file held now, if any."""
        return self._path if self._lock is not None else None

    def hold(self, game_file: Path) -> bool:
        """Hold ``game_file`` (letting go of any other); False when another window holds it.

        A folder where no lock can be written holds nothing back: saving there fails and
        says so on its own.
        """
        if self._lock is not None and self._path == game_file:
            return True
        self.release()
        lock = QLockFile(_lock_path(game_file))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self._path, self._lock = game_file, lock
            return True
        return not _held_by_another_process(lock)

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
        self._path = self._lock = None


def held_elsewhere(game_file: Path, mine: Path | None = None) -> bool:
    """Whether another window plays ``game_file`` now (``mine``: the file this window holds)."""
    if mine is not None and game_file == mine:
        return False
    lock_path = _lock_path(game_file)
    if not os.path.exists(lock_path):
        return False
    lock = QLockFile(lock_path)
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        lock.unlock()
        return False
    return _held_by_another_process(lock)


def _held_by_another_process(lock: QLockFile) -> bool:
    """After a failed ``tryLock``: whether another process holds it (a folder where no lock can be
    made holds nothing back; this process's own windows share their games, as in the tests)."""
    if lock.error() != QLockFile.LockError.LockFailedError:
        return False
    info = lock.getLockInfo()
    pid = info[0] if isinstance(info, tuple) and info else None
    return pid != os.getpid()


def free_games(games: list[Any], mine: Path | None = None) -> tuple[list[Any], str]:
    """The kept games (anything with a ``path``) no other window plays, and a sentence about the
    others ("" when there are none)."""
    free = [game for game in games if not held_elsewhere(game.path, mine)]
    busy = len(games) - len(free)
    if not busy:
        return free, ""
    said = (translate("Instance", "One unfinished game is open in another yachtgui window; it is left to it.")
            if busy == 1 else
            translate("Instance", "{count} unfinished games are open in other yachtgui windows; they are "
                                  "left to them.").format(count=busy))
    return free, said
