from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KnarrViewArtifactsItemNames")


@_attrs_define
class KnarrViewArtifactsItemNames:
    """
    Attributes:
        en (str):
        fr (str):
    """

    en: str
    fr: str

    def to_dict(self) -> dict[str, Any]:
        en = self.en

        fr = self.fr

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "en": en,
                "fr": fr,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        en = d.pop("en")

        fr = d.pop("fr")

        knarr_view_artifacts_item_names = cls(
            en=en,
            fr=fr,
        )

        return knarr_view_artifacts_item_names
