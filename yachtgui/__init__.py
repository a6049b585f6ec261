"""yachtgui: the Yacht family of dice games (Kismet, Yacht, Yatzy, 12-box Yacht) for the desktop.

Packages, in the direction of their dependencies (nothing points back up):
``rules`` (pure) <- ``game`` (pure) <- ``ai`` (NumPy) / ``persistence`` / ``export``
<- ``controller`` <- ``widgets``.
"""

__version__ = "0.1.0"
