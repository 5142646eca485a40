from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.stream_event_event import StreamEventEvent
from ..types import UNSET, Unset

T = TypeVar("T", bound="StreamEvent")


@_attrs_define
class StreamEvent:
    """One Server-Sent Event of GET /api/stream/.

    Attributes:
        event (StreamEventEvent | Unset): What the message says (see the operation's description); its `data` is the
            JSON text of `Stream{Event}Data` (`StreamYourTurnData` for `your_turn`), `InvitationMessage` for `invitation`,
            `Problem` for `rate_limited`.
        data (str | Unset): A JSON object, by `event`.
        id (str | Unset): Send it back as Last-Event-ID to resume after this message.
        retry (int | Unset): Milliseconds to wait before reconnecting.
    """

    event: StreamEventEvent | Unset = UNSET
    data: str | Unset = UNSET
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        event: str | Unset = UNSET
        if not isinstance(self.event, Unset):
            event = self.event.value

        data = self.data

        id = self.id

        retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if event is not UNSET:
            field_dict["event"] = event
        if data is not UNSET:
            field_dict["data"] = data
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _event = d.pop("event", UNSET)
        event: StreamEventEvent | Unset
        if isinstance(_event, Unset):
            event = UNSET
        else:
            event = StreamEventEvent(_event)

        data = d.pop("data", UNSET)

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        stream_event = cls(
            event=event,
            data=data,
            id=id,
            retry=retry,
        )

        stream_event.additional_properties = d
        return stream_event

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
