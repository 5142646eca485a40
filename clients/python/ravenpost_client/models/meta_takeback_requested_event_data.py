from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaTakebackRequestedEventData")


@_attrs_define
class MetaTakebackRequestedEventData:
    """
    Attributes:
        batch (int):
        last (int):
        instant (bool):
    """

    batch: int
    last: int
    instant: bool

    def to_dict(self) -> dict[str, Any]:
        batch = self.batch

        last = self.last

        instant = self.instant

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "batch": batch,
                "last": last,
                "instant": instant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        batch = d.pop("batch")

        last = d.pop("last")

        instant = d.pop("instant")

        meta_takeback_requested_event_data = cls(
            batch=batch,
            last=last,
            instant=instant,
        )

        return meta_takeback_requested_event_data
