from enum import StrEnum


class FjordsTile(StrEnum):
    MMMMMM = "MMMMMM"
    MMMMPP = "MMMMPP"
    MMMPPP = "MMMPPP"
    MMMPSP = "MMMPSP"
    MMPMMP = "MMPMMP"
    MMPMPP = "MMPMPP"
    MMPPPP = "MMPPPP"
    MMPPSP = "MMPPSP"
    MMPSPP = "MMPSPP"
    MMPSSP = "MMPSSP"
    MPMPPP = "MPMPPP"
    MPPPPP = "MPPPPP"
    MPSSPP = "MPSSPP"
    MPSSSP = "MPSSSP"
    PPPPPP = "PPPPPP"
    PPPPPS = "PPPPPS"
    PPPSSS = "PPPSSS"
    PPSSSS = "PPSSSS"
    PSPPMM = "PSPPMM"
    PSSSSS = "PSSSSS"

    def __str__(self) -> str:
        return str(self.value)
