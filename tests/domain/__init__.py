"""Rule tests of the pure engine in ``domain/``."""

import pytest

# Readable diffs from the helpers' assertions (event lists compared in their stored form).
pytest.register_assert_rewrite("tests.domain.helpers")
