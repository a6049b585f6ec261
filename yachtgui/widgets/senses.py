"""The Preferences group "Sound, text and language" (see :mod:`yachtgui.widgets.access`)."""

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

if TYPE_CHECKING:
    from yachtgui.settings import Settings

__all__ = ["SensesGroup"]


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
        volume_label = QLabel("&Volume:")
        volume_label.setBuddy(self.volume_slider)
        volume_row = QHBoxLayout()
        volume_row.setContentsMargins(24, 0, 0, 0)  # under the sound switch it belongs to
        volume_row.addWidget(volume_label)
        volume_row.addWidget(self.volume_slider, 1)
        volume_row.addWidget(self.volume_value)
        form = QFormLayout()
        form.addRow("Lan&guage (from the next start):", self.language_combo)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sound_box)
        layout.addLayout(volume_row)
        layout.addWidget(self.large_text_box)
        layout.addLayout(form)
