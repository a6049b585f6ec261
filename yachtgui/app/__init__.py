"""The app layer: the controller, computer play, game files, the history recorder and settings.

QtCore only (objects, signals, timers, threads, settings): never a widget. The window and its
parts (:mod:`yachtgui.widgets`) show what these objects say and forward what the player asks.
"""
