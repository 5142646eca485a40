from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaAbortedEventData")


@_attrs_define
class MetaAbortedEventData:
    """
    Attributes:
        reason (str):
        by_admin (bool):
    """

    reason: str
    by_admin: bool

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason

        by_admin = self.by_admin

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "by_admin": by_admin,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = d.pop("reason")

        by_admin = d.pop("by_admin")

        meta_aborted_event_data = cls(
            reason=reason,
            by_admin=by_admin,
        )

        return meta_aborted_event_data
