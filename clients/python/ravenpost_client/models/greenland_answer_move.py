from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_answer_move_type import GreenlandAnswerMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandAnswerMove")


@_attrs_define
class GreenlandAnswerMove:
    """
    Attributes:
        type_ (GreenlandAnswerMoveType):
        offer (int):
        accept (bool):
        groom (str | Unset):
    """

    type_: GreenlandAnswerMoveType
    offer: int
    accept: bool
    groom: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        offer = self.offer

        accept = self.accept

        groom = self.groom

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "offer": offer,
                "accept": accept,
            }
        )
        if groom is not UNSET:
            field_dict["groom"] = groom

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandAnswerMoveType(d.pop("type"))

        offer = d.pop("offer")

        accept = d.pop("accept")

        groom = d.pop("groom", UNSET)

        greenland_answer_move = cls(
            type_=type_,
            offer=offer,
            accept=accept,
            groom=groom,
        )

        return greenland_answer_move
