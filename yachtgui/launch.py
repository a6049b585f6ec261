"""Start the application: QApplication, look, main window, and the first game.

What starts, in order of precedence:

1. ``--variant`` and ``--players`` given: that game, at once (no dialog). Any
   unfinished games stay kept (File > Continue a Game), and the status line says so.
2. One unfinished game kept: it continues, and the status line says so
   (File > New Game starts a fresh one; the game is kept). Several: the
   welcome card lists them to choose from. A damaged file is moved aside
   (kept, never overwritten) and the player is told.
3. Otherwise the new-game dialog, pre-filled with what the command line gave.

``yachtgui FILE`` opens that saved game once the window is on screen; a file that cannot be
read gets a message and the start goes on as without it. A window already running for the
family takes the start over (:mod:`yachtgui.app.instance`): it comes to the front and opens FILE.

The game is set up before the window is shown, so the first frame already
shows it; the dialog opens once the window is on screen.
"""

from __future__ import annotations

import gc
import random
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from yachtgui import __version__
from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.app.instance import Instance
    from yachtgui.options import Options
    from yachtgui.widgets.window.mainwindow import MainWindow

__all__ = ["create_window", "listen_for_file_open", "open_file", "open_saved_game", "run", "serve_family",
           "start_session"]


def _application() -> QApplication:
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    app = QApplication(sys.argv[:1])
    app.setApplicationName("yachtgui")
    app.setApplicationDisplayName("yachtgui")
    app.setOrganizationName("yachtgui")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.yachtgui.YachtGui")  # matches resources/linux/*.desktop (Wayland icon)
    return app


def create_window(options: Options) -> MainWindow:
    """The main window for ``options`` (the QApplication must exist), not yet shown."""
    from yachtgui.app.controller import GameController
    from yachtgui.app.settings import Settings
    from yachtgui.widgets.window.mainwindow import MainWindow

    rng = random.Random(options.seed) if options.seed is not None else None
    window = MainWindow(GameController(), Settings(), rng)
    if not options.animation:
        window.set_session_animation(False)
    return window


def start_session(window: MainWindow, options: Options) -> None:
    """Start the first game as the module docstring describes.

    A game from the command line or the autosave is installed at once; the
    new-game dialog is opened from the event loop (after the window is shown).
    """
    from yachtgui.persistence import Seat, unfinished_games

    if options.file:
        QTimer.singleShot(0, window, lambda: open_file(window, options))
        return
    if options.variant and options.players:
        from yachtgui.app.controller import NewGameSetup

        seats = tuple(Seat(name, level, options.real_dice and level is None)
                      for name, level in options.players)
        window.dialogs.start_game(NewGameSetup(options.variant, seats))
        # Counted (not read) once the window is on screen: the first frame waits for no folder.
        QTimer.singleShot(0, window, lambda: _say_kept_games(window))
        return
    games, problems = unfinished_games(rng=window.session_rng)
    from yachtgui.app.instance import free_games

    games, busy = free_games(games)  # a game another window plays is left to it
    notes = " ".join(filter(None, (*problems, busy)))
    if options.variant:
        window.settings.set("variant", options.variant)
    if options.players:
        window.settings.set("player_names", [name for name, _ in options.players])
        window.settings.set("player_levels", [level or "" for _, level in options.players])
        window.settings.set("player_count", len(options.players))
    if options.real_dice:
        window.settings.set("player_real_dice", ["real"] * 10)
    if notes:
        window.statusBar().showMessage(notes, 15000)
    if not options.variant and not options.players and len(games) == 1:
        window.controller.load(games[0].saved, games[0].path)
        welcome = translate("Start", "Welcome back: your unfinished game continues. "
                                     "File > New Game starts a fresh one and keeps this one.")
        window.statusBar().showMessage(" ".join(filter(None, (notes, welcome))), 15000)
        return
    if games:
        welcome = translate("Start", "Welcome back: choose a game to continue, or start a new one.")
        window.statusBar().showMessage(" ".join(filter(None, (notes, welcome))), 15000)
        return  # the welcome card lists them
    QTimer.singleShot(0, window, window.dialogs.new_game_dialog)


def open_file(window: MainWindow, options: Options) -> None:
    """``yachtgui FILE``: open the saved game; when it can't be read (a message says why), start as usual."""
    assert options.file is not None
    if not open_saved_game(window, options.file):
        start_session(window, type(options)(seed=options.seed, animation=options.animation,
                                            real_dice=options.real_dice))


def open_saved_game(window: MainWindow, file: str) -> bool:
    """Open ``file``: one of the family's kept games goes on in its own file (no copy is made),
    any other saved game is opened as File > Open does. False (with a message) when it can't be."""
    from pathlib import Path

    from yachtgui.persistence import is_kept_game

    path = Path(file).absolute()
    if is_kept_game(path):
        return window.files.continue_game(path)
    return window.files.load_file(path)


class FileOpenRequests(QObject):
    """macOS hands a saved game double-clicked in the Finder to the running app as a file-open
    event (the document types in the app's Info.plist), never as an argument: open it as
    ``yachtgui FILE`` would. Installed on the application by :func:`listen_for_file_open` (macOS only)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() != QEvent.Type.FileOpen:
            return False
        file = getattr(event, "file", lambda: "")()
        if file:
            window = self._window
            QTimer.singleShot(0, window, lambda: open_saved_game(window, file))
        return True


def listen_for_file_open(window: MainWindow) -> FileOpenRequests | None:
    """On macOS, open the saved games the Finder hands over (see :class:`FileOpenRequests`); returns
    the filter installed on the application, or None elsewhere.

    Only macOS sends file-open events. An application-wide filter is a Python call for every event
    of every widget: before the first frame some 1,500 events, ~210 M instructions (1.97 times a
    bare window's start instead of 1.64, ``benchmarks/cold_start.py``), spent for nothing elsewhere.
    """
    app = QApplication.instance()
    if app is None or sys.platform != "darwin":
        return None
    requests = FileOpenRequests(window)
    app.installEventFilter(requests)
    return requests


def serve_family(window: MainWindow, instance: Instance) -> None:
    """Connect the window to the family's instance: later starts bring it forward and open files."""
    from PySide6.QtCore import Qt

    def bring_forward() -> None:
        window.setWindowState((window.windowState() & ~Qt.WindowState.WindowMinimized)
                              | Qt.WindowState.WindowActive)
        window.show()
        window.raise_()
        window.activateWindow()

    instance.raiseRequested.connect(bring_forward)
    listen_for_file_open(window)

    def open_later(file: str) -> None:
        # On the next turn of the event loop: the answer goes back first, so the other start ends at once.
        QTimer.singleShot(0, window, lambda: open_saved_game(window, file))

    instance.fileRequested.connect(open_later)

    def game_asked() -> None:
        # A start with --variant or --players while this window plays: its game is not started over
        # the one on the table, and the family is told where to start it (never a silent raise).
        said = translate("Start", "yachtgui is already open here: start the new game with File > New Game.")
        window.statusBar().showMessage(said, 20000)

    instance.gameRequested.connect(game_asked)

    def say() -> None:
        current = window.statusBar().currentMessage()
        window.statusBar().showMessage(" ".join(filter(None, (current, instance.problem))), 20000)

    def listen() -> None:
        if not instance.listen():
            say()

    if instance.problem:
        QTimer.singleShot(0, window, say)
    elif instance.state == "primary":  # it answers later starts once its first frame is on screen
        window.firstPainted.connect(listen)


def _say_kept_games(window: MainWindow) -> None:
    """The status line: the unfinished games kept while a game from the command line is played."""
    from yachtgui.persistence import count_kept_games

    kept = count_kept_games()
    if kept:
        message = (translate("Start", "Your unfinished game is kept: File > Continue a Game.") if kept == 1
                   else translate("Start", "Your {count} unfinished games are kept: File > Continue a Game.")
                   .format(count=kept))
        window.statusBar().showMessage(message, 15000)


def run(options: Options) -> int:
    """Create the app and the window, start the first game, run the event loop."""
    from yachtgui.theme import apply_app_style

    app = _application()
    from yachtgui.app.instance import claim

    instance = claim(options.file, game=bool(options.variant or options.players or options.real_dice))
    if instance.forwarded:
        return 0  # the running window took it over
    app.aboutToQuit.connect(instance.close)
    apply_app_style(app)
    from yachtgui.app.settings import Settings
    from yachtgui.widgets.senses.access import apply_large_text

    preferences = Settings()
    apply_large_text(app, bool(preferences.get("large_text")))
    from yachtgui.i18n import choose_language, install_translators

    install_translators(app, choose_language(str(preferences.get("language"))))
    window = create_window(options)
    serve_family(window, instance)
    start_session(window, options)
    from yachtgui.i18n import translation_problems

    for problem in translation_problems():  # a damaged translation: said, not silently English
        window.statusBar().showMessage(problem, 20000)
    # The icon paints eight sizes (~40 ms): only once the window has been painted.
    window.firstPainted.connect(lambda: _after_first_frame(app))
    window.show()
    return app.exec()


def _after_first_frame(app: QApplication) -> None:
    """What waits for the first frame: the garbage collector (paused by ``main``) and the icon."""
    gc.freeze()  # what start-up made lives on: later collections need not look at it again
    gc.enable()
    _set_icon(app)


def _set_icon(app: QApplication) -> None:
    from yachtgui.widgets.icon import app_icon

    app.setWindowIcon(app_icon())
