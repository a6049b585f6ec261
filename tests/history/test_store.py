"""The history database: recording, statistics checked against hand-computed figures, people."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.history.support import BONUS, ONES, SIXES, STRAIGHT, fixed_game, random_game
from yachtgui.game import Game
from yachtgui.history import HistoryError, HistoryStore, make_entry, person_key
from yachtgui.history.store import PlayerStats
from yachtgui.rules import VARIANTS


def record(store: HistoryStore, variant: str, names: list[str], dice: list[tuple[int, ...]], day: int,
           computers: list[str | None] | None = None) -> int:
    game = fixed_game(variant, names, dice)
    entry = make_entry(game, computers or [None] * len(names), finished=f"2026-01-{day:02d}T20:00:00+00:00")
    return store.record(entry, game).game_id


@pytest.fixture
def family(store: HistoryStore) -> HistoryStore:
    """Four games; the totals of each dice pattern are worked out in tests/history/support.py.

    1. yacht: Ann 170 (sixes), Bob 70 (ones), Hal the hard computer 100 (straights): Ann wins.
    2. yacht: " ann " 70, BOB 70: a tie, both win.
    3. yacht: Ann alone 280 (bonus 35).
    4. yatzy: Ann 45 (straights), Bob 164 (sixes): Bob wins.
    """
    record(store, "yacht", ["Ann", "Bob", "Hal"], [SIXES, ONES, STRAIGHT], 1, [None, None, "hard"])
    record(store, "yacht", [" ann ", "BOB"], [ONES, ONES], 2)
    record(store, "yacht", ["Ann"], [BONUS], 3)
    record(store, "yatzy", ["Ann", "Bob"], [STRAIGHT, SIXES], 4)
    return store


def stats_of(store: HistoryStore, name: str, variant: str, **filters: str) -> PlayerStats:
    return next(s for s in store.stats(variant=variant, **filters) if s.person.label == name)


def test_names_match_without_regard_to_case_and_spaces() -> None:
    assert person_key(" Ann  Lee ") == person_key("ann lee") == person_key("ANNLEE")
    assert person_key("Ann") != person_key("Anna")


def test_player_statistics_match_the_hand_computed_figures(family: HistoryStore) -> None:
    ann = stats_of(family, "Ann", "yacht")
    assert (ann.games, ann.multiplayer_games, ann.wins, ann.shared_wins) == (3, 2, 2, 1)
    assert ann.win_rate == 1.0
    assert ann.average == pytest.approx((170 + 70 + 280) / 3)
    assert (ann.best, ann.worst) == (280, 70)
    assert ann.bonus_rate == pytest.approx(1 / 3)
    assert ann.yachts == 3 * 13  # every roll of those three games was five of a kind
    bob = stats_of(family, "Bob", "yacht")
    assert (bob.games, bob.wins, bob.shared_wins, bob.win_rate) == (2, 1, 1, 0.5)
    assert (bob.average, bob.best, bob.worst, bob.bonus_rate) == (70, 70, 70, 0.0)
    hal = stats_of(family, "Hal (computer, hard)", "yacht")
    assert (hal.games, hal.wins, hal.average, hal.yachts) == (1, 0, 100, 0)
    assert hal.given_up is None  # no game was analysed
    yatzy_bob = stats_of(family, "Bob", "yatzy")
    assert (yatzy_bob.games, yatzy_bob.wins, yatzy_bob.average) == (1, 1, 164)
    assert stats_of(family, "Ann", "yatzy").wins == 0


def test_a_computer_is_not_the_person_of_the_same_name(store: HistoryStore) -> None:
    record(store, "yacht", ["Hal", "Ann"], [ONES, ONES], 1, [None, "easy"])
    record(store, "yacht", ["Hal", "Ann"], [ONES, ONES], 2, ["easy", None])
    labels = sorted(p.label for p in store.people())
    assert labels == ["Ann", "Ann (computer, easy)", "Hal", "Hal (computer, easy)"]


def test_filters_by_period_and_player(family: HistoryStore) -> None:
    later = family.stats(since="2026-01-03")
    assert {(s.person.name, s.variant, s.games) for s in later} == {("Ann", "yacht", 1), ("Ann", "yatzy", 1),
                                                                     ("Bob", "yatzy", 1)}
    assert [g.id for g in family.games(until="2026-01-02")] == [1]
    ann = family.find_person("ANN")
    assert ann is not None
    assert {s.person.name for s in family.stats(person=ann.id)} == {"Ann"}
    assert len(family.games(person=ann.id)) == 4
    assert [g.variant for g in family.games(variant="yatzy")] == ["yatzy"]


def test_high_scores_share_a_rank_on_equal_totals(family: HistoryStore) -> None:
    table = family.high_scores("yacht")
    assert [(h.rank, h.name, h.total) for h in table] == [
        (1, "Ann", 280), (2, "Ann", 170), (3, "Hal", 100), (4, "Bob", 70), (4, "ann", 70), (4, "BOB", 70)
    ]  # equal totals: the earlier game first, then seat order
    assert table[2].computer == "hard"


def test_head_to_head_counts_wins_draws_and_averages(family: HistoryStore) -> None:
    ann, bob = family.find_person("ann"), family.find_person("bob")
    assert ann is not None
    assert bob is not None
    both = family.head_to_head(ann.id, bob.id)
    assert (both.games, both.first_wins, both.second_wins, both.draws) == (3, 1, 1, 1)
    assert both.first_average == pytest.approx((170 + 70 + 45) / 3)
    assert both.second_average == pytest.approx((70 + 70 + 164) / 3)
    yacht = family.head_to_head(bob.id, ann.id, variant="yacht")
    assert (yacht.games, yacht.first_wins, yacht.second_wins, yacht.draws) == (2, 0, 1, 1)


def test_the_list_shows_winners_with_ties_and_seat_order(family: HistoryStore) -> None:
    games = family.games()
    assert [g.id for g in games] == [4, 3, 2, 1]  # newest first
    tie = games[2]
    assert tie.players == ("ann", "BOB")  # names as they were typed that day (trimmed)
    assert tie.totals == (70, 70)
    assert tie.winners == ("ann", "BOB")
    assert games[3].computers == (None, None, "hard")


def test_a_new_personal_best_is_reported_for_people_only(store: HistoryStore) -> None:
    game = fixed_game("yacht", ["Ann", "Hal"], [ONES, ONES])
    first = store.record(make_entry(game, [None, "hard"]), game)
    assert first.personal_bests == ()  # a first game is no record to beat
    better = fixed_game("yacht", ["Ann", "Hal"], [SIXES, SIXES])
    assert store.record(make_entry(better, [None, "hard"]), better).personal_bests == ("Ann",)


def test_a_game_is_recorded_once_and_a_session_replaces_its_record(store: HistoryStore) -> None:
    game = random_game("kismet", ["Ann", "Bob"], seed=4)
    entry = make_entry(game, [None, None], uid="session-1")
    first = store.record(entry)
    again = store.record(entry)
    assert again.already
    assert again.game_id == first.game_id
    other = random_game("kismet", ["Ann", "Bob"], seed=5)
    replaced = store.record(make_entry(other, [None, None], uid="session-1"))
    assert store.count() == 1
    assert store.games()[0].id == replaced.game_id
    assert store.game(replaced.game_id).rebuild().log == other.log


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_recorded_game_rebuilds_to_the_same_scorecards_and_log(store: HistoryStore, variant: str) -> None:
    game = random_game(variant, ["Ann", "Bob", "Cy"], seed=11, undo_rate=0.3)
    game_id = store.record(make_entry(game, [None, "easy", None])).game_id
    stored = store.game(game_id)
    rebuilt = stored.rebuild()
    assert [rebuilt.scorecard(i) for i in range(3)] == [game.scorecard(i) for i in range(3)]
    assert stored.cards == tuple(game.scorecard(i) for i in range(3))
    assert stored.bonuses == tuple(game.bonus(i) for i in range(3))
    assert rebuilt.log == game.log


def test_an_unfinished_game_is_not_recorded() -> None:
    game = random_game("yacht", ["Ann"], seed=1)
    unfinished = type(game)("yacht", ["Ann"])
    with pytest.raises(HistoryError, match="finished"):
        make_entry(unfinished, [None])


def test_the_definition_of_a_house_rule_is_kept(store: HistoryStore) -> None:
    game = fixed_game("yacht", ["Ann"], [ONES])
    game_id = store.record(make_entry(game, [None], definition='{"id": "yacht"}')).game_id
    assert store.game(game_id).definition == '{"id": "yacht"}'


def test_rename_keeps_the_old_name_meaning_the_same_person(family: HistoryStore) -> None:
    ann = family.find_person("Ann")
    assert ann is not None
    family.rename(ann.id, "Annie")
    assert family.find_person("annie") == family.find_person("ann")
    record(family, "yacht", ["Ann"], [SIXES], 9)
    assert stats_of(family, "Annie", "yacht").games == 4
    bob = family.find_person("Bob")
    assert bob is not None
    with pytest.raises(HistoryError, match="merge"):
        family.rename(bob.id, "ANNIE")


def test_merge_moves_games_and_names_to_the_person_kept(store: HistoryStore) -> None:
    record(store, "yacht", ["Grandpa"], [SIXES], 1)
    record(store, "yacht", ["Opa"], [ONES], 2)
    grandpa, opa = store.find_person("Grandpa"), store.find_person("Opa")
    assert grandpa is not None
    assert opa is not None
    store.merge(grandpa.id, opa.id)
    assert [p.name for p in store.people()] == ["Grandpa"]
    merged = stats_of(store, "Grandpa", "yacht")
    assert (merged.games, merged.best, merged.worst) == (2, 170, 70)
    record(store, "yacht", ["opa"], [ONES], 3)
    assert stats_of(store, "Grandpa", "yacht").games == 3
    with pytest.raises(HistoryError):
        store.merge(grandpa.id, grandpa.id)


def test_the_database_uses_wal_and_foreign_keys(store: HistoryStore, db_path: Path) -> None:
    record(store, "yacht", ["Ann"], [ONES], 1)
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store._db.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    store._db.execute("DELETE FROM games")
    assert store._db.execute("SELECT count(*) FROM boxes").fetchone()[0] == 0  # cascaded


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_replay_step_by_step_ends_on_the_recorded_scorecards(store: HistoryStore, variant: str) -> None:
    from yachtgui.game.turns import game_at, moments_of, turns_of

    game = random_game(variant, ["Ann", "Bob", "Cy"], seed=21, undo_rate=0.4)
    stored = store.game(store.record(make_entry(game, [None, None, "hard"])).game_id)
    rebuilt = stored.rebuild()
    turns = turns_of(rebuilt.log)
    steps = moments_of(turns)
    last = game_at(rebuilt, turns, steps[-1])
    assert last.is_over
    assert tuple(last.scorecard(i) for i in range(3)) == stored.cards
    assert tuple(last.total(i) for i in range(3)) == stored.summary.totals
    previous_filled = -1
    for moment in steps:  # every step can be shown, and boxes only ever fill up
        at = game_at(rebuilt, turns, moment)
        filled = sum(v is not None for i in range(3) for v in at.scorecard(i).values())
        assert filled >= previous_filled
        previous_filled = filled
        if moment.kind == "roll":
            assert at.dice == turns[moment.turn].rolls[moment.roll - 1]


def test_points_given_up_average_over_the_analysed_games(store: HistoryStore) -> None:
    first = record(store, "yacht", ["Ann"], [ONES], 1)
    second = record(store, "yacht", ["Ann"], [SIXES], 2)
    record(store, "yacht", ["Ann"], [STRAIGHT], 3)  # never analysed: left out of the average
    store.set_analysis(first, [(10.0, -5.0)])
    store.set_analysis(second, [(4.0, 20.0)])
    ann = stats_of(store, "Ann", "yacht")
    assert ann.games == 3
    assert ann.given_up == pytest.approx(7.0)
    assert store.game(second).luck == (20.0,)


def test_a_house_rule_game_is_kept_with_its_definition_and_rebuilt_without_its_file(
        store: HistoryStore) -> None:
    from tests.ai.conftest import SMALL
    from yachtgui.rules.definition import variant_from_dict

    game = random_game_of(SMALL)
    entry = make_entry(game, [None])  # the game's data carries the house rule's definition
    game_id = store.record(entry).game_id
    stored = store.game(game_id)
    assert stored.definition is not None
    assert variant_from_dict(json.loads(stored.definition)) == SMALL
    assert stored.summary.variant == "small"
    assert stored.rebuild().log == game.log  # no variant file needed: the definition travels
    assert stats_of(store, "Ann", "small").bonus_rate is not None


def test_a_house_rule_game_without_its_definition_needs_its_variant(store: HistoryStore) -> None:
    from tests.ai.conftest import SMALL

    entry = make_entry(random_game_of(SMALL), [None])
    del entry["game"]["variant_definition"]
    entry["definition"] = None
    with pytest.raises(HistoryError, match="unknown variant"):
        store.record(entry)  # neither built in nor defined: its rules must be given
    stored = store.game(store.record(entry, variants={"small": SMALL}).game_id)
    with pytest.raises(HistoryError, match="cannot be rebuilt"):
        stored.rebuild()
    assert stored.rebuild({"small": SMALL}).is_over


def random_game_of(variant: object) -> Game:
    import random

    chooser = random.Random(1)
    game = Game(variant, ["Ann"], rng=random.Random(2))  # type: ignore[arg-type]
    while not game.is_over:
        game.roll()
        game.score(chooser.choice(list(game.legal_boxes())))
    return game
