import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {reportMeasure, type ReportId} from '@site/src/data/reports';

/** The definition of one measure of a report, as src/data/reports.ts states it. */
export default function ReportFormula({report, measure}: {report: ReportId; measure: string}): ReactNode {
  return <CodeBlock language="text">{reportMeasure(report, measure).formula}</CodeBlock>;
}
