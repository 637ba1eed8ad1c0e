import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import DataTable, {type Column} from '../../src/components/DataTable';

type Row = {id: string; name: string; size: number};

const rows: Row[] = [
  {id: 'a', name: 'Alpha', size: 1},
  {id: 'b', name: 'Beta', size: 2},
];
const columns: Column<Row>[] = [
  {header: 'Name', cell: (row) => createElement('code', null, row.name), rowHeader: true},
  {header: 'Size', cell: (row) => row.size},
];
const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}): string =>
  renderToStaticMarkup(createElement(DataTable<Row>, {label: 'Things', columns, rows, rowKey: (row) => row.id, ...props}));

describe('DataTable', () => {
  it('renders column headings, then one row per item with the rowHeader column as row headings', () => {
    expect(render()).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Things"><table>' +
        '<thead><tr><th scope="col">Name</th><th scope="col">Size</th></tr></thead>' +
        '<tbody><tr><th scope="row"><code>Alpha</code></th><td>1</td></tr><tr><th scope="row"><code>Beta</code></th><td>2</td></tr></tbody>' +
        '</table></div>',
    );
  });

  it('puts the class on the table and ids on the rows only when given', () => {
    const html = render({className: 'wide', rowId: (row) => `row-${row.id}`});
    expect(html).toContain('<table class="wide">');
    expect(html).toContain('<tr id="row-a">');
    expect(html).toContain('<tr id="row-b">');
    expect(render()).not.toMatch(/<tr id|<table class/);
  });

  it("stacked on phones: the table gets the stacking class and each data cell its column's heading", () => {
    const html = render({stackOnPhones: true});
    expect(html).toMatch(/<table class="[^"]+">/);
    expect(html).toContain('<td data-label="Size">1</td>');
    expect(html).toContain('<th scope="row"><code>Alpha</code></th>');
  });

  it('stacks tables of three or more columns by default, and leaves narrower ones unless told', () => {
    const wide = [...columns, {header: 'Note', cell: (row: Row) => row.id}];
    expect(render({columns: wide})).toContain('<table class="table-stacked">');
    expect(render({columns: wide})).toContain('<td data-label="Note">a</td>');
    expect(render({columns: wide, stackOnPhones: false})).not.toContain('table-stacked');
    expect(render()).not.toContain('table-stacked');
  });

  it('stacked inline on phones: the table gets a second class, for cards whose cells sit side by side', () => {
    const stacked = render({stackOnPhones: true}).match(/<table class="([^"]+)">/)![1]!;
    const inline = render({stackOnPhones: 'inline'}).match(/<table class="([^"]+)">/)![1]!;
    expect(inline.split(' ')).toEqual([stacked, expect.any(String)]);
    expect(render({stackOnPhones: 'inline'})).toContain('<td data-label="Size">1</td>');
  });

  it('renders data cells only when no column heads the rows', () => {
    expect(render({columns: columns.map(({header, cell}) => ({header, cell}))})).not.toContain('scope="row"');
  });
});
