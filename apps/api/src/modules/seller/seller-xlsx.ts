import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | Date | null;
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams a one-sheet workbook to the reply with exceljs's streaming writer: rows are committed
 * batch by batch as they come from the database, so a large export never sits in memory whole.
 * `batches` yields rows until exhausted. Callers validate and authorise before calling: once the
 * headers are out, a failure can only cut the download short.
 */
export async function streamXlsx<T>(
  reply: FastifyReply,
  opts: { fileName: string; sheetName: string; columns: XlsxColumn<T>[]; batches: AsyncIterable<T[]> },
) {
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
      for (const row of batch) {
        sheet.addRow(opts.columns.map((c) => c.value(row))).commit();
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

/** Keyset pages over a query ordered by id descending. */
export async function* keysetBatches<T extends { id: number }>(fetch: (beforeId: number | null, limit: number) => Promise<T[]>, size = 1000) {
  let before: number | null = null;
  for (;;) {
    const rows = await fetch(before, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1].id;
  }
}
