from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.fjords_view_terrains_m import FjordsViewTerrainsM
from ..models.fjords_view_terrains_p import FjordsViewTerrainsP
from ..models.fjords_view_terrains_s import FjordsViewTerrainsS

T = TypeVar("T", bound="FjordsViewTerrains")


@_attrs_define
class FjordsViewTerrains:
    """
    Attributes:
        p (FjordsViewTerrainsP):
        m (FjordsViewTerrainsM):
        s (FjordsViewTerrainsS):
    """

    p: FjordsViewTerrainsP
    m: FjordsViewTerrainsM
    s: FjordsViewTerrainsS

    def to_dict(self) -> dict[str, Any]:
        p = self.p.value

        m = self.m.value

        s = self.s.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "P": p,
                "M": m,
                "S": s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        p = FjordsViewTerrainsP(d.pop("P"))

        m = FjordsViewTerrainsM(d.pop("M"))

        s = FjordsViewTerrainsS(d.pop("S"))

        fjords_view_terrains = cls(
            p=p,
            m=m,
            s=s,
        )

        return fjords_view_terrains
