from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_payment_recruit_event_type import KnarrPaymentRecruitEventType

if TYPE_CHECKING:
    from ..models.knarr_payment_recruit_event_data import KnarrPaymentRecruitEventData


T = TypeVar("T", bound="KnarrPaymentRecruitEvent")


@_attrs_define
class KnarrPaymentRecruitEvent:
    """
    Attributes:
        type_ (KnarrPaymentRecruitEventType):
        seat (int):
        data (KnarrPaymentRecruitEventData):
    """

    type_: KnarrPaymentRecruitEventType
    seat: int
    data: KnarrPaymentRecruitEventData

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
        from ..models.knarr_payment_recruit_event_data import KnarrPaymentRecruitEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = KnarrPaymentRecruitEventType(d.pop("type"))

        seat = d.pop("seat")

        data = KnarrPaymentRecruitEventData.from_dict(d.pop("data"))

        knarr_payment_recruit_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return knarr_payment_recruit_event
