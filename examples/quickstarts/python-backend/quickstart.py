"""Records a sign-up that happened in your own backend (not on Build), then who the user is and their account.

Standard library only: save onramp_client.py beside it, set ONRAMP_API_URL and ONRAMP_SECRET_KEY, and run it with
Python 3.9 or later.
"""
import uuid
from datetime import datetime, timezone

from onramp_client import send


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
        "traits": {"email": "dana@contoso.example", "name": "Dana Reyes", "createdAt": now},
        "messageId": str(uuid.uuid4()),
    })
    send("/group", {
        "userId": user_id,
        "groupId": account_id,
        "traits": {"name": "Contoso", "domain": "contoso.example", "plan": "trial"},
        "messageId": str(uuid.uuid4()),
    })
    print(f"Recorded the sign-up of {user_id} in account {account_id}.")
