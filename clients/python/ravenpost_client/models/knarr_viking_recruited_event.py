from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_viking_recruited_event_type import KnarrVikingRecruitedEventType

if TYPE_CHECKING:
    from ..models.knarr_viking_recruited_event_data import KnarrVikingRecruitedEventData


T = TypeVar("T", bound="KnarrVikingRecruitedEvent")


@_attrs_define
class KnarrVikingRecruitedEvent:
    """
    Attributes:
        type_ (KnarrVikingRecruitedEventType):
        seat (int):
        data (KnarrVikingRecruitedEventData):
    """

    type_: KnarrVikingRecruitedEventType
    seat: int
    data: KnarrVikingRecruitedEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_viking_recruited_event_data import KnarrVikingRecruitedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrVikingRecruitedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrVikingRecruitedEventData.from_dict(d.pop("data"))

        knarr_viking_recruited_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_viking_recruited_event
