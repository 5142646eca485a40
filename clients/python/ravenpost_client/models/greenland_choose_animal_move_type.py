from enum import StrEnum


class GreenlandChooseAnimalMoveType(StrEnum):
    CHOOSE_ANIMAL = "choose_animal"

    def __str__(self) -> str:
        return str(self.value)
