/** The class, role, focusability and accessible name of a table's scroll box, shared by Markdown and component tables. */
export function tableScrollProperties(heading: string): {className: string[]; role: string; tabIndex: number; ariaLabel: string} {
  return {
    className: ['table-scroll'],
    role: 'region',
    tabIndex: 0,
    ariaLabel: heading ? `Table: ${heading}` : 'Table',
  };
}
