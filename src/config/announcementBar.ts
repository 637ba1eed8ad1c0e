import type {ThemeConfig} from '@docusaurus/preset-classic';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The one place to switch the announcement bar on: set `content` (HTML) and a new `id` each time the message changes,
 * so readers who dismissed the previous one see the new one. `ONRAMP_ANNOUNCEMENT` (id|html) overrides it for a build.
 */
const configured: AnnouncementBarConfig | undefined = undefined;

export function announcementBar(env: NodeJS.ProcessEnv = process.env): AnnouncementBarConfig | undefined {
  const override = env.ONRAMP_ANNOUNCEMENT;
  if (!override) {
    return configured;
  }
  const separator = override.indexOf('|');
  if (separator <= 0 || separator === override.length - 1) {
    throw new Error('ONRAMP_ANNOUNCEMENT must look like "id|HTML content".');
  }
  return {
    id: override.slice(0, separator),
    content: override.slice(separator + 1),
    backgroundColor: '#fff8e1',
    textColor: '#3d2c00',
    isCloseable: true,
  };
}
