"""Table mode: a player who rolls real dice types the faces (or clicks the dice) and Enter records them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController, NewGameSetup
from yachtgui.game import Decision, Game
from yachtgui.persistence import PersistenceError, SavedGame, Seat, load_game, save_game
from yachtgui.widgets.table.tablemode import ENTER_ROLL, read_faces
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice


def _start_real(window: MainWindow, seats: tuple[Seat, ...], variant: str = "kismet") -> None:
    assert window.dialogs.start_game(NewGameSetup(variant, seats))


def _type(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type ``text`` into the face entry as a person does, and press Enter."""
    entry = window.table_mode.panel.entry
    entry.setFocus()
    entry.clear()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)


def _faces(window: MainWindow) -> list[int]:
    return [die.property("value") for die in window.tray.dice()]


def _settled(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)


# --- reading what was typed (no window) --------------------------------------------------------

@pytest.mark.parametrize(("text", "dice", "held", "draft"), [
    ("6 6 3 2 1", (), (), [6, 6, 3, 2, 1]),
    ("66321", (), (), [6, 6, 3, 2, 1]),
    ("6,6,3", (), (), [6, 6, 3, 0, 0]),
    ("45", (6, 6, 3, 2, 1), (0, 1, 2), [6, 6, 3, 4, 5]),
    ("6 6 3 4 5", (6, 6, 3, 2, 1), (0, 1, 2), [6, 6, 3, 4, 5]),
    ("- - - 4 5", (6, 6, 3, 2, 1), (0, 1, 2), [6, 6, 3, 4, 5]),
])
def test_typed_faces_fill_the_dice_not_held(text: str, dice: tuple[int, ...], held: tuple[int, ...],
                                            draft: list[int]) -> None:
    assert read_faces(text, dice, held) == (draft, None)


@pytest.mark.parametrize(("text", "dice", "held", "words"), [
    ("6 6 7 2 1", (), (), "7 is not a die face"),
    ("6 x", (), (), "“x” is not a die face"),
    ("1 2 3 4 5 6", (), (), "a roll is five dice"),
    ("1 2 3 4", (6, 6, 3, 2, 1), (0, 1, 2), "You kept 3 dice: type the 2 faces"),
    ("5 6 3 4 5", (6, 6, 3, 2, 1), (0, 1, 2), "Die 1 is held at 6, so it can't show 5"),
])
def test_bad_faces_are_named_in_plain_words(text: str, dice: tuple[int, ...], held: tuple[int, ...],
                                            words: str) -> None:
    draft, problem = read_faces(text, dice, held)
    assert problem is not None
    assert words in problem
    assert draft == (list(dice) if dice else [0] * 5)  # nothing is laid on the dice


# --- the game model and the controller --------------------------------------------------------

def test_set_dice_refuses_a_changed_held_die_a_bad_face_and_a_fourth_roll() -> None:
    game = Game("yacht", ["Ann"])
    with pytest.raises(Exception, match="nothing can be held"):
        game.set_dice([1, 2, 3, 4, 5], held=[0])
    game.set_dice([1, 2, 3, 4, 5])
    with pytest.raises(Exception, match="die 1 is held at 1"):
        game.set_dice([2, 2, 3, 4, 5], held=[0])
    for bad in ([1, 2, 3, 4], [1, 2, 3, 4, 7], [1, 2, 3, 4, True], "12345"):
        with pytest.raises(Exception):  # noqa: B017  (GameError, whatever the wording)
            game.set_dice(bad)  # type: ignore[arg-type]
    assert game.dice == (1, 2, 3, 4, 5)
    assert game.rolls_left == 2
    game.set_dice([1, 6, 6, 6, 6], held=[0])
    game.set_dice([1, 6, 6, 6, 6], held=[0, 1, 2, 3, 4])
    with pytest.raises(Exception, match="no rolls left"):
        game.set_dice([6, 6, 6, 6, 6])


def test_the_controller_records_real_dice_only_on_a_real_dice_turn(qtbot: QtBot) -> None:
    controller = GameController(autosave=False)
    controller.new_game("yacht", (Seat("Ann", real_dice=True), Seat("Bob")))
    messages: list[str] = []
    controller.message.connect(messages.append)
    assert controller.real_dice_turn
    assert controller.enter_dice([6, 6, 3, 2, 1])
    controller.set_dice_busy(False)
    controller.toggle_hold(0)
    assert not controller.enter_dice([5, 6, 3, 2, 1])
    assert messages[-1] == "Die 1 is held at 6, so it can't show 5."
    assert controller.game is not None
    assert controller.game.rolls_left == 2
    controller.score("chance")
    assert not controller.real_dice_turn
    assert not controller.enter_dice([1, 2, 3, 4, 5])
    assert "rolls on screen" in messages[-1]


def test_a_real_dice_seat_survives_saving_and_loading(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    game = Game("kismet", ["Ann", "Hal"])
    seats = (Seat("Ann", real_dice=True), Seat("Hal", "hard"))
    save_game(tmp_path / "g.json", SavedGame(game, seats))
    assert load_game(tmp_path / "g.json").seats == seats
    with pytest.raises(PersistenceError, match="computers roll on screen"):
        Seat("Hal", "hard", real_dice=True)


# --- the window ----------------------------------------------------------------------------------

def test_typing_five_faces_and_enter_records_the_roll_with_previews(
        qtbot: QtBot, window: MainWindow, player: Player, dice: ScriptedDice) -> None:
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob")))
    panel = window.table_mode.panel
    assert panel.isVisible()
    assert window.roll_button.text() == ENTER_ROLL
    _type(qtbot, window, "66321")
    _settled(qtbot, window)
    game = window.controller.game
    assert game is not None
    assert game.dice == (6, 6, 3, 2, 1)
    assert game.rolls_left == 2
    assert _faces(window) == [6, 6, 3, 2, 1]
    assert dice.calls == 0  # nothing was drawn from the random source
    assert player.shown_previews(0)["sixes"] == 12
    assert window.rolls_label.text() == "2 rolls left"


def test_held_dice_keep_their_faces_and_only_the_others_are_typed(
        qtbot: QtBot, window: MainWindow, player: Player) -> None:
    _start_real(window, (Seat("Ann", real_dice=True),), "yacht")
    _type(qtbot, window, "6 6 3 2 1")
    _settled(qtbot, window)
    player.hold(0, by_key=True)
    player.hold(1, by_key=True)
    _type(qtbot, window, "6 4 5")
    _settled(qtbot, window)
    game = window.controller.game
    assert game is not None
    assert game.dice == (6, 6, 6, 4, 5)
    assert game.held == (0, 1)
    assert [die.property("held") for die in window.tray.dice()] == [True, True, False, False, False]


def test_a_held_die_typed_differently_is_refused_inline_and_the_text_stays(
        qtbot: QtBot, window: MainWindow, player: Player) -> None:
    _start_real(window, (Seat("Ann", real_dice=True),), "yacht")
    _type(qtbot, window, "6 6 3 2 1")
    _settled(qtbot, window)
    player.hold(0, by_key=True)
    _type(qtbot, window, "5 6 3 2 1")
    panel = window.table_mode.panel
    assert "Die 1 is held at 6" in panel.message.text()
    assert panel.message.isVisible()
    assert panel.entry.text() == "5 6 3 2 1"  # nothing typed is lost
    game = window.controller.game
    assert game is not None
    assert game.rolls_left == 2


def test_enter_with_missing_faces_says_which_dice_have_none(qtbot: QtBot, window: MainWindow) -> None:
    _start_real(window, (Seat("Ann", real_dice=True),), "yacht")
    _type(qtbot, window, "6 6 3")
    assert "Dice 4 and 5 have no face yet" in window.table_mode.panel.message.text()
    assert _faces(window) == [6, 6, 3, 0, 0]
    game = window.controller.game
    assert game is not None
    assert not game.dice


def test_clicking_a_die_steps_its_face_and_the_roll_button_records(
        qtbot: QtBot, window: MainWindow) -> None:
    _start_real(window, (Seat("Ann", real_dice=True),), "yacht")
    die = window.tray.dice()[2]
    for _ in range(3):
        qtbot.mouseClick(die, Qt.MouseButton.LeftButton, pos=QPoint(die.width() // 2, die.height() // 2))
    assert die.property("value") == 3
    for position in (0, 1, 3, 4):
        window.table_mode.panel.set_face(position, 5)
    qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
    _settled(qtbot, window)
    game = window.controller.game
    assert game is not None
    assert game.dice == (5, 5, 3, 5, 5)


def test_digits_on_a_focused_die_set_its_face_not_the_hold(qtbot: QtBot, window: MainWindow) -> None:
    _start_real(window, (Seat("Ann", real_dice=True),), "yacht")
    die = window.tray.dice()[1]
    die.setFocus()
    qtbot.keyClick(die, Qt.Key.Key_4)
    qtbot.keyClick(die, Qt.Key.Key_Up)
    assert die.property("value") == 5


def test_right_click_holds_and_left_click_releases_on_real_dice(qtbot: QtBot, window: MainWindow) -> None:
    _start_real(window, (Seat("Ann", real_dice=True),), "yacht")
    _type(qtbot, window, "1 2 3 4 5")
    _settled(qtbot, window)
    die = window.tray.dice()[4]
    centre = QPoint(die.width() // 2, die.height() // 2)
    qtbot.mouseClick(die, Qt.MouseButton.RightButton, pos=centre)
    assert window.controller.holds == frozenset({4})
    qtbot.mouseClick(die, Qt.MouseButton.LeftButton, pos=centre)
    assert window.controller.holds == frozenset()


def test_no_fourth_roll_the_picker_asks_for_a_box(qtbot: QtBot, window: MainWindow) -> None:
    _start_real(window, (Seat("Ann", real_dice=True),), "yacht")
    for text in ("11111", "22222", "33333"):
        _type(qtbot, window, text)
        _settled(qtbot, window)
    panel = window.table_mode.panel
    assert not panel.entry.isEnabled()
    assert window.roll_button.text() == "No rolls left"
    assert not panel.submit()
    assert "choose a box" in panel.message.text()


def test_mixed_game_real_dice_for_ann_on_screen_for_bob(qtbot: QtBot, window: MainWindow, player: Player,
                                                        dice: ScriptedDice) -> None:
    dice.push(2, 2, 2, 3, 3)
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob")), "yacht")
    _type(qtbot, window, "5 5 5 5 5")
    _settled(qtbot, window)
    player.click_box(0, "yacht")
    assert not window.table_mode.panel.isVisible()
    assert window.roll_button.text() == "Roll"
    player.roll()
    game = window.controller.game
    assert game is not None
    assert game.dice == (2, 2, 2, 3, 3)


def test_the_scorekeeper_card_stays_until_a_key_and_comes_back_on_the_next_score(
        qtbot: QtBot, window: MainWindow, player: Player) -> None:
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob", real_dice=True)), "yacht")
    _type(qtbot, window, "3 3 3 2 2")
    _settled(qtbot, window)
    player.click_box(0, "full_house")
    announcer = window.table_mode.announcer
    assert announcer.is_showing()
    assert announcer.text() == "Ann: 25 in Full House"
    assert announcer.card.accessibleName() == "Ann: 25 in Full House"
    qtbot.keyClick(window, Qt.Key.Key_Shift)
    assert not announcer.is_showing()
    _type(qtbot, window, "1 1 1 1 1")
    _settled(qtbot, window)
    player.click_box(1, "yacht")
    assert announcer.is_showing()
    assert announcer.text() == "Bob: 50 in Yacht"


def test_the_next_roll_takes_the_scorekeeper_card_away(qtbot: QtBot, window: MainWindow,
                                                       player: Player) -> None:
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob")), "yacht")
    _type(qtbot, window, "3 3 3 2 2")
    _settled(qtbot, window)
    player.click_box(0, "full_house")
    assert window.table_mode.announcer.is_showing()
    window.controller.roll()
    assert not window.table_mode.announcer.is_showing()


def test_a_click_on_the_scorekeeper_card_takes_it_away(qtbot: QtBot, window: MainWindow,
                                                       player: Player) -> None:
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob")), "yacht")
    _type(qtbot, window, "3 3 3 2 2")
    _settled(qtbot, window)
    player.click_box(0, "full_house")
    card = window.table_mode.announcer.card
    assert card.isVisible()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton)
    assert not window.table_mode.announcer.is_showing()


def test_the_new_game_dialog_marks_people_not_computers_for_real_dice(qtbot: QtBot) -> None:
    from yachtgui.widgets.dialogs.newgame import NewGameDialog

    dialog = NewGameDialog(names=["Ann", "Hal"], levels=[None, "hard"], roll_off=False,
                           computer_available=True, real_dice=[True, True])
    qtbot.addWidget(dialog)
    assert dialog.findChild(object, "playerRealDice0").isChecked()
    assert not dialog.findChild(object, "playerRealDice1").isEnabled()
    dialog.findChild(object, "startButton").click()
    setup = dialog.setup()
    assert setup is not None
    assert [seat.real_dice for seat in setup.seats] == [True, False]


def test_real_dice_on_the_command_line_marks_every_person(qtbot: QtBot) -> None:
    from yachtgui.__main__ import parse_args
    from yachtgui.launch import create_window, start_session

    options = parse_args(["--variant", "yacht", "--players", "Ann,cpu:Hal:easy", "--real-dice"])
    window = create_window(options)
    qtbot.addWidget(window)
    start_session(window, options)
    assert [seat.real_dice for seat in window.controller.seats] == [True, False]


def test_the_hint_advises_on_real_dice_as_on_virtual_ones(qtbot: QtBot, window: MainWindow) -> None:
    from yachtgui.ai import Strategy

    _start_real(window, (Seat("Ann", real_dice=True),), "worldwide")
    _type(qtbot, window, "6 6 6 2 1")
    _settled(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.overlays.advice.hint_lines), timeout=60_000)
    game = window.controller.game
    assert game is not None
    strategy = Strategy.load_or_build(game.variant)
    best = strategy.options([], 0, list(game.dice), game.rolls_left)[0]
    assert window.overlays.advice.hint_lines[0][1] == pytest.approx(best.value)


def test_a_real_dice_game_continues_in_table_mode_after_a_restart(
        qtbot: QtBot, window: MainWindow, tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob")), "yacht")
    _type(qtbot, window, "6 6 3 2 1")
    _settled(qtbot, window)
    assert window.files.save_to(tmp_path / "table.yacht.json")
    again = MainWindow(GameController(autosave=False), window.settings)
    qtbot.addWidget(again)
    again.show()
    assert again.files.load_file(tmp_path / "table.yacht.json")
    assert again.table_mode.panel.isVisible()
    assert again.roll_button.text() == ENTER_ROLL
    assert _faces(again) == [6, 6, 3, 2, 1]
    game = again.controller.game
    assert game is not None
    assert game.rolls_left == 2


def test_on_a_real_dice_turn_the_dice_say_how_to_set_their_faces(qtbot: QtBot, window: MainWindow,
                                                                 player: Player) -> None:
    from PySide6.QtGui import QAccessible

    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob")), "yacht")
    die = window.tray.dice()[0]
    interface = QAccessible.queryAccessibleInterface(die)
    assert interface is not None
    assert "set the face" in interface.text(QAccessible.Text.Description)
    _type(qtbot, window, "1 2 3 4 5")
    _settled(qtbot, window)
    player.click_box(0, "chance")
    player.roll()
    assert interface.text(QAccessible.Text.Description) == ("Click or press Space to hold or release; Enter "
                                                            "scores the box chosen on your card.")


@pytest.mark.parametrize("flag", ["yes", 1, None])
def test_a_damaged_real_dice_flag_in_a_save_is_refused(tmp_path: object, flag: object) -> None:
    import json
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    game = Game("yacht", ["Ann"])
    save_game(tmp_path / "g.json", SavedGame(game, (Seat("Ann", real_dice=True),)))
    document = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert document["seats"][0]["real_dice"] is True
    document["seats"][0]["real_dice"] = flag
    (tmp_path / "g.json").write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(PersistenceError, match="seats are damaged"):
        load_game(tmp_path / "g.json")


def test_a_save_without_real_dice_seats_has_no_real_dice_field(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    save_game(tmp_path / "g.json", SavedGame.all_human(Game("yacht", ["Ann"])))
    assert "real_dice" not in (tmp_path / "g.json").read_text(encoding="utf-8")


def test_a_whole_real_dice_turn_by_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    """Faces typed where the keyboard already is, 1-5 on the card hold, Space goes back to the faces."""
    from PySide6.QtWidgets import QApplication

    def typed(text: str) -> None:
        for char in text:
            widget = QApplication.focusWidget()
            assert widget is not None
            qtbot.keyClick(widget, char)

    def press(key: Qt.Key) -> None:
        widget = QApplication.focusWidget()
        assert widget is not None
        qtbot.keyClick(widget, key)

    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob", real_dice=True)), "yacht")
    entry = window.table_mode.panel.entry
    qtbot.waitUntil(entry.hasFocus, timeout=2000)  # the turn starts in the face entry
    typed("62621")
    press(Qt.Key.Key_Return)
    _settled(qtbot, window)
    view = window.pad.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)  # then the card: holds and scoring
    typed("13")
    assert window.controller.holds == frozenset({0, 2})
    press(Qt.Key.Key_Space)
    qtbot.waitUntil(entry.hasFocus, timeout=2000)
    typed("666")
    press(Qt.Key.Key_Return)
    _settled(qtbot, window)
    game = window.controller.game
    assert game is not None
    assert game.dice == (6, 6, 6, 6, 6)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    target = view.box_index("yacht").row()
    while view.currentIndex().row() != target:
        press(Qt.Key.Key_Down if view.currentIndex().row() < target else Qt.Key.Key_Up)
    press(Qt.Key.Key_Return)
    assert game.scorecard(0)["yacht"] == 50
    qtbot.waitUntil(entry.hasFocus, timeout=2000)  # Bob's turn starts in the entry again
    assert window.table_mode.announcer.text() == "Ann: 50 in Yacht"


def test_entering_real_dice_tells_the_coach_what_was_kept(qtbot: QtBot) -> None:
    controller = GameController(autosave=False)
    controller.new_game("yacht", (Seat("Ann", real_dice=True),))
    decisions: list[Decision] = []
    controller.decisionMade.connect(decisions.append)
    assert controller.enter_dice([6, 6, 3, 2, 1])
    controller.set_dice_busy(False)
    controller.set_holds([0, 1])
    assert controller.enter_dice([6, 6, 6, 5, 4])
    assert [(d.roll, d.box) for d in decisions] == [((), None), ((0, 1), None)]
    second = decisions[1].situation
    assert second.dice == (6, 6, 3, 2, 1)
    assert second.rolls_left == 2


def test_escape_leaves_the_face_entry_and_1_to_5_then_hold_as_the_words_say(
        qtbot: QtBot, window: MainWindow) -> None:
    """Issue 22.6: the words beside the entry say "Esc, then 1–5" hold; Escape leaves the entry."""
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob", real_dice=True)), "yacht")
    _type(qtbot, window, "6 2 6 2 1")
    _settled(qtbot, window)
    panel = window.table_mode.panel
    panel.entry.setFocus()
    qtbot.waitUntil(panel.entry.hasFocus, timeout=2000)
    assert "Esc, then 1–5" in panel.prompt.text()
    qtbot.keyClick(panel.entry, Qt.Key.Key_Escape)
    view = window.pad.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    assert not panel.entry.hasFocus()
    qtbot.keyClick(view, "1")
    qtbot.keyClick(view, "3")
    assert window.controller.holds == frozenset({0, 2})
    assert panel.entry.text() == ""


def test_after_a_yacht_one_card_beside_the_dice_which_stays_while_a_die_is_clicked(
        qtbot: QtBot, window: MainWindow, player: Player) -> None:
    window.resize(1366, 690)
    _start_real(window, (Seat("Ann", real_dice=True), Seat("Bob", real_dice=True)), "yacht")
    _type(qtbot, window, "4 4 4 4 4")
    _settled(qtbot, window)
    player.click_box(0, "yacht")
    announcer = window.table_mode.announcer
    assert announcer.text() == "Ann: 50 in Yacht"
    from PySide6.QtWidgets import QFrame

    banner = window.tray.findChild(QFrame, "celebrationBanner")
    cards = [card for card in (announcer.card, banner) if card is not None and card.isVisible()]
    assert len(cards) == 1  # one card, not two saying the same thing
    card = cards[0]
    assert "Ann: 50 in Yacht" in card.accessibleName()
    for die in window.tray.dice():
        assert not card.geometry().intersects(die.geometry()), (card.geometry(), die.geometry())
    die = window.tray.dice()[2]
    qtbot.mouseClick(die, Qt.MouseButton.LeftButton)
    assert announcer.is_showing()  # the card stays while the dice under it are set
    assert window.table_mode.panel.draft() is not None
