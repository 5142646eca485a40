from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_card import GraenalandCard

T = TypeVar("T", bound="GraenalandViewBuildType0ProjectType0PaidItem")


@_attrs_define
class GraenalandViewBuildType0ProjectType0PaidItem:
    """
    Attributes:
        card (GraenalandCard):
        owner (int):
    """

    card: GraenalandCard
    owner: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        owner = self.owner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = GraenalandCard(d.pop("card"))

        owner = d.pop("owner")

        graenaland_view_build_type_0_project_type_0_paid_item = cls(
            card=card,
            owner=owner,
        )

        return graenaland_view_build_type_0_project_type_0_paid_item
