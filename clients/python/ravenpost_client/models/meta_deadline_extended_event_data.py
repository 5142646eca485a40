from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaDeadlineExtendedEventData")


@_attrs_define
class MetaDeadlineExtendedEventData:
    """
    Attributes:
        from_ (datetime.datetime):
        to (datetime.datetime):
        reason (str):
    """

    from_: datetime.datetime
    to: datetime.datetime
    reason: str

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = datetime.datetime.fromisoformat(d.pop("from"))

        to = datetime.datetime.fromisoformat(d.pop("to"))

        reason = d.pop("reason")

        meta_deadline_extended_event_data = cls(
            from_=from_,
            to=to,
            reason=reason,
        )

        return meta_deadline_extended_event_data
