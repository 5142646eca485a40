from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandVillageRelocatedEventData")


@_attrs_define
class GraenalandVillageRelocatedEventData:
    """
    Attributes:
        from_ (GraenalandTerritory):
        to (GraenalandTerritory):
    """

    from_: GraenalandTerritory
    to: GraenalandTerritory

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.value

        to = self.to.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = GraenalandTerritory(d.pop("from"))

        to = GraenalandTerritory(d.pop("to"))

        graenaland_village_relocated_event_data = cls(
            from_=from_,
            to=to,
        )

        return graenaland_village_relocated_event_data
