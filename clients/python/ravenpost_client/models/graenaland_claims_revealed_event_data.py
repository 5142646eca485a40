from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.graenaland_claims_revealed_event_data_claims import GraenalandClaimsRevealedEventDataClaims


T = TypeVar("T", bound="GraenalandClaimsRevealedEventData")


@_attrs_define
class GraenalandClaimsRevealedEventData:
    """
    Attributes:
        claims (GraenalandClaimsRevealedEventDataClaims):
        order (list[int]):
        claimant (int | None):
    """

    claims: GraenalandClaimsRevealedEventDataClaims
    order: list[int]
    claimant: int | None

    def to_dict(self) -> dict[str, Any]:
        claims = self.claims.to_dict()

        order = self.order

        claimant: int | None
        claimant = self.claimant

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "claims": claims,
                "order": order,
                "claimant": claimant,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.graenaland_claims_revealed_event_data_claims import GraenalandClaimsRevealedEventDataClaims  # noqa: PLC0415

        d = dict(src_dict)
        claims = GraenalandClaimsRevealedEventDataClaims.from_dict(d.pop("claims"))

        order = cast(list[int], d.pop("order"))

        def _parse_claimant(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        claimant = _parse_claimant(d.pop("claimant"))

        graenaland_claims_revealed_event_data = cls(
            claims=claims,
            order=order,
            claimant=claimant,
        )

        return graenaland_claims_revealed_event_data
