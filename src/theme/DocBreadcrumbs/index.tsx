// Swizzled (wrap): pages outside every sidebar (displayed_sidebar included) have no trail; give them BreadcrumbList data of the page itself.
import type {ComponentProps, ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import {useDoc, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';

/** Rendered on doc pages only: category index pages always sit in a sidebar and have no doc context. */
function PageBreadcrumbData(): ReactNode {
  const {metadata} = useDoc();
  return <DocBreadcrumbsStructuredData breadcrumbs={[{type: 'link', label: metadata.title, href: metadata.permalink}]} />;
}

export default function DocBreadcrumbsWrapper(props: ComponentProps<typeof DocBreadcrumbs>): ReactNode {
  const breadcrumbs = useSidebarBreadcrumbs();
  // A page shown beside a sidebar it is not in gets an empty trail, which the theme would render as a lone home link.
  if (!breadcrumbs?.length) return <PageBreadcrumbData />;
  return <DocBreadcrumbs {...props} />;
}
