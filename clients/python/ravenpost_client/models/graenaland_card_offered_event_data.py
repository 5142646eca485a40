from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard

T = TypeVar("T", bound="GraenalandCardOfferedEventData")


@_attrs_define
class GraenalandCardOfferedEventData:
    """
    Attributes:
        card (GraenalandCard):
    """

    card: GraenalandCard

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = GraenalandCard(d.pop("card"))

        graenaland_card_offered_event_data = cls(
            card=card,
        )

        return graenaland_card_offered_event_data
