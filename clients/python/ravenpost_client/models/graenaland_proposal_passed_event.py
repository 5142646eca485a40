from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_proposal_passed_event_type import GraenalandProposalPassedEventType

if TYPE_CHECKING:
    from ..models.graenaland_proposal_passed_event_data import GraenalandProposalPassedEventData


T = TypeVar("T", bound="GraenalandProposalPassedEvent")


@_attrs_define
class GraenalandProposalPassedEvent:
    """
    Attributes:
        type_ (GraenalandProposalPassedEventType):
        seat (int):
        data (GraenalandProposalPassedEventData):
    """

    type_: GraenalandProposalPassedEventType
    seat: int
    data: GraenalandProposalPassedEventData

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
        from ..models.graenaland_proposal_passed_event_data import GraenalandProposalPassedEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandProposalPassedEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandProposalPassedEventData.from_dict(d.pop("data"))

        graenaland_proposal_passed_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_proposal_passed_event
