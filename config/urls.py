"""URL routes: the REST API under /api/, its schema and docs, the game pages, the admin, and the
health probes (/healthz, /readyz; see config/health.py). Each app's routes are included by name:
config imports nothing of the apps (an import contract in pyproject.toml)."""

from django.contrib import admin
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.templatetags.static import static
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from config import health, schema  # noqa: F401  (schema: registers an OpenAPI extension)


def favicon(request: HttpRequest) -> HttpResponse:
    """``/favicon.ico``, which browsers and the admin ask for whatever the page says: the site's
    icon (pages name it in ``base.html``), so no page logs a 404."""
    return HttpResponseRedirect(static("games/favicon.svg"))


urlpatterns = [
    path("favicon.ico", favicon, name="favicon"),
    path("healthz", health.healthz, name="healthz"),
    path("readyz", health.readyz, name="readyz"),
    # The API first: it gets nearly every request, and routes are tried in order.
    path("api/", include("games.api.urls")),
    path("api/", include("accounts.api_urls")),
    path("api/", include("webhooks.api")),
    path("api/", include("notifications.inbound.urls")),
    path("api/", include("ratings.api_urls")),
    path("api/", include("tournaments.api_urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="api-docs"),
    path("i18n/", include("django.conf.urls.i18n")),  # set_language: the visitors' language switch
    path("admin/", admin.site.urls),
    path("games/", include("games.web.urls")),
    path("rules/", include("games.web.rules_urls")),
    path("ratings/", include("ratings.urls")),
    path("tournaments/", include("tournaments.urls")),
    path("", include("accounts.urls")),  # the home page too (accounts.home)
]

handler404 = "games.api.problems.not_found_view"
handler500 = "games.api.problems.server_error_view"
