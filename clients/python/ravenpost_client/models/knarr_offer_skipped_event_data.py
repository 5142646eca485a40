from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_artifact import KnarrArtifact

T = TypeVar("T", bound="KnarrOfferSkippedEventData")


@_attrs_define
class KnarrOfferSkippedEventData:
    """
    Attributes:
        artifact (KnarrArtifact):
        offer (str):
        auto (bool):
    """

    artifact: KnarrArtifact
    offer: str
    auto: bool

    def to_dict(self) -> dict[str, Any]:
        artifact = self.artifact.value

        offer = self.offer

        auto = self.auto

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "artifact": artifact,
                "offer": offer,
                "auto": auto,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        artifact = KnarrArtifact(d.pop("artifact"))

        offer = d.pop("offer")

        auto = d.pop("auto")

        knarr_offer_skipped_event_data = cls(
            artifact=artifact,
            offer=offer,
            auto=auto,
        )

        return knarr_offer_skipped_event_data
