"""The game pages under /games/. Entering a game by its emailed link (``game-enter``) and asking
for a fresh link (``game-link``) are the accounts app's (``accounts.urls``), under the same paths."""

from django.urls import path

from games.web import conditional, live, lobby, start, views

urlpatterns = [
    path("", views.game_list, name="game-list"),
    path("new/", start.choose_game, name="game-new"),
    path("new/<str:ruleset_id>/<int:players>/", start.game_form, name="game-new-form"),
    path("open/", lobby.lobby, name="game-lobby"),
    path("join/<str:token>/", lobby.join_by_link, name="game-join-link"),
    path("invitations/<int:invitation_id>/", views.answer_invitation, name="game-invitation-answer"),
    path("<int:game_id>/", views.game_page, name="game-page"),
    path("<int:game_id>/live/", live.game_live, name="game-live"),
    path("<int:game_id>/move/", views.move, name="game-move"),
    path("<int:game_id>/chat/", views.post_chat, name="game-chat-post"),
    path("<int:game_id>/leave/", views.leave, name="game-leave"),
    path("<int:game_id>/takeback/", views.post_takeback, name="game-takeback"),
    path("<int:game_id>/emails/", views.post_emails, name="game-emails"),
    path("<int:game_id>/conditional/", conditional.post_conditional, name="game-conditional"),
    path("<int:game_id>/join/", lobby.join, name="game-join"),
    path("<int:game_id>/rematch/", lobby.rematch, name="game-rematch"),
]
