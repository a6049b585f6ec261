"""Saved games and the autosave: files on disk, written atomically, read defensively.

Public API::

    from yachtgui.persistence import Seat, SavedGame, save_game, load_game, autosave_path
    save_game(autosave_path(), SavedGame(game, (Seat("Ann"), Seat("Hal", "hard"))))
    saved = load_game(path)            # also reads bare Game.to_dict() JSON files
    games, problems = unfinished_games()  # every game kept unfinished, newest first

No Qt. Every failure is a :class:`PersistenceError` whose message can be shown
to a player as it is.
"""

from yachtgui.persistence.saves import (
    COMPUTER_LEVELS,
    FILE_SUFFIX,
    MAX_FILE_BYTES,
    NewerSaveError,
    PersistenceError,
    SavedGame,
    Seat,
    autosave_path,
    data_dir,
    load_game,
    new_game_id,
    quarantine,
    save_game,
)
from yachtgui.persistence.slots import (
    UnfinishedGame,
    abandon,
    abandon_kept_game,
    count_kept_games,
    games_dir,
    is_kept_game,
    keep_finished_game,
    last_finished_path,
    new_game_path,
    unfinished_games,
)

__all__ = [
    "COMPUTER_LEVELS",
    "FILE_SUFFIX",
    "MAX_FILE_BYTES",
    "NewerSaveError",
    "PersistenceError",
    "SavedGame",
    "Seat",
    "UnfinishedGame",
    "abandon",
    "abandon_kept_game",
    "autosave_path",
    "count_kept_games",
    "data_dir",
    "games_dir",
    "is_kept_game",
    "keep_finished_game",
    "last_finished_path",
    "load_game",
    "new_game_id",
    "new_game_path",
    "quarantine",
    "save_game",
    "unfinished_games",
]
