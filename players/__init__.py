"""Players: who a person is, below every other app: the user model (email login), API tokens, signed
game and account links, authentication and the access rules of sessions."""
