from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_choose_animal_event_type import GreenlandChooseAnimalEventType

if TYPE_CHECKING:
    from ..models.greenland_choose_animal_event_data import GreenlandChooseAnimalEventData


T = TypeVar("T", bound="GreenlandChooseAnimalEvent")


@_attrs_define
class GreenlandChooseAnimalEvent:
    """
    Attributes:
        type_ (GreenlandChooseAnimalEventType):
        seat (int):
        data (GreenlandChooseAnimalEventData):
    """

    type_: GreenlandChooseAnimalEventType
    seat: int
    data: GreenlandChooseAnimalEventData

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        seat = self.seat

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "seat": seat,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_choose_animal_event_data import GreenlandChooseAnimalEventData  # noqa: PLC0415

        d = dict(src_dict)
        type_ = GreenlandChooseAnimalEventType(d.pop("type"))

        seat = d.pop("seat")

        data = GreenlandChooseAnimalEventData.from_dict(d.pop("data"))

        greenland_choose_animal_event = cls(
            type_=type_,
            seat=seat,
            data=data,
        )

        return greenland_choose_animal_event
