import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {announcementResetScript} from '../../src/plugins/announcement-bar-reset';

function runScript(stored: Record<string, string>, id: string, namespace?: string) {
  const storage = new Map(Object.entries(stored));
  const attributes = new Map<string, string>([['data-announcement-bar-initially-dismissed', 'true']]);
  runInNewContext(announcementResetScript(id, namespace), {
    localStorage: {getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value)},
    document: {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}},
  });
  return {storage: Object.fromEntries(storage), attribute: attributes.get('data-announcement-bar-initially-dismissed')};
}

describe('announcement bar reset script', () => {
  it('shows a new announcement to a reader who dismissed an earlier one', () => {
    const result = runScript({'docusaurus.announcement.id': 'old', 'docusaurus.announcement.dismiss': 'true'}, 'new');
    expect(result.storage['docusaurus.announcement.dismiss']).toBe('false');
    expect(result.attribute).toBe('false');
  });

  it('keeps the current announcement dismissed', () => {
    const result = runScript({'docusaurus.announcement.id': 'new', 'docusaurus.announcement.dismiss': 'true'}, 'new');
    expect(result.storage['docusaurus.announcement.dismiss']).toBe('true');
    expect(result.attribute).toBe('true');
  });

  it('uses the site storage namespace and escapes ids safely', () => {
    const result = runScript({'docusaurus.announcement.id-ns': 'a"b'}, 'a"b', '-ns');
    expect(result.attribute).toBe('true');
  });

  it('does nothing when storage is blocked', () => {
    expect(() =>
      runInNewContext(announcementResetScript('x'), {
        localStorage: {getItem: () => {
          throw new Error('blocked');
        }},
        document: {documentElement: {setAttribute: () => undefined}},
      }),
    ).not.toThrow();
  });
});
