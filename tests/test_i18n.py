"""Languages: which one is chosen, and Qt's own dialogs speak it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from yachtgui.i18n import LANGUAGES, TRANSLATIONS_DIR, choose_language, install_translators


@pytest.mark.parametrize(("preference", "environ", "system", "language"), [
    ("", {"LANGUAGE": "de"}, (), "de"),
    ("", {"LANG": "sv_SE.UTF-8"}, (), "sv"),
    ("", {"LANGUAGE": "sv:de", "LANG": "de_DE.UTF-8"}, (), "sv"),
    ("", {"LC_ALL": "de_AT.UTF-8", "LANG": "sv_SE.UTF-8"}, (), "de"),
    ("", {"LANG": "C.UTF-8"}, ("sv-SE",), "sv"),
    ("", {}, ("de-DE", "en-US"), "de"),
    ("", {"LANG": "fr_FR.UTF-8"}, ("de-DE",), "en"),  # a language we do not have: English
    ("", {}, (), "en"),
    ("de", {"LANG": "sv_SE.UTF-8"}, (), "de"),  # the Preferences win
    ("xx", {"LANG": "sv_SE.UTF-8"}, (), "sv"),  # a damaged preference is ignored
])
def test_the_language_follows_preferences_then_environment_then_system(
        preference: str, environ: dict[str, str], system: tuple[str, ...], language: str) -> None:
    assert choose_language(preference, environ, system) == language


def test_every_language_has_a_ts_file_in_the_repository() -> None:
    for code in LANGUAGES:
        if code != "en":
            assert (TRANSLATIONS_DIR / f"yachtgui_{code}.ts").is_file()


@pytest.mark.parametrize(("language", "cancel"), [("de", "Abbrechen"), ("sv", "Avbryt")])
def test_qt_s_own_buttons_speak_the_language(qapp: QApplication, language: str, cancel: str) -> None:
    from PySide6.QtCore import QLocale

    before = QLocale()
    translators = install_translators(qapp, language)
    try:
        assert translators, "Qt's translations for the language were not found"
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        assert buttons.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == cancel
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        QLocale.setDefault(before)


def test_english_needs_no_translator(qapp: QApplication) -> None:
    assert install_translators(qapp, "en") == []


@pytest.mark.parametrize(("language", "shown"), [("en", "1245.3"), ("de", "1245,3"), ("sv", "1245,3")])
def test_numbers_are_written_in_the_apps_language_not_the_systems(
    qapp: QApplication, language: str, shown: str
) -> None:
    from PySide6.QtCore import QLocale

    from yachtgui.i18n import decimal_text

    before = QLocale()
    QLocale.setDefault(QLocale("de_DE" if language == "en" else "en_US"))  # the system's, say
    translators = install_translators(qapp, language)
    try:
        assert decimal_text(1245.3) == shown  # no thousands separator either
    finally:
        for translator in translators:
            qapp.removeTranslator(translator)
        QLocale.setDefault(before)
