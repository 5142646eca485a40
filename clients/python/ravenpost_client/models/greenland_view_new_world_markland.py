from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_new_world_side import GreenlandNewWorldSide

T = TypeVar("T", bound="GreenlandViewNewWorldMarkland")


@_attrs_define
class GreenlandViewNewWorldMarkland:
    """
    Attributes:
        side (GreenlandNewWorldSide):
        settlers (list[int]):
    """

    side: GreenlandNewWorldSide
    settlers: list[int]

    def to_dict(self) -> dict[str, Any]:
        side = self.side.value

        settlers = self.settlers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "side": side,
                "settlers": settlers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        side = GreenlandNewWorldSide(d.pop("side"))

        settlers = cast(list[int], d.pop("settlers"))

        greenland_view_new_world_markland = cls(
            side=side,
            settlers=settlers,
        )

        return greenland_view_new_world_markland
