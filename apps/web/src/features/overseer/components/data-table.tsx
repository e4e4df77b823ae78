import type { ReactNode } from "react";
import { cn } from "@/lib/ui/cn";

export interface Column<Row> {
  /** The header text. */
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

interface DataTableProps<Row> {
  /** The table's accessible name (its caption, visually hidden). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
}

/** The Overseer's tables: a real <table> with a caption, scrolling sideways on a narrow screen. */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <>{empty}</>;
  // `relative`: the visually hidden caption is absolutely positioned, and would otherwise escape the
  // scrolling box and widen the whole page on a narrow screen.
  return (
    <div className="relative overflow-x-auto rounded-xl border border-line bg-hull/60" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn("px-3 py-2 font-medium", column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line/60 last:border-0">
              {columns.map((column) => (
                <td key={column.header} className={cn("px-3 py-2 align-top text-ink", column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
