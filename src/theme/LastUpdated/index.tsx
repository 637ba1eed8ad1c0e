// Swizzled (wrap): the date's itemprop="dateModified" needs an item to belong to; here it is the page (schema.org WebPage).
import type {ComponentProps, ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';

export default function LastUpdatedOfPage(props: ComponentProps<typeof LastUpdated>): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
