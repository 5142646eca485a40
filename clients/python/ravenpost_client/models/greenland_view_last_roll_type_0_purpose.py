from enum import StrEnum


class GreenlandViewLastRollType0Purpose(StrEnum):
    ATTACK = "attack"
    BANISH = "banish"
    ELDER_DEATH = "elder_death"
    HUNT = "hunt"
    HUNT_RESULT = "hunt_result"
    PROSELYTISE = "proselytise"
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)
