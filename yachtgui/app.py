"""Start the application: QApplication, look, main window, and the first game.

What starts, in order of precedence:

1. ``--variant`` and ``--players`` given: that game, at once (no dialog).
2. An unfinished autosaved game: it continues, and the status line says so
   (File > New Game starts a fresh one). A damaged autosave is moved aside
   (kept, never overwritten) and the player is told.
3. Otherwise the new-game dialog, pre-filled with what the command line gave.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from yachtgui import __version__

if TYPE_CHECKING:
    from yachtgui.__main__ import Options
    from yachtgui.widgets.mainwindow import MainWindow

__all__ = ["create_window", "run", "start_session"]


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
    from yachtgui.controller import GameController
    from yachtgui.settings import Settings
    from yachtgui.widgets.mainwindow import MainWindow

    rng = random.Random(options.seed) if options.seed is not None else None
    window = MainWindow(GameController(), Settings(), rng)
    if not options.animation:
        window.set_session_animation(False)
    return window


def start_session(window: MainWindow, options: Options) -> None:
    """Start the first game as the module docstring describes."""
    from yachtgui.persistence import PersistenceError, Seat, autosave_path, load_game, quarantine

    if options.variant and options.players:
        from yachtgui.widgets.newgame import NewGameSetup

        seats = tuple(Seat(name, level) for name, level in options.players)
        window.start_game(NewGameSetup(options.variant, seats))
        return
    if options.variant:
        window.settings.set("variant", options.variant)
    if options.players:
        window.settings.set("player_names", [name for name, _ in options.players])
        window.settings.set("player_levels", [level or "" for _, level in options.players])
    path = autosave_path()
    if not options.variant and not options.players and path.exists():
        try:
            saved = load_game(path, rng=window.session_rng)
        except PersistenceError as error:
            kept = quarantine(path)
            where = f" It was kept as {kept.name}." if kept is not None else ""
            window.statusBar().showMessage(f"The last game could not be continued: {error}.{where}", 15000)
        else:
            if not saved.game.is_over:
                window.controller.load(saved)
                window.statusBar().showMessage(
                    "Welcome back: your unfinished game continues. File > New Game starts a fresh one.", 15000
                )
                return
    window.new_game_dialog()


def run(options: Options) -> int:
    """Create the app and the window, start the first game, run the event loop."""
    app = _application()
    try:
        from yachtgui.widgets.theme import apply_app_style

        apply_app_style(app)
    except ImportError:  # the theme module is optional while it is being built
        pass
    window = create_window(options)
    window.show()
    QTimer.singleShot(0, lambda: start_session(window, options))
    # The icon paints eight sizes (~40 ms): only once the window has been painted.
    after_first_paint = _AfterFirstPaint(window, lambda: _set_icon(app))
    window.installEventFilter(after_first_paint)
    return app.exec()


class _AfterFirstPaint(QObject):
    """Runs ``action`` once, from the event loop, right after ``watched`` is first painted."""

    def __init__(self, watched: QObject, action: Callable[[], None]) -> None:
        super().__init__(watched)
        self._action = action

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._action)
        return False


def _set_icon(app: QApplication) -> None:
    try:
        from yachtgui.widgets.icon import app_icon
    except ImportError:  # the icon module is optional while it is being built
        return
    app.setWindowIcon(app_icon())
