"""``yachtgui --self-test``: prove that this installation really plays, in seconds, unattended.

Runs the parts a family uses, offscreen (no window appears), each as one step:

1. **application**: Qt starts (the ``offscreen`` platform) with the app's style.
2. **translations**: Qt's and the app's translations of every language the app offers load and
   know the window's words (a bundle carries both; a source install compiles its ``.ts`` files
   into the user cache, as a start in that language does).
3. **window**: the main window is shown and paints a frame that is not blank.
4. **strategy tables**: the table of every built-in variant loads and passes the cache's checks.
   A bundle must ship them all (``yachtgui/ai/tables``) and never build or write one; a source
   install loads them from the user cache, building only the game's table when it is missing.
5. **hint**: in a seeded game, the person's first roll gets a hint with options.
6. **game**: that game is played to the end through the controller, the person by the test,
   the computer seat at the hard level by the app's own computer player.
7. **PDF**: the game's score card is written as a PDF file.
8. **print preview**: the print preview renders a page of it.

Prints one line per step (``ok`` or ``FAILED`` with the reason) and writes the same report to
a file (``$YACHTGUI_SELF_TEST_REPORT``, else ``self-test.txt`` in the user's log folder), so a
windowed Windows build, which has no console, reports too. Returns 0 only if every step passed.
Everything except the strategy tables happens in a temporary folder (settings, autosave,
files written): the user's games and settings are never touched. An error anywhere, also in
a background thread or a slot, fails the step it happened in; no step waits forever.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, TextIO

from yachtgui import __version__

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from yachtgui.game import Game
    from yachtgui.persistence import Seat
    from yachtgui.widgets.window.mainwindow import MainWindow

__all__ = ["GAME_VARIANT", "SelfTestError", "default_report_path", "run_self_test"]

#: The variant of the test game, its seed and its seats (a person, then a hard computer).
GAME_VARIANT = "yacht"
GAME_SEED = 12
PERSON, COMPUTER = "Ann", "Hal"

#: The longest any step may wait for the app, in seconds.
STEP_TIMEOUT = 120.0


class SelfTestError(Exception):
    """A step did not do what it must; the message says what was seen."""


def default_report_path() -> Path:
    """Where the report is written: ``$YACHTGUI_SELF_TEST_REPORT`` or the user's log folder."""
    configured = os.environ.get("YACHTGUI_SELF_TEST_REPORT")
    if configured:
        return Path(configured)
    from platformdirs import user_log_dir

    return Path(user_log_dir("yachtgui", appauthor=False)) / "self-test.txt"


def is_bundle() -> bool:
    """True when running from a PyInstaller bundle (which must ship its strategy tables)."""
    return bool(getattr(sys, "frozen", False))


class _Report:
    """Lines to stdout (when there is one) and to the report file, each as soon as it is known."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.failures = 0
        self.steps = 0
        self._file: TextIO | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._file = path.open("w", encoding="utf-8")
        except OSError as error:
            self._print(f"(the report cannot be written to {path}: {error})")

    def _print(self, line: str) -> None:
        stream = sys.stdout
        if stream is not None:  # None in a windowed Windows executable
            with suppress(OSError, ValueError, UnicodeError):
                print(line, file=stream, flush=True)

    def line(self, text: str, detail: str = "") -> None:
        self._print(text)
        if self._file is not None:
            self._file.write(text + "\n" + (detail if detail.endswith("\n") or not detail else detail + "\n"))
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            self._file.close()


class _Errors:
    """Collects exceptions that escape into Qt (slots, timers) while a step runs."""

    #: The collector of the step running now, for :func:`wait_until` to stop waiting at once.
    current: _Errors | None = None

    def __init__(self) -> None:
        self.seen: list[str] = []
        self._previous = sys.excepthook

    def __enter__(self) -> _Errors:
        sys.excepthook = self._hook
        _Errors.current = self
        return self

    def __exit__(self, *_exc: object) -> None:
        sys.excepthook = self._previous
        _Errors.current = None

    def _hook(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        self.seen.append("".join(traceback.format_exception(kind, error, tb)))


def wait_until(condition: Callable[[], bool], what: str, timeout: float = STEP_TIMEOUT) -> None:
    """Run the event loop until ``condition()``; SelfTestError naming ``what`` after ``timeout`` s,
    or at once when an error escapes into Qt meanwhile (what waits would never come)."""
    from PySide6.QtCore import QCoreApplication, QEventLoop

    deadline = time.monotonic() + timeout
    errors = _Errors.current
    while not condition():
        if errors is not None and errors.seen:
            last = errors.seen[0].strip().splitlines()[-1]
            raise SelfTestError(f"an error escaped into Qt while waiting for {what}: {last}")
        if time.monotonic() > deadline:
            raise SelfTestError(f"waited {timeout:.0f} s for {what}")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if not condition():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 5)


def _distinct_colours(image: QImage, samples: int = 4000) -> int:
    """How many different colours a sample of the image's pixels has (1: blank)."""
    rng = random.Random(0)
    width, height = image.width(), image.height()
    return len({image.pixel(rng.randrange(width), rng.randrange(height)) for _ in range(samples)})


def _quiet_offscreen_notices() -> Callable[[], None]:
    """Keep Qt's own messages on stderr, except the offscreen platform's notices about window
    features it lacks; returns what puts the previous message handler back."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(_kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if "This plugin does not support" not in message and sys.stderr is not None:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)

    def restore() -> None:
        qInstallMessageHandler(previous)

    return restore


class _SelfTest:
    def __init__(self, report: _Report, workspace: Path) -> None:
        self.report = report
        self.workspace = workspace
        self.app: QApplication | None = None
        self.window: MainWindow | None = None
        self.problems: list[str] = []  # what the window said went wrong (failed signals)
        self.restore_messages: Callable[[], None] | None = None

    @contextmanager
    def step(self, name: str) -> Iterator[list[str]]:
        """Run one step: its line is ``name: ok <what the step appended>`` or ``name: FAILED <why>``."""
        self.report.steps += 1
        notes: list[str] = []
        started = time.perf_counter()
        errors = _Errors()
        failure: str | None = None
        detail = ""
        try:
            with errors:
                yield notes
        except SelfTestError as error:
            failure = str(error)
        except Exception as error:
            failure = f"{type(error).__name__}: {error}"
            detail = traceback.format_exc()
        if failure is None and errors.seen:
            failure = "an error escaped into Qt: " + errors.seen[0].strip().splitlines()[-1]
        if errors.seen:
            detail += "".join(errors.seen)
        elapsed = f"({time.perf_counter() - started:.2f} s)"
        if failure is None:
            self.report.line(f"{name}: ok {'; '.join(notes)} {elapsed}".replace("ok  (", "ok ("))
        else:
            self.report.failures += 1
            self.report.line(f"{name}: FAILED {failure} {elapsed}", detail)

    # --- the steps ---------------------------------------------------------------------

    def start_application(self, notes: list[str]) -> None:
        import PySide6
        from PySide6.QtCore import qVersion

        from yachtgui.launch import _application
        from yachtgui.theme import apply_app_style

        self.restore_messages = _quiet_offscreen_notices()
        self.app = _application()
        apply_app_style(self.app)
        notes.append(f"yachtgui {__version__}, Python {sys.version.split()[0]}, Qt {qVersion()} "
                     f"(PySide6 {PySide6.__version__}, platform {self.app.platformName()})")
        notes.append(f"bundle {Path(sys.executable).parent}" if is_bundle() else "source install")

    def load_translations(self, notes: list[str]) -> None:
        from PySide6.QtCore import QLibraryInfo, QTranslator

        from yachtgui.i18n import LANGUAGES, translation_file

        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        missing, loaded = [], []
        for code in LANGUAGES:
            if code == "en":
                continue
            if not QTranslator(self.app).load(f"qtbase_{code}", qt_folder):
                missing.append(f"Qt's qtbase_{code}.qm")
            compiled = translation_file(code)  # a bundle's own .qm; a source install compiles its .ts
            own = QTranslator(self.app)
            # A .qm made from an empty .ts loads too: ask it for a word the window shows.
            if compiled is not None and own.load(str(compiled)) and own.translate("MainWindow", "&File"):
                loaded.append(code)
            else:
                missing.append(f"yachtgui_{code}.qm")
        if missing:
            raise SelfTestError("missing translations: " + ", ".join(missing))
        notes.append(f"{', '.join(LANGUAGES[code] for code in loaded)} with Qt's own")

    def show_window(self, notes: list[str]) -> None:
        from PySide6.QtCore import QSettings

        from yachtgui.app.controller import GameController
        from yachtgui.app.settings import Settings
        from yachtgui.widgets.window.mainwindow import MainWindow

        settings = Settings(QSettings(str(self.workspace / "settings.ini"), QSettings.Format.IniFormat))
        settings.set("computer_speed", "instant")
        window = MainWindow(GameController(autosave=False), settings, random.Random(GAME_SEED))
        window.set_session_animation(False)
        self.window = window
        painted: list[bool] = []
        window.firstPainted.connect(lambda: painted.append(True))
        window.resize(1240, 780)
        window.show()
        wait_until(lambda: bool(painted), "the window's first frame", 30)
        image = window.grab().toImage()
        colours = _distinct_colours(image)
        if image.isNull() or colours < 3:
            raise SelfTestError(f"the window painted a blank frame ({colours} colours)")
        notes.append(f"{image.width()}x{image.height()}, {colours} colours in a sample")

    def load_tables(self, notes: list[str]) -> None:
        from yachtgui.ai import Strategy
        from yachtgui.ai.cache import bundled_path, cache_dir
        from yachtgui.ai.states import tables_for
        from yachtgui.rules import VARIANTS

        shipped, cached, missing = [], [], []
        for variant in VARIANTS.values():
            started = time.perf_counter()
            strategy = Strategy.from_file(variant, bundled_path(tables_for(variant)))
            if strategy is not None:
                shipped.append(f"{variant.id} {1000 * (time.perf_counter() - started):.0f} ms")
                continue
            if is_bundle():
                missing.append(variant.id)
            elif Strategy.cached(variant) is not None:
                cached.append(variant.id)
            elif variant.id == GAME_VARIANT:
                Strategy.load_or_build(variant)
                cached.append(f"{variant.id} (built now)")
            else:
                missing.append(variant.id)
        if is_bundle() and missing:
            raise SelfTestError(f"the bundle ships no valid table for {', '.join(missing)}")
        if shipped:
            notes.append("from the bundle: " + ", ".join(shipped))
        if cached:
            notes.append(f"from the user cache {cache_dir()}: " + ", ".join(cached))
        if missing:
            notes.append("built on first use (a source install ships none): " + ", ".join(missing))
        # The chances to win (play-to-win computers, the win-chance view) combine players with
        # NumPy's Gauss-Legendre nodes (numpy.polynomial, which a bundle once left out).
        import numpy as np

        from yachtgui.ai.winchance import Final, win_chances

        chances = win_chances([Final(0, np.array([0.5, 0.5])), Final(0, np.array([0.0, 1.0]))])
        if abs(float(chances[1]) - 0.75) > 1e-9:
            raise SelfTestError(f"two players' chances to win are {chances.tolist()}, not [0.25, 0.75]")

    def play(self, hint_notes: list[str]) -> Callable[[list[str]], None]:
        """Start the test game and play up to the hint; returns the step that plays the rest."""
        from yachtgui.persistence import Seat
        from yachtgui.widgets.dialogs.newgame import NewGameSetup

        window = self.window
        if window is None:
            raise SelfTestError("there is no window (an earlier step failed)")
        controller = window.controller
        window.computer.loader.failed.connect(lambda _variant, message: self.problems.append(message))
        window.computer.driver.failed.connect(self.problems.append)
        window.computer.driver.set_undo_grace_ms(0)
        seats = (Seat(PERSON), Seat(COMPUTER, "hard"))
        if not window.dialogs.start_game(NewGameSetup(GAME_VARIANT, seats)):
            raise SelfTestError(f"the {GAME_VARIANT} game did not start")

        def check_problems() -> None:
            if self.problems:
                shown = window.statusBar().currentMessage()
                raise SelfTestError(f"{self.problems[0]} (the window says: {shown!r})")

        def persons_turn_ready() -> bool:
            check_problems()
            game = controller.game
            return game is not None and (game.is_over or (
                not controller.computer_to_play and not controller.dice_busy
                and not window.computer.driver.active))

        # The hint, at the person's first roll.
        wait_until(persons_turn_ready, f"{PERSON}'s first turn")
        if not controller.roll():
            raise SelfTestError(f"{PERSON} could not roll")
        wait_until(lambda: not controller.dice_busy, "the dice to settle")
        window.show_hint()
        wait_until(lambda: bool(window.overlays.advice.hint_lines) or bool(self.problems), "the hint")
        check_problems()
        best = window.overlays.advice.hint_lines[0]
        hint_notes.append(f"{len(window.overlays.advice.hint_lines)} options, best: {best[0]} "
                          f"(expected final score {best[1]:.1f})")

        def play_rest(notes: list[str]) -> None:
            from yachtgui.ai import Strategy
            from yachtgui.rules import VARIANTS

            strategy = Strategy.cached(VARIANTS[GAME_VARIANT])
            if strategy is None:
                raise SelfTestError(f"no table for {GAME_VARIANT}")
            game = controller.game
            assert game is not None
            while True:
                wait_until(persons_turn_ready, f"{PERSON}'s turn (the computer's turn before it stalled?)")
                if game.is_over:
                    break
                situation = controller.situation()
                assert situation is not None
                if not situation.dice and not controller.roll():
                    raise SelfTestError(f"{PERSON} could not roll")
                wait_until(lambda: not controller.dice_busy, "the dice to settle")
                situation = controller.situation()
                assert situation is not None
                box = strategy.best_box(situation.filled, situation.upper, situation.dice).box
                if box is None or not controller.score(box):
                    raise SelfTestError(f"{PERSON} could not score {box!r}")
            check_problems()
            totals = ", ".join(f"{name} {game.total(i)}" for i, name in enumerate(game.players))
            notes.append(f"{game.variant.name} to the end against the hard computer: {totals}")

        return play_rest

    def write_pdf(self, notes: list[str]) -> None:
        from yachtgui.export.files import write_pdf
        from yachtgui.export.sheet import game_sheet

        game = self._game()
        path = self.workspace / "self-test score card.pdf"
        write_pdf(game_sheet(game, self._seats()), path)
        data = path.read_bytes()
        if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-1024:]:
            raise SelfTestError(f"{path.name} is not a complete PDF")
        pages = data.count(b"/Type /Page") - data.count(b"/Type /Pages")
        notes.append(f"{len(data) / 1024:.0f} KiB, {pages} page(s)")

    def print_preview(self, notes: list[str]) -> None:
        from PySide6.QtPrintSupport import QPrintPreviewWidget

        from yachtgui.export.dialogs import make_print_preview
        from yachtgui.export.sheet import game_sheet

        dialog = make_print_preview(self.window, game_sheet(self._game(), self._seats()))
        try:
            preview = dialog.findChild(QPrintPreviewWidget)
            if preview is None:
                raise SelfTestError("the print preview has no preview widget")
            dialog.show()
            preview.updatePreview()
            wait_until(lambda: preview.pageCount() >= 1, "a page in the print preview", 30)
            image = preview.grab().toImage()
            colours = _distinct_colours(image)
            if colours < 3:
                raise SelfTestError(f"the preview page is blank ({colours} colours)")
            notes.append(f"{preview.pageCount()} page(s), {image.width()}x{image.height()} shown")
        finally:
            dialog.close()
            dialog.deleteLater()

    def _game(self) -> Game:
        game = self.window.controller.game if self.window is not None else None
        if game is None or not game.is_over:
            raise SelfTestError("there is no finished game (an earlier step failed)")
        return game

    def _seats(self) -> tuple[Seat, ...]:
        assert self.window is not None
        return self.window.controller.seats

    def close(self) -> None:
        if self.window is not None:
            if self.window.dialogs.game_over_dialog is not None:
                self.window.dialogs.game_over_dialog.close()
            self.window.close()
            recorder = self.window.history_recorder  # its files are in the folder about to go
            recorder.wait()
            with suppress(SelfTestError):
                wait_until(lambda: not recorder.busy, "the game history to be written")
        if self.restore_messages is not None:
            self.restore_messages()


def run_self_test(report_path: Path | None = None) -> int:
    """Run every step (see the module docstring); 0 when all passed, 1 otherwise."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    report = _Report(report_path if report_path is not None else default_report_path())
    report.line(f"yachtgui {__version__} self-test")
    with tempfile.TemporaryDirectory(prefix="yachtgui-self-test-") as folder:
        workspace = Path(folder)
        # Autosaves, saved games and settings of this run stay in the temporary folder.
        os.environ["YACHTGUI_DATA_DIR"] = str(workspace / "data")
        os.environ["YACHTGUI_CONFIG_DIR"] = str(workspace / "config")
        test = _SelfTest(report, workspace)
        with test.step("application") as notes:
            test.start_application(notes)
        if test.app is not None:
            with test.step("translations") as notes:
                test.load_translations(notes)
            with test.step("window") as notes:
                test.show_window(notes)
            with test.step("strategy tables") as notes:
                test.load_tables(notes)
            play_rest: Callable[[list[str]], None] | None = None
            with test.step("hint") as notes:
                play_rest = test.play(notes)
            with test.step("game") as notes:
                if play_rest is None:
                    raise SelfTestError("the game did not start (see the hint step)")
                play_rest(notes)
            with test.step("PDF") as notes:
                test.write_pdf(notes)
            with test.step("print preview") as notes:
                test.print_preview(notes)
            test.close()
    passed = report.steps - report.failures
    verdict = "passed" if report.failures == 0 else "FAILED"
    report.line(f"self-test {verdict}: {passed} of {report.steps} steps ok; report in {report.path}")
    report.close()
    return 0 if report.failures == 0 else 1
