"""What a player's name may hold: text that shows as it reads, in any script.

Names are plain text (never markup, see :mod:`yachtgui.plaintext`) of printable characters: no
new lines, tabs, terminal escapes or direction overrides (which would make one name read as
another). Two invisible characters are part of how names are written, and are let through
between two others: the zero-width non-joiner (U+200C; Persian and Indic names need it between
letters) and the zero-width joiner (U+200D; it makes one picture of several emoji, as in a
family's 👨‍👩‍👧). Pure Python, no imports: the game model and the command lines use it too.
"""

from __future__ import annotations

__all__ = ["JOINERS", "shows_as_text"]

#: The invisible characters a name may hold between two others.
JOINERS = frozenset("\u200c\u200d")


def shows_as_text(name: str) -> bool:
    """True when every character of ``name`` is printable (:meth:`str.isprintable`), or one of
    :data:`JOINERS` with another character either side of it (not first, not last)."""
    last = len(name) - 1
    return all(ch.isprintable() or (ch in JOINERS and 0 < i < last) for i, ch in enumerate(name))
