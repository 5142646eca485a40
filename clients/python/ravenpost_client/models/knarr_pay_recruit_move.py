from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_pay_recruit_move_type import KnarrPayRecruitMoveType

T = TypeVar("T", bound="KnarrPayRecruitMove")


@_attrs_define
class KnarrPayRecruitMove:
    """
    Attributes:
        type_ (KnarrPayRecruitMoveType):
    """

    type_: KnarrPayRecruitMoveType

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = KnarrPayRecruitMoveType(d.pop("type"))

        knarr_pay_recruit_move = cls(
            type_=type_,
        )

        return knarr_pay_recruit_move
