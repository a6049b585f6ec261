"""Languages: which one the app speaks, and Qt's translators for it.

The language is, first match wins: the Preferences choice (setting ``language``,
"" = follow the system), then ``LANGUAGE`` (GNU style, ``de:en``), then
``LC_ALL`` / ``LC_MESSAGES`` / ``LANG`` (``sv_SE.UTF-8``), then the system's
(:meth:`QLocale.uiLanguages`); anything not in :data:`LANGUAGES` means English.
A change in the Preferences applies at the next start.

:func:`install_translators` loads Qt's own translations (``qtbase_<lang>.qm``, shipped
with PySide6: the buttons and the print and file dialogs) and the app's (see
:func:`translation_file`). English needs neither.

The app's translations follow Qt's workflow: ``python -m yachtgui.i18n update`` runs
``pyside6-lupdate`` over the sources into ``yachtgui/translations/yachtgui_<lang>.ts``
(kept in the repository: translators edit them, e.g. with Qt Linguist), and
``python -m yachtgui.i18n build`` compiles them with ``pyside6-lrelease`` into ``.qm``
files (the bundles are built so; never committed). An install from the sources needs no build
step: the first start in a language compiles its ``.ts`` into the user's cache folder, once
per version of the ``.ts`` (:func:`translation_file`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication, QTranslator

__all__ = ["LANGUAGES", "TRANSLATIONS_DIR", "choose_language", "decimal_text", "install_translators", "main",
           "translation_file", "translation_problems"]

#: Language code -> its name in itself (as the Preferences list them).
LANGUAGES: Final = {"en": "English", "de": "Deutsch", "sv": "Svenska"}
#: Where the app's .ts (and, once built, .qm) files live.
TRANSLATIONS_DIR: Final = Path(__file__).parent / "translations"
_ENV_ORDER: Final = ("LC_ALL", "LC_MESSAGES", "LANG")
#: What went wrong with the app's own translation at this start (English: it could not be read).
_PROBLEMS: list[str] = []


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

    Also makes ``language`` the default locale (numbers, dates), English included: an English
    window on a German system writes "4.1", not "4,1". Missing files are skipped: a language
    without the app's .qm still gets Qt's own dialogs translated. A damaged (or empty) .qm of
    the app's is compiled again from its .ts; when that cannot be done, the app speaks English
    and says so (stderr and :func:`translation_problems`, for the window to show).
    """
    from PySide6.QtCore import QLocale

    if language not in LANGUAGES:
        return []
    QLocale.setDefault(QLocale(language))
    if language == "en":
        return []
    from PySide6.QtCore import QLibraryInfo, QTranslator  # not for English (QLibraryInfo's enum)

    loaded: list[QTranslator] = []
    own = translation_file(language)
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    translator = QTranslator(app)
    if translator.load(str(qt_folder / f"qtbase_{language}.qm")):
        app.installTranslator(translator)
        loaded.append(translator)
    else:
        translator.deleteLater()
    if own is not None:
        mine = _load_own(app, language, own)
        if mine is not None:
            app.installTranslator(mine)
            loaded.append(mine)
    return loaded


def translation_problems() -> list[str]:
    """Why the app's own translation could not be used at this start (empty when all went well)."""
    return list(_PROBLEMS)


def _load_own(app: QCoreApplication, language: str, path: Path) -> QTranslator | None:
    """The app's translator from ``path``; a damaged file is compiled again from its .ts."""
    from PySide6.QtCore import QTranslator

    def read(qm: Path) -> QTranslator | None:
        translator = QTranslator(app)
        if translator.load(str(qm)) and not translator.isEmpty():
            return translator
        translator.deleteLater()
        return None

    found = read(path)
    if found is not None:
        return found
    source = TRANSLATIONS_DIR / f"yachtgui_{language}.ts"
    if source.is_file():
        target = _compiled_path(source, language)
        if target == path:
            path.unlink(missing_ok=True)  # our own compilation, damaged: made again below
        fresh = _compile(source, target)
        found = read(fresh) if fresh is not None else None
        if found is not None:
            return found
        problem = (f"The {LANGUAGES[language]} translation ({path.name}) is damaged and could not be made "
                   "again from its source: yachtgui speaks English.")
    else:
        problem = f"The {LANGUAGES[language]} translation ({path.name}) is damaged: yachtgui speaks English."
    print(f"yachtgui: {problem}", file=sys.stderr)
    _PROBLEMS.append(problem)
    return None


def decimal_text(value: float, decimals: int = 1) -> str:
    """``value`` with ``decimals`` places as the app's language writes numbers: "245.3" in
    English, "245,3" in German and Swedish (the default locale, see :func:`install_translators`);
    no thousands separators, so a figure never breaks in two."""
    from PySide6.QtCore import QLocale

    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(float(value), "f", decimals)


def translation_file(language: str) -> Path | None:
    """The compiled translation (.qm) of the app's own words into ``language``; None if there is none.

    The ``.qm`` beside the ``.ts`` in :data:`TRANSLATIONS_DIR` when it is there and not older
    (``python -m yachtgui.i18n build``; in a bundle it is always used). Otherwise the ``.ts`` is
    compiled with ``pyside6-lrelease`` (next to this Python, else on ``PATH``) into the cache
    folder (``$YACHTGUI_CACHE_DIR``, else the user's), named after the ``.ts``'s content so an
    updated ``.ts`` is compiled again; this happens once, at the first start in the language.
    When it cannot be compiled, a warning goes to stderr and the app speaks English.
    """
    source = TRANSLATIONS_DIR / f"yachtgui_{language}.ts"
    built = source.with_suffix(".qm")
    if built.is_file() and (getattr(sys, "frozen", False) or not source.is_file()
                            or built.stat().st_mtime >= source.stat().st_mtime):
        return built
    if not source.is_file():
        return None
    compiled = _compiled_path(source, language)
    if compiled.is_file():
        return compiled
    return _compile(source, compiled)


def _compiled_path(source: Path, language: str) -> Path:
    """Where the cache keeps ``source`` compiled (named after its content)."""
    import hashlib  # only for a language other than English, after the first frame's modules

    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    return _cache_dir() / "translations" / f"yachtgui_{language}-{digest}.qm"


def _cache_dir() -> Path:
    configured = os.environ.get("YACHTGUI_CACHE_DIR")
    if configured:
        return Path(configured)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("yachtgui", appauthor=False))


def _compile(source: Path, target: Path) -> Path | None:
    """``source`` (.ts) compiled into ``target`` (.qm), replacing its older compilations; None on failure."""
    import subprocess

    lrelease = _find_tool("lrelease")
    if lrelease is None:
        print(f"yachtgui: pyside6-lrelease was not found, so {source.name} cannot be compiled: "
              "the app speaks English", file=sys.stderr)
        return None
    partial = target.with_name(f"{target.stem}.{os.getpid()}.partial.qm")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        # No console window flashing up over the game on Windows (the app runs windowed).
        no_window = getattr(subprocess, "CREATE_NO_WINDOW", 0)
        result = subprocess.run([lrelease, "-silent", str(source), "-qm", str(partial)],
                                capture_output=True, text=True, check=False, creationflags=no_window)
        if result.returncode != 0 or not partial.is_file():
            print(f"yachtgui: {source.name} could not be compiled: {result.stderr.strip()}", file=sys.stderr)
            return None
        os.replace(partial, target)
        language = source.stem
        for old in target.parent.glob(f"{language}-*.qm"):
            if old != target and not old.name.endswith(".partial.qm"):
                old.unlink(missing_ok=True)
    except OSError as error:
        print(f"yachtgui: {source.name} could not be compiled into {target.parent}: {error}", file=sys.stderr)
        return None
    finally:
        partial.unlink(missing_ok=True)
    return target


def _sources() -> list[str]:
    package = Path(__file__).parent
    return sorted(str(path) for path in package.rglob("*.py") if "__pycache__" not in path.parts)


def _find_tool(name: str) -> str | None:
    """``pyside6-<name>`` next to this Python (a venv's, maybe not on PATH), else on PATH; None if absent."""
    import shutil  # here, as subprocess: the app imports this module at every start

    suffix = ".exe" if sys.platform == "win32" else ""
    beside = Path(sys.executable).parent / f"pyside6-{name}{suffix}"
    if beside.is_file():
        return str(beside)
    return shutil.which(f"pyside6-{name}") or shutil.which(name)


def _tool(name: str) -> str:
    found = _find_tool(name)
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
            command = [_tool("lupdate"), *_sources(), "-locations", "relative", "-no-obsolete",
                       "-target-language", language, "-ts", str(ts)]
        else:
            command = [_tool("lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))]
        result = subprocess.run(command, check=False)
        if result.returncode != 0:
            return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
