from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_colour import KnarrColour
from ..models.knarr_viking_drawn_event_data_target_to import KnarrVikingDrawnEventDataTargetTo
from ..types import UNSET, Unset

T = TypeVar("T", bound="KnarrVikingDrawnEventDataTarget")


@_attrs_define
class KnarrVikingDrawnEventDataTarget:
    """
    Attributes:
        to (KnarrVikingDrawnEventDataTargetTo):
        slot (KnarrColour | Unset):
        seat (int | Unset):
    """

    to: KnarrVikingDrawnEventDataTargetTo
    slot: KnarrColour | Unset = UNSET
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        to = self.to.value

        slot: str | Unset = UNSET
        if not isinstance(self.slot, Unset):
            slot = self.slot.value

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
            }
        )
        if slot is not UNSET:
            field_dict["slot"] = slot
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = KnarrVikingDrawnEventDataTargetTo(d.pop("to"))

        _slot = d.pop("slot", UNSET)
        slot: KnarrColour | Unset
        if isinstance(_slot, Unset):
            slot = UNSET
        else:
            slot = KnarrColour(_slot)

        seat = d.pop("seat", UNSET)

        knarr_viking_drawn_event_data_target = cls(
            to=to,
            slot=slot,
            seat=seat,
        )

        return knarr_viking_drawn_event_data_target
