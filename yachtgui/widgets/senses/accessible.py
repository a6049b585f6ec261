"""Accessible interfaces of the game's own widgets, for Qt's accessibility bridge (AT-SPI, UIA, macOS).

:func:`install` adds a factory (:meth:`QAccessible.installFactory`) that gives each
:class:`~yachtgui.widgets.table.dice.DieWidget` a toggle button's interface: role Button,
checkable, checked while held, and the actions Press and Toggle (hold or release, as a click
does). Without it a die is a "filler" that only takes the focus.

Qt keeps the first interface made for a widget: :func:`install` drops one made before it.
"""

# ruff: noqa: N802  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QAccessibleInterface

    from yachtgui.widgets.table.dice import DieWidget

__all__ = ["install"]

_installed = False
#: The interfaces made, kept alive on the Python side until their widget goes (Qt owns them too).
_made: dict[int, QAccessibleInterface] = {}


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
        if id(widget) not in _made:
            made = QAccessible.queryAccessibleInterface(widget)
            if made is not None and id(widget) not in _made:  # Qt's own, from before the factory
                QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(made))


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if key != "DieWidget":
        return None
    from yachtgui.widgets.table.dice import DieWidget

    if not isinstance(obj, DieWidget):
        return None
    interface = _die_interface(obj)
    number = id(obj)
    _made[number] = interface
    obj.destroyed.connect(lambda _obj=None, n=number: _made.pop(n, None))
    return interface


def _die_interface(die: DieWidget) -> QAccessibleInterface:
    from PySide6.QtGui import QAccessible, QAccessibleActionInterface
    from PySide6.QtWidgets import QAccessibleWidget

    press, toggle = QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.toggleAction()

    class DieAccessible(QAccessibleWidget):
        """A die as a toggle button: checked while held; Press and Toggle hold or release it."""

        def state(self) -> QAccessible.State:
            state = super().state()
            state.checkable = True
            state.checked = die.is_held()
            if not die.is_interactive() or not die.get_value():
                state.disabled = True
            return state

        def actionNames(self) -> list[str]:
            return [press, toggle]

        def doAction(self, name: str) -> None:
            if name in (press, toggle) and die.is_interactive() and die.get_value():
                die.clicked.emit()

        def keyBindingsForAction(self, name: str) -> list[str]:
            return [str(die.index() + 1)] if name in (press, toggle) else []

    return DieAccessible(die, QAccessible.Role.Button)
