from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_biome import GreenlandBiome
from ..models.greenland_biome_drawn_event_data_purpose import GreenlandBiomeDrawnEventDataPurpose
from ..models.greenland_row import GreenlandRow

T = TypeVar("T", bound="GreenlandBiomeDrawnEventData")


@_attrs_define
class GreenlandBiomeDrawnEventData:
    """
    Attributes:
        row (GreenlandRow):
        card (GreenlandBiome):
        purpose (GreenlandBiomeDrawnEventDataPurpose):
    """

    row: GreenlandRow
    card: GreenlandBiome
    purpose: GreenlandBiomeDrawnEventDataPurpose

    def to_dict(self) -> dict[str, Any]:
        row = self.row.value

        card = self.card.value

        purpose = self.purpose.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "card": card,
                "purpose": purpose,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = GreenlandRow(d.pop("row"))

        card = GreenlandBiome(d.pop("card"))

        purpose = GreenlandBiomeDrawnEventDataPurpose(d.pop("purpose"))

        greenland_biome_drawn_event_data = cls(
            row=row,
            card=card,
            purpose=purpose,
        )

        return greenland_biome_drawn_event_data
