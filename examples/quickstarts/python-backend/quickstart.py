"""Records a sign-up that happened in your own backend (not on Build), then who the user is and their account.

Standard library only: save onramp_client.py beside it, set ONRAMP_API_URL and ONRAMP_SECRET_KEY, and run it with
Python 3.9 or later.
"""
import uuid
from datetime import datetime, timezone

from onramp_client import send


if __name__ == "__main__":
    # Priya's sign-up at Initech in the example workspace, made through your own form before Build. In your handler
    # these come from the user and company you just committed, and created_at is when you committed them.
    user_id, account_id = "usr_5c07ba", "acct_7e04"
    anonymous_id = "3e7a1c9d-5b2f-4d80-9c6e-1a4f8b2d7e53"  # sent by the browser with the sign-up form
    created_at = datetime(2025, 2, 3, 14, 11, 58, 120000, tzinfo=timezone.utc).isoformat(timespec="milliseconds")

    send("/track", {
        "userId": user_id,
        "anonymousId": anonymous_id,
        "event": "signed_up",
        "properties": {"method": "email", "plan": "trial", "referrer": "https://www.google.com/"},
        "timestamp": created_at,
        "messageId": f"signed_up-{user_id}",
    })
    send("/identify", {
        "userId": user_id,
        "anonymousId": anonymous_id,
        "traits": {"email": "priya@initech.example", "name": "Priya Shah", "createdAt": created_at},
        "messageId": str(uuid.uuid4()),
    })
    send("/group", {
        "userId": user_id,
        "groupId": account_id,
        "traits": {"name": "Initech", "domain": "initech.example", "plan": "trial"},
        "messageId": str(uuid.uuid4()),
    })
    print(f"Recorded the sign-up of {user_id} in account {account_id}.")
