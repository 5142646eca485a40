from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_event_card import GreenlandEventCard

T = TypeVar("T", bound="GreenlandEventRevealedEventData")


@_attrs_define
class GreenlandEventRevealedEventData:
    """
    Attributes:
        card (GreenlandEventCard):
    """

    card: GreenlandEventCard

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
        card = GreenlandEventCard(d.pop("card"))

        greenland_event_revealed_event_data = cls(
            card=card,
        )

        return greenland_event_revealed_event_data
