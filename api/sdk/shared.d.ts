/**
 * Types and error classes that both entry points of the SDK share.
 *
 * @module shared
 */

/** The two environments of a workspace. A key's prefix decides which one it writes to. */
export type Environment = 'sandbox' | 'production';

/** A JSON value, as the API accepts it in `properties`, `traits` and `context`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

/** Event properties: snake_case keys, JSON values. A standard event's properties are listed on its event page. */
export type Properties = Record<string, JsonValue>;

/** Traits of a user or an account. The reserved names are listed on the identify and group pages. */
export type Traits = Record<string, JsonValue>;

/** Options both entry points accept. */
export interface CommonOptions {
  /**
   * The environment you expect to write to. When it disagrees with the key's prefix, initialisation throws a
   * {@link ConfigurationError} with code `environment_mismatch`.
   *
   * @defaultValue inferred from the key prefix
   */
  environment?: Environment;
  /**
   * Base host of the API, for a proxy or the local mock server (`http://127.0.0.1:4010`).
   *
   * @defaultValue `'https://api.onramp.example'`
   */
  apiHost?: string;
  /**
   * Number of queued messages that triggers a send. It decides when a send starts, not how big its requests are: every
   * send, `flush()` and the send when a browser comes back online included, takes the whole queue in requests of up to
   * the API's batch limits ([messages per batch](/limits#batch-size) and [request size](/limits#request-size)).
   *
   * @defaultValue 20
   */
  flushAt?: number;
  /**
   * Milliseconds between automatic sends while the queue holds fewer than `flushAt` messages.
   *
   * @defaultValue 10000
   */
  flushInterval?: number;
  /**
   * Most messages the queue holds; when it is full, the oldest message is dropped.
   *
   * @defaultValue 1000
   */
  maxQueueSize?: number;
  /**
   * Milliseconds the SDK waits for the answer to one request before it gives up on it with a {@link NetworkError}
   * of code `timeout`, which it then retries like any retryable failure.
   *
   * @defaultValue 10000
   */
  requestTimeout?: number;
  /**
   * Retries after the first attempt for a retryable failure (so at most `maxRetries + 1` attempts), before the
   * failure is reported to `onError` as final and the messages are dropped.
   *
   * @defaultValue 5
   */
  maxRetries?: number;
  /**
   * Base delay in milliseconds of the exponential backoff with full jitter, capped at 30 seconds. A `Retry-After`
   * header always wins.
   *
   * @defaultValue 500
   */
  retryBaseDelay?: number;
  /**
   * Logs what the SDK queues, sends and retries to the console, and at start-up the environment it
   * sends to with the prefix of its key, such as `production (orp_pk_live_…)` in the browser or `production (orp_sk_live_…)` on a server.
   *
   * @defaultValue false
   */
  debug?: boolean;
  /**
   * Receives every delivery failure: at once when retrying cannot help, after the last retry otherwise. In the browser
   * it also receives one notice when the SDK finds the browser offline: a {@link NetworkError} with code
   * `network_unavailable` on the first failed send, reported at once and only once until the browser is back online.
   * That notice is not a loss: the messages stay queued and no retries are used up.
   */
  onError?: (error: OnrampError) => void;
}

/** Per-message options, the last argument of every call. On the server, `userId` or `anonymousId` is required. */
export interface CallOptions {
  /** The person the message is about: the ID Build's Authentication block assigned, or your own stable user ID. */
  userId?: string;
  /** The browser's anonymous ID, as `getAnonymousId()` returns it in the browser. */
  anonymousId?: string;
  /** Deduplication key: the API stores a message once per `messageId` within 24 hours. Generated when omitted. */
  messageId?: string;
  /** When it happened, as an ISO 8601 date-time with a time zone, or a `Date`. Defaults to now. */
  timestamp?: string | Date;
  /**
   * Extra context; `context.groupId` attributes an event to an account, and `context.active: false` marks a message no
   * person caused, such as a scheduled job's, so it makes nobody active.
   */
  context?: {groupId?: string; active?: boolean} & Record<string, JsonValue>;
}

/** One rejected field of a `422 validation_failed` response. */
export interface FieldError {
  /** JSON pointer into the request body, such as `/batch/3/event`. */
  pointer: string;
  /** Why the value was rejected. */
  message: string;
}

/** A problem details body (RFC 9457) as the API returns it. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail?: string;
  /** Identifies this occurrence; it contains the request ID that support asks for. */
  instance?: string;
  /** The Onramp error code, such as `validation_failed`. */
  code: string;
  errors?: FieldError[];
}

/** Base class of every error the SDK reports. Branch on `code` or on the subclass, never on the message. */
export class OnrampError extends Error {
  /** The SDK creates its errors; your code receives them. */
  protected constructor();
  /** A stable, machine-readable code such as `rate_limited`. */
  readonly code: string;
  /** HTTP status of the failed response; `undefined` when no response arrived. */
  readonly status: number | undefined;
  /** Whether the SDK retries this kind of failure on its own. */
  readonly retryable: boolean;
  /** The parsed problem details for API errors, or the runtime's original error for network errors. */
  readonly cause: ProblemDetails | Error | undefined;
  /**
   * The `messageId` of every message in the request that failed, so you can log which ones were dropped and resend
   * them; for the browser's one-time `network_unavailable` notice, the messages that stay queued instead. Empty for
   * errors that no request caused, such as `ConfigurationError`.
   */
  readonly messageIds: readonly string[];
}

/**
 * Options that cannot work. Thrown by initialisation only; codes `missing_write_key` (browser), `missing_api_key`
 * (server), `invalid_option`, `environment_mismatch`.
 */
export class ConfigurationError extends OnrampError {
  readonly code: 'missing_write_key' | 'missing_api_key' | 'invalid_option' | 'environment_mismatch';
  readonly retryable: false;
}

/** 401: codes `invalid_api_key`, `token_expired`. Not retried. */
export class AuthenticationError extends OnrampError {
  readonly code: 'invalid_api_key' | 'token_expired';
  readonly retryable: false;
}

/** 403: codes `insufficient_scope`, `environment_mismatch`. Not retried. */
export class PermissionError extends OnrampError {
  readonly code: 'insufficient_scope' | 'environment_mismatch';
  readonly retryable: false;
}

/** 400 or 422: codes `malformed_request`, `validation_failed`. Not retried; the rejected messages are dropped. */
export class ValidationError extends OnrampError {
  readonly code: 'malformed_request' | 'validation_failed';
  readonly retryable: false;
  /** Each rejected field. Empty for `malformed_request`. */
  readonly errors: FieldError[];
}

/**
 * 413: code `payload_too_large`. One message is over the message limit. The SDK sends such a message in a batch of its
 * own, so only that message is refused and dropped; the others are sent in other batches. Not retried.
 */
export class PayloadTooLargeError extends OnrampError {
  readonly code: 'payload_too_large';
  readonly retryable: false;
}

/** 429: code `rate_limited`. Retried after `retryAfter` seconds. */
export class RateLimitError extends OnrampError {
  readonly code: 'rate_limited';
  readonly retryable: true;
  /** Seconds the API asked to wait (the `Retry-After` header). */
  readonly retryAfter: number;
}

/**
 * Any 5xx: code `service_unavailable` for a 503, `server_error` for any other, a 502 or 504 from a proxy on the way
 * included. Retried with backoff.
 */
export class ServerError extends OnrampError {
  readonly code: 'server_error' | 'service_unavailable';
  readonly retryable: true;
}

/**
 * No response arrived. `network_unavailable` means no connection could be made. In the browser that means it is
 * offline: the messages stay queued, without using up retries, until it is back online, and `onError` receives this
 * error once, as a notice. On a server, where there is no offline mode, it means the name did not resolve or the
 * connection was refused, and the batch is retried with backoff. A `timeout` is retried like any other retryable
 * failure; it comes when no answer arrived within `requestTimeout`. A retried failure that outlasts the last retry
 * reaches `onError` as final, and the batch's messages are dropped.
 */
export class NetworkError extends OnrampError {
  readonly code: 'network_unavailable' | 'timeout';
  readonly retryable: true;
}
