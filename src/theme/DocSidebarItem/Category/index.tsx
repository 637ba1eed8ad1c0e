// Swizzled (wrap): a category may link a page of another docs instance (customProps.href), as the api sidebar's "Analyze" does in both copies.
import type {ReactNode} from 'react';
import Category from '@theme-original/DocSidebarItem/Category';
import type {Props} from '@theme/DocSidebarItem/Category';

export default function CategoryWrapper(props: Props): ReactNode {
  const href = props.item.href ?? (props.item.customProps?.href as string | undefined);
  return <Category {...props} item={{...props.item, href}} />;
}
