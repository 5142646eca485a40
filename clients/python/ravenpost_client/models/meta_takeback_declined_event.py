from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.meta_takeback_declined_event_type import MetaTakebackDeclinedEventType

if TYPE_CHECKING:
    from ..models.meta_takeback_declined_event_data import MetaTakebackDeclinedEventData


T = TypeVar("T", bound="MetaTakebackDeclinedEvent")


@_attrs_define
class MetaTakebackDeclinedEvent:
    """
    Attributes:
        type_ (MetaTakebackDeclinedEventType):
        seat (int | None):
        data (MetaTakebackDeclinedEventData):
    """

    type_: MetaTakebackDeclinedEventType
    seat: int | None
    data: MetaTakebackDeclinedEventData

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
        from ..models.meta_takeback_declined_event_data import MetaTakebackDeclinedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = MetaTakebackDeclinedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = MetaTakebackDeclinedEventData.from_dict(d.pop("data"))

        meta_takeback_declined_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return meta_takeback_declined_event
