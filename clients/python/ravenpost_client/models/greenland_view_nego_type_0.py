from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.greenland_card import GreenlandCard

if TYPE_CHECKING:
    from ..models.greenland_view_nego_type_0_drafts import GreenlandViewNegoType0Drafts
    from ..models.greenland_view_nego_type_0_offers_item import GreenlandViewNegoType0OffersItem


T = TypeVar("T", bound="GreenlandViewNegoType0")


@_attrs_define
class GreenlandViewNegoType0:
    """
    Attributes:
        card (GreenlandCard | None):
        handled (list[GreenlandCard]):
        offers (list[GreenlandViewNegoType0OffersItem]):
        drafts (GreenlandViewNegoType0Drafts):
        next_ (int):
        sent (list[int]):
        exchanged (bool):
    """

    card: GreenlandCard | None
    handled: list[GreenlandCard]
    offers: list[GreenlandViewNegoType0OffersItem]
    drafts: GreenlandViewNegoType0Drafts
    next_: int
    sent: list[int]
    exchanged: bool

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, GreenlandCard):
            card = self.card.value
        else:
            card = self.card

        handled = []
        for handled_item_data in self.handled:
            handled_item = handled_item_data.value
            handled.append(handled_item)

        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.to_dict()
            offers.append(offers_item)

        drafts = self.drafts.to_dict()

        next_ = self.next_

        sent = self.sent

        exchanged = self.exchanged

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "handled": handled,
                "offers": offers,
                "drafts": drafts,
                "next": next_,
                "sent": sent,
                "exchanged": exchanged,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.greenland_view_nego_type_0_drafts import GreenlandViewNegoType0Drafts  # noqa: PLC0415
        from ..models.greenland_view_nego_type_0_offers_item import GreenlandViewNegoType0OffersItem  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_card(data: object) -> GreenlandCard | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_1 = GreenlandCard(data)

                return card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GreenlandCard | None, data)

        card = _parse_card(d.pop("card"))

        handled = []
        _handled = d.pop("handled")
        for handled_item_data in _handled:
            handled_item = GreenlandCard(handled_item_data)

            handled.append(handled_item)

        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:
            offers_item = GreenlandViewNegoType0OffersItem.from_dict(offers_item_data)

            offers.append(offers_item)

        drafts = GreenlandViewNegoType0Drafts.from_dict(d.pop("drafts"))

        next_ = d.pop("next")

        sent = cast(list[int], d.pop("sent"))

        exchanged = d.pop("exchanged")

        greenland_view_nego_type_0 = cls(
            card=card,
            handled=handled,
            offers=offers,
            drafts=drafts,
            next_=next_,
            sent=sent,
            exchanged=exchanged,
        )

        return greenland_view_nego_type_0
