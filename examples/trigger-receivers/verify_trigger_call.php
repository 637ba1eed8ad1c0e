<?php
// Checks that a call comes from your HTTP trigger block, before you parse its body. Plain PHP 8, no extensions.

// A call whose timestamp is further than this from your clock is refused as a possible replay.
const MAX_CLOCK_DIFFERENCE_SECONDS = 5 * 60;

/**
 * Returns null when the call is genuine, or the name of the check that failed.
 *
 * @param array<string, string> $headers the request's headers, names in any case (getallheaders())
 * @param string $rawBody the exact bytes received (file_get_contents('php://input'))
 * @param string[] $secrets the block's current secret and, while you rotate it, the previous one
 */
function verify_trigger_call(array $headers, string $rawBody, array $secrets, string $secretHeader = 'X-Trigger-Secret', ?int $now = null): ?string
{
    $headers = array_change_key_case($headers, CASE_LOWER);
    $received = $headers[strtolower($secretHeader)] ?? '';
    // Compare with every secret in constant time, so the response time does not reveal which one matched.
    $matches = array_values(array_filter($secrets, fn (string $secret): bool => hash_equals($secret, $received)));
    if ($received === '' || $matches === []) {
        return $received === '' ? 'missing_secret' : 'wrong_secret';
    }
    $timestamp = $headers['x-onramp-timestamp'] ?? '';
    if (!preg_match('/^[0-9]{1,12}$/', $timestamp) || abs(($now ?? time()) - (int) $timestamp) > MAX_CLOCK_DIFFERENCE_SECONDS) {
        return 'stale_timestamp';
    }
    $expected = 'v1=' . hash_hmac('sha256', $timestamp . '.' . $rawBody, $matches[0]);
    if (!hash_equals($expected, strtolower($headers['x-onramp-signature'] ?? ''))) {
        return 'bad_signature';
    }
    return null;
}
