from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.uigo_card import UigoCard

T = TypeVar("T", bound="UigoCardPlayedEventData")


@_attrs_define
class UigoCardPlayedEventData:
    """
    Attributes:
        card (UigoCard):
    """

    card: UigoCard

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
        card = UigoCard(d.pop("card"))

        uigo_card_played_event_data = cls(
            card=card,
        )

        return uigo_card_played_event_data
