"""Dialogs: a new game, house rules, game over and preferences, keeping games, help and about."""
