from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_proposal_withdrawn_event_type import GraenalandProposalWithdrawnEventType

if TYPE_CHECKING:
    from ..models.graenaland_proposal_withdrawn_event_data import GraenalandProposalWithdrawnEventData


T = TypeVar("T", bound="GraenalandProposalWithdrawnEvent")


@_attrs_define
class GraenalandProposalWithdrawnEvent:
    """
    Attributes:
        type_ (GraenalandProposalWithdrawnEventType):
        seat (int):
        data (GraenalandProposalWithdrawnEventData):
    """

    type_: GraenalandProposalWithdrawnEventType
    seat: int
    data: GraenalandProposalWithdrawnEventData

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
        from ..models.graenaland_proposal_withdrawn_event_data import GraenalandProposalWithdrawnEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandProposalWithdrawnEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandProposalWithdrawnEventData.from_dict(d.pop("data"))

        graenaland_proposal_withdrawn_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_proposal_withdrawn_event
