"""The score pad widgets on their own: Left/Right between columns, repaints, focus outline, name plates."""

from __future__ import annotations

import html
from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QKeyEvent, QPainter
from PySide6.QtWidgets import QApplication, QLabel, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from yachtgui.game import Game
from yachtgui.models.scorecard import ScorecardModel
from yachtgui.plaintext import literal
from yachtgui.widgets.pad.scorecard import PadDelegate, ScorecardView, ScorePad
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice

NAMES = ["Ann", "Bob", "Cyd"]


def make_models(names: list[str]) -> list[ScorecardModel]:
    game = Game("kismet", names)
    models = [ScorecardModel(i) for i in range(len(names))]
    for model in models:
        model.set_game(game)
    return models


@pytest.fixture
def pad(qtbot: QtBot) -> ScorePad:
    """A shown, active pad of three Kismet columns, Ann's current."""
    widget = ScorePad()
    qtbot.addWidget(widget)
    widget.set_models(make_models(NAMES), ["", "Computer · Hard", ""])
    widget.set_current(0)
    widget.resize(700, 800)
    widget.show()
    widget.activateWindow()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def send_key(widget: ScorecardView, key: Qt.Key) -> QKeyEvent:
    event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(widget, event)
    return event


def test_left_and_right_on_a_card_outside_a_pad_go_on_to_its_parent(qtbot: QtBot) -> None:
    view = ScorecardView(make_models(NAMES)[1])
    qtbot.addWidget(view)
    asked: list[tuple[int, int]] = []
    view.neighbourRequested.connect(lambda player, step: asked.append((player, step)))
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
        assert not send_key(view, key).isAccepted()
    assert asked == []


def test_left_and_right_in_a_pad_move_to_the_neighbouring_card_on_the_same_row(pad: ScorePad,
                                                                                 qtbot: QtBot) -> None:
    first, second, third = pad.views
    first.focus_box("threes")
    qtbot.waitUntil(first.hasFocus)
    assert send_key(first, Qt.Key.Key_Right).isAccepted()
    assert second.hasFocus()
    assert second.currentIndex() == second.box_index("threes")
    assert not first.currentIndex().isValid()  # put away: one cell in the window has the focus
    send_key(second, Qt.Key.Key_Right)
    assert third.hasFocus()
    send_key(third, Qt.Key.Key_Left)
    send_key(second, Qt.Key.Key_Left)
    assert first.hasFocus()
    assert first.currentIndex() == first.box_index("threes")


def test_left_and_right_at_either_end_of_the_pad_are_taken_and_change_nothing(pad: ScorePad,
                                                                                qtbot: QtBot) -> None:
    first, _second, third = pad.views
    first.focus_box("ones")
    qtbot.waitUntil(first.hasFocus)
    assert send_key(first, Qt.Key.Key_Left).isAccepted()  # not on to the scroll area, which would scroll
    assert first.hasFocus()
    third.focus_box("ones")
    qtbot.waitUntil(third.hasFocus)
    assert send_key(third, Qt.Key.Key_Right).isAccepted()
    assert third.hasFocus()


def test_a_card_says_when_its_keyboard_cursor_moves(pad: ScorePad, qtbot: QtBot) -> None:
    view = pad.view(1)
    with qtbot.waitSignal(view.cursorMoved, timeout=1000):
        view.setCurrentIndex(view.box_index("fives"))


class CountingDelegate(PadDelegate):
    """Counts the cells it paints, per view."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: Counter[str] = Counter()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        self.painted[option.widget.objectName()] += 1  # type: ignore[attr-defined]
        super().paint(painter, option, index)


def test_a_card_that_becomes_current_is_painted_again(pad: ScorePad, qtbot: QtBot) -> None:
    delegate = CountingDelegate()
    for view in pad.views:
        view.setItemDelegate(delegate)
    qtbot.waitUntil(lambda: delegate.painted["scorecard1"] > 0)  # a new delegate repaints once
    QApplication.sendPostedEvents()  # and any repaint still queued is done before counting again
    QApplication.processEvents()
    delegate.painted.clear()
    pad.view(1).set_current(True)  # the tint must show without any other repaint
    qtbot.waitUntil(lambda: delegate.painted["scorecard1"] > 0)


def test_the_focus_outline_is_drawn_around_the_current_cell_of_the_focused_card_only(pad: ScorePad,
                                                                                      qtbot: QtBot) -> None:
    view = pad.view(0)
    view.focus_box("fours")
    qtbot.waitUntil(view.hasFocus)
    focused = view.grab().toImage()
    pad.view(1).setFocus()
    qtbot.waitUntil(lambda: not view.hasFocus())
    unfocused = view.grab().toImage()
    cell = view.visualRect(view.box_index("fours"))
    changed = [(x, y) for x in range(focused.width()) for y in range(focused.height())
               if focused.pixel(x, y) != unfocused.pixel(x, y)]
    assert changed, "no focus outline was drawn"
    assert all(cell.contains(x, y) for x, y in changed)


def test_a_column_is_as_wide_as_its_font_needs(pad: ScorePad) -> None:
    view = pad.view(0)
    narrow = view.column_width()
    font = QFont(view.font())
    font.setPointSizeF(font.pointSizeF() * 1.8)
    view.setFont(font)
    assert view.column_width() > narrow
    assert view.width() == view.column_width()
    view.setFont(QFont(pad.font()))
    assert view.column_width() == narrow


def test_name_plates_show_markup_in_names_as_text(qtbot: QtBot) -> None:
    names = ["<i>Al</i>", "Bo & 'Cy'", 'Di "2"']
    widget = ScorePad()
    qtbot.addWidget(widget)
    widget.set_models(make_models(names), ["", "", ""])
    plates = {label.accessibleName(): label for label in widget.findChildren(QLabel)
              if label.accessibleName() in names}
    assert sorted(plates) == sorted(names)
    for name, plate in plates.items():
        assert f">{html.escape(name)}</div>" in plate.text()
        assert plate.toolTip() == literal(name)  # a tool tip that looks like HTML is shown as written
    assert plates["<i>Al</i>"].toolTip() != "<i>Al</i>"
    assert "&lt;i&gt;Al&lt;/i&gt;" in plates["<i>Al</i>"].text()


def test_the_turn_note_is_whole_or_short_never_cut_at_any_column_width(qtbot: QtBot) -> None:
    """At every width the plate shows "your turn" whole or its short form "turn", never "your tu…":
    the choice and the cut must measure the same way (a German column of 78 px showed "du bist dr…")."""
    from PySide6.QtGui import QFontMetrics

    from yachtgui.theme import pad_colors
    from yachtgui.widgets.pad.scorecard import _NOTE_SCALE, _NamePlate, _small_font

    plate = _NamePlate()
    qtbot.addWidget(plate)
    metrics = QFontMetrics(_small_font(plate.font(), _NOTE_SCALE, bold=False, italic=False))
    short_room = metrics.horizontalAdvance("turn") + 6 + 2
    for width in range(short_room, 160):
        plate.setFixedWidth(width)
        plate.show_player("Ann", True, "", pad_colors(plate.palette()))
        note = plate.text().rsplit("<div", 1)[1]
        assert ">your turn</div>" in note or ">turn</div>" in note, (width, note)


def test_a_just_scored_number_shines_and_stays_clearly_readable(window: MainWindow, player: Player,
                                                                qtbot: QtBot, dice: ScriptedDice) -> None:
    # The glow was laid over the number at 80 % opacity: the number just written turned faint (issue 22).
    from PySide6.QtGui import QColor

    from yachtgui.theme import pad_colors

    from .conftest import start

    window.resize(1366, 700)
    start(window, "yacht", ["Ann", "Bob"])
    dice.push(6, 6, 6, 6, 5)
    player.roll()
    player.click_box(0, "sixes")
    view = window.pad.view(0)
    qtbot.waitUntil(lambda: view.scorecard is not None and view.scorecard.scored_box == "sixes")
    rect = view.visualRect(view.box_index("sixes"))
    image = view.viewport().grab(rect).toImage()
    colors = pad_colors(view.palette())
    ink = colors.ink.lightnessF()
    darkest = min(QColor(image.pixel(x, y)).lightnessF()  # inside the frame: the digits
                  for x in range(8, image.width() - 8) for y in range(6, image.height() - 6))
    assert abs(darkest - ink) < 0.15, (darkest, ink)  # the digits in full ink, not veiled
    middle = QColor(image.pixel(6, image.height() // 2))  # the cell's ground, left of the digits
    paper = colors.paper
    distance = abs(middle.red() - paper.red()) + abs(middle.green() - paper.green()) + abs(
        middle.blue() - paper.blue())
    assert distance > 90, (middle.name(), paper.name())  # the ground clearly lit, not a faint tint


def test_a_name_a_little_too_wide_for_its_column_gets_smaller_rather_than_cut(qtbot: QtBot) -> None:
    """Six German names in 87 px columns read "Christi…", "Frieder…" (a 1920x1080 screenshot): a name
    gets a little smaller (down to the notes' size) to show whole; only a longer one ends in "…"."""
    from PySide6.QtGui import QFontMetrics

    from yachtgui.theme import pad_colors, total_font
    from yachtgui.widgets.pad.scorecard import _NOTE_SCALE, _NamePlate

    plate = _NamePlate()
    qtbot.addWidget(plate)
    bold = QFontMetrics(total_font(plate.font()))
    name = "Christiane"
    whole = bold.horizontalAdvance(name)
    plate.setFixedWidth(round(whole * (1 + _NOTE_SCALE) / 2) + 6)  # between the notes' size and the bold's
    plate.show_player(name, True, "", pad_colors(plate.palette()))
    assert f">{name}</div>" in plate.text()
    assert "font-size:" in plate.text().split("</div>")[0]  # smaller than the pad's bold
    plate.setFixedWidth(whole + 10)  # room enough: the pad's own size
    plate.show_player(name, False, "", pad_colors(plate.palette()))
    assert plate.text().startswith(f"<div style='font-weight:700'>{name}</div>")
    plate.setFixedWidth(round(whole * _NOTE_SCALE * 0.7))  # far too narrow: cut, the whole name in the tip
    plate.show_player(name, False, "", pad_colors(plate.palette()))
    assert "…" in plate.text().split("</div>")[0]
    assert plate.toolTip() == name
