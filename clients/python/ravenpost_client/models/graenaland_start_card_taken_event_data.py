from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard
from ..models.graenaland_territory import GraenalandTerritory
from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandStartCardTakenEventData")


@_attrs_define
class GraenalandStartCardTakenEventData:
    """
    Attributes:
        territory (GraenalandTerritory):
        card (GraenalandCard | Unset):
    """

    territory: GraenalandTerritory
    card: GraenalandCard | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        territory = self.territory.value

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "territory": territory,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        territory = GraenalandTerritory(d.pop("territory"))

        _card = d.pop("card", UNSET)
        card: GraenalandCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = GraenalandCard(_card)

        graenaland_start_card_taken_event_data = cls(
            territory=territory,
            card=card,
        )

        return graenaland_start_card_taken_event_data
