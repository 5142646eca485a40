from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_colour import KnarrColour
from ..models.knarr_gain import KnarrGain

T = TypeVar("T", bound="KnarrViewBoardYellowType0")


@_attrs_define
class KnarrViewBoardYellowType0:
    """
    Attributes:
        id (int):
        colour (KnarrColour):
        gain (KnarrGain):
    """

    id: int
    colour: KnarrColour
    gain: KnarrGain

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        colour = self.colour.value

        gain = self.gain.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "colour": colour,
                "gain": gain,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        colour = KnarrColour(d.pop("colour"))

        gain = KnarrGain(d.pop("gain"))

        knarr_view_board_yellow_type_0 = cls(
            id=id,
            colour=colour,
            gain=gain,
        )

        return knarr_view_board_yellow_type_0
