"""The chances to win under the names on the score pad: shown, summing to 100, hidden, failing."""

from __future__ import annotations

import threading

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from tests.app.test_winchances import FakeEngine, engine_for
from tests.gui.conftest import Player, start
from yachtgui.widgets.window.mainwindow import MainWindow


def plates(window: MainWindow) -> list[QLabel]:
    return [label for label in window.pad.findChildren(QLabel) if type(label).__name__ == "_NamePlate"
            and label.isVisibleTo(window.pad)]


def shown_percents(window: MainWindow) -> list[int]:
    lines = window.pad.chance_lines
    assert lines is not None
    assert all(line.shown.endswith(" %") and not line.shorter for line in lines)
    return [int(line.shown.split()[0]) for line in lines]


def turn_on(window: MainWindow, engine: object) -> None:
    window.chances.chances.engine_for = engine  # type: ignore[assignment]
    window.settings.set("win_chances", True)
    window.chances.apply_settings()


def test_three_players_see_chances_after_a_roll_and_a_score(qtbot: QtBot, window: MainWindow,
                                                            player: Player) -> None:
    engine = FakeEngine()
    turn_on(window, engine_for(engine))
    start(window, "yatzy", ["Ann", "Bob", "Cy"])
    player.roll()
    qtbot.waitUntil(lambda: window.chances.chances.last is not None, timeout=5000)
    after_roll = shown_percents(window)
    assert len(after_roll) == 3
    assert sum(after_roll) == 100
    assert threading.get_ident() not in engine.threads  # worked out off the GUI thread
    described = [plate.accessibleDescription() for plate in plates(window)]
    assert all("chance to win if everyone plays their best from now on" in text for text in described)
    assert any(f"{after_roll[0]} %" in plate.text() for plate in plates(window))
    game = window.controller.game
    assert game is not None
    box = next(iter(game.legal_boxes()))
    assert window.controller.score(box)
    qtbot.waitUntil(lambda: window.chances.chances.last is not None, timeout=5000)
    assert sum(shown_percents(window)) == 100


def test_off_hides_them(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    turn_on(window, engine_for(FakeEngine()))
    start(window, "yatzy", ["Ann", "Bob", "Cy"])
    player.roll()
    qtbot.waitUntil(lambda: window.chances.chances.last is not None, timeout=5000)
    assert window.pad.chance_lines is not None
    window.settings.set("win_chances", False)
    window.chances.apply_settings()
    assert window.pad.chance_lines is None
    assert all(plate.accessibleDescription() == "" for plate in plates(window))
    assert all("%" not in plate.text() for plate in plates(window))


def test_off_by_default_nothing_is_worked_out(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    start(window, "yatzy", ["Ann", "Bob"])
    player.roll()
    assert window.chances.chances.worker is None
    assert window.pad.chance_lines is None


def test_a_failure_reaches_the_status_line(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    def broken(*_args: object) -> object:
        raise OSError("disk full")

    turn_on(window, broken)
    start(window, "yatzy", ["Ann", "Bob"])
    qtbot.waitUntil(lambda: "cannot be worked out" in window.statusBar().currentMessage(), timeout=5000)
    assert "disk full" in window.statusBar().currentMessage()
    lines = window.pad.chance_lines
    assert lines is not None
    assert all(line.shown == "" for line in lines)  # "…", never a figure


def test_the_preferences_turn_them_on_in_words_for_children(qtbot: QtBot, window: MainWindow,
                                                             player: Player) -> None:
    window.chances.chances.engine_for = engine_for(FakeEngine())  # type: ignore[assignment]
    start(window, "yatzy", ["Ann", "Bob"])
    window.dialogs.show_preferences()
    dialog = window.dialogs.preferences_dialog
    check = dialog.findChild(QCheckBox, "winChancesCheck")
    words = dialog.findChild(QComboBox, "winChancesWords")
    assert check is not None
    assert words is not None
    assert not check.isChecked()
    check.setChecked(True)
    words.setCurrentIndex(words.findData("children"))
    dialog.accept()
    assert window.settings.get("win_chances")
    qtbot.waitUntil(lambda: window.chances.chances.last is not None, timeout=5000)
    lines = window.pad.chance_lines
    assert lines is not None
    assert all(line.shown.startswith(("about", "sure", "almost")) for line in lines)
    assert all(line.shorter[0] and not line.shorter[0].startswith("about") for line in lines)
    assert all(line.shorter[-1].endswith(" %") for line in lines)


def test_w_says_every_chance(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    from PySide6.QtCore import Qt

    from yachtgui.widgets.senses import speech

    said: list[str] = []
    listener = lambda _widget, _kind, text: said.append(text)  # noqa: E731
    speech.listeners.append(listener)
    try:
        turn_on(window, engine_for(FakeEngine()))
        start(window, "yatzy", ["Ann", "Bob", "Cy"])
        player.roll()
        qtbot.waitUntil(lambda: window.chances.chances.last is not None, timeout=5000)
        qtbot.keyClick(window, Qt.Key.Key_W)
    finally:
        speech.listeners.remove(listener)
    spoken = [text for text in said if text.startswith("Chances to win:")]
    assert spoken
    assert all(name in spoken[-1] for name in ("Ann", "Bob", "Cy"))


def test_the_hint_says_when_playing_to_win_differs() -> None:
    from yachtgui.ai.advice import Advice
    from yachtgui.ai.strategy import Option
    from yachtgui.ai.winplay import WinOption
    from yachtgui.app.winchances import GoalAnswer, Moment
    from yachtgui.rules import VARIANTS
    from yachtgui.widgets.window.winchanceview import win_words

    variant = VARIANTS["yatzy"]
    moment = Moment(variant, (), 0, (6, 6, 6, 5, 5), 2)
    for_points = Option((5, 5), None, 10.0)
    advice = Advice((3, 4), None, for_points, (), "Keep the two 5s and roll the rest.")
    to_win = WinOption(Option((6, 6, 6), None, 9.0), 0.31)
    differs = GoalAnswer(moment, (to_win, WinOption(for_points, 0.28)), None)
    said = win_words(variant, differs, advice)
    assert said == ("To win, keep 6 6 6 instead: 31 % chance to win, against 28 % for the most "
                    "points.")
    same = GoalAnswer(moment, (WinOption(for_points, 0.31), to_win), None)
    assert win_words(variant, same, advice) == ""


def test_ten_players_with_chances_still_fit_a_small_laptop(qtbot: QtBot, window: MainWindow,
                                                           player: Player) -> None:
    from PySide6.QtWidgets import QScrollArea

    from tests.gui.test_fit import NAMES, fitted

    turn_on(window, engine_for(FakeEngine()))
    fitted(qtbot, window, (1024, 700), "yatzy", 10)
    player.roll()
    qtbot.waitUntil(lambda: window.chances.chances.last is not None, timeout=5000)
    qtbot.waitUntil(lambda: window.pad.fits, timeout=3000)
    assert len(shown_percents(window)) == len(NAMES)
    for name in ("scorePadScroll", "scorePadOuter"):
        area = window.findChild(QScrollArea, name)
        assert area is not None
        bar = area.horizontalScrollBar() if name == "scorePadScroll" else area.verticalScrollBar()
        assert bar.maximum() == 0, name
    plate = plates(window)[0]
    assert plate.height() >= plate.sizeHint().height() - 2  # the third line is not cut off


def test_a_narrow_column_shows_the_short_words_for_children_not_an_elided_number(qtbot: QtBot) -> None:
    """At 1,024 pixels with four players the Swedish "ungefär 1 på 4" came out as "ungefär …": the
    number a child reads was the part cut. A plate too narrow for the words shows their short form."""
    from PySide6.QtGui import QFontMetrics

    from yachtgui.theme import pad_colors
    from yachtgui.widgets.pad.scorecard import _NOTE_SCALE, ChanceLine, _NamePlate, _small_font

    plate = _NamePlate()
    qtbot.addWidget(plate)
    line = ChanceLine("about 1 in 12", "Ann: about 1 in 12 chance to win", ("1 in 12", "8 %"))
    colors = pad_colors(plate.palette())
    plate.setFixedWidth(400)
    plate.show_player("Ann", False, "", colors, None, line)
    assert "about 1 in 12" in plate.text()
    narrow = plate.fontMetrics().horizontalAdvance("about 1") + 6
    plate.setFixedWidth(narrow)
    plate.show_player("Ann", False, "", colors, None, line)
    assert "1 in 12" in plate.text()
    assert "about" not in plate.text()
    assert plate.accessibleDescription() == "Ann: about 1 in 12 chance to win"  # heard in full
    small = QFontMetrics(_small_font(plate.font(), _NOTE_SCALE, bold=False, italic=False))
    assert small.horizontalAdvance("1 in 12") > small.horizontalAdvance("8 %") + 8
    plate.setFixedWidth(small.horizontalAdvance("8 %") + 6 + 4)  # ten players on a small screen
    plate.show_player("Ann", False, "", colors, None, line)
    assert "8 %" in plate.text()
    assert "1 in" not in plate.text()
    plate.setFixedWidth(narrow)
    plate.show_player("Ann", False, "", colors, None, ChanceLine("41 %", "Ann: 41 %"))  # no short form
    assert "41 %" in plate.text()


def test_every_chance_in_words_has_a_shorter_form() -> None:
    from yachtgui.app.winchances import children_words

    for chance, percent in ((1.0, 100), (0.001, 0), (0.7, 70), (0.25, 25), (0.5, 50)):
        words, short = children_words(chance, percent), children_words(chance, percent, short=True)
        assert len(short) < len(words)
        assert [c for c in short if c.isdigit()] == [c for c in words if c.isdigit()]  # the same numbers


def test_every_plate_says_its_chance_the_same_way(qtbot: QtBot, window: MainWindow) -> None:
    """Where one plate needs the short form ("1 in 12"), the others use theirs too ("1 in 4", never
    "about 1 in 4" beside it): a row of plates a child compares reads alike."""
    from PySide6.QtGui import QFontMetrics

    from yachtgui.widgets.pad.scorecard import _NOTE_SCALE, ChanceLine, _small_font

    start(window, "yatzy", ["Ann", "Bob", "Cy"])
    shown = plates(window)
    small = QFontMetrics(_small_font(shown[0].font(), _NOTE_SCALE, bold=False, italic=False))
    assert small.horizontalAdvance("about 1 in 12") > small.horizontalAdvance("about 1 in 4") + 4
    for plate in shown:  # room for "about 1 in 4", not for "about 1 in 12"
        plate.setFixedWidth(small.horizontalAdvance("about 1 in 4") + 6 + 3)
    def line(one_in: int, name: str) -> ChanceLine:
        return ChanceLine(f"about 1 in {one_in}", name, (f"1 in {one_in}", f"{round(100 / one_in)} %"))

    window.pad.set_chances([line(4, "Ann"), line(3, "Bob"), line(2, "Cy")])
    assert ["about 1 in 4" in shown[0].text(), "about 1 in 3" in shown[1].text()] == [True, True]  # all fit
    window.pad.set_chances([line(4, "Ann"), line(12, "Bob"), line(2, "Cy")])
    texts = [plate.text() for plate in shown]
    assert not any("about" in text for text in texts)
    assert ["1 in 4" in texts[0], "1 in 12" in texts[1], "1 in 2" in texts[2]] == [True, True, True]
