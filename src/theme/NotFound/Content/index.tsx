// Swizzled (wrap): with docs at the site root, the docs plugin renders not-found pages without their title; add it and a description.
import type {ComponentProps, ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {site} from '@site/src/site';

export default function NotFoundContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})}
        description={`This page does not exist in the ${site.name} docs. Start again from the introduction, or use the navbar to find your topic.`}
      />
      <Content {...props} />
    </>
  );
}
