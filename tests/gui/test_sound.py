"""Sounds: synthesised WAVs, played for the right events through a recording player (no sound card)."""

from __future__ import annotations

import gc
import io
import shutil
import subprocess
import tempfile
import wave
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QCheckBox, QSlider
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController, NewGameSetup
from yachtgui.app.settings import Settings
from yachtgui.persistence import Seat
from yachtgui.sounds import RATE, SOUNDS, synthesise, wav_bytes
from yachtgui.widgets.senses import sound as sound_module
from yachtgui.widgets.senses.sound import SOUND_EVENTS, SoundBoard, find_player
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, kismet_then_roll_again


class Recorder:
    """A player that remembers which files it was asked to play."""

    def __init__(self) -> None:
        self.paths: list[Path] = []

    def __call__(self, path: Path) -> None:
        assert path.is_file()
        self.paths.append(path)

    @property
    def names(self) -> list[str]:
        return [path.stem.rsplit("-", 1)[0] for path in self.paths]


@pytest.fixture
def recorder(window: MainWindow) -> Recorder:
    recorder = Recorder()
    window.senses.sound.set_player(recorder)
    return recorder


# --- the sounds themselves ------------------------------------------------------------------

@pytest.mark.parametrize("name", list(SOUNDS))
def test_every_sound_is_a_short_mono_wav_that_fits_16_bits(name: str) -> None:
    data = wav_bytes(name)
    with wave.open(io.BytesIO(data)) as wav:
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == RATE
        seconds = wav.getnframes() / RATE
    assert 0.1 < seconds < 2.0
    samples = synthesise(name)
    assert max(abs(s) for s in samples) == pytest.approx(0.8 * 32767, rel=0.01)
    assert synthesise(name) == samples  # the same every time (seeded noise)


def test_volume_scales_the_loudness_and_zero_is_silence() -> None:
    loud = max(abs(s) for s in synthesise("chime", 1.0))
    soft = max(abs(s) for s in synthesise("chime", 0.25))
    assert soft == pytest.approx(loud / 4, rel=0.01)
    assert not any(synthesise("chime", 0.0))


def test_every_event_has_a_sound_and_every_sound_an_event() -> None:
    assert set(SOUND_EVENTS) == set(SOUNDS)


# --- which sound for which event -----------------------------------------------------------------

def test_an_on_screen_roll_rattles_and_a_score_chimes(window: MainWindow, player: Player,
                                                      dice: ScriptedDice, recorder: Recorder) -> None:
    dice.push(1, 2, 3, 4, 6)
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"), Seat("Bob"))))
    player.roll()
    player.click_box(0, "chance")
    assert recorder.names == ["rattle", "chime"]


def test_five_of_a_kind_gets_the_fanfare_and_the_second_kismet_the_sting_alone(
        window: MainWindow, player: Player, dice: ScriptedDice, recorder: Recorder) -> None:
    dice.push(4, 4, 4, 4, 4, 1, 2, 3, 5, 6, 2, 2, 2, 2, 2)
    kismet_then_roll_again(window, player)
    player.click_box(0, "twos")
    assert recorder.names == ["rattle", "fanfare", "rattle", "chime", "rattle", "sting"]


def test_reaching_the_upper_bonus_plays_the_fanfare(window: MainWindow, player: Player,
                                                    dice: ScriptedDice, recorder: Recorder) -> None:
    assert window.dialogs.start_game(NewGameSetup("yatzy", (Seat("Ann"),)))
    for face in (6, 5, 4, 3):  # four of each: 24 + 20 + 16 + 12 = 72, bonus reached on the last
        dice.push(face, face, face, face, 1)
        player.roll()
        player.click_box(0, {6: "sixes", 5: "fives", 4: "fours", 3: "threes"}[face])
    assert recorder.names[-1] == "fanfare"
    assert recorder.names.count("fanfare") == 1


def test_entering_real_dice_plays_the_settle_not_the_rattle(qtbot: QtBot, window: MainWindow,
                                                            recorder: Recorder) -> None:
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann", real_dice=True),)))
    panel = window.table_mode.panel
    panel.entry.setText("6 6 3 2 1")
    panel.entry.textEdited.emit("6 6 3 2 1")
    assert panel.submit()
    assert recorder.names == ["settle"]


def test_sound_switched_off_or_at_zero_volume_plays_nothing(window: MainWindow, player: Player,
                                                            recorder: Recorder) -> None:
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"),)))
    window.senses.sound.set_enabled(False)
    player.roll()
    window.senses.sound.set_enabled(True)
    window.senses.sound.set_volume(0)
    player.click_box(0, "chance")
    assert recorder.names == []


# --- preferences and missing players --------------------------------------------------------------

def test_preferences_switch_sound_off_and_it_stays_off(qtbot: QtBot, window: MainWindow,
                                                       settings: Settings) -> None:
    assert window.senses.sound.enabled  # on by default
    window.dialogs.show_preferences()
    dialog = window.dialogs.preferences_dialog
    dialog.findChild(QCheckBox, "soundCheck").setChecked(False)
    dialog.findChild(QSlider, "soundVolume").setValue(35)
    dialog.accept()
    assert not window.senses.sound.enabled
    assert window.senses.sound.volume == 35
    again = MainWindow(GameController(autosave=False), Settings())
    qtbot.addWidget(again)
    assert not again.senses.sound.enabled
    assert again.senses.sound.volume == 35


def test_no_player_on_the_system_is_said_once_and_the_game_goes_on(
        monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> None:
    monkeypatch.setattr(shutil, "which", lambda _name: None)
    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    player, why = find_player()
    assert player is None
    assert "no sound player was found" in why
    monkeypatch.setattr(sound_module, "_silent_platform", lambda: False)
    controller = GameController(autosave=False)
    board = SoundBoard(controller)
    told: list[str] = []
    board.unavailable.connect(told.append)
    assert not board.play("chime")
    assert not board.play("chime")
    assert told == [why]


def test_the_player_found_is_a_system_program_without_waiting(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    started: list[list[str]] = []

    class FakeProcess:
        def __init__(self, args: list[str], **_kwargs: object) -> None:
            started.append(args)

        def poll(self) -> int | None:
            return None

    monkeypatch.setattr(sound_module.sys, "platform", "linux")
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}" if name == "paplay" else None)
    monkeypatch.setattr(subprocess, "Popen", FakeProcess)
    player, name = find_player()
    assert name == "paplay"
    assert player is not None
    for _ in range(6):
        player(tmp_path / "chime.wav")
    assert started[0] == ["/usr/bin/paplay", str(tmp_path / "chime.wav")]
    assert len(started) == 4  # never more than four sounds at once


def test_a_player_that_fails_is_reported_once_and_play_goes_on(qtbot: QtBot) -> None:
    def broken(_path: Path) -> None:
        raise RuntimeError("Failed to play sound")

    board = SoundBoard(GameController(autosave=False))
    board.set_player(broken)
    told: list[str] = []
    board.unavailable.connect(told.append)
    assert not board.play("chime")
    assert not board.play("rattle")
    assert told == ["the sound player failed (Failed to play sound)"]


def test_a_silent_session_makes_no_sound_files(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                              qtbot: QtBot) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    board = SoundBoard(GameController(autosave=False))  # offscreen: nothing will ever be played
    for _ in SOUND_EVENTS:
        board.warm()
    qtbot.wait(50)  # let any warming queued on the event loop run
    assert list(tmp_path.iterdir()) == []


def test_a_boards_sound_files_go_with_it_even_without_quitting(monkeypatch: pytest.MonkeyPatch,
                                                               tmp_path: Path, qtbot: QtBot) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    board = SoundBoard(GameController(autosave=False))
    recorder = Recorder()
    board.set_player(recorder)
    assert board.play("chime")
    assert recorder.paths[0].is_file()
    shiboken6.delete(board)
    del board
    gc.collect()
    assert list(tmp_path.iterdir()) == []
