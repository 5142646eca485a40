from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_view_display_a_item_type_0 import KnarrViewDisplayAItemType0
    from ..models.knarr_view_display_b_item import KnarrViewDisplayBItem


T = TypeVar("T", bound="KnarrViewDisplay")


@_attrs_define
class KnarrViewDisplay:
    """
    Attributes:
        a (list[KnarrViewDisplayAItemType0 | None]):
        b (list[KnarrViewDisplayBItem]):
    """

    a: list[KnarrViewDisplayAItemType0 | None]
    b: list[KnarrViewDisplayBItem]

    def to_dict(self) -> dict[str, Any]:
        from ..models.knarr_view_display_a_item_type_0 import KnarrViewDisplayAItemType0  # noqa: PLC0415

        a = []
        for a_item_data in self.a:
            a_item: dict[str, Any] | None
            if isinstance(a_item_data, KnarrViewDisplayAItemType0):
                a_item = a_item_data.to_dict()
            else:
                a_item = a_item_data
            a.append(a_item)

        b = []
        for b_item_data in self.b:
            b_item = b_item_data.to_dict()
            b.append(b_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "A": a,
                "B": b,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_display_a_item_type_0 import KnarrViewDisplayAItemType0  # noqa: PLC0415
        from ..models.knarr_view_display_b_item import KnarrViewDisplayBItem  # noqa: PLC0415

        d = dict(src_dict)
        a = []
        _a = d.pop("A")
        for a_item_data in _a:

            def _parse_a_item(data: object) -> KnarrViewDisplayAItemType0 | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    a_item_type_0 = KnarrViewDisplayAItemType0.from_dict(data)

                    return a_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(KnarrViewDisplayAItemType0 | None, data)

            a_item = _parse_a_item(a_item_data)

            a.append(a_item)

        b = []
        _b = d.pop("B")
        for b_item_data in _b:
            b_item = KnarrViewDisplayBItem.from_dict(b_item_data)

            b.append(b_item)

        knarr_view_display = cls(
            a=a,
            b=b,
        )

        return knarr_view_display
