// Swizzled (wrap): the server's HTML is kept through hydration; the theme's schema rendering and the section's props load when the reader uses it.
import {useMemo, type ComponentProps, type ReactNode} from 'react';
import KeptUntilUsed from '@site/src/components/KeptUntilUsed';
import {openApiSection, type SchemaPropsReference} from '@site/src/lib/openApiSection';
import type RequestSchema from './WithoutListMarkup';

type Props = ComponentProps<typeof RequestSchema>;

export default function KeptRequestSchema(props: Props | SchemaPropsReference): ReactNode {
  const section = useMemo(() => openApiSection<Props>(props), [props]);
  return (
    <KeptUntilUsed module={section} name="the request schema">
      {([{RequestSchema: Live}, sectionProps]) => <Live {...sectionProps} />}
    </KeptUntilUsed>
  );
}
