from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="InvitationMessage")


@_attrs_define
class InvitationMessage:
    """An invitation addressed to you (to your player id, or to your email address): the stream's `invitation` message and
    the `invitation` of an `invitation` webhook. Accept it with a `POST` to `accept_url` (`accept_invitation`), or
    decline it (`decline_invitation`).

        Attributes:
            id (int): The invitation's id (`list_invitations`).
            game (int): The game's id.
            ruleset (str): The game's rule set.
            seat (int): The seat offered, as listed when the game was created.
            invited_by (None | str): The name of the player who invited you.
            expires_at (datetime.datetime):
            accept_url (str): The API's URL that accepts it (`POST`, with your token).
    """

    id: int
    game: int
    ruleset: str
    seat: int
    invited_by: None | str
    expires_at: datetime.datetime
    accept_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game

        ruleset = self.ruleset

        seat = self.seat

        invited_by: None | str
        invited_by = self.invited_by

        expires_at = self.expires_at.isoformat()

        accept_url = self.accept_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "game": game,
                "ruleset": ruleset,
                "seat": seat,
                "invited_by": invited_by,
                "expires_at": expires_at,
                "accept_url": accept_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        ruleset = d.pop("ruleset")

        seat = d.pop("seat")

        def _parse_invited_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        invited_by = _parse_invited_by(d.pop("invited_by"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        accept_url = d.pop("accept_url")

        invitation_message = cls(
            id=id,
            game=game,
            ruleset=ruleset,
            seat=seat,
            invited_by=invited_by,
            expires_at=expires_at,
            accept_url=accept_url,
        )

        invitation_message.additional_properties = d
        return invitation_message

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
