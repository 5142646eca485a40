from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.webhook_delivery_kind import WebhookDeliveryKind
from ..models.webhook_delivery_status import WebhookDeliveryStatus

T = TypeVar("T", bound="WebhookAttempt")


@_attrs_define
class WebhookAttempt:
    """
    Attributes:
        id (int):
        delivery (int): The Ravenpost-Delivery header's value.
        kind (WebhookDeliveryKind): * `events` - new events
            * `your_turn` - your turn
            * `game_started` - game started
            * `game_ended` - game ended
            * `invitation` - invitation to a game
        game (int):
        seq (int):
        number (int): 1 for the first attempt at this delivery.
        started_at (datetime.datetime):
        duration_ms (int):
        status_code (int | None): The HTTP status answered; null if none.
        error (str): Why it failed (empty on success).
        succeeded (bool):
        delivery_status (WebhookDeliveryStatus): * `pending` - waiting to be sent
            * `sending` - being sent
            * `delivered` - delivered (a 2xx answer)
            * `failed` - failed after retries
            * `cancelled` - not sent (endpoint disabled or removed, or nothing to show)
    """

    id: int
    delivery: int
    kind: WebhookDeliveryKind
    game: int
    seq: int
    number: int
    started_at: datetime.datetime
    duration_ms: int
    status_code: int | None
    error: str
    succeeded: bool
    delivery_status: WebhookDeliveryStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        delivery = self.delivery

        kind = self.kind.value

        game = self.game

        seq = self.seq

        number = self.number

        started_at = self.started_at.isoformat()

        duration_ms = self.duration_ms

        status_code: int | None
        status_code = self.status_code

        error = self.error

        succeeded = self.succeeded

        delivery_status = self.delivery_status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "delivery": delivery,
                "kind": kind,
                "game": game,
                "seq": seq,
                "number": number,
                "started_at": started_at,
                "duration_ms": duration_ms,
                "status_code": status_code,
                "error": error,
                "succeeded": succeeded,
                "delivery_status": delivery_status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        delivery = d.pop("delivery")

        kind = WebhookDeliveryKind(d.pop("kind"))

        game = d.pop("game")

        seq = d.pop("seq")

        number = d.pop("number")

        started_at = datetime.datetime.fromisoformat(d.pop("started_at"))

        duration_ms = d.pop("duration_ms")

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        error = d.pop("error")

        succeeded = d.pop("succeeded")

        delivery_status = WebhookDeliveryStatus(d.pop("delivery_status"))

        webhook_attempt = cls(
            id=id,
            delivery=delivery,
            kind=kind,
            game=game,
            seq=seq,
            number=number,
            started_at=started_at,
            duration_ms=duration_ms,
            status_code=status_code,
            error=error,
            succeeded=succeeded,
            delivery_status=delivery_status,
        )

        webhook_attempt.additional_properties = d
        return webhook_attempt

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
