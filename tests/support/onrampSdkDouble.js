// A test double of the browser entry point of @onramp/sdk (declared in api/sdk/index.d.ts) for running the browser
// quickstart: it builds the messages the SDK sends and keeps them in window.__onrampMessages instead of sending them.
const messages = [];
window.__onrampMessages = messages;

export class Onramp {
  static init(options) {
    if (!options?.writeKey) throw new Error('missing_write_key');
    return new Onramp(options);
  }

  constructor(options) {
    this.options = options;
    this.anonymousId = crypto.randomUUID();
    this.userId = undefined;
    if (options.trackPages !== false) this.page();
  }

  message(type, fields, options = {}) {
    const identity = {
      ...(this.userId ? {userId: this.userId} : {}),
      anonymousId: this.anonymousId,
      ...(options.userId ? {userId: options.userId} : {}),
    };
    const context = {page: {path: location.pathname, url: location.href, title: document.title}, library: {name: '@onramp/sdk', version: '2.4.3'}};
    messages.push({type, ...identity, ...fields, context, timestamp: new Date().toISOString(), messageId: crypto.randomUUID()});
  }

  page(name, properties) {
    this.message('page', {...(name ? {name} : {}), ...(properties ? {properties} : {})});
  }

  track(event, properties, options) {
    this.message('track', {event, ...(properties ? {properties} : {})}, options);
  }

  identify(userId, traits, options) {
    this.userId = userId;
    this.message('identify', {userId, ...(traits ? {traits} : {})}, options);
  }

  group(groupId, traits, options) {
    this.message('group', {groupId, ...(traits ? {traits} : {})}, options);
  }

  getAnonymousId() {
    return this.anonymousId;
  }

  reset() {
    this.userId = undefined;
    this.anonymousId = crypto.randomUUID();
  }

  flush() {
    return Promise.resolve();
  }
}
