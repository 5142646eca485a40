from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_offer_skipped_event_type import KnarrOfferSkippedEventType

if TYPE_CHECKING:
    from ..models.knarr_offer_skipped_event_data import KnarrOfferSkippedEventData


T = TypeVar("T", bound="KnarrOfferSkippedEvent")


@_attrs_define
class KnarrOfferSkippedEvent:
    """
    Attributes:
        type_ (KnarrOfferSkippedEventType):
        seat (int):
        data (KnarrOfferSkippedEventData):
    """

    type_: KnarrOfferSkippedEventType
    seat: int
    data: KnarrOfferSkippedEventData

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
        from ..models.knarr_offer_skipped_event_data import KnarrOfferSkippedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrOfferSkippedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrOfferSkippedEventData.from_dict(d.pop("data"))

        knarr_offer_skipped_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_offer_skipped_event
