"""The senses: sound, speech (screen readers), large text and language preferences."""
