from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_recruit_move_type import KnarrRecruitMoveType

T = TypeVar("T", bound="KnarrRecruitMove")


@_attrs_define
class KnarrRecruitMove:
    """
    Attributes:
        type_ (KnarrRecruitMoveType):
        card (int):
    """

    type_: KnarrRecruitMoveType
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
        type_ = KnarrRecruitMoveType(d.pop("type"))

        card = d.pop("card")

        knarr_recruit_move = cls(
            type_=type_,
            card=card,
        )

        return knarr_recruit_move
