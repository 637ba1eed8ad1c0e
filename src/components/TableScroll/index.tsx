import type {ReactNode} from 'react';
import {tableScrollProperties} from './label';

/** A table's scroll box for tables rendered by components; Markdown tables get the same box from rehype-scrollable-tables. */
export default function TableScroll({label, children}: {label: string; children: ReactNode}): ReactNode {
  const {className, role, tabIndex, ariaLabel} = tableScrollProperties(label);
  return (
    <div className={className.join(' ')} role={role} tabIndex={tabIndex} aria-label={ariaLabel}>
      {children}
    </div>
  );
}
