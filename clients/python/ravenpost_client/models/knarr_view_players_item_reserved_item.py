from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.knarr_column import KnarrColumn
from ..models.knarr_deck import KnarrDeck

if TYPE_CHECKING:
    from ..models.knarr_view_players_item_reserved_item_cost import KnarrViewPlayersItemReservedItemCost
    from ..models.knarr_view_players_item_reserved_item_immediate import KnarrViewPlayersItemReservedItemImmediate


T = TypeVar("T", bound="KnarrViewPlayersItemReservedItem")


@_attrs_define
class KnarrViewPlayersItemReservedItem:
    """
    Attributes:
        id (int):
        label (str):
        deck (KnarrDeck):
        cost (KnarrViewPlayersItemReservedItemCost):
        immediate (KnarrViewPlayersItemReservedItemImmediate):
        columns (list[KnarrColumn | None]):
    """

    id: int
    label: str
    deck: KnarrDeck
    cost: KnarrViewPlayersItemReservedItemCost
    immediate: KnarrViewPlayersItemReservedItemImmediate
    columns: list[KnarrColumn | None]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        deck = self.deck.value

        cost = self.cost.to_dict()

        immediate = self.immediate.to_dict()

        columns = []
        for columns_item_data in self.columns:
            columns_item: None | str
            if isinstance(columns_item_data, KnarrColumn):
                columns_item = columns_item_data.value
            else:
                columns_item = columns_item_data
            columns.append(columns_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "label": label,
                "deck": deck,
                "cost": cost,
                "immediate": immediate,
                "columns": columns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_players_item_reserved_item_cost import KnarrViewPlayersItemReservedItemCost  # noqa: PLC0415
        from ..models.knarr_view_players_item_reserved_item_immediate import KnarrViewPlayersItemReservedItemImmediate  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        deck = KnarrDeck(d.pop("deck"))

        cost = KnarrViewPlayersItemReservedItemCost.from_dict(d.pop("cost"))

        immediate = KnarrViewPlayersItemReservedItemImmediate.from_dict(d.pop("immediate"))

        columns = []
        _columns = d.pop("columns")
        for columns_item_data in _columns:

            def _parse_columns_item(data: object) -> KnarrColumn | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, str):
                        raise TypeError()
                    columns_item_type_1 = KnarrColumn(data)

                    return columns_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(KnarrColumn | None, data)

            columns_item = _parse_columns_item(columns_item_data)

            columns.append(columns_item)

        knarr_view_players_item_reserved_item = cls(
            id=id,
            label=label,
            deck=deck,
            cost=cost,
            immediate=immediate,
            columns=columns,
        )

        return knarr_view_players_item_reserved_item
