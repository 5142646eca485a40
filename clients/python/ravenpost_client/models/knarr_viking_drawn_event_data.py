from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_viking_drawn_event_data_target import KnarrVikingDrawnEventDataTarget


T = TypeVar("T", bound="KnarrVikingDrawnEventData")


@_attrs_define
class KnarrVikingDrawnEventData:
    """
    Attributes:
        card (int):
        target (KnarrVikingDrawnEventDataTarget):
    """

    card: int
    target: KnarrVikingDrawnEventDataTarget

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        target = self.target.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_viking_drawn_event_data_target import KnarrVikingDrawnEventDataTarget  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        target = KnarrVikingDrawnEventDataTarget.from_dict(d.pop("target"))

        knarr_viking_drawn_event_data = cls(
            card=card,
            target=target,
        )

        return knarr_viking_drawn_event_data
