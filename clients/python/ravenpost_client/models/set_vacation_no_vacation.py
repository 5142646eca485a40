from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SetVacationNoVacation")


@_attrs_define
class SetVacationNoVacation:
    """
    Attributes:
        starts_at (None):  Default: None.
        ends_at (None):  Default: None.
    """

    starts_at: None = None
    ends_at: None = None

    def to_dict(self) -> dict[str, Any]:
        starts_at = self.starts_at

        ends_at = self.ends_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "starts_at": starts_at,
                "ends_at": ends_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        starts_at = d.pop("starts_at")

        ends_at = d.pop("ends_at")

        set_vacation_no_vacation = cls(
            starts_at=starts_at,
            ends_at=ends_at,
        )

        return set_vacation_no_vacation
