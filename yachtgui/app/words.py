"""The controller's sentences: what the scorekeeper says and why an action is refused.

Pure (no Qt): each function takes the names and numbers the sentence needs and returns the
sentence in the app's language, so the words are tested without a window or a controller.
The translation context stays ``Controller`` (the words were the controller's before).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from yachtgui.rules.words import join_names
from yachtgui.text import translate

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "autosave_failed",
    "computer_is_playing",
    "computer_play_unavailable",
    "move_stands",
    "no_rolls_left",
    "nothing_to_undo",
    "open_elsewhere",
    "plain_message",
    "roll_first",
    "rolls_on_screen",
    "scored",
    "second_kismet",
    "undone",
]


def plain_message(text: str, verbatim: Sequence[str] = ()) -> str:
    """A model message as a sentence: first letter capital, a full stop at the end.

    A message that begins with one of ``verbatim`` (a file's name: "bad.json is damaged") keeps
    its first letter as it is: a file called "bad.json" is not "Bad.json".
    """
    text = text.strip()
    if not text:
        return text
    if not any(word and text.startswith(word) for word in verbatim):
        text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."


# --- announcements --------------------------------------------------------------------------


def scored(name: str, points: int, box: str, chip: int = 0) -> str:
    """"Ann: 25 in Full House" (and the Yahtzee bonus ``chip`` won with it, if any)."""
    if chip:
        said = translate("Controller", "{name}: {points} in {box} and a Yahtzee bonus of {chip}")
    else:
        said = translate("Controller", "{name}: {points} in {box}")
    return said.format(name=name, points=points, box=box, chip=chip)


def undone(name: str, points: int, box: str, *, turns_back: bool, chip_back: bool) -> str:
    """A taken-back score, with the lost turns it caused and the bonus it won, if any."""
    if turns_back and chip_back:
        said = translate("Controller", "Undone: {name}'s {points} in {box} and the lost turns "
                                       "it caused and its Yahtzee bonus. Choose again.")
    elif turns_back:
        said = translate("Controller", "Undone: {name}'s {points} in {box} and the lost turns "
                                       "it caused. Choose again.")
    elif chip_back:
        said = translate("Controller", "Undone: {name}'s {points} in {box} and its Yahtzee bonus. "
                                       "Choose again.")
    else:
        said = translate("Controller", "Undone: {name}'s {points} in {box}. Choose again.")
    return said.format(name=name, points=points, box=box)


def second_kismet(roller: str, losers: Sequence[str], *, game_over: bool, rolls_again: bool) -> str:
    """One sentence for a Second Kismet: who loses a turn and who rolls next.

    ``game_over``: every card is full; else ``rolls_again``: the roller plays on (else the
    roller's own card is full and play goes on to the next player).
    """
    one = len(losers) == 1
    if game_over:
        said = (translate("Controller", "Second Kismet! {loser} loses a turn — every card is full, "
                                        "so the game is over.") if one else
                translate("Controller", "Second Kismet! {losers} each lose a turn — every card is full, "
                                        "so the game is over."))
    elif rolls_again:
        said = (translate("Controller", "Second Kismet! {loser} loses a turn — "
                                        "{roller} rolls again.") if one else
                translate("Controller", "Second Kismet! {losers} each lose a turn — "
                                        "{roller} rolls again."))
    else:
        said = (translate("Controller", "Second Kismet! {loser} loses a turn — "
                                        "{roller}'s card is full, so play goes on.") if one else
                translate("Controller", "Second Kismet! {losers} each lose a turn — "
                                        "{roller}'s card is full, so play goes on."))
    return said.format(loser=losers[0], losers=join_names(losers), roller=roller)


# --- refusals and problems ------------------------------------------------------------------


def rolls_on_screen() -> str:
    """Real dice typed in for a player who rolls on screen."""
    return translate("Controller", "This player rolls on screen: press Space or click Roll.")


def roll_first() -> str:
    """A hold before the turn's first roll."""
    return translate("Controller", "Roll first: dice can be held after the first roll of a turn.")


def no_rolls_left() -> str:
    """A hold after the turn's last roll."""
    return translate("Controller", "No rolls left: choose a box to score.")


def nothing_to_undo() -> str:
    """Undo with no score to take back."""
    return translate("Controller", "Nothing to undo: a score can be taken back "
                                   "only until the next roll.")


def move_stands(name: str) -> str:
    """Undo of a computer's score."""
    return translate("Controller", "{name}'s move stands: Undo takes back only "
                                   "a person's own last score.").format(name=name)


def computer_is_playing(name: str) -> str:
    """A person's action on a computer's turn."""
    return translate("Controller", "It's {name}'s turn: the computer is playing.").format(name=name)


def computer_play_unavailable(name: str) -> str:
    """A computer seat's turn with no computer play installed."""
    return translate("Controller", "{name} is a computer player, but computer play is not "
                                   "available here: play this turn for them.").format(name=name)


def open_elsewhere() -> str:
    """The game is locked by another window: this one does not save it."""
    return translate("Controller", "This game is open in another yachtgui window: "
                                   "this window does not save it. Use File > Save As.")


def autosave_failed(error: object) -> str:
    """The autosave could not write: the problem and what to do."""
    problem = translate("Controller", "Autosave failed: {error}").format(error=error)
    advice = translate("Controller", "{problem} Use File > Save As.")
    return advice.format(problem=plain_message(problem))
