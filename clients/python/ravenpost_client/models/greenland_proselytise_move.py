from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_proselytise_move_type import GreenlandProselytiseMoveType

T = TypeVar("T", bound="GreenlandProselytiseMove")


@_attrs_define
class GreenlandProselytiseMove:
    """
    Attributes:
        type_ (GreenlandProselytiseMoveType):
        target (int):
    """

    type_: GreenlandProselytiseMoveType
    target: int

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandProselytiseMoveType(d.pop("type"))

        target = d.pop("target")

        greenland_proselytise_move = cls(
            type_=type_,
            target=target,
        )

        return greenland_proselytise_move
