// Swizzled (wrap): the server's HTML is kept through hydration; the theme's schema rendering and the section's props load when the reader uses it.
import {useMemo, type ComponentProps, type ReactNode} from 'react';
import KeptUntilUsed from '@site/src/components/KeptUntilUsed';
import {openApiSection, type SchemaPropsReference} from '@site/src/lib/openApiSection';
import type ParamsDetails from './WithoutListMarkup';

type Props = ComponentProps<typeof ParamsDetails>;

export default function KeptParamsDetails(props: Props | SchemaPropsReference): ReactNode {
  const section = useMemo(() => openApiSection<Props>(props), [props]);
  return (
    <KeptUntilUsed module={section} name="the parameters">
      {([{ParamsDetails: Live}, sectionProps]) => <Live {...sectionProps} />}
    </KeptUntilUsed>
  );
}
