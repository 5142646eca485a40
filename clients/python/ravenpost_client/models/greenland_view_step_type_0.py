from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_decision import GreenlandDecision
from ..models.greenland_view_step_type_0_kind import GreenlandViewStepType0Kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewStepType0")


@_attrs_define
class GreenlandViewStepType0:
    """
    Attributes:
        kind (GreenlandViewStepType0Kind):
        seat (int):
        ask (GreenlandDecision):
        cards (list[GreenlandCard] | Unset):
        left (int | Unset):
        offer (int | Unset):
        upkeep (bool | Unset):
        card (GreenlandCard | Unset):
        options (list[str] | Unset):
        victims (list[int] | Unset):
    """

    kind: GreenlandViewStepType0Kind
    seat: int
    ask: GreenlandDecision
    cards: list[GreenlandCard] | Unset = UNSET
    left: int | Unset = UNSET
    offer: int | Unset = UNSET
    upkeep: bool | Unset = UNSET
    card: GreenlandCard | Unset = UNSET
    options: list[str] | Unset = UNSET
    victims: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        ask = self.ask.value

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.value
                cards.append(cards_item)

        left = self.left

        offer = self.offer

        upkeep = self.upkeep

        card: str | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.value

        options: list[str] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options

        victims: list[int] | Unset = UNSET
        if not isinstance(self.victims, Unset):
            victims = self.victims

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "ask": ask,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if left is not UNSET:
            field_dict["left"] = left
        if offer is not UNSET:
            field_dict["offer"] = offer
        if upkeep is not UNSET:
            field_dict["upkeep"] = upkeep
        if card is not UNSET:
            field_dict["card"] = card
        if options is not UNSET:
            field_dict["options"] = options
        if victims is not UNSET:
            field_dict["victims"] = victims

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = GreenlandViewStepType0Kind(d.pop("kind"))

        seat = d.pop("seat")

        ask = GreenlandDecision(d.pop("ask"))

        _cards = d.pop("cards", UNSET)
        cards: list[GreenlandCard] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = GreenlandCard(cards_item_data)

                cards.append(cards_item)

        left = d.pop("left", UNSET)

        offer = d.pop("offer", UNSET)

        upkeep = d.pop("upkeep", UNSET)

        _card = d.pop("card", UNSET)
        card: GreenlandCard | Unset
        if isinstance(_card, Unset):
            card = UNSET
        else:
            card = GreenlandCard(_card)

        options = cast(list[str], d.pop("options", UNSET))

        victims = cast(list[int], d.pop("victims", UNSET))

        greenland_view_step_type_0 = cls(
            kind=kind,
            seat=seat,
            ask=ask,
            cards=cards,
            left=left,
            offer=offer,
            upkeep=upkeep,
            card=card,
            options=options,
            victims=victims,
        )

        return greenland_view_step_type_0
