import type {ReactNode} from 'react';
import DataTable, {type Column} from '@site/src/components/DataTable';
import WithCode from '@site/src/components/WithCode';
import {joinList} from '@site/src/lib/joinList';
import {reportFilters, traitTypeRule, traitValueTypes, type TraitValueType} from '@site/src/data/reports';

const operatorColumns: readonly Column<TraitValueType>[] = [
  {header: 'Trait values', cell: (type) => type.name, rowHeader: true},
  {header: 'Recognised from', cell: (type) => <WithCode text={type.valuesAre} />},
  {header: 'Operators', cell: (type) => type.operators.join(', ')},
];

/** The filters every report shares, and the operators a trait filter offers for each value type, from src/data/reports.ts. */
export default function ReportFilters(): ReactNode {
  const onTraits = reportFilters.filter((filter) => filter.onTraits).map((filter) => filter.name);
  return (
    <>
      <ul>
        {reportFilters.map((filter) => (
          <li key={filter.id}>
            <strong>{filter.name}</strong>: <WithCode text={filter.matches} />
          </li>
        ))}
      </ul>
      <p>
        {joinList(onTraits)} are trait filters. Each compares the trait with the operators of its value type:
      </p>
      <DataTable label="Operators of trait filters" columns={operatorColumns} rows={traitValueTypes} rowKey={(type) => type.id} stackOnPhones />
      <p>
        <WithCode text={traitTypeRule} />
      </p>
    </>
  );
}
