from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_card_produced_event_data_face import GraenalandCardProducedEventDataFace

T = TypeVar("T", bound="GraenalandCardProducedEventData")


@_attrs_define
class GraenalandCardProducedEventData:
    """
    Attributes:
        territory (str):
        face (GraenalandCardProducedEventDataFace):
        card (None | str):
        kept (bool):
    """

    territory: str
    face: GraenalandCardProducedEventDataFace
    card: None | str
    kept: bool

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory

        face = self.face.value

        card: None | str
        card = self.card

        kept = self.kept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
                "face": face,
                "card": card,
                "kept": kept,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        territory = d.pop("territory")

        face = GraenalandCardProducedEventDataFace(d.pop("face"))

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        kept = d.pop("kept")

        graenaland_card_produced_event_data = cls(
            territory=territory,
            face=face,
            card=card,
            kept=kept,
        )

        return graenaland_card_produced_event_data
