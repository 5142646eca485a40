from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewAssignType0")


@_attrs_define
class GreenlandViewAssignType0:
    """
    Attributes:
        seat (int):
        started_with (int | Unset):
        recalled (bool | Unset):
        reassign_left (int | Unset):
        evacuated (int | Unset):
    """

    seat: int
    started_with: int | Unset = UNSET
    recalled: bool | Unset = UNSET
    reassign_left: int | Unset = UNSET
    evacuated: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        started_with = self.started_with

        recalled = self.recalled

        reassign_left = self.reassign_left

        evacuated = self.evacuated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
            }
        )
        if started_with is not UNSET:
            field_dict["started_with"] = started_with
        if recalled is not UNSET:
            field_dict["recalled"] = recalled
        if reassign_left is not UNSET:
            field_dict["reassign_left"] = reassign_left
        if evacuated is not UNSET:
            field_dict["evacuated"] = evacuated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        started_with = d.pop("started_with", UNSET)

        recalled = d.pop("recalled", UNSET)

        reassign_left = d.pop("reassign_left", UNSET)

        evacuated = d.pop("evacuated", UNSET)

        greenland_view_assign_type_0 = cls(
            seat=seat,
            started_with=started_with,
            recalled=recalled,
            reassign_left=reassign_left,
            evacuated=evacuated,
        )

        return greenland_view_assign_type_0
