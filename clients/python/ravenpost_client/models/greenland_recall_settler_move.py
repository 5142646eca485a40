from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard
from ..models.greenland_recall_settler_move_type import GreenlandRecallSettlerMoveType
from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandRecallSettlerMove")


@_attrs_define
class GreenlandRecallSettlerMove:
    """
    Attributes:
        type_ (GreenlandRecallSettlerMoveType):
        card (GreenlandCard):
        alpha (bool | Unset):
    """

    type_: GreenlandRecallSettlerMoveType
    card: GreenlandCard
    alpha: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        card = self.card.value

        alpha = self.alpha

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "card": card,
            }
        )
        if alpha is not UNSET:
            field_dict["alpha"] = alpha

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandRecallSettlerMoveType(d.pop("type"))

        card = GreenlandCard(d.pop("card"))

        alpha = d.pop("alpha", UNSET)

        greenland_recall_settler_move = cls(
            type_=type_,
            card=card,
            alpha=alpha,
        )

        return greenland_recall_settler_move
