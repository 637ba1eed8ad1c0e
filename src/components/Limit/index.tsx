import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {limitHref} from '@site/src/config/limitsRoute';
import {limitById} from '@site/src/data/limits';
import {errorRoute, problemSlug} from '@site/src/config/errorRoutes';

export {limitsRoute} from '@site/src/config/limitsRoute';

/** A limit quoted in running text, from src/data/limits.ts, linked to its row on the limits page. */
export default function Limit({id}: {id: string}): ReactNode {
  return <Link to={limitHref(id)}>{limitById(id).value}</Link>;
}

/** The error a request gets beyond a limit, from the same module, linked to its page in the error reference. */
export function LimitError({id}: {id: string}): ReactNode {
  const {problem} = limitById(id);
  if (!problem) throw new Error(`Limit ${id} has no error of its own`);
  return (
    <Link to={errorRoute(problemSlug(problem))}>
      <code>{problem}</code>
    </Link>
  );
}
