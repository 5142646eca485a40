from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_artifact import KnarrArtifact

T = TypeVar("T", bound="KnarrViewTurnOffersItem")


@_attrs_define
class KnarrViewTurnOffersItem:
    """
    Attributes:
        artifact (KnarrArtifact):
        offer (str):
    """

    artifact: KnarrArtifact
    offer: str

    def to_dict(self) -> dict[str, Any]:
        artifact = self.artifact.value

        offer = self.offer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "artifact": artifact,
                "offer": offer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        artifact = KnarrArtifact(d.pop("artifact"))

        offer = d.pop("offer")

        knarr_view_turn_offers_item = cls(
            artifact=artifact,
            offer=offer,
        )

        return knarr_view_turn_offers_item
