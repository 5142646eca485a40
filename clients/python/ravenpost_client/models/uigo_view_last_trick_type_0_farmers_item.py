from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UigoViewLastTrickType0FarmersItem")


@_attrs_define
class UigoViewLastTrickType0FarmersItem:
    """
    Attributes:
        seat (int):
        earned (int):
        gained (int):
    """

    seat: int
    earned: int
    gained: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        earned = self.earned

        gained = self.gained

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "earned": earned,
                "gained": gained,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        earned = d.pop("earned")

        gained = d.pop("gained")

        uigo_view_last_trick_type_0_farmers_item = cls(
            seat=seat,
            earned=earned,
            gained=gained,
        )

        return uigo_view_last_trick_type_0_farmers_item
