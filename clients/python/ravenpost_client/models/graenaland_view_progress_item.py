from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandViewProgressItem")


@_attrs_define
class GraenalandViewProgressItem:
    """
    Attributes:
        colonies (int):
        territories (int):
        major (int):
        buildings (int):
        army (int):
        goals_met (int):
    """

    colonies: int
    territories: int
    major: int
    buildings: int
    army: int
    goals_met: int

    def to_dict(self) -> dict[str, Any]:
        colonies = self.colonies

        territories = self.territories

        major = self.major

        buildings = self.buildings

        army = self.army

        goals_met = self.goals_met

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colonies": colonies,
                "territories": territories,
                "major": major,
                "buildings": buildings,
                "army": army,
                "goals_met": goals_met,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colonies = d.pop("colonies")

        territories = d.pop("territories")

        major = d.pop("major")

        buildings = d.pop("buildings")

        army = d.pop("army")

        goals_met = d.pop("goals_met")

        graenaland_view_progress_item = cls(
            colonies=colonies,
            territories=territories,
            major=major,
            buildings=buildings,
            army=army,
            goals_met=goals_met,
        )

        return graenaland_view_progress_item
