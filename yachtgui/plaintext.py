"""Text is text: what the family typed (names, house-rule and box names, file names) is shown
literally, never as HTML, and never makes Qt load anything.

Qt guesses: a label in its default format, a tool tip, a message box and a standard dialog's
label render their text as rich text when it looks like HTML (``Qt.mightBeRichText``), and
``<img src=...>`` then reads the file it names (``file:///dev/zero`` never ends). So:

- :func:`literal` makes a plain text that shows as written where Qt guesses (tool tips, item
  tool tips, ``QMessageBox.warning`` texts, ``QInputDialog`` labels): escaped rich text with
  its line breaks kept, only when Qt would guess rich; any other text is returned as it is;
- :func:`plain_label` sets a label's format to plain text;
- a name in a button, menu or tab text has its "&" doubled (``name.replace("&", "&&")``), else
  Qt takes it for a shortcut key; :func:`without_mnemonic` gives such a text as shown;
- rich text with user words in it escapes them with :func:`escape`.

Qt GUI only (no widgets): the item models use it too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import Qt

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel

__all__ = ["escape", "literal", "plain_label", "speakable", "without_mnemonic"]

#: Marks painted for the eye that screen readers spell out ("black right-pointing triangle").
_SYMBOLS = re.compile(r"[\u25b6\u25c0\u2715\u00d7|]+")


def escape(text: str) -> str:
    """``html.escape(text)`` (quotes too), without importing :mod:`html` for it."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def literal(text: str) -> str:
    """``text`` for a tool tip (or a text Qt guesses the format of) that shows it as written."""
    if not text or not Qt.mightBeRichText(text):
        return text
    return "<p style='white-space:pre-wrap'>" + escape(text) + "</p>"


def plain_label(label: QLabel) -> QLabel:
    """``label`` set to show its text as plain text (returned for chaining)."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def without_mnemonic(text: str) -> str:
    """A button's or action's text as shown: "&" marks (and hides) a shortcut, "&&" shows "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def speakable(text: str) -> str:
    """``text`` as an accessible name: without the symbols a screen reader spells out
    ("▶ Ann's turn" -> "Ann's turn", "Skip all ▶▶|" -> "Skip all")."""
    return " ".join(_SYMBOLS.sub(" ", text).split())
