"""Review: statistics and champions, replaying a finished game, and its analysis."""
