from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MetaTakebackAcceptedEventData")


@_attrs_define
class MetaTakebackAcceptedEventData:
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

        meta_takeback_accepted_event_data = cls(
            batch=batch,
        )

        return meta_takeback_accepted_event_data
