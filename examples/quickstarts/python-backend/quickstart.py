"""Records a sign-up that happened in your own backend (not on Build), then who the user is and their account.

Standard library only: run it with Python 3.9 or later after setting ONRAMP_API_URL and ONRAMP_SECRET_KEY.
"""
import json
import os
import random
import time
import urllib.error
import urllib.request
import uuid
from datetime import datetime, timezone

API_URL = os.environ["ONRAMP_API_URL"]
SECRET_KEY = os.environ["ONRAMP_SECRET_KEY"]
MAX_RETRIES = 5
RENEW_EARLY = 60  # seconds

_token = {"value": None, "expires_at": 0.0}


def _post(path, body, token=None):
    """POSTs JSON, retrying network errors, 429 and 5xx with backoff; other errors raise at once."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    for attempt in range(MAX_RETRIES + 1):
        request = urllib.request.Request(f"{API_URL}{path}", data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            retryable = error.code == 429 or error.code >= 500
            if not retryable or attempt == MAX_RETRIES:
                problem = json.loads(error.read() or b"{}")
                raise RuntimeError(f"{path} answered {error.code} {problem.get('code', '')}") from error
            retry_after = float(error.headers.get("Retry-After") or 0)
        except urllib.error.URLError:
            if attempt == MAX_RETRIES:
                raise
            retry_after = 0
        time.sleep(retry_after or random.uniform(0, min(30, 0.5 * 2**attempt)))
    raise RuntimeError("unreachable")


def access_token():
    """A valid access token, exchanged again 60 seconds before the current one expires."""
    if time.time() > _token["expires_at"] - RENEW_EARLY:
        body = _post("/token", {"api_key": SECRET_KEY})
        _token.update(value=body["access_token"], expires_at=time.time() + body["expires_in"])
    return _token["value"]


def send(path, body):
    return _post(path, body, token=access_token())


if __name__ == "__main__":
    user_id, account_id = "usr_8f2c1e", "acct_31b9"
    anonymous_id = "9b2d4c7e-1f3a-4e8b-a6d5-0c7f2e9b1a34"  # sent by the browser with the sign-up form
    now = datetime.now(timezone.utc).isoformat()

    send("/track", {
        "userId": user_id,
        "anonymousId": anonymous_id,
        "event": "signed_up",
        "properties": {"method": "email", "plan": "trial"},
        "timestamp": now,
        "messageId": f"signed_up-{user_id}",
    })
    send("/identify", {
        "userId": user_id,
        "anonymousId": anonymous_id,
        "traits": {"email": "ada@acme.example", "name": "Ada Lovelace", "createdAt": now},
        "messageId": str(uuid.uuid4()),
    })
    send("/group", {
        "userId": user_id,
        "groupId": account_id,
        "traits": {"name": "Acme Inc.", "domain": "acme.example", "plan": "trial"},
        "messageId": str(uuid.uuid4()),
    })
    print(f"Recorded the sign-up of {user_id} in account {account_id}.")
