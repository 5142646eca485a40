from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard

T = TypeVar("T", bound="GraenalandViewBuildType0ProjectType0GivenItem")


@_attrs_define
class GraenalandViewBuildType0ProjectType0GivenItem:
    """
    Attributes:
        card (GraenalandCard):
        to (int):
    """

    card: GraenalandCard
    to: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

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
        card = GraenalandCard(d.pop("card"))

        to = d.pop("to")

        graenaland_view_build_type_0_project_type_0_given_item = cls(
            card=card,
            to=to,
        )

        return graenaland_view_build_type_0_project_type_0_given_item
