from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_pay_move_type import KnarrPayMoveType

T = TypeVar("T", bound="KnarrPayMove")


@_attrs_define
class KnarrPayMove:
    """
    Attributes:
        type_ (KnarrPayMoveType):
        card (int):
    """

    type_: KnarrPayMoveType
    card: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = KnarrPayMoveType(d.pop("type"))

        card = d.pop("card")

        knarr_pay_move = cls(
            type_=type_,
            card=card,
        )

        return knarr_pay_move
