from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandViewPlacementType0Cards")


@_attrs_define
class GraenalandViewPlacementType0Cards:
    """
    Attributes:
        t2 (int):
        t3 (int):
        t1 (int):
        t6 (int | Unset):
        t9 (int | Unset):
    """

    t2: int
    t3: int
    t1: int
    t6: int | Unset = UNSET
    t9: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        t2 = self.t2

        t3 = self.t3

        t1 = self.t1

        t6 = self.t6

        t9 = self.t9

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "T2": t2,
                "T3": t3,
                "T1": t1,
            }
        )
        if t6 is not UNSET:
            field_dict["T6"] = t6
        if t9 is not UNSET:
            field_dict["T9"] = t9

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        t2 = d.pop("T2")

        t3 = d.pop("T3")

        t1 = d.pop("T1")

        t6 = d.pop("T6", UNSET)

        t9 = d.pop("T9", UNSET)

        graenaland_view_placement_type_0_cards = cls(
            t2=t2,
            t3=t3,
            t1=t1,
            t6=t6,
            t9=t9,
        )

        return graenaland_view_placement_type_0_cards
