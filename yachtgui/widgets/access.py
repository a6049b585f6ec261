"""Preferences for hearing, seeing and reading: sound on/off and volume, large text, language.

:func:`add_preferences_group` lays a "Sound and text" group into the Preferences
dialog (``soundCheck``, ``soundVolume``, ``largeTextCheck``, ``languageCombo``) and returns it;
:func:`apply_preferences` stores the choices and applies them to the window.

Large text (:data:`LARGE_TEXT_SCALE` times the app's usual font) takes effect at the
next start: the window's fonts are derived from the application font as it is built.
The layout still fits 1366x768 with it (tests/gui/test_access.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QDialog

    from yachtgui.settings import Settings
    from yachtgui.widgets.mainwindow import MainWindow

__all__ = ["LARGE_TEXT_SCALE", "SensesGroup", "add_preferences_group", "apply_large_text",
           "apply_preferences"]

#: How much larger the font is in large-text mode (on top of the app's usual 1.2).
LARGE_TEXT_SCALE: Final = 1.25
_LARGE_TEXT_KEY: Final = "yachtgui_large_text"


class SensesGroup(QGroupBox):
    """Sound on/off, its volume and large text, as shown in the Preferences."""

    def __init__(self, settings: Settings) -> None:
        super().__init__("Sound, text and language")
        self.setObjectName("sensesGroup")
        self.sound_box = QCheckBox("S&ound: dice, chimes and fanfares")
        self.sound_box.setObjectName("soundCheck")
        self.sound_box.setChecked(bool(settings.get("sound")))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setObjectName("soundVolume")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(20)
        self.volume_slider.setValue(int(settings.get("sound_volume")))
        self.volume_slider.setAccessibleName("Sound volume")
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("100 %") + 4)
        self.volume_slider.valueChanged.connect(lambda value: self.volume_value.setText(f"{value} %"))
        self.volume_value.setText(f"{self.volume_slider.value()} %")
        self.sound_box.toggled.connect(self.volume_slider.setEnabled)
        self.volume_slider.setEnabled(self.sound_box.isChecked())
        self.large_text_box = QCheckBox("&Large text (from the next start)")
        self.large_text_box.setObjectName("largeTextCheck")
        self.large_text_box.setChecked(bool(settings.get("large_text")))
        self.large_text_box.setToolTip("Everything in the window is written larger; "
                                       "the window still fits a 1366×768 screen.")
        from yachtgui.i18n import LANGUAGES, choose_language

        self.language_combo = QComboBox()
        self.language_combo.setObjectName("languageCombo")
        self.language_combo.setAccessibleName("Language")
        system = LANGUAGES[choose_language("")]
        self.language_combo.addItem(f"As the system ({system})", "")
        for code, name in LANGUAGES.items():
            self.language_combo.addItem(name, code)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(settings.get("language"))))
        self.language_combo.setToolTip("The language of the app and of Qt's dialogs, from the next start.")
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume_slider, 1)
        volume_row.addWidget(self.volume_value)
        form = QFormLayout()
        form.addRow("&Volume:", volume_row)
        form.addRow("Lan&guage (from the next start):", self.language_combo)
        label = form.labelForField(volume_row)
        if isinstance(label, QLabel):
            label.setBuddy(self.volume_slider)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sound_box)
        layout.addLayout(form)
        layout.addWidget(self.large_text_box)


def add_preferences_group(dialog: QDialog, settings: Settings) -> SensesGroup:
    """Lay a :class:`SensesGroup` into ``dialog`` just above its buttons and return it."""
    group = SensesGroup(settings)
    layout = dialog.layout()
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(max(0, layout.count() - 1), group)
    else:  # a dialog laid out otherwise: the group goes at the end
        assert layout is not None
        layout.addWidget(group)
    dialog.setProperty("sensesGroup", True)
    return group


def apply_preferences(window: MainWindow, group: SensesGroup) -> None:
    """Store the group's choices and apply sound at once (large text waits for the next start)."""
    settings = window.settings
    settings.set("sound", group.sound_box.isChecked())
    settings.set("sound_volume", group.volume_slider.value())
    settings.set("large_text", group.large_text_box.isChecked())
    settings.set("language", str(group.language_combo.currentData()))
    window.sound.set_enabled(group.sound_box.isChecked())
    window.sound.set_volume(group.volume_slider.value())


def apply_large_text(app: QApplication, on: bool) -> None:
    """Make the application font :data:`LARGE_TEXT_SCALE` times larger (once; idempotent) or leave it."""
    if not on or app.property(_LARGE_TEXT_KEY):
        return
    font = app.font()
    font.setPointSizeF(round(font.pointSizeF() * LARGE_TEXT_SCALE * 2) / 2)
    app.setFont(font)
    app.setProperty(_LARGE_TEXT_KEY, True)
