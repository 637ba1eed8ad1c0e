import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {languageTabsGroupId, sampleLanguages, type RequestSample} from '@site/src/config/sampleLanguages';
import styles from './styles.module.css';

/**
 * A REST operation's request in every language, as tabs in the server HTML (every panel shows without JavaScript). The
 * tabs share their group with the guides' language tabs, so the language a reader picks is kept from page to page.
 */
export default function RequestSamples({samples}: {samples: readonly RequestSample[]}): ReactNode {
  const byLanguage = new Map(samples.map((sample) => [sample.language, sample.code]));
  const shown = sampleLanguages.filter(({value}) => byLanguage.has(value));
  return (
    <div className={styles.samples}>
      <Tabs groupId={languageTabsGroupId} className={styles.tabs}>
        {shown.map(({value, label, highlight}) => (
          <TabItem key={value} value={value} label={label}>
            <CodeBlock language={highlight}>{byLanguage.get(value)}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
