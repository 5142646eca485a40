from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_discard_viking_move_type import KnarrDiscardVikingMoveType

T = TypeVar("T", bound="KnarrDiscardVikingMove")


@_attrs_define
class KnarrDiscardVikingMove:
    """
    Attributes:
        type_ (KnarrDiscardVikingMoveType):
        card (int):
    """

    type_: KnarrDiscardVikingMoveType
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
        type_ = KnarrDiscardVikingMoveType(d.pop("type"))

        card = d.pop("card")

        knarr_discard_viking_move = cls(
            type_=type_,
            card=card,
        )

        return knarr_discard_viking_move
