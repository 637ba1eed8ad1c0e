import {createElement, useMemo, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import KeptUntilUsed from '@site/src/components/KeptUntilUsed';
// Imported by its @site path, which the server bundle swaps for its stand-in (serverStandIns in src/config/leanBundle.ts).
import {openApiSections, type OpenApiSections} from '@site/src/lib/openApiSectionsLoader';
import {alreadyLoaded, bothOnDemand, onDemand, type OnDemandModule} from './onDemand';

/** What a generated REST page gives a schema section in the browser instead of its props (schemaPropsReference.cjs). */
export type SchemaPropsReference = {schemaPropsFile: string};

const isReference = (props: object): props is SchemaPropsReference =>
  typeof (props as Partial<SchemaPropsReference>).schemaPropsFile === 'string';

const byPropsFile = new Map<string, OnDemandModule<[OpenApiSections, object]>>();

/**
 * The schema sections module with one section's props. On the server, and for props a page writes inline, those are
 * the props given; in the browser a generated page names its schema props file instead, which loads with the module
 * when the reader uses the section (the first load carries neither).
 */
export function openApiSection<Props extends object>(props: Props | SchemaPropsReference): OnDemandModule<[OpenApiSections, Props]> {
  if (!isReference(props)) return bothOnDemand(openApiSections, alreadyLoaded(props));
  const file = props.schemaPropsFile;
  let section = byPropsFile.get(file);
  if (!section) {
    const schemaProps = onDemand(() => import(`@site/generated/public_apis/${file}.json`).then((module: {default: object}) => module.default));
    section = bothOnDemand(openApiSections, schemaProps);
    byPropsFile.set(file, section);
  }
  return section as OnDemandModule<[OpenApiSections, Props]>;
}

type SectionProps<Name extends keyof OpenApiSections> = ComponentProps<OpenApiSections[Name]>;

/**
 * The swizzle of one schema section (src/theme/RequestSchema, ParamsDetails, StatusCodes): its server HTML kept through
 * hydration, the theme's rendering and the section's props loaded when the reader uses it (KeptUntilUsed).
 */
export function keptOpenApiSection<Name extends keyof OpenApiSections>(section: Name, description: string) {
  return function KeptOpenApiSection(props: SectionProps<Name> | SchemaPropsReference): ReactNode {
    const module = useMemo(() => openApiSection<SectionProps<Name>>(props), [props]);
    return (
      <KeptUntilUsed partKey={section} module={module} name={description}>
        {([sections, sectionProps]) => createElement(sections[section] as ComponentType<SectionProps<Name>>, sectionProps)}
      </KeptUntilUsed>
    );
  };
}
