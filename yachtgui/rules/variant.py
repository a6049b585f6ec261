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
from yachtgui.text import QT_TRANSLATE_NOOP, translate

__all__ = ["Bonus", "Box", "Section", "Variant"]

Section = Literal["upper", "lower"]

#: How a further five of a kind is scored once the five-of-a-kind box is filled (see RULES.md, ``yahtzee``).
Joker = Literal["forced", "free", "relaxed", "none"]
JOKERS: tuple[Joker, ...] = ("forced", "free", "relaxed", "none")

#: In which order boxes may be filled: any open box, or strictly down the sheet ("Yatzy down").
Order = Literal["free", "top-down"]
ORDERS: tuple[Order, ...] = ("free", "top-down")


#: The sections' headings when a variant names none (marked for translation, shown by rules.words).
_DEFAULT_SECTIONS: tuple[str, str] = (
    QT_TRANSLATE_NOOP("Section", "Upper Section"),
    QT_TRANSLATE_NOOP("Section", "Lower Section"),
)


class Box(Value):
    """One box of a score sheet (an immutable :class:`~yachtgui.rules.value.Value`).

    ``id`` is the stable identifier used in code, save files and the API;
    ``name`` is what the sheet shows; ``rule`` a short line for printed pads
    and help ("Sum of all dice + 50"). A roll scores ``scorer`` points when it
    fits ``requirement`` and 0 otherwise.
    """

    __slots__ = ("id", "name", "requirement", "scorer", "rule", "section", "_name_note")  # noqa: RUF023
    id: str
    name: str
    requirement: Requirement
    scorer: Scorer
    rule: str
    section: Section
    _name_note: str

    def __init__(self, id: str, name: str, requirement: Requirement, scorer: Scorer, rule: str,
                 section: Section = "lower") -> None:
        self._set(id=id, name=name, requirement=requirement, scorer=scorer, rule=rule, section=section,
                  _name_note="")

    @property
    def name_note(self) -> str:
        """Which of two boxes of the same English name this is, for the translators ("" for most):
        Scandinavian Yatzy's "Yacht" is "Yatzy" in Swedish and German. Not part of the rules: a box
        equals one that differs only in this note."""
        return self._name_note

    def noted(self, note: str) -> Box:
        """This box with the translators' ``note`` on its name (see :attr:`name_note`)."""
        copy = Box(self.id, self.name, self.requirement, self.scorer, self.rule, self.section)
        copy._set(_name_note=note)
        return copy


class Bonus(Value):
    """The upper-section bonus: ``tiers`` of (minimum upper total, points).

    The highest tier reached applies; below the lowest tier the bonus is 0.
    """

    __slots__ = ("tiers",)
    tiers: tuple[tuple[int, int], ...]

    def __init__(self, tiers: tuple[tuple[int, int], ...]) -> None:
        thresholds = [t for t, _ in tiers]
        if thresholds != sorted(set(thresholds)) or any(p < 0 for _, p in tiers):
            problem = translate("Rules", "bonus tiers must rise strictly, not {tiers}")
            raise RuleError(problem.format(tiers=tiers))
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

    Official Yahtzee's extra rules hang on ``yacht_box`` (the five-of-a-kind
    box): ``yacht_bonus`` points (a "bonus chip") for each further five of a
    kind while that box holds points, and ``joker`` ("forced", "free", "relaxed" or
    "none") for how such a roll may be scored. ``order`` is "free" (any open
    box) or "top-down" (the first open box in sheet order only).
    :meth:`legal_scores` applies all of these. ``extends`` names the built-in
    variant a house rule was made from (None for the built-in ones).
    """

    __slots__ = ("id", "name", "description", "boxes", "bonus_rule", "section_names",  # noqa: RUF023
                 "colored_dice", "second_kismet_box", "min_players_hint", "yacht_box", "yacht_bonus",
                 "joker", "order", "extends", "_by_id", "__dict__")
    id: str
    name: str
    description: str
    boxes: tuple[Box, ...]
    bonus_rule: Bonus
    section_names: tuple[str, str]
    colored_dice: bool
    second_kismet_box: str | None
    min_players_hint: int
    yacht_box: str | None
    yacht_bonus: int
    joker: Joker
    order: Order
    extends: str | None
    _by_id: Mapping[str, Box]

    def __init__(self, id: str, name: str, description: str, boxes: tuple[Box, ...],
                 bonus_rule: Bonus, section_names: tuple[str, str] = _DEFAULT_SECTIONS,
                 colored_dice: bool = False, second_kismet_box: str | None = None,
                 min_players_hint: int = 1, yacht_box: str | None = None, yacht_bonus: int = 0,
                 joker: Joker = "none", order: Order = "free", extends: str | None = None) -> None:
        by_id = {box.id: box for box in boxes}
        if len(by_id) != len(boxes):
            raise RuleError(translate("Rules", "variant {id} repeats a box id").format(id=repr(id)))
        sections = [box.section for box in boxes]
        if sections != sorted(sections, key=lambda s: s != "upper"):
            problem = translate("Rules", "variant {id} must list its upper boxes first")
            raise RuleError(problem.format(id=repr(id)))
        for named in (second_kismet_box, yacht_box):
            if named is not None and named not in by_id:
                problem = translate("Rules", "variant {id} has no box {box}")
                raise RuleError(problem.format(id=repr(id), box=repr(named)))
        if (yacht_bonus or joker != "none") and yacht_box is None:
            problem = translate(
                "Rules", "variant {id} needs a five-of-a-kind box for its Yahtzee bonus or Joker"
            )
            raise RuleError(problem.format(id=repr(id)))
        if isinstance(yacht_bonus, bool) or not isinstance(yacht_bonus, int) or yacht_bonus < 0:
            problem = translate("Rules", "variant {id}: the Yahtzee bonus is 0 or more points, not {bonus}")
            raise RuleError(problem.format(id=repr(id), bonus=repr(yacht_bonus)))
        if joker not in JOKERS:
            problem = translate("Rules", "variant {id}: the Joker rule is one of {jokers}, not {joker}")
            raise RuleError(problem.format(id=repr(id), jokers=", ".join(JOKERS), joker=repr(joker)))
        if order not in ORDERS:
            problem = translate("Rules", "variant {id}: the order is one of {orders}, not {order}")
            raise RuleError(problem.format(id=repr(id), orders=", ".join(ORDERS), order=repr(order)))
        self._set(id=id, name=name, description=description, boxes=boxes, bonus_rule=bonus_rule,
                  section_names=section_names, colored_dice=colored_dice,
                  second_kismet_box=second_kismet_box, min_players_hint=min_players_hint,
                  yacht_box=yacht_box, yacht_bonus=yacht_bonus, joker=joker, order=order,
                  extends=extends, _by_id=by_id)

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
            problem = translate("Rules", "{variant} has no box {box}")
            raise RuleError(problem.format(variant=self.name, box=repr(box_id)))
        return self._by_id[box_id]

    def display_name(self, box_id: str) -> str:
        """The name the score sheet shows for ``box_id``, in the app's language (``box.name`` is the data)."""
        box = self.box(box_id)  # as rules.words.box_name, which imports this module
        return translate("Box", box.name, box.name_note or None)

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
        house = self._house_rules()
        if house:  # only when set, so the four older variants keep the hashes their saves carry
            digest.update(repr(house).encode())
        for roll in ALL_ROLLS:
            digest.update(repr((roll, self._row(roll))).encode())
        return digest.hexdigest()[:16]

    def _house_rules(self) -> tuple[object, ...]:
        """The extra-five-of-a-kind and order rules, empty when none is in force."""
        if self.yacht_bonus == 0 and self.joker == "none" and self.order == "free":
            return ()
        jokers: tuple[tuple[int, ...], ...] = ()
        if self.joker != "none":  # what five of a kind scores as a Joker, box by box
            jokers = tuple(
                tuple(self.joker_points(box, (face,) * 5) for box in self.categories) for face in range(1, 7)
            )
        return ("yacht", self.yacht_box, self.yacht_bonus, self.joker, self.order, jokers)

    # --- the Joker, the Yahtzee bonus and the order --------------------------

    def is_extra_yacht(self, card: Mapping[str, int | None], dice: Iterable[object]) -> bool:
        """True when ``dice`` are five of a kind and ``card``'s five-of-a-kind box is already filled."""
        if self.yacht_box is None or card.get(self.yacht_box) is None:
            return False
        return len(set(normalize_dice(dice))) == 1

    def yacht_bonus_for(self, card: Mapping[str, int | None], dice: Iterable[object]) -> int:
        """The Yahtzee bonus these dice earn on this card (whatever box they then go into).

        ``yacht_bonus`` for a further five of a kind while the five-of-a-kind box
        holds points; 0 otherwise (also when it holds 0).
        """
        if not self.yacht_bonus or not self.is_extra_yacht(card, dice):
            return 0
        assert self.yacht_box is not None
        return self.yacht_bonus if card[self.yacht_box] else 0

    def joker_points(self, box_id: str, dice: Iterable[object]) -> int:
        """What five of a kind scores in ``box_id`` as a Joker: upper boxes their face sum,
        lower boxes as if their pattern held (3/4 of a kind and Chance the total, fixed boxes their value)."""
        box = self.box(box_id)
        roll = normalize_dice(dice)
        return box.scorer.points(roll, counts_of(roll))

    def legal_scores(self, card: Mapping[str, int | None], dice: Iterable[object]) -> dict[str, int]:
        """The boxes the dice may go into on ``card`` (box id -> points or None if open), in sheet order.

        Applies the order (top-down: only the first open box) and, for a
        further five of a kind, the Joker rule: ``forced`` — the matching upper
        box if open, else any open lower box at its Joker value, else a zero in
        any open upper box; ``free`` — any open box, lower boxes at their Joker
        value; ``relaxed`` (T. Verhoeff's reading, behind the published 254.5896)
        — any open box, at Joker values only once the matching upper box is
        filled; ``none`` — ordinary scoring. Points exclude the Yahtzee bonus
        (:meth:`yacht_bonus_for`). Empty when the card is full.
        """
        roll = normalize_dice(dice)
        open_boxes = [box_id for box_id in self.categories if card.get(box_id) is None]
        if self.order == "top-down":
            open_boxes = open_boxes[:1]
        scores = dict(zip(self.categories, self._row(roll), strict=True))
        if self.joker == "none" or not self.is_extra_yacht(card, roll):
            return {box_id: scores[box_id] for box_id in open_boxes}
        lower = [b for b in open_boxes if self._by_id[b].section == "lower"]
        if self.joker == "relaxed" and any(
            card.get(b, 0) is None for b in self.upper_categories if self.upper_face(b) == roll[0]
        ):
            return {box_id: scores[box_id] for box_id in open_boxes}
        if self.joker == "forced" and self.order == "free":
            matching = [b for b in open_boxes if self.upper_face(b) == roll[0]]
            if matching:
                return {b: scores[b] for b in matching}
            if lower:
                return {b: self.joker_points(b, roll) for b in lower}
            return {b: scores[b] for b in open_boxes}
        return {b: (self.joker_points(b, roll) if b in lower else scores[b]) for b in open_boxes}

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
