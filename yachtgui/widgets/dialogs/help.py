"""The rules of each variant written for players, and the About box.

The box names, score rules, examples and bonus figures come from the
variant's own data (``yachtgui.rules``), so the help cannot drift from the
scoring; the prose around them (what a box needs, how a turn goes, Kismet's
special rules) restates RULES.md in plain words for a child or grandparent.

Every word is shown in the app's language: the prose is marked in context
"RulesHelp" one paragraph (or list item) per source string, the About box's in
"AboutDialog"; box names, box rules and section names come through
:mod:`yachtgui.rules.words`. Variant names are never translated.

Public API::

    rules_html(variant_id | variant) -> str    # one variant's rules as HTML (house rules too)
    show_rules(parent, variant_id | variant) -> QDialog  # non-modal, one tab per variant
    about_html() -> str
"""

from __future__ import annotations

from html import escape
from typing import Final

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import yachtgui
from yachtgui.rules import ALL_ROLLS, VARIANTS, Variant
from yachtgui.rules.vocabulary import FaceSum, Fixed, TotalSum
from yachtgui.rules.words import (
    box_rule,
    section_name,
    section_total_label,
    variant_description,
    variant_name,
)
from yachtgui.text import QT_TRANSLATE_NOOP, translate
from yachtgui.widgets.scaling import DialogScale

__all__ = ["about_html", "rules_html", "show_rules"]

# An upper box's "what it needs" and "what it scores", by face: whole sentences, so that a
# translator can inflect the number word.
_UPPER_NEEDS: Final = (
    "",
    QT_TRANSLATE_NOOP("RulesHelp", "Anything. Only the ones count."),
    QT_TRANSLATE_NOOP("RulesHelp", "Anything. Only the twos count."),
    QT_TRANSLATE_NOOP("RulesHelp", "Anything. Only the threes count."),
    QT_TRANSLATE_NOOP("RulesHelp", "Anything. Only the fours count."),
    QT_TRANSLATE_NOOP("RulesHelp", "Anything. Only the fives count."),
    QT_TRANSLATE_NOOP("RulesHelp", "Anything. Only the sixes count."),
)
_FACE_SCORES: Final = (
    "",
    QT_TRANSLATE_NOOP("RulesHelp", "The total of the ones only"),
    QT_TRANSLATE_NOOP("RulesHelp", "The total of the twos only"),
    QT_TRANSLATE_NOOP("RulesHelp", "The total of the threes only"),
    QT_TRANSLATE_NOOP("RulesHelp", "The total of the fours only"),
    QT_TRANSLATE_NOOP("RulesHelp", "The total of the fives only"),
    QT_TRANSLATE_NOOP("RulesHelp", "The total of the sixes only"),
)

_ANYTHING: Final = QT_TRANSLATE_NOOP("RulesHelp", "Anything at all.")
_THREE_ALIKE: Final = QT_TRANSLATE_NOOP("RulesHelp", "At least three dice showing the same number.")
_FOUR_ALIKE: Final = QT_TRANSLATE_NOOP("RulesHelp", "At least four dice showing the same number.")
_FIVE_ALIKE: Final = QT_TRANSLATE_NOOP("RulesHelp", "All five dice showing the same number.")
_FOUR_IN_A_ROW: Final = QT_TRANSLATE_NOOP("RulesHelp", "Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6.")
_FIVE_IN_A_ROW: Final = QT_TRANSLATE_NOOP("RulesHelp", "Five in a row: 1-2-3-4-5 or 2-3-4-5-6.")
_FULL_HOUSE_OR_FIVE: Final = QT_TRANSLATE_NOOP(
    "RulesHelp", "Three of one number and two of another. Five of a kind counts too.")

# What each lower box needs, in plain words (RULES.md's "requirement" column), and a
# roll that fits it; the roll's score in the help is computed by the rules engine.
# The words are English source texts, translated where shown (context "RulesHelp").
_YACHT_LOWER: Final[dict[str, tuple[str, tuple[int, ...]]]] = {
    "three_of_a_kind": (_THREE_ALIKE, (4, 4, 4, 1, 6)),
    "four_of_a_kind": (_FOUR_ALIKE, (3, 3, 3, 3, 6)),
    "full_house": (
        QT_TRANSLATE_NOOP("RulesHelp", "Three of one number and two of a different number. Five of a "
                                       "kind is not a full house here."),
        (6, 6, 6, 2, 2),
    ),
    "small_straight": (_FOUR_IN_A_ROW, (1, 2, 3, 4, 6)),
    "large_straight": (_FIVE_IN_A_ROW, (2, 3, 4, 5, 6)),
    "yacht": (_FIVE_ALIKE, (5, 5, 5, 5, 5)),
    "chance": (_ANYTHING, (1, 3, 4, 6, 6)),
}
"""Yacht's lower boxes, which official Yahtzee shares but for the Joker's words."""

_LOWER: Final[dict[str, dict[str, tuple[str, tuple[int, ...]]]]] = {
    "kismet": {
        "two_pair_same_color": (
            QT_TRANSLATE_NOOP("RulesHelp", "Two pairs whose numbers have the same colour (like 2-2 and "
                                           "5-5, or 1-1 and 6-6), or four of a kind."),
            (2, 2, 5, 5, 3),
        ),
        "three_of_a_kind": (_THREE_ALIKE, (4, 4, 4, 1, 6)),
        "straight": (_FIVE_IN_A_ROW, (2, 3, 4, 5, 6)),
        "flush": (QT_TRANSLATE_NOOP("RulesHelp", "All five dice the same colour."), (3, 4, 4, 3, 3)),
        "full_house": (_FULL_HOUSE_OR_FIVE, (6, 6, 6, 2, 2)),
        "full_house_same_color": (
            QT_TRANSLATE_NOOP("RulesHelp", "A full house (as above) whose five dice are all one colour."),
            (5, 5, 5, 2, 2),
        ),
        "four_of_a_kind": (_FOUR_ALIKE, (3, 3, 3, 3, 6)),
        "yarborough": (
            QT_TRANSLATE_NOOP("RulesHelp", "Anything at all: the escape box when nothing else fits."),
            (1, 2, 4, 6, 6),
        ),
        "kismet": (_FIVE_ALIKE, (4, 4, 4, 4, 4)),
    },
    "yacht": _YACHT_LOWER,
    "yatzy": {
        "one_pair": (
            QT_TRANSLATE_NOOP("RulesHelp", "Two dice showing the same number. Only the highest pair "
                                           "counts."),
            (2, 2, 5, 5, 5),
        ),
        "two_pairs": (
            QT_TRANSLATE_NOOP("RulesHelp", "Two pairs of different numbers. Four of a kind is not two "
                                           "pairs."),
            (1, 5, 5, 6, 6),
        ),
        "three_of_a_kind": (
            QT_TRANSLATE_NOOP("RulesHelp", "At least three dice showing the same number. Only three of them "
                                           "count."),
            (2, 2, 5, 5, 5),
        ),
        "four_of_a_kind": (
            QT_TRANSLATE_NOOP("RulesHelp", "At least four dice showing the same number. Only four of them "
                                           "count."),
            (3, 3, 3, 3, 6),
        ),
        "small_straight": (QT_TRANSLATE_NOOP("RulesHelp", "Exactly 1-2-3-4-5."), (1, 2, 3, 4, 5)),
        "large_straight": (QT_TRANSLATE_NOOP("RulesHelp", "Exactly 2-3-4-5-6."), (2, 3, 4, 5, 6)),
        "full_house": (
            QT_TRANSLATE_NOOP("RulesHelp", "Three of one number and a pair of a different number."),
            (2, 2, 5, 5, 5),
        ),
        "chance": (_ANYTHING, (2, 2, 5, 5, 5)),
        "yacht": (_FIVE_ALIKE, (6, 6, 6, 6, 6)),
    },
    "yahtzee": {
        **_YACHT_LOWER,
        "full_house": (
            QT_TRANSLATE_NOOP("RulesHelp", "Three of one number and two of a different number. Five of a "
                                           "kind is a full house only as a Joker (see below)."),
            (6, 6, 6, 2, 2),
        ),
        "yacht": (
            QT_TRANSLATE_NOOP("RulesHelp", "All five dice showing the same number: a Yahtzee."),
            (5, 5, 5, 5, 5),
        ),
    },
    "worldwide": {
        "choice": (_ANYTHING, (1, 3, 4, 6, 6)),
        "four_of_a_kind": (_FOUR_ALIKE, (3, 3, 3, 3, 6)),
        "full_house": (_FULL_HOUSE_OR_FIVE, (6, 6, 6, 2, 2)),
        "small_straight": (_FOUR_IN_A_ROW, (1, 2, 3, 4, 6)),
        "large_straight": (_FIVE_IN_A_ROW, (2, 3, 4, 5, 6)),
        "yacht": (_FIVE_ALIKE, (5, 5, 5, 5, 5)),
    },
}

# How Yatzy's "only the matching dice" boxes score (their scorer is a GroupSum).
_GROUP_SCORES: Final = {
    "one_pair": QT_TRANSLATE_NOOP("RulesHelp", "The two dice of the pair"),
    "two_pairs": QT_TRANSLATE_NOOP("RulesHelp", "The four dice of the two pairs"),
    "three_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "The three matching dice"),
    "four_of_a_kind": QT_TRANSLATE_NOOP("RulesHelp", "The four matching dice"),
}

_INTRO: Final = {
    "kismet": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Kismet is played with five tricoloured dice. Besides the usual pairs, runs and full "
        "houses, some boxes ask for dice of one colour.",
    ),
    "yacht": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "The classic game of Yacht, the ancestor of Yahtzee, with 13 boxes to fill. Unlike Yahtzee, a "
        "further Yacht earns no bonus and there is no Joker rule.",
    ),
    "yatzy": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "The Scandinavian game with 15 boxes. In the pair and kind boxes only the matching dice "
        "count, not the whole roll.",
    ),
    "worldwide": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "The quick 12-box Yacht. The app is the scorekeeper: after every turn it announces "
        "the score, as the rule sheet asks.",
    ),
    "yahtzee": QT_TRANSLATE_NOOP(
        "RulesHelp",
        "Yahtzee as printed on the box lid: Yacht's 13 boxes, plus a 100-point bonus for every "
        "further Yahtzee and the Joker rule.",
    ),
}

_CREDITS: Final = (
    QT_TRANSLATE_NOOP("AboutDialog", "Kismet rules © 1975 E. William Delaittre (Kismet® is his registered "
                                     "trademark)."),
    QT_TRANSLATE_NOOP("AboutDialog", "Classic Yacht after “Parlour Games for Modern Families”."),
    QT_TRANSLATE_NOOP("AboutDialog", "Scandinavian Yacht (Yatzy) after “The Yacht Game” rule sheet."),
    QT_TRANSLATE_NOOP("AboutDialog", "12-box Yacht after the “51 Worldwide Games” score sheet."),
)


def _variant(variant_id: str | Variant) -> Variant:
    if isinstance(variant_id, Variant):
        return variant_id
    try:
        return VARIANTS[variant_id]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise ValueError(f"there is no variant {variant_id!r}; the variants are {known}") from None


def _roll_text(dice: tuple[int, ...]) -> str:
    return "-".join(str(d) for d in dice)


def _name(variant: Variant, box_id: str) -> str:
    """The box's name as shown, HTML-escaped."""
    return escape(variant.display_name(box_id))


def _score_text(variant: Variant, box_id: str) -> str:
    """What a fitting roll scores in the box, from the box's own scorer (HTML)."""
    scorer = variant.box(box_id).scorer
    if isinstance(scorer, FaceSum):
        return escape(translate("RulesHelp", _FACE_SCORES[scorer.face]))
    if isinstance(scorer, TotalSum):
        if scorer.plus:
            total = translate("RulesHelp", "The total of all five dice + {plus}")
            return escape(total.format(plus=scorer.plus))
        return escape(translate("RulesHelp", "The total of all five dice"))
    if isinstance(scorer, Fixed):
        return escape(translate("RulesHelp", "{points} points").format(points=scorer.value))
    group = _GROUP_SCORES.get(box_id)
    return escape(translate("RulesHelp", group) if group else box_rule(variant.box(box_id)))


def _lower_words(base: Variant | None, variant: Variant) -> dict[str, tuple[str, tuple[int, ...]]]:
    """What the lower boxes of ``variant`` (built in, or a house rule made from ``base``) need, in words.

    Yacht's and Yahtzee's Full House differ only by the Joker: a house rule that adds or drops one
    takes the other's words for it (the rest of a box's words never mention the Joker).
    """
    if base is None:
        return {}
    words = dict(_LOWER.get(base.id, {}))
    if base.id in ("yacht", "yahtzee"):
        words["full_house"] = (_LOWER["yahtzee"] if variant.joker != "none" else _YACHT_LOWER)["full_house"]
    return words


def _box_rows(variant: Variant) -> list[str]:
    rows = []
    base = VARIANTS.get(variant.extends or variant.id)
    lower = _lower_words(base, variant)
    for box_id in variant.categories:
        face = variant.upper_face(box_id)
        if face is not None:
            needs = translate("RulesHelp", _UPPER_NEEDS[face])
            others = [f for f in range(1, 7) if f != face][:2]
            example: tuple[int, ...] = (face, face, face, *others)
        elif box_id in lower and base is not None and base.box(box_id) == variant.box(box_id):
            needs, example = lower[box_id]
            needs = translate("RulesHelp", needs)
        else:  # a box a house rule added or changed: its rule line and a roll that fits it
            needs = box_rule(variant.box(box_id))
            example = _fitting_roll(variant, box_id)
        points = variant.score(box_id, example)
        scores = translate("RulesHelp", "{roll} scores {points}").format(
            roll=_roll_text(example), points=points)
        rows.append(
            f"<tr><td><b>{_name(variant, box_id)}</b></td><td>{escape(needs)}</td>"
            f"<td>{_score_text(variant, box_id)}</td><td>{escape(scores)}</td></tr>"
        )
    return rows


def _fitting_roll(variant: Variant, box_id: str) -> tuple[int, ...]:
    """A roll that fits the box and scores in it, preferring varied dice over five alike."""
    fitting = [r for r in ALL_ROLLS if variant.fits(box_id, r) and variant.score(box_id, r)]
    fitting.sort(key=lambda roll: (len(set(roll)) == 1, -sum(roll) % 7))
    return fitting[0] if fitting else ALL_ROLLS[0]


def _extra_yacht_text(variant: Variant) -> str:
    """The Yahtzee bonus, the Joker and the top-down order, as they apply to ``variant``."""
    parts = []
    box = (_name(variant, variant.yacht_box) if variant.yacht_box
           else escape(translate("RulesHelp", "five-of-a-kind")))
    if variant.yacht_bonus:
        parts.append(
            "<h3>" + translate("RulesHelp", "The {box} bonus").format(box=box) + "</h3><p>"
            + translate(
                "RulesHelp",
                "Once your <b>{box}</b> box holds its points, every further five of a kind you score "
                "earns a bonus chip worth <b>{points}</b> points, whatever box the dice then go "
                "into. If the {box} box holds 0, there is no bonus. The pad shows a tick for every "
                "chip.").format(box=box, points=variant.yacht_bonus)
            + "</p>"
        )
    values = escape(_joker_values(variant))
    if variant.joker == "forced":
        parts.append(
            "<h3>" + translate("RulesHelp", "The Joker rule") + "</h3><p>"
            + translate("RulesHelp", "A further five of a kind (your {box} box is already filled, with "
                                     "points or with 0) must go:").format(box=box)
            + "</p><ol><li>"
            + translate("RulesHelp", "in the matching upper box (five 4s in Fours) if that is still open;")
            + "</li><li>"
            + translate("RulesHelp", "otherwise in any open lower box, where it scores as if it fitted: "
                                     "{values};").format(values=values)
            + "</li><li>"
            + translate("RulesHelp", "otherwise as a 0 in any open upper box.")
            + "</li></ol><p>"
            + translate("RulesHelp", "The pad greys out the boxes the Joker closes.")
            + "</p>"
        )
    elif variant.joker == "free":
        parts.append(
            "<h3>" + translate("RulesHelp", "The Joker rule (free)") + "</h3><p>"
            + translate("RulesHelp", "A further five of a kind (your {box} box already filled) may go in "
                                     "any open box: upper boxes take the dice of their number, lower "
                                     "boxes score as if it fitted: {values}.").format(box=box, values=values)
            + "</p>"
        )
    elif variant.joker == "relaxed":
        parts.append(
            "<h3>" + translate("RulesHelp", "The Joker rule (relaxed)") + "</h3><p>"
            + translate("RulesHelp", "A further five of a kind (your {box} box already filled) may go in "
                                     "any open box. Once its matching upper box is filled, lower boxes "
                                     "score it as if it fitted: {values}.").format(box=box, values=values)
            + "</p>"
        )
    if variant.order == "top-down":
        order = translate("RulesHelp", "Boxes are filled strictly from the top of the sheet down: each turn "
                                       "goes in your first open box, whatever the dice. The pad greys out "
                                       "the others.")
        if variant.joker != "none":  # the order comes first: the Joker only decides what that box scores
            order += " " + translate(
                "RulesHelp", "This comes before the Joker rule: a further five of a kind also goes in your "
                             "first open box, and if that is a lower box, it scores there as the Joker rule "
                             "says.")
        parts.append("<h3>" + translate("RulesHelp", "Top down") + "</h3><p>" + order + "</p>")
    return "".join(parts)


def _joker_values(variant: Variant) -> str:
    """What each lower box gives a Joker, as plain text: "Full House 25, ... Chance the total"."""
    values = []
    for box_id in variant.lower_categories:
        if box_id == variant.yacht_box:
            continue
        name = variant.display_name(box_id)
        scorer = variant.box(box_id).scorer
        if isinstance(scorer, Fixed):
            values.append(translate("RulesHelp", "{box} {points}").format(box=name, points=scorer.value))
        elif isinstance(scorer, TotalSum) and scorer.plus:
            total = translate("RulesHelp", "{box} the total + {plus}")
            values.append(total.format(box=name, plus=scorer.plus))
        elif isinstance(scorer, TotalSum):
            values.append(translate("RulesHelp", "{box} the total").format(box=name))
        else:
            values.append(translate("RulesHelp", "{box} the matching dice").format(box=name))
    return ", ".join(values)


def _house_text(variant: Variant) -> str:
    """For house rules: what they change about the variant they extend."""
    from yachtgui.rules.differences import differences

    base = VARIANTS.get(variant.extends or "")
    if base is None or variant.id in VARIANTS:
        return ""
    changes = ("".join(f"<li>{escape(line)}</li>" for line in differences(variant))
               or "<li>" + translate("RulesHelp", "nothing") + "</li>")
    return ("<p>" + translate("RulesHelp", "House rules of your family, made from <b>{variant}</b>. They "
                                           "change:").format(variant=escape(base.name))
            + f"</p><ul>{changes}</ul>")


def _bonus_text(variant: Variant) -> str:
    upper = variant.upper_categories
    tiers = variant.bonus_rule.tiers
    if not upper or not tiers:
        return "<p>" + translate("RulesHelp", "There is no bonus for the upper boxes in this game.") + "</p>"
    words = {"section": escape(section_name(variant.section_names[0])),
             "first": _name(variant, upper[0]), "last": _name(variant, upper[-1])}
    if len(tiers) == 1:
        threshold, points = tiers[0]
        rule = translate(
            "RulesHelp",
            "If your {section} ({first} to {last}) adds up to <b>{threshold}</b> or more, you get a "
            "bonus of <b>{points}</b> points.").format(threshold=threshold, points=points, **words)
        return "<p>" + rule + " " + _bonus_tail(variant, threshold) + "</p>"
    items = []
    for i, (threshold, points) in enumerate(tiers):
        if i + 1 < len(tiers):
            item = translate("RulesHelp", "<b>{threshold}</b> to {upto}: bonus <b>{points}</b>").format(
                threshold=threshold, upto=tiers[i + 1][0] - 1, points=points)
        else:
            item = translate("RulesHelp", "<b>{threshold}</b> or more: bonus <b>{points}</b>").format(
                threshold=threshold, points=points)
        items.append(f"<li>{item}</li>")
    rule = translate(
        "RulesHelp",
        "Your {section} ({first} to {last}) earns a bonus by how much it adds up to (below "
        "{threshold}: no bonus):").format(threshold=tiers[0][0], **words)
    return f"<p>{rule}</p><ul>{''.join(items)}</ul><p>{_bonus_tail(variant, tiers[0][0])}</p>"


def _bonus_tail(variant: Variant, threshold: int) -> str:
    """What helps to aim at the bonus: "three of each" only where it makes exactly ``threshold``
    (the six faces and 63; a house rule's other threshold would make it beside the point)."""
    faces = sorted(variant.upper_face(box) or 0 for box in variant.upper_categories)
    if faces == [1, 2, 3, 4, 5, 6] and threshold == 63:
        return translate("RulesHelp", "Three of each number makes exactly 63. The score pad shows how many "
                                      "points you still need.")
    return translate("RulesHelp", "The score pad shows how many points you still need for it.")


def _who_starts(variant: Variant) -> str:
    if variant.id == "kismet":
        return "<p>" + translate(
            "RulesHelp",
            "Each player rolls one die. The highest number begins; players who tie for highest roll "
            "again among themselves. Play then moves to the left (down the seating order). The app "
            "can do this roll-off for you.") + "</p>"
    return "<p>" + translate(
        "RulesHelp",
        "Players agree who begins, then take turns in seating order. The app can also pick the first "
        "player by a roll-off: everyone rolls one die, the highest begins, ties roll again.") + "</p>"


def _kismet_extras(variant: Variant) -> str:
    if not variant.colored_dice and variant.second_kismet_box is None:
        return ""
    parts = []
    if variant.colored_dice:
        parts.append(
            "<h3>" + translate("RulesHelp", "The dice colours") + "</h3><p>"
            + translate(
                "RulesHelp",
                "The pips are coloured: <b>1 and 6 black</b>, <b>2 and 5 red</b>, <b>3 and 4 "
                "green</b>. Opposite sides of a die share a colour, so two numbers have the same "
                "colour when they are equal or add up to 7. On screen the three colours also differ "
                "in brightness, and each die's tooltip names its colour.")
            + "</p>"
        )
    if variant.second_kismet_box is not None:
        box = _name(variant, variant.second_kismet_box)
        first = _name(variant, variant.categories[0])
        parts.append(
            "<h3>" + translate("RulesHelp", "Second Kismet") + "</h3><p>"
            + translate("RulesHelp", "If you end your turn with five of a kind and your <b>{box}</b> box "
                                     "already holds a score above zero, that is a Second Kismet:"
                        ).format(box=box)
            + "</p><ol><li>"
            + translate("RulesHelp", "Score the roll in any open box, as usual.")
            + "</li><li>"
            + translate("RulesHelp", "Every <i>other</i> player who still has an open box loses a turn: they "
                                     "get a 0 in their open box nearest the top of the sheet ({first} first, "
                                     "then on down the sheet).").format(first=first)
            + "</li><li>"
            + translate("RulesHelp", "You keep the dice and take the next turn straight away (if you still "
                                     "have an open box); play then carries on to the left from you.")
            + "</li></ol><p>"
            + translate("RulesHelp", "This happens again at every further Kismet. In a game for one it has "
                                     "no effect.")
            + "</p>"
        )
    return "".join(parts)


def rules_html(variant_id: str | Variant) -> str:
    """The rules of ``variant_id`` as HTML for a QTextBrowser, in the app's language;
    ValueError for an unknown id.

    Box names, score rules, examples and bonus figures are taken from the
    variant's data; the prose follows RULES.md.
    """
    variant = _variant(variant_id)
    count = len(variant.categories)
    upper, lower = variant.section_names
    upper_name, lower_name = escape(section_name(upper)), escape(section_name(lower))
    intro = _INTRO.get(variant.id)
    intro_text = translate("RulesHelp", intro) if intro else variant_description(variant)
    need = translate("RulesHelp", "You need five dice (the app rolls them) and a score pad with a column for "
                                  "each player. Everyone fills the same {count} boxes; whoever has the "
                                  "highest total at the end wins.").format(count=count)
    turn = [
        translate("RulesHelp", "Roll all five dice."),
        translate("RulesHelp", "If you like, roll again, up to two more times. Before each roll, choose "
                               "which dice to keep (hold); only the others are rolled. You may stop after "
                               "any roll."),
        translate("RulesHelp", "Then fill <b>exactly one</b> empty box of your choice with what the dice "
                               "score there. If the dice do not fit what the box needs, the box gets 0. A "
                               "filled box never changes."),
    ]
    in_the_app = translate(
        "RulesHelp",
        "In the app: click a die (or press its number, 1 to 5) to hold or release it; press Space or the "
        "Roll button to roll; click a box on your score card to score it. The card shows what the dice "
        "would score in each open box in light italics.")
    keyboard = translate(
        "RulesHelp",
        "Without a mouse: the arrow keys move on your card and Enter scores the box; Ctrl+Z takes back "
        "your last score until the next roll; H shows a hint. Tab reaches the dice: there the arrow keys "
        "move from die to die, Space holds or releases one and Enter scores as on your card. With a screen "
        "reader: R says the last sentence again; W says each player's chance to win.")
    order = translate("RulesHelp", "The {upper} comes first, then the {lower}.").format(
        upper=upper_name, lower=lower_name)
    headers = "".join(f"<th>{escape(header)}</th>" for header in (
        translate("RulesHelp", "Box"), translate("RulesHelp", "What it needs"),
        translate("RulesHelp", "What it scores"), translate("RulesHelp", "Example")))
    if variant.yacht_bonus and variant.yacht_box is not None:  # the card counts the chips in the lower total
        end = translate(
            "RulesHelp",
            "The game ends when every player has filled every box, after {count} rounds. Your {grand_total} "
            "is the {upper_total} (the {upper}'s boxes added up), plus the {bonus}, plus the {lower_total} "
            "(the {lower}'s boxes and your {box} bonus chips added up). The highest {grand_total} wins; "
            "players with equal totals share the place.")
    else:
        end = translate(
            "RulesHelp",
            "The game ends when every player has filled every box, after {count} rounds. Your {grand_total} "
            "is the {upper_total} (the {upper}'s boxes added up), plus the {bonus}, plus the {lower_total}. "
            "The highest {grand_total} wins; players with equal totals share the place.")
    end = end.format(
        count=count, grand_total=escape(translate("RulesHelp", "Grand total")),
        bonus=escape(translate("RulesHelp", "Bonus")), upper_total=escape(section_total_label(upper)),
        upper=upper_name, lower_total=escape(section_total_label(lower)), lower=lower_name,
        box=_name(variant, variant.yacht_box) if variant.yacht_box else "")
    # (outside the f-string: lupdate does not look into one)
    headings = {
        "who_starts": translate("RulesHelp", "Who starts"),
        "your_turn": translate("RulesHelp", "Your turn"),
        "the_boxes": translate("RulesHelp", "The boxes"),
        "the_bonus": translate("RulesHelp", "The bonus"),
        "the_end": translate("RulesHelp", "The end of the game"),
    }
    return f"""<html><body>
<h2>{escape(variant_name(variant))}</h2>
<p>{escape(intro_text)}</p>
{_house_text(variant)}
<p>{need}</p>

<h3>{headings["who_starts"]}</h3>
{_who_starts(variant)}

<h3>{headings["your_turn"]}</h3>
<ol>
{"".join(f"<li>{step}</li>" for step in turn)}
</ol>
<p>{in_the_app}</p>
<p>{keyboard}</p>

<h3>{headings["the_boxes"]}</h3>
<p>{order}</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr>{headers}</tr>
{"".join(_box_rows(variant))}
</table>

<h3>{headings["the_bonus"]}</h3>
{_bonus_text(variant)}

{_kismet_extras(variant)}
{_extra_yacht_text(variant)}

<h3>{headings["the_end"]}</h3>
<p>{end}</p>
</body></html>"""


def show_rules(parent: QWidget | None, variant_id: str | Variant) -> QDialog:
    """Open the rules, non-modal, on the tab of ``variant_id``; returns the dialog.

    One tab per variant (Ctrl+Tab switches), Escape or Close closes. A rules
    dialog already open under ``parent`` is reused and brought forward. House
    rules (a :class:`Variant` not built in) get a last tab of their own.
    """
    variant = _variant(variant_id)
    dialog = parent.findChild(QDialog, "rulesDialog") if parent is not None else None
    if dialog is None:
        dialog = _build_rules_dialog(parent)
    tabs = dialog.findChild(QTabWidget, "rulesTabs")
    assert tabs is not None
    if variant.id in VARIANTS and VARIANTS[variant.id] == variant:
        tabs.setCurrentIndex(list(VARIANTS).index(variant.id))
    else:
        _show_house_tab(tabs, variant)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    current = tabs.currentWidget()
    if current is not None:
        current.setFocus()
    return dialog


def _show_house_tab(tabs: QTabWidget, variant: Variant) -> None:
    """The house rules' tab, after the built-in ones (one at a time: the game's own)."""
    while tabs.count() > len(VARIANTS):
        tabs.removeTab(tabs.count() - 1)
    browser = QTextBrowser(tabs)
    browser.setObjectName("rules_house")
    browser.setOpenExternalLinks(False)
    browser.setHtml(rules_html(variant))
    browser.setAccessibleName(
        translate("RulesHelp", "Rules of {variant}").format(variant=variant_name(variant)))
    tabs.setCurrentIndex(tabs.addTab(browser, variant_name(variant).replace("&", "&&")))  # no shortcut


def _build_rules_dialog(parent: QWidget | None) -> QDialog:
    dialog = QDialog(parent)
    dialog.setObjectName("rulesDialog")
    dialog.setWindowTitle(translate("RulesHelp", "How to play"))
    dialog.setModal(False)
    DialogScale(dialog, indicators=False).fit_on_screen(720, 760)  # at most the screen (1024x600)
    tabs = QTabWidget(dialog)
    tabs.setObjectName("rulesTabs")
    tabs.setDocumentMode(True)
    for variant in VARIANTS.values():
        browser = QTextBrowser(tabs)
        browser.setObjectName(f"rules_{variant.id}")
        browser.setOpenExternalLinks(False)
        browser.setHtml(rules_html(variant.id))
        browser.setAccessibleName(
            translate("RulesHelp", "Rules of {variant}").format(variant=variant_name(variant)))
        tabs.addTab(browser, variant_name(variant))
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.close)
    layout = QVBoxLayout(dialog)
    layout.addWidget(tabs)
    layout.addWidget(buttons)
    return dialog


def about_html() -> str:
    """The About box's text: name, version, licence and credits to the rule sheets."""
    credits = "".join(f"<li>{escape(translate('AboutDialog', line))}</li>" for line in _CREDITS)
    return (
        f"<h2>yachtgui {escape(yachtgui.__version__)}</h2><p>"
        + translate("AboutDialog", "Kismet, Yacht, Yatzy, 12-box Yacht and Yahtzee for the family table.")
        + "</p><p>"
        + translate("AboutDialog", "Free software under the GNU General Public License, version 3 or later "
                                   "(GPL-3.0-or-later). You may share and change it under its terms.")
        + "</p><p>"
        + translate("AboutDialog", "Rules after the original sheets:")
        + f"</p><ul>{credits}</ul>"
    )
