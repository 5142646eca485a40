from enum import StrEnum


class GreenlandMarryMoveDaughter(StrEnum):
    ARNAKUK = "arnakuk"
    BIRGITTA = "birgitta"
    GUDRID = "gudrid"
    KIRIMA = "kirima"
    MEEKA = "meeka"
    NUVUA = "nuvua"
    PEEPEELEE = "peepeelee"
    SAILA = "saila"

    def __str__(self) -> str:
        return str(self.value)
