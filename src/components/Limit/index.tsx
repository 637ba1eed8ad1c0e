import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {limitHref} from '@site/src/config/limitsRoute';
import {limitById} from '@site/src/data/limits';

export {limitsRoute} from '@site/src/config/limitsRoute';

/** A limit quoted in running text, from src/data/limits.ts, linked to its row on the limits page. */
export default function Limit({id}: {id: string}): ReactNode {
  return <Link to={limitHref(id)}>{limitById(id).value}</Link>;
}
