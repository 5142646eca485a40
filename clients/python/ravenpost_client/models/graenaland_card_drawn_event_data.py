from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_resource_card import GraenalandResourceCard
from ..models.graenaland_terrain import GraenalandTerrain
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandCardDrawnEventData")


@_attrs_define
class GraenalandCardDrawnEventData:
    """
    Attributes:
        terrain (GraenalandTerrain):
        card (GraenalandResourceCard | Unset):
    """

    terrain: GraenalandTerrain
    card: GraenalandResourceCard | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        terrain = self.terrain.value

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

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
        terrain = GraenalandTerrain(d.pop("terrain"))

        _card = d.pop("card", UNSET)
        card: GraenalandResourceCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = GraenalandResourceCard(_card)

        graenaland_card_drawn_event_data = cls(
            terrain=terrain,
            card=card,
        )

        return graenaland_card_drawn_event_data
