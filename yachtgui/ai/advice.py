"""Advice in words: the hint for a situation, and a person's decision judged. Pure Python, no Qt.

:func:`advise` turns a situation (``GameController.situation()`` after a roll) into an
:class:`Advice`: the dice to hold or the box to fill, and the best few options in words with
what each gives up. :func:`judge` compares a person's decision (a ``decisionMade`` payload) with
the best there was: a :class:`Judgement`. :func:`keep_words`, :func:`describe_option` and
:func:`hold_positions` are their pieces. The app's computer players and coach
(:mod:`yachtgui.app.computer`) use these; nothing here keeps state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from yachtgui.ai.strategy import Option, Strategy, keep_positions
from yachtgui.rules.words import join_names
from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.game import Decision, Situation
    from yachtgui.rules import Variant

__all__ = ["BEST_TOLERANCE", "HINT_OPTIONS", "Advice", "Judgement", "advise", "describe_option",
           "hold_positions", "judge", "keep_words"]

#: A choice within this many points of the best counts as the best (float noise, true ties).
BEST_TOLERANCE: Final = 0.05

#: How many options a hint lists.
HINT_OPTIONS: Final = 3


# --- words for options --------------------------------------------------------------------


def _faces(faces: Sequence[int]) -> str:
    return " ".join(str(face) for face in faces)


def _some_of(face: int, count: int) -> str:
    """ "the 5", "the two 4s" ... "the five 6s" (one whole phrase per count, for the translators)."""
    if count == 1:
        phrase = translate("ComputerTurns", "the {face}")
    elif count == 2:
        phrase = translate("ComputerTurns", "the two {face}s")
    elif count == 3:
        phrase = translate("ComputerTurns", "the three {face}s")
    elif count == 4:
        phrase = translate("ComputerTurns", "the four {face}s")
    else:
        phrase = translate("ComputerTurns", "the five {face}s")
    return phrase.format(face=face)


def keep_words(faces: Sequence[int]) -> str:
    """A keep in plain words: (4, 4) -> "the two 4s", (5,) -> "the 5", (2, 5, 5) -> "the 2 and the two 5s",
    (3, 4, 5, 6) -> "the 3, 4, 5 and 6"."""
    counts: dict[int, int] = {}
    for face in sorted(faces):
        counts[face] = counts.get(face, 0) + 1
    if len(counts) > 2 and all(count == 1 for count in counts.values()):
        shown = join_names([str(face) for face in counts])
        return translate("ComputerTurns", "the {faces}").format(faces=shown)
    return join_names([_some_of(face, count) for face, count in counts.items()])


def describe_option(variant: Variant, option: Option, dice: Sequence[int],
                    best_box: Option | None = None, situation: Situation | None = None,
                    *, in_sentence: bool = False) -> str:
    """An option in a player's words: "Keep 5 5 5", "Roll all five again", "Score 25 in Full House now".

    A keep of all five dice means stopping: it is described as scoring in
    ``best_box`` (the box :meth:`Strategy.best_box` names) when given.
    With the ``situation`` the points follow the Joker rule. ``in_sentence``
    gives the words as they go inside the coach's sentence ("best was keep 6 6 6").
    """
    def points_in(box: str) -> int:
        return variant.score(box, dice) if situation is None else _points(variant, situation, box, dice)

    if option.box is not None:
        words = (translate("ComputerTurns", "score {points} in {box}") if in_sentence
                 else translate("ComputerTurns", "Score {points} in {box}"))
        return words.format(points=points_in(option.box), box=variant.display_name(option.box))
    keep = option.keep or ()
    if not keep:
        return (translate("ComputerTurns", "roll all five again") if in_sentence
                else translate("ComputerTurns", "Roll all five again"))
    if len(keep) == len(dice):
        if best_box is not None and best_box.box is not None:
            words = (translate("ComputerTurns", "score {points} in {box} now") if in_sentence
                     else translate("ComputerTurns", "Score {points} in {box} now"))
            return words.format(points=points_in(best_box.box), box=variant.display_name(best_box.box))
        return (translate("ComputerTurns", "stop and score now") if in_sentence
                else translate("ComputerTurns", "Stop and score now"))
    words = (translate("ComputerTurns", "keep {faces}") if in_sentence
             else translate("ComputerTurns", "Keep {faces}"))
    return words.format(faces=_faces(keep))


def hold_positions(dice: Sequence[int], keep_faces: Sequence[int],
                   prefer: Sequence[int] = ()) -> tuple[int, ...]:
    """Positions (ascending) to hold so the held dice show ``keep_faces``.

    :func:`yachtgui.ai.keep_positions` with one preference added: among dice
    showing the same face, those in ``prefer`` (the holds already made) come
    first, then the leftmost, so a hint or a computer changes as few holds as
    it can. ValueError (:class:`~yachtgui.ai.AdviceError`) when ``dice`` are
    not five faces or ``keep_faces`` are not among them.
    """
    # keep_positions takes the leftmost dice: put the preferred ones left, then map back.
    order = sorted(range(len(dice)), key=lambda position: (position not in prefer, position))
    chosen = keep_positions([dice[position] for position in order], keep_faces)
    return tuple(sorted(order[slot] for slot in chosen))


@dataclass(frozen=True)
class Advice:
    """What a hint shows for one situation.

    ``hold`` are the dice positions to keep before rolling again (None when
    the best is to score now); ``box`` the box to fill (None when the best is
    to roll again); ``best`` the best option; ``lines`` the best few options as
    ``(words, value, given up)`` with ``value`` the expected final score when
    taking it (the player's total so far plus the option's value).
    """

    hold: tuple[int, ...] | None
    box: str | None
    best: Option
    lines: tuple[tuple[str, float, float], ...]
    headline: str


def advise(strategy: Strategy, situation: Situation, total_so_far: int = 0) -> Advice:
    """The hint for ``situation`` (``GameController.situation()`` after a roll).

    ``total_so_far`` (the player's total, bonus included) is added to option
    values so the hint speaks of expected final scores. Raises
    :class:`~yachtgui.ai.AdviceError` for an impossible situation.
    """
    variant = strategy.variant
    filled, upper = situation.filled, situation.upper
    dice, rolls_left = situation.dice, situation.rolls_left
    flag = {"yacht_holds_points": situation.yacht_holds_points}
    options = strategy.options(filled, upper, dice, rolls_left, **flag)
    best_box = strategy.best_box(filled, upper, dice, **flag) if rolls_left > 0 else None
    best = options[0]
    lines = tuple(
        (describe_option(variant, option, dice, best_box, situation), total_so_far + option.value,
         best.value - option.value)
        for option in options[:HINT_OPTIONS]
    )
    stop = best.box is not None or len(best.keep or ()) == len(dice)
    if stop:
        box = best.box if best.box is not None else (best_box.box if best_box is not None else None)
        assert box is not None
        points = _points(variant, situation, box, dice)
        if rolls_left > 0:
            headline = translate("ComputerTurns", "Score {points} in {box} now, without rolling again.")
        else:
            headline = translate("ComputerTurns", "Score {points} in {box}.")
        headline = headline.format(points=points, box=variant.display_name(box))
        return Advice(None, box, best, lines, headline)
    hold = hold_positions(dice, best.keep or (), situation.holds)
    keep = best.keep or ()
    if keep:
        headline = translate("ComputerTurns", "Keep {faces} and roll the rest.")
        headline = headline.format(faces=keep_words(keep))
    else:
        headline = translate("ComputerTurns", "Roll all five again.")
    return Advice(hold, None, best, lines, headline)


# --- judging a person's decisions ------------------------------------------------------------


@dataclass(frozen=True)
class Judgement:
    """One decision judged: who, what they did and the best there was, in words and points."""

    player: int
    kind: str  # "roll" (a keep) or "box" (a scoring)
    chosen: str  # what was done, in the app's language: "keeping 2 2", "scoring 25 in Full House"
    best: str  # the best move, in the app's language: "keep 6 6 6", "score 30 in Straight now"
    given_up: float
    box: str | None = None  # the box filled, for a "box" judgement
    points: int | None = None  # the points scored, for a "box" judgement

    @property
    def was_best(self) -> bool:
        """True when the choice was (within float noise) the best."""
        return self.given_up < BEST_TOLERANCE

    def sentence(self, name: str, number: Callable[[float], str]) -> str:
        """"Coach: Ann, keeping 2 2 gave up 4.1 points — best was keep 6 6 6." or praise.

        ``number`` writes the points as the app's language does (:func:`yachtgui.i18n.decimal_text`).

        A zero that was the best there was is no triumph: it is called the least costly choice.
        """
        if self.was_best:
            if self.kind == "box" and self._scored_zero():
                said = translate("ComputerTurns", "Coach: {chosen} was the least costly choice, {name} — "
                                                  "nothing better fit these dice.")
            else:
                said = translate("ComputerTurns", "Coach: {chosen} — the best move, {name}!")
            return said.format(chosen=self.chosen, name=name)
        said = translate("ComputerTurns", "Coach: {name}, {chosen} gave up {points} points — "
                                          "best was {best}.")
        return said.format(name=name, chosen=self.chosen, points=number(self.given_up), best=self.best)

    def _scored_zero(self) -> bool:
        """True for a box scored with 0 points."""
        return self.kind == "box" and self.points == 0


def judge(strategy: Strategy, decision: Decision) -> Judgement | None:
    """Judge a person's decision (a ``decisionMade`` payload); None when there was nothing to choose.

    The decision is a roll holding some dice, or a box filled; the
    first roll of a turn is no decision. Stopping early to score is compared
    with the best option at that point, keeps included. Raises
    :class:`~yachtgui.ai.AdviceError` for an impossible situation.
    """
    variant = strategy.variant
    situation = decision.situation
    filled, upper = situation.filled, situation.upper
    dice, rolls_left = situation.dice, situation.rolls_left
    if not dice or (decision.roll is not None and rolls_left == 0):
        return None
    flag = {"yacht_holds_points": situation.yacht_holds_points}
    options = strategy.options(filled, upper, dice, rolls_left, **flag)
    points: int | None = None  # scored, for a "box" choice
    if decision.roll is not None:
        kept = tuple(sorted(dice[position] for position in decision.roll))
        chosen = next(option for option in options if option.keep == kept)
        kind, done = "roll", _keeping(kept, len(dice))
    else:
        box_options = options if rolls_left == 0 else strategy.options(filled, upper, dice, 0, **flag)
        box = decision.box
        assert box is not None
        chosen = next(option for option in box_options if option.box == box)
        points = _points(variant, situation, box, dice)
        kind = "box"
        done = translate("ComputerTurns", "scoring {points} in {box}").format(
            points=points, box=variant.display_name(box))
    best = options[0]
    best_box = strategy.best_box(filled, upper, dice, **flag) if rolls_left > 0 else None
    advice = describe_option(variant, best, dice, best_box, situation, in_sentence=True)
    return Judgement(situation.player, kind, done, advice, max(0.0, best.value - chosen.value),
                     decision.box, points)


def _points(variant: Variant, situation: Situation, box: str, dice: Sequence[int]) -> int:
    """What ``dice`` score in ``box`` in this situation: the Joker rule may score them above their face."""
    card: dict[str, int | None] = {b: (0 if b in situation.filled else None) for b in variant.categories}
    if variant.yacht_box is not None and card[variant.yacht_box] is not None:
        card[variant.yacht_box] = 1 if situation.yacht_holds_points else 0
    return variant.legal_scores(card, dice).get(box, variant.score(box, dice))


def _keeping(keep: tuple[int, ...], dice_count: int) -> str:
    """A keep as what the player did: "keeping 2 2", "rolling all five again"."""
    if not keep:
        return translate("ComputerTurns", "rolling all five again")
    if len(keep) == dice_count:
        return translate("ComputerTurns", "keeping all five")
    return translate("ComputerTurns", "keeping {faces}").format(faces=_faces(keep))
