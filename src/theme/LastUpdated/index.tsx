// Swizzled (replace): the theme's markup and words, in a schema.org WebPage item (its itemprop="dateModified" needs one),
// with the date written by shortUtcDate instead of a new Intl.DateTimeFormat during hydration.
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {shortUtcDate} from '@site/src/lib/shortDate';

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const atDate = new Date(lastUpdatedAt);
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            <time dateTime={atDate.toISOString()} itemProp="dateModified">
              {shortUtcDate(atDate, i18n.currentLocale)}
            </time>
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <span className={ThemeClassNames.common.lastUpdated}>
        <Translate
          id="theme.lastUpdated.lastUpdatedAtBy"
          description="The sentence used to display when a page has been last updated, and by who"
          values={{
            atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
            byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
          }}>
          {'Last updated{atDate}{byUser}'}
        </Translate>
      </span>
    </span>
  );
}
