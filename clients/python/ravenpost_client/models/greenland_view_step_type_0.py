from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_view_step_type_0_kind import GreenlandViewStepType0Kind
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewStepType0")


@_attrs_define
class GreenlandViewStepType0:
    """
    Attributes:
        kind (GreenlandViewStepType0Kind):
        seat (int):
        ask (str):
        cards (list[str] | Unset):
        left (int | Unset):
        offer (int | Unset):
        upkeep (bool | Unset):
        card (str | Unset):
        options (list[str] | Unset):
        victims (list[int] | Unset):
    """

    kind: GreenlandViewStepType0Kind
    seat: int
    ask: str
    cards: list[str] | Unset = UNSET
    left: int | Unset = UNSET
    offer: int | Unset = UNSET
    upkeep: bool | Unset = UNSET
    card: str | Unset = UNSET
    options: list[str] | Unset = UNSET
    victims: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        ask = self.ask

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        left = self.left

        offer = self.offer

        upkeep = self.upkeep

        card = self.card

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

        ask = d.pop("ask")

        cards = cast(list[str], d.pop("cards", UNSET))

        left = d.pop("left", UNSET)

        offer = d.pop("offer", UNSET)

        upkeep = d.pop("upkeep", UNSET)

        card = d.pop("card", UNSET)

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
