import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useLayoutDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type SidebarItem = {type: 'docSidebar'; sidebarId: string; label: string; docsPluginId?: string};

function SectionLink({sidebarId, label, docsPluginId}: SidebarItem): ReactNode {
  const link = useLayoutDocsSidebar(sidebarId, docsPluginId).link;
  return link ? <Link to={link.path}>{label}</Link> : null;
}

/**
 * The navbar's sections as plain links inside <noscript>: on small screens without JavaScript they take the place of
 * the menu button, which needs JavaScript. With JavaScript on, browsers do not parse them at all.
 */
export default function NoScriptSections(): ReactNode {
  const items = useThemeConfig().navbar.items.filter((item): item is SidebarItem => item.type === 'docSidebar');
  return (
    <noscript>
      <div className={`noscript-sections ${styles.sections}`}>
        {items.map((item) => (
          <SectionLink key={item.sidebarId} {...item} />
        ))}
      </div>
    </noscript>
  );
}
