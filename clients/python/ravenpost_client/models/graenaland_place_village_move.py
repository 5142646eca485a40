from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_place_village_move_type import GraenalandPlaceVillageMoveType
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandPlaceVillageMove")


@_attrs_define
class GraenalandPlaceVillageMove:
    """
    Attributes:
        type_ (GraenalandPlaceVillageMoveType):
        territory (GraenalandTerritory):
    """

    type_: GraenalandPlaceVillageMoveType
    territory: GraenalandTerritory

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        territory = self.territory.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "territory": territory,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GraenalandPlaceVillageMoveType(d.pop("type"))

        territory = GraenalandTerritory(d.pop("territory"))

        graenaland_place_village_move = cls(
            type_=type_,
            territory=territory,
        )

        return graenaland_place_village_move
