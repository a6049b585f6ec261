"""Preferences and remembered choices, kept with QSettings.

Every key and its default live in :data:`_DEFAULTS`; nothing else in the app
invents settings keys. Values are read back with the type of their default,
so a hand-edited or corrupt settings file gives the default, never a crash.

Where the settings are stored: ``$YACHTGUI_CONFIG_DIR/yachtgui.ini`` when that
variable is set (tests, portable installs), else Qt's native place for the
organisation "yachtgui" and application "yachtgui".
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from yachtgui.text import translate

__all__ = ["Settings", "open_qsettings"]

_DEFAULTS: dict[str, Any] = {
    "animation": True,  # the dice tumble when rolled
    "coach": False,  # after each person's decision, say what it gave up against the best move
    "confirm_scores": False,  # a score is written only when its box is chosen twice (click or Enter)
    "computer_speed": "normal",  # pause between computer steps: relaxed | normal | fast | instant
    "player_names": ["Ann", "Bob"],  # the names typed in the last new-game dialog
    "player_levels": ["", ""],  # "" = human, else "easy" | "medium" | "hard", by seat
    "player_count": 0,  # players in the last game (0: as many as names); seats beyond keep their kind
    "player_real_dice": ["", ""],  # "real" = rolls real dice at the table (table mode), by seat
    "variant": "kismet",  # the variant chosen last
    "roll_off": True,  # who starts: the Kismet roll-off (True) or seating order
    "window_geometry": QByteArray(),
    "last_folder": "",  # where Open / Save As looked last
    "sound": True,  # dice rattle, chimes and fanfares (off is remembered)
    "sound_volume": 80,  # 0..100
    "large_text": False,  # a larger font everywhere (still fits 1366x768)
    "win_chances": False,  # chances to win under the names (why off: widgets/window/winchanceview.py)
    "win_chances_words": "percent",  # "percent" (41 %) | "children" (about 1 in 5)
    "language": "",  # "" = the system's, else "en" | "de" | "sv" (yachtgui.i18n); from the next start
}


# The settings file is under 2 kB; one far larger is not ours and is set aside unread (QSettings
# would read it whole: 1.1 GB of memory for a 200 MB file), as is anything that is not a plain file
# (a named pipe there stalled the start for ever).
MAX_SETTINGS_BYTES = 1024 * 1024

# What open_qsettings set aside, said once by the first Settings.tell_unwritable.
_set_aside: list[str] = []


def open_qsettings() -> QSettings:
    """The QSettings store: an INI file in ``$YACHTGUI_CONFIG_DIR`` if set, else the native one."""
    folder = os.environ.get("YACHTGUI_CONFIG_DIR")
    if folder:
        # A file in its place, a read-only disk: the defaults apply, and the first change says so.
        with contextlib.suppress(OSError):
            Path(folder).mkdir(parents=True, exist_ok=True)
        path = Path(folder) / "yachtgui.ini"
        _set_aside_unless_plain(path)
        return QSettings(str(path), QSettings.Format.IniFormat)
    native = _native_file()
    if native is not None:
        _set_aside_unless_plain(native)
    return QSettings("yachtgui", "yachtgui")


def _native_file() -> Path | None:
    """Where QSettings keeps the native store as an INI file (Linux and the like); None where it
    is the registry (Windows) or a property list the system reads (macOS)."""
    if sys.platform in ("win32", "darwin"):
        return None
    from PySide6.QtCore import QStandardPaths

    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(base) / "yachtgui" / "yachtgui.conf" if base else None


def _set_aside_unless_plain(path: Path) -> None:
    """Rename ``path`` aside (kept, never read) when it is not a plain file of a sensible size."""
    try:
        found = path.stat()
    except OSError:
        return  # none yet (or out of reach: QSettings then reads nothing and says so on writing)
    if stat.S_ISREG(found.st_mode) and found.st_size <= MAX_SETTINGS_BYTES:
        return
    from datetime import UTC, datetime

    kept = path.with_name(f"{path.name}.damaged-{datetime.now(UTC).strftime('%Y%m%d-%H%M%S')}")
    try:
        os.rename(path, kept)
    except OSError:
        said = translate("Settings", "Your preferences file {file} is not one yachtgui can read: the "
                                     "usual preferences apply.")
        _set_aside.append(said.format(file=path))
        return
    said = translate("Settings", "Your preferences file was not one yachtgui can read: it was kept as "
                                 "{file}, and the usual preferences apply.")
    _set_aside.append(said.format(file=kept))


class Settings:
    """Typed access to the keys of :data:`_DEFAULTS`.

    ``settings.get("animation")`` returns a bool; ``settings.set("animation", False)``
    writes it through at once. Unknown keys raise :class:`KeyError` (a typo is a bug).
    """

    def __init__(self, store: QSettings | None = None) -> None:
        self._store = store if store is not None else open_qsettings()
        self._tell: Callable[[str], None] | None = None
        self._told = False

    def tell_unwritable(self, tell: Callable[[str], None]) -> None:
        """Call ``tell(sentence)`` once, the first time a change cannot be kept (a read-only or
        full disk): the family hears it once, not at every write; the choices apply until closing.
        A preferences file set aside at the start (:func:`open_qsettings`) is told at once."""
        self._tell = tell
        if _set_aside:
            from PySide6.QtCore import QTimer

            said = " ".join(_set_aside)
            _set_aside.clear()
            QTimer.singleShot(0, lambda: tell(said))  # once the window that tells it is made

    def _check_written(self) -> None:
        if self._told or self._tell is None:
            return
        if self._store.isWritable() and self._store.status() != QSettings.Status.AccessError:
            return
        self._told = True
        said = translate("Settings", "Your preferences cannot be saved in {file}: they apply until "
                                     "the app is closed.")
        self._tell(said.format(file=self._store.fileName()))

    def get(self, key: str) -> Any:
        """The stored value of ``key``, coerced to its default's type; the default when absent or bad."""
        default = _DEFAULTS[key]
        raw = self._store.value(key, None)
        if raw is None:
            return _copy(default)
        try:
            return _coerce(raw, default)
        except (TypeError, ValueError):
            return _copy(default)

    def set(self, key: str, value: Any) -> None:
        """Store ``value`` under ``key`` (which must be one of the known keys)."""
        if key not in _DEFAULTS:
            raise KeyError(key)
        self._store.setValue(key, value)
        self._check_written()

    def sync(self) -> None:
        """Write pending changes to disk now."""
        self._store.sync()
        self._check_written()

    # --- convenience views ---------------------------------------------------

    @property
    def animation(self) -> bool:
        """True when the dice tumble when rolled."""
        return bool(self.get("animation"))

    @animation.setter
    def animation(self, on: bool) -> None:
        self.set("animation", bool(on))


def _copy(value: Any) -> Any:
    return list(value) if isinstance(value, list) else value


def _coerce(raw: Any, default: Any) -> Any:
    """Turn what QSettings returns (INI files give strings) into the type of ``default``."""
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in {"true", "1", "yes", "on"}:
            return True
        if text in {"false", "0", "no", "off"}:
            return False
        raise ValueError(raw)
    if isinstance(default, list):
        if isinstance(raw, str):  # a one-element list comes back as a plain string from INI files
            return [raw]
        if isinstance(raw, (list, tuple)):
            return [str(item) for item in raw]
        raise TypeError(raw)
    if isinstance(default, QByteArray):
        if isinstance(raw, QByteArray):
            return raw
        if isinstance(raw, (bytes, bytearray)):
            return QByteArray(bytes(raw))
        raise TypeError(raw)
    if isinstance(default, int):
        return int(raw)
    if isinstance(default, str):
        if not isinstance(raw, str):
            raise TypeError(raw)
        return raw
    return raw
