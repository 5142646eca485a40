from django.urls import path

from ratings import api

urlpatterns = [
    path("ratings/<str:ruleset>/", api.LeaderboardView.as_view(), name="api-ratings-leaderboard"),
    path("ratings/<str:ruleset>/anchors/", api.AnchorsView.as_view(), name="api-ratings-anchors"),
    path("ratings/<str:ruleset>/variants/", api.VariantsView.as_view(), name="api-ratings-variants"),
    path("players/<int:player_id>/ratings/", api.PlayerRatingsView.as_view(), name="api-player-ratings"),
]
