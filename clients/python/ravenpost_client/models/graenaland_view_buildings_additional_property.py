from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GraenalandViewBuildingsAdditionalProperty")


@_attrs_define
class GraenalandViewBuildingsAdditionalProperty:
    """
    Attributes:
        keep (int | None):
        church (int | None):
        hall (int | None):
    """

    keep: int | None
    church: int | None
    hall: int | None

    def to_dict(self) -> dict[str, Any]:
        keep: int | None
        keep = self.keep

        church: int | None
        church = self.church

        hall: int | None
        hall = self.hall

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keep": keep,
                "church": church,
                "hall": hall,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_keep(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        keep = _parse_keep(d.pop("keep"))

        def _parse_church(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        church = _parse_church(d.pop("church"))

        def _parse_hall(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hall = _parse_hall(d.pop("hall"))

        graenaland_view_buildings_additional_property = cls(
            keep=keep,
            church=church,
            hall=hall,
        )

        return graenaland_view_buildings_additional_property
