import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import contractSource from '@site/api/http-trigger.schema.json';
import DataTable, {type Column} from '@site/src/components/DataTable';
import {describeType, type EventPropertySchema} from '@site/src/data/eventSchema';
import {errorRoute, problemSlug} from '@site/src/config/errorRoutes';
import {quoteLimits} from '@site/src/data/limits';
import styles from './styles.module.css';

/** The contract with every {{limit:id}} filled in from src/data/limits.ts. */
const contract = JSON.parse(quoteLimits(JSON.stringify(contractSource))) as typeof contractSource;

type Header = {name: string; required: boolean; value: string; description: string};
type ObjectSchema = {description: string; properties: Record<string, EventPropertySchema>; required?: string[]};
type Definitions = Record<string, ObjectSchema>;

const definitions = contract.$defs as unknown as Definitions;
const definition = (ref: {$ref: string}): ObjectSchema => definitions[ref.$ref.replace('#/$defs/', '')];

const headerColumns: readonly Column<Header>[] = [
  {header: 'Header', cell: (header) => (header.name.includes(' ') ? header.name : <code>{header.name}</code>), rowHeader: true},
  {header: 'Value', cell: (header) => header.value},
  {header: 'Required', cell: (header) => (header.required ? 'Yes' : 'No')},
  {header: 'Purpose', cell: (header) => header.description},
];

function Headers({headers, label}: {headers: readonly Header[]; label: string}): ReactNode {
  return <DataTable label={label} columns={headerColumns} rows={headers} rowKey={(header) => header.name} />;
}

function Body({schema, label}: {schema: ObjectSchema; label: string}): ReactNode {
  const required = new Set(schema.required ?? []);
  return (
    <>
      <p>{schema.description}</p>
      <DataTable
        label={label}
        columns={[
          {header: 'Key', cell: ([name]) => <code>{name}</code>, rowHeader: true},
          {header: 'Type', cell: ([, property]) => describeType(property)},
          {header: 'Always present', cell: ([name]) => (required.has(name) ? 'Yes' : 'No')},
          {header: 'Meaning', cell: ([, property]) => property.description},
          {
            header: 'Example',
            cell: ([, property]) =>
              property.examples?.length ? <code className={styles.example}>{JSON.stringify(property.examples[0])}</code> : null,
          },
        ]}
        rows={Object.entries(schema.properties)}
        rowKey={([name]) => name}
      />
    </>
  );
}

/** The start request of the HTTP trigger block, rendered from api/http-trigger.schema.json. */
function StartRequest(): ReactNode {
  const {start} = contract['x-onramp'];
  return (
    <>
      <p>
        {start.summary} <code>{`${start.method} ${start.url}`}</code>. {start.urlNotes}
      </p>
      <Headers headers={start.headers} label="Headers of a start request" />
      <Body schema={definition(start.body)} label="Body of a start request" />
      <p>Onramp answers:</p>
      <ul>
        {start.responses.map((response) => (
          <li key={response.status}>
            <code>{response.status}</code> {response.description}{' '}
            {'code' in response && response.code ? (
              <Link to={errorRoute(problemSlug(response.code))}>
                <code>{response.code}</code>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <Body schema={definition(start.responses[0].body as {$ref: string})} label="Body of an accepted start" />
    </>
  );
}

/** Onramp's call to the block's endpoint in the middle of a flow, rendered from api/http-trigger.schema.json. */
function MidFlowCall(): ReactNode {
  const {call} = contract['x-onramp'];
  return (
    <>
      <p>
        {call.summary} <code>{call.method}</code> to {call.url}
      </p>
      <Headers headers={call.headers} label="Headers of Onramp's call" />
      <Body schema={definition(call.body)} label="Body of Onramp's call" />
      <ul>
        <li>
          <strong>Timeout.</strong> {call.timeout}
        </li>
        <li>
          <strong>Success.</strong> {call.success}
        </li>
        <li>
          <strong>Failure.</strong> {call.failure}
        </li>
      </ul>
      <Body schema={definitions.callAnswer} label="An answer Onramp merges" />
    </>
  );
}

/**
 * One direction of the HTTP trigger's exchange. The page writes each part's heading itself, so the table of contents
 * lists it.
 */
export default function HttpTriggerContract({part}: {part: 'start' | 'call'}): ReactNode {
  return part === 'start' ? <StartRequest /> : <MidFlowCall />;
}
