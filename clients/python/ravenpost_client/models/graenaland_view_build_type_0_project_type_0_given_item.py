from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandViewBuildType0ProjectType0GivenItem")


@_attrs_define
class GraenalandViewBuildType0ProjectType0GivenItem:
    """
    Attributes:
        card (str):
        to (int):
    """

    card: str
    to: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        to = d.pop("to")

        graenaland_view_build_type_0_project_type_0_given_item = cls(
            card=card,
            to=to,
        )

        return graenaland_view_build_type_0_project_type_0_given_item
