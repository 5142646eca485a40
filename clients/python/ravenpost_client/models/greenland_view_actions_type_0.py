from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.greenland_view_actions_type_0_used import GreenlandViewActionsType0Used


T = TypeVar("T", bound="GreenlandViewActionsType0")


@_attrs_define
class GreenlandViewActionsType0:
    """
    Attributes:
        seat (int):
        used (GreenlandViewActionsType0Used):
        converts (list[int]):
    """

    seat: int
    used: GreenlandViewActionsType0Used
    converts: list[int]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        used = self.used.to_dict()

        converts = self.converts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "used": used,
                "converts": converts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_actions_type_0_used import GreenlandViewActionsType0Used  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        used = GreenlandViewActionsType0Used.from_dict(d.pop("used"))

        converts = cast(list[int], d.pop("converts"))

        greenland_view_actions_type_0 = cls(
            seat=seat,
            used=used,
            converts=converts,
        )

        return greenland_view_actions_type_0
