from enum import StrEnum


class GreenlandRollShown(StrEnum):
    ATTACK = "attack"
    ATTACK_REROLL = "attack_reroll"
    BANISH = "banish"
    ELDER_DEATH = "elder_death"
    HUNT = "hunt"
    HUNT_RESULT = "hunt_result"
    PROSELYTISE = "proselytise"
    REROLL = "reroll"

    def __str__(self) -> str:
        return str(self.value)
