"""Dates as the statistics and the replays show them: :func:`date_text`.

Its own module so that the statistics window (which opens replays) and the replay window both use it
without importing each other.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

from yachtgui.history.store import local_time

__all__ = ["date_text"]


def _english(locale: QLocale) -> bool:
    """English (or the C locale) keeps the app's own ISO dates."""
    return locale.language() in (QLocale.Language.English, QLocale.Language.C)


def date_text(stored: str, with_time: bool = True) -> str:
    """A stored UTC time as the player's local date (and time), in the app's language's format.

    English shows "2026-11-24 21:05" (as :func:`~yachtgui.history.store.local_time`); German
    "24.11.2026 21:05", Swedish "2026-11-24 21:05", following the default :class:`QLocale`
    (set to the app's language by :mod:`yachtgui.i18n`). A time that cannot be read is shown
    as stored.
    """
    locale = QLocale()
    if _english(locale):
        return local_time(stored, with_time)
    try:
        moment = datetime.fromisoformat(stored)
    except ValueError:
        return local_time(stored, with_time)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    moment = moment.astimezone()
    day = QDate(moment.year, moment.month, moment.day)
    pattern = locale.dateFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in pattern:  # a four-digit year: "24.11.2026", never "24.11.26"
        pattern = pattern.replace("yy", "yyyy")
    if not with_time:
        return locale.toString(day, pattern)
    clock = locale.timeFormat(QLocale.FormatType.ShortFormat)
    return locale.toString(QDateTime(day, QTime(moment.hour, moment.minute)), f"{pattern} {clock}")
