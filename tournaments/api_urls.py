from django.urls import path

from tournaments import api

urlpatterns = [
    path("tournaments/", api.TournamentListView.as_view(), name="api-tournaments"),
    path("tournaments/<int:tournament_id>/", api.TournamentView.as_view(), name="api-tournament"),
    path("tournaments/<int:tournament_id>/join/", api.JoinView.as_view(), name="api-tournament-join"),
    path("tournaments/<int:tournament_id>/withdraw/", api.WithdrawView.as_view(), name="api-tournament-withdraw"),
    path("tournaments/<int:tournament_id>/start/", api.StartView.as_view(), name="api-tournament-start"),
    path("tournaments/<int:tournament_id>/pause/", api.PauseView.as_view(), name="api-tournament-pause"),
    path("tournaments/<int:tournament_id>/resume/", api.ResumeView.as_view(), name="api-tournament-resume"),
    path("tournaments/<int:tournament_id>/remove/", api.RemoveView.as_view(), name="api-tournament-remove"),
]
