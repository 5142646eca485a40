from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GreenlandViewHunters")


@_attrs_define
class GreenlandViewHunters:
    """
    Attributes:
        bog_iron (list[int] | Unset):
        nordrsetur_camp (list[int] | Unset):
        arctic_fox (list[int] | Unset):
        ringed_seal (list[int] | Unset):
        skraeling_camp (list[int] | Unset):
        arctic_char (list[int] | Unset):
        shark (list[int] | Unset):
        walrus (list[int] | Unset):
        arctic_wolf (list[int] | Unset):
        salmon (list[int] | Unset):
        bowhead_whale (list[int] | Unset):
        beluga (list[int] | Unset):
        harp_seal (list[int] | Unset):
        atlantic_cod (list[int] | Unset):
        hooded_seal (list[int] | Unset):
        narwhal (list[int] | Unset):
        meteorite_iron (list[int] | Unset):
        polar_bear (list[int] | Unset):
        slit_goggles (list[int] | Unset):
        recurve_bow (list[int] | Unset):
        fish_weir (list[int] | Unset):
        gyrfalcon (list[int] | Unset):
        toggle_harpoon (list[int] | Unset):
        caribou (list[int] | Unset):
        dogs (list[int] | Unset):
        musk_ox (list[int] | Unset):
        soapstone_lamp (list[int] | Unset):
        elkhounds (list[int] | Unset):
        icelandic_sheep (list[int] | Unset):
    """

    bog_iron: list[int] | Unset = UNSET
    nordrsetur_camp: list[int] | Unset = UNSET
    arctic_fox: list[int] | Unset = UNSET
    ringed_seal: list[int] | Unset = UNSET
    skraeling_camp: list[int] | Unset = UNSET
    arctic_char: list[int] | Unset = UNSET
    shark: list[int] | Unset = UNSET
    walrus: list[int] | Unset = UNSET
    arctic_wolf: list[int] | Unset = UNSET
    salmon: list[int] | Unset = UNSET
    bowhead_whale: list[int] | Unset = UNSET
    beluga: list[int] | Unset = UNSET
    harp_seal: list[int] | Unset = UNSET
    atlantic_cod: list[int] | Unset = UNSET
    hooded_seal: list[int] | Unset = UNSET
    narwhal: list[int] | Unset = UNSET
    meteorite_iron: list[int] | Unset = UNSET
    polar_bear: list[int] | Unset = UNSET
    slit_goggles: list[int] | Unset = UNSET
    recurve_bow: list[int] | Unset = UNSET
    fish_weir: list[int] | Unset = UNSET
    gyrfalcon: list[int] | Unset = UNSET
    toggle_harpoon: list[int] | Unset = UNSET
    caribou: list[int] | Unset = UNSET
    dogs: list[int] | Unset = UNSET
    musk_ox: list[int] | Unset = UNSET
    soapstone_lamp: list[int] | Unset = UNSET
    elkhounds: list[int] | Unset = UNSET
    icelandic_sheep: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bog_iron: list[int] | Unset = UNSET
        if not isinstance(self.bog_iron, Unset):
            bog_iron = self.bog_iron

        nordrsetur_camp: list[int] | Unset = UNSET
        if not isinstance(self.nordrsetur_camp, Unset):
            nordrsetur_camp = self.nordrsetur_camp

        arctic_fox: list[int] | Unset = UNSET
        if not isinstance(self.arctic_fox, Unset):
            arctic_fox = self.arctic_fox

        ringed_seal: list[int] | Unset = UNSET
        if not isinstance(self.ringed_seal, Unset):
            ringed_seal = self.ringed_seal

        skraeling_camp: list[int] | Unset = UNSET
        if not isinstance(self.skraeling_camp, Unset):
            skraeling_camp = self.skraeling_camp

        arctic_char: list[int] | Unset = UNSET
        if not isinstance(self.arctic_char, Unset):
            arctic_char = self.arctic_char

        shark: list[int] | Unset = UNSET
        if not isinstance(self.shark, Unset):
            shark = self.shark

        walrus: list[int] | Unset = UNSET
        if not isinstance(self.walrus, Unset):
            walrus = self.walrus

        arctic_wolf: list[int] | Unset = UNSET
        if not isinstance(self.arctic_wolf, Unset):
            arctic_wolf = self.arctic_wolf

        salmon: list[int] | Unset = UNSET
        if not isinstance(self.salmon, Unset):
            salmon = self.salmon

        bowhead_whale: list[int] | Unset = UNSET
        if not isinstance(self.bowhead_whale, Unset):
            bowhead_whale = self.bowhead_whale

        beluga: list[int] | Unset = UNSET
        if not isinstance(self.beluga, Unset):
            beluga = self.beluga

        harp_seal: list[int] | Unset = UNSET
        if not isinstance(self.harp_seal, Unset):
            harp_seal = self.harp_seal

        atlantic_cod: list[int] | Unset = UNSET
        if not isinstance(self.atlantic_cod, Unset):
            atlantic_cod = self.atlantic_cod

        hooded_seal: list[int] | Unset = UNSET
        if not isinstance(self.hooded_seal, Unset):
            hooded_seal = self.hooded_seal

        narwhal: list[int] | Unset = UNSET
        if not isinstance(self.narwhal, Unset):
            narwhal = self.narwhal

        meteorite_iron: list[int] | Unset = UNSET
        if not isinstance(self.meteorite_iron, Unset):
            meteorite_iron = self.meteorite_iron

        polar_bear: list[int] | Unset = UNSET
        if not isinstance(self.polar_bear, Unset):
            polar_bear = self.polar_bear

        slit_goggles: list[int] | Unset = UNSET
        if not isinstance(self.slit_goggles, Unset):
            slit_goggles = self.slit_goggles

        recurve_bow: list[int] | Unset = UNSET
        if not isinstance(self.recurve_bow, Unset):
            recurve_bow = self.recurve_bow

        fish_weir: list[int] | Unset = UNSET
        if not isinstance(self.fish_weir, Unset):
            fish_weir = self.fish_weir

        gyrfalcon: list[int] | Unset = UNSET
        if not isinstance(self.gyrfalcon, Unset):
            gyrfalcon = self.gyrfalcon

        toggle_harpoon: list[int] | Unset = UNSET
        if not isinstance(self.toggle_harpoon, Unset):
            toggle_harpoon = self.toggle_harpoon

        caribou: list[int] | Unset = UNSET
        if not isinstance(self.caribou, Unset):
            caribou = self.caribou

        dogs: list[int] | Unset = UNSET
        if not isinstance(self.dogs, Unset):
            dogs = self.dogs

        musk_ox: list[int] | Unset = UNSET
        if not isinstance(self.musk_ox, Unset):
            musk_ox = self.musk_ox

        soapstone_lamp: list[int] | Unset = UNSET
        if not isinstance(self.soapstone_lamp, Unset):
            soapstone_lamp = self.soapstone_lamp

        elkhounds: list[int] | Unset = UNSET
        if not isinstance(self.elkhounds, Unset):
            elkhounds = self.elkhounds

        icelandic_sheep: list[int] | Unset = UNSET
        if not isinstance(self.icelandic_sheep, Unset):
            icelandic_sheep = self.icelandic_sheep

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if bog_iron is not UNSET:
            field_dict["bog_iron"] = bog_iron
        if nordrsetur_camp is not UNSET:
            field_dict["nordrsetur_camp"] = nordrsetur_camp
        if arctic_fox is not UNSET:
            field_dict["arctic_fox"] = arctic_fox
        if ringed_seal is not UNSET:
            field_dict["ringed_seal"] = ringed_seal
        if skraeling_camp is not UNSET:
            field_dict["skraeling_camp"] = skraeling_camp
        if arctic_char is not UNSET:
            field_dict["arctic_char"] = arctic_char
        if shark is not UNSET:
            field_dict["shark"] = shark
        if walrus is not UNSET:
            field_dict["walrus"] = walrus
        if arctic_wolf is not UNSET:
            field_dict["arctic_wolf"] = arctic_wolf
        if salmon is not UNSET:
            field_dict["salmon"] = salmon
        if bowhead_whale is not UNSET:
            field_dict["bowhead_whale"] = bowhead_whale
        if beluga is not UNSET:
            field_dict["beluga"] = beluga
        if harp_seal is not UNSET:
            field_dict["harp_seal"] = harp_seal
        if atlantic_cod is not UNSET:
            field_dict["atlantic_cod"] = atlantic_cod
        if hooded_seal is not UNSET:
            field_dict["hooded_seal"] = hooded_seal
        if narwhal is not UNSET:
            field_dict["narwhal"] = narwhal
        if meteorite_iron is not UNSET:
            field_dict["meteorite_iron"] = meteorite_iron
        if polar_bear is not UNSET:
            field_dict["polar_bear"] = polar_bear
        if slit_goggles is not UNSET:
            field_dict["slit_goggles"] = slit_goggles
        if recurve_bow is not UNSET:
            field_dict["recurve_bow"] = recurve_bow
        if fish_weir is not UNSET:
            field_dict["fish_weir"] = fish_weir
        if gyrfalcon is not UNSET:
            field_dict["gyrfalcon"] = gyrfalcon
        if toggle_harpoon is not UNSET:
            field_dict["toggle_harpoon"] = toggle_harpoon
        if caribou is not UNSET:
            field_dict["caribou"] = caribou
        if dogs is not UNSET:
            field_dict["dogs"] = dogs
        if musk_ox is not UNSET:
            field_dict["musk_ox"] = musk_ox
        if soapstone_lamp is not UNSET:
            field_dict["soapstone_lamp"] = soapstone_lamp
        if elkhounds is not UNSET:
            field_dict["elkhounds"] = elkhounds
        if icelandic_sheep is not UNSET:
            field_dict["icelandic_sheep"] = icelandic_sheep

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bog_iron = cast(list[int], d.pop("bog_iron", UNSET))

        nordrsetur_camp = cast(list[int], d.pop("nordrsetur_camp", UNSET))

        arctic_fox = cast(list[int], d.pop("arctic_fox", UNSET))

        ringed_seal = cast(list[int], d.pop("ringed_seal", UNSET))

        skraeling_camp = cast(list[int], d.pop("skraeling_camp", UNSET))

        arctic_char = cast(list[int], d.pop("arctic_char", UNSET))

        shark = cast(list[int], d.pop("shark", UNSET))

        walrus = cast(list[int], d.pop("walrus", UNSET))

        arctic_wolf = cast(list[int], d.pop("arctic_wolf", UNSET))

        salmon = cast(list[int], d.pop("salmon", UNSET))

        bowhead_whale = cast(list[int], d.pop("bowhead_whale", UNSET))

        beluga = cast(list[int], d.pop("beluga", UNSET))

        harp_seal = cast(list[int], d.pop("harp_seal", UNSET))

        atlantic_cod = cast(list[int], d.pop("atlantic_cod", UNSET))

        hooded_seal = cast(list[int], d.pop("hooded_seal", UNSET))

        narwhal = cast(list[int], d.pop("narwhal", UNSET))

        meteorite_iron = cast(list[int], d.pop("meteorite_iron", UNSET))

        polar_bear = cast(list[int], d.pop("polar_bear", UNSET))

        slit_goggles = cast(list[int], d.pop("slit_goggles", UNSET))

        recurve_bow = cast(list[int], d.pop("recurve_bow", UNSET))

        fish_weir = cast(list[int], d.pop("fish_weir", UNSET))

        gyrfalcon = cast(list[int], d.pop("gyrfalcon", UNSET))

        toggle_harpoon = cast(list[int], d.pop("toggle_harpoon", UNSET))

        caribou = cast(list[int], d.pop("caribou", UNSET))

        dogs = cast(list[int], d.pop("dogs", UNSET))

        musk_ox = cast(list[int], d.pop("musk_ox", UNSET))

        soapstone_lamp = cast(list[int], d.pop("soapstone_lamp", UNSET))

        elkhounds = cast(list[int], d.pop("elkhounds", UNSET))

        icelandic_sheep = cast(list[int], d.pop("icelandic_sheep", UNSET))

        greenland_view_hunters = cls(
            bog_iron=bog_iron,
            nordrsetur_camp=nordrsetur_camp,
            arctic_fox=arctic_fox,
            ringed_seal=ringed_seal,
            skraeling_camp=skraeling_camp,
            arctic_char=arctic_char,
            shark=shark,
            walrus=walrus,
            arctic_wolf=arctic_wolf,
            salmon=salmon,
            bowhead_whale=bowhead_whale,
            beluga=beluga,
            harp_seal=harp_seal,
            atlantic_cod=atlantic_cod,
            hooded_seal=hooded_seal,
            narwhal=narwhal,
            meteorite_iron=meteorite_iron,
            polar_bear=polar_bear,
            slit_goggles=slit_goggles,
            recurve_bow=recurve_bow,
            fish_weir=fish_weir,
            gyrfalcon=gyrfalcon,
            toggle_harpoon=toggle_harpoon,
            caribou=caribou,
            dogs=dogs,
            musk_ox=musk_ox,
            soapstone_lamp=soapstone_lamp,
            elkhounds=elkhounds,
            icelandic_sheep=icelandic_sheep,
        )

        return greenland_view_hunters
