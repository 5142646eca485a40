from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_tribe import GreenlandTribe
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_setup_event_data_options import GreenlandSetupEventDataOptions
    from ..models.greenland_setup_event_data_rows import GreenlandSetupEventDataRows


T = TypeVar("T", bound="GreenlandSetupEventData")


@_attrs_define
class GreenlandSetupEventData:
    """
    Attributes:
        tribes (list[GreenlandTribe]):
        options (GreenlandSetupEventDataOptions):
        rows (GreenlandSetupEventDataRows):
        rules (int):
        controllers (list[int] | Unset):
    """

    tribes: list[GreenlandTribe]
    options: GreenlandSetupEventDataOptions
    rows: GreenlandSetupEventDataRows
    rules: int
    controllers: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        tribes = []
        for tribes_item_data in self.tribes:
            tribes_item = tribes_item_data.value
            tribes.append(tribes_item)

        options = self.options.to_dict()

        rows = self.rows.to_dict()

        rules = self.rules

        controllers: list[int] | Unset = UNSET
        if not isinstance(self.controllers, Unset):
            controllers = self.controllers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tribes": tribes,
                "options": options,
                "rows": rows,
                "rules": rules,
            }
        )
        if controllers is not UNSET:
            field_dict["controllers"] = controllers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_setup_event_data_options import GreenlandSetupEventDataOptions  # noqa: PLC0415
        from ..models.greenland_setup_event_data_rows import GreenlandSetupEventDataRows  # noqa: PLC0415

        d = dict(src_dict)
        tribes = []
        _tribes = d.pop("tribes")
        for tribes_item_data in _tribes:
            tribes_item = GreenlandTribe(tribes_item_data)

            tribes.append(tribes_item)

        options = GreenlandSetupEventDataOptions.from_dict(d.pop("options"))

        rows = GreenlandSetupEventDataRows.from_dict(d.pop("rows"))

        rules = d.pop("rules")

        controllers = cast(list[int], d.pop("controllers", UNSET))

        greenland_setup_event_data = cls(
            tribes=tribes,
            options=options,
            rows=rows,
            rules=rules,
            controllers=controllers,
        )

        return greenland_setup_event_data
