import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import type { Lead } from '../api/owner-api';
import { texts } from '../texts';
import { useCssHeight } from './css-height';
import type { FormField } from './form-fields';
import { readableTime } from './format-time';
import { leadSource, SOURCE_COLUMN } from './lead-source';
import { whySpam } from '../lead/spam-status';

/** Every row has this height (console.css `.lead-table td`), so the virtualiser needs no measuring. */
export const ROW_HEIGHT = 44;
/** Ask for the next page while this many rows are still below the visible ones. */
const PREFETCH_ROWS = 10;

interface LeadTableProps {
  leads: Lead[];
  /** The visible field columns (and `SOURCE_COLUMN`) in the owner's order. */
  columns: FormField[];
  hasMore: boolean;
  loadingMore: boolean;
  onNearEnd: () => void;
  /** The Spam tab: a "Why spam" column right after the time. */
  showSpamReason?: boolean;
}

const column = createColumnHelper<Lead>();

function SpacerRow({ height, span }: { height: number; span: number }) {
  const ref = useCssHeight<HTMLTableRowElement>(height);
  return (
    <tr ref={ref} className="lead-table__spacer" aria-hidden="true">
      <td colSpan={span} />
    </tr>
  );
}

/**
 * The leads as a table that scrolls in its own box: only the rows in view (and a few around them)
 * are in the document, and the next page is asked for when the last rows come into view.
 */
export function LeadTable({ leads, columns, hasMore, loadingMore, onNearEnd, showSpamReason = false }: LeadTableProps) {
  const tableColumns = useMemo(
    () => [
      column.accessor('createdAt', {
        id: 'received',
        header: texts.inbox.received,
        cell: (info) => (
          <Link className="lead-table__link" to={`/leads/${encodeURIComponent(info.row.original.conversionId)}`}>
            <time dateTime={info.getValue()}>{readableTime(info.getValue())}</time>
          </Link>
        ),
      }),
      // A long reason is cut to the cell's width: the whole of it shows on hover.
      ...(showSpamReason
        ? [column.accessor((lead) => whySpam(lead), { id: 'whySpam', header: texts.inbox.whySpam, cell: (info) => <span title={info.getValue()}>{info.getValue()}</span> })]
        : []),
      ...columns.map((field) =>
        field.name === SOURCE_COLUMN
          ? column.accessor((lead) => leadSource(lead.attribution), { id: 'source', header: field.label })
          : column.accessor((lead) => lead.values[field.name] ?? '', { id: `field:${field.name}`, header: field.label }),
      ),
    ],
    [columns, showSpamReason],
  );
  const table = useReactTable({ data: leads, columns: tableColumns, getCoreRowModel: getCoreRowModel(), getRowId: (lead) => lead.conversionId });
  const rows = table.getRowModel().rows;

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - PREFETCH_ROWS) onNearEnd();
  }, [hasMore, loadingMore, lastIndex, rows.length, onNearEnd]);

  const span = tableColumns.length;
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    // The box scrolls, so it must be reachable by keyboard too.
    <div ref={scrollRef} className="lead-table" tabIndex={0} role="region" aria-label={texts.inbox.tableCaption(leads.length, hasMore)}>
      <table aria-rowcount={hasMore ? -1 : rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 && <SpacerRow height={before} span={span} />}
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <tr key={row.id} aria-rowindex={item.index + 2}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            );
          })}
          {after > 0 && <SpacerRow height={after} span={span} />}
        </tbody>
      </table>
      {loadingMore && <p className="lead-table__more" role="status">{texts.inbox.loadingMore}</p>}
    </div>
  );
}
