"""The felt and the dice: the tray, the table's own widgets, table mode (real dice), advice, celebrations."""
