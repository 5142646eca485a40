from enum import StrEnum


class FjordsViewCornerOrder(StrEnum):
    CORNER_0_IS_THE_TOP_VERTEX_OF_A_POINTY_TOP_HEX_THEN_CLOCKWISE = (
        "corner 0 is the top vertex of a pointy-top hex, then clockwise"
    )

    def __str__(self) -> str:
        return str(self.value)
