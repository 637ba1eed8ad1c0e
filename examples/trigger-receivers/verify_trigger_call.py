"""Checks that a call comes from your HTTP trigger block, before you parse its body. Standard library only."""
import hashlib
import hmac
import re
import time

# A call whose timestamp is further than this from your clock is refused as a possible replay.
MAX_CLOCK_DIFFERENCE_SECONDS = 5 * 60


def verify_trigger_call(headers, raw_body, secrets, secret_header="X-Trigger-Secret", now=time.time):
    """Returns None when the call is genuine, or the name of the check that failed.

    headers: the request's headers, names in any case. raw_body: the exact bytes received.
    secrets: the block's current secret and, while you rotate it, the previous one.
    """
    lowered = {name.lower(): value for name, value in headers.items()}
    received = lowered.get(secret_header.lower(), "")
    # Compare with every secret in constant time, so the response time does not reveal which one matched.
    matches = [secret for secret in secrets if hmac.compare_digest(received.encode(), secret.encode())]
    if not received or not matches:
        return "wrong_secret" if received else "missing_secret"
    timestamp = lowered.get("x-onramp-timestamp", "")
    if not re.fullmatch(r"[0-9]{1,12}", timestamp) or abs(now() - int(timestamp)) > MAX_CLOCK_DIFFERENCE_SECONDS:
        return "stale_timestamp"
    signed = timestamp.encode() + b"." + raw_body
    expected = "v1=" + hmac.new(matches[0].encode(), signed, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(lowered.get("x-onramp-signature", "").lower().encode(), expected.encode()):
        return "bad_signature"
    return None
