from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandViewBuildType0FavourType0")


@_attrs_define
class GraenalandViewBuildType0FavourType0:
    """
    Attributes:
        done (bool):
        seat (int | Unset):
        building (bool | Unset):
    """

    done: bool
    seat: int | Unset = UNSET
    building: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        seat = self.seat

        building = self.building

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if building is not UNSET:
            field_dict["building"] = building

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        done = d.pop("done")

        seat = d.pop("seat", UNSET)

        building = d.pop("building", UNSET)

        graenaland_view_build_type_0_favour_type_0 = cls(
            done=done,
            seat=seat,
            building=building,
        )

        return graenaland_view_build_type_0_favour_type_0
