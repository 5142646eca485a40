from enum import StrEnum


class GreenlandDaughter(StrEnum):
    ARNAKUK = "arnakuk"
    BIRGITTA = "birgitta"
    GEALA = "geala"
    GUDRID = "gudrid"
    KIRIMA = "kirima"
    MEEKA = "meeka"
    NUVUA = "nuvua"
    PEEPEELEE = "peepeelee"
    SAILA = "saila"
    SUNNAN_ANNI = "sunnan_anni"

    def __str__(self) -> str:
        return str(self.value)
