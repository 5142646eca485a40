from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandRecallSettlerEventData")


@_attrs_define
class GreenlandRecallSettlerEventData:
    """
    Attributes:
        card (GreenlandCard):
        tribe (int | Unset):
        tribes (list[GreenlandTribe] | Unset):
        alpha (bool | Unset):
    """

    card: GreenlandCard
    tribe: int | Unset = UNSET
    tribes: list[GreenlandTribe] | Unset = UNSET
    alpha: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        tribe = self.tribe

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = []
            for tribes_item_data in self.tribes:
                tribes_item = tribes_item_data.value
                tribes.append(tribes_item)

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )
        if tribe is not UNSET:
            field_dict["tribe"] = tribe
        if tribes is not UNSET:
            field_dict["tribes"] = tribes
        if alpha is not UNSET:
            field_dict["alpha"] = alpha

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = GreenlandCard(d.pop("card"))

        tribe = d.pop("tribe", UNSET)

        _tribes = d.pop("tribes", UNSET)
        tribes: list[GreenlandTribe] | Unset = UNSET
        if _tribes is not UNSET:
            tribes = []
            for tribes_item_data in _tribes:
                tribes_item = GreenlandTribe(tribes_item_data)

                tribes.append(tribes_item)

        alpha = d.pop("alpha", UNSET)

        greenland_recall_settler_event_data = cls(
            card=card,
            tribe=tribe,
            tribes=tribes,
            alpha=alpha,
        )

        return greenland_recall_settler_event_data
