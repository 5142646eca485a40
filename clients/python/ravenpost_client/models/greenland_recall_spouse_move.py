from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_daughter import GreenlandDaughter
from ..models.greenland_recall_spouse_move_type import GreenlandRecallSpouseMoveType

T = TypeVar("T", bound="GreenlandRecallSpouseMove")


@_attrs_define
class GreenlandRecallSpouseMove:
    """
    Attributes:
        type_ (GreenlandRecallSpouseMoveType):
        daughter (GreenlandDaughter):
    """

    type_: GreenlandRecallSpouseMoveType
    daughter: GreenlandDaughter

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        daughter = self.daughter.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "daughter": daughter,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandRecallSpouseMoveType(d.pop("type"))

        daughter = GreenlandDaughter(d.pop("daughter"))

        greenland_recall_spouse_move = cls(
            type_=type_,
            daughter=daughter,
        )

        return greenland_recall_spouse_move
