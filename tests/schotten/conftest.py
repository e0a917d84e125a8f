import pytest

from tests.schotten.tables import Table


@pytest.fixture
def table():
    return Table
