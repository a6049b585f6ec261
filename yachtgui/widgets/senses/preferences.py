"""The Preferences group "Sound, text and language" (see :mod:`yachtgui.widgets.senses.access`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

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

from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.app.settings import Settings

__all__ = ["SensesGroup"]


class SensesGroup(QGroupBox):
    """Sound on/off, its volume, large text and the language, as shown in the Preferences.

    Language names stay in their own language (:data:`yachtgui.i18n.LANGUAGES`), so a player
    finds theirs whatever language the app speaks now.
    """

    def __init__(self, settings: Settings) -> None:
        super().__init__(translate("SensesGroup", "Sound, text and language"))
        self.setObjectName("sensesGroup")
        self.sound_box = QCheckBox(translate("SensesGroup", "S&ound: dice, chimes and fanfares"))
        self.sound_box.setObjectName("soundCheck")
        self.sound_box.setChecked(bool(settings.get("sound")))
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setObjectName("soundVolume")
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(20)
        self.volume_slider.setValue(int(settings.get("sound_volume")))
        self.volume_slider.setAccessibleName(translate("SensesGroup", "Sound volume"))
        self.volume_value = QLabel()
        self.volume_value.setMinimumWidth(self.volume_value.fontMetrics().horizontalAdvance("100 %") + 4)
        self.volume_slider.valueChanged.connect(self._show_volume)
        self._show_volume(self.volume_slider.value())
        self.sound_box.toggled.connect(self.volume_slider.setEnabled)
        self.volume_slider.setEnabled(self.sound_box.isChecked())
        self.large_text_box = QCheckBox(translate("SensesGroup", "&Large text (from the next start)"))
        self.large_text_box.setObjectName("largeTextCheck")
        self.large_text_box.setChecked(bool(settings.get("large_text")))
        self.large_text_box.setToolTip(translate("SensesGroup", "Everything in the window is written larger; "
                                                 "the window still fits a 1366×768 screen."))
        from yachtgui.i18n import LANGUAGES, choose_language

        self.language_combo = QComboBox()
        self.language_combo.setObjectName("languageCombo")
        self.language_combo.setAccessibleName(translate("SensesGroup", "Language"))
        system = LANGUAGES[choose_language("")]
        as_system = translate("SensesGroup", "As the system ({language})").format(language=system)
        self.language_combo.addItem(as_system, "")
        for code, name in LANGUAGES.items():
            self.language_combo.addItem(name, code)
        self.language_combo.setCurrentIndex(max(0, self.language_combo.findData(settings.get("language"))))
        self.language_combo.setToolTip(translate("SensesGroup", "The language of the app and of Qt's "
                                                 "dialogs: a change applies at the next start."))
        volume_label = QLabel(translate("SensesGroup", "&Volume:"))
        volume_label.setBuddy(self.volume_slider)
        volume_row = QHBoxLayout()
        volume_row.setContentsMargins(24, 0, 0, 0)  # under the sound switch it belongs to
        volume_row.addWidget(volume_label)
        volume_row.addWidget(self.volume_slider, 1)
        volume_row.addWidget(self.volume_value)
        form = QFormLayout()
        form.addRow(translate("SensesGroup", "Lan&guage (from the next start):"), self.language_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sound_box)
        layout.addLayout(volume_row)
        layout.addWidget(self.large_text_box)
        layout.addLayout(form)

    def _show_volume(self, value: int) -> None:
        self.volume_value.setText(translate("SensesGroup", "{percent} %").format(percent=value))
