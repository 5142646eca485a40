from django.urls import path

from games.web import views
from players import views as player_views

urlpatterns = [
    path("", views.game_list, name="game-list"),
    path("<int:game_id>/", views.game_page, name="game-page"),
    path("<int:game_id>/move/", views.post_move, name="game-move"),
    path("<int:game_id>/chat/", views.post_chat, name="game-chat-post"),
    path("<int:game_id>/leave/", views.post_leave, name="game-leave"),
    path("<int:game_id>/enter/<str:token>/", player_views.enter_game, name="game-enter"),
    path("<int:game_id>/link/", player_views.request_link, name="game-link"),
]
