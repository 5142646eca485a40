from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.knarr_view_answer_ruleset import KnarrViewAnswerRuleset

if TYPE_CHECKING:
    from ..models.knarr_view import KnarrView
    from ..models.not_started_view import NotStartedView


T = TypeVar("T", bound="KnarrViewAnswer")


@_attrs_define
class KnarrViewAnswer:
    """
    Attributes:
        seq (int): The seq this view was read at.
        seat (int | None): Your seat; null if you have none.
        ruleset (KnarrViewAnswerRuleset): The game's rule set.
        view (KnarrView | NotStartedView): The state as this seat may see it (`KnarrView`), or `{}` (`NotStartedView`)
            before the game starts.
    """

    seq: int
    seat: int | None
    ruleset: KnarrViewAnswerRuleset
    view: KnarrView | NotStartedView
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.knarr_view import KnarrView  # noqa: PLC0415

        seq = self.seq

        seat: int | None
        seat = self.seat

        ruleset = self.ruleset.value

        view: dict[str, Any]
        if isinstance(self.view, KnarrView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seq": seq,
                "seat": seat,
                "ruleset": ruleset,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.knarr_view import KnarrView  # noqa: PLC0415
        from ..models.not_started_view import NotStartedView  # noqa: PLC0415

        d = dict(src_dict)
        seq = d.pop("seq")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        ruleset = KnarrViewAnswerRuleset(d.pop("ruleset"))

        def _parse_view(data: object) -> KnarrView | NotStartedView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = KnarrView.from_dict(data)

                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            view_type_1 = NotStartedView.from_dict(data)

            return view_type_1

        view = _parse_view(d.pop("view"))

        knarr_view_answer = cls(
            seq=seq,
            seat=seat,
            ruleset=ruleset,
            view=view,
        )

        knarr_view_answer.additional_properties = d
        return knarr_view_answer

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
