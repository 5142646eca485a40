from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card_drawn_event_data_terrain import GraenalandCardDrawnEventDataTerrain
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandCardDrawnEventData")


@_attrs_define
class GraenalandCardDrawnEventData:
    """
    Attributes:
        terrain (GraenalandCardDrawnEventDataTerrain):
        card (str | Unset):
    """

    terrain: GraenalandCardDrawnEventDataTerrain
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        terrain = self.terrain.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "terrain": terrain,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        terrain = GraenalandCardDrawnEventDataTerrain(d.pop("terrain"))

        card = d.pop("card", UNSET)

        graenaland_card_drawn_event_data = cls(
            terrain=terrain,
            card=card,
        )

        return graenaland_card_drawn_event_data
