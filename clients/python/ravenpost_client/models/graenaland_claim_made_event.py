from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_claim_made_event_type import GraenalandClaimMadeEventType

if TYPE_CHECKING:
    from ..models.graenaland_claim_made_event_data import GraenalandClaimMadeEventData


T = TypeVar("T", bound="GraenalandClaimMadeEvent")


@_attrs_define
class GraenalandClaimMadeEvent:
    """
    Attributes:
        type_ (GraenalandClaimMadeEventType):
        seat (int):
        data (GraenalandClaimMadeEventData):
    """

    type_: GraenalandClaimMadeEventType
    seat: int
    data: GraenalandClaimMadeEventData

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
        from ..models.graenaland_claim_made_event_data import GraenalandClaimMadeEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandClaimMadeEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandClaimMadeEventData.from_dict(d.pop("data"))

        graenaland_claim_made_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_claim_made_event
