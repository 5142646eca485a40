from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandViewWorksAdditionalProperty")


@_attrs_define
class GraenalandViewWorksAdditionalProperty:
    """
    Attributes:
        road (bool):
        improvement (bool):
        market (bool):
        palisade (bool):
    """

    road: bool
    improvement: bool
    market: bool
    palisade: bool

    def to_dict(self) -> dict[str, Any]:
        road = self.road

        improvement = self.improvement

        market = self.market

        palisade = self.palisade

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "road": road,
                "improvement": improvement,
                "market": market,
                "palisade": palisade,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        road = d.pop("road")

        improvement = d.pop("improvement")

        market = d.pop("market")

        palisade = d.pop("palisade")

        graenaland_view_works_additional_property = cls(
            road=road,
            improvement=improvement,
            market=market,
            palisade=palisade,
        )

        return graenaland_view_works_additional_property
