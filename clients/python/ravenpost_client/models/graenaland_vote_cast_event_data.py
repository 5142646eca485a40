from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GraenalandVoteCastEventData")


@_attrs_define
class GraenalandVoteCastEventData:
    """
    Attributes:
        accept (bool | Unset):
    """

    accept: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if accept is not UNSET:
            field_dict["accept"] = accept

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accept = d.pop("accept", UNSET)

        graenaland_vote_cast_event_data = cls(
            accept=accept,
        )

        return graenaland_vote_cast_event_data
