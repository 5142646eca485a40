from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.graenaland_start_cards_laid_event_data_cards import GraenalandStartCardsLaidEventDataCards


T = TypeVar("T", bound="GraenalandStartCardsLaidEventData")


@_attrs_define
class GraenalandStartCardsLaidEventData:
    """
    Attributes:
        order (list[int]):
        cards (GraenalandStartCardsLaidEventDataCards):
    """

    order: list[int]
    cards: GraenalandStartCardsLaidEventDataCards

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        cards = self.cards.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "cards": cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_start_cards_laid_event_data_cards import GraenalandStartCardsLaidEventDataCards  # noqa: PLC0415

        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        cards = GraenalandStartCardsLaidEventDataCards.from_dict(d.pop("cards"))

        graenaland_start_cards_laid_event_data = cls(
            order=order,
            cards=cards,
        )

        return graenaland_start_cards_laid_event_data
