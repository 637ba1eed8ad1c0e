import {useCallback, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {GraphiQL} from 'graphiql';
import {useEditorContext, useOperationsEditorState} from '@graphiql/react';
import 'graphiql/style.css';
import './graphiqlPalette.css';
import './editorInput';
import {repairGraphiqlMarkup, useMarkupRepair} from '@site/src/lib/markupRepairs';
import {explorerServices, type ExplorerService} from './services';
import {executeMocked, mockedSchema, type OperationRequest} from './mockSchema';
import {memoryStorage} from '@site/src/lib/memoryStorage';
import styles from './styles.module.css';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/** Puts a service's sample operation in the editor when the reader switches service (GraphiQL keeps one editor). */
function SampleOperation({operation}: {operation: string}): ReactNode {
  const [, setOperation] = useOperationsEditorState();
  useEffect(() => setOperation(operation), [operation, setOperation]);
  return null;
}

/** Names GraphiQL's editors for screen readers and reports when the operation and response editors exist. */
function EditorLabels({onReady}: {onReady: () => void}): ReactNode {
  const {queryEditor, variableEditor, headerEditor, responseEditor} = useEditorContext({nonNull: true});
  useEffect(() => {
    queryEditor?.setOption('screenReaderLabel', 'GraphQL operation');
    variableEditor?.setOption('screenReaderLabel', 'Variables (JSON)');
    headerEditor?.setOption('screenReaderLabel', 'Request headers (JSON)');
    responseEditor?.setOption('screenReaderLabel', 'Response');
    if (queryEditor && responseEditor) onReady();
  }, [queryEditor, variableEditor, headerEditor, responseEditor, onReady]);
  return null;
}

type Target = {kind: 'mock'} | {kind: 'remote'; endpoint: string; token: string};

function remoteFetcher(endpoint: string, token: string): Fetcher {
  return async (request: OperationRequest) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
        body: JSON.stringify(request),
      });
    } catch {
      return {errors: [{message: `Could not reach ${endpoint}. Check the URL, your connection, and that the server accepts requests from this page (CORS).`}]};
    }
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return {errors: [{message: `${endpoint} answered HTTP ${response.status} without a GraphQL JSON body.`}]};
    }
  };
}

/** GraphiQL with a service switcher; runs against an in-browser mock unless the reader points it at a deployment. */
export default function Explorer(): ReactNode {
  const [service, setService] = useState<ExplorerService>(explorerServices[0]);
  const [target, setTarget] = useState<Target>({kind: 'mock'});
  const [endpoint, setEndpoint] = useState('');
  const [token, setToken] = useState('');
  const [editorsReady, setEditorsReady] = useState(false);
  const markEditorsReady = useCallback(() => setEditorsReady(true), []);
  const graphiqlRef = useRef<HTMLDivElement>(null);
  useMarkupRepair(graphiqlRef, repairGraphiqlMarkup);
  const schema = useMemo(() => mockedSchema(service.sdl, service.id), [service]);
  // Tabs and queries live for the visit only, so blocked browser storage is no issue.
  const storage = useMemo(() => memoryStorage(), []);
  const fetcher = useMemo<Fetcher>(
    () =>
      target.kind === 'mock'
        ? (request: OperationRequest) => executeMocked(schema, request)
        : remoteFetcher(target.endpoint, target.token),
    [schema, target],
  );

  return (
    <div className={`graphql-explorer ${styles.explorer}`} aria-busy={!editorsReady}>
      <form
        className={styles.toolbar}
        aria-label="Explorer settings"
        onSubmit={(event) => {
          event.preventDefault();
          setTarget(endpoint.trim() ? {kind: 'remote', endpoint: endpoint.trim(), token: token.trim()} : {kind: 'mock'});
        }}>
        <label className={styles.field}>
          <span>Service</span>
          <select
            value={service.id}
            onChange={(event) => {
              setService(explorerServices.find((item) => item.id === event.target.value) ?? explorerServices[0]);
              setTarget({kind: 'mock'});
              setEndpoint('');
            }}>
            {explorerServices.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>Endpoint (empty: in-browser mock)</span>
          <input type="url" value={endpoint} placeholder={service.endpoint} onChange={(event) => setEndpoint(event.target.value)} />
        </label>
        <label className={styles.field}>
          <span>Bearer token</span>
          <input type="password" value={token} autoComplete="off" onChange={(event) => setToken(event.target.value)} />
        </label>
        <button type="submit" className="button button--primary">
          Apply
        </button>
        <p className={styles.status} role="status">
          {target.kind === 'mock' ? `Running against a mock of the ${service.label.toLowerCase()} service in your browser.` : `Sending requests to ${target.endpoint}.`}
        </p>
      </form>
      {/* GraphiQL shows its buttons before its editors load, and a Run pressed then is lost; hold input until they exist. */}
      <div className={styles.graphiql} ref={graphiqlRef} inert={!editorsReady}>
        {!editorsReady && <p className={styles.editorsLoading}>Loading the editor…</p>}
        <GraphiQL storage={storage} fetcher={fetcher} schema={target.kind === 'mock' ? schema : undefined} defaultQuery={service.defaultQuery}>
          <GraphiQL.Footer>
            <SampleOperation operation={service.defaultQuery} />
            <EditorLabels onReady={markEditorsReady} />
          </GraphiQL.Footer>
        </GraphiQL>
      </div>
    </div>
  );
}
