from enum import StrEnum


class GraenalandVpCard(StrEnum):
    VP_01 = "vp-01"
    VP_02 = "vp-02"
    VP_03 = "vp-03"
    VP_04 = "vp-04"
    VP_05 = "vp-05"
    VP_06 = "vp-06"
    VP_07 = "vp-07"
    VP_08 = "vp-08"
    VP_09 = "vp-09"
    VP_10 = "vp-10"
    VP_11 = "vp-11"
    VP_12 = "vp-12"
    VP_13 = "vp-13"
    VP_14 = "vp-14"
    VP_15 = "vp-15"
    VP_16 = "vp-16"
    VP_17 = "vp-17"
    VP_18 = "vp-18"
    VP_19 = "vp-19"
    VP_20 = "vp-20"

    def __str__(self) -> str:
        return str(self.value)
