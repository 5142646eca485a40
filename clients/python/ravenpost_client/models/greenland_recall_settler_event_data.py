from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandRecallSettlerEventData")


@_attrs_define
class GreenlandRecallSettlerEventData:
    """
    Attributes:
        card (str):
        tribe (int | Unset):
        tribes (list[str] | Unset):
        alpha (bool | Unset):
    """

    card: str
    tribe: int | Unset = UNSET
    tribes: list[str] | Unset = UNSET
    alpha: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        tribe = self.tribe

        tribes: list[str] | Unset = UNSET
        if not isinstance(self.tribes, Unset):
            tribes = self.tribes

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
        card = d.pop("card")

        tribe = d.pop("tribe", UNSET)

        tribes = cast(list[str], d.pop("tribes", UNSET))

        alpha = d.pop("alpha", UNSET)

        greenland_recall_settler_event_data = cls(
            card=card,
            tribe=tribe,
            tribes=tribes,
            alpha=alpha,
        )

        return greenland_recall_settler_event_data
