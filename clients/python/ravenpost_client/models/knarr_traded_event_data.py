from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_traded_event_data_gains import KnarrTradedEventDataGains


T = TypeVar("T", bound="KnarrTradedEventData")


@_attrs_define
class KnarrTradedEventData:
    """
    Attributes:
        bracelets (int):
        gains (KnarrTradedEventDataGains):
    """

    bracelets: int
    gains: KnarrTradedEventDataGains

    def to_dict(self) -> dict[str, Any]:
        bracelets = self.bracelets

        gains = self.gains.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bracelets": bracelets,
                "gains": gains,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_traded_event_data_gains import KnarrTradedEventDataGains  # noqa: PLC0415

        d = dict(src_dict)
        bracelets = d.pop("bracelets")

        gains = KnarrTradedEventDataGains.from_dict(d.pop("gains"))

        knarr_traded_event_data = cls(
            bracelets=bracelets,
            gains=gains,
        )

        return knarr_traded_event_data
