"""The dice widgets: properties, accessible names, clicks, the tumble and the painting."""

from __future__ import annotations

import random

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QKeyEvent, QRegion
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.rules import die_color
from yachtgui.theme import KISMET_PIP_COLORS, PLAIN_PIP_COLOR
from yachtgui.widgets.table.dice import MIN_DIE_SIZE, NO_ANIMATION_ENV, DiceTray, DieWidget, pip_centers

ROLL = [2, 5, 3, 6, 4]


@pytest.fixture
def tray(qtbot: QtBot) -> DiceTray:
    """A shown tray of plain dice, holds enabled, seeded tumbling faces."""
    widget = DiceTray(seed=7)
    qtbot.addWidget(widget)
    widget.resize(720, 220)
    widget.show()
    qtbot.waitExposed(widget)
    widget.set_holds_enabled(True)
    return widget


@pytest.fixture
def die(qtbot: QtBot) -> DieWidget:
    """A lone die, shown."""
    widget = DieWidget(2)
    qtbot.addWidget(widget)
    widget.resize(120, 120)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def render(widget: DieWidget, side: int) -> QImage:
    """The die painted into a transparent square image of ``side`` pixels."""
    widget.setMinimumSize(1, 1)
    widget.resize(side, side)
    image = QImage(side, side, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    widget.render(image, QPoint(), QRegion(), QWidget.RenderFlag.DrawChildren)  # no window background
    return image


def opaque_share(image: QImage) -> float:
    """The share of pixels something was painted on."""
    step = max(1, image.width() // 60)
    points = [(x, y) for x in range(0, image.width(), step) for y in range(0, image.height(), step)]
    return sum(image.pixelColor(x, y).alpha() > 0 for x, y in points) / len(points)


def color_distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def show_now(tray: DiceTray, qtbot: QtBot, values: list[int], held: list[bool]) -> None:
    with qtbot.waitSignal(tray.rollAnimationFinished, timeout=2000):
        tray.show_dice(values, held, animate=False)


# --- DieWidget -------------------------------------------------------------


def test_tray_dice_are_named_die0_to_die4_and_start_blank(tray: DiceTray) -> None:
    names = [d.objectName() for d in tray.dice()]
    assert names == ["die0", "die1", "die2", "die3", "die4"]
    for d in tray.dice():
        assert tray.findChild(DieWidget, d.objectName()) is d
        assert d.property("value") == 0
        assert d.property("held") is False


def test_value_and_held_are_qt_properties_that_update_the_die(die: DieWidget) -> None:
    meta = die.metaObject()
    assert meta.indexOfProperty("value") >= 0  # declared Qt properties, not dynamic ones
    assert meta.indexOfProperty("held") >= 0
    assert die.setProperty("value", 5)
    assert die.setProperty("held", True)
    assert die.property("value") == 5
    assert die.property("held") is True
    assert die.get_value() == 5
    assert die.is_held()


def test_die_rejects_faces_outside_0_to_6(die: DieWidget) -> None:
    with pytest.raises(ValueError, match="0 \\(blank\\) to 6"):
        die.set_value(7)
    assert die.get_value() == 0


@pytest.mark.parametrize(
    ("value", "held", "colored", "name"),
    [
        (5, True, False, "Die 3: five, held"),
        (5, True, True, "Die 3: red five, held"),
        (1, False, True, "Die 3: black one"),
        (4, False, True, "Die 3: green four"),
        (6, False, False, "Die 3: six"),
        (0, False, True, "Die 3: not rolled yet"),
    ],
)
def test_accessible_name_says_face_colour_and_hold(
    die: DieWidget, value: int, held: bool, colored: bool, name: str
) -> None:
    die.set_colored(colored)
    die.set_value(value)
    die.set_held(held)
    assert die.accessibleName() == name
    assert die.toolTip().startswith(name)


def test_accessible_name_follows_changes(die: DieWidget) -> None:
    die.set_value(3)
    assert die.accessibleName() == "Die 3: three"
    die.set_held(True)
    assert die.accessibleName() == "Die 3: three, held"
    die.set_held(False)
    die.set_value(2)
    assert die.accessibleName() == "Die 3: two"


def test_die_takes_keyboard_focus_and_is_at_least_64_px(die: DieWidget) -> None:
    # By Tab only: a click leaves the keyboard where it was (on the card), so Space still rolls
    assert die.focusPolicy() == Qt.FocusPolicy.TabFocus
    assert die.minimumSize().width() >= MIN_DIE_SIZE
    assert die.heightForWidth(97) == 97


def test_click_and_space_on_a_die_emit_clicked_and_enter_asks_to_score(die: DieWidget, qtbot: QtBot) -> None:
    """Space holds or releases the focused die, as it presses any focused control; Enter does what it
    does everywhere in the window, score the box chosen on the card (issue 22, item 7)."""
    die.set_value(4)
    with qtbot.waitSignal(die.clicked, timeout=1000):
        qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
    die.setFocus()
    with qtbot.waitSignal(die.clicked, timeout=1000):
        qtbot.keyClick(die, Qt.Key.Key_Space)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        with qtbot.waitSignal(die.enterPressed, timeout=1000), qtbot.assertNotEmitted(die.clicked):
            qtbot.keyClick(die, key)
    assert not die.is_held()


def test_a_held_down_key_toggles_only_once(die: DieWidget, qtbot: QtBot) -> None:
    die.set_value(4)
    repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", True)
    with qtbot.assertNotEmitted(die.clicked):
        QApplication.sendEvent(die, repeat)


def test_right_click_and_release_outside_do_not_emit(die: DieWidget, qtbot: QtBot) -> None:
    with qtbot.assertNotEmitted(die.clicked):
        qtbot.mouseClick(die, Qt.MouseButton.RightButton)
        qtbot.mousePress(die, Qt.MouseButton.LeftButton)
        qtbot.mouseRelease(die, Qt.MouseButton.LeftButton, pos=QPoint(die.width() + 20, 5))


# --- DiceTray: holds -------------------------------------------------------


def test_click_on_die_emits_hold_toggled_without_holding_it(tray: DiceTray, qtbot: QtBot) -> None:
    show_now(tray, qtbot, ROLL, [False] * 5)
    third = tray.dice()[2]
    with qtbot.waitSignal(tray.holdToggled, timeout=1000) as blocker:
        qtbot.mouseClick(third, Qt.MouseButton.LeftButton)
    assert blocker.args == [2]
    assert third.property("held") is False  # the controller decides, then calls set_held


def test_keyboard_activation_of_a_die_emits_its_index(tray: DiceTray, qtbot: QtBot) -> None:
    show_now(tray, qtbot, ROLL, [False] * 5)
    last = tray.dice()[4]
    last.setFocus()
    with qtbot.waitSignal(tray.holdToggled, timeout=1000) as blocker:
        qtbot.keyClick(last, Qt.Key.Key_Space)
    assert blocker.args == [4]
    with qtbot.waitSignal(tray.enterPressed, timeout=1000), qtbot.assertNotEmitted(tray.holdToggled):
        qtbot.keyClick(last, Qt.Key.Key_Return)


def test_disabled_holds_emit_nothing(tray: DiceTray, qtbot: QtBot) -> None:
    show_now(tray, qtbot, ROLL, [False] * 5)
    tray.set_holds_enabled(False)
    with qtbot.assertNotEmitted(tray.holdToggled):
        qtbot.mouseClick(tray.dice()[1], Qt.MouseButton.LeftButton)
        tray.dice()[1].setFocus()
        qtbot.keyClick(tray.dice()[1], Qt.Key.Key_Space)
    assert not tray.dice()[1].is_interactive()


def test_set_held_lifts_the_die_above_the_others(tray: DiceTray, qtbot: QtBot) -> None:
    tray.set_animations_enabled(False)
    show_now(tray, qtbot, ROLL, [False] * 5)
    tray.set_held(1, True)
    dice = tray.dice()
    assert dice[1].property("held") is True
    assert dice[1].y() < dice[0].y() - dice[0].height() * 0.1
    tray.set_held(1, False)
    assert dice[1].y() == dice[0].y()


def test_show_dice_sets_values_and_holds(tray: DiceTray, qtbot: QtBot) -> None:
    held = [True, False, False, True, False]
    show_now(tray, qtbot, ROLL, held)
    assert [d.property("value") for d in tray.dice()] == ROLL
    assert [d.property("held") for d in tray.dice()] == held


def test_blank_tray_clears_values_and_holds(tray: DiceTray, qtbot: QtBot) -> None:
    show_now(tray, qtbot, ROLL, [True] * 5)
    show_now(tray, qtbot, [0] * 5, [False] * 5)
    assert [d.property("value") for d in tray.dice()] == [0] * 5
    assert not any(d.property("held") for d in tray.dice())


@pytest.mark.parametrize(
    ("values", "held"),
    [([1, 2, 3], [False] * 3), ([1, 2, 3, 4, 9], [False] * 5), ([0, 2, 3, 4, 5], [False] * 5)],
)
def test_show_dice_rejects_anything_but_five_faces(
    tray: DiceTray, values: list[int], held: list[bool]
) -> None:
    with pytest.raises(ValueError, match=r"dice|show_dice"):
        tray.show_dice(values, held, animate=False)


def test_hint_marks_suggested_dice_and_none_clears(tray: DiceTray) -> None:
    tray.set_hint({0, 3})
    assert [d.is_hinted() for d in tray.dice()] == [True, False, False, True, False]
    assert "keep" in tray.dice()[0].toolTip().lower()
    tray.set_hint(None)
    assert not any(d.is_hinted() for d in tray.dice())
    with pytest.raises(ValueError, match="index"):
        tray.set_hint([5])


def test_dice_grow_with_the_tray_and_stay_square(tray: DiceTray) -> None:
    small = tray.dice()[0].width()
    tray.resize(1400, 420)
    big = tray.dice()[0]
    assert big.width() > small >= MIN_DIE_SIZE
    assert big.width() == big.height()


# --- DiceTray: the tumble --------------------------------------------------


def test_show_dice_without_animation_emits_finished_from_the_event_loop(
    tray: DiceTray, qtbot: QtBot
) -> None:
    emitted: list[bool] = []
    tray.rollAnimationFinished.connect(lambda: emitted.append(True))
    tray.show_dice(ROLL, [False] * 5, animate=False)
    assert emitted == []  # queued, not emitted inside show_dice
    assert not tray.is_animating()
    assert [d.property("value") for d in tray.dice()] == ROLL
    qtbot.waitUntil(lambda: emitted == [True], timeout=2000)


def test_animated_roll_tumbles_free_dice_settles_on_values_and_leaves_held_dice_still(
    tray: DiceTray, qtbot: QtBot
) -> None:
    show_now(tray, qtbot, [1, 1, 1, 1, 1], [False] * 5)
    held = [False, True, False, False, True]
    show_now(tray, qtbot, [1, 6, 1, 1, 3], held)
    dice = tray.dice()
    held_geometry = {i: QRect(dice[i].geometry()) for i in (1, 4)}
    seen_faces: dict[int, set[int]] = {i: set() for i in range(5)}
    held_moved: list[int] = []

    def sample() -> None:
        for i, d in enumerate(dice):
            seen_faces[i].add(d.displayed_face())
            if held[i] and (d.is_tumbling() or d.geometry() != held_geometry[i]):
                held_moved.append(i)

    sampler = QTimer()
    sampler.setInterval(4)
    sampler.timeout.connect(sample)
    sampler.start()
    final = [2, 6, 5, 4, 3]  # the held dice (1 and 4) keep their faces
    with qtbot.waitSignal(tray.rollAnimationFinished, timeout=3000):
        tray.show_dice(final, held, animate=True)
        assert tray.is_animating()
        assert any(d.is_tumbling() for d in dice)
        sample()
    sampler.stop()

    assert not tray.is_animating()
    assert held_moved == []
    assert seen_faces[1] == {6}
    assert seen_faces[4] == {3}
    assert any(len(seen_faces[i]) > 1 for i in (0, 2, 3)), seen_faces
    assert [d.displayed_face() for d in dice] == final
    assert [d.property("value") for d in dice] == final
    rest_y = {d.geometry().y() for d, h in zip(dice, held, strict=True) if not h}
    assert len(rest_y) == 1  # every unheld die is back on the table line


def test_finish_animation_jumps_to_the_end_and_emits_once(tray: DiceTray, qtbot: QtBot) -> None:
    emitted: list[bool] = []
    tray.rollAnimationFinished.connect(lambda: emitted.append(True))
    tray.show_dice(ROLL, [False] * 5, animate=True)
    assert tray.is_animating()
    tray.finish_animation()
    assert emitted == [True]
    assert not tray.is_animating()
    assert [d.displayed_face() for d in tray.dice()] == ROLL
    assert not any(d.is_tumbling() for d in tray.dice())
    tray.finish_animation()  # idle: nothing more
    assert emitted == [True]


def test_a_roll_during_a_tumble_finishes_the_first_then_shows_the_second(
    tray: DiceTray, qtbot: QtBot
) -> None:
    emitted: list[bool] = []
    tray.rollAnimationFinished.connect(lambda: emitted.append(True))
    tray.show_dice([1, 1, 1, 1, 1], [False] * 5, animate=True)
    with qtbot.waitSignal(tray.rollAnimationFinished, timeout=3000):
        tray.show_dice(ROLL, [False] * 5, animate=True)
    qtbot.waitUntil(lambda: len(emitted) == 2, timeout=3000)
    assert [d.displayed_face() for d in tray.dice()] == ROLL


def test_click_during_a_tumble_settles_the_dice_before_the_hold(tray: DiceTray, qtbot: QtBot) -> None:
    tray.show_dice(ROLL, [False] * 5, animate=True)
    with qtbot.waitSignals([tray.rollAnimationFinished, tray.holdToggled], timeout=1000, order="strict"):
        qtbot.mouseClick(tray.dice()[0], Qt.MouseButton.LeftButton)
    assert not tray.is_animating()


def test_animations_can_be_switched_off(tray: DiceTray, qtbot: QtBot) -> None:
    tray.set_animations_enabled(False)
    with qtbot.waitSignal(tray.rollAnimationFinished, timeout=2000):
        tray.show_dice(ROLL, [False] * 5, animate=True)
        assert not tray.is_animating()


def test_environment_switches_animations_off(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(NO_ANIMATION_ENV, "1")
    quiet = DiceTray()
    qtbot.addWidget(quiet)
    assert not quiet.animations_enabled()
    with qtbot.waitSignal(quiet.rollAnimationFinished, timeout=2000):
        quiet.show_dice(ROLL, [False] * 5, animate=True)
        assert not quiet.is_animating()


def test_tumbling_faces_never_touch_the_shared_random_generator(tray: DiceTray, qtbot: QtBot) -> None:
    random.seed(1234)
    before = random.getstate()
    with qtbot.waitSignal(tray.rollAnimationFinished, timeout=3000):
        tray.show_dice(ROLL, [False] * 5, animate=True)
    assert random.getstate() == before


# --- painting --------------------------------------------------------------


@pytest.fixture
def lone_die(qtbot: QtBot) -> DieWidget:
    """A die that is never shown: painted with render() only."""
    widget = DieWidget(0)
    qtbot.addWidget(widget)
    return widget


@pytest.mark.parametrize("face", [1, 2, 3, 4, 5, 6])
def test_kismet_pips_are_black_red_green_by_face(lone_die: DieWidget, face: int) -> None:
    lone_die.set_colored(True)
    lone_die.set_value(face)
    image = render(lone_die, 200)
    palette = {"black": KISMET_PIP_COLORS[1], "red": KISMET_PIP_COLORS[2], "green": KISMET_PIP_COLORS[3]}
    for center in pip_centers(face, lone_die.body_rect()):
        pixel = image.pixelColor(center.toPoint())
        nearest = min(palette, key=lambda name, p=pixel: color_distance(p, palette[name]))
        assert nearest == die_color(face)


def test_plain_pips_are_dark_whatever_the_face(lone_die: DieWidget) -> None:
    lone_die.set_value(5)
    image = render(lone_die, 200)
    for center in pip_centers(5, lone_die.body_rect()):
        assert color_distance(image.pixelColor(center.toPoint()), PLAIN_PIP_COLOR) < 90


def test_kismet_pip_colours_differ_clearly_in_grayscale() -> None:
    def gray(color: QColor) -> int:
        image = QImage(1, 1, QImage.Format.Format_ARGB32)
        image.fill(color)
        return image.convertToFormat(QImage.Format.Format_Grayscale8).pixelColor(0, 0).red()

    black, red, green = (gray(KISMET_PIP_COLORS[f]) for f in (1, 2, 3))
    assert black < green < red
    assert green - black >= 40
    assert red - green >= 40


@pytest.mark.parametrize("side", [20, 33, 64, 97, 150, 256, 400, 600])
def test_die_paints_at_any_size_and_held_looks_different(lone_die: DieWidget, side: int) -> None:
    lone_die.set_colored(True)
    lone_die.set_value(3)
    loose = render(lone_die, side)
    lone_die.set_held(True)
    held = render(lone_die, side)
    assert opaque_share(loose) > 0.4
    assert opaque_share(held) > 0.4
    assert loose != held


def test_blank_die_is_painted_fainter_than_a_rolled_one(lone_die: DieWidget) -> None:
    lone_die.set_value(6)
    rolled = render(lone_die, 120)
    lone_die.set_value(0)
    blank = render(lone_die, 120)
    center = lone_die.body_rect().center().toPoint()
    assert blank.pixelColor(center).alpha() < rolled.pixelColor(center).alpha()


def test_hint_and_focus_rings_change_the_painting(die: DieWidget) -> None:
    die.set_value(2)
    die.clearFocus()
    plain = render(die, 120)
    die.set_hinted(True)
    hinted = render(die, 120)
    assert hinted != plain
    die.set_hinted(False)
    die.setFocus()
    QApplication.processEvents()
    if die.hasFocus():  # offscreen windows get focus when active; skip the check otherwise
        assert render(die, 120) != plain


class PaintCounter(QObject):
    """Counts the paint events ``widget`` receives."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_a_die_brightens_while_the_pointer_is_over_it(tray: DiceTray, qtbot: QtBot) -> None:
    show_now(tray, qtbot, ROLL, [False] * 5)
    die = tray.dice()[3]
    window = tray.window()
    handle = window.windowHandle()
    assert handle is not None
    QTest.mouseMove(handle, QPoint(1, 1))  # the pointer on the rim, off every die
    center = die.body_rect().center().toPoint()
    plain = die.grab().toImage()
    paints = PaintCounter(die)
    QTest.mouseMove(handle, die.mapTo(window, center))  # a real move: Qt sends Enter to the die
    qtbot.waitUntil(lambda: die.underMouse() and paints.count > 0)
    lit = die.grab().toImage()
    assert lit.pixelColor(center).lightness() > plain.pixelColor(center).lightness()
    painted = paints.count
    QTest.mouseMove(handle, QPoint(1, 1))
    qtbot.waitUntil(lambda: not die.underMouse() and paints.count > painted)
    assert die.grab().toImage() == plain


def largest_channel_difference(a: QImage, b: QImage) -> int:
    """The largest difference between two same-sized images in any channel of any pixel (0..255)."""
    assert a.size() == b.size()
    a = a.convertToFormat(QImage.Format.Format_ARGB32)
    b = b.convertToFormat(QImage.Format.Format_ARGB32)
    pixels_a = np.frombuffer(a.constBits(), np.uint8, a.sizeInBytes()).astype(int)
    pixels_b = np.frombuffer(b.constBits(), np.uint8, b.sizeInBytes()).astype(int)
    return int(np.abs(pixels_a - pixels_b).max())


def test_tray_dice_at_rest_look_as_painted_afresh_in_every_state(tray: DiceTray, qtbot: QtBot) -> None:
    die = tray.dice()[1]

    def compare() -> None:
        cached = die.grab().toImage()
        die.use_sprites(None)  # every frame painted as vectors
        fresh = die.grab().toImage()
        die.use_sprites(tray._sprites)
        assert largest_channel_difference(cached, fresh) <= 3  # rounding only, in soft shadow edges

    compare()  # blank
    tray.set_animations_enabled(False)
    for colored in (False, True):
        tray.set_colored(colored)
        for face in range(1, 7):
            show_now(tray, qtbot, [face] * 5, [False, face % 2 == 0, False, False, False])
            compare()
    tray.resize(900, 300)  # another size
    compare()
    dark = tray.palette()
    dark.setColor(dark.ColorRole.Window, QColor("#202020"))
    dark.setColor(dark.ColorRole.WindowText, QColor("#f0f0f0"))
    tray.setPalette(dark)  # dark desktops cast a darker shadow
    compare()


def test_tray_paints_the_felt(tray: DiceTray) -> None:
    image = tray.grab().toImage()
    felt = image.pixelColor(12 + 10, image.height() // 2)
    assert felt.green() > felt.red()  # a green felt, not the window background


def test_a_tall_tray_lays_the_dice_in_rows_of_three_and_two_to_make_them_larger(tray: DiceTray) -> None:
    tray.resize(540, 160)
    in_a_row = tray.dice()[0].width()
    assert len({d.y() for d in tray.dice()}) == 1
    tray.resize(540, 560)
    dice = tray.dice()
    assert dice[0].width() > in_a_row * 1.25
    assert dice[0].y() == dice[1].y() == dice[2].y()
    assert dice[3].y() == dice[4].y() > dice[0].y() + dice[0].height()
    assert all(tray.rect().contains(d.geometry()) for d in dice)


def test_rolling_after_an_animated_hold_still_finishes(tray: DiceTray, qtbot: QtBot) -> None:
    show_now(tray, qtbot, ROLL, [False] * 5)
    dice = tray.dice()
    rest_y = dice[0].y()
    tray.set_held(2, True)  # lifts over a few frames
    qtbot.waitUntil(lambda: dice[2].y() < rest_y - dice[2].height() * 0.15, timeout=2000)
    tray.set_held(2, False)  # reverses a finished lift
    tray.set_held(2, True)  # and interrupts a running one
    with qtbot.waitSignal(tray.rollAnimationFinished, timeout=3000):
        tray.show_dice([3, 3, 5, 3, 3], [False, False, True, False, False], animate=True)
    assert dice[2].y() < dice[0].y()
    assert [d.property("value") for d in dice] == [3, 3, 5, 3, 3]
