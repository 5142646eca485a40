from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaTimeoutEventData")


@_attrs_define
class MetaTimeoutEventData:
    """
    Attributes:
        deadline (datetime.datetime):
    """

    deadline: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        deadline = self.deadline.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deadline": deadline,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deadline = datetime.datetime.fromisoformat(d.pop("deadline"))

        meta_timeout_event_data = cls(
            deadline=deadline,
        )

        return meta_timeout_event_data
