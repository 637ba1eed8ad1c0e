"""A small client for the Onramp REST API and the Build GraphQL services, with the standard library only.

It caches the access token, fetches a new one and repeats a request once when the token was refused as expired, and
retries network errors, 429 and 5xx answers, waiting as Retry-After asks or a random, doubling time without it.
Reads ONRAMP_API_URL, ONRAMP_SECRET_KEY and, for the Build services, ONRAMP_GRAPHQL_URL.
"""
import json
import os
import random
import time
import urllib.error
import urllib.request

API_URL = os.environ["ONRAMP_API_URL"]
GRAPHQL_URL = os.environ.get("ONRAMP_GRAPHQL_URL")
SECRET_KEY = os.environ["ONRAMP_SECRET_KEY"]
# Only for rehearsals against the local mock server, such as ONRAMP_PREFER=code=429: sent as Prefer on every call but /token.
PREFER = os.environ.get("ONRAMP_PREFER")
MAX_RETRIES = 5
RENEW_EARLY = 60  # seconds

_token = {"value": None, "expires_at": 0.0}


class OnrampError(RuntimeError):
    """A request Onramp refused for good: the HTTP status and the problem's code, or the GraphQL error code and reason."""

    def __init__(self, message, status=None, code=None, reason=None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.reason = reason  # such as "environment_mismatch" or "insufficient_scope" on a FORBIDDEN error


def _post(url, body, token=None):
    """POSTs JSON and returns (status, parsed body), retrying network errors, 429 and 5xx with backoff."""
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
        if PREFER:
            headers["Prefer"] = PREFER
    for attempt in range(MAX_RETRIES + 1):
        request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            payload = json.loads(error.read() or b"{}")
            if not (error.code == 429 or error.code >= 500) or attempt == MAX_RETRIES:
                return error.code, payload
            retry_after = float(error.headers.get("Retry-After") or 0)
        except urllib.error.URLError:
            if attempt == MAX_RETRIES:
                raise
            retry_after = 0
        time.sleep(retry_after or random.uniform(0, min(30, 0.5 * 2**attempt)))
    raise RuntimeError("unreachable")


def access_token(renew=False):
    """A valid access token, exchanged again 60 seconds before the current one expires."""
    if renew or time.time() > _token["expires_at"] - RENEW_EARLY:
        status, body = _post(f"{API_URL}/token", {"api_key": SECRET_KEY})
        if status != 200:
            raise OnrampError(f"/token answered {status} {body.get('code', '')}", status, body.get("code"))
        _token.update(value=body["access_token"], expires_at=time.time() + body["expires_in"])
    return _token["value"]


def send(path, body):
    """Sends one REST call, such as send("/track", body); a 401 token_expired gets a new token and one more try."""
    for renew in (False, True):
        status, answer = _post(f"{API_URL}{path}", body, token=access_token(renew))
        if status < 300:
            return answer
        if status == 401 and answer.get("code") == "token_expired" and not renew:
            continue
        raise OnrampError(f"{path} answered {status} {answer.get('code', '')}: {answer.get('detail', '')}", status, answer.get("code"))
    raise RuntimeError("unreachable")


def graphql(service, query, variables=None):
    """Runs one operation on a Build service ("onboarding", "workflow" or "invitation") and returns its data.

    An UNAUTHENTICATED error gets a new token and one more try; any other top-level error raises with its code.
    """
    if not GRAPHQL_URL:
        raise RuntimeError("Set ONRAMP_GRAPHQL_URL first.")
    for renew in (False, True):
        status, answer = _post(f"{GRAPHQL_URL}/{service}", {"query": query, "variables": variables or {}}, token=access_token(renew))
        if status >= 300:
            raise OnrampError(f"/{service} answered {status} {answer.get('code', '')}", status, answer.get("code"))
        errors = answer.get("errors") or []
        code = errors[0].get("extensions", {}).get("code") if errors else None
        if code == "UNAUTHENTICATED" and not renew:
            continue
        if errors:
            reason = errors[0].get("extensions", {}).get("reason")
            label = code or "GRAPHQL_ERROR"
            if reason:
                label += f" ({reason})"
            raise OnrampError(f"{label}: {errors[0]['message']}", status, code, reason)
        return answer["data"]
    raise RuntimeError("unreachable")
