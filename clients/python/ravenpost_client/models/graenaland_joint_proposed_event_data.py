from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.graenaland_public_work import GraenalandPublicWork
from ..models.graenaland_territory import GraenalandTerritory

T = TypeVar("T", bound="GraenalandJointProposedEventData")


@_attrs_define
class GraenalandJointProposedEventData:
    """
    Attributes:
        work (GraenalandPublicWork):
        territory (GraenalandTerritory):
    """

    work: GraenalandPublicWork
    territory: GraenalandTerritory

    def to_dict(self) -> dict[str, Any]:
        work = self.work.value

        territory = self.territory.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "work": work,
                "territory": territory,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        work = GraenalandPublicWork(d.pop("work"))

        territory = GraenalandTerritory(d.pop("territory"))

        graenaland_joint_proposed_event_data = cls(
            work=work,
            territory=territory,
        )

        return graenaland_joint_proposed_event_data
