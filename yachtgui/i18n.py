"""Languages: which one the app speaks, and Qt's translators for it.

The language is, first match wins: the Preferences choice (setting ``language``,
"" = follow the system), then ``LANGUAGE`` (GNU style, ``de:en``), then
``LC_ALL`` / ``LC_MESSAGES`` / ``LANG`` (``sv_SE.UTF-8``), then the system's
(:meth:`QLocale.uiLanguages`); anything not in :data:`LANGUAGES` means English.
A change in the Preferences applies at the next start.

:func:`install_translators` loads Qt's own translations (``qtbase_<lang>.qm``, shipped
with PySide6: the buttons and the print and file dialogs) and the app's
(``yachtgui/translations/yachtgui_<lang>.qm`` when built). English needs neither.

The app's translations follow Qt's workflow: ``python -m yachtgui.i18n update`` runs
``pyside6-lupdate`` over the sources into ``yachtgui/translations/yachtgui_<lang>.ts``
(kept in the repository: translators edit them, e.g. with Qt Linguist), and
``python -m yachtgui.i18n build`` compiles them with ``pyside6-lrelease`` into ``.qm``
files (built at install or bundle time, never committed).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTranslator

__all__ = ["LANGUAGES", "TRANSLATIONS_DIR", "choose_language", "install_translators", "main"]

#: Language code -> its name in itself (as the Preferences list them).
LANGUAGES: Final = {"en": "English", "de": "Deutsch", "sv": "Svenska"}
#: Where the app's .ts (and, once built, .qm) files live.
TRANSLATIONS_DIR: Final = Path(__file__).parent / "translations"
_ENV_ORDER: Final = ("LC_ALL", "LC_MESSAGES", "LANG")


def _code(tag: str) -> str | None:
    """ "sv_SE.UTF-8" -> "sv", "de-AT" -> "de"; None for C/POSIX and empty tags."""
    base = tag.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].strip().lower()
    return None if base in ("", "c", "posix") else base


def choose_language(preference: str = "", environ: Mapping[str, str] | None = None,
                    system: tuple[str, ...] | None = None) -> str:
    """The language to use (a key of :data:`LANGUAGES`), as the module docstring orders the sources.

    ``system`` is the system's UI languages (default: Qt's, when Qt is loaded).
    """
    if preference in LANGUAGES:
        return preference
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    if env.get("LANGUAGE"):
        candidates.extend(env["LANGUAGE"].split(":"))
    for name in _ENV_ORDER:
        if env.get(name):
            candidates.append(env[name])
            break
    for tag in candidates:
        code = _code(tag)
        if code is not None:
            return code if code in LANGUAGES else "en"
    for tag in system if system is not None else _system_languages():  # asked only when needed
        code = _code(tag)
        if code is not None:
            return code if code in LANGUAGES else "en"
    return "en"


def _system_languages() -> tuple[str, ...]:
    if "PySide6.QtCore" not in sys.modules:
        return ()
    from PySide6.QtCore import QLocale

    return tuple(QLocale.system().uiLanguages())


def install_translators(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Install Qt's and the app's translations for ``language`` on ``app``; returns those loaded.

    Also makes ``language`` the default locale (numbers, dates). Missing files are skipped:
    a language without the app's .qm still gets Qt's own dialogs translated.
    """
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    if language not in LANGUAGES or language == "en":
        return []
    QLocale.setDefault(QLocale(language))
    loaded: list[QTranslator] = []
    sources = ((f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
               (f"yachtgui_{language}", str(TRANSLATIONS_DIR)))
    for name, folder in sources:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            loaded.append(translator)
        else:
            translator.deleteLater()
    return loaded


def _sources() -> list[str]:
    package = Path(__file__).parent
    return sorted(str(path) for path in package.rglob("*.py") if "__pycache__" not in path.parts)


def _tool(name: str) -> str:
    import shutil  # here, as subprocess in main: the app imports this module at every start

    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found is None:
        raise SystemExit(f"pyside6-{name} was not found: it comes with PySide6-Essentials")
    return found


def main(argv: list[str] | None = None) -> int:
    """``python -m yachtgui.i18n update|build``: refresh the .ts files, or compile them to .qm."""
    args = sys.argv[1:] if argv is None else argv
    if args not in (["update"], ["build"]):
        print("usage: python -m yachtgui.i18n update|build", file=sys.stderr)
        return 2
    import subprocess

    TRANSLATIONS_DIR.mkdir(exist_ok=True)
    for language in LANGUAGES:
        if language == "en":
            continue  # the sources are English
        ts = TRANSLATIONS_DIR / f"yachtgui_{language}.ts"
        if args == ["update"]:
            command = [_tool("lupdate"), *_sources(), "-target-language", language, "-ts", str(ts)]
        else:
            command = [_tool("lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))]
        result = subprocess.run(command, check=False)
        if result.returncode != 0:
            return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
