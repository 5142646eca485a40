from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="NewWebhook")


@_attrs_define
class NewWebhook:
    """
    Attributes:
        id (int):
        url (str): Where deliveries are POSTed: https only.
        enabled (bool): False once disabled after repeated failures.
        disabled_reason (str):
        created_at (datetime.datetime):
        consecutive_failures (int):
        retry_at (datetime.datetime | None): While failing: nothing is sent before this time.
        last_success_at (datetime.datetime | None):
        secret (str): Signs every delivery (Ravenpost-Signature): shown this once.
        description (str | Unset):  Default: ''.
    """

    id: int
    url: str
    enabled: bool
    disabled_reason: str
    created_at: datetime.datetime
    consecutive_failures: int
    retry_at: datetime.datetime | None
    last_success_at: datetime.datetime | None
    secret: str
    description: str | Unset = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        url = self.url

        enabled = self.enabled

        disabled_reason = self.disabled_reason

        created_at = self.created_at.isoformat()

        consecutive_failures = self.consecutive_failures

        retry_at: None | str
        if isinstance(self.retry_at, datetime.datetime):
            retry_at = self.retry_at.isoformat()
        else:
            retry_at = self.retry_at

        last_success_at: None | str
        if isinstance(self.last_success_at, datetime.datetime):
            last_success_at = self.last_success_at.isoformat()
        else:
            last_success_at = self.last_success_at

        secret = self.secret

        description = self.description

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "url": url,
                "enabled": enabled,
                "disabled_reason": disabled_reason,
                "created_at": created_at,
                "consecutive_failures": consecutive_failures,
                "retry_at": retry_at,
                "last_success_at": last_success_at,
                "secret": secret,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        url = d.pop("url")

        enabled = d.pop("enabled")

        disabled_reason = d.pop("disabled_reason")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        consecutive_failures = d.pop("consecutive_failures")

        def _parse_retry_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                retry_at_type_0 = datetime.datetime.fromisoformat(data)

                return retry_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        retry_at = _parse_retry_at(d.pop("retry_at"))

        def _parse_last_success_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_success_at_type_0 = datetime.datetime.fromisoformat(data)

                return last_success_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_success_at = _parse_last_success_at(d.pop("last_success_at"))

        secret = d.pop("secret")

        description = d.pop("description", UNSET)

        new_webhook = cls(
            id=id,
            url=url,
            enabled=enabled,
            disabled_reason=disabled_reason,
            created_at=created_at,
            consecutive_failures=consecutive_failures,
            retry_at=retry_at,
            last_success_at=last_success_at,
            secret=secret,
            description=description,
        )

        new_webhook.additional_properties = d
        return new_webhook

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
