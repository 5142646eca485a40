from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_daughter import GreenlandDaughter
from ..models.greenland_marry_move_type import GreenlandMarryMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandMarryMove")


@_attrs_define
class GreenlandMarryMove:
    """
    Attributes:
        type_ (GreenlandMarryMoveType):
        daughter (GreenlandDaughter):
        alpha (bool | Unset):
    """

    type_: GreenlandMarryMoveType
    daughter: GreenlandDaughter
    alpha: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        daughter = self.daughter.value

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "daughter": daughter,
            }
        )
        if alpha is not UNSET:
            field_dict["alpha"] = alpha

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandMarryMoveType(d.pop("type"))

        daughter = GreenlandDaughter(d.pop("daughter"))

        alpha = d.pop("alpha", UNSET)

        greenland_marry_move = cls(
            type_=type_,
            daughter=daughter,
            alpha=alpha,
        )

        return greenland_marry_move
