"""The score pad: the paper card drawn from :mod:`yachtgui.models.scorecard`, and its focus rings."""
