from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_proposal_made_event_type import GraenalandProposalMadeEventType

if TYPE_CHECKING:
    from ..models.graenaland_proposal_made_event_data import GraenalandProposalMadeEventData


T = TypeVar("T", bound="GraenalandProposalMadeEvent")


@_attrs_define
class GraenalandProposalMadeEvent:
    """
    Attributes:
        type_ (GraenalandProposalMadeEventType):
        seat (int):
        data (GraenalandProposalMadeEventData):
    """

    type_: GraenalandProposalMadeEventType
    seat: int
    data: GraenalandProposalMadeEventData

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
        from ..models.graenaland_proposal_made_event_data import GraenalandProposalMadeEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandProposalMadeEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandProposalMadeEventData.from_dict(d.pop("data"))

        graenaland_proposal_made_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_proposal_made_event
