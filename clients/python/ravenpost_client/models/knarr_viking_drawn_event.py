from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.knarr_viking_drawn_event_type import KnarrVikingDrawnEventType

if TYPE_CHECKING:
    from ..models.knarr_viking_drawn_event_data import KnarrVikingDrawnEventData


T = TypeVar("T", bound="KnarrVikingDrawnEvent")


@_attrs_define
class KnarrVikingDrawnEvent:
    """
    Attributes:
        type_ (KnarrVikingDrawnEventType):
        seat (int | None):
        data (KnarrVikingDrawnEventData):
    """

    type_: KnarrVikingDrawnEventType
    seat: int | None
    data: KnarrVikingDrawnEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat: int | None
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
        from ..models.knarr_viking_drawn_event_data import KnarrVikingDrawnEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrVikingDrawnEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = KnarrVikingDrawnEventData.from_dict(d.pop("data"))

        knarr_viking_drawn_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_viking_drawn_event
