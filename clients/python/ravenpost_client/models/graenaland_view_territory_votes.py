from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandViewTerritoryVotes")


@_attrs_define
class GraenalandViewTerritoryVotes:
    """
    Attributes:
        t2 (list[int]):
        t3 (list[int]):
        t1 (list[int]):
        t4 (list[int]):
        t5 (list[int] | Unset):
        t6 (list[int] | Unset):
        t7 (list[int] | Unset):
        t8 (list[int] | Unset):
        t9 (list[int] | Unset):
    """

    t2: list[int]
    t3: list[int]
    t1: list[int]
    t4: list[int]
    t5: list[int] | Unset = UNSET
    t6: list[int] | Unset = UNSET
    t7: list[int] | Unset = UNSET
    t8: list[int] | Unset = UNSET
    t9: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        t2 = self.t2

        t3 = self.t3

        t1 = self.t1

        t4 = self.t4

        t5: list[int] | Unset = UNSET
        if not isinstance(self.t5, Unset):
            t5 = self.t5

        t6: list[int] | Unset = UNSET
        if not isinstance(self.t6, Unset):
            t6 = self.t6

        t7: list[int] | Unset = UNSET
        if not isinstance(self.t7, Unset):
            t7 = self.t7

        t8: list[int] | Unset = UNSET
        if not isinstance(self.t8, Unset):
            t8 = self.t8

        t9: list[int] | Unset = UNSET
        if not isinstance(self.t9, Unset):
            t9 = self.t9

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "T2": t2,
                "T3": t3,
                "T1": t1,
                "T4": t4,
            }
        )
        if t5 is not UNSET:
            field_dict["T5"] = t5
        if t6 is not UNSET:
            field_dict["T6"] = t6
        if t7 is not UNSET:
            field_dict["T7"] = t7
        if t8 is not UNSET:
            field_dict["T8"] = t8
        if t9 is not UNSET:
            field_dict["T9"] = t9

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        t2 = cast(list[int], d.pop("T2"))

        t3 = cast(list[int], d.pop("T3"))

        t1 = cast(list[int], d.pop("T1"))

        t4 = cast(list[int], d.pop("T4"))

        t5 = cast(list[int], d.pop("T5", UNSET))

        t6 = cast(list[int], d.pop("T6", UNSET))

        t7 = cast(list[int], d.pop("T7", UNSET))

        t8 = cast(list[int], d.pop("T8", UNSET))

        t9 = cast(list[int], d.pop("T9", UNSET))

        graenaland_view_territory_votes = cls(
            t2=t2,
            t3=t3,
            t1=t1,
            t4=t4,
            t5=t5,
            t6=t6,
            t7=t7,
            t8=t8,
            t9=t9,
        )

        return graenaland_view_territory_votes
