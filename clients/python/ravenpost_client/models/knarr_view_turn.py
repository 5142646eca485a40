from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.knarr_view_turn_offers_item import KnarrViewTurnOffersItem
    from ..models.knarr_view_turn_payment_type_0 import KnarrViewTurnPaymentType0
    from ..models.knarr_view_turn_take_type_0 import KnarrViewTurnTakeType0


T = TypeVar("T", bound="KnarrViewTurn")


@_attrs_define
class KnarrViewTurn:
    """
    Attributes:
        acted (bool):
        traded (bool):
        take (KnarrViewTurnTakeType0 | None):
        payment (KnarrViewTurnPaymentType0 | None):
        offers (list[KnarrViewTurnOffersItem]):
    """

    acted: bool
    traded: bool
    take: KnarrViewTurnTakeType0 | None
    payment: KnarrViewTurnPaymentType0 | None
    offers: list[KnarrViewTurnOffersItem]

    def to_dict(self) -> dict[str, Any]:
        from ..models.knarr_view_turn_payment_type_0 import KnarrViewTurnPaymentType0  # noqa: PLC0415
        from ..models.knarr_view_turn_take_type_0 import KnarrViewTurnTakeType0  # noqa: PLC0415

        acted = self.acted

        traded = self.traded

        take: dict[str, Any] | None
        if isinstance(self.take, KnarrViewTurnTakeType0):
            take = self.take.to_dict()
        else:
            take = self.take

        payment: dict[str, Any] | None
        if isinstance(self.payment, KnarrViewTurnPaymentType0):
            payment = self.payment.to_dict()
        else:
            payment = self.payment

        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.to_dict()
            offers.append(offers_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "acted": acted,
                "traded": traded,
                "take": take,
                "payment": payment,
                "offers": offers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view_turn_offers_item import KnarrViewTurnOffersItem  # noqa: PLC0415
        from ..models.knarr_view_turn_payment_type_0 import KnarrViewTurnPaymentType0  # noqa: PLC0415
        from ..models.knarr_view_turn_take_type_0 import KnarrViewTurnTakeType0  # noqa: PLC0415

        d = dict(src_dict)
        acted = d.pop("acted")

        traded = d.pop("traded")

        def _parse_take(data: object) -> KnarrViewTurnTakeType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                take_type_0 = KnarrViewTurnTakeType0.from_dict(data)

                return take_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnarrViewTurnTakeType0 | None, data)

        take = _parse_take(d.pop("take"))

        def _parse_payment(data: object) -> KnarrViewTurnPaymentType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payment_type_0 = KnarrViewTurnPaymentType0.from_dict(data)

                return payment_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(KnarrViewTurnPaymentType0 | None, data)

        payment = _parse_payment(d.pop("payment"))

        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:
            offers_item = KnarrViewTurnOffersItem.from_dict(offers_item_data)

            offers.append(offers_item)

        knarr_view_turn = cls(
            acted=acted,
            traded=traded,
            take=take,
            payment=payment,
            offers=offers,
        )

        return knarr_view_turn
