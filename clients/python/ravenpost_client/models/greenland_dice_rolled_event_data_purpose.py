from enum import StrEnum


class GreenlandDiceRolledEventDataPurpose(StrEnum):
    ATTACK = "attack"
    BANISH = "banish"
    ELDER_DEATH = "elder_death"
    HUNT = "hunt"
    PROSELYTISE = "proselytise"
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)
