import type {ReactNode} from 'react';
import {supportedCrms} from '@site/src/data/exports';

/** The CRMs Store leads can push to, named in running text, from src/data/exports.ts. */
export default function SupportedCrms(): ReactNode {
  return supportedCrms.map((crm, index) => (
    <span key={crm.provider}>
      {index === 0 ? '' : index === supportedCrms.length - 1 ? ' or ' : ', '}
      {crm.name}
    </span>
  ));
}
