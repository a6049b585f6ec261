"""The history records games with a computer that plays to win."""

from __future__ import annotations

from tests.history.support import ONES, SIXES, fixed_game
from yachtgui.history import HistoryStore, make_entry


def test_a_game_with_a_play_to_win_computer_is_recorded(store: HistoryStore) -> None:
    game = fixed_game("yacht", ["Ann", "Hal"], [SIXES, ONES])
    store.record(make_entry(game, [None, "win"], finished="2026-01-05T20:00:00+00:00"), game)
    (stored,) = store.games()
    assert stored.computers == (None, "win")
    hal = next(person for person in store.people() if person.name == "Hal")
    assert hal.label == "Hal (computer, plays to win)"
