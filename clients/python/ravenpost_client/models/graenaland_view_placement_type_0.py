from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

if TYPE_CHECKING:
    from ..models.graenaland_view_placement_type_0_cards import GraenalandViewPlacementType0Cards
    from ..models.graenaland_view_placement_type_0_relocation_type_0 import GraenalandViewPlacementType0RelocationType0
    from ..models.graenaland_view_placement_type_0_settlers import GraenalandViewPlacementType0Settlers


T = TypeVar("T", bound="GraenalandViewPlacementType0")


@_attrs_define
class GraenalandViewPlacementType0:
    """
    Attributes:
        order (list[int]):
        index (int):
        cards (GraenalandViewPlacementType0Cards):
        settlers (GraenalandViewPlacementType0Settlers):
        first (list[GraenalandTerritory | None]):
        relocation (GraenalandViewPlacementType0RelocationType0 | None):
    """

    order: list[int]
    index: int
    cards: GraenalandViewPlacementType0Cards
    settlers: GraenalandViewPlacementType0Settlers
    first: list[GraenalandTerritory | None]
    relocation: GraenalandViewPlacementType0RelocationType0 | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.graenaland_view_placement_type_0_relocation_type_0 import (
            GraenalandViewPlacementType0RelocationType0,  # noqa: PLC0415
        )

        order = self.order

        index = self.index

        cards = self.cards.to_dict()

        settlers = self.settlers.to_dict()

        first = []
        for first_item_data in self.first:
            first_item: None | str
            if isinstance(first_item_data, GraenalandTerritory):
                first_item = first_item_data.value
            else:
                first_item = first_item_data
            first.append(first_item)

        relocation: dict[str, Any] | None
        if isinstance(self.relocation, GraenalandViewPlacementType0RelocationType0):
            relocation = self.relocation.to_dict()
        else:
            relocation = self.relocation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "index": index,
                "cards": cards,
                "settlers": settlers,
                "first": first,
                "relocation": relocation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_view_placement_type_0_cards import GraenalandViewPlacementType0Cards  # noqa: PLC0415
        from ..models.graenaland_view_placement_type_0_relocation_type_0 import (
            GraenalandViewPlacementType0RelocationType0,  # noqa: PLC0415
        )
        from ..models.graenaland_view_placement_type_0_settlers import GraenalandViewPlacementType0Settlers  # noqa: PLC0415

        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        index = d.pop("index")

        cards = GraenalandViewPlacementType0Cards.from_dict(d.pop("cards"))

        settlers = GraenalandViewPlacementType0Settlers.from_dict(d.pop("settlers"))

        first = []
        _first = d.pop("first")
        for first_item_data in _first:

            def _parse_first_item(data: object) -> GraenalandTerritory | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    first_item_type_1 = GraenalandTerritory(data)

                    return first_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(GraenalandTerritory | None, data)

            first_item = _parse_first_item(first_item_data)

            first.append(first_item)

        def _parse_relocation(data: object) -> GraenalandViewPlacementType0RelocationType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                relocation_type_0 = GraenalandViewPlacementType0RelocationType0.from_dict(data)

                return relocation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GraenalandViewPlacementType0RelocationType0 | None, data)

        relocation = _parse_relocation(d.pop("relocation"))

        graenaland_view_placement_type_0 = cls(
            order=order,
            index=index,
            cards=cards,
            settlers=settlers,
            first=first,
            relocation=relocation,
        )

        return graenaland_view_placement_type_0
