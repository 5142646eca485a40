"""The admin app, with the project's admin site (``players.admin_site.RavenpostAdminSite``) as
``admin.site``: every ``admin.register`` and ``admin.site.urls`` use it."""

from django.contrib.admin.apps import AdminConfig


class RavenpostAdminConfig(AdminConfig):
    default_site = "players.admin_site.RavenpostAdminSite"
