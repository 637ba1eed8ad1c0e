import type {ReactNode} from 'react';
import {blocks} from '@site/src/data/blocks';
import type {BlockId} from '@site/src/data/blockTypes';
import TableScroll from '@site/src/components/TableScroll';

/** How a Build block's setting values or traits are named in Analyze, from the blocks data module. */
export default function BlockMapping({block}: {block: BlockId}): ReactNode {
  const {analyzeMapping, name} = blocks[block];
  if (!analyzeMapping) {
    return null;
  }
  return (
    <TableScroll label={`How the ${name} block's values appear in Analyze`}>
      <table>
        <thead>
          <tr>
            <th scope="col">{analyzeMapping.buildLabel}</th>
            <th scope="col">{analyzeMapping.analyzeLabel}</th>
            <th scope="col">Where you see it</th>
          </tr>
        </thead>
        <tbody>
          {analyzeMapping.rows.map((row) => (
            <tr key={row.build}>
              <td>
                <code>{row.build}</code>
              </td>
              <td>
                <code>{row.analyze}</code>
              </td>
              <td>{row.where}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
