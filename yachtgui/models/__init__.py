"""Qt item models over the game: one :class:`~yachtgui.models.scorecard.ScorecardModel` per player."""
