from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChatMessage")


@_attrs_define
class ChatMessage:
    """
    Attributes:
        id (int): Increases with each message: pass the last one you saw as ?after=.
        seat (int): The author's seat.
        player (int): The author's player id.
        name (str): The author's name.
        body (str):
        at (datetime.datetime):
    """

    id: int
    seat: int
    player: int
    name: str
    body: str
    at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat = self.seat

        player = self.player

        name = self.name

        body = self.body

        at = self.at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "seat": seat,
                "player": player,
                "name": name,
                "body": body,
                "at": at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        seat = d.pop("seat")

        player = d.pop("player")

        name = d.pop("name")

        body = d.pop("body")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        chat_message = cls(
            id=id,
            seat=seat,
            player=player,
            name=name,
            body=body,
            at=at,
        )

        chat_message.additional_properties = d
        return chat_message

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
