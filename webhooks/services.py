"""Every change to a webhook endpoint: registering, removing, and disabling one that keeps failing.
The API, the admin and the tasks call these; nothing else writes an endpoint."""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext, gettext_lazy

from games.services.errors import BadRequest, NotFound, Sentence, Unprocessable
from outbox import emails as notifications
from outbox.models import Endpoint, Notification
from outbox.webhooks import forget_owners
from webhooks.signing import new_secret
from webhooks.transport import Refused, check_url

logger = logging.getLogger(__name__)


def register_endpoint(*, owner, url: str, description: str = "") -> Endpoint:
    """A new enabled endpoint of ``owner`` with a fresh secret; it receives the events of the games
    appended from now on (within ``WEBHOOKS_OWNERS_CACHE_SECONDS`` in other processes)."""
    try:
        check_url(url)
    except Refused as error:
        raise BadRequest("webhook_url_refused", gettext("This address cannot receive webhooks: %(reason)s.")
                         % {"reason": error}) from None
    with transaction.atomic():
        # One writer per owner at a time, so that the limit holds under concurrent requests.
        type(owner).objects.select_for_update().filter(pk=owner.pk).first()
        if Endpoint.objects.filter(owner=owner).count() >= settings.WEBHOOKS_MAX_PER_PLAYER:
            raise Unprocessable("too_many_webhooks", gettext("You have %(count)s webhooks already, the most allowed.")
                                % {"count": settings.WEBHOOKS_MAX_PER_PLAYER})
        endpoint = Endpoint.objects.create(owner=owner, url=url, description=description, secret=new_secret())
        transaction.on_commit(forget_owners)
    return endpoint


def remove_endpoint(*, owner, endpoint_id: int) -> None:
    """Delete one of ``owner``'s endpoints, with its deliveries and their log."""
    deleted, _ = Endpoint.objects.filter(pk=endpoint_id, owner=owner).delete()
    if not deleted:
        raise webhook_not_found(endpoint_id)
    forget_owners()


def webhook_not_found(endpoint_id: object) -> NotFound:
    """The one answer for a webhook the caller does not have (none by that id, or another's)."""
    return NotFound("webhook_not_found", Sentence(gettext_lazy("You have no webhook %(id)s."), id=endpoint_id))


def disable_endpoint(endpoint: Endpoint, reason: str) -> bool:
    """Disable ``endpoint`` (if still enabled) and email its owner why; whether this call did it."""
    with transaction.atomic():
        now = timezone.now()
        disabled = Endpoint.objects.filter(pk=endpoint.pk, enabled=True).update(
            enabled=False, disabled_at=now, disabled_reason=reason[:300])
        if disabled:
            owner = endpoint.owner
            notifications.enqueue([Notification(
                kind=Notification.Kind.WEBHOOK_DISABLED, key=f"webhook-disabled:{endpoint.pk}:{now.isoformat()}",
                player=owner, email=owner.email,
                context={"endpoint": endpoint.pk, "url": endpoint.url, "reason": reason[:300],
                         "failures": endpoint.consecutive_failures})])
            transaction.on_commit(forget_owners)
    if disabled:
        logger.warning("webhook endpoint %s disabled: %s", endpoint.pk, reason)
    return bool(disabled)
