from enum import StrEnum


class GreenlandBiome(StrEnum):
    ARCTIC_CHAR = "arctic_char"
    ARCTIC_FOX = "arctic_fox"
    ARCTIC_WOLF = "arctic_wolf"
    ATLANTIC_COD = "atlantic_cod"
    BELUGA = "beluga"
    BOG_IRON = "bog_iron"
    BOWHEAD_WHALE = "bowhead_whale"
    CARIBOU = "caribou"
    DOGS = "dogs"
    ELKHOUNDS = "elkhounds"
    FISH_WEIR = "fish_weir"
    GYRFALCON = "gyrfalcon"
    HARP_SEAL = "harp_seal"
    HOODED_SEAL = "hooded_seal"
    ICELANDIC_SHEEP = "icelandic_sheep"
    MARKLAND = "markland"
    METEORITE_IRON = "meteorite_iron"
    MUSK_OX = "musk_ox"
    NARWHAL = "narwhal"
    NORDRSETUR_CAMP = "nordrsetur_camp"
    POLAR_BEAR = "polar_bear"
    RECURVE_BOW = "recurve_bow"
    RINGED_SEAL = "ringed_seal"
    SALMON = "salmon"
    SHARK = "shark"
    SKRAELING_CAMP = "skraeling_camp"
    SLIT_GOGGLES = "slit_goggles"
    SOAPSTONE_LAMP = "soapstone_lamp"
    TOGGLE_HARPOON = "toggle_harpoon"
    VINLAND = "vinland"
    WALRUS = "walrus"

    def __str__(self) -> str:
        return str(self.value)
