from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard
from ..models.graenaland_produced_face import GraenalandProducedFace
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandCardProducedEventData")


@_attrs_define
class GraenalandCardProducedEventData:
    """
    Attributes:
        territory (GraenalandTerritory):
        face (GraenalandProducedFace):
        card (GraenalandCard | None):
        kept (bool):
    """

    territory: GraenalandTerritory
    face: GraenalandProducedFace
    card: GraenalandCard | None
    kept: bool

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        face = self.face.value

        card: None | str
        if isinstance(self.card, GraenalandCard):
            card = self.card.value
        else:
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
        territory = GraenalandTerritory(d.pop("territory"))

        face = GraenalandProducedFace(d.pop("face"))

        def _parse_card(data: object) -> GraenalandCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = GraenalandCard(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandCard | None, data)

        card = _parse_card(d.pop("card"))

        kept = d.pop("kept")

        graenaland_card_produced_event_data = cls(
            territory=territory,
            face=face,
            card=card,
            kept=kept,
        )

        return graenaland_card_produced_event_data
