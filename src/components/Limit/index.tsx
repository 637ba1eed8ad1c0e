import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {limitById} from '@site/src/data/limits';

export const limitsRoute = '/limits';

/** A limit quoted in running text, from src/data/limits.ts, linked to its row on the limits page. */
export default function Limit({id}: {id: string}): ReactNode {
  return <Link to={`${limitsRoute}#${id}`}>{limitById(id).value}</Link>;
}
