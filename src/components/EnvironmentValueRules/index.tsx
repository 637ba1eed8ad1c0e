import type {ReactNode} from 'react';
import {environmentValueSyntax} from '@site/src/data/environments';

/** How a block setting names an environment value, and when Onramp reads and checks it, from src/data/environments.ts. */
export default function EnvironmentValueRules(): ReactNode {
  return (
    <ul>
      {environmentValueSyntax.rules.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
