from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_trade_move_type import KnarrTradeMoveType

T = TypeVar("T", bound="KnarrTradeMove")


@_attrs_define
class KnarrTradeMove:
    """
    Attributes:
        type_ (KnarrTradeMoveType):
        bracelets (int):
    """

    type_: KnarrTradeMoveType
    bracelets: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        bracelets = self.bracelets

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "bracelets": bracelets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = KnarrTradeMoveType(d.pop("type"))

        bracelets = d.pop("bracelets")

        knarr_trade_move = cls(
            type_=type_,
            bracelets=bracelets,
        )

        return knarr_trade_move
