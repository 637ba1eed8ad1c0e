// Swizzled (wrap): the server's HTML is kept through hydration and the theme's schema rendering loads when the reader uses the section.
import type {ComponentProps, ReactNode} from 'react';
import KeptUntilUsed from '@site/src/components/KeptUntilUsed';
import {openApiSections} from '@site/src/lib/openApiSectionsLoader';
import type ParamsDetails from './WithoutListMarkup';

export default function KeptParamsDetails(props: ComponentProps<typeof ParamsDetails>): ReactNode {
  return (
    <KeptUntilUsed module={openApiSections} name="the parameters">
      {({ParamsDetails: Live}) => <Live {...props} />}
    </KeptUntilUsed>
  );
}
