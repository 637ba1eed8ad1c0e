// Swizzled (replace): the theme's link always points at the layout's wrapper, which holds the docs sidebar too; on doc pages ours points at <main>'s start (same JavaScript behaviour).
import {useCallback, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';
import {useLocationChange} from '@docusaurus/theme-common/internal';
import {sidebarOfRoute} from '@site/src/lib/siteRouteSidebars';
import {skipLinkHref} from '@site/src/lib/skipLinkTarget';
import styles from './styles.module.css';

function focusProgrammatically(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.focus();
  element.removeAttribute('tabindex');
}

export default function SkipToContent(): ReactNode {
  const label = translate({id: 'theme.common.skipToMainContent', message: 'Skip to main content'});
  const containerRef = useRef<HTMLDivElement>(null);
  const {action} = useHistory();
  const {pathname} = useLocation();
  const onClick = useCallback((event: MouseEvent) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
    if (target) focusProgrammatically(target);
  }, []);
  // As the theme does: after a client navigation, the next Tab starts from the top of the page again.
  useLocationChange(({location}) => {
    if (containerRef.current && !location.hash && action === 'PUSH') focusProgrammatically(containerRef.current);
  });
  return (
    <div ref={containerRef} role="region" aria-label={label}>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- an in-page fragment, as in the theme */}
      <a className={styles.skipToContent} href={skipLinkHref(sidebarOfRoute(pathname) !== undefined)} onClick={onClick}>
        {label}
      </a>
    </div>
  );
}
