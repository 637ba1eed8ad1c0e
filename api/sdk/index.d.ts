/**
 * The browser entry point, `@onramp/sdk`: one `Onramp` instance per page, initialised with a publishable write key.
 *
 * @module @onramp/sdk
 */
import type {CallOptions, CommonOptions, Properties, Traits} from './shared';

export * from './shared';

/** Options of {@link Onramp.init}. */
export interface BrowserOptions extends CommonOptions {
  /** Publishable write key (`orp_pk_sandbox_…` or `orp_pk_live_…`). Without it, `init` throws `missing_write_key`. */
  writeKey: string;
  /**
   * Sends a `page` call when the SDK loads and on every client-side route change.
   *
   * @defaultValue true
   */
  trackPages?: boolean;
  /**
   * Where the queue and the identity are kept: with `'localStorage'`, under the keys `onramp:queue` and
   * `onramp:identity` of your app's origin. Falls back to `'memory'` when browser storage is blocked.
   *
   * @defaultValue `'localStorage'`
   */
  persistence?: 'localStorage' | 'memory';
}

/**
 * The browser SDK. Calls add a message to the queue and return at once; they never throw. The SDK attaches the
 * stored `anonymousId` to every call, the current `userId` too once `identify` has run, a `messageId`, a `timestamp`
 * and a `context`.
 */
export class Onramp {
  private constructor();

  /**
   * Creates the page's SDK instance.
   *
   * @throws {@link ConfigurationError} when an option cannot work (the only place the SDK throws).
   */
  static init(options: BrowserOptions): Onramp;

  /** Records a page view; the SDK fills in the URL, path, title and referrer. */
  page(name?: string, properties?: Properties, options?: CallOptions): void;

  /** Records something the person did, preferably a standard lifecycle event. */
  track(event: string, properties?: Properties, options?: CallOptions): void;

  /**
   * Links the current visitor to a `userId` and stores traits. The message carries both IDs, which joins the
   * visitor's anonymous history to the user.
   */
  identify(userId: string, traits?: Traits, options?: CallOptions): void;

  /**
   * Attaches the current user to an account (`groupId`, the account ID) and stores the account's traits. The SDK keeps
   * the ID as the active account and sets it as `context.groupId` on every later `page` and `track` call, until the next
   * `group` or `reset()`; messages already queued keep the account they were recorded under.
   */
  group(groupId: string, traits?: Traits, options?: CallOptions): void;

  /**
   * The browser's anonymous ID: generated on the first visit and stored, attached to every call. Send it to your
   * server when the server records an event about a visitor the browser has not identified yet.
   */
  getAnonymousId(): string;

  /** Clears the stored `userId`, traits and active account and generates a new `anonymousId`; messages already queued keep the identity and account they were recorded under. Call it on sign-out, after a flush. */
  reset(): void;

  /**
   * Sends everything queued now. Resolves when it has been accepted; rejects with an {@link OnrampError} when a
   * batch could not be delivered (`onError` is called for the same failure).
   */
  flush(): Promise<void>;
}
