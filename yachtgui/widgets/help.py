"""The rules of each variant written for players, and the About box.

The box names, score rules, examples and bonus figures come from the
variant's own data (``yachtgui.rules``), so the help cannot drift from the
scoring; the prose around them (what a box needs, how a turn goes, Kismet's
special rules) restates RULES.md in plain words for a child or grandparent.

Public API::

    rules_html(variant_id | variant) -> str    # one variant's rules as HTML (house rules too)
    show_rules(parent, variant_id | variant) -> QDialog  # non-modal, one tab per variant
    about_html() -> str
    show_about(parent) -> QMessageBox       # opened window-modal, returns at once
"""

from __future__ import annotations

from html import escape
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

import yachtgui
from yachtgui.rules import ALL_ROLLS, VARIANTS, Variant
from yachtgui.rules.vocabulary import FaceSum, Fixed, TotalSum
from yachtgui.rules.words import BONUS, GRAND_TOTAL, section_total_label
from yachtgui.widgets.icon import render_icon_image

__all__ = ["about_html", "rules_html", "show_about", "show_rules"]

_NUMBER_WORDS: Final = ("", "ones", "twos", "threes", "fours", "fives", "sixes")

# What each lower box needs, in plain words (RULES.md's "requirement" column), and a
# roll that fits it; the roll's score in the help is computed by the rules engine.
_YACHT_LOWER: Final[dict[str, tuple[str, tuple[int, ...]]]] = {
    "three_of_a_kind": ("At least three dice showing the same number.", (4, 4, 4, 1, 6)),
    "four_of_a_kind": ("At least four dice showing the same number.", (3, 3, 3, 3, 6)),
    "full_house": (
        "Three of one number and two of a different number. Five of a kind is not a full "
        "house here.",
        (6, 6, 6, 2, 2),
    ),
    "small_straight": ("Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6.", (1, 2, 3, 4, 6)),
    "large_straight": ("Five in a row: 1-2-3-4-5 or 2-3-4-5-6.", (2, 3, 4, 5, 6)),
    "yacht": ("All five dice showing the same number.", (5, 5, 5, 5, 5)),
    "chance": ("Anything at all.", (1, 3, 4, 6, 6)),
}
"""Yacht's lower boxes, which official Yahtzee shares but for the Joker's words."""

_LOWER: Final[dict[str, dict[str, tuple[str, tuple[int, ...]]]]] = {
    "kismet": {
        "two_pair_same_color": (
            "Two pairs whose numbers have the same colour (like 2-2 and 5-5, or 1-1 and 6-6), "
            "or four of a kind.",
            (2, 2, 5, 5, 3),
        ),
        "three_of_a_kind": ("At least three dice showing the same number.", (4, 4, 4, 1, 6)),
        "straight": ("Five in a row: 1-2-3-4-5 or 2-3-4-5-6.", (2, 3, 4, 5, 6)),
        "flush": ("All five dice the same colour.", (3, 4, 4, 3, 3)),
        "full_house": (
            "Three of one number and two of another. Five of a kind counts too.",
            (6, 6, 6, 2, 2),
        ),
        "full_house_same_color": (
            "A full house (as above) whose five dice are all one colour.",
            (5, 5, 5, 2, 2),
        ),
        "four_of_a_kind": ("At least four dice showing the same number.", (3, 3, 3, 3, 6)),
        "yarborough": (
            "Anything at all: the escape box when nothing else fits.",
            (1, 2, 4, 6, 6),
        ),
        "kismet": ("All five dice showing the same number.", (4, 4, 4, 4, 4)),
    },
    "yacht": _YACHT_LOWER,
    "yatzy": {
        "one_pair": (
            "Two dice showing the same number. Only the highest pair counts.",
            (2, 2, 5, 5, 5),
        ),
        "two_pairs": (
            "Two pairs of different numbers. Four of a kind is not two pairs.",
            (1, 5, 5, 6, 6),
        ),
        "three_of_a_kind": (
            "Three dice showing the same number. Only those three count.",
            (2, 2, 5, 5, 5),
        ),
        "four_of_a_kind": (
            "Four dice showing the same number. Only those four count.",
            (3, 3, 3, 3, 6),
        ),
        "small_straight": ("Exactly 1-2-3-4-5.", (1, 2, 3, 4, 5)),
        "large_straight": ("Exactly 2-3-4-5-6.", (2, 3, 4, 5, 6)),
        "full_house": (
            "Three of one number and a pair of a different number.",
            (2, 2, 5, 5, 5),
        ),
        "chance": ("Anything at all.", (2, 2, 5, 5, 5)),
        "yacht": ("All five dice showing the same number.", (6, 6, 6, 6, 6)),
    },
    "yahtzee": {
        **_YACHT_LOWER,
        "full_house": (
            "Three of one number and two of a different number. Five of a kind is a full house "
            "only as a Joker (see below).",
            (6, 6, 6, 2, 2),
        ),
        "yacht": ("All five dice showing the same number: a Yahtzee.", (5, 5, 5, 5, 5)),
    },
    "worldwide": {
        "choice": ("Anything at all.", (1, 3, 4, 6, 6)),
        "four_of_a_kind": ("At least four dice showing the same number.", (3, 3, 3, 3, 6)),
        "full_house": (
            "Three of one number and two of another. Five of a kind counts too.",
            (6, 6, 6, 2, 2),
        ),
        "small_straight": ("Four in a row: 1-2-3-4, 2-3-4-5 or 3-4-5-6.", (1, 2, 3, 4, 6)),
        "large_straight": ("Five in a row: 1-2-3-4-5 or 2-3-4-5-6.", (2, 3, 4, 5, 6)),
        "yacht": ("All five dice showing the same number.", (5, 5, 5, 5, 5)),
    },
}

# How Yatzy's "only the matching dice" boxes score (their scorer is a GroupSum).
_GROUP_SCORES: Final = {
    "one_pair": "The two dice of the pair",
    "two_pairs": "The four dice of the two pairs",
    "three_of_a_kind": "The three matching dice",
    "four_of_a_kind": "The four matching dice",
}

_INTRO: Final = {
    "kismet": (
        "Kismet is played with five tricoloured dice. Besides the usual pairs, runs and full "
        "houses, some boxes ask for dice of one colour."
    ),
    "yacht": "The classic game of Yacht, the ancestor of Yahtzee, with 13 boxes to fill.",
    "yatzy": (
        "The Scandinavian game with 15 boxes. In the pair and kind boxes only the matching dice "
        "count, not the whole roll."
    ),
    "worldwide": (
        "The quick 12-box Yacht. The app is the scorekeeper: after every turn it announces "
        "the score, as the rule sheet asks."
    ),
    "yahtzee": (
        "Yahtzee as printed on the box lid: Yacht's 13 boxes, plus a 100-point bonus for every "
        "further Yahtzee and the Joker rule."
    ),
}

_CREDITS: Final = (
    "Kismet rules © 1975 E. William Delaittre (Kismet® is his registered trademark).",
    "Classic Yacht after “Parlour Games for Modern Families”.",
    "Scandinavian Yacht (Yatzy) after “The Yacht Game” rule sheet.",
    "12-box Yacht after the “51 Worldwide Games” score sheet.",
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


def _score_text(variant: Variant, box_id: str) -> str:
    """What a fitting roll scores in the box, from the box's own scorer."""
    scorer = variant.box(box_id).scorer
    if isinstance(scorer, FaceSum):
        return f"The total of the {_NUMBER_WORDS[scorer.face]} only"
    if isinstance(scorer, TotalSum):
        return "The total of all five dice" + (f" + {scorer.plus}" if scorer.plus else "")
    if isinstance(scorer, Fixed):
        return f"{scorer.value} points"
    return _GROUP_SCORES.get(box_id, escape(variant.box(box_id).rule))


def _box_rows(variant: Variant) -> list[str]:
    rows = []
    base = VARIANTS.get(variant.extends or variant.id)
    lower = _LOWER.get(base.id, {}) if base is not None else {}
    for box_id in variant.categories:
        name = escape(variant.display_name(box_id))
        face = variant.upper_face(box_id)
        if face is not None:
            needs = f"Anything. Only the {_NUMBER_WORDS[face]} count."
            others = [f for f in range(1, 7) if f != face][:2]
            example: tuple[int, ...] = (face, face, face, *others)
        elif (box_id in lower and base is not None and base.box(box_id) == variant.box(box_id)
              and base.joker == variant.joker):  # the words may mention the Joker
            needs, example = lower[box_id]
        else:  # a box a house rule added or changed: its rule line and a roll that fits it
            needs = variant.box(box_id).rule
            example = _fitting_roll(variant, box_id)
        points = variant.score(box_id, example)
        rows.append(
            f"<tr><td><b>{name}</b></td><td>{escape(needs)}</td>"
            f"<td>{_score_text(variant, box_id)}</td>"
            f"<td>{_roll_text(example)} scores {points}</td></tr>"
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
    box = escape(variant.display_name(variant.yacht_box)) if variant.yacht_box else "five-of-a-kind"
    if variant.yacht_bonus:
        parts.append(
            f"<h3>The {box} bonus</h3>"
            f"<p>Once your <b>{box}</b> box holds its points, "
            f"every further five of a kind you score earns a bonus chip worth "
            f"<b>{variant.yacht_bonus}</b> points, whatever box the dice then go into. If the "
            f"{box} box holds 0, there is no bonus. The pad shows a tick for every chip.</p>"
        )
    if variant.joker == "forced":
        parts.append(
            "<h3>The Joker rule</h3>"
            f"<p>A further five of a kind (your {box} box is already filled, with points or with 0) "
            "must go:</p><ol>"
            "<li>in the matching upper box (five 4s in Fours) if that is still open;</li>"
            "<li>otherwise in any open lower box, where it scores as if it fitted: "
            + escape(_joker_values(variant)) + ";</li>"
            "<li>otherwise as a 0 in any open upper box.</li></ol>"
            "<p>The pad greys out the boxes the Joker closes.</p>"
        )
    elif variant.joker == "free":
        parts.append(
            "<h3>The Joker rule (free)</h3>"
            f"<p>A further five of a kind (your {box} box already filled) may go in any open box: "
            "upper boxes take the dice of their number, lower boxes score as if it fitted: "
            + escape(_joker_values(variant)) + ".</p>"
        )
    elif variant.joker == "relaxed":
        parts.append(
            "<h3>The Joker rule (relaxed)</h3>"
            f"<p>A further five of a kind (your {box} box already filled) may go in any open box. "
            "Once its matching upper box is filled, lower boxes score it as if it fitted: "
            + escape(_joker_values(variant)) + ".</p>"
        )
    if variant.order == "top-down":
        parts.append(
            "<h3>Top down</h3><p>Boxes are filled strictly from the top of the sheet down: each turn "
            "goes in your first open box, whatever the dice. The pad greys out the others.</p>"
        )
    return "".join(parts)


def _joker_values(variant: Variant) -> str:
    values = []
    for box_id in variant.lower_categories:
        if box_id == variant.yacht_box:
            continue
        scorer = variant.box(box_id).scorer
        if isinstance(scorer, Fixed):
            values.append(f"{variant.display_name(box_id)} {scorer.value}")
        elif isinstance(scorer, TotalSum):
            plus = f" + {scorer.plus}" if scorer.plus else ""
            values.append(f"{variant.display_name(box_id)} the total{plus}")
        else:
            values.append(f"{variant.display_name(box_id)} the matching dice")
    return ", ".join(values)


def _house_text(variant: Variant) -> str:
    """For house rules: what they change about the variant they extend."""
    from yachtgui.rules.differences import differences

    base = VARIANTS.get(variant.extends or "")
    if base is None or variant.id in VARIANTS:
        return ""
    changes = "".join(f"<li>{escape(line)}</li>" for line in differences(variant)) or "<li>nothing</li>"
    return (f"<p>House rules of your family, made from <b>{escape(base.name)}</b>. "
            f"They change:</p><ul>{changes}</ul>")


def _bonus_text(variant: Variant) -> str:
    upper = variant.upper_categories
    tiers = variant.bonus_rule.tiers
    if not upper or not tiers:
        return "<p>There is no bonus for the upper boxes in this game.</p>"
    first, last = variant.display_name(upper[0]), variant.display_name(upper[-1])
    section = variant.section_names[0]
    tiers = variant.bonus_rule.tiers
    if len(tiers) == 1:
        threshold, points = tiers[0]
        rule = (
            f"If your {escape(section)} ({escape(first)} to {escape(last)}) adds up to "
            f"<b>{threshold}</b> or more, you get a bonus of <b>{points}</b> points."
        )
    else:
        items = []
        for i, (threshold, points) in enumerate(tiers):
            upto = f" to {tiers[i + 1][0] - 1}" if i + 1 < len(tiers) else " or more"
            items.append(f"<li><b>{threshold}</b>{upto}: bonus <b>{points}</b></li>")
        rule = (
            f"Your {escape(section)} ({escape(first)} to {escape(last)}) earns a bonus by how "
            f"much it adds up to (below {tiers[0][0]}: no bonus):<ul>{''.join(items)}</ul>"
        )
    return (
        f"<p>{rule} Three of each number makes exactly 63. The score pad shows how many "
        f"points you still need.</p>"
    )


def _who_starts(variant: Variant) -> str:
    if variant.id == "kismet":
        return (
            "<p>Each player rolls one die. The highest number begins; players who tie for "
            "highest roll again among themselves. Play then moves to the left (down the seating "
            "order). The app can do this roll-off for you.</p>"
        )
    return (
        "<p>Players agree who begins, then take turns in seating order. The app can also pick "
        "the first player by a roll-off: everyone rolls one die, the highest begins, ties roll "
        "again.</p>"
    )


def _kismet_extras(variant: Variant) -> str:
    if not variant.colored_dice and variant.second_kismet_box is None:
        return ""
    parts = []
    if variant.colored_dice:
        parts.append(
            "<h3>The dice colours</h3>"
            "<p>The pips are coloured: <b>1 and 6 black</b>, <b>2 and 5 red</b>, "
            "<b>3 and 4 green</b>. Opposite sides of a die share a colour, so two numbers "
            "have the same colour when they are equal or add up to 7. On screen the three "
            "colours also differ in brightness, and each die's tooltip names its colour.</p>"
        )
    if variant.second_kismet_box is not None:
        box = escape(variant.display_name(variant.second_kismet_box))
        first = escape(variant.display_name(variant.categories[0]))
        parts.append(
            "<h3>Second Kismet</h3>"
            f"<p>If you end your turn with five of a kind and your <b>{box}</b> box already "
            "holds a score above zero, that is a Second Kismet:</p><ol>"
            "<li>Score the roll in any open box, as usual.</li>"
            "<li>Every <i>other</i> player who still has an open box loses a turn: they get a 0 "
            f"in their open box nearest the top of the sheet ({first} first, then on down the "
            "sheet).</li>"
            "<li>You keep the dice and take the next turn straight away (if you still have an "
            "open box); play then carries on to the left from you.</li></ol>"
            "<p>This happens again at every further Kismet. In a game for one it has no "
            "effect.</p>"
        )
    return "".join(parts)


def rules_html(variant_id: str | Variant) -> str:
    """The rules of ``variant_id`` as HTML for a QTextBrowser; ValueError for an unknown id.

    Box names, score rules, examples and bonus figures are taken from the
    variant's data; the prose follows RULES.md.
    """
    variant = _variant(variant_id)
    count = len(variant.categories)
    upper_name, lower_name = (escape(n) for n in variant.section_names)
    return f"""<html><body>
<h2>{escape(variant.name)}</h2>
<p>{escape(_INTRO.get(variant.id, variant.description))}</p>
{_house_text(variant)}
<p>You need five dice (the app rolls them) and a score pad with a column for each
player. Everyone fills the same {count} boxes; whoever has the highest total at the end wins.</p>

<h3>Who starts</h3>
{_who_starts(variant)}

<h3>Your turn</h3>
<ol>
<li>Roll all five dice.</li>
<li>If you like, roll again, up to two more times. Before each roll, choose which dice to keep
(hold); only the others are rolled. You may stop after any roll.</li>
<li>Then fill <b>exactly one</b> empty box of your choice with what the dice score there.
If the dice do not fit what the box needs, the box gets 0. A filled box never changes.</li>
</ol>
<p>In the app: click a die (or press its number, 1 to 5) to hold or release it; press Space or
the Roll button to roll; click a box on your score card to score it. The card shows what the
dice would score in each open box in light italics.</p>
<p>Without a mouse: the arrow keys move on your card and Enter scores the box; Ctrl+Z takes back
your last score until the next roll; H shows a hint.</p>

<h3>The boxes</h3>
<p>The {upper_name} comes first, then the {lower_name}.</p>
<table border="1" cellspacing="0" cellpadding="4">
<tr><th>Box</th><th>What it needs</th><th>What it scores</th><th>Example</th></tr>
{"".join(_box_rows(variant))}
</table>

<h3>The bonus</h3>
{_bonus_text(variant)}

{_kismet_extras(variant)}
{_extra_yacht_text(variant)}

<h3>The end of the game</h3>
<p>The game ends when every player has filled every box, after {count} rounds. Your
{GRAND_TOTAL} is the {section_total_label(upper_name)} (the {upper_name}'s boxes added up), plus
the {BONUS}, plus the {section_total_label(lower_name)}. The highest {GRAND_TOTAL} wins; players
with equal totals share the place.</p>
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
    browser.setAccessibleName(f"Rules of {variant.name}")
    tabs.setCurrentIndex(tabs.addTab(browser, variant.name))


def _build_rules_dialog(parent: QWidget | None) -> QDialog:
    dialog = QDialog(parent)
    dialog.setObjectName("rulesDialog")
    dialog.setWindowTitle("How to play")
    dialog.setModal(False)
    dialog.resize(720, 760)
    tabs = QTabWidget(dialog)
    tabs.setObjectName("rulesTabs")
    tabs.setDocumentMode(True)
    for variant in VARIANTS.values():
        browser = QTextBrowser(tabs)
        browser.setObjectName(f"rules_{variant.id}")
        browser.setOpenExternalLinks(False)
        browser.setHtml(rules_html(variant.id))
        browser.setAccessibleName(f"Rules of {variant.name}")
        tabs.addTab(browser, variant.name)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.close)
    layout = QVBoxLayout(dialog)
    layout.addWidget(tabs)
    layout.addWidget(buttons)
    return dialog


def about_html() -> str:
    """The About box's text: name, version, licence and credits to the rule sheets."""
    credits = "".join(f"<li>{escape(line)}</li>" for line in _CREDITS)
    return (
        f"<h2>yachtgui {escape(yachtgui.__version__)}</h2>"
        "<p>Kismet, Yacht, Yatzy and 12-box Yacht for the family table.</p>"
        "<p>Free software under the GNU General Public License, version 3 or later "
        "(GPL-3.0-or-later). You may share and change it under its terms.</p>"
        f"<p>Rules after the original sheets:</p><ul>{credits}</ul>"
    )


def show_about(parent: QWidget | None) -> QMessageBox:
    """Open the About box window-modal and return it at once (it is not run with exec())."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle("About yachtgui")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_html())
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.setIconPixmap(QPixmap.fromImage(render_icon_image(96)))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    box.open()
    return box
