from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.uigo_trick_won_event_data_cards_item import UigoTrickWonEventDataCardsItem
    from ..models.uigo_trick_won_event_data_farmers_item import UigoTrickWonEventDataFarmersItem


T = TypeVar("T", bound="UigoTrickWonEventData")


@_attrs_define
class UigoTrickWonEventData:
    """
    Attributes:
        trick (int):
        winner (int):
        winning_card (str):
        cards (list[UigoTrickWonEventDataCardsItem]):
        farmers (list[UigoTrickWonEventDataFarmersItem]):
    """

    trick: int
    winner: int
    winning_card: str
    cards: list[UigoTrickWonEventDataCardsItem]
    farmers: list[UigoTrickWonEventDataFarmersItem]

    def to_dict(self) -> dict[str, Any]:
        trick = self.trick

        winner = self.winner

        winning_card = self.winning_card

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        farmers = []
        for farmers_item_data in self.farmers:
            farmers_item = farmers_item_data.to_dict()
            farmers.append(farmers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "trick": trick,
                "winner": winner,
                "winning_card": winning_card,
                "cards": cards,
                "farmers": farmers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uigo_trick_won_event_data_cards_item import UigoTrickWonEventDataCardsItem  # noqa: PLC0415
        from ..models.uigo_trick_won_event_data_farmers_item import UigoTrickWonEventDataFarmersItem  # noqa: PLC0415

        d = dict(src_dict)
        trick = d.pop("trick")

        winner = d.pop("winner")

        winning_card = d.pop("winning_card")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = UigoTrickWonEventDataCardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        farmers = []
        _farmers = d.pop("farmers")
        for farmers_item_data in _farmers:
            farmers_item = UigoTrickWonEventDataFarmersItem.from_dict(farmers_item_data)

            farmers.append(farmers_item)

        uigo_trick_won_event_data = cls(
            trick=trick,
            winner=winner,
            winning_card=winning_card,
            cards=cards,
            farmers=farmers,
        )

        return uigo_trick_won_event_data
