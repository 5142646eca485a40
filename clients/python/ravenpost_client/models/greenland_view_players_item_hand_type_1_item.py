from enum import StrEnum


class GreenlandViewPlayersItemHandType1Item(StrEnum):
    GYRFALCON = "gyrfalcon"
    SLIT_GOGGLES = "slit_goggles"
    SOAPSTONE_LAMP = "soapstone_lamp"

    def __str__(self) -> str:
        return str(self.value)
