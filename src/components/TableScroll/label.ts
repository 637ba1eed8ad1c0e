/** Tables this wide read better on a phone as one card per row than as a box that scrolls sideways. */
export const stackedFromColumns = 3;

/** The global classes (src/css/custom.css) of a table stacked on phones, and of one whose cards hold short values inline. */
export const stackedTableClass = 'table-stacked';
export const inlineStackedTableClass = 'table-stacked--inline';

/** The class, role, focusability and accessible name of a table's scroll box, shared by Markdown and component tables. */
export function tableScrollProperties(heading: string): {className: string[]; role: string; tabIndex: number; ariaLabel: string} {
  return {
    className: ['table-scroll'],
    role: 'region',
    tabIndex: 0,
    ariaLabel: heading ? `Table: ${heading}` : 'Table',
  };
}
