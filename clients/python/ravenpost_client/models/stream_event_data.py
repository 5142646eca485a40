from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.event_data import EventData


T = TypeVar("T", bound="StreamEventData")


@_attrs_define
class StreamEventData:
    """`event`: a new event of one of your games, as your seat may see it (an `Event` with `game`).

    Attributes:
        game (int): The game's id.
        seq (int):
        type_ (str):
        seat (int | None):
        data (EventData): What an event of a game's log says happened. Its shape is given by the game and the event's
            `type`: `{Game}{Type}EventData` (`GreenlandBidEventData` for a Greenland `bid`, the `data` of
            `GreenlandBidEvent`), or `Meta{Type}EventData` for a `meta:` type, written by the server (`MetaTimeoutEventData`
            for `meta:timeout`). It is left an open object here on purpose: the same `type` names events of several games
            and a log item does not say its game, so no schema could tell a client which class to parse it into.
        at (datetime.datetime):
    """

    game: int
    seq: int
    type_: str
    seat: int | None
    data: EventData
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        seq = self.seq

        type_ = self.type_

        seat: int | None
        seat = self.seat

        data = self.data.to_dict()

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "seq": seq,
                "type": type_,
                "seat": seat,
                "data": data,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_data import EventData  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        seq = d.pop("seq")

        type_ = d.pop("type")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = EventData.from_dict(d.pop("data"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        stream_event_data = cls(
            game=game,
            seq=seq,
            type_=type_,
            seat=seat,
            data=data,
            at=at,
        )

        stream_event_data.additional_properties = d
        return stream_event_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
