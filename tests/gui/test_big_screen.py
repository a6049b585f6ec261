"""A large screen is used (issue 22, item 5): the first window is sized from the screen and centred,
and the dice, their tray and the controls grow with the felt. Sizes are Qt's logical pixels, as
in test_fit: a 4K screen scaled 200 % by the system is a 1920x1080 screen to Qt and stays as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui.widgets.dialogs.newgame import NewGameDialog
from yachtgui.widgets.scaling import DialogScale
from yachtgui.widgets.table.dice import DiceTray
from yachtgui.widgets.window.fitting import first_window_geometry
from yachtgui.widgets.window.mainwindow import MainWindow, default_window_size

from .conftest import Player
from .test_fit import fitted
from .test_layout import settle_layout


def test_the_first_window_takes_at_least_half_of_a_large_screen_in_its_middle() -> None:
    room = QRect(0, 0, 3840, 2100)  # 4K without system scaling, less a taskbar
    size = default_window_size(room.size())
    assert size.width() >= 1920
    assert size.height() >= 1050
    where = first_window_geometry(room)
    assert where.size() == size
    assert abs(where.center().x() - room.center().x()) <= 1
    assert abs(where.center().y() - room.center().y()) <= 1
    # Small and ordinary screens keep today's sizes (test_fit checks them too).
    assert default_window_size(QSize(1920, 1040)) == QSize(1240, 780)
    assert default_window_size(QSize(1024, 728)) == QSize(1008, 688)


def table_sizes(window: MainWindow) -> tuple[int, float, int]:
    die = window.tray.dice()[0]
    return die.width(), window.roll_button.font().pointSizeF(), window.roll_button.height()


def test_dice_and_controls_grow_with_a_maximised_4k_window(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    fitted(qtbot, window, (1366, 690), "yacht", 2)
    die, font, button = table_sizes(window)
    fitted(qtbot, window, (3840, 2100), "yacht", 2)
    qtbot.waitUntil(lambda: table_sizes(window)[1] > font, timeout=3000)
    big_die, big_font, big_button = table_sizes(window)
    assert big_die > DiceTray._MAX_DIE * 1.5  # not 200 px on a 3000-px felt
    assert big_font >= font * 1.8
    assert big_button >= button * 1.8
    assert window.help_label.font().pointSizeF() > window.font().pointSizeF() * 1.5
    assert die <= DiceTray._MAX_DIE


@pytest.mark.parametrize("size", [(1920, 1000), (1920, 1080)])
def test_a_screen_the_system_scales_keeps_todays_table(
        window: MainWindow, player: Player, qtbot: QtBot, size: tuple[int, int]) -> None:
    """QT_SCALE_FACTOR=2 on 4K: Qt sees 1920x1080, the controls keep their usual size (and are drawn
    at the device's full resolution by Qt, as now), maximised or laid over the whole screen."""
    usual = window.roll_button.font().pointSizeF()
    fitted(qtbot, window, size, "yacht", 2)
    assert window._controls.scale == 1.0
    assert window.roll_button.font().pointSizeF() == usual
    assert window.tray.dice()[0].width() <= DiceTray._MAX_DIE


def chrome_sizes(window: MainWindow) -> dict[str, float]:
    """The menu bar's, the menus' and the status line's words and heights."""
    from pathlib import Path

    from PySide6.QtWidgets import QProgressBar

    menus = window.menus
    status = window.statusBar()
    window.file_flows.show_saved_file("Score card saved", Path("/tmp/family.pdf"))  # "Open folder"
    window.computer_view.show_progress("Yatzy", 5)  # "Teaching the computer …" and its bar
    status.showMessage("A message")
    button = status.findChild(QPushButton, "openFolderButton")
    progress = status.findChild(QProgressBar, "strategyProgress")
    label = status.findChild(QLabel, "strategyLabel")
    assert button is not None
    assert progress is not None
    assert label is not None
    bar = window.menuBar()
    return {"bar font": bar.font().pointSizeF(), "bar height": bar.sizeHint().height(),
            "file menu": menus.file_menu.font().pointSizeF(),
            "continue menu": menus.actions.continue_menu.font().pointSizeF(),
            "message": status.findChild(QLabel, "statusMessage").font().pointSizeF(),  # type: ignore[union-attr]
            "progress text": label.font().pointSizeF(), "progress width": progress.maximumWidth(),
            "button height": button.sizeHint().height(), "status height": status.sizeHint().height()}


def test_the_menus_and_the_status_line_grow_with_a_maximised_4k_window(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """Issue 22: at 3840x2160 without system scaling the menu bar and the status bar stayed small
    while the felt, dice and controls grew: they follow the window's one scale now."""
    fitted(qtbot, window, (1366, 690), "yacht", 2)
    usual = chrome_sizes(window)
    fitted(qtbot, window, (3840, 2100), "yacht", 2)
    qtbot.waitUntil(lambda: window.roll_button.font().pointSizeF() > window.font().pointSizeF() * 2,
                    timeout=3000)
    big = chrome_sizes(window)
    factor = window._controls.scale
    assert factor >= 1.9
    for what in ("bar font", "file menu", "continue menu", "message", "progress text", "progress width"):
        assert big[what] == pytest.approx(usual[what] * factor, rel=0.02), what
    for what in ("bar height", "button height", "status height"):
        assert big[what] >= usual[what] * 1.4, what  # taller (margins stay as they are)
    fitted(qtbot, window, (1366, 690), "yacht", 2)  # smaller again: the usual words
    qtbot.waitUntil(lambda: window._controls.scale == 1.0, timeout=3000)
    assert chrome_sizes(window) == usual


def test_with_system_scaling_the_menus_and_status_line_keep_their_size(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """QT_SCALE_FACTOR=2 on 4K: Qt sees 1920x1080, and the menus and status line stay as they are."""
    usual = chrome_sizes(window)
    fitted(qtbot, window, (1920, 1000), "yacht", 2)
    assert chrome_sizes(window) == usual


def test_the_words_on_the_felt_grow_with_the_table(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """The 4K screenshots showed the hint panel in the usual small words on the grown felt: what lies
    on the felt (the hint, the welcome card, the banner) takes the tray's words, which grow with the
    window, and the band kept for the hint grows with them."""
    fitted(qtbot, window, (1366, 690), "yacht", 2)
    advice = window.overlays.advice
    usual = (advice.headline.font().pointSizeF(), window.tray.advice_rect().height())
    fitted(qtbot, window, (3840, 2100), "yacht", 2)
    qtbot.waitUntil(lambda: window._controls.scale >= 1.9, timeout=3000)
    factor = window._controls.scale
    assert advice.headline.font().pointSizeF() == pytest.approx(usual[0] * factor, rel=0.02)
    assert window.tray.advice_rect().height() >= usual[1] * (factor - 0.2)


def test_what_is_laid_on_the_felt_after_the_window_grew_has_the_grown_words(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    """The hint panel is made when first asked for: made after the window grew to 4K it was drawn in
    the app's small words (its bold headline copied the app's font before it lay on the tray)."""
    usual = window.tray.font().pointSizeF()
    fitted(qtbot, window, (3840, 2100), "yacht", 2)
    qtbot.waitUntil(lambda: window._controls.scale >= 1.9, timeout=3000)
    factor = window._controls.scale
    advice = window.overlays.advice  # made now
    assert advice.headline.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)
    assert advice.headline.font().bold()
    assert advice.options.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)
    banner = window.overlays.banner  # made now
    label = banner.findChild(QLabel, "eventBannerText")
    assert label is not None
    assert label.font().pointSizeF() == pytest.approx(usual * factor * 1.1, rel=0.02)


def proportions(window: MainWindow) -> tuple[float, float, float, float]:
    """The Roll and Hint buttons' words, the help line's and a die's side, to the pad's words and rows."""
    pad = window.pad.font().pointSizeF()
    return (window.roll_button.font().pointSizeF() / pad, window.hint_button.font().pointSizeF() / pad,
            window.help_label.font().pointSizeF() / pad,
            window.tray.dice()[0].width() / window.pad.view(0).rowHeight(0))


@pytest.mark.parametrize("size", [(2304, 1260), (2304, 1296)])
def test_the_first_window_of_a_4k_screen_has_its_table_in_proportion_with_the_pad(
        window: MainWindow, player: Player, qtbot: QtBot, size: tuple[int, int]) -> None:
    """Issue 22: the first window on a 3840x2160 screen (2304x1296, 2304x1260 under a taskbar) gave
    the felt a scale of 1.21 while the pad's words had grown 2.6 times: the dice, Hint, Roll and the
    help line looked small beside the pad. They keep the proportions a laptop's window shows."""
    fitted(qtbot, window, (1366, 690), "yacht", 5)
    usual = proportions(window)
    fitted(qtbot, window, size, "yacht", 5)
    qtbot.waitUntil(lambda: window._controls.scale > 1.0, timeout=3000)
    big = proportions(window)
    for what, before, now in zip(("roll", "hint", "help", "die"), usual, big, strict=True):
        assert now >= before * 0.85, (what, before, now)
    assert window.tray.dice()[0].width() > DiceTray._MAX_DIE  # the dice grew with the words


def new_game(window: MainWindow, qtbot: QtBot, seats: int) -> NewGameDialog:
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    count = dialog.findChild(QSpinBox, "playerCount")
    assert count is not None
    count.setValue(seats)
    settle_layout(qtbot, dialog)
    return dialog


def new_game_sizes(dialog: NewGameDialog) -> dict[str, float]:
    """New Game's words (its own, a variant's name, a name field's) and its width."""
    variant = dialog.findChild(QRadioButton, "variant_yacht")
    name = dialog.findChild(QLineEdit, "playerName0")
    assert variant is not None
    assert name is not None
    return {"dialog": dialog.font().pointSizeF(), "variant": variant.font().pointSizeF(),
            "name": name.font().pointSizeF(), "width": dialog.width()}


def start_on_screen(dialog: NewGameDialog, room: int) -> None:
    """The dialog is no taller than the ``room`` the screen has, and Start lies inside it, whole."""
    assert dialog.height() <= room
    start = dialog.findChild(QPushButton, "startButton")
    assert start is not None
    assert start.isVisible()
    assert start.mapTo(dialog, start.rect().bottomLeft()).y() <= dialog.height()


@pytest.mark.parametrize("seats", [2, 5, 10])
def test_new_game_over_a_4k_window_takes_the_windows_scale_and_stays_on_screen(
        window: MainWindow, player: Player, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        seats: int) -> None:
    """Issue 22: over a 4K window New Game was a small card of tiny words (newgame5_4k_de.png); grown
    after it was built, it grew off the bottom of the screen with Start out of reach. It takes the
    window's scale as it is built, and fits the screen's room (2120 px: 2160 less the frame)."""
    room = 2120
    monkeypatch.setattr(DialogScale, "room", lambda _sizes: QSize(3820, room))
    fitted(qtbot, window, (1366, 690), "yacht", 2)
    usual = new_game_sizes(new_game(window, qtbot, seats))
    window.dialogs.new_game_dialog_widget.reject()  # type: ignore[union-attr]
    fitted(qtbot, window, (3840, 2100), "yacht", 2)
    qtbot.waitUntil(lambda: window._controls.scale >= 1.9, timeout=3000)
    factor = window._controls.scale
    dialog = new_game(window, qtbot, seats)
    big = new_game_sizes(dialog)
    for what in ("dialog", "variant", "name"):
        assert big[what] == pytest.approx(usual[what] * factor, rel=0.02), what
    assert big["width"] >= usual["width"] * (factor - 0.1)
    start_on_screen(dialog, room)
    from yachtgui.widgets.dialogs.newgame import _Description

    for label in dialog.findChildren(_Description):  # every description whole at the grown size
        assert label.height() >= label.heightForWidth(label.width()), label.text()


def test_new_game_at_4k_scale_on_a_shorter_screen_shows_fewer_seats_and_keeps_start_in_reach(
        window: MainWindow, player: Player, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The grown dialog never grows past the screen's room: fewer seats show and the list scrolls."""
    room = 1100
    monkeypatch.setattr(DialogScale, "room", lambda _sizes: QSize(3820, room))
    fitted(qtbot, window, (3840, 2100), "yacht", 2)
    qtbot.waitUntil(lambda: window._controls.scale >= 1.9, timeout=3000)
    dialog = new_game(window, qtbot, 10)
    assert dialog.font().pointSizeF() > window.font().pointSizeF() * 1.8
    start_on_screen(dialog, room)
    seats = dialog.findChild(QScrollArea, "seatsScroll")
    assert seats is not None
    assert seats.verticalScrollBar().maximum() > 0  # the other seats are a scroll away


@pytest.mark.parametrize("size", [(1366, 690), (1008, 688), (1920, 1000)])
def test_new_game_on_a_laptop_or_a_system_scaled_screen_is_as_it_was(
        window: MainWindow, player: Player, qtbot: QtBot, size: tuple[int, int]) -> None:
    """1366x768, 1024x768 and QT_SCALE_FACTOR=2 on 4K: the dialog's words are the app's, its width 640."""
    fitted(qtbot, window, size, "yacht", 2)
    sizes = new_game_sizes(new_game(window, qtbot, 5))
    usual = QApplication.font().pointSizeF()
    assert (sizes["dialog"], sizes["variant"], sizes["name"]) == (usual, usual, usual)
    assert sizes["width"] == 640


def test_the_roll_off_over_a_4k_window_has_the_grown_words_and_dice(
        window: MainWindow, player: Player, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The roll-off page is laid in New Game once it is on screen: at 4K it kept the application's
    small words (its heading, the result, Back and Play) beside grown names and dice."""
    from yachtgui.widgets.table.dice import DieWidget

    monkeypatch.setattr(DialogScale, "room", lambda _sizes: QSize(3820, 2120))
    fitted(qtbot, window, (3840, 2100), "yacht", 2)
    qtbot.waitUntil(lambda: window._controls.scale >= 1.9, timeout=3000)
    factor = window._controls.scale
    dialog = new_game(window, qtbot, 4)
    roll_off = dialog.findChild(QRadioButton, "rollOffRadio")
    start = dialog.findChild(QPushButton, "startButton")
    assert roll_off is not None
    assert start is not None
    roll_off.setChecked(True)
    start.click()
    result = dialog.findChild(QLabel, "rollOffResult")
    assert result is not None
    qtbot.waitUntil(result.isVisible)
    grown = QApplication.font().pointSizeF() * factor
    for name in ("rollOffResult", "backButton", "playButton"):
        part = dialog.findChild(QWidget, name)
        assert part is not None
        assert part.font().pointSizeF() == pytest.approx(grown, rel=0.02), name
    dice = [die for die in dialog.findChildren(DieWidget) if die.isVisible()]
    assert dice
    assert all(die.width() == round(NewGameDialog.ROLL_OFF_DIE * factor) for die in dice)
    assert dialog.height() <= 2120


def _finished_game_over(window: MainWindow, player: Player, qtbot: QtBot,
                        size: tuple[int, int]) -> tuple[QWidget, float]:
    """The game-over dialog of a two-player game played in a window of ``size``, with its chart."""
    from .test_history import play_to_the_end
    from .test_turning import computing

    fitted(qtbot, window, size, "yacht", 2)
    if size[0] > 1920:
        qtbot.waitUntil(lambda: window._controls.scale >= 1.9, timeout=3000)
    window.dialogs.turning_compute = computing()
    window.settings.set("win_chances", True)
    play_to_the_end(window, player)
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None
                    and window.dialogs.game_over_dialog.isVisible())
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    return dialog, window._controls.scale if size[0] > 1920 else 1.0


@pytest.mark.parametrize("size", [(3840, 2100), (1366, 690)])
def test_the_game_over_dialog_over_a_4k_window_takes_the_windows_scale_and_stays_on_screen(
        window: MainWindow, player: Player, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        size: tuple[int, int]) -> None:
    """Issue 22: over a maximised 4K window the ranking, its headline and the chart of chances were the
    application's small words on a small card; at 1366x768 (scale 1) nothing changes."""
    from yachtgui.widgets.review.turning import ChanceChart, TurningPanel

    room = QSize(3820, 2120)
    monkeypatch.setattr(DialogScale, "room", lambda _sizes: room)
    dialog, factor = _finished_game_over(window, player, qtbot, size)
    usual = QApplication.font().pointSizeF()
    assert dialog.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)
    headline = dialog.findChild(QLabel, "winnerLabel")
    assert headline is not None
    assert headline.font().pointSizeF() == pytest.approx(usual * 1.9 * factor, rel=0.02)
    panel = dialog.findChild(TurningPanel)
    assert panel is not None
    qtbot.waitUntil(lambda: panel.points is not None, timeout=10_000)
    assert panel.chart.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)  # its labels' words
    assert panel.chart.minimumHeight() == round(ChanceChart.MINIMUM.height() * factor)
    again = dialog.findChild(QPushButton, "playAgainButton")
    assert again is not None
    assert again.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)
    assert dialog.width() <= room.width() + DialogScale.FRAME_ALLOWANCE // 2
    assert dialog.height() <= room.height() + DialogScale.FRAME_ALLOWANCE
    if factor == 1.0:  # the usual sizes (the test screen's own width, as before)
        screen_width = room.width() + DialogScale.FRAME_ALLOWANCE // 2
        assert dialog.minimumWidth() == min(1040, max(860, screen_width - 80))


@pytest.mark.parametrize("size", [(3840, 2100), (1366, 690)])
def test_a_replay_opened_over_a_4k_window_takes_the_windows_scale_and_stays_on_screen(
        window: MainWindow, player: Player, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
        size: tuple[int, int]) -> None:
    """Issue 22: a replay opened from the statistics over a maximised 4K window had small words and a
    small chart; at 1366x768 it is as it was."""
    from yachtgui.widgets.review.replay import ReplayWindow

    from .test_turning import computing, recorded_with_turning

    room = QSize(3820, 2120) if size[0] > 1920 else QSize(1346, 688)  # 4K, 1366x768 (less a taskbar)
    monkeypatch.setattr(DialogScale, "room", lambda _sizes: room)
    game_id, _game = recorded_with_turning(keep=True)
    fitted(qtbot, window, size, "yacht", 2)
    factor = 1.0
    if size[0] > 1920:
        qtbot.waitUntil(lambda: window._controls.scale >= 1.9, timeout=3000)
        factor = window._controls.scale
    statistics = window.dialogs.show_statistics()
    statistics.turning_compute = computing()  # type: ignore[attr-defined]
    replay = statistics.open_replay(game_id)  # type: ignore[attr-defined]
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    qtbot.waitExposed(replay)
    usual = QApplication.font().pointSizeF()
    assert replay.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)
    assert replay.heading.font().pointSizeF() == pytest.approx(usual * 1.3 * factor, rel=0.02)
    assert replay.next_button.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)
    assert replay.turning.chart.font().pointSizeF() == pytest.approx(usual * factor, rel=0.02)
    assert replay.tray.minimumHeight() == round(110 * factor)
    assert replay.width() <= room.width()
    assert replay.height() <= room.height()
    if factor == 1.0:  # as it was: most of a laptop's screen
        assert (replay.width(), replay.height()) == (1280, 680)
    else:  # most of the 4K screen, not the small card
        assert replay.width() >= 1280 * 1.8
