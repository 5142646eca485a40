from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewPlaced")


@_attrs_define
class GreenlandViewPlaced:
    """
    Attributes:
        nuvua (list[int] | Unset):
        gudrid (list[int] | Unset):
        kirima (list[int] | Unset):
        markland (list[int] | Unset):
        animalcow (list[int] | Unset):
        birgitta (list[int] | Unset):
        peepeelee (list[int] | Unset):
        arnakuk (list[int] | Unset):
        meeka (list[int] | Unset):
        saila (list[int] | Unset):
        vinland (list[int] | Unset):
        animalgoat (list[int] | Unset):
        sunnan_anni (list[int] | Unset):
        geala (list[int] | Unset):
        caribou (list[int] | Unset):
        wedbirgitta (list[int] | Unset):
        wedgudrid (list[int] | Unset):
        wedpeepeelee (list[int] | Unset):
        wedkirima (list[int] | Unset):
        wedarnakuk (list[int] | Unset):
        wedsaila (list[int] | Unset):
        wednuvua (list[int] | Unset):
        wedmeeka (list[int] | Unset):
        importicelandic_trading_ship (list[int] | Unset):
        animalsheep (list[int] | Unset):
        animalpony (list[int] | Unset):
    """

    nuvua: list[int] | Unset = UNSET
    gudrid: list[int] | Unset = UNSET
    kirima: list[int] | Unset = UNSET
    markland: list[int] | Unset = UNSET
    animalcow: list[int] | Unset = UNSET
    birgitta: list[int] | Unset = UNSET
    peepeelee: list[int] | Unset = UNSET
    arnakuk: list[int] | Unset = UNSET
    meeka: list[int] | Unset = UNSET
    saila: list[int] | Unset = UNSET
    vinland: list[int] | Unset = UNSET
    animalgoat: list[int] | Unset = UNSET
    sunnan_anni: list[int] | Unset = UNSET
    geala: list[int] | Unset = UNSET
    caribou: list[int] | Unset = UNSET
    wedbirgitta: list[int] | Unset = UNSET
    wedgudrid: list[int] | Unset = UNSET
    wedpeepeelee: list[int] | Unset = UNSET
    wedkirima: list[int] | Unset = UNSET
    wedarnakuk: list[int] | Unset = UNSET
    wedsaila: list[int] | Unset = UNSET
    wednuvua: list[int] | Unset = UNSET
    wedmeeka: list[int] | Unset = UNSET
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

        markland: list[int] | Unset = UNSET
        if not isinstance(self.markland, Unset):
            markland = self.markland

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

        vinland: list[int] | Unset = UNSET
        if not isinstance(self.vinland, Unset):
            vinland = self.vinland

        animalgoat: list[int] | Unset = UNSET
        if not isinstance(self.animalgoat, Unset):
            animalgoat = self.animalgoat

        sunnan_anni: list[int] | Unset = UNSET
        if not isinstance(self.sunnan_anni, Unset):
            sunnan_anni = self.sunnan_anni

        geala: list[int] | Unset = UNSET
        if not isinstance(self.geala, Unset):
            geala = self.geala

        caribou: list[int] | Unset = UNSET
        if not isinstance(self.caribou, Unset):
            caribou = self.caribou

        wedbirgitta: list[int] | Unset = UNSET
        if not isinstance(self.wedbirgitta, Unset):
            wedbirgitta = self.wedbirgitta

        wedgudrid: list[int] | Unset = UNSET
        if not isinstance(self.wedgudrid, Unset):
            wedgudrid = self.wedgudrid

        wedpeepeelee: list[int] | Unset = UNSET
        if not isinstance(self.wedpeepeelee, Unset):
            wedpeepeelee = self.wedpeepeelee

        wedkirima: list[int] | Unset = UNSET
        if not isinstance(self.wedkirima, Unset):
            wedkirima = self.wedkirima

        wedarnakuk: list[int] | Unset = UNSET
        if not isinstance(self.wedarnakuk, Unset):
            wedarnakuk = self.wedarnakuk

        wedsaila: list[int] | Unset = UNSET
        if not isinstance(self.wedsaila, Unset):
            wedsaila = self.wedsaila

        wednuvua: list[int] | Unset = UNSET
        if not isinstance(self.wednuvua, Unset):
            wednuvua = self.wednuvua

        wedmeeka: list[int] | Unset = UNSET
        if not isinstance(self.wedmeeka, Unset):
            wedmeeka = self.wedmeeka

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
        if markland is not UNSET:
            field_dict["markland"] = markland
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
        if vinland is not UNSET:
            field_dict["vinland"] = vinland
        if animalgoat is not UNSET:
            field_dict["animal:goat"] = animalgoat
        if sunnan_anni is not UNSET:
            field_dict["sunnan_anni"] = sunnan_anni
        if geala is not UNSET:
            field_dict["geala"] = geala
        if caribou is not UNSET:
            field_dict["caribou"] = caribou
        if wedbirgitta is not UNSET:
            field_dict["wed:birgitta"] = wedbirgitta
        if wedgudrid is not UNSET:
            field_dict["wed:gudrid"] = wedgudrid
        if wedpeepeelee is not UNSET:
            field_dict["wed:peepeelee"] = wedpeepeelee
        if wedkirima is not UNSET:
            field_dict["wed:kirima"] = wedkirima
        if wedarnakuk is not UNSET:
            field_dict["wed:arnakuk"] = wedarnakuk
        if wedsaila is not UNSET:
            field_dict["wed:saila"] = wedsaila
        if wednuvua is not UNSET:
            field_dict["wed:nuvua"] = wednuvua
        if wedmeeka is not UNSET:
            field_dict["wed:meeka"] = wedmeeka
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

        markland = cast(list[int], d.pop("markland", UNSET))

        animalcow = cast(list[int], d.pop("animal:cow", UNSET))

        birgitta = cast(list[int], d.pop("birgitta", UNSET))

        peepeelee = cast(list[int], d.pop("peepeelee", UNSET))

        arnakuk = cast(list[int], d.pop("arnakuk", UNSET))

        meeka = cast(list[int], d.pop("meeka", UNSET))

        saila = cast(list[int], d.pop("saila", UNSET))

        vinland = cast(list[int], d.pop("vinland", UNSET))

        animalgoat = cast(list[int], d.pop("animal:goat", UNSET))

        sunnan_anni = cast(list[int], d.pop("sunnan_anni", UNSET))

        geala = cast(list[int], d.pop("geala", UNSET))

        caribou = cast(list[int], d.pop("caribou", UNSET))

        wedbirgitta = cast(list[int], d.pop("wed:birgitta", UNSET))

        wedgudrid = cast(list[int], d.pop("wed:gudrid", UNSET))

        wedpeepeelee = cast(list[int], d.pop("wed:peepeelee", UNSET))

        wedkirima = cast(list[int], d.pop("wed:kirima", UNSET))

        wedarnakuk = cast(list[int], d.pop("wed:arnakuk", UNSET))

        wedsaila = cast(list[int], d.pop("wed:saila", UNSET))

        wednuvua = cast(list[int], d.pop("wed:nuvua", UNSET))

        wedmeeka = cast(list[int], d.pop("wed:meeka", UNSET))

        importicelandic_trading_ship = cast(list[int], d.pop("import:icelandic_trading_ship", UNSET))

        animalsheep = cast(list[int], d.pop("animal:sheep", UNSET))

        animalpony = cast(list[int], d.pop("animal:pony", UNSET))

        greenland_view_placed = cls(
            nuvua=nuvua,
            gudrid=gudrid,
            kirima=kirima,
            markland=markland,
            animalcow=animalcow,
            birgitta=birgitta,
            peepeelee=peepeelee,
            arnakuk=arnakuk,
            meeka=meeka,
            saila=saila,
            vinland=vinland,
            animalgoat=animalgoat,
            sunnan_anni=sunnan_anni,
            geala=geala,
            caribou=caribou,
            wedbirgitta=wedbirgitta,
            wedgudrid=wedgudrid,
            wedpeepeelee=wedpeepeelee,
            wedkirima=wedkirima,
            wedarnakuk=wedarnakuk,
            wedsaila=wedsaila,
            wednuvua=wednuvua,
            wedmeeka=wedmeeka,
            importicelandic_trading_ship=importicelandic_trading_ship,
            animalsheep=animalsheep,
            animalpony=animalpony,
        )

        return greenland_view_placed
