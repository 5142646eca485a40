from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_artifact import KnarrArtifact
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.knarr_action_completed_event_data_effects_item_gains import (
        KnarrActionCompletedEventDataEffectsItemGains,
    )


T = TypeVar("T", bound="KnarrActionCompletedEventDataEffectsItem")


@_attrs_define
class KnarrActionCompletedEventDataEffectsItem:
    """
    Attributes:
        artifact (KnarrArtifact):
        offer (str | Unset):
        gains (KnarrActionCompletedEventDataEffectsItemGains | Unset):
    """

    artifact: KnarrArtifact
    offer: str | Unset = UNSET
    gains: KnarrActionCompletedEventDataEffectsItemGains | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        artifact = self.artifact.value

        offer = self.offer

        gains: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gains, Unset):
            gains = self.gains.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "artifact": artifact,
            }
        )
        if offer is not UNSET:
            field_dict["offer"] = offer
        if gains is not UNSET:
            field_dict["gains"] = gains

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_action_completed_event_data_effects_item_gains import (
            KnarrActionCompletedEventDataEffectsItemGains,  # noqa: PLC0415
        )

        d = dict(src_dict)
        artifact = KnarrArtifact(d.pop("artifact"))

        offer = d.pop("offer", UNSET)

        _gains = d.pop("gains", UNSET)
        gains: KnarrActionCompletedEventDataEffectsItemGains | Unset
        if isinstance(_gains, Unset):
            gains = UNSET
        else:
            gains = KnarrActionCompletedEventDataEffectsItemGains.from_dict(_gains)

        knarr_action_completed_event_data_effects_item = cls(
            artifact=artifact,
            offer=offer,
            gains=gains,
        )

        return knarr_action_completed_event_data_effects_item
