"""Self-painted widgets and the app's look: dice and tray, theme, icon, rules help.

Modules: ``dice`` (DieWidget, DiceTray), ``theme`` (fonts and colours),
``icon`` (the window icon), ``help`` (rules and About). Widgets forward the
user's intents as signals and never change game state themselves.
"""
