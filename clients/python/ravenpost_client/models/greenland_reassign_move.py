from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_reassign_move_type import GreenlandReassignMoveType

T = TypeVar("T", bound="GreenlandReassignMove")


@_attrs_define
class GreenlandReassignMove:
    """
    Attributes:
        type_ (GreenlandReassignMoveType):
        from_ (str):
        to (str):
        alpha (bool):
    """

    type_: GreenlandReassignMoveType
    from_: str
    to: str
    alpha: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        from_ = self.from_

        to = self.to

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "from": from_,
                "to": to,
                "alpha": alpha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandReassignMoveType(d.pop("type"))

        from_ = d.pop("from")

        to = d.pop("to")

        alpha = d.pop("alpha")

        greenland_reassign_move = cls(
            type_=type_,
            from_=from_,
            to=to,
            alpha=alpha,
        )

        return greenland_reassign_move
