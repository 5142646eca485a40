"""Response bodies built straight from the serializer declarations, fast.

A serializer class of ``games.api.serializers`` is the one source of its body: drf-spectacular
reads it for the schema, and ``body_builder(SerializerClass)`` turns its declared fields, once per
class, into a plain function ``build(instance) -> dict``. The hot endpoints (a game, the events, a
move) call that function instead of ``SerializerClass(instance).data``, because DRF deep-copies
every field for every serializer instance and makes several calls per field and per object, which
cost more than the rest of the response.

Contract: ``body_builder(S)(instance) == S(instance).data``, with the same types once rendered,
for any instance ``S`` can represent without a request in its context. How:

- Each readable field becomes one step: its name, how to read its source, how to represent the
  value. A ``None`` value is ``None`` in the body, as in DRF (which skips ``to_representation``
  for it).
- A source is read as DRF reads it: a key when the instance is a mapping, else an attribute;
  ``source="*"`` is the instance itself; a dotted source goes through DRF's own
  ``rest_framework.fields.get_attribute``. A one-step source is read plainly, so it must name data
  (an attribute, a property, a key), not a method to call: DRF would call a method, this does not.
- A value is represented by the field itself, except for the types whose ``to_representation``
  is a plain conversion: ``IntegerField`` is ``int``, ``CharField`` is ``str``, a ``JSONField``
  (not binary) is the value itself, a ``ChoiceField`` of a plain string is a dict lookup. Lists
  (``ListField``, ``DictField``, ``many=True``), nested serializers and ``SerializerMethodField``
  (the serializer's own ``get_…`` method) are compiled the same way, recursively. Subclasses of
  these types that override ``to_representation`` keep their own (a ``DateTimeField`` is always
  its own: it reads the current time zone at each call).
- Anything unusual on the way (a missing key or attribute, a related object that does not exist)
  hands that instance to DRF's serializer, which then gives its own answer (a default, ``None``,
  a left-out field, or the error it would raise), so the fast path never has to copy DRF's
  error handling.

``tests/api/test_bodies.py`` checks the contract on real games of every shape.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from operator import attrgetter, itemgetter
from typing import Any

from django.core.exceptions import ObjectDoesNotExist
from django.db.models.manager import BaseManager
from rest_framework import fields as drf_fields
from rest_framework import serializers

Builder = Callable[[Any], Any]

# How a value is represented; ``None`` means "as it is" (saves a call per field).
Convert = Callable[[Any], Any] | None


@cache
def body_builder(serializer_class: type[serializers.Serializer]) -> Callable[[Any], dict]:
    """The fast body function of ``serializer_class`` (see the module docstring), made on the
    first call and kept for the life of the process."""
    return _compile(serializer_class())


def _compile(serializer: serializers.Serializer) -> Callable[[Any], dict]:
    """The body function of one serializer instance whose fields are bound (a top-level one, or
    a nested one in its parent's fields)."""
    steps = [(field.field_name, field.source_attrs, _converter(field))
             for field in serializer.fields.values() if not field.write_only]
    # Two ready-made step lists, one reading keys and one attributes, and which one each type of
    # instance takes (DRF reads a mapping's keys): one dict lookup per instance, not a mapping
    # check per field.
    by_attribute = tuple((name, _reader(source, by_key=False), convert) for name, source, convert in steps)
    by_key = tuple((name, _reader(source, by_key=True), convert) for name, source, convert in steps)
    plans: dict[type, tuple] = {}
    fallback = serializer.to_representation

    def build(instance: Any) -> dict:
        plan = plans.get(type(instance))
        if plan is None:
            plan = plans[type(instance)] = by_key if isinstance(instance, Mapping) else by_attribute
        body = {}
        try:
            for name, read, convert in plan:
                value = read(instance)
                body[name] = value if value is None or convert is None else convert(value)
        except (KeyError, AttributeError, ObjectDoesNotExist):
            return fallback(instance)  # DRF's own answer: a default, None, a skipped field or its error
        return body

    return build


def _itself(instance: Any) -> Any:
    return instance


def _reader(source: list[str], *, by_key: bool) -> Builder:
    """How to read a field's value from an instance: ``source`` is the field's ``source_attrs``
    (empty for ``source="*"``)."""
    if not source:
        return _itself
    if len(source) == 1:
        return itemgetter(source[0]) if by_key else attrgetter(source[0])
    return lambda instance: drf_fields.get_attribute(instance, source)


def _converter(field: drf_fields.Field) -> Convert:
    """How ``field`` represents a value that is not ``None``: a plain conversion where the field's
    ``to_representation`` is one (see the module docstring), else the field's own."""
    kind, own = type(field), type(field).to_representation
    if isinstance(field, serializers.ListSerializer):
        child = _compile(field.child)
        return lambda data: [child(item) for item in (data.all() if isinstance(data, BaseManager) else data)]
    if isinstance(field, serializers.Serializer):
        return _compile(field)
    if isinstance(field, serializers.SerializerMethodField) and own is serializers.SerializerMethodField.to_representation:
        return getattr(field.parent, field.method_name)
    if kind is serializers.IntegerField:
        return int
    if kind is serializers.CharField:
        return str
    if isinstance(field, serializers.JSONField) and own is serializers.JSONField.to_representation and not field.binary:
        return None
    if kind is serializers.ChoiceField:
        return _choice(field)
    if isinstance(field, serializers.ListField) and own is serializers.ListField.to_representation:
        item = _converter(field.child) or _itself
        return lambda data: [None if value is None else item(value) for value in data]
    if isinstance(field, serializers.DictField) and own is serializers.DictField.to_representation:
        item = _converter(field.child) or _itself
        return lambda data: {str(key): None if value is None else item(value) for key, value in data.items()}
    return field.to_representation


def _choice(field: serializers.ChoiceField) -> Builder:
    """``ChoiceField.to_representation``: a plain string is looked up among the choices; anything
    else (an enum, another type) goes through the field itself."""
    choices, own = field.choice_strings_to_values, field.to_representation

    def represent(value: Any) -> Any:
        return choices.get(value, value) if type(value) is str and value else own(value)

    return represent
