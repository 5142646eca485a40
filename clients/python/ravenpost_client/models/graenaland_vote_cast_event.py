from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_vote_cast_event_type import GraenalandVoteCastEventType

if TYPE_CHECKING:
    from ..models.graenaland_vote_cast_event_data import GraenalandVoteCastEventData


T = TypeVar("T", bound="GraenalandVoteCastEvent")


@_attrs_define
class GraenalandVoteCastEvent:
    """
    Attributes:
        type_ (GraenalandVoteCastEventType):
        seat (int):
        data (GraenalandVoteCastEventData):
    """

    type_: GraenalandVoteCastEventType
    seat: int
    data: GraenalandVoteCastEventData

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
        from ..models.graenaland_vote_cast_event_data import GraenalandVoteCastEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GraenalandVoteCastEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GraenalandVoteCastEventData.from_dict(d.pop("data"))

        graenaland_vote_cast_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return graenaland_vote_cast_event
