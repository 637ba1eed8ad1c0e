import {describe, expect, it} from 'vitest';
import {announcementBar} from '../../src/config/announcementBar';

describe('announcement bar configuration', () => {
  it('is off by default', () => {
    expect(announcementBar({})).toBeUndefined();
  });

  it('can be switched on for one build with an id and HTML content', () => {
    expect(announcementBar({ONRAMP_ANNOUNCEMENT: 'v2-launch|Version <b>2.4</b> is out'})).toMatchObject({
      id: 'v2-launch',
      content: 'Version <b>2.4</b> is out',
      isCloseable: true,
    });
  });

  it('rejects an override without an id or content', () => {
    expect(() => announcementBar({ONRAMP_ANNOUNCEMENT: 'no separator'})).toThrow(/id\|HTML content/);
    expect(() => announcementBar({ONRAMP_ANNOUNCEMENT: '|content'})).toThrow();
    expect(() => announcementBar({ONRAMP_ANNOUNCEMENT: 'id|'})).toThrow();
  });
});
