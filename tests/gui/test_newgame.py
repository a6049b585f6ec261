"""The new-game dialog: variants, names, validation, remembered choices, the roll-off."""

from __future__ import annotations

from typing import TypeVar

import pytest
from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui.rules import VARIANTS
from yachtgui.widgets.dialogs.newgame import NewGameDialog, check_names
from yachtgui.widgets.table.dice import DieWidget
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import ScriptedDice
from .test_layout import settle_layout

T = TypeVar("T", bound=QObject)


def open_dialog(window: MainWindow, qtbot: QtBot) -> NewGameDialog:
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    return dialog


def child(dialog: NewGameDialog, kind: type[T], name: str) -> T:
    widget = dialog.findChild(kind, name)
    assert widget is not None, name
    return widget


def click_radio(qtbot: QtBot, button: QRadioButton) -> None:
    """Click on the radio's indicator (a radio button is hit only on its indicator and text)."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    assert button.isChecked()


def type_name(qtbot: QtBot, edit: QLineEdit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClicks(edit, text)


def test_every_variant_is_offered_with_its_one_line_description(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    for variant in VARIANTS.values():
        button = child(dialog, QRadioButton, f"variant_{variant.id}")
        assert button.text() == variant.name
        assert variant.description in texts


def test_choosing_variant_players_and_seating_order_starts_that_game(window: MainWindow,
                                                                     qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    click_radio(qtbot, child(dialog, QRadioButton, "variant_yatzy"))
    child(dialog, QSpinBox, "playerCount").setValue(3)
    for i, name in enumerate(["Grandma", "Leo", "Mia"]):
        type_name(qtbot, child(dialog, QLineEdit, f"playerName{i}"), name)
    click_radio(qtbot, child(dialog, QRadioButton, "seatingRadio"))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()
    game = window.controller.game
    assert game is not None
    assert game.variant.id == "yatzy"
    assert game.players == ("Grandma", "Leo", "Mia")
    assert game.current_player == 0


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Ann", "  "], "Player 2 needs a name."),
        (["Ann", "ann"], "Two players are called “ann”: give each a different name."),
        (["x" * 41, "Bob"], "Player 1's name is too long: at most 40 characters."),
    ],
)
def test_bad_names_get_an_inline_message_and_no_game(window: MainWindow, qtbot: QtBot, names: list[str],
                                                     message: str) -> None:
    dialog = open_dialog(window, qtbot)
    child(dialog, QSpinBox, "playerCount").setValue(2)
    for i, name in enumerate(names):
        child(dialog, QLineEdit, f"playerName{i}").setText(name)
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    error = child(dialog, QLabel, "errorLabel")
    assert error.isVisible()
    assert message in error.text()
    assert dialog.isVisible()
    assert window.controller.game is None
    # typing a fix clears the message
    bad = 1 if "Player 2" in message or "Two" in message else 0
    type_name(qtbot, child(dialog, QLineEdit, f"playerName{bad}"), "Cyd")
    assert not error.isVisible()


def test_names_and_choices_are_remembered_for_the_next_game(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    click_radio(qtbot, child(dialog, QRadioButton, "variant_worldwide"))
    child(dialog, QSpinBox, "playerCount").setValue(3)
    for i, name in enumerate(["Oma", "Opa", "Kim"]):
        type_name(qtbot, child(dialog, QLineEdit, f"playerName{i}"), name)
    click_radio(qtbot, child(dialog, QRadioButton, "seatingRadio"))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)

    again = open_dialog(window, qtbot)
    assert again is not dialog
    assert child(again, QRadioButton, "variant_worldwide").isChecked()
    assert child(again, QSpinBox, "playerCount").value() == 3
    assert again.names() == ["Oma", "Opa", "Kim"]
    assert child(again, QRadioButton, "seatingRadio").isChecked()


def test_the_roll_off_shows_each_players_die_and_the_highest_starts(window: MainWindow, qtbot: QtBot,
                                                                    dice: ScriptedDice) -> None:
    dice.push(4, 6, 6, 2, 5)  # round 1: Ann 4, Bob 6, Cyd 6; round 2: Bob 2, Cyd 5
    dialog = open_dialog(window, qtbot)
    click_radio(qtbot, child(dialog, QRadioButton, "variant_kismet"))
    child(dialog, QSpinBox, "playerCount").setValue(3)
    for i, name in enumerate(["Ann", "Bob", "Cyd"]):
        child(dialog, QLineEdit, f"playerName{i}").setText(name)
    click_radio(qtbot, child(dialog, QRadioButton, "rollOffRadio"))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    assert window.controller.game is None  # not yet: the roll-off is shown first
    result = child(dialog, QLabel, "rollOffResult")
    qtbot.waitUntil(result.isVisible)
    assert "Cyd rolled the highest (5) and starts." in result.text()
    faces = sorted(int(die.property("value")) for die in dialog.findChildren(DieWidget) if die.isVisible())
    assert faces == [2, 4, 5, 6, 6]
    qtbot.mouseClick(child(dialog, QPushButton, "playButton"), Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game is not None
    assert game.current_player == 2
    assert "Cyd starts" in window.findChild(QLabel, "announcementLabel").text()


def test_back_from_the_roll_off_returns_to_the_set_up(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    child(dialog, QSpinBox, "playerCount").setValue(2)
    click_radio(qtbot, child(dialog, QRadioButton, "rollOffRadio"))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(child(dialog, QPushButton, "backButton"), Qt.MouseButton.LeftButton)
    assert child(dialog, QPushButton, "startButton").isVisible()
    assert dialog.setup() is None


def test_computer_seats_are_offered_at_every_level_and_get_computer_names(window: MainWindow,
                                                                           qtbot: QtBot) -> None:
    # Computer players exist now (issue 4): every level is enabled; a suggested name becomes a computer's.
    dialog = open_dialog(window, qtbot)
    child(dialog, QSpinBox, "playerCount").setValue(3)
    child(dialog, QLineEdit, "playerName0").setText("Ann")
    child(dialog, QLineEdit, "playerName1").setText("Bob")
    child(dialog, QLineEdit, "playerName2").setText("Grandpa")
    combo = child(dialog, QComboBox, "playerKind1")
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Person", "Child", "Computer · Easy", "Computer · Medium", "Computer · Hard",
        "Computer · Plays to win",
    ]
    assert all(combo.model().item(i).isEnabled() for i in range(combo.count()))
    combo.setCurrentIndex(combo.findData("hard"))
    assert dialog.names()[1] == "Hal"
    third = child(dialog, QComboBox, "playerKind2")
    third.setCurrentIndex(third.findData("easy"))
    assert dialog.names()[2] == "Grandpa"  # a typed name is never replaced
    assert dialog.levels() == [None, "hard", "easy"]
    combo.setCurrentIndex(0)
    assert dialog.names()[1] == "Bob"
    combo.setCurrentIndex(combo.findData("medium"))
    qtbot.mouseClick(child(dialog, QRadioButton, "seatingRadio"), Qt.MouseButton.LeftButton,
                     pos=QPoint(8, 8))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game is not None
    assert [seat.level for seat in window.controller.seats] == [None, "medium", "easy"]
    # Every seat is remembered (those beyond the three in play too), with the count in play.
    assert window.settings.get("player_levels")[:3] == ["", "medium", "easy"]
    assert window.settings.get("player_names")[:3] == ["Ann", "Hal", "Grandpa"]
    assert window.settings.get("player_count") == 3


def test_ten_players_fit_and_eleven_do_not(window: MainWindow, qtbot: QtBot) -> None:
    dialog = open_dialog(window, qtbot)
    count = child(dialog, QSpinBox, "playerCount")
    count.setValue(11)
    assert count.value() == 10
    assert len(dialog.names()) == 10
    assert all(child(dialog, QLineEdit, f"playerName{i}").isVisibleTo(dialog) for i in range(10))


def test_check_names_accepts_distinct_names_and_reports_the_first_problem() -> None:
    assert check_names(["Ann", "Bob"]) is None
    assert check_names(["Ann", "", "Ann"]) == (1, "Player 2 needs a name.")


def test_four_to_six_players_show_without_scrolling(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A screen with room for them (the offscreen one is 600 px tall: too short at 14 pt).
    monkeypatch.setattr(NewGameDialog, "_available_height", lambda _dialog: 1000)
    dialog = open_dialog(window, qtbot)
    font = dialog.font()
    font.setPointSizeF(14)  # large, family-sized text (offscreen Qt uses 9 pt)
    dialog.setFont(font)
    first = child(dialog, QLineEdit, "playerName0")
    scroll = next(area for area in dialog.findChildren(QScrollArea) if area.isAncestorOf(first))
    for count in (4, 6):
        child(dialog, QSpinBox, "playerCount").setValue(count)
        last = child(dialog, QLineEdit, f"playerName{count - 1}")
        qtbot.waitUntil(lambda last=last: last.isVisible(), timeout=2000)
        settle_layout(qtbot, scroll.widget())
        assert scroll.verticalScrollBar().maximum() == 0
        bottom = last.mapTo(scroll.viewport(), last.rect().bottomLeft()).y()
        assert bottom <= scroll.viewport().height()  # the whole field, not half of it
    count_box = child(dialog, QSpinBox, "playerCount")
    assert count_box.width() < dialog.width() // 3  # a box for 1 to 10, not a bar across the dialog


def test_the_roll_off_dice_are_table_sized_and_the_table_sits_at_the_top(
    window: MainWindow, qtbot: QtBot, dice: ScriptedDice
) -> None:
    dice.push(4, 6, 1, 2)
    dialog = open_dialog(window, qtbot)
    child(dialog, QSpinBox, "playerCount").setValue(4)
    click_radio(qtbot, child(dialog, QRadioButton, "rollOffRadio"))
    qtbot.mouseClick(child(dialog, QPushButton, "startButton"), Qt.MouseButton.LeftButton)
    result = child(dialog, QLabel, "rollOffResult")
    qtbot.waitUntil(result.isVisible)
    shown = [die for die in dialog.findChildren(DieWidget) if die.isVisible()]
    assert len(shown) == 4
    assert all(min(die.width(), die.height()) >= 64 for die in shown)
    table = child(dialog, QWidget, "rollOffTable")
    header = next(label for label in table.findChildren(QLabel) if "Round 1" in label.text())
    first_die = min(shown, key=lambda die: die.mapTo(table, die.rect().topLeft()).y())
    header_bottom = header.mapTo(table, header.rect().bottomLeft()).y()
    gap = first_die.mapTo(table, first_die.rect().topLeft()).y() - header_bottom
    assert gap < 40  # the round's heading sits over its dice, not far above them


@pytest.mark.parametrize("screen_height", [640, 688])  # 688: 1366x768 less taskbar and frame
def test_on_a_short_screen_fewer_seats_show_and_start_stays_on_screen(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, screen_height: int
) -> None:
    monkeypatch.setattr(NewGameDialog, "_available_height", lambda _dialog: screen_height)
    dialog = open_dialog(window, qtbot)
    child(dialog, QSpinBox, "playerCount").setValue(10)
    last = child(dialog, QLineEdit, "playerName9")
    settle_layout(qtbot, dialog)
    assert dialog.height() <= screen_height
    start = child(dialog, QPushButton, "startButton")
    assert start.isVisible()
    assert start.mapTo(dialog, start.rect().bottomLeft()).y() <= dialog.height()
    scroll = next(area for area in dialog.findChildren(QScrollArea) if area.isAncestorOf(last))
    assert scroll.verticalScrollBar().maximum() > 0  # the other seats are a scroll away
    row = child(dialog, QLineEdit, "playerName0").height()
    assert scroll.viewport().height() >= NewGameDialog.SEATS_AT_LEAST * row  # never a peephole


def _descriptions(dialog: NewGameDialog) -> list[QLabel]:
    from yachtgui.widgets.dialogs.newgame import _Description

    return [label for label in dialog.findChildren(_Description) if label.isVisible()]


def _open_large(window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, screen_height: int,
                count: int) -> NewGameDialog:
    """New Game on a screen ``screen_height`` high, in 11-point text, with ``count`` seats, laid out."""
    monkeypatch.setattr(NewGameDialog, "_available_height", lambda _dialog: screen_height)
    dialog = open_dialog(window, qtbot)
    font = dialog.font()
    font.setPointSizeF(11)  # larger text wraps to more lines, as German does
    dialog.setFont(font)
    child(dialog, QSpinBox, "playerCount").setValue(count)
    settle_layout(qtbot, dialog)
    return dialog


@pytest.mark.parametrize("count", [1, 2, 5, 10])
@pytest.mark.parametrize("screen_height", [688, 1000])
def test_variant_descriptions_grow_to_their_text_never_cut(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, count: int, screen_height: int
) -> None:
    # 688: a 1366x768 laptop less taskbar and frame, where German wraps to more lines (issue 22)
    dialog = _open_large(window, qtbot, monkeypatch, screen_height, count)
    labels = _descriptions(dialog)
    assert len(labels) == len(VARIANTS)
    for label in labels:
        needed = label.heightForWidth(label.width())
        assert label.height() >= needed, (label.text(), label.width(), label.height(), needed)


def test_fewer_seats_leave_no_gaps_between_rows(window: MainWindow, qtbot: QtBot,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewGameDialog, "_available_height", lambda _dialog: 1000)
    dialog = open_dialog(window, qtbot)
    count = child(dialog, QSpinBox, "playerCount")

    def pitch() -> int:
        first, second = (child(dialog, QLineEdit, f"playerName{i}") for i in (0, 1))
        return second.mapTo(dialog, QPoint()).y() - first.mapTo(dialog, QPoint()).y()

    count.setValue(6)
    settle_layout(qtbot, dialog)
    usual = pitch()
    for fewer in (4, 3, 2):
        count.setValue(fewer)
        settle_layout(qtbot, dialog)
        assert pitch() == usual, fewer  # the seats stay together; the room left stays below them


def _rows_cut(dialog: NewGameDialog, count: int) -> list[tuple[int, int, int]]:
    """The seats whose row the seat list shows only in part: (seat, top, bottom) in its viewport."""
    scroll = dialog.findChild(QScrollArea, "seatsScroll")
    assert scroll is not None
    viewport = scroll.viewport()
    cut = []
    for seat in range(count):
        row = [child(dialog, QLineEdit, f"playerName{seat}"), child(dialog, QComboBox, f"playerKind{seat}")]
        top = min(w.mapTo(viewport, QPoint()).y() for w in row)
        bottom = max(w.mapTo(viewport, QPoint(0, w.height())).y() for w in row)
        if top < viewport.height() and bottom > 0 and (top < 0 or bottom > viewport.height()):
            cut.append((seat, top, bottom))
    return cut


@pytest.mark.parametrize("count", [4, 5, 7, 10])
@pytest.mark.parametrize("screen_height", [600, 640, 660, 688, 720, 1000])
def test_the_seat_list_shows_whole_rows_only(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, count: int, screen_height: int
) -> None:
    """Issue 22: German, 5 seats at 1366x768 showed a third of a fourth row under three whole ones."""
    dialog = _open_large(window, qtbot, monkeypatch, screen_height, count)
    assert _rows_cut(dialog, count) == []
    scroll = dialog.findChild(QScrollArea, "seatsScroll")
    assert scroll is not None
    bar = scroll.verticalScrollBar()
    for value in range(bar.minimum(), bar.maximum() + 1, max(1, bar.singleStep())):  # and as it scrolls
        bar.setValue(value)
        assert _rows_cut(dialog, count) == [], value


def test_tab_to_a_seat_out_of_view_shows_its_whole_row(
    window: MainWindow, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr(NewGameDialog, "_available_height", lambda _dialog: 640)
    dialog = open_dialog(window, qtbot)
    child(dialog, QSpinBox, "playerCount").setValue(10)
    settle_layout(qtbot, dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
    first = child(dialog, QLineEdit, "playerName0")
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus, timeout=2000)
    scroll = dialog.findChild(QScrollArea, "seatsScroll")
    assert scroll is not None
    seen = set()
    for key in [Qt.Key.Key_Tab] * 29 + [Qt.Key.Key_Backtab] * 29:  # down the seats and back up
        qtbot.keyClick(QApplication.focusWidget(), key)
        focused = QApplication.focusWidget()
        assert _rows_cut(dialog, 10) == [], focused.objectName()
        if scroll.isAncestorOf(focused):
            seen.add(focused.objectName())
            top = focused.mapTo(scroll.viewport(), QPoint()).y()
            assert top >= 0, focused.objectName()  # the field Tab went to shows whole
            assert top + focused.height() <= scroll.viewport().height(), focused.objectName()
    assert "playerName9" in seen



@pytest.mark.parametrize("language", ["en", "de", "sv"], indirect=True)
@pytest.mark.parametrize("count", [2, 3, 6])
def test_on_a_netbook_screen_the_whole_dialog_and_start_fit(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str, count: int
) -> None:
    """A 1024x600 screen (less a top bar and the frame): the dialog was 640-680 px high, Cancel and
    Start below the screen's edge (found on a screenshot at first start). The games go three to a row."""
    from PySide6.QtCore import QSize

    from yachtgui.widgets.scaling import DialogScale

    room = QSize(1004, 530)
    monkeypatch.setattr(DialogScale, "room", lambda _self: room)
    dialog = NewGameDialog(None, count=count)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    settle_layout(qtbot, dialog)
    assert dialog.height() <= room.height(), (language, dialog.height())
    assert dialog.width() <= room.width()
    start = child(dialog, QPushButton, "startButton")
    assert start.isVisible()
    assert start.mapTo(dialog, QPoint(0, start.height())).y() <= dialog.height()
    for label in _descriptions(dialog):  # every game's words whole
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    assert _rows_cut(dialog, count) == []
    scroll = dialog.findChild(QScrollArea, "seatsScroll")
    assert scroll is not None
    assert scroll.viewport().height() >= min(count, NewGameDialog.SEATS_AT_LEAST_COMPACT) * _pitch(dialog)


@pytest.mark.parametrize("language", ["en", "de"], indirect=True)
def test_on_a_netbook_screen_many_house_rules_still_leave_start_on_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Three house rules beside the five games: their list (300 px) kept the dialog 46 px too tall."""
    from PySide6.QtCore import QSize

    from yachtgui.widgets.scaling import DialogScale

    room = QSize(1004, 530)
    monkeypatch.setattr(DialogScale, "room", lambda _self: room)
    house = [variant.replace(id=f"house-{n}", extends=variant.id)
             for n, variant in enumerate(list(VARIANTS.values())[:3])]
    dialog = NewGameDialog(None, count=4, house_variants=house)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    settle_layout(qtbot, dialog)
    assert dialog.height() <= room.height(), language
    start = child(dialog, QPushButton, "startButton")
    assert start.mapTo(dialog, QPoint(0, start.height())).y() <= dialog.height()
    scroll = child(dialog, QScrollArea, "variantScroll")
    assert scroll.isAncestorOf(child(dialog, QRadioButton, "variant_house-2"))  # the rest a scroll away


def _pitch(dialog: NewGameDialog) -> int:
    return child(dialog, QLineEdit, "playerName0").height()


def test_a_description_given_more_width_claims_fewer_lines(qtbot: QtBot) -> None:
    """A label's heightForWidth is never below its minimum height: a description measured in a narrow
    column kept that height when given a wider one (the games' box stayed tall, a gap under them)."""
    from yachtgui.widgets.dialogs.newgame import _Description

    label = _Description("Tricoloured dice: colour flushes, same-colour full houses, tiered bonus. " * 3)
    qtbot.addWidget(label)
    label.setWordWrap(True)
    label._claim(150)
    narrow = label.minimumHeight()
    label._claim(600)
    assert 0 < label.minimumHeight() < narrow
