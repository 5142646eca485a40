from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_daughter import GreenlandDaughter

T = TypeVar("T", bound="GreenlandViewBattleType0LossesAdditionalProperty")


@_attrs_define
class GreenlandViewBattleType0LossesAdditionalProperty:
    """
    Attributes:
        small (int):
        alpha (bool):
        spouse (GreenlandDaughter | None):
        asked (bool):
    """

    small: int
    alpha: bool
    spouse: GreenlandDaughter | None
    asked: bool

    def to_dict(self) -> dict[str, Any]:
        small = self.small

        alpha = self.alpha

        spouse: None | str
        if isinstance(self.spouse, GreenlandDaughter):
            spouse = self.spouse.value
        else:
            spouse = self.spouse

        asked = self.asked

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "small": small,
                "alpha": alpha,
                "spouse": spouse,
                "asked": asked,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        small = d.pop("small")

        alpha = d.pop("alpha")

        def _parse_spouse(data: object) -> GreenlandDaughter | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                spouse_type_1 = GreenlandDaughter(data)

                return spouse_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandDaughter | None, data)

        spouse = _parse_spouse(d.pop("spouse"))

        asked = d.pop("asked")

        greenland_view_battle_type_0_losses_additional_property = cls(
            small=small,
            alpha=alpha,
            spouse=spouse,
            asked=asked,
        )

        return greenland_view_battle_type_0_losses_additional_property
