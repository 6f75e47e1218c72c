import pathlib

import pytest

TESTS = pathlib.Path(__file__).parent
CORPUS = TESTS / "corpus"


@pytest.fixture
def corpus() -> pathlib.Path:
    return CORPUS
