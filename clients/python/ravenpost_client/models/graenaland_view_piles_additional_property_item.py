from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard

T = TypeVar("T", bound="GraenalandViewPilesAdditionalPropertyItem")


@_attrs_define
class GraenalandViewPilesAdditionalPropertyItem:
    """
    Attributes:
        card (GraenalandCard | None):
        up (bool):
    """

    card: GraenalandCard | None
    up: bool

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, GraenalandCard):
            card = self.card.value
        else:
            card = self.card

        up = self.up

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "up": up,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

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

        up = d.pop("up")

        graenaland_view_piles_additional_property_item = cls(
            card=card,
            up=up,
        )

        return graenaland_view_piles_additional_property_item
