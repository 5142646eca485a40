"""Webhook endpoints of the REST API: register, list, read, remove, and each attempt's log.

    GET    /api/webhooks/                   list_webhooks
    POST   /api/webhooks/                   create_webhook (the secret is in this answer only)
    GET    /api/webhooks/{id}/              get_webhook
    DELETE /api/webhooks/{id}/              delete_webhook
    GET    /api/webhooks/{id}/attempts/     list_webhook_attempts (newest first, at most 100)
"""

from __future__ import annotations

from django.urls import path, reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_field
from rest_framework import serializers, status
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem_responses
from outbox.models import Attempt, Delivery, Endpoint
from webhooks import services

ATTEMPTS_SHOWN = 100


@extend_schema_field({"type": "string", "format": "uri", "pattern": "^https://", "maxLength": 2000})
class HttpsUrlField(serializers.URLField):
    """An https address: the schema says so (``pattern``); ``webhooks.services.register_endpoint``
    refuses any other scheme, and any address it may not deliver to, with 400 ``webhook_url_refused``."""


class StrictTextField(serializers.CharField):
    """A JSON string and only that: DRF's ``CharField`` would take the number ``0`` as ``"0"``,
    which the schema (``type: string``) does not allow."""

    default_error_messages = {"not_text": "Must be text (a JSON string)."}

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("not_text")
        return super().to_internal_value(data)


class WebhookSerializer(serializers.Serializer):
    id = serializers.IntegerField(read_only=True)
    url = HttpsUrlField(max_length=2000, help_text="Where deliveries are POSTed: https only.")
    description = StrictTextField(max_length=200, required=False, allow_blank=True, default="")
    enabled = serializers.BooleanField(read_only=True, help_text="False once disabled after repeated failures.")
    disabled_reason = serializers.CharField(read_only=True)
    created_at = serializers.DateTimeField(read_only=True)
    consecutive_failures = serializers.IntegerField(read_only=True)
    retry_at = serializers.DateTimeField(read_only=True, allow_null=True,
                                         help_text="While failing: nothing is sent before this time.")
    last_success_at = serializers.DateTimeField(read_only=True, allow_null=True)


class NewWebhookSerializer(WebhookSerializer):
    secret = serializers.CharField(read_only=True, help_text="Signs every delivery (Ravenpost-Signature): shown "
                                   "this once.")


class WebhookAttemptSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    delivery = serializers.IntegerField(source="delivery_id", help_text="The Ravenpost-Delivery header's value.")
    kind = serializers.ChoiceField(source="delivery.kind", choices=Delivery.Kind.choices)
    game = serializers.IntegerField(source="delivery.game_id")
    seq = serializers.IntegerField(source="delivery.last_seq")
    number = serializers.IntegerField(help_text="1 for the first attempt at this delivery.")
    started_at = serializers.DateTimeField()
    duration_ms = serializers.IntegerField()
    status_code = serializers.IntegerField(allow_null=True, help_text="The HTTP status answered; null if none.")
    error = serializers.CharField(help_text="Why it failed (empty on success).")
    succeeded = serializers.BooleanField()
    delivery_status = serializers.ChoiceField(source="delivery.status", choices=Delivery.Status.choices)


def _endpoint(request: Request, webhook_id: int) -> Endpoint:
    endpoint = Endpoint.objects.filter(pk=webhook_id, owner=request.user).first()
    if endpoint is None:
        raise services.webhook_not_found(webhook_id)
    return endpoint


class WebhookListView(APIView):
    @extend_schema(operation_id="list_webhooks", responses={200: WebhookSerializer(many=True), **problem_responses()},
                   summary="Your webhooks", tags=["webhooks"])
    def get(self, request: Request) -> Response:
        return Response(WebhookSerializer(Endpoint.objects.filter(owner=request.user), many=True).data)

    @extend_schema(
        operation_id="create_webhook", request=WebhookSerializer,
        responses={201: NewWebhookSerializer, **problem_responses(400, 422)},
        parameters=[OpenApiParameter("Location", OpenApiTypes.URI, OpenApiParameter.HEADER, response=[201],
                                     description="The new webhook's address.")],
        summary="Register a webhook (its secret is shown once)", tags=["webhooks"],
        description="From now on, the events of every game you hold a seat in are POSTed to this address "
        "as your seat may see them, with \"your turn\", \"game started\" and \"game ended\"; each is signed "
        "with the secret in this answer (see docs/webhooks.md). The address must be https, and is refused "
        "at each delivery if it resolves to a loopback, private, link-local, multicast or metadata address. "
        "At most WEBHOOKS_MAX_PER_PLAYER webhooks (5) per player: 422 too_many_webhooks.",
    )
    def post(self, request: Request) -> Response:
        body = WebhookSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        endpoint = services.register_endpoint(owner=request.user, url=body.validated_data["url"],
                                              description=body.validated_data["description"])
        data = NewWebhookSerializer(endpoint).data
        data["secret"] = endpoint.secret
        response = Response(data, status=status.HTTP_201_CREATED)
        response["Location"] = request.build_absolute_uri(reverse("webhook", kwargs={"webhook_id": endpoint.pk}))
        return response


class WebhookDetailView(APIView):
    @extend_schema(operation_id="get_webhook", responses={200: WebhookSerializer, **problem_responses(404)},
                   summary="One of your webhooks", tags=["webhooks"])
    def get(self, request: Request, webhook_id: int) -> Response:
        return Response(WebhookSerializer(_endpoint(request, webhook_id)).data)

    @extend_schema(operation_id="delete_webhook", responses={204: None, **problem_responses(404)},
                   summary="Remove a webhook (what is still owed to it is not sent)", tags=["webhooks"])
    def delete(self, request: Request, webhook_id: int) -> Response:
        services.remove_endpoint(owner=request.user, endpoint_id=webhook_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class WebhookAttemptListView(APIView):
    @extend_schema(operation_id="list_webhook_attempts",
                   responses={200: WebhookAttemptSerializer(many=True), **problem_responses(404)},
                   summary="Every attempt to deliver to a webhook, newest first (the last 100)", tags=["webhooks"])
    def get(self, request: Request, webhook_id: int) -> Response:
        endpoint = _endpoint(request, webhook_id)
        attempts = Attempt.objects.filter(endpoint=endpoint).select_related("delivery")[:ATTEMPTS_SHOWN]
        return Response(WebhookAttemptSerializer(attempts, many=True).data)


urlpatterns = [
    path("webhooks/", WebhookListView.as_view(), name="webhooks"),
    path("webhooks/<int:webhook_id>/", WebhookDetailView.as_view(), name="webhook"),
    path("webhooks/<int:webhook_id>/attempts/", WebhookAttemptListView.as_view(), name="webhook-attempts"),
]
