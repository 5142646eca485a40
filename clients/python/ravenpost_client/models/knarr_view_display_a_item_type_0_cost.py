from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_cost_kind import KnarrCostKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.knarr_view_display_a_item_type_0_cost_colours import KnarrViewDisplayAItemType0CostColours


T = TypeVar("T", bound="KnarrViewDisplayAItemType0Cost")


@_attrs_define
class KnarrViewDisplayAItemType0Cost:
    """
    Attributes:
        kind (KnarrCostKind):
        colours (KnarrViewDisplayAItemType0CostColours | Unset):
        count (int | Unset):
    """

    kind: KnarrCostKind
    colours: KnarrViewDisplayAItemType0CostColours | Unset = UNSET
    count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        colours: dict[str, Any] | Unset = UNSET
        if not isinstance(self.colours, Unset):
            colours = self.colours.to_dict()

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if colours is not UNSET:
            field_dict["colours"] = colours
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_display_a_item_type_0_cost_colours import KnarrViewDisplayAItemType0CostColours  # noqa: PLC0415

        d = dict(src_dict)
        kind = KnarrCostKind(d.pop("kind"))

        _colours = d.pop("colours", UNSET)
        colours: KnarrViewDisplayAItemType0CostColours | Unset
        if isinstance(_colours, Unset):
            colours = UNSET
        else:
            colours = KnarrViewDisplayAItemType0CostColours.from_dict(_colours)

        count = d.pop("count", UNSET)

        knarr_view_display_a_item_type_0_cost = cls(
            kind=kind,
            colours=colours,
            count=count,
        )

        return knarr_view_display_a_item_type_0_cost
