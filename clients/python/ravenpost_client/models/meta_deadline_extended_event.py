from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.meta_deadline_extended_event_type import MetaDeadlineExtendedEventType

if TYPE_CHECKING:
    from ..models.meta_deadline_extended_event_data import MetaDeadlineExtendedEventData


T = TypeVar("T", bound="MetaDeadlineExtendedEvent")


@_attrs_define
class MetaDeadlineExtendedEvent:
    """
    Attributes:
        type_ (MetaDeadlineExtendedEventType):
        seat (int | None):
        data (MetaDeadlineExtendedEventData):
    """

    type_: MetaDeadlineExtendedEventType
    seat: int | None
    data: MetaDeadlineExtendedEventData

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
        from ..models.meta_deadline_extended_event_data import MetaDeadlineExtendedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = MetaDeadlineExtendedEventType(d.pop("type"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = MetaDeadlineExtendedEventData.from_dict(d.pop("data"))

        meta_deadline_extended_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return meta_deadline_extended_event
