import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import TableScroll from '@site/src/components/TableScroll';
import {limits, type LimitGroup} from '@site/src/data/limits';

/** Every limit of one group as a table; each row is an anchor that <Limit> links to. */
export default function LimitsTable({group}: {group: LimitGroup}): ReactNode {
  const brokenLinks = useBrokenLinks();
  const rows = limits.filter((limit) => limit.group === group);
  rows.forEach((limit) => brokenLinks.collectAnchor(limit.id));
  return (
    <TableScroll label={group}>
      <table>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">Value</th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((limit) => (
            <tr key={limit.id} id={limit.id}>
              <th scope="row">
                <Link to={limit.owner}>{limit.what}</Link>
              </th>
              <td>{limit.value}</td>
              <td>{limit.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
