from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_colour import KnarrColour

if TYPE_CHECKING:
    from ..models.knarr_viking_recruited_event_data_gains import KnarrVikingRecruitedEventDataGains


T = TypeVar("T", bound="KnarrVikingRecruitedEventData")


@_attrs_define
class KnarrVikingRecruitedEventData:
    """
    Attributes:
        card (int):
        colour (KnarrColour):
        gains (KnarrVikingRecruitedEventDataGains):
        free_any (bool):
    """

    card: int
    colour: KnarrColour
    gains: KnarrVikingRecruitedEventDataGains
    free_any: bool

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        colour = self.colour.value

        gains = self.gains.to_dict()

        free_any = self.free_any

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "colour": colour,
                "gains": gains,
                "free_any": free_any,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_viking_recruited_event_data_gains import KnarrVikingRecruitedEventDataGains  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        colour = KnarrColour(d.pop("colour"))

        gains = KnarrVikingRecruitedEventDataGains.from_dict(d.pop("gains"))

        free_any = d.pop("free_any")

        knarr_viking_recruited_event_data = cls(
            card=card,
            colour=colour,
            gains=gains,
            free_any=free_any,
        )

        return knarr_viking_recruited_event_data
