import {
  layOutColumns,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  withMoved,
  withShown,
  withWidth,
} from '../../../src/web/components/data-table/columnLayout';
import type { DataTableColumn } from '../../../src/web/components/data-table';

type Row = Record<string, string>;
const column = (key: string, extra: Partial<DataTableColumn<Row>> = {}): DataTableColumn<Row> => ({
  key,
  header: key,
  render: (row) => row[key],
  ...extra,
});
const declared = [
  column('name', { hideable: false, width: 150 }),
  column('email', { width: 200 }),
  column('phone', { hiddenByDefault: true }),
  column('subject', { grows: true }),
];
const keys = (laidOut: ReturnType<typeof layOutColumns<Row>>) => laidOut.map((c) => c.column.key);

describe('column layout (docs/lists.md, Fit and density)', () => {
  it('should lay out the declared columns as declared when nothing is stored', () => {
    const laidOut = layOutColumns(declared);
    expect(keys(laidOut)).toEqual(['name', 'email', 'phone', 'subject']);
    expect(laidOut.map((c) => c.shown)).toEqual([true, true, false, true]);
    expect(laidOut.map((c) => c.width)).toEqual([150, 200, 140, 140]);
    expect(laidOut.map((c) => c.grows)).toEqual([false, false, false, true]);
  });

  it('should let the column naming the row grow when none says it grows', () => {
    expect(layOutColumns(declared.slice(0, 3)).map((c) => c.grows)).toEqual([true, false, false]);
  });

  it('should keep the stored order, drop columns no longer declared and add new ones at the end', () => {
    const laidOut = layOutColumns(declared, {
      order: ['email', 'gone', 'name', 'email'],
      shown: { gone: false },
      widths: { gone: 300 },
    });
    expect(keys(laidOut)).toEqual(['email', 'name', 'phone', 'subject']);
  });

  it('should always show a column that cannot be hidden, whatever was stored', () => {
    const laidOut = layOutColumns(declared, { order: [], shown: { name: false, phone: true }, widths: {} });
    expect(laidOut.map((c) => c.shown)).toEqual([true, true, true, true]);
  });

  it('should keep widths between the least and the most a column may take', () => {
    const laidOut = layOutColumns(declared, { order: [], shown: {}, widths: { name: 5, email: 5000 } });
    expect(laidOut.map((c) => c.width).slice(0, 2)).toEqual([MIN_COLUMN_WIDTH, MAX_COLUMN_WIDTH]);
    expect(withWidth(laidOut, undefined, 'email', 20.4).widths).toEqual({ email: MIN_COLUMN_WIDTH });
  });

  it('should move a column one place either way, and not past either end', () => {
    const laidOut = layOutColumns(declared);
    expect(withMoved(laidOut, undefined, 'phone', -1).order).toEqual(['name', 'phone', 'email', 'subject']);
    expect(withMoved(laidOut, undefined, 'subject', 1).order).toEqual(['name', 'email', 'phone', 'subject']);
    expect(withMoved(laidOut, undefined, 'name', -1).order).toEqual(['name', 'email', 'phone', 'subject']);
  });

  it('should change one thing and keep what was stored', () => {
    const stored = { order: ['email', 'name', 'phone', 'subject'], shown: { phone: true }, widths: { email: 250 } };
    const next = withShown(layOutColumns(declared, stored), stored, 'email', false);
    expect(next).toEqual({
      order: ['email', 'name', 'phone', 'subject'],
      shown: { phone: true, email: false },
      widths: { email: 250 },
    });
    expect(stored.shown).toEqual({ phone: true });
  });
});
