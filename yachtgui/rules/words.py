"""The words for the sums on a score pad, one set for the screen, the rules page and the printed card.

For Kismet's sections "Basic Section" and "Kismet Section"::

    Basic total              the upper boxes added up (no bonus)
    Bonus                    what that total earns
    Basic total with bonus   the two together (the printed card's extra line)
    Kismet total             the lower boxes added up
    Grand total              everything

Box names are the rule sheets' own (:class:`~yachtgui.rules.variant.Box`). Pure Python.
"""

from __future__ import annotations

from typing import Final

__all__ = ["BONUS", "GRAND_TOTAL", "section_total_label", "section_total_with_bonus_label"]

BONUS: Final = "Bonus"
GRAND_TOTAL: Final = "Grand total"


def section_total_label(section_name: str) -> str:
    """The sum of a section's boxes: "Basic Section" -> "Basic total", "Upper Section" -> "Upper total"."""
    return section_name.removesuffix(" Section").removesuffix(" section") + " total"


def section_total_with_bonus_label(section_name: str) -> str:
    """The upper section's sum with its bonus: "Basic Section" -> "Basic total with bonus"."""
    return section_total_label(section_name) + " with bonus"
