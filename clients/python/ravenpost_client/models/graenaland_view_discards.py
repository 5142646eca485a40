from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandViewDiscards")


@_attrs_define
class GraenalandViewDiscards:
    """
    Attributes:
        plains (int):
        forest (int):
        hills (int):
        mountains (int):
    """

    plains: int
    forest: int
    hills: int
    mountains: int

    def to_dict(self) -> dict[str, Any]:
        plains = self.plains

        forest = self.forest

        hills = self.hills

        mountains = self.mountains

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plains": plains,
                "forest": forest,
                "hills": hills,
                "mountains": mountains,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        plains = d.pop("plains")

        forest = d.pop("forest")

        hills = d.pop("hills")

        mountains = d.pop("mountains")

        graenaland_view_discards = cls(
            plains=plains,
            forest=forest,
            hills=hills,
            mountains=mountains,
        )

        return graenaland_view_discards
