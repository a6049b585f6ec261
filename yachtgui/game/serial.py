"""Games to and from JSON-safe dicts.

The format is versioned (``"format": "yachtgui-game", "version": 1``). Loading
never trusts the data: every field is type-checked, and the game is rebuilt
by replaying its history through the same rules as live play, so a file whose
scorecards, turn or events do not follow from its history is rejected. Only
plain JSON values are read; nothing is executed.

A game of house rules (any variant that is not a built-in one) also carries
the variant's whole definition (``"variant_definition"``, see
:mod:`yachtgui.rules.definition`), so it opens again when the variant file has
changed or is gone; files without it (all older ones) look the variant up by id.

The optional ``"log"`` field holds :attr:`Game.log` (every roll with its holds,
every scoring, every undo). Files without it still load; their log then holds
the scorings only. A log is checked by playing it through a second game, which
must end exactly where the history does. (A turn in progress in a file without a log
is logged as the dice on the table, once per roll made; such a game, saved again, has a
log that begins with scorings alone, and it loads again.)
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import Any, TypeVar

from yachtgui.game.errors import GameError
from yachtgui.game.records import LogEntry, RandomSource, Rolled, Scored, SecondKismet
from yachtgui.game.state import ROLLS_PER_TURN, GameState, checked_dice, checked_positions
from yachtgui.rules import VARIANTS, RuleError, Variant
from yachtgui.rules.words import variant_name
from yachtgui.text import translate

__all__ = ["FORMAT", "VERSION", "game_from_dict", "game_to_dict", "log_to_list"]

FORMAT = "yachtgui-game"
VERSION = 1
#: The class a saved game is rebuilt as (:class:`yachtgui.game.Game`).
G = TypeVar("G", bound=GameState)

_MT_STATE_LENGTH = 625  # random.Random (Mersenne Twister) state: 624 words + position


def game_to_dict(game: GameState) -> dict[str, Any]:
    """The game as nested dicts, lists, strings, ints and None only."""
    data = _game_fields(game)
    if VARIANTS.get(game.variant.id) != game.variant:
        from yachtgui.rules.definition import variant_to_dict

        data["variant_definition"] = variant_to_dict(game.variant)
    return data


def _game_fields(game: GameState) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": game.variant.id,
        "rules_hash": game.variant.rules_hash,
        "players": list(game.players),
        "first_player": game.first_player,
        "current_player": game.current_player,
        "dice": list(game.dice),
        "held": list(game.held),
        "rolls_left": game.rolls_left,
        "scorecards": [game.scorecard(i) for i in range(len(game.players))],
        "history": [
            {
                "player": s.player,
                "box": s.box,
                "points": s.points,
                "dice": list(s.dice),
                "forced": s.forced,
            }
            for s in game.history
        ],
        "events": [_event_to_dict(e) for e in game.events],
        "rng_state": _rng_state(game.rng),
        "log": log_to_list(game.log),
        **_undo_to_dict(game),
    }


def _undo_to_dict(game: GameState) -> dict[str, Any]:
    """``{"undo": {"held": [...], "rolls_left": k}}`` while the last scoring can be undone, else nothing.

    The dice given back are those of the last scoring in the history; the
    holds and rolls left are what the turn had before it (optional field:
    files without it load with nothing to undo).
    """
    point = game._undo_point()
    if point is None:
        return {}
    held, rolls_left = point
    return {"undo": {"held": list(held), "rolls_left": rolls_left}}


def log_to_list(log: tuple[LogEntry, ...]) -> list[dict[str, Any]]:
    """A game log as JSON-safe dicts, each with a ``"type"``: ``roll``, ``score`` or ``undo``."""
    entries: list[dict[str, Any]] = []
    for entry in log:
        if isinstance(entry, Rolled):
            entries.append({"type": "roll", "player": entry.player, "dice": list(entry.dice),
                            "held": list(entry.held)})
        elif isinstance(entry, Scored):
            entries.append({"type": "score", "player": entry.player, "box": entry.box,
                            "points": entry.points, "dice": list(entry.dice), "forced": entry.forced})
        else:
            entries.append({"type": "undo", "player": entry.player, "box": entry.box,
                            "points": entry.points})
    return entries


def _event_to_dict(event: SecondKismet) -> dict[str, Any]:
    return {
        "type": "second_kismet",
        "roller": event.roller,
        "box": event.box,
        "points": event.points,
        "dice": list(event.dice),
        "forfeits": [[player, box] for player, box in event.forfeits],
    }


def _rng_state(rng: RandomSource) -> list[Any] | None:
    """The Mersenne Twister state of a ``random.Random`` (or a subclass that draws like one).

    None for sources whose draws a restored ``random.Random`` could not
    reproduce: scripted sources, ``SystemRandom``, subclasses with their own ``randint``.
    """
    if (
        not isinstance(rng, random.Random)
        or isinstance(rng, random.SystemRandom)
        or type(rng).randint is not random.Random.randint
    ):
        return None
    try:
        version, words, gauss_next = rng.getstate()
    except (NotImplementedError, TypeError, ValueError):
        return None
    return [version, list(words), gauss_next]


# --- loading ----------------------------------------------------------------


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    """``data[key]`` if it is of type ``kind`` (bools never pass for ints)."""
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, kind):
        problem = translate("SavedGame", "the saved game's {key} is missing or has the wrong type")
        raise GameError(problem.format(key=repr(key)))
    return value


def _int(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        problem = translate("SavedGame", "the saved game's {what} is not a number from {low} to {high}")
        raise GameError(problem.format(what=what, low=low, high=high))
    return value


def _restored_rng(state: object) -> random.Random:
    if (
        not isinstance(state, list)
        or len(state) != 3
        or not isinstance(state[1], list)
        or len(state[1]) != _MT_STATE_LENGTH
        or not (state[2] is None or (isinstance(state[2], float) and math.isfinite(state[2])))
    ):
        raise GameError(translate("SavedGame", "the saved game's dice state is damaged"))
    version = _int(state[0], translate("SavedGame", "dice state version"), 1, 3)
    dice_state = translate("SavedGame", "dice state")
    words = tuple(_int(w, dice_state, 0, 2**32 - 1) for w in state[1][:-1])
    where = translate("SavedGame", "dice state position")
    position = _int(state[1][-1], where, 0, _MT_STATE_LENGTH - 1 + 1)
    rng = random.Random()
    try:
        rng.setstate((version, (*words, position), state[2]))
    except (ValueError, TypeError, OverflowError):
        raise GameError(translate("SavedGame", "the saved game's dice state is damaged")) from None
    return rng


def game_from_dict(
    data: object, rng: RandomSource | None, variants: Mapping[str, Variant] | None, kind: type[G]
) -> G:
    """Rebuild and verify a game from :func:`game_to_dict` output; see :meth:`Game.from_dict`."""
    if not isinstance(data, dict):
        raise GameError(translate("SavedGame", "a saved game must be a JSON object"))
    if data.get("format") != FORMAT:
        raise GameError(translate("SavedGame", "this is not a yachtgui game"))
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        text = translate(
            "SavedGame", "this game was saved in format version {saved}; this yachtgui reads version {read}"
        )
        raise GameError(text.format(saved=repr(version), read=VERSION))

    variant_id = _field(data, "variant", str)
    registry = VARIANTS if variants is None else variants
    variant = _saved_variant(data, variant_id)
    if variant is None:
        if variant_id not in registry:
            problem = translate("SavedGame", "unknown variant {variant}: choose one of {known}")
            raise GameError(problem.format(variant=repr(variant_id), known=", ".join(registry)))
        variant = registry[variant_id]
    elif registry.get(variant_id) == variant:
        variant = registry[variant_id]
    saved_hash = data.get("rules_hash", variant.rules_hash)  # files from before the hash was saved
    if saved_hash != variant.rules_hash:
        text = translate(
            "SavedGame", "this game was played with other rules for {variant} than this yachtgui knows"
        )
        raise GameError(text.format(variant=variant_name(variant)))
    players = _field(data, "players", list)
    first_player = _field(data, "first_player", int)
    if rng is None:
        state = data.get("rng_state")
        rng = random.Random() if state is None else _restored_rng(state)

    # Same validation as a new game: variant, names, first player.
    game = kind(variant, players, rng=rng, first_player=first_player)
    _replay_history(game, _field(data, "history", list))
    _check_events(game, _field(data, "events", list))
    _check_scorecards(game, _field(data, "scorecards", list))

    current = data.get("current_player", "missing")
    if current != game.current_player or isinstance(current, bool):
        text = translate(
            "SavedGame", "the saved game's current player does not follow from its history"
        )
        raise GameError(text)
    _restore_turn(game, data)
    _restore_undo(game, data.get("undo"))
    log = data.get("log")
    if log is None:
        game._log = [*game.history, *_rolls_in_progress(game)]
    else:
        if not isinstance(log, list):
            raise GameError(translate("SavedGame", "the saved game's log is damaged"))
        game._log = list(_checked_log(game, log))
    return game


def _restore_undo(game: GameState, undo: object) -> None:
    """Let the last scoring be undone again when the file says it could be (no roll since)."""
    if undo is None or game.dice or not game.history:
        game._forget_undo()
        return
    if not isinstance(undo, dict):
        raise GameError(translate("SavedGame", "the saved game's undo is damaged"))
    text = translate("SavedGame", "undo rolls left")
    rolls_left = _int(undo.get("rolls_left"), text, 0, ROLLS_PER_TURN - 1)
    held_data = _field(undo, "held", list)
    held = checked_positions(held_data)
    if list(held) != held_data or (rolls_left == ROLLS_PER_TURN - 1 and held):
        raise GameError(translate("SavedGame", "the saved game's undo is damaged"))
    game._set_undo_point(held, rolls_left)


def _saved_variant(data: dict[str, Any], variant_id: str) -> Variant | None:
    """The variant definition a save carries, checked; None when it carries none."""
    if "variant_definition" not in data:
        return None
    from yachtgui.rules.definition import variant_from_dict
    from yachtgui.rules.housefile import check_variant_limits

    try:
        variant = variant_from_dict(data["variant_definition"])
        if VARIANTS.get(variant.id) != variant:  # a house rule: held to a house file's limits
            check_variant_limits(variant)
    except (RuleError, TypeError, ValueError) as error:
        text = translate("SavedGame", "the saved game's house rules are damaged: {error}")
        raise GameError(text.format(error=error)) from None
    if variant.id != variant_id:
        raise GameError(translate("SavedGame", "the saved game's house rules are for another variant"))
    return variant


def _rolls_in_progress(game: GameState) -> list[Rolled]:
    """For a file saved before the log was kept: the turn in progress as its dice, once per roll made
    (the earlier rolls' faces are not known), so that the log leads to the dice on the table."""
    if game.current_player is None or not game.dice:
        return []
    made = ROLLS_PER_TURN - game.rolls_left
    return [Rolled(game.current_player, game.dice, ())] * (made - 1) + [
        Rolled(game.current_player, game.dice, game.held)
    ]


def _checked_log(game: GameState, entries: list[Any]) -> tuple[LogEntry, ...]:
    """The log in ``entries``, played through a fresh game of the same variant and players:
    it must reproduce ``game``'s history, events and dice on the table, else :class:`GameError`.

    A log that begins with scorings alone (a game saved before the log was kept, continued
    since) is read as such: until its first roll, each scoring enters its own dice."""
    shadow = GameState(game.variant, game.players, rng=_NoDice(), first_player=game.first_player)
    # A whole game's worth of rolls and scorings, with room for many undos.
    if len(entries) > 20 * len(game.players) * len(game.variant.categories) + 100:
        raise GameError(translate("SavedGame", "the saved game's log is longer than any game"))
    rolls_kept = False  # True from the first roll on: every later scoring must follow its rolls
    entered: set[int] = set()  # positions in the shadow's log of the dice entered for old scorings
    for number, entry in enumerate(entries, start=1):
        what = translate("SavedGame", "log entry {number}").format(number=number)
        if not isinstance(entry, dict):
            raise GameError(translate("SavedGame", "the saved game's {what} is damaged").format(what=what))
        kind = entry.get("type")
        player = entry.get("player")
        try:
            if kind == "score" and not rolls_kept and not shadow.dice and entry.get("forced") is False:
                entered.add(len(shadow.log))
                shadow.set_dice(checked_dice(entry.get("dice")))  # from before rolls were logged
            if kind == "roll":
                rolls_kept = True
                if player != shadow.current_player or isinstance(player, bool):
                    raise GameError(translate("SavedGame", "a player rolls out of turn"))
                held = checked_positions(entry.get("held"))
                if list(held) != entry.get("held"):
                    raise GameError(translate("SavedGame", "the held dice are not in order"))
                shadow.set_dice(checked_dice(entry.get("dice")), held)
            elif kind == "score":
                if entry.get("forced") is not False:
                    continue  # forced zeros follow from the scoring before them
                if player != shadow.current_player or isinstance(player, bool):
                    raise GameError(translate("SavedGame", "a player scores out of turn"))
                if entry.get("dice") != list(shadow.dice):
                    raise GameError(translate("SavedGame", "the dice scored are not the dice rolled"))
                box = entry.get("box")
                if not isinstance(box, str):
                    raise GameError(translate("SavedGame", "the box is missing"))
                points = shadow.score(box)
                if points != entry.get("points"):
                    raise GameError(translate("SavedGame", "the points do not match the dice"))
            elif kind == "undo":
                last = shadow.last_choice
                if last is None or [last.player, last.box, last.points] != [
                    player, entry.get("box"), entry.get("points")
                ]:
                    raise GameError(translate("SavedGame", "it takes back a scoring that was not made"))
                shadow.undo()
            else:
                raise GameError(translate("SavedGame", "it is neither a roll, a scoring nor an undo"))
        except GameError as error:
            text = translate("SavedGame", "the saved game's {what} is not a legal move: {error}")
            raise GameError(text.format(what=what, error=error)) from None
    if (
        shadow.history != game.history
        or shadow.events != game.events
        or shadow.dice != game.dice
        or shadow.held != game.held
        or shadow.rolls_left != game.rolls_left
    ):
        raise GameError(translate("SavedGame", "the saved game's log does not end where its history does"))
    return tuple(entry for index, entry in enumerate(shadow.log) if index not in entered)


class _NoDice:
    """The dice source of a game rebuilt from a log: every roll is entered, none drawn."""

    def randint(self, a: int, b: int) -> int:
        raise GameError(translate("SavedGame", "a game rebuilt from its log draws no dice"))


def _replay_history(game: GameState, history: list[Any]) -> None:
    """Replay every scoring through the rules; forced zeros must appear where the rules put them."""
    limit = len(game.players) * len(game.variant.categories)
    if len(history) > limit:
        raise GameError(translate("SavedGame", "the saved game's history is longer than a whole game"))
    expected_forced: list[Scored] = []
    for number, entry in enumerate(history, start=1):
        what = translate("SavedGame", "move {number}").format(number=number)
        if not isinstance(entry, dict):
            raise GameError(translate("SavedGame", "the saved game's {what} is damaged").format(what=what))
        text = translate("SavedGame", "{what} player")
        player = _int(entry.get("player"), text.format(what=what), 0, len(game.players) - 1)
        box = entry.get("box")
        points = entry.get("points")
        forced = entry.get("forced")
        if not isinstance(box, str) or not isinstance(forced, bool):
            raise GameError(translate("SavedGame", "the saved game's {what} is damaged").format(what=what))
        if forced:
            if points != 0 or isinstance(points, bool) or entry.get("dice") != []:
                text = translate(
                    "SavedGame", "the saved game's {what} is a lost turn with points or dice"
                )
                raise GameError(text.format(what=what))
            if not expected_forced or expected_forced[0] != Scored(player, box, 0, (), True):
                text = translate(
                    "SavedGame", "the saved game's {what} is a lost turn the rules did not call for"
                )
                raise GameError(text.format(what=what))
            expected_forced.pop(0)
            continue
        if expected_forced:
            text = translate(
                "SavedGame", "the saved game's {what} comes before the lost turns of a Second Kismet"
            )
            raise GameError(text.format(what=what))
        if player != game.current_player:
            text = translate("SavedGame", "in the saved game's {what} a player scores out of turn")
            raise GameError(text.format(what=what))
        dice = entry.get("dice")
        try:
            game.set_dice(checked_dice(dice))
            scored = game.score(box)
        except GameError as error:
            text = translate("SavedGame", "the saved game's {what} is not a legal move: {error}")
            raise GameError(text.format(what=what, error=error)) from None
        if scored != points or isinstance(points, bool):
            text = translate(
                "SavedGame", "in the saved game's {what} the points do not match the dice"
            )
            raise GameError(text.format(what=what))
        expected_forced = _added_since_last_scoring(game)
    if expected_forced:
        text = translate(
            "SavedGame", "the saved game's history stops in the middle of a Second Kismet"
        )
        raise GameError(text)


def _added_since_last_scoring(game: GameState) -> list[Scored]:
    """The forced zeros that followed the most recent real scoring."""
    added: list[Scored] = []
    for record in reversed(game.history):
        if not record.forced:
            break
        added.append(record)
    return list(reversed(added))


def _check_events(game: GameState, events: list[Any]) -> None:
    if events != [_event_to_dict(e) for e in game.events]:
        text = translate(
            "SavedGame", "the saved game's special events do not follow from its history"
        )
        raise GameError(text)


def _check_scorecards(game: GameState, cards: list[Any]) -> None:
    if cards != [game.scorecard(i) for i in range(len(game.players))]:
        raise GameError(translate("SavedGame", "the saved game's scorecards do not match its history"))


def _restore_turn(game: GameState, data: dict[str, Any]) -> None:
    """Put the dice, holds and rolls left of an unfinished turn back."""
    rolls_left = _int(data.get("rolls_left"), translate("SavedGame", "rolls left"), 0, ROLLS_PER_TURN)
    dice_data = _field(data, "dice", list)
    held = checked_positions(_field(data, "held", list))
    if list(held) != data["held"]:
        raise GameError(translate("SavedGame", "the saved game's held dice are not in order"))
    if game.is_over:
        if dice_data or held or rolls_left != 0:
            raise GameError(translate("SavedGame", "the saved game is over but still has dice on the table"))
        return
    if rolls_left == ROLLS_PER_TURN:
        if dice_data or held:
            text = translate(
                "SavedGame", "the saved game has dice on the table before the first roll"
            )
            raise GameError(text)
        return
    dice = checked_dice(dice_data)
    if rolls_left == ROLLS_PER_TURN - 1 and held:
        raise GameError(translate("SavedGame", "the saved game holds dice on the first roll"))
    game._resume_turn(dice, held, rolls_left)

