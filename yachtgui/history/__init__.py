"""The family's record: every finished game in an SQLite database, and what it tells. No Qt.

Public API::

    from yachtgui.history import HistoryStore, make_entry, record_game, open_history
    entry = make_entry(game, computers=[None, "hard"], started=..., uid=...)
    outcome = record_game(entry, game)     # never raises for a database fault; see RecordOutcome
    with open_history() as store:
        store.games(variant="kismet")      # newest first
        store.stats(variant="kismet")      # PlayerStats per person and variant
        store.high_scores("kismet"); store.series("kismet"); store.head_to_head(ann, bob)
        store.rename(person_id, "Annie"); store.merge(keep_id, other_id)
        store.game(7).rebuild()            # the Game, replayed and checked

:mod:`yachtgui.history.schema` holds the tables and migrations, :mod:`yachtgui.game.turns`
the turn-by-turn view of a game's log, :mod:`~yachtgui.history.cli` the ``yachtgui-history``
command.
"""

from yachtgui.history.recording import RecordOutcome, database_path, open_history, record_game, retry_path
from yachtgui.history.store import (
    GameSummary,
    HeadToHead,
    HighScore,
    HistoryError,
    HistoryStore,
    Person,
    PlayerStats,
    RecordResult,
    StoredGame,
    make_entry,
    person_key,
)

__all__ = [
    "GameSummary",
    "HeadToHead",
    "HighScore",
    "HistoryError",
    "HistoryStore",
    "Person",
    "PlayerStats",
    "RecordOutcome",
    "RecordResult",
    "StoredGame",
    "database_path",
    "make_entry",
    "open_history",
    "person_key",
    "record_game",
    "retry_path",
]
