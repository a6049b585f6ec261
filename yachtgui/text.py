"""The app's own words, marked for translation and translated, without importing Qt.

Every user-visible string goes through :func:`translate` (or is marked with
:func:`QT_TRANSLATE_NOOP` where it is defined and translated where it is shown), with a
literal context and a literal source text, so that ``pyside6-lupdate`` finds it::

    from yachtgui.text import translate
    raise GameError(translate("Game", "No rolls are left this turn."))
    translate("MainWindow", "{name} scored {points}").format(name=name, points=points)

Contracts:

- The source text is English and is what appears when no translation is installed.
- Placeholders are ``str.format`` names (``{name}``), substituted after translation, so a
  translation may move them; never build a sentence from pieces or with an f-string.
- Plurals: the app's languages (English, German, Swedish) all have one form for 1 and one for
  the rest, so code picks between two marked sources (``"1 roll left"`` / ``"{n} rolls left"``);
  lupdate's Python reader does not see Qt's ``%n`` forms in ``translate``.

The rules engine, game model and AI stay free of Qt: this module never imports it. When
the app has loaded Qt (``PySide6.QtCore`` is imported) the words are looked up with
``QCoreApplication.translate`` and the translators installed there (see
:mod:`yachtgui.i18n`); before that, and in pure-Python use, the English source is returned.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Final

__all__ = ["QT_TRANSLATE_NOOP", "translate"]

_QT_CORE: Final = "PySide6.QtCore"
_qt_translate: Callable[..., str] | None = None


def translate(context: str, source: str, disambiguation: str | None = None) -> str:
    """``source`` in the app's language: its translation in ``context``, else ``source`` itself.

    ``disambiguation`` tells apart two uses of the same English words in one context.
    """
    global _qt_translate
    if _qt_translate is None:
        module = sys.modules.get(_QT_CORE)
        if module is None:
            return source
        _qt_translate = module.QCoreApplication.translate
    return _qt_translate(context, source, disambiguation)


def QT_TRANSLATE_NOOP(context: str, source: str, disambiguation: str | None = None) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark ``source`` for translation in ``context`` where it is defined; returns it unchanged.

    Whoever shows it calls ``translate(context, source)`` with the same context (and the same
    ``disambiguation``, for words that mean two things in one context).
    """
    del context, disambiguation
    return source
