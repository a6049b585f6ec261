"""The main window: its layout, menus, fitting the screen, and the flows it starts."""
