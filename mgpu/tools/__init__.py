"""Command-line entry points (argument parsing and printing only)."""
