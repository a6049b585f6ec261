"""Games on disk without a window: files read and written, the family asked, all told by signals."""

from __future__ import annotations

import random
from pathlib import Path

from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController
from yachtgui.app.gamefiles import GameFiles
from yachtgui.app.settings import Settings
from yachtgui.persistence import Seat, unfinished_games


def files_of(controller: GameController, **questions: object) -> GameFiles:
    return GameFiles(controller, Settings(), random.Random(1), **questions)  # type: ignore[arg-type]


def test_a_game_saved_and_opened_again_is_the_same_game(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    files = files_of(controller)
    controller.new_game("yacht", [Seat("Ann"), Seat("Hal", "easy")])
    controller.roll()
    with qtbot.waitSignal(files.fileSaved, timeout=2000) as saved:
        assert files.save_to(tmp_path / "family")
    what, path = saved.args
    assert what == "Game saved"
    assert path == tmp_path / "family.yacht.json"
    assert files.last_folder() == str(tmp_path)
    before = controller.game
    assert before is not None
    controller.new_game("yatzy", [Seat("Bob")])
    with qtbot.waitSignals([files.loaded, files.said], timeout=2000):
        assert files.load_file(path)
    game = controller.game
    assert game is not None
    assert {**game.to_dict(), "rng_state": None} == {**before.to_dict(), "rng_state": None}
    assert [seat.level for seat in controller.seats] == [None, "easy"]


def test_a_damaged_file_is_a_problem_and_the_game_on_the_table_stays(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    files = files_of(controller)
    controller.new_game("yacht", [Seat("Ann")])
    playing = controller.game
    bad = tmp_path / "bad.yacht.json"
    bad.write_text("{not json", encoding="utf-8")
    with qtbot.waitSignal(files.problem, timeout=2000) as problem:
        assert not files.load_file(bad)
    title, text = problem.args
    assert title == "Can't open this game"
    assert text.endswith("The game you are playing is unchanged.")
    assert controller.game is playing


def test_another_game_asks_the_family_about_the_unfinished_one(keeping_controller: GameController) -> None:
    controller = keeping_controller
    asked: list[str] = []
    answer = "cancel"

    def ask(game: object, seats: object) -> str:
        asked.append(answer)
        return answer

    files = files_of(controller, ask_keep_or_abandon=ask)
    controller.new_game("yacht", [Seat("Ann"), Seat("Bob")])
    assert files.settle_unfinished_game()  # nothing played yet: nothing to ask
    assert asked == []
    controller.roll()
    assert not files.settle_unfinished_game()  # cancelled: the new game does not start
    answer = "keep"
    assert files.settle_unfinished_game()
    controller.flush_autosave()
    assert len(unfinished_games()[0]) == 1  # kept on disk
    answer = "abandon"
    assert files.settle_unfinished_game()
    assert unfinished_games()[0] == []
    assert asked == ["cancel", "keep", "abandon"]


def test_a_kept_game_is_abandoned_only_when_the_family_says_so(
    qtbot: QtBot, keeping_controller: GameController
) -> None:
    controller = keeping_controller
    answers: list[bool] = [False, True]
    files = files_of(controller, ask_abandon=lambda _kept: answers.pop(0))
    controller.new_game("yacht", [Seat("Ann")])
    controller.roll()
    controller.flush_autosave()
    controller.new_game("yatzy", [Seat("Bob")])  # the Yacht game stays kept
    kept = [game for game in files.kept_games() if game.saved.game.variant.id == "yacht"]
    assert len(kept) == 1
    assert not files.abandon_kept_game(kept[0])  # "Keep it"
    with qtbot.waitSignal(files.said, timeout=2000) as said:
        assert files.abandon_kept_game(kept[0])
    assert said.args[0].startswith("Abandoned the Yacht game")
    assert all(game.saved.game.variant.id != "yacht" for game in files.kept_games())


def test_the_last_finished_game_is_remembered(controller: GameController) -> None:
    files = files_of(controller)
    assert not files.finished_in_memory
    assert files.last_finished_game() is None  # none ended here, none on disk
    controller.new_game("yacht", [Seat("Ann")])
    game = controller.game
    assert game is not None
    files.set_last_finished(game, controller.seats)
    assert files.finished_in_memory
    assert files.game_for_card(finished=True) == (game, controller.seats)
    assert files.game_for_card(finished=False) == (game, controller.seats)


def test_a_file_name_in_a_problem_is_shown_as_it_is_not_capitalised(
    qtbot: QtBot, controller: GameController, tmp_path: Path
) -> None:
    # Found by the audit of 2026-11-26: "bad.json is damaged" was shown as "Bad.json is damaged",
    # a file that does not exist on a system that tells the two apart.
    files = files_of(controller)
    controller.new_game("yacht", [Seat("Ann")])
    bad = tmp_path / "bad.yacht.json"
    bad.write_text("{not json", encoding="utf-8")
    with qtbot.waitSignal(files.problem, timeout=2000) as problem:
        assert not files.load_file(bad)
    assert problem.args[1].startswith("bad.yacht.json is damaged")
    kept = tmp_path / "games" / "game-20260101-000000-0000beef.yacht.json"
    kept.parent.mkdir()
    kept.write_text("[]", encoding="utf-8")
    with qtbot.waitSignal(files.problem, timeout=2000) as problem:
        assert not files.continue_game(kept)
    assert problem.args[1].startswith("game-20260101-000000-0000beef.yacht.json is not a saved game")
    (tmp_path / "folder").write_text("a file where the folder should be", encoding="utf-8")
    with qtbot.waitSignal(files.problem, timeout=2000) as problem:
        assert not files.save_to(tmp_path / "folder" / "x.yacht.json")
    assert problem.args[1].startswith("Could not save the game")  # our own words still begin a sentence


def test_plain_message_keeps_a_verbatim_beginning() -> None:
    from yachtgui.app.words import plain_message

    assert plain_message("bad.json is damaged", ["bad.json"]) == "bad.json is damaged."
    assert plain_message("the file is damaged", ["bad.json"]) == "The file is damaged."
    assert plain_message("ünd so", ()) == "Ünd so."
