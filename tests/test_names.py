"""A player's name may be written in any script, emoji sequences included, and never holds what
would not show as text (yachtgui.names; robustness audit: Persian names and a family emoji were
refused as holding a 'control character')."""

from __future__ import annotations

import pytest

from yachtgui.__main__ import parse_players
from yachtgui.game import Game, GameError
from yachtgui.history import HistoryError, HistoryStore
from yachtgui.names import shows_as_text

#: Alireza as Persian writes it (a zero-width non-joiner between its two parts), a family emoji
#: (three pictures joined by zero-width joiners), a Hindi name with a non-joiner.
WRITTEN_WITH_JOINERS = ("علی\u200cرضا", "👨\u200d👩\u200d👧", "क्\u200cष")
#: A new line, a tab, a terminal escape, a direction override, joiners alone or at an end.
NOT_TEXT = ("Ann\nBob", "Ann\tB", "\x1b[31mAnn", "\u202eAnn", "Ann\u2066", "\u200dAnn", "Ann\u200c",
            "\u200d")


@pytest.mark.parametrize("name", WRITTEN_WITH_JOINERS)
def test_names_written_with_joiners_show_as_text(name: str) -> None:
    assert shows_as_text(name)
    assert Game("yacht", [name, "Bob"]).players[0] == name
    assert parse_players(f"{name},Bob")[0] == (name, None)


@pytest.mark.parametrize("name", NOT_TEXT)
def test_what_would_not_show_as_text_is_refused_everywhere(name: str) -> None:
    assert not shows_as_text(name)
    with pytest.raises(GameError, match="control character"):
        Game("yacht", [name, "Bob"])
    with pytest.raises(ValueError, match="control character"):
        parse_players(f"{name},Bob")


def test_the_new_game_dialog_takes_a_persian_name(qapp: object) -> None:
    from yachtgui.widgets.dialogs.newgame import check_names

    assert check_names(["علی\u200cرضا", "Bob"]) is None
    assert check_names(["\u202eAnn", "Bob"]) is not None


def test_a_rename_in_the_history_is_plain_text_too() -> None:
    from tests.history.support import SIXES, fixed_game
    from yachtgui.history import database_path, make_entry

    with HistoryStore(database_path()) as store:  # inside the per-test YACHTGUI_DATA_DIR
        store.record(make_entry(fixed_game("yacht", ["Ann"], [SIXES]), [None]))
        ann = store.find_person("Ann")
        assert ann is not None
        with pytest.raises(HistoryError, match="plain text"):
            store.rename(ann.id, "Ann\u202e")
        store.rename(ann.id, "علی\u200cرضا")
        assert store.find_person("علی\u200cرضا") == store.find_person("Ann")
