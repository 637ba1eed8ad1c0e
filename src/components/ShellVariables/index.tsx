import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TableScroll from '@site/src/components/TableScroll';
import {mockApiUrl, shellVariables} from '@site/src/data/shellVariables';
import styles from './styles.module.css';

/** Text with `backticks` rendered as inline code. */
function WithCode({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** The starter file: every variable a first request needs, with the local mock server as a commented alternative. */
export function starterFile(): string {
  const lines = shellVariables
    .filter((variable) => variable.starter)
    .flatMap((variable) => [
      `export ${variable.name}="${variable.example}"`,
      ...(variable.name === 'ONRAMP_API_URL' ? [`# export ${variable.name}="${mockApiUrl}"  # the local mock server`] : []),
    ]);
  return ['# onramp.env: keep this file out of version control', ...lines].join('\n');
}

/** The declared shell variables (src/data/shellVariables.ts): a table of what each holds, then the starter file. */
export default function ShellVariables(): ReactNode {
  return (
    <div className={styles.shellVariables}>
      <TableScroll label="Shell variables the examples use">
        <table>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col">What it holds</th>
              <th scope="col">Example value</th>
            </tr>
          </thead>
          <tbody>
            {shellVariables.map((variable) => (
              <tr key={variable.name}>
                <th scope="row">
                  <code>{variable.name}</code>
                </th>
                <td>
                  <WithCode text={variable.meaning} />
                </td>
                <td>
                  <code className={styles.example}>{variable.example}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <CodeBlock language="bash" title="onramp.env">
        {starterFile()}
      </CodeBlock>
    </div>
  );
}
