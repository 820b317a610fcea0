"""The sealed-value format stays readable (issue 24): values already in databases
open with the code of today, and a damaged one is refused, never a crash."""

from __future__ import annotations

import pytest

from annotation.corpus import crypto

# Sealed by the first version of crypto.py (commit 7b365ce) with this key and key id.
KEY = bytes(range(32))
SEALED = (
    "enc1:5:21:7Juc5erx/wtQuoPSv6DL9ANEESLyzGjmwtBUloRHcaZM3z7RnNEnL4fzvyeMl+mL/yw="
)
LOOKUP = "97f3dd2fa597c9670b9d60cf3dd03ecb9507790e35d9db0748b39688970ee8d9"


def test_values_sealed_before_open_and_hash_the_same() -> None:
    key = crypto.DataKey(5, 2, KEY)
    assert key.open(SEALED) == "Anna Andersson, Malmö"
    assert key.lookup("anna andersson") == LOOKUP
    again = key.seal("Anna Andersson, Malmö")
    assert again.startswith("enc1:5:21:") and again != SEALED  # a fresh nonce
    assert key.open(again) == "Anna Andersson, Malmö"


@pytest.mark.parametrize(
    "damaged",
    [SEALED[:-6] + "AAAA==", "enc1:5:21:not base64!", "enc1:5:21:"],
)
def test_a_damaged_value_is_refused(damaged: str) -> None:
    with pytest.raises(crypto.SealError):
        crypto.DataKey(5, 2, KEY).open(damaged)
