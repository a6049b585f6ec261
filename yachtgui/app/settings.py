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


def open_qsettings() -> QSettings:
    """The QSettings store: an INI file in ``$YACHTGUI_CONFIG_DIR`` if set, else the native one."""
    folder = os.environ.get("YACHTGUI_CONFIG_DIR")
    if folder:
        # A file in its place, a read-only disk: the defaults apply, and the first change says so.
        with contextlib.suppress(OSError):
            Path(folder).mkdir(parents=True, exist_ok=True)
        return QSettings(str(Path(folder) / "yachtgui.ini"), QSettings.Format.IniFormat)
    return QSettings("yachtgui", "yachtgui")


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
        full disk): the family hears it once, not at every write; the choices apply until closing."""
        self._tell = tell

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
