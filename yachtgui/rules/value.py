"""Immutable records: what ``@dataclass(frozen=True)`` gives, without its cost at every start.

Python 3.11 compiles six generated methods for each frozen dataclass as its module is
imported (~0.65 ms a class); the records the first frame of the app needs came to ~7 ms of
every start. A :class:`Value` subclass names its fields in ``__slots__``, in the order of
its ``__init__`` parameters, which carry the same names, and assigns them once with
:meth:`Value._set`. It gets:

- equality with a record of the same type whose fields are equal, and a matching hash
  (a field that is unhashable makes the record unhashable, as with a dataclass);
- a repr that reads as the constructor call;
- no assignment or deletion after ``__init__``;
- :meth:`Value.replace`: a copy with some fields changed, checked again by ``__init__``;
- pickling and copying, through ``__init__`` as well.

Names in ``__slots__`` that start with an underscore (``"__dict__"``, for a subclass that
caches with :func:`functools.cached_property`) are not fields.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self, cast

__all__ = ["Value"]


class Value:
    """Base of small immutable records; see the module docstring for the contract."""

    __slots__: tuple[str, ...] = ()
    #: The field names, in ``__init__`` order: the subclass's ``__slots__`` without private ones.
    _field_names: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._field_names = tuple(name for name in cls.__slots__ if not name.startswith("_"))

    def _set(self, **fields: object) -> None:
        """Assign ``fields`` (only from ``__init__``: afterwards the record is immutable)."""
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    def _fields(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in self._field_names)

    def replace(self, **changes: object) -> Self:
        """A copy with ``changes`` applied (validated like a new record); TypeError for unknown fields."""
        names = self._field_names
        unknown = set(changes) - set(names)
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {', '.join(sorted(unknown))}")
        values = {name: changes.get(name, getattr(self, name)) for name in names}
        factory: Any = type(self)
        return cast(Self, factory(**values))

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, Value):
            return NotImplemented
        return self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._field_names)
        return f"{type(self).__name__}({fields})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable: cannot delete {name!r}")

    def __reduce__(self) -> tuple[type[Value], tuple[object, ...]]:
        return type(self), self._fields()
