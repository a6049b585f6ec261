"""Preferences for hearing, seeing and reading: sound on/off and volume, large text, language.

:func:`add_preferences_group` lays a "Sound, text and language" group
(:class:`yachtgui.widgets.senses.preferences.SensesGroup`) into the Preferences
dialog (``soundCheck``, ``soundVolume``, ``largeTextCheck``, ``languageCombo``) and returns it;
:func:`apply_preferences` stores the choices and applies them to the sound board.

Large text (:data:`LARGE_TEXT_SCALE` times the app's usual font) takes effect at the
next start: the window's fonts are derived from the application font as it is built.
The layout still fits 1366x768 with it (tests/gui/test_access.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QDialog

    from yachtgui.app.settings import Settings
    from yachtgui.widgets.senses.preferences import SensesGroup
    from yachtgui.widgets.senses.sound import SoundBoard

__all__ = ["LARGE_TEXT_SCALE", "add_preferences_group", "apply_large_text", "apply_preferences"]

#: How much larger the font is in large-text mode (on top of the app's usual 1.2).
LARGE_TEXT_SCALE: Final = 1.25
_LARGE_TEXT_KEY: Final = "yachtgui_large_text"


def add_preferences_group(dialog: QDialog, settings: Settings) -> SensesGroup:
    """Lay a :class:`~yachtgui.widgets.senses.preferences.SensesGroup` into ``dialog`` above its buttons."""
    from PySide6.QtWidgets import QVBoxLayout

    from yachtgui.widgets.senses.preferences import (
        SensesGroup,  # its widget types cost ~30 ms: only with the dialog
    )

    group = SensesGroup(settings)
    layout = dialog.layout()
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(max(0, layout.count() - 1), group)
    else:  # a dialog laid out otherwise: the group goes at the end
        assert layout is not None
        layout.addWidget(group)
    dialog.setProperty("sensesGroup", True)
    return group


def apply_preferences(settings: Settings, sound: SoundBoard, group: SensesGroup) -> None:
    """Store the group's choices and apply sound at once (large text waits for the next start)."""
    settings.set("sound", group.sound_box.isChecked())
    settings.set("sound_volume", group.volume_slider.value())
    settings.set("large_text", group.large_text_box.isChecked())
    settings.set("language", str(group.language_combo.currentData()))
    sound.set_enabled(group.sound_box.isChecked())
    sound.set_volume(group.volume_slider.value())


def apply_large_text(app: QApplication, on: bool) -> None:
    """Make the application font :data:`LARGE_TEXT_SCALE` times larger (once; idempotent) or leave it."""
    if not on or app.property(_LARGE_TEXT_KEY):
        return
    font = app.font()
    font.setPointSizeF(round(font.pointSizeF() * LARGE_TEXT_SCALE * 2) / 2)
    app.setFont(font)
    app.setProperty(_LARGE_TEXT_KEY, True)
