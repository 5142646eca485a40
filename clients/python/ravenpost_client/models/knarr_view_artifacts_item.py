from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.knarr_view_artifacts_item_id import KnarrViewArtifactsItemId

if TYPE_CHECKING:
    from ..models.knarr_view_artifacts_item_names import KnarrViewArtifactsItemNames


T = TypeVar("T", bound="KnarrViewArtifactsItem")


@_attrs_define
class KnarrViewArtifactsItem:
    """
    Attributes:
        id (KnarrViewArtifactsItemId):
        names (KnarrViewArtifactsItemNames):
    """

    id: KnarrViewArtifactsItemId
    names: KnarrViewArtifactsItemNames

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        names = self.names.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "names": names,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_artifacts_item_names import KnarrViewArtifactsItemNames  # noqa: PLC0415

        d = dict(src_dict)
        id = KnarrViewArtifactsItemId(d.pop("id"))

        names = KnarrViewArtifactsItemNames.from_dict(d.pop("names"))

        knarr_view_artifacts_item = cls(
            id=id,
            names=names,
        )

        return knarr_view_artifacts_item
