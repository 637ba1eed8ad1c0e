import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from '../site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Getting Started', to: '/getting-started/intro'},
        {label: 'Self Serve', to: '/getting-started/self-serve'},
        {label: 'Analyze', to: '/getting-started/analyze/intro'},
      ],
    },
    {
      title: 'Community',
      items: [{label: 'Community', href: site.communityUrl}],
    },
    {
      title: 'More',
      items: [{label: 'Source repository', href: site.repositoryUrl}],
    },
  ],
  copyright: `Copyright © ${site.copyrightYear} ${site.name} · Docs version ${site.version}`,
} satisfies ThemeConfig['footer'];
