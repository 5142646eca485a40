from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_claim_failed_event_type import GraenalandClaimFailedEventType

if TYPE_CHECKING:
    from ..models.graenaland_claim_failed_event_data import GraenalandClaimFailedEventData


T = TypeVar("T", bound="GraenalandClaimFailedEvent")


@_attrs_define
class GraenalandClaimFailedEvent:
    """
    Attributes:
        type_ (GraenalandClaimFailedEventType):
        seat (int):
        data (GraenalandClaimFailedEventData):
    """

    type_: GraenalandClaimFailedEventType
    seat: int
    data: GraenalandClaimFailedEventData

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
        from ..models.graenaland_claim_failed_event_data import GraenalandClaimFailedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandClaimFailedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandClaimFailedEventData.from_dict(d.pop("data"))

        graenaland_claim_failed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_claim_failed_event
