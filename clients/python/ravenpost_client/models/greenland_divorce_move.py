from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_daughter import GreenlandDaughter
from ..models.greenland_divorce_move_type import GreenlandDivorceMoveType

T = TypeVar("T", bound="GreenlandDivorceMove")


@_attrs_define
class GreenlandDivorceMove:
    """
    Attributes:
        type_ (GreenlandDivorceMoveType):
        daughter (GreenlandDaughter):
    """

    type_: GreenlandDivorceMoveType
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
        type_ = GreenlandDivorceMoveType(d.pop("type"))

        daughter = GreenlandDaughter(d.pop("daughter"))

        greenland_divorce_move = cls(
            type_=type_,
            daughter=daughter,
        )

        return greenland_divorce_move
