import pathlib

import pytest

TESTS = pathlib.Path(__file__).resolve().parent
CORPUS = TESTS / "corpus"


@pytest.fixture
def corpus() -> pathlib.Path:
    return CORPUS


# Long tiers are marked `tier`: the docs walk-through (every console and python example of docs/), the
# mutation and fuzz runs of the tools (tests/tools/*robustness.py's mutated corpus, test_hypothesis_fuzz.py,
# the mutated host code of test_host_replay.py), and every stage of the flagship kernels of each jax release
# with their sync-removal sweeps (tests/flagship). The README's test command skips them to stay within its
# time; CI runs them in a step of their own (`pytest -m tier --run-tiers`).
def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--run-tiers", action="store_true", help="also run the long tiers (tests marked tier)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "tier: a long tier, run only with --run-tiers (CI's tier step)")


# How many cases -k, -m or --deselect left out of this run, and how many test files skipped themselves
# whole (a module's pytest.importorskip: a skip in the run's count, no case in its collection).
DESELECTED = pytest.StashKey[int]()
SKIPPED_FILES: list[str] = []


def pytest_deselected(items: list[pytest.Item]) -> None:
    if items:
        stash = items[0].config.stash
        stash[DESELECTED] = stash.get(DESELECTED, 0) + len(items)


def pytest_collectreport(report: pytest.CollectReport) -> None:
    if report.skipped and report.nodeid.endswith(".py"):
        SKIPPED_FILES.append(report.nodeid)


@pytest.fixture
def whole_suite(request: pytest.FixtureRequest) -> tuple[list[pytest.Item], int] | None:
    """This run's cases and the test files that skipped themselves whole, if it collected the whole suite as
    the README's command does (no path below tests/, no -k, -m or deselection); else None."""
    config = request.config
    paths = {(config.invocation_params.dir / a).resolve() for a in config.args}
    whole = all("::" not in a for a in config.args) and paths <= {TESTS, TESTS.parent}
    if not whole or config.option.keyword or config.option.markexpr or config.stash.get(DESELECTED, 0):
        return None
    return request.session.items, len(set(SKIPPED_FILES))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--run-tiers"):
        return
    skip = pytest.mark.skip(reason="a long tier: pytest -m tier --run-tiers runs it (CI does)")
    for item in items:
        if item.get_closest_marker("tier"):
            item.add_marker(skip)
