<?php
// A small client for the Onramp REST API and the Build GraphQL services, with PHP's curl extension only.
// It caches the access token, fetches a new one and repeats a request once when the token was refused as expired, and
// retries network errors, 429 and 5xx answers, waiting as Retry-After asks or a random, doubling time without it.
// Reads ONRAMP_API_URL, ONRAMP_SECRET_KEY and, for the Build services, ONRAMP_GRAPHQL_URL. A PHP worker keeps the
// token only for its own lifetime; short-lived processes should keep it in a shared cache such as APCu.

const ONRAMP_MAX_RETRIES = 5;
const ONRAMP_RENEW_EARLY = 60; // seconds

/** POSTs JSON and returns [status, parsed body], retrying network errors, 429 and 5xx with backoff. */
function onramp_post(string $url, array $body, ?string $token = null): array
{
    $headers = ['Content-Type: application/json'];
    if ($token !== null) {
        $headers[] = "Authorization: Bearer $token";
        // Only for rehearsals against the local mock server, such as ONRAMP_PREFER=code=429; never sent to /token.
        if (getenv('ONRAMP_PREFER')) {
            $headers[] = 'Prefer: ' . getenv('ONRAMP_PREFER');
        }
    }
    for ($attempt = 0; ; $attempt++) {
        $retryAfter = 0;
        $ch = curl_init($url);
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_HTTPHEADER => $headers,
            CURLOPT_POSTFIELDS => json_encode($body),
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => 15,
            CURLOPT_HEADERFUNCTION => function ($ch, $line) use (&$retryAfter) {
                if (stripos($line, 'Retry-After:') === 0) {
                    $retryAfter = (float) trim(substr($line, 12));
                }
                return strlen($line);
            },
        ]);
        $raw = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
        curl_close($ch);
        $failed = $raw === false || $status === 429 || $status >= 500;
        if (!$failed || $attempt === ONRAMP_MAX_RETRIES) {
            if ($raw === false) {
                throw new RuntimeException("$url could not be reached");
            }
            return [$status, json_decode($raw ?: '{}', true) ?? []];
        }
        usleep((int) (($retryAfter > 0 ? $retryAfter : mt_rand() / mt_getrandmax() * min(30, 0.5 * 2 ** $attempt)) * 1e6));
    }
}

/** A valid access token, exchanged again 60 seconds before the current one expires. */
function onramp_access_token(bool $renew = false): string
{
    static $token = null;
    static $expiresAt = 0;
    if ($renew || $token === null || time() > $expiresAt - ONRAMP_RENEW_EARLY) {
        [$status, $body] = onramp_post(getenv('ONRAMP_API_URL') . '/token', ['api_key' => getenv('ONRAMP_SECRET_KEY')]);
        if ($status !== 200) {
            throw new RuntimeException("/token answered $status " . ($body['code'] ?? ''));
        }
        $token = $body['access_token'];
        $expiresAt = time() + $body['expires_in'];
    }
    return $token;
}

/** Sends one REST call, such as onramp_send('/track', $body); a 401 token_expired gets a new token and one more try. */
function onramp_send(string $path, array $body): array
{
    foreach ([false, true] as $renew) {
        [$status, $answer] = onramp_post(getenv('ONRAMP_API_URL') . $path, $body, onramp_access_token($renew));
        if ($status < 300) {
            return $answer;
        }
        if ($status === 401 && ($answer['code'] ?? '') === 'token_expired' && !$renew) {
            continue;
        }
        throw new RuntimeException("$path answered $status " . ($answer['code'] ?? '') . ': ' . ($answer['detail'] ?? ''));
    }
    throw new LogicException('unreachable');
}

/**
 * Runs one operation on a Build service ('onboarding', 'workflow' or 'invitation') and returns its data. An
 * UNAUTHENTICATED error gets a new token and one more try; any other top-level error throws with its code.
 */
function onramp_graphql(string $service, string $query, array $variables = []): array
{
    foreach ([false, true] as $renew) {
        [$status, $answer] = onramp_post(
            getenv('ONRAMP_GRAPHQL_URL') . "/$service",
            ['query' => $query, 'variables' => (object) $variables],
            onramp_access_token($renew),
        );
        if ($status >= 300) {
            throw new RuntimeException("/$service answered $status " . ($answer['code'] ?? ''));
        }
        $error = $answer['errors'][0] ?? null;
        $code = $error['extensions']['code'] ?? null;
        if ($code === 'UNAUTHENTICATED' && !$renew) {
            continue;
        }
        if ($error !== null) {
            $reason = isset($error['extensions']['reason']) ? ' (' . $error['extensions']['reason'] . ')' : '';
            throw new RuntimeException(($code ?? 'GRAPHQL_ERROR') . $reason . ': ' . $error['message']);
        }
        return $answer['data'];
    }
    throw new LogicException('unreachable');
}
