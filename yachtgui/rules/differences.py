"""A house rule's rule card: what it changes about the built-in variant it extends, in words."""

from __future__ import annotations

from yachtgui.rules.variant import Variant
from yachtgui.rules.variants import VARIANTS

__all__ = ["JOKER_WORDS", "differences", "rules_of_extra_yacht", "summary"]

#: The Joker rules in a player's words.
JOKER_WORDS = {
    "forced": "forced Joker (matching upper box first, then any lower box, then a 0 above)",
    "free": "free Joker (any open box; lower boxes score as if the pattern held)",
    "relaxed": "relaxed Joker (any open box; Joker scores once the matching upper box is filled)",
    "none": "no Joker",
}


def _bonus_words(variant: Variant) -> str:
    tiers = variant.bonus_rule.tiers
    if not tiers:
        return "no upper bonus"
    return "upper bonus " + ", ".join(f"{points} at {threshold}" for threshold, points in tiers)


def rules_of_extra_yacht(variant: Variant) -> list[str]:
    """The Yahtzee bonus, Joker and order rules of ``variant`` in words (empty when it has none)."""
    lines = []
    if variant.yacht_bonus:
        lines.append(f"{variant.yacht_bonus}-point bonus for each further five of a kind")
    if variant.joker != "none":
        lines.append(JOKER_WORDS[variant.joker])
    if variant.order == "top-down":
        lines.append("boxes filled from the top down")
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
            lines.append(f"adds {box.name} ({box.rule})")
        elif old != box:
            renamed = f"{old.name} is now {box.name}" if old.name != box.name else box.name
            if old.rule != box.rule:
                lines.append(f"{renamed}: {box.rule}")
            else:
                lines.append(renamed)
    removed = [box.name for box in base.boxes if box.id not in variant.categories]
    if removed:
        lines.append("no " + ", ".join(removed))
    if variant.bonus_rule != base.bonus_rule:
        lines.append(_bonus_words(variant))
    if variant.yacht_bonus != base.yacht_bonus:
        lines.append(f"Yahtzee bonus {variant.yacht_bonus}" if variant.yacht_bonus else "no Yahtzee bonus")
    if variant.joker != base.joker:
        lines.append(JOKER_WORDS[variant.joker])
    if variant.order != base.order:
        top_down = variant.order == "top-down"
        lines.append("boxes filled from the top down" if top_down else "boxes in any order")
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
            words.append(f"adds {box.name}")
        elif old != box:
            words.append(f"{box.name} changed")
    words += [f"no {box.name}" for box in base.boxes if box.id not in variant.categories]
    if variant.bonus_rule != base.bonus_rule:
        words.append(_bonus_words(variant))
    if variant.yacht_bonus != base.yacht_bonus:
        words.append(f"Yahtzee bonus {variant.yacht_bonus}" if variant.yacht_bonus else "no Yahtzee bonus")
    if variant.joker != base.joker:
        words.append(f"{variant.joker} Joker" if variant.joker != "none" else "no Joker")
    if variant.order != base.order:
        words.append("top down" if variant.order == "top-down" else "any order")
    return "; ".join(words)
