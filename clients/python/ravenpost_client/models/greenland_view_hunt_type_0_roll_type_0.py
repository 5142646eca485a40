from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.greenland_view_hunt_type_0_roll_type_0_dead import GreenlandViewHuntType0RollType0Dead
    from ..models.greenland_view_hunt_type_0_roll_type_0_dice_item import GreenlandViewHuntType0RollType0DiceItem
    from ..models.greenland_view_hunt_type_0_roll_type_0_gained import GreenlandViewHuntType0RollType0Gained


T = TypeVar("T", bound="GreenlandViewHuntType0RollType0")


@_attrs_define
class GreenlandViewHuntType0RollType0:
    """
    Attributes:
        seat (int):
        dice (list[GreenlandViewHuntType0RollType0DiceItem]):
        converted (list[int]):
        success (bool):
        multiple (int):
        dead (GreenlandViewHuntType0RollType0Dead | Unset):
        faces (list[int] | Unset):
        loss_left (int | Unset):
        gained (GreenlandViewHuntType0RollType0Gained | Unset):
        rerolls_done (bool | Unset):
    """

    seat: int
    dice: list[GreenlandViewHuntType0RollType0DiceItem]
    converted: list[int]
    success: bool
    multiple: int
    dead: GreenlandViewHuntType0RollType0Dead | Unset = UNSET
    faces: list[int] | Unset = UNSET
    loss_left: int | Unset = UNSET
    gained: GreenlandViewHuntType0RollType0Gained | Unset = UNSET
    rerolls_done: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        dice = []
        for dice_item_data in self.dice:
            dice_item = dice_item_data.to_dict()
            dice.append(dice_item)

        converted = self.converted

        success = self.success

        multiple = self.multiple

        dead: dict[str, Any] | Unset = UNSET
        if not isinstance(self.dead, Unset):
            dead = self.dead.to_dict()

        faces: list[int] | Unset = UNSET
        if not isinstance(self.faces, Unset):
            faces = self.faces

        loss_left = self.loss_left

        gained: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gained, Unset):
            gained = self.gained.to_dict()

        rerolls_done = self.rerolls_done

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "dice": dice,
                "converted": converted,
                "success": success,
                "multiple": multiple,
            }
        )
        if dead is not UNSET:
            field_dict["dead"] = dead
        if faces is not UNSET:
            field_dict["faces"] = faces
        if loss_left is not UNSET:
            field_dict["loss_left"] = loss_left
        if gained is not UNSET:
            field_dict["gained"] = gained
        if rerolls_done is not UNSET:
            field_dict["rerolls_done"] = rerolls_done

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_hunt_type_0_roll_type_0_dead import GreenlandViewHuntType0RollType0Dead  # noqa: PLC0415
        from ..models.greenland_view_hunt_type_0_roll_type_0_dice_item import GreenlandViewHuntType0RollType0DiceItem  # noqa: PLC0415
        from ..models.greenland_view_hunt_type_0_roll_type_0_gained import GreenlandViewHuntType0RollType0Gained  # noqa: PLC0415

        d = dict(src_dict)
        seat = d.pop("seat")

        dice = []
        _dice = d.pop("dice")
        for dice_item_data in _dice:
            dice_item = GreenlandViewHuntType0RollType0DiceItem.from_dict(dice_item_data)

            dice.append(dice_item)

        converted = cast(list[int], d.pop("converted"))

        success = d.pop("success")

        multiple = d.pop("multiple")

        _dead = d.pop("dead", UNSET)
        dead: GreenlandViewHuntType0RollType0Dead | Unset
        if isinstance(_dead, Unset):
            dead = UNSET
        else:
            dead = GreenlandViewHuntType0RollType0Dead.from_dict(_dead)

        faces = cast(list[int], d.pop("faces", UNSET))

        loss_left = d.pop("loss_left", UNSET)

        _gained = d.pop("gained", UNSET)
        gained: GreenlandViewHuntType0RollType0Gained | Unset
        if isinstance(_gained, Unset):
            gained = UNSET
        else:
            gained = GreenlandViewHuntType0RollType0Gained.from_dict(_gained)

        rerolls_done = d.pop("rerolls_done", UNSET)

        greenland_view_hunt_type_0_roll_type_0 = cls(
            seat=seat,
            dice=dice,
            converted=converted,
            success=success,
            multiple=multiple,
            dead=dead,
            faces=faces,
            loss_left=loss_left,
            gained=gained,
            rerolls_done=rerolls_done,
        )

        return greenland_view_hunt_type_0_roll_type_0
