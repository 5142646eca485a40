from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandFavourGrantedEventData")


@_attrs_define
class GraenalandFavourGrantedEventData:
    """
    Attributes:
        to (int):
    """

    to: int

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        graenaland_favour_granted_event_data = cls(
            to=to,
        )

        return graenaland_favour_granted_event_data
