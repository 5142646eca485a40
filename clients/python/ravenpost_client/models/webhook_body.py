from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_body_type import WebhookBodyType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.event import Event
    from ..models.invitation_message import InvitationMessage
    from ..models.webhook_game import WebhookGame


T = TypeVar("T", bound="WebhookBody")


@_attrs_define
class WebhookBody:
    """The JSON body of a webhook delivery (docs/webhooks.md), by `type` (the `Ravenpost-Event` header): `events` carries
    `events`, `invitation` carries `invitation`.

        Attributes:
            id (int): The delivery's id (`Ravenpost-Delivery`).
            type_ (WebhookBodyType):
            created_at (datetime.datetime):
            game (WebhookGame): The game, at the seq of the delivery (0 for an invitation: the game waits).
            seat (int): Your seat (an invitation: the seat offered).
            events (list[Event] | Unset): `events` only.
            invitation (InvitationMessage | Unset): An invitation addressed to you (to your player id, or to your email
                address): the stream's `invitation` message and the `invitation` of an `invitation` webhook. Accept it with a
                `POST` to `accept_url` (`accept_invitation`), or decline it (`decline_invitation`).
    """

    id: int
    type_: WebhookBodyType
    created_at: datetime.datetime
    game: WebhookGame
    seat: int
    events: list[Event] | Unset = UNSET
    invitation: InvitationMessage | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_.value

        created_at = self.created_at.isoformat()

        game = self.game.to_dict()

        seat = self.seat

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.to_dict()
                events.append(events_item)

        invitation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.invitation, Unset):
            invitation = self.invitation.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
                "created_at": created_at,
                "game": game,
                "seat": seat,
            }
        )
        if events is not UNSET:
            field_dict["events"] = events
        if invitation is not UNSET:
            field_dict["invitation"] = invitation

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event import Event  # noqa: PLC0415
        from ..models.invitation_message import InvitationMessage  # noqa: PLC0415
        from ..models.webhook_game import WebhookGame  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        type_ = WebhookBodyType(d.pop("type"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        game = WebhookGame.from_dict(d.pop("game"))

        seat = d.pop("seat")

        _events = d.pop("events", UNSET)
        events: list[Event] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = Event.from_dict(events_item_data)

                events.append(events_item)

        _invitation = d.pop("invitation", UNSET)
        invitation: InvitationMessage | Unset
        if isinstance(_invitation, Unset):
            invitation = UNSET
        else:
            invitation = InvitationMessage.from_dict(_invitation)

        webhook_body = cls(
            id=id,
            type_=type_,
            created_at=created_at,
            game=game,
            seat=seat,
            events=events,
            invitation=invitation,
        )

        webhook_body.additional_properties = d
        return webhook_body

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
