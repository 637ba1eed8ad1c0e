/**
 * The Node.js entry point, `@onramp/sdk/server`: one `OnrampServer` per process, with a secret API key. The queue is
 * in memory, so await `flush()` before the process exits.
 *
 * @module @onramp/sdk/server
 */
import type {CallOptions, CommonOptions, Properties, Traits} from './shared';

export * from './shared';

/** Options of the {@link OnrampServer} constructor. */
export interface ServerOptions extends CommonOptions {
  /**
   * Secret API key (`orp_sk_sandbox_…` or `orp_sk_live_…`), read from the environment, never committed. Without it,
   * the constructor throws `missing_api_key`.
   */
  apiKey: string;
}

/** Call options on the server, where every message names its user: `userId`, `anonymousId` or both. */
export type ServerCallOptions = CallOptions & ({userId: string} | {anonymousId: string});

/**
 * The server SDK: exchanges the secret key for access tokens and renews them on its own, batches messages and
 * retries retryable failures. Calls never throw. It has no `page`: page views are recorded in the browser, and a view
 * only your server sees, such as a file download, is a `track` call.
 */
export class OnrampServer {
  /** @throws {@link ConfigurationError} when an option cannot work. */
  constructor(options: ServerOptions);

  /** Records something a person did. */
  track(event: string, properties: Properties | undefined, options: ServerCallOptions): void;

  /** Stores traits of a user; pass `anonymousId` in `options` too to join a visitor's anonymous history. */
  identify(userId: string, traits?: Traits, options?: CallOptions): void;

  /** Attaches a user to an account and stores the account's traits. */
  group(groupId: string, traits: Traits | undefined, options: ServerCallOptions): void;

  /** Sends everything queued now; rejects with an {@link OnrampError} when a batch could not be delivered. */
  flush(): Promise<void>;
}
