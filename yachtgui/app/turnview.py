"""What the table says about the turn, as one value: :func:`turn_view` of the game's state.

The window's labels and buttons (whose turn, the rolls left, the help line, the Roll button, the
skip control, the Hint button) are drawn from one :class:`TurnView`; nothing else decides them.
Pure: no Qt, no window; the words are translated here (context "MainWindow", the window's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from yachtgui.rules.value import Value
from yachtgui.rules.words import join_names, variant_name
from yachtgui.text import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from yachtgui.game import Game
    from yachtgui.persistence import Seat

__all__ = ["HOLD_HELP", "UNDO_HELP", "TurnView", "level_word", "rolls_left_words", "turn_view"]

#: The longest things the help line says (its height is measured for them, not for what it shows):
#: the advice while dice are held, and the Undo reminder while a computer waits.
HOLD_HELP = QT_TRANSLATE_NOOP("MainWindow", "Hold dice with a click or 1–5, then roll again — or score now: "
                                            "click a box, or use the arrows and Enter.")
UNDO_HELP = QT_TRANSLATE_NOOP("MainWindow", "Changed your mind? Ctrl+Z takes back {player}'s {box} "
                                            "until {name} rolls.")


class TurnView(Value):
    """The turn as the table shows it. ``roll_text`` None: the Roll button keeps its words (it is
    hidden then). ``table_empty``: no game yet (the welcome card is on the table)."""

    __slots__ = ("turn", "rolls", "help", "roll_text", "roll_enabled", "holds_enabled",  # noqa: RUF023
                 "computer_controls", "hint_shown", "hint_enabled", "skip_all_text", "table_empty")
    turn: str
    rolls: str
    help: str
    roll_text: str | None
    roll_enabled: bool
    holds_enabled: bool
    computer_controls: bool
    hint_shown: bool
    hint_enabled: bool
    skip_all_text: str | None
    table_empty: bool

    def __init__(self, turn: str, rolls: str, help: str, roll_text: str | None, *,
                 roll_enabled: bool, holds_enabled: bool, computer_controls: bool, hint_shown: bool,
                 hint_enabled: bool, skip_all_text: str | None, table_empty: bool) -> None:
        self._set(turn=turn, rolls=rolls, help=help, roll_text=roll_text, roll_enabled=roll_enabled,
                  holds_enabled=holds_enabled, computer_controls=computer_controls, hint_shown=hint_shown,
                  hint_enabled=hint_enabled, skip_all_text=skip_all_text, table_empty=table_empty)


def level_word(level: str) -> str:
    """A computer seat's level as shown ("easy" -> "Easy"); an unknown one as it is, capitalised."""
    words = {"easy": translate("MainWindow", "Easy"), "medium": translate("MainWindow", "Medium"),
             "hard": translate("MainWindow", "Hard"), "win": translate("MainWindow", "Plays to win")}
    return words.get(level, level.title())


def rolls_left_words(count: int) -> str:
    """ "3 rolls left", "1 roll left", "No rolls left"."""
    if count == 0:
        return translate("MainWindow", "No rolls left")
    return translate("MainWindow", "1 roll left") if count == 1 \
        else translate("MainWindow", "{count} rolls left").format(count=count)


def turn_view(game: Game | None, seats: tuple[Seat, ...], *, computer_to_play: bool, can_roll: bool,
              can_hold: bool, can_undo: bool, undo_grace: bool = False,
              waiting_for_table: bool = False) -> TurnView:
    """The table's words and buttons for ``game`` played by ``seats``.

    ``computer_to_play``, ``can_roll``, ``can_hold`` and ``can_undo`` are the controller's;
    ``undo_grace`` and ``waiting_for_table`` the computer driver's (a computer waits before its
    first roll while a person may still take a score back; it waits for its strategy table).
    """
    if game is None:
        return TurnView(translate("MainWindow", "Welcome to yachtgui"), "",
                        translate("MainWindow", "Start a game with File > New Game (Ctrl+N)."), None,
                        roll_enabled=False, holds_enabled=False, computer_controls=False, hint_shown=False,
                        hint_enabled=False, skip_all_text=None, table_empty=True)
    computer = computer_to_play
    common = {"roll_enabled": can_roll and not computer, "holds_enabled": can_hold and not computer,
              "computer_controls": computer and not game.is_over, "hint_shown": True,
              "hint_enabled": not computer and not game.is_over, "table_empty": False}
    if game.is_over:
        if len(game.players) == 1:
            rolls = translate("MainWindow", "Final score: {points}").format(points=game.total(0))
        else:
            winners = [game.players[i] for i in game.winners()]
            rolls = (translate("MainWindow", "Winner: {names}") if len(winners) == 1
                     else translate("MainWindow", "Shared win: {names}")).format(names=join_names(winners))
        return TurnView(translate("MainWindow", "Game over"), rolls,
                        translate("MainWindow", "File > New Game (Ctrl+N) starts another game."),
                        translate("MainWindow", "Roll"), skip_all_text=None, **common)
    player = game.current_player
    assert player is not None
    name = game.players[player]
    level = seats[player].level if player < len(seats) else None
    if len(game.players) == 1:
        said = translate("MainWindow", "▶ {name} (computer · {level})") if level else "▶ {name}"
    else:
        said = translate("MainWindow", "▶ {name}'s turn (computer · {level})") if level \
            else translate("MainWindow", "▶ {name}'s turn")
    turn = said.format(name=name, level=level_word(level) if level else "")
    if computer:
        rolls, help_line, skip_all = _computer_turn(game, seats, name, can_undo, undo_grace,
                                                    waiting_for_table)
        return TurnView(turn, rolls, help_line, None, skip_all_text=skip_all, **common)
    if not game.dice:
        return TurnView(turn, rolls_left_words(3),
                        translate("MainWindow", "Press Space or click Roll to roll all five dice."),
                        translate("MainWindow", "Roll"), skip_all_text=None, **common)
    if game.rolls_left > 0:
        return TurnView(turn, rolls_left_words(game.rolls_left), translate("MainWindow", HOLD_HELP),
                        translate("MainWindow", "Roll again"), skip_all_text=None, **common)
    return TurnView(turn, rolls_left_words(0),
                    translate("MainWindow", "Choose a box on your card: click it, or use the "
                                            "arrows and Enter."),
                    rolls_left_words(0), skip_all_text=None, **common)


def _computer_turn(game: Game, seats: tuple[Seat, ...], name: str, can_undo: bool, undo_grace: bool,
                   waiting_for_table: bool) -> tuple[str, str, str]:
    """(rolls line, help line, the skip-all button's words) while a computer plays: what it does,
    how to hurry it, and how long Undo still works."""
    people = any(not seat.is_computer for seat in seats)
    skip_all = translate("MainWindow", "Skip to next person ▶▶|") if people \
        else translate("MainWindow", "Skip to the end ▶▶|")
    if undo_grace and can_undo:
        last = game.last_choice
        assert last is not None
        return (translate("MainWindow", "{name} plays next…").format(name=name),
                translate("MainWindow", UNDO_HELP).format(player=game.players[last.player],
                                                          box=game.variant.display_name(last.box), name=name),
                skip_all)
    player = game.current_player
    if waiting_for_table and player is not None and player < len(seats) and seats[player].level == "win":
        return (translate("MainWindow", "{name} is getting ready…").format(name=name),
                translate("MainWindow", "{name} is learning to play {variant} to win (once, up to a few "
                                        "minutes: see the status bar).").format(name=name,
                                                                       variant=variant_name(game.variant)),
                skip_all)
    if waiting_for_table:
        from yachtgui.ai.strategy import build_time_words  # loaded already: the table was asked for

        return (translate("MainWindow", "{name} is getting ready…").format(name=name),
                translate("MainWindow", "{name} is learning {variant} (once, {time}: see the status "
                                        "bar).").format(name=name, variant=variant_name(game.variant),
                                                        time=build_time_words(game.variant)),
                skip_all)
    if not game.dice:
        rolls = translate("MainWindow", "{name} is about to roll").format(name=name)
    elif game.rolls_left == 0:
        rolls = translate("MainWindow", "{name}: no rolls left").format(name=name)
    elif game.rolls_left == 1:
        rolls = translate("MainWindow", "{name}: 1 roll left").format(name=name)
    else:
        rolls = translate("MainWindow", "{name}: {count} rolls left").format(name=name, count=game.rolls_left)
    help_line = translate("MainWindow", "{name} is playing. Space or Enter finishes this turn; Shift+Space "
                                        "skips to the next person.") if people \
        else translate("MainWindow", "{name} is playing. Space or Enter finishes this turn; Shift+Space "
                                     "skips to the end.")
    return rolls, help_line.format(name=name), skip_all
