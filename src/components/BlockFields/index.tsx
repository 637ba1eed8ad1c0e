import type {ReactNode} from 'react';
import {blocks} from '@site/src/data/blocks';
import type {BlockId} from '@site/src/data/blockTypes';
import TableScroll from '@site/src/components/TableScroll';

/** A Build block's configuration fields, from the one data module every page shares. */
export default function BlockFields({block}: {block: BlockId}): ReactNode {
  return (
    <TableScroll label={`Settings of the ${blocks[block].name} block`}>
      <table>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {blocks[block].fields.map((field) => (
            <tr key={field.name}>
              <td>
                <code>{field.name}</code>
              </td>
              <td>
                <code>{field.type}</code>
              </td>
              <td>{field.required ? 'Yes' : 'No'}</td>
              <td>{field.default === undefined ? '—' : <code>{field.default}</code>}</td>
              <td>{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
