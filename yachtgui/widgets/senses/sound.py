"""Sound on game events, played by what the system already has: no audio library in the bundle.

Which player (:func:`find_player`), cheapest first:

- Windows: :mod:`winsound` (Python's standard library, asynchronous ``PlaySound``);
- macOS: ``afplay`` (part of every macOS);
- Linux and other Unixes: the first of ``pw-play`` (PipeWire), ``paplay`` (PulseAudio)
  and ``aplay`` (ALSA) found on the ``PATH``.

So sound adds nothing to the installed app or the bundles (Qt Multimedia would
add PySide6-Addons and 21.9 MiB of Qt and FFmpeg libraries to the Linux bundle
for five short sounds: ``benchmarks/sounds.py``). The sounds come from :mod:`yachtgui.sounds` and are
written once per volume as WAV files into a temporary folder of this session.

:class:`SoundBoard` plays them for the controller's events: a rattle when dice are
rolled on screen, a settle when real dice are entered, a chime on scoring, a
fanfare for an upper bonus or a five of a kind, a sting for the Second Kismet.
The Preferences switch it off (remembered) and set the volume; ``YACHTGUI_NO_SOUND=1``
keeps a session silent, as do Qt's offscreen and minimal platforms (tests, servers).
With sound switched on and no player, or a player that fails, the status bar says
so once per session. Tests install a recording player with :meth:`SoundBoard.set_player`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QObject, QTimer, Signal

from yachtgui.text import translate

if TYPE_CHECKING:
    import subprocess
    import tempfile

    from PySide6.QtWidgets import QMainWindow

    from yachtgui.app.controller import GameController
    from yachtgui.app.settings import Settings
    from yachtgui.game import Game, Scored

__all__ = ["SOUND_EVENTS", "SoundBoard", "connect_sounds", "find_player"]

#: What each sound is for.
SOUND_EVENTS: Final = {
    "rattle": "dice rolled on screen",
    "settle": "real dice entered",
    "chime": "a box scored",
    "fanfare": "an upper bonus reached, or a five of a kind scored",
    "sting": "a Second Kismet",
}

#: A player: called with the path of a WAV file; plays it without waiting for the end.
Player = Callable[[Path], None]

_UNIX_PLAYERS: Final = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))


def find_player() -> tuple[Player | None, str]:
    """The system's way of playing a WAV file and its name; (None, why not: app's language) when none."""
    if sys.platform == "win32":
        import winsound

        flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT

        def play_windows(path: Path) -> None:
            winsound.PlaySound(str(path), flags)

        return play_windows, "winsound"
    import shutil  # here, as subprocess and tempfile below: ~20 ms of imports a silent game never needs

    commands = (("afplay", ()),) if sys.platform == "darwin" else _UNIX_PLAYERS
    for command, options in commands:
        found = shutil.which(command)
        if found is not None:
            return _process_player(found, options), command
    names = ", ".join(command for command, _ in commands)
    why = translate("SoundBoard", "no sound player was found ({names}); install one to hear the game")
    return None, why.format(names=names)


def _process_player(program: str, options: tuple[str, ...]) -> Player:
    import subprocess

    running: list[subprocess.Popen[bytes]] = []

    def play(path: Path) -> None:
        running[:] = [process for process in running if process.poll() is None]  # reap finished ones
        if len(running) >= 4:
            return  # never a pile of sounds: the game is faster than they are
        running.append(subprocess.Popen([program, *options, str(path)], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))

    return play


class SoundBoard(QObject):
    """Plays the game's sounds for a controller's events (see the module docstring).

    ``enabled`` and ``volume`` (0..100) come from the Preferences. The player is
    looked up on the first sound (:func:`find_player`), unless one was set.
    """

    played = Signal(str)
    """A sound was sent to the player (its name)."""
    unavailable = Signal(str)
    """Sound is on but cannot be played: why, in plain words (once per board)."""

    def __init__(self, controller: GameController, parent: QObject | None = None, *,
                 enabled: bool = True, volume: int = 80) -> None:
        super().__init__(parent)
        self._controller = controller
        self._enabled = bool(enabled)
        self._volume = _clamp_volume(volume)
        self._player: Player | None = None
        self._player_looked_up = False
        self._told_unavailable = False
        self._folder: tempfile.TemporaryDirectory[str] | None = None  # removed with the board at the latest
        self._files: dict[tuple[str, int], Path] = {}
        self._events_heard = 0  # the game's special events already played (a Second Kismet: the sting alone)
        controller.gameStarted.connect(self._on_game_started)
        controller.diceRolled.connect(self._on_dice_rolled)
        controller.scored.connect(self._on_scored)
        controller.specialEvent.connect(self._on_special_event)

    # --- settings ---------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        """True when sounds play."""
        return self._enabled

    def set_enabled(self, on: bool) -> None:
        """Switch sounds on or off."""
        self._enabled = bool(on)

    @property
    def volume(self) -> int:
        """The volume, 0 (silent) to 100."""
        return self._volume

    def set_volume(self, volume: int) -> None:
        """Set the volume (clamped to 0..100); later sounds use it."""
        self._volume = _clamp_volume(volume)

    def set_player(self, player: Player | None) -> None:
        """Play through ``player`` from now on (tests; None: silent)."""
        self._player = player
        self._player_looked_up = True

    # --- playing ---------------------------------------------------------------------------

    def play(self, name: str) -> bool:
        """Play sound ``name`` (a key of :data:`SOUND_EVENTS`) now. True when it was sent to a player."""
        if name not in SOUND_EVENTS:
            raise KeyError(name)
        if not self._enabled or self._volume == 0:
            return False
        player = self._find_player()
        if player is None:
            return False
        try:
            path = self._file(name)
            player(path)
        except (OSError, RuntimeError) as error:  # a full disk, a player gone, no audio device (winsound)
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            why = translate("SoundBoard", "the sound player failed ({reason})")
            self._tell_unavailable(why.format(reason=reason))
            return False
        self.played.emit(name)
        return True

    def warm(self) -> None:
        """Make the sound files now, one per event-loop pass (the first of each costs up to 0.1 s)."""
        pending = [name for name in SOUND_EVENTS if (name, self._volume) not in self._files]
        if not pending or not self._enabled or not self._may_play():
            return
        try:
            self._file(pending[0])
        except OSError:
            return
        if len(pending) > 1:
            QTimer.singleShot(0, self, self.warm)

    def _may_play(self) -> bool:
        """False when no sound will ever play (a silent platform, no player); looks no player up."""
        if self._player_looked_up:
            return self._player is not None
        return not _silent_platform()

    def _find_player(self) -> Player | None:
        if not self._player_looked_up:
            self._player_looked_up = True
            if _silent_platform():
                self._player = None
            else:
                self._player, why = find_player()
                if self._player is None:
                    self._tell_unavailable(why)
        return self._player

    def _tell_unavailable(self, why: str) -> None:
        if not self._told_unavailable:
            self._told_unavailable = True
            self.unavailable.emit(why)

    def _file(self, name: str) -> Path:
        key = (name, self._volume)
        path = self._files.get(key)
        if path is None or not path.exists():
            import tempfile

            from yachtgui.sounds import wav_bytes

            if self._folder is None:
                self._folder = tempfile.TemporaryDirectory(prefix="yachtgui-sounds-",
                                                           ignore_cleanup_errors=True)
            path = Path(self._folder.name) / f"{name}-{self._volume}.wav"
            path.write_bytes(wav_bytes(name, self._volume / 100))
            self._files[key] = path
        return path

    def cleanup(self) -> None:
        """Delete this session's sound files."""
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None
            self._files.clear()

    # --- game events -------------------------------------------------------------------------

    def _on_dice_rolled(self, values: list[int], _held: list[int], _animate: bool) -> None:
        if not any(values) or self._controller.dice_busy is False:
            return  # the tray cleared for the next turn, or a saved turn shown again
        self.play("settle" if self._controller.real_dice_turn else "rattle")

    def _on_game_started(self) -> None:
        game = self._controller.game
        self._events_heard = len(game.events) if game is not None else 0

    def _on_special_event(self, _text: str) -> None:
        game = self._controller.game
        self._events_heard = len(game.events) if game is not None else 0
        self.play("sting")

    def _on_scored(self, player: int, _box: str, points: int) -> None:
        game = self._controller.game
        if game is None or len(game.events) > self._events_heard:
            return  # a Second Kismet: its sting follows at once, alone
        last = next((s for s in reversed(game.history) if s.player == player and not s.forced), None)
        if last is None:
            self.play("chime")
            return
        five_of_a_kind = len(last.dice) == 5 and len(set(last.dice)) == 1 and points > 0
        bonus_reached = game.bonus(player) > _bonus_before(game, last)
        self.play("fanfare" if five_of_a_kind or bonus_reached or _chip_earned(game, last) else "chime")


def _bonus_before(game: Game, scoring: Scored) -> int:
    """The upper bonus the player had before ``scoring``, their last (forced zeros change no bonus)."""
    upper = game.upper_total(scoring.player)
    if scoring.box in game.variant.upper_categories:
        upper -= scoring.points
    return game.variant.bonus(upper)


def _chip_earned(game: Game, scoring: Scored) -> bool:
    """True when ``scoring``, the player's last, earned a Yahtzee bonus chip (a Joker zero included)."""
    if not game.yacht_bonus_count(scoring.player) or len(set(scoring.dice)) != 1:
        return False
    card = game.scorecard(scoring.player)
    card[scoring.box] = None
    return bool(game.variant.yacht_bonus_for(card, scoring.dice))


def _clamp_volume(volume: int) -> int:
    try:
        return max(0, min(100, int(volume)))
    except (TypeError, ValueError):
        return 80


def _silent_platform() -> bool:
    """True on Qt's offscreen and minimal platforms (tests, servers): no sound is wanted there."""
    from PySide6.QtGui import QGuiApplication

    quiet = bool(os.environ.get("YACHTGUI_NO_SOUND"))
    return quiet or QGuiApplication.platformName() in ("offscreen", "minimal")


def connect_sounds(controller: GameController, settings: Settings, window: QMainWindow) -> SoundBoard:
    """A sound board for ``controller``, set from the Preferences; problems go to ``window``'s status bar."""
    board = SoundBoard(controller, window, enabled=bool(settings.get("sound")),
                       volume=int(settings.get("sound_volume")))
    board.unavailable.connect(lambda why: window.statusBar().showMessage(
        translate("SoundBoard", "No sound: {why}. (Preferences can switch sound off.)").format(why=why),
        12000))
    QTimer.singleShot(200, board, board.warm)  # made after the first frame (see MainWindow.sound)
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(board.cleanup)
    return board
