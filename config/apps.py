"""The admin app, with the project's admin site (``config.admin.RavenpostAdminSite``) as
``admin.site``: every ``admin.register`` and ``admin.site.urls`` use it."""

from django.contrib.admin.apps import AdminConfig


class RavenpostAdminConfig(AdminConfig):
    default_site = "config.admin.RavenpostAdminSite"
