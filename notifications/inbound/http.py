"""``POST /api/inbound/email/``: the inbound webhook of a mail provider, for a site that runs no
SMTP receiver (docs/operations.md, "Answer by email").

The body is the message as received, raw MIME (``Content-Type: message/rfc822``, at most
``INBOUND_EMAIL_MAX_BYTES``); the optional headers ``X-Ravenpost-Envelope-To`` (the envelope's
recipients, comma-separated) and ``X-Ravenpost-Envelope-From`` (its MAIL FROM, empty for a
bounce) add what the headers may not say. The caller proves itself with the shared secret
``INBOUND_EMAIL_SECRET`` in ``X-Ravenpost-Inbound-Secret``: a request without it is a 403.
Without a configured secret the endpoint does not exist (404). The answer is 200 with what came of the message; a message that
plays nothing (forged, auto-reply, late) is still a 200: the provider must not retry it. Only a
passing failure is an error to retry: the database out (503), or the same message still being
played by another delivery after a few seconds (409 ``request_in_progress``; a retry then finds
it played, ``replayed``).
"""

from __future__ import annotations

from django.conf import settings
from django.utils.crypto import constant_time_compare
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.parsers import BaseParser
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from config.problem_json import problem, problem_responses
from games.api.parsers import RequestTooLarge
from games.services.errors import BadRequest, Forbidden, NotFound
from notifications.inbound import service

SECRET_HEADER = "X-Ravenpost-Inbound-Secret"


class RawEmailParser(BaseParser):
    """The body as bytes, at most ``INBOUND_EMAIL_MAX_BYTES``."""

    media_type = "message/rfc822"

    def parse(self, stream, media_type=None, parser_context=None) -> bytes:
        limit = settings.INBOUND_EMAIL_MAX_BYTES
        body = stream.read(limit + 1) if stream is not None else b""
        if len(body) > limit:
            raise RequestTooLarge(f"The message is larger than {limit // 1000} kB.")
        return body


class InboundEmailResultSerializer(serializers.Serializer):
    result = serializers.ChoiceField(
        choices=[service.PLAYED, service.LATE, service.NOT_UNDERSTOOD, service.REFUSED, service.AUTO_REPLY,
                 service.REPLAYED],
        help_text="played: the move was played; late: the game moved on (the player was told); not_understood: "
                  "the reply named no move (the player was told); refused: no valid reply token, or not the "
                  "player's game; auto_reply: an automatic message, ignored; replayed: this message was "
                  "already played.")
    game = serializers.IntegerField(allow_null=True)
    seq = serializers.IntegerField(allow_null=True, help_text="The game's seq after this message.")
    answered = serializers.BooleanField(help_text="Whether an email went back to the player.")


class InboundEmailView(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    parser_classes = [RawEmailParser]

    @extend_schema(
        operation_id="receive_inbound_email", request={"message/rfc822": OpenApiTypes.BINARY},
        responses={200: InboundEmailResultSerializer, **problem_responses(400, 409, 413),
                   403: problem("Wrong shared secret (bad_inbound_secret)"),
                   404: problem("Answering by email is not configured here")},
        parameters=[
            OpenApiParameter(SECRET_HEADER, str, OpenApiParameter.HEADER, required=True,
                             description="The shared secret INBOUND_EMAIL_SECRET."),
            OpenApiParameter("X-Ravenpost-Envelope-To", str, OpenApiParameter.HEADER,
                             description="The envelope's recipients, comma-separated (optional)."),
            OpenApiParameter("X-Ravenpost-Envelope-From", str, OpenApiParameter.HEADER,
                             description="The envelope's sender; empty for a bounce (optional)."),
        ],
        summary="A mail provider's inbound webhook: a reply to a turn email, as raw MIME", tags=["inbound email"],
    )
    def post(self, request: Request) -> Response:
        # A request without the required header is refused as such (403) whether or not the
        # endpoint is configured: the schema says the header is required, and a 404 would say
        # nothing about what was wrong with the request.
        bad_secret = Forbidden("bad_inbound_secret", f"Send the shared secret in {SECRET_HEADER}.")
        if not request.headers.get(SECRET_HEADER):
            raise bad_secret
        if not settings.INBOUND_EMAIL_SECRET or not settings.INBOUND_EMAIL_DOMAIN:
            raise NotFound("not_found", "Not found.")
        if not constant_time_compare(request.headers.get(SECRET_HEADER, ""), settings.INBOUND_EMAIL_SECRET):
            raise bad_secret
        raw = request.data
        if not isinstance(raw, bytes) or not raw.strip():
            raise BadRequest("empty_message", "Send the message as received, raw MIME (message/rfc822).")
        recipients = [part.strip() for part in request.headers.get("X-Ravenpost-Envelope-To", "").split(",")
                      if part.strip()]
        sender = request.headers.get("X-Ravenpost-Envelope-From")
        received = service.receive(raw, recipients=recipients, sender=sender)
        return Response({"result": received.result, "game": received.game_id, "seq": received.seq,
                         "answered": received.answered})
