"""Where the features meet in the window: real dice in official Yahtzee (Joker, bonus chips, the
scorekeeper, sound, screen readers, the hint and the coach, undo), a whole Yahtzee game against the
hard computer that ends in the history with its analysis and replays exactly, house rules in the
statistics and the recorder, replays spoken, and an old save without a log played on."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import NewGameSetup
from yachtgui.game import Decision, Game, Rolled
from yachtgui.history import HistoryStore, database_path
from yachtgui.models.scorecard import RowKind
from yachtgui.persistence import SavedGame, Seat
from yachtgui.rules import Variant
from yachtgui.widgets.review.replay import ReplayWindow
from yachtgui.widgets.senses import speech
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, wait_for_person
from .test_sound import Recorder


def _type(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Type the faces of a real roll into the entry and press Enter; wait for the dice to lie."""
    entry = window.table_mode.panel.entry
    entry.setFocus()
    entry.clear()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)


@pytest.fixture
def spoken() -> Iterator[list[str]]:
    """Every sentence screen readers are given."""
    heard: list[str] = []

    def listen(_widget: object, _event: object, text: str) -> None:
        heard.append(text)

    speech.listeners.append(listen)
    yield heard
    speech.listeners.remove(listen)


@pytest.fixture
def sounds(window: MainWindow) -> Recorder:
    recorder = Recorder()
    window.senses.sound.set_player(recorder)
    return recorder


def test_real_dice_in_yahtzee_a_kept_five_of_a_kind_takes_the_joker_and_the_chip_is_told_everywhere(
        qtbot: QtBot, window: MainWindow, player: Player, spoken: list[str], sounds: Recorder) -> None:
    assert window.dialogs.start_game(NewGameSetup("yahtzee", (Seat("Ann", real_dice=True),)))
    _type(qtbot, window, "6 6 6 6 6")
    player.click_box(0, "yacht")
    _type(qtbot, window, "5 5 2 1 3")
    player.hold(0, by_key=True)
    player.hold(1, by_key=True)
    _type(qtbot, window, "5 5 5")  # only the three dice rolled again
    game = window.controller.game
    assert game is not None
    assert game.dice == (5, 5, 5, 5, 5)
    assert player.shown_previews(0) == {"fives": 25}  # the forced Joker: the matching upper box only

    player.click_box(0, "chance")  # closed by the Joker: nothing changes
    assert game.scorecard(0)["chance"] is None
    player.click_box(0, "fives")

    assert game.yacht_bonus_count(0) == 1
    assert player.shown_value(0, RowKind.YACHT_BONUS) == 100
    assert player.shown_total(0, RowKind.GRAND_TOTAL) == str(50 + 25 + 100)
    said = "Ann: 25 in Fives and a Yahtzee bonus of 100"
    assert window.table_mode.announcer.text() == said
    assert said in spoken
    assert sounds.names[-1] == "fanfare"
    rolls = [entry for entry in game.log if isinstance(entry, Rolled)]
    assert rolls[1:] == [Rolled(0, (5, 5, 2, 1, 3), ()), Rolled(0, (5, 5, 5, 5, 5), (0, 1))]


def test_the_hint_on_typed_dice_follows_the_joker(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    assert window.dialogs.start_game(NewGameSetup("yahtzee", (Seat("Ann", real_dice=True),)))
    _type(qtbot, window, "2 2 2 2 2")
    player.click_box(0, "yacht")
    _type(qtbot, window, "1 1 2 4 6")
    player.click_box(0, "twos")
    _type(qtbot, window, "22222")  # Twos is filled: any lower box at its Joker value
    qtbot.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.overlays.advice.hint_lines), timeout=60_000)
    assert window.overlays.advice.hint_lines[0][0] == "Score 40 in Long Straight now"


def test_a_joker_zero_that_earns_a_chip_still_plays_the_fanfare(
        qtbot: QtBot, window: MainWindow, player: Player, sounds: Recorder) -> None:
    game = Game("yahtzee", ["Ann"])
    lower = ["three_of_a_kind", "four_of_a_kind", "full_house", "small_straight", "large_straight", "chance"]
    for box in ["yacht", "fives", *lower]:
        game.set_dice((5, 5, 5, 5, 5) if box == "yacht" else (1, 2, 3, 4, 6))
        game.score(box)
    window.controller.load(SavedGame(game, (Seat("Ann", real_dice=True),)))
    _type(qtbot, window, "5 5 5 5 5")
    assert player.shown_previews(0) == dict.fromkeys(("ones", "twos", "threes", "fours", "sixes"), 0)
    player.click_box(0, "ones")
    assert game.yacht_bonus_count(0) == 1
    assert sounds.names[-1] == "fanfare"
    assert window.table_mode.announcer.text() == "Ann: 0 in Ones and a Yahtzee bonus of 100"


@pytest.mark.slow
def test_a_real_dice_yahtzee_game_against_the_hard_computer_ends_in_the_history_and_replays_exactly(
        qtbot: QtBot, window: MainWindow, player: Player, spoken: list[str]) -> None:
    seats = (Seat("Ann", real_dice=True), Seat("Hal", "hard"))
    assert window.dialogs.start_game(NewGameSetup("yahtzee", seats))
    game = window.controller.game
    assert game is not None
    while not game.is_over:
        wait_for_person(qtbot, window, timeout=60_000)
        if game.is_over:
            break
        _type(qtbot, window, "6 6 6 6 6")  # every turn a five of a kind: a chip from the second on
        legal = game.legal_boxes()
        box = "yacht" if "yacht" in legal else next(iter(legal))
        player.click_box(0, box)
    recorder = window.history_recorder
    qtbot.waitUntil(lambda: recorder.last_sentences is not None, timeout=120_000)
    assert game.yacht_bonus_count(0) == 12
    with HistoryStore(database_path()) as store:
        [summary] = store.games()
        assert summary.variant == "yahtzee"
        assert summary.totals == (game.total(0), game.total(1))
        assert summary.computers == (None, "hard")
        stored = store.game(summary.id)
        assert all(value is not None for value in stored.given_up)
        ann = next(s for s in store.stats(variant="yahtzee") if s.person.name == "Ann")
        assert ann.yachts == 13
    assert any("Ann" in sentence for sentence in recorder.last_sentences or [])
    qtbot.waitUntil(lambda: any(text.startswith("How it went: ") for text in spoken), timeout=10_000)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.go_to(replay.step_count - 1)
    shown = replay.game_shown
    assert [shown.scorecard(i) for i in range(2)] == [game.scorecard(i) for i in range(2)]
    assert [shown.yacht_bonus_count(i) for i in range(2)] == [game.yacht_bonus_count(i) for i in range(2)]
    assert [shown.total(i) for i in range(2)] == [game.total(i) for i in range(2)]
    replay.go_to(replay._first_step_of(2) + 1)  # Ann's second turn scored: her first chip
    assert "and a Yahtzee bonus of 100" in replay.heading.text()


def test_a_house_game_is_analysed_with_its_own_table_when_other_rules_of_the_same_id_are_in_memory(
        qtbot: QtBot) -> None:
    from yachtgui.ai import Strategy
    from yachtgui.app.controller import GameController
    from yachtgui.app.recorder import HistoryRecorder
    from yachtgui.rules.housefile import parse_variant

    def down(points: int) -> Variant:
        text = 'name = "Down"\nextends = "worldwide"\norder = "top-down"\n'
        text += f"[bonus]\nthreshold = 20\npoints = {points}\n"
        return parse_variant(text, "down.toml")

    before, after = down(10), down(40)  # the file was edited between two games
    assert before.id == after.id
    assert before.rules_hash != after.rules_hash
    stale = Strategy.build(before)
    controller = GameController(autosave=False)
    recorder = HistoryRecorder(controller, strategy_for=lambda _variant_id: stale)
    failures: list[str] = []
    recorder.failed.connect(failures.append)
    assert controller.new_game(after, [Seat("Ann")])
    game = controller.game
    assert game is not None
    while not game.is_over:
        assert controller.roll()
        controller.set_dice_busy(False)  # no view tumbles the dice here
        assert controller.score(next(iter(game.legal_boxes())))
    qtbot.waitUntil(lambda: recorder.last_sentences is not None, timeout=60_000)
    assert failures == []
    assert recorder.last_sentences
    with HistoryStore(database_path()) as store:
        [summary] = store.games()
        assert store.game(summary.id).given_up[0] is not None


def test_the_statistics_window_names_house_rules_by_their_name_and_a_replay_opens_after_the_file_is_gone(
        qtbot: QtBot) -> None:
    from tests.test_cross_features import DOWN, record, write_variant
    from yachtgui.persistence.variants import load_house_variants
    from yachtgui.widgets.review.stats import StatisticsWindow

    path = write_variant(DOWN, "down.toml")
    variant = load_house_variants().variants["house-down"]
    game = Game(variant, ["Ann"])
    while not game.is_over:
        game.set_dice((1, 2, 3, 4, 5))
        game.score(next(iter(game.legal_boxes())))
    game_id = record(game, [None], variant)
    path.unlink()

    window = StatisticsWindow()
    qtbot.addWidget(window)
    assert window.variant_box.itemText(window.variant_box.findData("house-down")) == "Down the Sheet"
    [row] = window.stats_model.rows
    assert row.bonus_rate is None
    window.tabs.setCurrentIndex(4)
    assert window.games_table.item(0, 2).text() == "Down the Sheet"
    with HistoryStore(database_path()) as store:
        stored = store.game(game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    assert "Down the Sheet" in replay.windowTitle()
    replay.go_to(replay.step_count - 1)
    assert replay.game_shown.total(0) == game.total(0)


def test_screen_readers_hear_each_moment_of_a_replay(qtbot: QtBot, spoken: list[str]) -> None:
    from tests.test_cross_features import record, yahtzee_game

    game_id = record(yahtzee_game(), [None, None])
    with HistoryStore(database_path()) as store:
        stored = store.game(game_id)
    replay = ReplayWindow(stored, find_strategy=False)
    qtbot.addWidget(replay)
    replay.show()
    spoken.clear()
    qtbot.keyClick(replay, Qt.Key.Key_Right)
    assert len(spoken) == 1
    assert spoken[0].startswith("Turn 1 of 26 · Ann, roll 1: 6 6 6 6 6 — then scores 50 in Yahtzee. ")
    replay.go_to(replay._first_step_of(2) + 2)  # Ann's second turn, scored
    assert spoken[-1].startswith("Turn 3 of 26 · Ann: 25 in Fives and a Yahtzee bonus of 100")


def test_an_old_save_mid_turn_plays_on_autosaves_and_ends_in_the_history(
        qtbot: QtBot, window: MainWindow, player: Player, tmp_path: object) -> None:
    import json
    from pathlib import Path

    from yachtgui.persistence import load_game, save_game

    game = Game("yahtzee", ["Ann"])
    for box in ("ones", "twos"):
        game.set_dice((1, 2, 3, 4, 6))
        game.score(box)
    game.set_dice((5, 5, 2, 1, 3))
    game.set_dice((5, 5, 5, 1, 3), held=(0, 1))  # a turn in progress, one roll left
    old = Path(str(tmp_path)) / "old.yacht.json"
    save_game(old, SavedGame(game, (Seat("Ann"),)))
    document = json.loads(old.read_text(encoding="utf-8"))
    del document["game"]["log"]  # as saved before the log was kept
    document["seats"][0].pop("real_dice", None)
    old.write_text(json.dumps(document), encoding="utf-8")

    assert window.files.load_file(old)
    loaded = window.controller.game
    assert loaded is not None
    assert (loaded.dice, loaded.rolls_left) == ((5, 5, 5, 1, 3), 1)
    player.click_box(0, "fives")
    window.controller.flush_autosave()
    saved_to = window.controller.save_path  # the game's own kept file (issue 11)
    assert saved_to is not None
    again = load_game(saved_to)  # before, the first autosave of such a game could not be read
    assert again.game.history == loaded.history
    while not loaded.is_over:
        player.roll()
        player.click_box(0, next(iter(loaded.legal_boxes())))
    recorder = window.history_recorder
    qtbot.waitUntil(lambda: recorder.last_outcome is not None, timeout=60_000)
    with HistoryStore(database_path()) as store:
        [summary] = store.games()
        assert store.game(summary.id).rebuild().log == loaded.log


def test_a_refused_real_dice_entry_typed_again_is_one_decision_for_the_coach(
        qtbot: QtBot, window: MainWindow, player: Player) -> None:
    window.set_coach(True)
    assert window.dialogs.start_game(NewGameSetup("yahtzee", (Seat("Ann", real_dice=True),)))
    decisions: list[Decision] = []
    window.controller.decisionMade.connect(decisions.append)
    _type(qtbot, window, "6 6 3 2 1")
    player.hold(0, by_key=True)
    assert not window.controller.enter_dice([5, 6, 3, 2, 1])  # the held six cannot show 5
    assert window.controller.enter_dice([6, 6, 6, 4, 4])
    qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)
    assert [(d.roll, d.box) for d in decisions] == [((), None), ((0,), None)]
    qtbot.waitUntil(lambda: window.computer.coach.pending == 0, timeout=60_000)
    assert [j.kind for j in window.computer.coach.judgements(0)] == ["roll"]


def test_undoing_a_scoring_that_earned_a_chip_says_the_chip_goes_too(
        qtbot: QtBot, window: MainWindow, player: Player, spoken: list[str]) -> None:
    assert window.dialogs.start_game(NewGameSetup("yahtzee", (Seat("Ann", real_dice=True),)))
    _type(qtbot, window, "3 3 3 3 3")
    player.click_box(0, "yacht")
    _type(qtbot, window, "3 3 3 3 3")
    player.click_box(0, "threes")
    game = window.controller.game
    assert game is not None
    assert game.yacht_bonus_count(0) == 1
    assert window.controller.undo()
    assert game.yacht_bonus_count(0) == 0
    assert spoken[-1] == "Undone: Ann's 15 in Threes and its Yahtzee bonus. Choose again."
    assert player.shown_value(0, RowKind.YACHT_BONUS) == 0
