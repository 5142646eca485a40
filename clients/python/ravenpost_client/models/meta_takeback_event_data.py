from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaTakebackEventData")


@_attrs_define
class MetaTakebackEventData:
    """
    Attributes:
        batch (int):
        last (int):
    """

    batch: int
    last: int

    def to_dict(self) -> dict[str, Any]:
        batch = self.batch

        last = self.last

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "batch": batch,
                "last": last,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        batch = d.pop("batch")

        last = d.pop("last")

        meta_takeback_event_data = cls(
            batch=batch,
            last=last,
        )

        return meta_takeback_event_data
