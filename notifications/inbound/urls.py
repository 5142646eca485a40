"""The inbound email route of the API (``POST /api/inbound/email/``), included by ``config.urls``."""

from django.urls import path

from notifications.inbound.http import InboundEmailView

urlpatterns = [
    path("inbound/email/", InboundEmailView.as_view(), name="inbound-email"),
]
