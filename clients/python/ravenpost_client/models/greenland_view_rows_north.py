from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GreenlandViewRowsNorth")


@_attrs_define
class GreenlandViewRowsNorth:
    """
    Attributes:
        warm (list[str]):
        cold (list[str]):
    """

    warm: list[str]
    cold: list[str]

    def to_dict(self) -> dict[str, Any]:
        warm = self.warm

        cold = self.cold

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "warm": warm,
                "cold": cold,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        warm = cast(list[str], d.pop("warm"))

        cold = cast(list[str], d.pop("cold"))

        greenland_view_rows_north = cls(
            warm=warm,
            cold=cold,
        )

        return greenland_view_rows_north
