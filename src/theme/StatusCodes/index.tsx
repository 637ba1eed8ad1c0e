// Swizzled (wrap): the server's HTML is kept through hydration and the theme's schema rendering loads when the reader uses the section.
import type {ComponentProps, ReactNode} from 'react';
import KeptUntilUsed from '@site/src/components/KeptUntilUsed';
import {openApiSections} from '@site/src/lib/openApiSectionsLoader';
import type StatusCodes from '@theme-original/StatusCodes';

export default function KeptStatusCodes(props: ComponentProps<typeof StatusCodes>): ReactNode {
  return (
    <KeptUntilUsed module={openApiSections} name="the responses">
      {({StatusCodes: Live}) => <Live {...props} />}
    </KeptUntilUsed>
  );
}
