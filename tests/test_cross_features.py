"""Where the history, the house rules and the real dice meet, without a window.

Official Yahtzee's bonus chips and forced Joker through the history, its statistics, the
replay and the ``yachtgui-history`` command; a top-down house variant from a file through
the same after the file is deleted; saved games carrying their log, their house rules and
their real-dice seats, and older saves without them.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from yachtgui.game import Game
from yachtgui.game.turns import bonus_chips, game_at, moments_of, turns_of
from yachtgui.history import HistoryStore, database_path, make_entry, record_game
from yachtgui.history.cli import main as history_main
from yachtgui.persistence import SavedGame, Seat, load_game, save_game
from yachtgui.persistence.variants import load_house_variants
from yachtgui.rules import Variant

#: Ann's boxes in the order she fills them, and the dice she enters for each.
ANN = [
    ("yacht", (6, 6, 6, 6, 6)),  # 50: later five of a kinds earn chips
    ("fives", (5, 5, 5, 5, 5)),  # forced Joker in Fives: 25 + a chip
    ("full_house", (3, 3, 3, 3, 3)),  # Threes open, so Threes by the Joker...
]


def yahtzee_game() -> Game:
    """Ann and Bob in yahtzee: Ann earns two chips (one from a five of a kind she held whole
    and "rolled" again), Bob none; everyone else's turns are plain."""
    game = Game("yahtzee", ["Ann", "Bob"])
    ann_turn = 0
    while not game.is_over:
        player = game.current_player
        if player == 0 and ann_turn == 0:
            game.set_dice((6, 6, 6, 6, 6))
            game.score("yacht")
        elif player == 0 and ann_turn == 1:
            game.set_dice((5, 5, 5, 5, 5))
            game.set_dice((5, 5, 5, 5, 5), held=(0, 1, 2, 3, 4))  # the same five of a kind, held whole
            assert list(game.legal_boxes()) == ["fives"]
            game.score("fives")
        elif player == 0 and ann_turn == 2:
            game.set_dice((2, 1, 1, 4, 6))
            game.set_dice((2, 1, 1, 1, 1), held=(1, 2))
            game.set_dice((1, 1, 1, 1, 1), held=(1, 2, 3, 4))  # Ones open: the Joker sends it there
            game.score("ones")
        else:
            game.set_dice((1, 2, 3, 4, 6))
            game.score(next(iter(game.legal_boxes())))
        if player == 0:
            ann_turn += 1
    return game


def record(game: Game, computers: list[str | None], variant: Variant | None = None) -> int:
    variants = None if variant is None else {variant.id: variant}
    outcome = record_game(make_entry(game, computers), game, variants=variants)
    assert outcome.result is not None, outcome.messages
    return outcome.result.game_id


def test_a_yahtzee_game_is_stored_with_its_chips_and_replays_to_the_same_card() -> None:
    game = yahtzee_game()
    assert [game.yacht_bonus_count(i) for i in range(2)] == [2, 0]
    game_id = record(game, [None, "hard"])
    with HistoryStore(database_path()) as store:
        stored = store.game(game_id)
    assert stored.summary.totals == (game.total(0), game.total(1))
    assert game.total(0) == sum(v or 0 for v in game.scorecard(0).values()) + game.bonus(0) + 200
    rebuilt = stored.rebuild()
    turns = turns_of(rebuilt.log)
    final = game_at(rebuilt, turns, moments_of(turns)[-1])
    assert [final.scorecard(i) for i in range(2)] == [game.scorecard(i) for i in range(2)]
    assert [final.yacht_bonus_count(i) for i in range(2)] == [2, 0]
    assert [final.total(i) for i in range(2)] == [game.total(i) for i in range(2)]


def test_statistics_count_a_five_of_a_kind_held_whole_and_rolled_again_once() -> None:
    record(yahtzee_game(), [None, None])
    with HistoryStore(database_path()) as store:
        ann = next(s for s in store.stats(variant="yahtzee") if s.person.name == "Ann")
    assert ann.yachts == 3  # 66666, 55555 (held and rolled again: still one), 11111


def test_yachtgui_history_show_and_export_round_trip_a_yahtzee_game(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    game = yahtzee_game()
    game_id = record(game, [None, "hard"])

    assert history_main(["show", str(game_id), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    ann_turns = [t for t in shown["turns"] if t["player"] == "Ann"]
    assert [t["yahtzee_bonus"] for t in ann_turns[:3]] == [0, 100, 100]
    assert ann_turns[1]["rolls"] == [[5, 5, 5, 5, 5], [5, 5, 5, 5, 5]]
    assert ann_turns[1]["held"] == [[0, 1, 2, 3, 4]]
    upper = sum(t["score"] for t in ann_turns if t["box"] in game.variant.upper_categories)
    chips = sum(t["yahtzee_bonus"] for t in ann_turns)
    assert sum(t["score"] for t in ann_turns) + chips + game.variant.bonus(upper) == shown["totals"][0]
    for seat in (0, 1):
        made_of = sum(shown["cards"][seat].values()) + shown["bonus"][seat] + shown["yahtzee_bonus"][seat]
        assert made_of == shown["totals"][seat]
    assert shown["yahtzee_bonus"] == [200, 0]

    assert history_main(["show", str(game_id)]) == 0
    assert "25 in Fives + 100 Yahtzee bonus" in capsys.readouterr().out

    target = tmp_path / "again.yacht.json"
    assert history_main(["export", str(game_id), "-o", str(target)]) == 0
    saved = load_game(target)
    assert saved.game.log == game.log
    assert [saved.game.total(i) for i in range(2)] == [game.total(i) for i in range(2)]
    assert [seat.level for seat in saved.seats] == [None, "hard"]


def write_variant(text: str, name: str) -> Path:
    folder = Path(os.environ["YACHTGUI_CONFIG_DIR"]) / "variants"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


DOWN = """\
name = "Down the Sheet"
extends = "worldwide"
order = "top-down"

[bonus]
threshold = 1
points = 0
"""


def test_a_top_down_house_variant_goes_through_history_replay_and_the_cli_after_its_file_is_gone(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write_variant(DOWN, "down.toml")
    variant = load_house_variants().variants["house-down"]
    assert not variant.bonus_rule.tiers or variant.bonus(1000) == 0
    game = Game(variant, ["Ann", "Bob"])
    while not game.is_over:
        game.set_dice((6, 6, 6, 5, 5))
        game.set_dice((6, 6, 6, 6, 5), held=(0, 1, 2))
        game.score(next(iter(game.legal_boxes())))
    assert [s.box for s in game.history if s.player == 0] == list(variant.categories)
    game_id = record(game, [None, None], variant)
    path.unlink()
    assert "house-down" not in load_house_variants().variants

    with HistoryStore(database_path()) as store:
        stored = store.game(game_id)
        stats = store.stats(variant="house-down")
    rebuilt = stored.rebuild()  # the definition travels with the game
    assert rebuilt.variant == variant
    turns = turns_of(rebuilt.log)
    final = game_at(rebuilt, turns, moments_of(turns)[-1])
    assert [final.scorecard(i) for i in range(2)] == [game.scorecard(i) for i in range(2)]
    assert bonus_chips(rebuilt.variant, turns, 2) == [0] * len(turns)
    assert {s.bonus_rate for s in stats} == {None}  # these house rules have no upper bonus

    assert history_main(["list", "--variant", "house-down", "--json"]) == 0
    [listed] = json.loads(capsys.readouterr().out)
    assert listed["totals"] == [game.total(0), game.total(1)]
    assert history_main(["show", str(game_id), "--json"]) == 0
    assert [t["box"] for t in json.loads(capsys.readouterr().out)["turns"]][:2] == ["ones", "ones"]
    target = tmp_path / "down.yacht.json"
    assert history_main(["export", str(game_id), "-o", str(target)]) == 0
    assert load_game(target).game.variant == variant


def test_a_saved_game_keeps_its_log_house_rules_and_real_dice_seats(tmp_path: Path) -> None:
    path = write_variant('name = "Free Joker"\nextends = "yahtzee"\njoker = "free"\n', "free.toml")
    variant = load_house_variants().variants["house-free"]
    game = Game(variant, ["Ann", "Hal"])
    game.set_dice((4, 4, 4, 4, 4))
    game.score("yacht")
    game.set_dice((1, 2, 3, 4, 6))
    game.score("chance")
    game.set_dice((4, 4, 4, 1, 2))
    game.set_dice((4, 4, 4, 4, 4), held=(0, 1, 2))  # mid-turn: a five of a kind, free Joker
    seats = (Seat("Ann", real_dice=True), Seat("Hal", "hard"))
    target = tmp_path / "mid.yacht.json"
    save_game(target, SavedGame(game, seats))
    path.unlink()

    loaded = load_game(target)

    assert loaded.seats == seats
    assert loaded.game.variant == variant
    assert loaded.game.log == game.log
    assert (loaded.game.dice, loaded.game.held, loaded.game.rolls_left) == ((4, 4, 4, 4, 4), (0, 1, 2), 1)
    assert loaded.game.legal_boxes() == game.legal_boxes()
    assert loaded.game.pending_yacht_bonus() == 100
    loaded.game.score("large_straight")  # the free Joker: a lower box at its Joker value
    assert loaded.game.total(0) == 50 + 40 + 100


def test_an_old_save_without_log_real_dice_or_chips_still_loads(tmp_path: Path) -> None:
    game = yahtzee_game()
    target = tmp_path / "old.yacht.json"
    save_game(target, SavedGame(game, (Seat("Ann"), Seat("Bob", "hard"))))
    document = json.loads(target.read_text(encoding="utf-8"))
    del document["game"]["log"]
    for seat in document["seats"]:
        seat.pop("real_dice", None)
    target.write_text(json.dumps(document), encoding="utf-8")

    loaded = load_game(target)

    assert [seat.real_dice for seat in loaded.seats] == [False, False]
    assert loaded.game.history == game.history
    assert [loaded.game.total(i) for i in range(2)] == [game.total(i) for i in range(2)]  # chips follow
    record(loaded.game, [None, "hard"])
    with HistoryStore(database_path()) as store:
        [summary] = store.games()
        stored = store.game(summary.id)
    turns = turns_of(stored.rebuild().log)
    assert not any(turn.rolls_known for turn in turns)
    assert summary.totals == (game.total(0), game.total(1))


def test_a_yahtzee_game_from_the_history_prints_with_its_chips(
        qapp: object, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from tests.export.support import pdf_pages_text
    from yachtgui.export.cli import main as export_main

    game = yahtzee_game()
    game_id = record(game, [None, "hard"])
    saved = tmp_path / "game.yacht.json"
    assert history_main(["export", str(game_id), "-o", str(saved)]) == 0
    card = tmp_path / "card.pdf"
    assert export_main(["game", str(saved), "-o", str(card)]) == 0
    (text,) = pdf_pages_text(card.read_bytes())
    assert "✓✓ 200" in text
    assert f"Grand total {game.total(0)} {game.total(1)}" in text


def test_a_chip_scoring_taken_back_and_made_again_is_recorded_once_with_one_chip(
        capsys: pytest.CaptureFixture[str]) -> None:
    path = write_variant('name = "Free Joker"\nextends = "yahtzee"\njoker = "free"\n', "free.toml")
    variant = load_house_variants().variants["house-free"]
    path.unlink()
    game = Game(variant, ["Ann"])
    game.set_dice((4, 4, 4, 4, 4))
    game.score("yacht")
    game.set_dice((4, 4, 4, 4, 4))
    game.score("chance")
    game.undo()
    game.score("large_straight")
    while not game.is_over:
        game.set_dice((1, 2, 3, 4, 6))
        game.score(next(iter(game.legal_boxes())))
    assert game.yacht_bonus_count(0) == 1
    game_id = record(game, [None], variant)
    with HistoryStore(database_path()) as store:
        rebuilt = store.game(game_id).rebuild()
    assert rebuilt.yacht_bonus_count(0) == 1
    assert rebuilt.total(0) == game.total(0)
    assert history_main(["show", str(game_id), "--json"]) == 0
    second = json.loads(capsys.readouterr().out)["turns"][1]
    assert (second["box"], second["score"], second["yahtzee_bonus"]) == ("large_straight", 40, 100)
    assert second["undone"] == [{"box": "chance", "score": 20}]
