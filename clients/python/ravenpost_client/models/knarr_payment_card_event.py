from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_payment_card_event_type import KnarrPaymentCardEventType

if TYPE_CHECKING:
    from ..models.knarr_payment_card_event_data import KnarrPaymentCardEventData


T = TypeVar("T", bound="KnarrPaymentCardEvent")


@_attrs_define
class KnarrPaymentCardEvent:
    """
    Attributes:
        type_ (KnarrPaymentCardEventType):
        seat (int):
        data (KnarrPaymentCardEventData):
    """

    type_: KnarrPaymentCardEventType
    seat: int
    data: KnarrPaymentCardEventData

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
        from ..models.knarr_payment_card_event_data import KnarrPaymentCardEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrPaymentCardEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrPaymentCardEventData.from_dict(d.pop("data"))

        knarr_payment_card_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_payment_card_event
