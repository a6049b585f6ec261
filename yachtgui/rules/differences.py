"""A house rule's rule card: what it changes about the built-in variant it extends, in words.

The words are in the app's language (context "Differences"); box names are shown with
:func:`~yachtgui.rules.words.box_name`.
"""

from __future__ import annotations

from yachtgui.rules.variant import Variant
from yachtgui.rules.variants import VARIANTS
from yachtgui.rules.words import box_name, box_rule
from yachtgui.text import QT_TRANSLATE_NOOP, translate

__all__ = ["JOKER_WORDS", "differences", "joker_words", "rules_of_extra_yacht", "summary"]

#: The Joker rules in a player's words (English; :func:`joker_words` shows them translated).
JOKER_WORDS = {
    "forced": QT_TRANSLATE_NOOP(
        "Differences", "forced Joker (matching upper box first, then any lower box, then a 0 above)"
    ),
    "free": QT_TRANSLATE_NOOP(
        "Differences", "free Joker (any open box; lower boxes score as if the pattern held)"
    ),
    "relaxed": QT_TRANSLATE_NOOP(
        "Differences", "relaxed Joker (any open box; Joker scores once the matching upper box is filled)"
    ),
    "none": QT_TRANSLATE_NOOP("Differences", "no Joker"),
}


def joker_words(joker: str) -> str:
    """The Joker rule ``joker`` in a player's words, in the app's language."""
    return translate("Differences", JOKER_WORDS[joker])


def _bonus_words(variant: Variant) -> str:
    tiers = variant.bonus_rule.tiers
    if not tiers:
        return translate("Differences", "no upper bonus")
    tier_words = [
        translate("Differences", "{points} at {threshold}").format(points=points, threshold=threshold)
        for threshold, points in tiers
    ]
    return translate("Differences", "upper bonus {tiers}").format(tiers=", ".join(tier_words))


def _yahtzee_bonus_words(variant: Variant) -> str:
    if not variant.yacht_bonus:
        return translate("Differences", "no Yahtzee bonus")
    return translate("Differences", "Yahtzee bonus {points}").format(points=variant.yacht_bonus)


def rules_of_extra_yacht(variant: Variant) -> list[str]:
    """The Yahtzee bonus, Joker and order rules of ``variant`` in words (empty when it has none)."""
    lines = []
    if variant.yacht_bonus:
        lines.append(
            translate("Differences", "{points}-point bonus for each further five of a kind").format(
                points=variant.yacht_bonus
            )
        )
    if variant.joker != "none":
        lines.append(joker_words(variant.joker))
    if variant.order == "top-down":
        lines.append(translate("Differences", "boxes filled from the top down"))
    return lines


def differences(variant: Variant) -> list[str]:
    """What ``variant`` changes about the built-in variant it extends, one short line each.

    A built-in variant (or one extending nothing known) has no differences.
    """
    base = VARIANTS.get(variant.extends or "")
    if base is None:
        return []
    lines = []
    base_boxes = {box.id: box for box in base.boxes}
    for box in variant.boxes:
        old = base_boxes.get(box.id)
        if old is None:
            lines.append(
                translate("Differences", "adds {box} ({rule})").format(box=box_name(box), rule=box_rule(box))
            )
        elif old != box:
            if old.name != box.name:
                renamed = translate("Differences", "{old} is now {new}").format(
                    old=box_name(old), new=box_name(box)
                )
            else:
                renamed = box_name(box)
            if old.rule != box.rule:
                lines.append(f"{renamed}: {box_rule(box)}")
            else:
                lines.append(renamed)
    removed = [box_name(box) for box in base.boxes if box.id not in variant.categories]
    if removed:
        lines.append(translate("Differences", "no {boxes}").format(boxes=", ".join(removed)))
    if variant.bonus_rule != base.bonus_rule:
        lines.append(_bonus_words(variant))
    if variant.yacht_bonus != base.yacht_bonus:
        lines.append(_yahtzee_bonus_words(variant))
    if variant.joker != base.joker:
        lines.append(joker_words(variant.joker))
    if variant.order != base.order:
        if variant.order == "top-down":
            lines.append(translate("Differences", "boxes filled from the top down"))
        else:
            lines.append(translate("Differences", "boxes in any order"))
    return lines


def summary(variant: Variant) -> str:
    """The changes in a few words each, for a list: "Full House changed; adds One Pair; no Chance"."""
    base = VARIANTS.get(variant.extends or "")
    if base is None:
        return ""
    words = []
    base_boxes = {box.id: box for box in base.boxes}
    for box in variant.boxes:
        old = base_boxes.get(box.id)
        if old is None:
            words.append(translate("Differences", "adds {box}").format(box=box_name(box)))
        elif old != box:
            words.append(translate("Differences", "{box} changed").format(box=box_name(box)))
    words += [
        translate("Differences", "no {boxes}").format(boxes=box_name(box))
        for box in base.boxes
        if box.id not in variant.categories
    ]
    if variant.bonus_rule != base.bonus_rule:
        words.append(_bonus_words(variant))
    if variant.yacht_bonus != base.yacht_bonus:
        words.append(_yahtzee_bonus_words(variant))
    if variant.joker != base.joker:
        joker_short = {
            "forced": translate("Differences", "forced Joker"),
            "free": translate("Differences", "free Joker"),
            "relaxed": translate("Differences", "relaxed Joker"),
        }
        words.append(joker_short.get(variant.joker) or translate("Differences", "no Joker"))
    if variant.order != base.order:
        top_down = variant.order == "top-down"
        words.append(
            translate("Differences", "top down") if top_down else translate("Differences", "any order")
        )
    return "; ".join(words)
