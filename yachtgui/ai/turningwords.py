"""The turning points of a game in plain words (see :mod:`yachtgui.ai.turningpoints`). No Qt.

- :func:`decision_sentence`: "Round 9: Ann scored 0 in Yacht; keeping 6 6 6 would have kept
  31 % instead of 19 %." (the round is the player's own turn number, as along the chart; the
  replay's heading counts every player's turns)
- :func:`costliest_sentences`: the costliest decisions of a game, at most a few.
- :func:`luck_sentences`: per player, what their choices and their dice did to their chance to win.
- :func:`chart_summary` and :func:`step_summary`: the chart told in words (screen readers).

Every sentence is whole (a translation can reorder it); names are used as given.
"""

from __future__ import annotations

from collections.abc import Sequence

from yachtgui.ai.turningpoints import Decision, TurningPoints
from yachtgui.rules import Variant
from yachtgui.text import translate

__all__ = ["chart_summary", "costliest_sentences", "decision_sentence", "luck_sentences", "percent",
           "step_summary"]

# Costliest decisions told after a game.
TOLD = 3
# Less than this (a fraction) is "no chance" given away or moved.
_NOTHING = 0.005


def percent(chance: float) -> str:
    """A chance as a whole percent: "31 %" (below 1 % but not 0: "<1 %"; above 99 % but not 1: ">99 %"),
    the sign joined to the figure by a no-break space."""
    if 0.0 < chance < 0.005:
        text = translate("TurningPoints", "<1 %")
    elif 0.995 <= chance < 1.0:
        text = translate("TurningPoints", ">99 %")
    else:
        text = translate("TurningPoints", "{percent} %").format(percent=round(chance * 100))
    return text.replace(" %", "\u00a0%")  # "44 %" never broken over two lines


def _points(fraction: float) -> int:
    """A fraction of one as whole percentage points."""
    return round(abs(fraction) * 100)


def _faces(faces: Sequence[int]) -> str:
    return " ".join(str(face) for face in faces)


def _choice(variant: Variant, names: Sequence[str], decision: Decision) -> str:
    name = names[decision.player]
    if decision.chosen_box is not None:
        return translate("TurningPoints", "{name} scored {points} in {box}").format(
            name=name, points=decision.points, box=variant.display_name(decision.chosen_box))
    if decision.chosen_keep:
        return translate("TurningPoints", "{name} kept {faces} of {dice}").format(
            name=name, faces=_faces(decision.chosen_keep), dice=_faces(decision.dice))
    return translate("TurningPoints", "{name} rolled all of {dice} again").format(
        name=name, dice=_faces(decision.dice))


def _better(variant: Variant, decision: Decision) -> str:
    best, chosen = percent(decision.best), percent(decision.chosen)
    if decision.best_box is not None:
        return translate("TurningPoints", "scoring {box} would have kept {best} instead of {chosen}").format(
            box=variant.display_name(decision.best_box), best=best, chosen=chosen)
    if decision.best_keep:
        text = translate("TurningPoints", "keeping {faces} would have kept {best} instead of {chosen}")
        return text.format(faces=_faces(decision.best_keep), best=best, chosen=chosen)
    text = translate("TurningPoints", "rolling all five again would have kept {best} instead of {chosen}")
    return text.format(best=best, chosen=chosen)


def decision_sentence(variant: Variant, names: Sequence[str], decision: Decision) -> str:
    """One costly decision: "Round 9: Ann scored 0 in Yacht; keeping 6 6 6 would have kept 31 % instead
    of 19 %." (the round is the player's own turn number)."""
    return translate("TurningPoints", "Round {round}: {choice}; {better}.").format(
        round=decision.round, choice=_choice(variant, names, decision), better=_better(variant, decision))


def costliest_sentences(points: TurningPoints, variant: Variant, names: Sequence[str],
                        limit: int = TOLD) -> list[str]:
    """The costliest decisions (at least a whole percentage point each), costliest first."""
    costly = [d for d in points.decisions if _points(d.cost) >= 1][:limit]
    return [decision_sentence(variant, names, d) for d in costly]


def luck_sentences(points: TurningPoints, names: Sequence[str]) -> list[str]:
    """Skill and luck in chance to win, one sentence per player: what their choices gave away and
    what their dice did in their own turns."""
    sentences = []
    for figures in points.players:
        name = names[figures.player]
        lost, dice = _points(figures.lost), _points(figures.dice)
        gained = figures.dice >= 0
        if lost == 0 and gained:
            text = translate("TurningPoints", "{name}'s choices gave away no chance to win; the dice in "
                             "{name}'s turns added {dice} percentage points.")
        elif lost == 0:
            text = translate("TurningPoints", "{name}'s choices gave away no chance to win; the dice in "
                             "{name}'s turns took away {dice} percentage points.")
        elif gained:
            text = translate("TurningPoints", "{name}'s choices gave away {lost} percentage points of the "
                             "chance to win; the dice in {name}'s turns added {dice}.")
        else:
            text = translate("TurningPoints", "{name}'s choices gave away {lost} percentage points of the "
                             "chance to win; the dice in {name}'s turns took away {dice}.")
        sentences.append(text.format(name=name, lost=lost, dice=dice))
    return sentences


def chart_summary(points: TurningPoints, names: Sequence[str]) -> str:
    """The chart in words: every player's chance at the start, at its highest and lowest, and at the end."""
    parts = []
    for player, name in enumerate(names):
        line = [step[player] for step in points.series]
        parts.append(translate("TurningPoints", "{name}: {start} at the start, highest {high}, lowest {low}, "
                               "{end} at the end.").format(name=name, start=percent(line[0]),
                                                           high=percent(max(line)), low=percent(min(line)),
                                                           end=percent(line[-1])))
    return " ".join([translate("TurningPoints", "Each player's chance to win over the game."), *parts])


def step_summary(chances: Sequence[float], names: Sequence[str]) -> str:
    """The chances at one step: "Ann 41 %, Bob 59 %"."""
    return ", ".join(translate("TurningPoints", "{name} {chance}").format(name=name, chance=percent(chance))
                     for name, chance in zip(names, chances, strict=True))
