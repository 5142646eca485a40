from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        id (int):
        name (str):
        email (str):
        play_forced_moves (bool): Play my forced moves for me: when I have exactly one legal move and every player can
            see it is the only one, Ravenpost plays it at once, without a turn email (the log says so).
    """

    id: int
    name: str
    email: str
    play_forced_moves: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        email = self.email

        play_forced_moves = self.play_forced_moves

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "email": email,
                "play_forced_moves": play_forced_moves,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        email = d.pop("email")

        play_forced_moves = d.pop("play_forced_moves")

        player = cls(
            id=id,
            name=name,
            email=email,
            play_forced_moves=play_forced_moves,
        )

        player.additional_properties = d
        return player

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
