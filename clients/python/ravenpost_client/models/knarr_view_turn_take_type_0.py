from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_colour import KnarrColour

T = TypeVar("T", bound="KnarrViewTurnTakeType0")


@_attrs_define
class KnarrViewTurnTakeType0:
    """
    Attributes:
        colour (KnarrColour):
        free_any (bool):
    """

    colour: KnarrColour
    free_any: bool

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        free_any = self.free_any

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "free_any": free_any,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = KnarrColour(d.pop("colour"))

        free_any = d.pop("free_any")

        knarr_view_turn_take_type_0 = cls(
            colour=colour,
            free_any=free_any,
        )

        return knarr_view_turn_take_type_0
