import pathlib

import pytest

TESTS = pathlib.Path(__file__).parent
CORPUS = TESTS / "corpus"


@pytest.fixture
def corpus() -> pathlib.Path:
    return CORPUS


# Long tiers (every stage of the flagship kernels of each jax release, the sync-removal sweeps) are
# marked `tier`: the README's test command skips them to stay within its time, and CI runs them in a step
# of their own (`pytest -m tier --run-tiers`).
def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-tiers", action="store_true", help="also run the long tiers (tests marked tier)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "tier: a long tier, run only with --run-tiers (CI's tier step)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--run-tiers"):
        return
    skip = pytest.mark.skip(reason="a long tier: pytest -m tier --run-tiers runs it (CI does)")
    for item in items:
        if "tier" in item.keywords:
            item.add_marker(skip)
