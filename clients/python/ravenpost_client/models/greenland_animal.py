from enum import StrEnum


class GreenlandAnimal(StrEnum):
    COW = "cow"
    GOAT = "goat"
    PONY = "pony"
    SHEEP = "sheep"

    def __str__(self) -> str:
        return str(self.value)
