from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaNotificationResentEventData")


@_attrs_define
class MetaNotificationResentEventData:
    """
    Attributes:
        kind (str):
        notification (int):
    """

    kind: str
    notification: int

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        notification = self.notification

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "notification": notification,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        notification = d.pop("notification")

        meta_notification_resent_event_data = cls(
            kind=kind,
            notification=notification,
        )

        return meta_notification_resent_event_data
