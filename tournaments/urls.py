"""The tournaments' pages under /tournaments/."""

from django.urls import path

from tournaments import views

urlpatterns = [
    path("", views.index, name="tournament-index"),
    path("<int:tournament_id>/", views.page, name="tournament-page"),
    path("<int:tournament_id>/join/", views.join, name="tournament-join"),
    path("<int:tournament_id>/withdraw/", views.withdraw, name="tournament-withdraw"),
    path("<int:tournament_id>/start/", views.start, name="tournament-start"),
    path("<int:tournament_id>/pause/", views.pause, name="tournament-pause"),
    path("<int:tournament_id>/resume/", views.resume, name="tournament-resume"),
    path("<int:tournament_id>/remove/<int:player_id>/", views.remove, name="tournament-remove"),
]
