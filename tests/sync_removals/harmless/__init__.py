"""The removals that run to a match, each with the rule that says why it is harmless on hardware (H*), or the
detector gap it is (G*), or that it is not reviewed yet (U): (payload id, line) -> rule id of ../rules.py. Assigned by
reading each payload around the removed op; one file per source of payloads."""

from tests.sync_removals.harmless import corpus, flagship, flagship_012

HARMLESS: dict[tuple[str, int], str] = corpus.TABLE | flagship.TABLE | flagship_012.TABLE
