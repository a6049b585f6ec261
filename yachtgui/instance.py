"""One family, one window: the single running instance, and a lock on each game being played.

A family (one user, one data folder) gets one window. The first start claims the instance
(:func:`claim`): it takes a lock file in a private runtime folder and, once its first frame is
on screen (:meth:`Instance.listen`: Qt Network is loaded only then), listens on a local socket
(QLocalServer) beside it. A later start finds the lock taken, connects, sends one line (a JSON
object: bring the window to the front, and the saved game to open, if ``yachtgui FILE`` named
one), waits for the running window's "ok" and exits with status 0. A lock holder that died is
noticed by QLockFile (its process is gone), so a crash never blocks the next start.

When no single instance can be had (no private runtime folder, a locked-down or foreign-owned
one, a socket that cannot listen, a running window that does not answer), the window still
starts, :attr:`Instance.problem` says why, and :class:`GameLock` keeps two windows apart: the
game one window plays carries a lock beside its file (``<game>.yacht.json.lock``); another
window neither lists it nor writes it (:func:`held_elsewhere`).

``$YACHTGUI_RUNTIME_DIR`` replaces the runtime folder (``$XDG_RUNTIME_DIR``, else a
``yachtgui-<uid>`` folder in the temporary folder). The instance is per data folder
(``$YACHTGUI_DATA_DIR``), so a test or a second family folder is a family of its own.

Qt Core and Qt Network only: no widgets here; :mod:`yachtgui.app` connects the window.
"""

# ruff: noqa: N815  (Qt signals are camelCase, as in Qt itself)

from __future__ import annotations

import os
import stat
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QDeadlineTimer, QDir, QLockFile, QObject, QThread, Signal

from yachtgui.text import translate

if TYPE_CHECKING:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

__all__ = ["FORWARD_WAIT_MS", "REPLY_WAIT_MS", "GameLock", "Instance", "claim", "free_games",
           "held_elsewhere", "instance_name"]

# How long a second start tries to reach the running window before it starts a window of its own
# (a window listens once its first frame is on screen: a start on a loaded machine takes seconds).
FORWARD_WAIT_MS = 10000
# Once connected, how long it waits for the answer (a window still starting answers when its
# event loop runs; on a loaded machine that can take seconds).
REPLY_WAIT_MS = 15000
_MAX_REQUEST = 16 * 1024  # one request line; longer is not ours
_REPLY = b"ok\n"


def _data_dir() -> Path:
    from yachtgui.persistence import data_dir

    return data_dir()


def runtime_dir() -> tuple[Path | None, str]:
    """The private folder for the lock and the socket, or (None, why not)."""
    chosen = os.environ.get("YACHTGUI_RUNTIME_DIR") or os.environ.get("XDG_RUNTIME_DIR")
    folder = Path(chosen) if chosen else Path(QDir.tempPath()) / f"yachtgui-{_user_key()}"
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
    """The family's name: the user and the data folder (short: socket paths are limited)."""
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

    def __init__(self, state: str, problem: str = "", lock: QLockFile | None = None,
                 address: str = "") -> None:
        super().__init__()
        self.state = state
        self.problem = problem
        self._lock = lock
        self._address = address
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytearray] = {}

    def listen(self) -> bool:
        """The primary starts answering later starts (after the first frame: Qt Network is loaded
        only then). False, and the instance is ``"alone"`` saying why, when it cannot."""
        if self.state != "primary" or self._server is not None or self._lock is None:
            return self._server is not None
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self._address)  # a socket left by a window that died (we hold the lock)
        if not server.listen(self._address):
            said = translate("Instance", "no window address could be made ({problem})")
            self.problem = _alone_text(said.format(problem=server.errorString()))
            self.state = "alone"
            self._lock.unlock()
            self._lock = None
            return False
        server.newConnection.connect(self._accept)
        self._server = server
        return True

    @property
    def forwarded(self) -> bool:
        return self.state == "forwarded"

    def _accept(self) -> None:
        assert self._server is not None
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if socket is None:
                return
            self._buffers[socket] = bytearray()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            if socket.bytesAvailable():
                self._read(socket)

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        buffer = self._buffers.get(socket)
        if buffer is None:
            return
        buffer += bytes(socket.readAll().data())
        if b"\n" not in buffer:
            if len(buffer) > _MAX_REQUEST:
                self._buffers.pop(socket, None)
                socket.abort()
            return
        line = bytes(buffer).split(b"\n", 1)[0]
        self._buffers.pop(socket, None)
        request = _parse_request(line)
        socket.write(_REPLY if request is not None else b"no\n")
        socket.flush()
        socket.disconnectFromServer()
        if request is None:
            return
        self.raiseRequested.emit()
        file = request.get("file")
        if isinstance(file, str) and file:
            self.fileRequested.emit(file)

    def close(self) -> None:
        """Stop serving and free the lock (the window is closing)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None


def _parse_request(line: bytes) -> dict[str, Any] | None:
    import json

    try:
        request = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
    if not isinstance(request, dict) or request.get("app") != "yachtgui":
        return None
    file = request.get("file")
    if file is not None and (not isinstance(file, str) or "\0" in file):
        return None
    return request


def claim(file: str | None = None, wait_ms: int = FORWARD_WAIT_MS) -> Instance:
    """Become the family's window, or hand ``file`` (and the focus) to the running one.

    Needs the QCoreApplication (the server answers from its event loop). Never raises:
    anything that stops a single instance gives an ``"alone"`` instance that says why.
    """
    folder, why = runtime_dir()
    if folder is None:
        return _alone(why)
    name = instance_name()
    lock = QLockFile(str(folder / f"{name}.lock"))
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long it has run
    socket_path = str(folder / f"{name}.sock") if sys.platform != "win32" else name
    deadline = QDeadlineTimer(wait_ms)
    while True:
        if lock.tryLock(0):
            return Instance("primary", lock=lock, address=socket_path)  # it listens after its first frame
        if lock.error() != QLockFile.LockError.LockFailedError:
            return _alone(translate("Instance", "the lock in {folder} cannot be taken").format(folder=folder))
        if _forward(socket_path, file, deadline):
            return Instance("forwarded")
        if deadline.hasExpired():
            return _alone(translate("Instance", "the yachtgui window already running does not answer"))
        QThread.msleep(50)  # the running window is still starting: it listens in a moment


def _forward(socket_path: str, file: str | None, deadline: QDeadlineTimer) -> bool:
    import json

    from PySide6.QtNetwork import QLocalSocket

    request = json.dumps({"app": "yachtgui", "file": os.path.abspath(file) if file else None}).encode()
    if sys.platform != "win32" and not os.path.exists(socket_path):
        return False  # not listening yet
    socket = QLocalSocket()
    socket.connectToServer(socket_path)
    if not socket.waitForConnected(max(1, min(500, deadline.remainingTime()))):
        return False
    socket.write(request + b"\n")
    socket.flush()
    reply = bytearray()
    answer_by = QDeadlineTimer(REPLY_WAIT_MS)
    while b"\n" not in reply and len(reply) < 16:
        if not socket.waitForReadyRead(max(1, answer_by.remainingTime())):
            break
        reply += bytes(socket.readAll().data())
    socket.abort()
    return bytes(reply).startswith(_REPLY)


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
