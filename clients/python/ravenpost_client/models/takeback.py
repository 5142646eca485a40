from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="Takeback")


@_attrs_define
class Takeback:
    """What the caller may do about takebacks in a game now (``games.services.takebacks.Offer``).

    Attributes:
        can_request (bool): You may ask to take back your last move now.
        instant (bool): Your request would be granted at once: the move revealed nothing and nobody else has seen it.
        refusal (str): Why you cannot ask now (empty when you can): nothing_to_take_back, not_your_move,
            revealed_information, takeback_pending or takeback_already_asked.
        pending (bool): A takeback request is open, waiting for answers.
        requester (int | None): The seat that asked, if a request is open.
        batch (int | None): The seq of the first event of the move concerned, if any.
        must_answer (bool): You are asked to accept or decline the open request.
        taken_back (bool | Unset): In the answer to a request or an accept: whether the move is now taken back.
    """

    can_request: bool
    instant: bool
    refusal: str
    pending: bool
    requester: int | None
    batch: int | None
    must_answer: bool
    taken_back: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        can_request = self.can_request

        instant = self.instant

        refusal = self.refusal

        pending = self.pending

        requester: int | None
        requester = self.requester

        batch: int | None
        batch = self.batch

        must_answer = self.must_answer

        taken_back = self.taken_back

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "can_request": can_request,
                "instant": instant,
                "refusal": refusal,
                "pending": pending,
                "requester": requester,
                "batch": batch,
                "must_answer": must_answer,
            }
        )
        if taken_back is not UNSET:
            field_dict["taken_back"] = taken_back

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        can_request = d.pop("can_request")

        instant = d.pop("instant")

        refusal = d.pop("refusal")

        pending = d.pop("pending")

        def _parse_requester(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        requester = _parse_requester(d.pop("requester"))

        def _parse_batch(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        batch = _parse_batch(d.pop("batch"))

        must_answer = d.pop("must_answer")

        taken_back = d.pop("taken_back", UNSET)

        takeback = cls(
            can_request=can_request,
            instant=instant,
            refusal=refusal,
            pending=pending,
            requester=requester,
            batch=batch,
            must_answer=must_answer,
            taken_back=taken_back,
        )

        takeback.additional_properties = d
        return takeback

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
