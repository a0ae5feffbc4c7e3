import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { chinaWallClock } from './seller-shared.js';

export interface XlsxColumn<T> {
  header: string;
  width: number;
  /** A Date is an instant: it is written as China time, see DATE_TIME_FORMAT. */
  value: (row: T) => string | number | Date | null;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Times are date cells holding the China wall-clock time (the zone the seller works in and the
 * date filters use), with an explicit format. Not text: Excel and WPS then still sort, filter by
 * day and month, and subtract them as dates; and a custom format shows the same in every locale,
 * unlike exceljs's default (built-in mm-dd-yy, which drops the time and follows the US order).
 * A cell has no zone, so it must hold the wall-clock time rather than UTC.
 */
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * Streams a one-sheet workbook to the reply with exceljs's streaming writer: rows are committed
 * batch by batch as they come from the database, so a large export never sits in memory whole.
 * `batches` yields rows until exhausted. Callers validate and authorise before calling: once the
 * headers are out, a failure can only cut the download short.
 */
export async function streamXlsx<T>(reply: FastifyReply, opts: { fileName: string; sheetName: string; columns: XlsxColumn<T>[]; batches: AsyncIterable<T[]> }) {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = '商铺汇';
  const sheet = workbook.addWorksheet(opts.sheetName);
  sheet.columns = opts.columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const ascii = opts.fileName.replace(/[^\x20-\x7e]/g, '_');
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(opts.fileName)}`)
    .header('cache-control', 'no-store');
  void reply.send(out);

  try {
    for await (const batch of opts.batches) {
      for (const item of batch) {
        const values = opts.columns.map((c) => c.value(item));
        const row = sheet.addRow(values.map((v) => (v instanceof Date ? chinaWallClock(v) : v)));
        values.forEach((v, i) => {
          if (v instanceof Date) row.getCell(i + 1).numFmt = DATE_TIME_FORMAT;
        });
        row.commit();
      }
      // Let the zip stream drain to the socket between database batches.
      if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
    }
    sheet.commit();
    await workbook.commit();
  } catch (err) {
    // Headers are sent: the only honest signal left is a cut-off download.
    reply.log.error(err);
    out.destroy(err as Error);
  }
}

/**
 * Keyset pages: `fetch` answers up to `limit` rows that come after `after` (null: from the first)
 * in its query's order; `cursorOf` reads from a page's last row where the next page starts.
 */
export async function* cursorBatches<T, C>(fetch: (after: C | null, limit: number) => Promise<T[]>, cursorOf: (last: T) => C, size = 1000) {
  let after: C | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]);
  }
}

/** Keyset pages over a query ordered by id descending. */
export function keysetBatches<T extends { id: number }>(fetch: (beforeId: number | null, limit: number) => Promise<T[]>, size = 1000) {
  return cursorBatches(fetch, (last) => last.id, size);
}
