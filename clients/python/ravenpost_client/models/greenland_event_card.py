from enum import StrEnum


class GreenlandEventCard(StrEnum):
    BLACK_DEATH = "black_death"
    BOG_RUST = "bog_rust"
    CROSSBOW = "crossbow"
    FALCONERS_RANSOM = "falconers_ransom"
    HARD_WINTER = "hard_winter"
    HUNGER_WINTER = "hunger_winter"
    ICELANDIC_TRADING_SHIP = "icelandic_trading_ship"
    KINGS_MIRROR = "kings_mirror"
    LITTLE_ICE_AGE = "little_ice_age"
    MEASLES = "measles"
    PACK_ICE = "pack_ice"
    SKRAELING_WAR = "skraeling_war"
    SUN_STONE = "sun_stone"
    SYPHILIS = "syphilis"
    THULE_MIGRATION = "thule_migration"
    ULFBERHT_SWORD = "ulfberht_sword"

    def __str__(self) -> str:
        return str(self.value)
