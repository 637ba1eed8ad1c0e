// Swizzled (replace): the panel carries the id its tab's aria-controls names and is labelled by its tab, tells its code blocks whether it is shown, and names its tab for pages read without JavaScript.
import type {ReactNode} from 'react';
import {useContext} from 'react';
import clsx from 'clsx';
// The OpenAPI theme's Tabs (which replace theme-classic's everywhere) provide this context.
import {useTabs} from '@theme/utils/tabsUtils';
import type {Props} from '@theme/TabItem';
import {HiddenPanelContext} from '@site/src/lib/hiddenPanel';
import {TabIdsContext, tabId, tabPanelId} from '@site/src/lib/tabIds';
import styles from './styles.module.css';

export default function TabItem({children, className, value, label}: Props): ReactNode {
  const {selectedValue, lazy} = useTabs();
  const stem = useContext(TabIdsContext);
  const selected = value === selectedValue;
  const insideHiddenPanel = useContext(HiddenPanelContext);
  if (!selected && lazy) return null;
  return (
    <div
      role="tabpanel"
      id={stem ? tabPanelId(stem, value) : undefined}
      aria-labelledby={stem ? tabId(stem, value) : undefined}
      className={clsx(styles.panel, className)}
      data-label={label ?? value}
      hidden={!selected}>
      <HiddenPanelContext.Provider value={!selected || insideHiddenPanel}>{children}</HiddenPanelContext.Provider>
    </div>
  );
}
