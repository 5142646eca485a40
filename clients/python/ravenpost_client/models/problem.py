from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.rate_limit_scope import RateLimitScope
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors
    from ..models.problem_params import ProblemParams


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        type_ (str):
        title (str):
        status (int):
        code (str): Stable machine-readable error code.
        detail (str): What went wrong, for a person.
        seq (int | Unset): With `stale_seq`: the game's seq now.
        params (ProblemParams | Unset): With an illegal move: the values named in `detail`.
        errors (ProblemErrors | Unset): With `invalid_request`: the problem of each field.
        retry_after (int | Unset): With a 429 (`rate_limited`, `too_many_invitations`): seconds to wait, as the Retry-
            After header says.
        limit (int | Unset): With `rate_limited`: the requests allowed per window in this scope.
        scope (RateLimitScope | Unset): * `moves` - moves
            * `writes` - writes
            * `reads` - reads
            * `requests` - requests
        game (int | Unset): With `rematch_exists`: the rematch already proposed.
    """

    type_: str
    title: str
    status: int
    code: str
    detail: str
    seq: int | Unset = UNSET
    params: ProblemParams | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    retry_after: int | Unset = UNSET
    limit: int | Unset = UNSET
    scope: RateLimitScope | Unset = UNSET
    game: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        code = self.code

        detail = self.detail

        seq = self.seq

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        retry_after = self.retry_after

        limit = self.limit

        scope: str | Unset = UNSET
        if not isinstance(self.scope, Unset):
            scope = self.scope.value

        game = self.game

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "code": code,
                "detail": detail,
            }
        )
        if seq is not UNSET:
            field_dict["seq"] = seq
        if params is not UNSET:
            field_dict["params"] = params
        if errors is not UNSET:
            field_dict["errors"] = errors
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if limit is not UNSET:
            field_dict["limit"] = limit
        if scope is not UNSET:
            field_dict["scope"] = scope
        if game is not UNSET:
            field_dict["game"] = game

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415
        from ..models.problem_params import ProblemParams  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        code = d.pop("code")

        detail = d.pop("detail")

        seq = d.pop("seq", UNSET)

        _params = d.pop("params", UNSET)
        params: ProblemParams | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = ProblemParams.from_dict(_params)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        retry_after = d.pop("retry_after", UNSET)

        limit = d.pop("limit", UNSET)

        _scope = d.pop("scope", UNSET)
        scope: RateLimitScope | Unset
        if isinstance(_scope, Unset):
            scope = UNSET
        else:
            scope = RateLimitScope(_scope)

        game = d.pop("game", UNSET)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            code=code,
            detail=detail,
            seq=seq,
            params=params,
            errors=errors,
            retry_after=retry_after,
            limit=limit,
            scope=scope,
            game=game,
        )

        problem.additional_properties = d
        return problem

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
