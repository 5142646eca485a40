from django.urls import path

from accounts import api

urlpatterns = [
    path("players/me/", api.MeView.as_view(), name="players-me"),
    path("players/me/vacation/", api.VacationView.as_view(), name="player-vacation"),
    path("players/me/tokens/", api.TokenListView.as_view(), name="player-tokens"),
    path("players/me/tokens/<int:token_id>/", api.TokenDetailView.as_view(), name="player-token"),
]
