import type {ReactNode} from 'react';
import {departureRunbook, leakRunbook, rotationRunbook} from '@site/src/data/apiKeys';

const runbooks = {rotation: rotationRunbook, leak: leakRunbook, departure: departureRunbook} as const;

/** A key runbook as numbered steps, from src/data/apiKeys.ts. */
export default function Runbook({which}: {which: keyof typeof runbooks}): ReactNode {
  return (
    <ol>
      {runbooks[which].map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}
