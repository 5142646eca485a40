from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_cost_kind import KnarrCostKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.knarr_view_players_item_reserved_item_cost_colours import KnarrViewPlayersItemReservedItemCostColours


T = TypeVar("T", bound="KnarrViewPlayersItemReservedItemCost")


@_attrs_define
class KnarrViewPlayersItemReservedItemCost:
    """
    Attributes:
        kind (KnarrCostKind):
        colours (KnarrViewPlayersItemReservedItemCostColours | Unset):
        count (int | Unset):
    """

    kind: KnarrCostKind
    colours: KnarrViewPlayersItemReservedItemCostColours | Unset = UNSET
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
        from ..models.knarr_view_players_item_reserved_item_cost_colours import (
            KnarrViewPlayersItemReservedItemCostColours,  # noqa: PLC0415
        )

        d = dict(src_dict)
        kind = KnarrCostKind(d.pop("kind"))

        _colours = d.pop("colours", UNSET)
        colours: KnarrViewPlayersItemReservedItemCostColours | Unset
        if isinstance(_colours, Unset):
            colours = UNSET
        else:
            colours = KnarrViewPlayersItemReservedItemCostColours.from_dict(_colours)

        count = d.pop("count", UNSET)

        knarr_view_players_item_reserved_item_cost = cls(
            kind=kind,
            colours=colours,
            count=count,
        )

        return knarr_view_players_item_reserved_item_cost
