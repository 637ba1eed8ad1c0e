import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {shellVariables} from '@site/src/data/shellVariables';
import WithCode from '@site/src/components/WithCode';
import styles from './styles.module.css';

/** The starter file: every variable a first request needs, with the local mock server's values as commented alternatives. */
function starterFile(): string {
  const lines = shellVariables
    .filter((variable) => variable.starter)
    .flatMap((variable) => [
      `export ${variable.name}="${variable.example}"`,
      ...(variable.mockValue ? [`# export ${variable.name}="${variable.mockValue}"  # the local mock server`] : []),
    ]);
  return ['# onramp.env: keep this file out of version control', ...lines].join('\n');
}

/** The declared shell variables (src/data/shellVariables.ts): what each holds with an example value, then the starter file. */
export default function ShellVariables(): ReactNode {
  return (
    <div className={styles.shellVariables}>
      <dl className={styles.list}>
        {shellVariables.map((variable) => (
          <div key={variable.name} className={styles.entry}>
            <dt>
              <code>{variable.name}</code>
            </dt>
            <dd>
              <WithCode text={variable.meaning} />{' '}
              <span className={styles.example}>
                Example: <code>{variable.example}</code>
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <CodeBlock language="bash" title="onramp.env">
        {starterFile()}
      </CodeBlock>
    </div>
  );
}
