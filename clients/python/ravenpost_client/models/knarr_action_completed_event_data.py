from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_action_completed_event_data_effects_item import KnarrActionCompletedEventDataEffectsItem


T = TypeVar("T", bound="KnarrActionCompletedEventData")


@_attrs_define
class KnarrActionCompletedEventData:
    """
    Attributes:
        effects (list[KnarrActionCompletedEventDataEffectsItem]):
        rows (int):
    """

    effects: list[KnarrActionCompletedEventDataEffectsItem]
    rows: int

    def to_dict(self) -> dict[str, Any]:
        effects = []
        for effects_item_data in self.effects:
            effects_item = effects_item_data.to_dict()
            effects.append(effects_item)

        rows = self.rows

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effects": effects,
                "rows": rows,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_action_completed_event_data_effects_item import KnarrActionCompletedEventDataEffectsItem  # noqa: PLC0415

        d = dict(src_dict)
        effects = []
        _effects = d.pop("effects")
        for effects_item_data in _effects:
            effects_item = KnarrActionCompletedEventDataEffectsItem.from_dict(effects_item_data)

            effects.append(effects_item)

        rows = d.pop("rows")

        knarr_action_completed_event_data = cls(
            effects=effects,
            rows=rows,
        )

        return knarr_action_completed_event_data
