import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {sharedDefinitions, sharedDefinitionAnchor} from '@site/src/data/reports';

/** The definitions every report shares, from src/data/reports.ts; each is a link target (#definition-<id>). */
export default function SharedDefinitions(): ReactNode {
  const brokenLinks = useBrokenLinks();
  sharedDefinitions.forEach((definition) => brokenLinks.collectAnchor(sharedDefinitionAnchor(definition.id)));
  return (
    <dl>
      {sharedDefinitions.map((definition) => (
        <div key={definition.id} id={sharedDefinitionAnchor(definition.id)}>
          <dt>{definition.term}</dt>
          <dd>{definition.definition}</dd>
        </div>
      ))}
    </dl>
  );
}
