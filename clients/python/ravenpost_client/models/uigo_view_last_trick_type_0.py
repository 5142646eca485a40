from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.uigo_view_last_trick_type_0_cards_item import UigoViewLastTrickType0CardsItem
    from ..models.uigo_view_last_trick_type_0_farmers_item import UigoViewLastTrickType0FarmersItem


T = TypeVar("T", bound="UigoViewLastTrickType0")


@_attrs_define
class UigoViewLastTrickType0:
    """
    Attributes:
        trick (int):
        cards (list[UigoViewLastTrickType0CardsItem]):
        winner (int):
        farmers (list[UigoViewLastTrickType0FarmersItem]):
    """

    trick: int
    cards: list[UigoViewLastTrickType0CardsItem]
    winner: int
    farmers: list[UigoViewLastTrickType0FarmersItem]

    def to_dict(self) -> dict[str, Any]:
        trick = self.trick

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        winner = self.winner

        farmers = []
        for farmers_item_data in self.farmers:
            farmers_item = farmers_item_data.to_dict()
            farmers.append(farmers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "trick": trick,
                "cards": cards,
                "winner": winner,
                "farmers": farmers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.uigo_view_last_trick_type_0_cards_item import UigoViewLastTrickType0CardsItem  # noqa: PLC0415
        from ..models.uigo_view_last_trick_type_0_farmers_item import UigoViewLastTrickType0FarmersItem  # noqa: PLC0415

        d = dict(src_dict)
        trick = d.pop("trick")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = UigoViewLastTrickType0CardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        winner = d.pop("winner")

        farmers = []
        _farmers = d.pop("farmers")
        for farmers_item_data in _farmers:
            farmers_item = UigoViewLastTrickType0FarmersItem.from_dict(farmers_item_data)

            farmers.append(farmers_item)

        uigo_view_last_trick_type_0 = cls(
            trick=trick,
            cards=cards,
            winner=winner,
            farmers=farmers,
        )

        return uigo_view_last_trick_type_0
