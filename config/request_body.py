"""Chunked request bodies (``Transfer-Encoding: chunked``, no ``Content-Length``), read here with
the same size limit as any other body.

Django and DRF read a body by its ``Content-Length``; without one they see an empty body, so a
5 MB chunked upload was answered as if nothing had been sent (a 400, or worse, a request carried
out with no data). gunicorn decodes the chunks and says so with ``wsgi.input_terminated``: then
this middleware reads the body, at most ``DATA_UPLOAD_MAX_MEMORY_SIZE`` bytes (413 past that,
problem+json on the API), and hands it on with its length, as if it had come with one. A server
that does not terminate the input (the development server) would hand over the raw chunks, and
reading past them would block: such a request gets 411 Length Required.
"""

from __future__ import annotations

import io
from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse

from config.problem_json import CONTENT_TYPE, problem_body

READ_SIZE = 64 * 1024


def _refuse(request: HttpRequest, status: int, code: str, detail: str) -> HttpResponse:
    if request.path.startswith("/api/"):
        return JsonResponse(problem_body(status, code, detail), status=status, content_type=CONTENT_TYPE)
    return HttpResponse(detail, status=status, content_type="text/plain; charset=utf-8")


class ChunkedBodyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        meta = request.META
        chunked = "chunked" in meta.get("HTTP_TRANSFER_ENCODING", "").lower()
        if chunked and not meta.get("CONTENT_LENGTH"):
            if not meta.get("wsgi.input_terminated"):
                return _refuse(request, 411, "length_required",
                               "This server needs a Content-Length: send the body in one piece.")
            limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
            body = bytearray()
            while len(body) <= limit:
                piece = meta["wsgi.input"].read(READ_SIZE)
                if not piece:
                    break
                body += piece
            if len(body) > limit:
                return _refuse(request, 413, "request_too_large",
                               f"The request body is larger than {limit // 1024} KiB.")
            meta["CONTENT_LENGTH"] = str(len(body))
            request._stream = io.BytesIO(bytes(body))  # what Django and DRF read the body from
        return self.get_response(request)
