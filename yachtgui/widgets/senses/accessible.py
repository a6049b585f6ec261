"""Accessible interfaces of the game's own widgets, for Qt's accessibility bridge (AT-SPI, UIA, macOS).

:func:`install` adds a factory (:meth:`QAccessible.installFactory`) that gives each
:class:`~yachtgui.widgets.table.dice.DieWidget` a toggle button's interface: role Button,
checkable, checked while held, and the actions Press and Toggle (hold or release, as a click
does). Without it a die is a "filler" that only takes the focus.

Who owns what (issue 25: a stale wrapper once broke a test run). Qt owns every accessible
interface it caches and deletes it with its widget (a table's cells on every model reset too);
PySide's Python wrapper of an interface Qt made is not told of that deletion, and while a
wrapper lives, PySide hands it back for any new object Qt puts at the freed address (a new
view's ``verticalHeader()`` came back as a ``QAccessibleInterface``). So this module keeps no
interface: the factory's :class:`_DieAccessible` reads its die through ``widget()`` (no closure,
no table of made interfaces) and, being made in Python, is invalidated by its own C++
destructor when Qt deletes it; PySide's factory glue holds the Python side meanwhile. An
interface Qt made before the factory is dropped by its id once no Python wrapper of it is left
(:func:`_early_interface_id`).
"""

# ruff: noqa: N802  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QAccessibleInterface
    from PySide6.QtWidgets import QAccessibleWidget

__all__ = ["install"]

_installed = False


def install(widgets: Iterable[QObject] = ()) -> None:
    """Install the factory (once per process); ``widgets`` (the dice) get their interface from it now.

    Made after the first frame (setting up Qt's accessibility types costs ~2 ms): an interface a
    screen reader asked for before then is dropped, so the next question gets the factory's.
    """
    global _installed
    from PySide6.QtGui import QAccessible

    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    for widget in widgets:
        early = _early_interface_id(widget)
        if early is not None:  # no Python wrapper of it is left: Qt may delete it now
            QAccessible.deleteAccessibleInterface(early)


def _early_interface_id(widget: QObject) -> int | None:
    """The id of the interface Qt made for ``widget`` before the factory was installed, else None
    (asking makes the factory's). Its wrapper goes with this call, before Qt deletes it."""
    from PySide6.QtGui import QAccessible

    interface = QAccessible.queryAccessibleInterface(widget)
    if interface is None or isinstance(interface, _die_class()):
        return None
    return int(QAccessible.uniqueId(interface))


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key != "DieWidget":
        return None
    from PySide6.QtGui import QAccessible

    from yachtgui.widgets.table.dice import DieWidget

    if not isinstance(obj, DieWidget):
        return None
    return _die_class()(obj, QAccessible.Role.Button)


_DIE_CLASS: type[QAccessibleWidget] | None = None


def _die_class() -> type[QAccessibleWidget]:
    """:class:`_DieAccessible`, made on first use (Qt's accessibility types cost ~2 ms to set up)."""
    global _DIE_CLASS
    if _DIE_CLASS is None:
        _DIE_CLASS = _make_die_class()
    return _DIE_CLASS


def _make_die_class() -> type[QAccessibleWidget]:
    from PySide6.QtGui import QAccessible, QAccessibleActionInterface
    from PySide6.QtWidgets import QAccessibleWidget

    from yachtgui.widgets.table.dice import DieWidget

    press, toggle = QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.toggleAction()

    class _DieAccessible(QAccessibleWidget):
        """A die as a toggle button: checked while held; Press and Toggle hold or release it."""

        def _die(self) -> DieWidget | None:
            die = self.widget()
            return die if isinstance(die, DieWidget) else None

        def state(self) -> QAccessible.State:
            state = super().state()
            die = self._die()
            state.checkable = True
            state.checked = die is not None and die.is_held()
            if die is None or not die.is_interactive() or not die.get_value():
                state.disabled = True
            return state

        def actionNames(self) -> list[str]:
            return [press, toggle]

        def doAction(self, name: str) -> None:
            die = self._die()
            if name in (press, toggle) and die is not None and die.is_interactive() and die.get_value():
                die.clicked.emit()

        def keyBindingsForAction(self, name: str) -> list[str]:
            die = self._die()
            return [str(die.index() + 1)] if name in (press, toggle) and die is not None else []

    return _DieAccessible
