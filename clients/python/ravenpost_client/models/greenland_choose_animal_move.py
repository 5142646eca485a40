from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.greenland_animal import GreenlandAnimal
from ..models.greenland_choose_animal_move_type import GreenlandChooseAnimalMoveType

T = TypeVar("T", bound="GreenlandChooseAnimalMove")


@_attrs_define
class GreenlandChooseAnimalMove:
    """
    Attributes:
        type_ (GreenlandChooseAnimalMoveType):
        animal (GreenlandAnimal):
    """

    type_: GreenlandChooseAnimalMoveType
    animal: GreenlandAnimal

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        animal = self.animal.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "animal": animal,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = GreenlandChooseAnimalMoveType(d.pop("type"))

        animal = GreenlandAnimal(d.pop("animal"))

        greenland_choose_animal_move = cls(
            type_=type_,
            animal=animal,
        )

        return greenland_choose_animal_move
