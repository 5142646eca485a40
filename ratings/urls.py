"""The ratings' pages under /ratings/."""

from django.urls import path

from ratings import views

urlpatterns = [
    path("", views.index, name="ratings-index"),
    path("players/<int:player_id>/", views.player, name="ratings-player"),
    path("<str:ruleset_id>/", views.leaderboard, name="ratings-leaderboard"),
]
