"""Writing sheets to PDF files safely, and reading the games to print.

A PDF is rendered completely in memory first, then written to a temporary
file beside the target and moved over it with :func:`os.replace`. A failure at
any step (rendering, a full disk, a read-only folder) removes the temporary
file and leaves an existing file at the target exactly as it was.

The messages of :class:`ExportError` are for the user and translated (context "ExportFiles").
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from pathlib import Path

from PySide6.QtGui import QPageSize

from yachtgui.export.render import pdf_bytes
from yachtgui.export.sheet import ScoreSheet
from yachtgui.persistence import PersistenceError, SavedGame, load_game
from yachtgui.text import translate

__all__ = ["ExportError", "read_game_file", "write_bytes_atomically", "write_pdf"]


class ExportError(Exception):
    """A sheet could not be written or a game could not be read; the message is for the user."""


def write_bytes_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Put ``data`` at ``path`` all at once: the file is either the old one or the complete new one.

    Raises :class:`ExportError` with a plain message (e.g. the folder is missing or read-only).
    """
    target = Path(path)
    if target.is_dir():
        raise ExportError(
            translate("ExportFiles", "{path} is a folder; choose a file name for the PDF").format(path=target)
        )
    try:
        existing = target.lstat()
    except FileNotFoundError:
        existing = None
    except (OSError, ValueError) as error:
        raise ExportError(
            translate("ExportFiles", "can't write {path}: {reason}").format(path=target, reason=error)
        ) from None
    if existing is not None and not stat.S_ISREG(existing.st_mode):
        raise ExportError(
            translate(
                "ExportFiles", "{path} is not an ordinary file; choose another name for the PDF"
            ).format(path=target)
        )
    mode = stat.S_IMODE(existing.st_mode) if existing is not None else 0o666 & ~_umask()
    folder = target.parent
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as error:
        raise ExportError(
            translate("ExportFiles", "can't write in the folder {folder}: {reason}").format(
                folder=folder, reason=error.strerror or error
            )
        ) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp_name, mode)  # mkstemp makes it private; a PDF is for sharing
        os.replace(temp_name, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise ExportError(
            translate("ExportFiles", "can't write {path}: {reason}").format(
                path=target, reason=error.strerror or error
            )
        ) from None
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


def _umask() -> int:
    current = os.umask(0o022)
    os.umask(current)
    return current


def write_pdf(
    sheet: ScoreSheet,
    path: str | os.PathLike[str],
    page_size: QPageSize.PageSizeId | None = None,
) -> None:
    """Render ``sheet`` as a PDF and write it to ``path`` atomically (see the module docstring).

    Nothing touches the disk until the whole document has rendered, so a
    rendering error also leaves ``path`` as it was. Raises :class:`ExportError`.
    """
    try:
        data = pdf_bytes(sheet, page_size)
    except OSError as error:
        raise ExportError(
            translate("ExportFiles", "could not render the PDF: {reason}").format(reason=error)
        ) from None
    write_bytes_atomically(path, data)


def read_game_file(path: str | os.PathLike[str]) -> SavedGame:
    """The game (and seats) saved at ``path``: the app's saved-game file or bare ``Game.to_dict()`` JSON.

    Raises :class:`ExportError` with a plain message for a missing, damaged,
    oversized or otherwise unusable file; nothing in the file is executed.
    """
    try:
        return load_game(path)
    except PersistenceError as error:
        raise ExportError(str(error)) from None
    except (ValueError, TypeError, KeyError, RecursionError) as error:
        # load_game promises PersistenceError; this is the last line of defence against a hostile file.
        raise ExportError(
            translate("ExportFiles", "{file} is not a game that can be printed ({reason})").format(
                file=Path(path).name, reason=error
            )
        ) from None
