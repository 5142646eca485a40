from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandDeclareFirstEventData")


@_attrs_define
class GreenlandDeclareFirstEventData:
    """
    Attributes:
        declare (bool):
    """

    declare: bool

    def to_dict(self) -> dict[str, Any]:
        declare = self.declare

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "declare": declare,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        declare = d.pop("declare")

        greenland_declare_first_event_data = cls(
            declare=declare,
        )

        return greenland_declare_first_event_data
