from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaTakebackDeclinedEventData")


@_attrs_define
class MetaTakebackDeclinedEventData:
    """
    Attributes:
        batch (int):
    """

    batch: int

    def to_dict(self) -> dict[str, Any]:
        batch = self.batch

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "batch": batch,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        batch = d.pop("batch")

        meta_takeback_declined_event_data = cls(
            batch=batch,
        )

        return meta_takeback_declined_event_data
