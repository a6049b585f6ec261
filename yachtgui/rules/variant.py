"""Boxes and variants: a variant is a table of boxes plus a bonus rule.

A :class:`Variant` is immutable data. It knows its boxes in score-sheet order
(upper section first), how each scores, the upper-section bonus and which
special rules apply. It scores any roll of five dice; all 252 distinct rolls
are scored once, on first use, and looked up after that.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cached_property
from typing import Literal

from yachtgui.rules.dice import ALL_ROLLS, RuleError, counts_of, normalize_dice
from yachtgui.rules.value import Value
from yachtgui.rules.vocabulary import FaceSum, Requirement, Scorer

__all__ = ["Bonus", "Box", "Section", "Variant"]

Section = Literal["upper", "lower"]


class Box(Value):
    """One box of a score sheet (an immutable :class:`~yachtgui.rules.value.Value`).

    ``id`` is the stable identifier used in code, save files and the API;
    ``name`` is what the sheet shows; ``rule`` a short line for printed pads
    and help ("Sum of all dice + 50"). A roll scores ``scorer`` points when it
    fits ``requirement`` and 0 otherwise.
    """

    __slots__ = ("id", "name", "requirement", "scorer", "rule", "section")  # noqa: RUF023  (argument order)
    id: str
    name: str
    requirement: Requirement
    scorer: Scorer
    rule: str
    section: Section

    def __init__(self, id: str, name: str, requirement: Requirement, scorer: Scorer, rule: str,
                 section: Section = "lower") -> None:
        self._set(id=id, name=name, requirement=requirement, scorer=scorer, rule=rule, section=section)


class Bonus(Value):
    """The upper-section bonus: ``tiers`` of (minimum upper total, points).

    The highest tier reached applies; below the lowest tier the bonus is 0.
    """

    __slots__ = ("tiers",)
    tiers: tuple[tuple[int, int], ...]

    def __init__(self, tiers: tuple[tuple[int, int], ...]) -> None:
        thresholds = [t for t, _ in tiers]
        if thresholds != sorted(set(thresholds)) or any(p < 0 for _, p in tiers):
            raise RuleError(f"bonus tiers must rise strictly, not {tiers}")
        self._set(tiers=tiers)

    def points(self, upper_total: int) -> int:
        """The bonus earned by ``upper_total`` points in the upper section."""
        earned = 0
        for threshold, points in self.tiers:
            if upper_total >= threshold:
                earned = points
        return earned

    @property
    def highest_threshold(self) -> int:
        """The upper total beyond which more points earn no more bonus (0 if none)."""
        return self.tiers[-1][0] if self.tiers else 0

    def next_tier(self, upper_total: int) -> tuple[int, int] | None:
        """The next (threshold, points) tier not yet reached, or None."""
        for threshold, points in self.tiers:
            if upper_total < threshold:
                return threshold, points
        return None


class Variant(Value):
    """A game of the Yacht family as data (an immutable :class:`~yachtgui.rules.value.Value`).

    ``categories`` lists the box ids in score-sheet order, upper boxes first.
    ``second_kismet_box``, when set, turns on the Second Kismet rule keyed on
    that box (see RULES.md); ``colored_dice`` says the dice are Kismet's
    tricoloured ones. ``section_names`` are the headings of the two sections.
    A house rule is a new table: ``variant.replace(id=..., boxes=...)``.
    """

    __slots__ = ("id", "name", "description", "boxes", "bonus_rule", "section_names",  # noqa: RUF023
                 "colored_dice", "second_kismet_box", "min_players_hint", "_by_id", "__dict__")
    id: str
    name: str
    description: str
    boxes: tuple[Box, ...]
    bonus_rule: Bonus
    section_names: tuple[str, str]
    colored_dice: bool
    second_kismet_box: str | None
    min_players_hint: int
    _by_id: Mapping[str, Box]

    def __init__(self, id: str, name: str, description: str, boxes: tuple[Box, ...],
                 bonus_rule: Bonus, section_names: tuple[str, str] = ("Upper Section", "Lower Section"),
                 colored_dice: bool = False, second_kismet_box: str | None = None,
                 min_players_hint: int = 1) -> None:
        by_id = {box.id: box for box in boxes}
        if len(by_id) != len(boxes):
            raise RuleError(f"variant {id!r} repeats a box id")
        sections = [box.section for box in boxes]
        if sections != sorted(sections, key=lambda s: s != "upper"):
            raise RuleError(f"variant {id!r} must list its upper boxes first")
        if second_kismet_box is not None and second_kismet_box not in by_id:
            raise RuleError(f"variant {id!r} has no box {second_kismet_box!r}")
        self._set(id=id, name=name, description=description, boxes=boxes, bonus_rule=bonus_rule,
                  section_names=section_names, colored_dice=colored_dice,
                  second_kismet_box=second_kismet_box, min_players_hint=min_players_hint, _by_id=by_id)

    # --- the sheet ---------------------------------------------------------

    @property
    def categories(self) -> tuple[str, ...]:
        """Box ids in score-sheet order, upper boxes first."""
        return tuple(box.id for box in self.boxes)

    @property
    def upper_categories(self) -> tuple[str, ...]:
        """Ids of the upper (basic) section's boxes, in order."""
        return tuple(box.id for box in self.boxes if box.section == "upper")

    @property
    def lower_categories(self) -> tuple[str, ...]:
        """Ids of the lower section's boxes, in order."""
        return tuple(box.id for box in self.boxes if box.section == "lower")

    def box(self, box_id: object) -> Box:
        """The box with this id; :class:`RuleError` for an unknown id."""
        if not isinstance(box_id, str) or box_id not in self._by_id:
            raise RuleError(f"{self.name} has no box {box_id!r}")
        return self._by_id[box_id]

    def display_name(self, box_id: str) -> str:
        """The name the score sheet shows for ``box_id``."""
        return self.box(box_id).name

    # --- scoring -----------------------------------------------------------

    def score(self, box_id: str, dice: Iterable[object]) -> int:
        """Points the five ``dice`` (any order) score in ``box_id``; 0 if they do not fit.

        Raises :class:`RuleError` for bad dice or an unknown box.
        """
        index = self._index(box_id)
        return self._row(normalize_dice(dice))[index]

    def fits(self, box_id: str, dice: Iterable[object]) -> bool:
        """True when the dice meet the box's requirement (they may still score 0)."""
        box = self.box(box_id)
        ordered = normalize_dice(dice)
        return box.requirement.fits(ordered, counts_of(ordered))

    def scores(self, dice: Iterable[object]) -> dict[str, int]:
        """What the dice score in every box, in sheet order."""
        return dict(zip(self.categories, self._row(normalize_dice(dice)), strict=True))

    def bonus(self, upper_total: int) -> int:
        """The upper-section bonus for this upper total (Kismet: 35/55/75 tiers)."""
        return self.bonus_rule.points(upper_total)

    @cached_property
    def rules_hash(self) -> str:
        """A digest of everything that decides scores: boxes, scores of every roll, bonus.

        Two variants with equal hashes score every game identically; caches of
        derived data (the AI's tables) are keyed by it.
        """
        import hashlib  # here, not at the top: loading OpenSSL costs every start ~3 ms

        digest = hashlib.sha256()
        digest.update(repr((self.categories, self.upper_categories, self.bonus_rule.tiers)).encode())
        for roll in ALL_ROLLS:
            digest.update(repr((roll, self._row(roll))).encode())
        return digest.hexdigest()[:16]

    def _index(self, box_id: str) -> int:
        self.box(box_id)
        return self._positions[box_id]

    @cached_property
    def _positions(self) -> dict[str, int]:
        return {box_id: i for i, box_id in enumerate(self.categories)}

    def _row(self, roll: tuple[int, ...]) -> tuple[int, ...]:
        """Scores of a sorted, valid roll in every box; each roll is scored once, then looked up."""
        row = self._rows.get(roll)
        if row is None:
            counts = counts_of(roll)
            row = tuple(
                box.scorer.points(roll, counts) if box.requirement.fits(roll, counts) else 0
                for box in self.boxes
            )
            self._rows[roll] = row
        return row

    @cached_property
    def _rows(self) -> dict[tuple[int, ...], tuple[int, ...]]:
        return {}

    def upper_face(self, box_id: str) -> int | None:
        """The face an upper box counts (Ones -> 1), or None for other boxes."""
        scorer = self.box(box_id).scorer
        return scorer.face if isinstance(scorer, FaceSum) else None
