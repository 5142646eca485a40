from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandVpCardRevealedEventData")


@_attrs_define
class GraenalandVpCardRevealedEventData:
    """
    Attributes:
        card (str):
        vp (int):
    """

    card: str
    vp: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "vp": vp,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        vp = d.pop("vp")

        graenaland_vp_card_revealed_event_data = cls(
            card=card,
            vp=vp,
        )

        return graenaland_vp_card_revealed_event_data
