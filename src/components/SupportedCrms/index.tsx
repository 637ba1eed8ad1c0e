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

/** What each CRM receives from Store leads, per dedupeBy, from the same module: one list item per CRM. */
export function CrmRecords(): ReactNode {
  return (
    <ul>
      {supportedCrms.map((crm) => (
        <li key={crm.provider}>
          <strong>{crm.name}</strong>: {crm.record}. The lead’s <code>crmRecordId</code> names {crm.crmRecordId}.
        </li>
      ))}
    </ul>
  );
}

/** Who assigns the owner of the record each CRM receives, from the same module: one list item per CRM. */
export function CrmOwners(): ReactNode {
  return (
    <ul>
      {supportedCrms.map((crm) => (
        <li key={crm.provider}>
          <strong>{crm.name}</strong>: {crm.owner}
        </li>
      ))}
    </ul>
  );
}
