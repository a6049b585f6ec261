"""Fixtures for the export tests: a Qt application for every test (painting text needs fonts)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def _gui_app(qapp: QApplication) -> QApplication:
    """Painting text needs a Qt application (fonts); pytest-qt makes one per session."""
    return qapp
