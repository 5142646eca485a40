from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewTableauCubes")


@_attrs_define
class GreenlandViewTableauCubes:
    """
    Attributes:
        nuvua (list[int] | Unset):
        gudrid (list[int] | Unset):
        kirima (list[int] | Unset):
        animalcow (list[int] | Unset):
        birgitta (list[int] | Unset):
        peepeelee (list[int] | Unset):
        arnakuk (list[int] | Unset):
        meeka (list[int] | Unset):
        saila (list[int] | Unset):
        animalgoat (list[int] | Unset):
        geala (list[int] | Unset):
        sunnan_anni (list[int] | Unset):
        caribou (list[int] | Unset):
        importicelandic_trading_ship (list[int] | Unset):
        animalsheep (list[int] | Unset):
        animalpony (list[int] | Unset):
    """

    nuvua: list[int] | Unset = UNSET
    gudrid: list[int] | Unset = UNSET
    kirima: list[int] | Unset = UNSET
    animalcow: list[int] | Unset = UNSET
    birgitta: list[int] | Unset = UNSET
    peepeelee: list[int] | Unset = UNSET
    arnakuk: list[int] | Unset = UNSET
    meeka: list[int] | Unset = UNSET
    saila: list[int] | Unset = UNSET
    animalgoat: list[int] | Unset = UNSET
    geala: list[int] | Unset = UNSET
    sunnan_anni: list[int] | Unset = UNSET
    caribou: list[int] | Unset = UNSET
    importicelandic_trading_ship: list[int] | Unset = UNSET
    animalsheep: list[int] | Unset = UNSET
    animalpony: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        nuvua: list[int] | Unset = UNSET
        if not isinstance(self.nuvua, Unset):
            nuvua = self.nuvua

        gudrid: list[int] | Unset = UNSET
        if not isinstance(self.gudrid, Unset):
            gudrid = self.gudrid

        kirima: list[int] | Unset = UNSET
        if not isinstance(self.kirima, Unset):
            kirima = self.kirima

        animalcow: list[int] | Unset = UNSET
        if not isinstance(self.animalcow, Unset):
            animalcow = self.animalcow

        birgitta: list[int] | Unset = UNSET
        if not isinstance(self.birgitta, Unset):
            birgitta = self.birgitta

        peepeelee: list[int] | Unset = UNSET
        if not isinstance(self.peepeelee, Unset):
            peepeelee = self.peepeelee

        arnakuk: list[int] | Unset = UNSET
        if not isinstance(self.arnakuk, Unset):
            arnakuk = self.arnakuk

        meeka: list[int] | Unset = UNSET
        if not isinstance(self.meeka, Unset):
            meeka = self.meeka

        saila: list[int] | Unset = UNSET
        if not isinstance(self.saila, Unset):
            saila = self.saila

        animalgoat: list[int] | Unset = UNSET
        if not isinstance(self.animalgoat, Unset):
            animalgoat = self.animalgoat

        geala: list[int] | Unset = UNSET
        if not isinstance(self.geala, Unset):
            geala = self.geala

        sunnan_anni: list[int] | Unset = UNSET
        if not isinstance(self.sunnan_anni, Unset):
            sunnan_anni = self.sunnan_anni

        caribou: list[int] | Unset = UNSET
        if not isinstance(self.caribou, Unset):
            caribou = self.caribou

        importicelandic_trading_ship: list[int] | Unset = UNSET
        if not isinstance(self.importicelandic_trading_ship, Unset):
            importicelandic_trading_ship = self.importicelandic_trading_ship

        animalsheep: list[int] | Unset = UNSET
        if not isinstance(self.animalsheep, Unset):
            animalsheep = self.animalsheep

        animalpony: list[int] | Unset = UNSET
        if not isinstance(self.animalpony, Unset):
            animalpony = self.animalpony

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if nuvua is not UNSET:
            field_dict["nuvua"] = nuvua
        if gudrid is not UNSET:
            field_dict["gudrid"] = gudrid
        if kirima is not UNSET:
            field_dict["kirima"] = kirima
        if animalcow is not UNSET:
            field_dict["animal:cow"] = animalcow
        if birgitta is not UNSET:
            field_dict["birgitta"] = birgitta
        if peepeelee is not UNSET:
            field_dict["peepeelee"] = peepeelee
        if arnakuk is not UNSET:
            field_dict["arnakuk"] = arnakuk
        if meeka is not UNSET:
            field_dict["meeka"] = meeka
        if saila is not UNSET:
            field_dict["saila"] = saila
        if animalgoat is not UNSET:
            field_dict["animal:goat"] = animalgoat
        if geala is not UNSET:
            field_dict["geala"] = geala
        if sunnan_anni is not UNSET:
            field_dict["sunnan_anni"] = sunnan_anni
        if caribou is not UNSET:
            field_dict["caribou"] = caribou
        if importicelandic_trading_ship is not UNSET:
            field_dict["import:icelandic_trading_ship"] = importicelandic_trading_ship
        if animalsheep is not UNSET:
            field_dict["animal:sheep"] = animalsheep
        if animalpony is not UNSET:
            field_dict["animal:pony"] = animalpony

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nuvua = cast(list[int], d.pop("nuvua", UNSET))

        gudrid = cast(list[int], d.pop("gudrid", UNSET))

        kirima = cast(list[int], d.pop("kirima", UNSET))

        animalcow = cast(list[int], d.pop("animal:cow", UNSET))

        birgitta = cast(list[int], d.pop("birgitta", UNSET))

        peepeelee = cast(list[int], d.pop("peepeelee", UNSET))

        arnakuk = cast(list[int], d.pop("arnakuk", UNSET))

        meeka = cast(list[int], d.pop("meeka", UNSET))

        saila = cast(list[int], d.pop("saila", UNSET))

        animalgoat = cast(list[int], d.pop("animal:goat", UNSET))

        geala = cast(list[int], d.pop("geala", UNSET))

        sunnan_anni = cast(list[int], d.pop("sunnan_anni", UNSET))

        caribou = cast(list[int], d.pop("caribou", UNSET))

        importicelandic_trading_ship = cast(list[int], d.pop("import:icelandic_trading_ship", UNSET))

        animalsheep = cast(list[int], d.pop("animal:sheep", UNSET))

        animalpony = cast(list[int], d.pop("animal:pony", UNSET))

        greenland_view_tableau_cubes = cls(
            nuvua=nuvua,
            gudrid=gudrid,
            kirima=kirima,
            animalcow=animalcow,
            birgitta=birgitta,
            peepeelee=peepeelee,
            arnakuk=arnakuk,
            meeka=meeka,
            saila=saila,
            animalgoat=animalgoat,
            geala=geala,
            sunnan_anni=sunnan_anni,
            caribou=caribou,
            importicelandic_trading_ship=importicelandic_trading_ship,
            animalsheep=animalsheep,
            animalpony=animalpony,
        )

        return greenland_view_tableau_cubes
