"""Players: the user model (email login), API tokens, and later sign-in links and preferences."""
