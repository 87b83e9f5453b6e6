import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error.js';
import { rowsToSafeCsv } from '../../lib/csv.js';
import type { Principal } from '../../lib/auth.js';
import { latestQuotes } from './latest-quotes.js';
import { readable } from './service.js';

export { unitPriceAt } from './price.js';

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The buyer's side-by-side view: per line each supplier's latest revision (price at the requested quantity,
 * extended price, lead time), the lowest price and fastest lead time marked, totals over the lines each supplier
 * quoted, and the no-quotes with their reasons. Only the buyer and admins may read it.
 */
export async function compareQuotes(principal: Principal, rfqId: string) {
  const { doc, viewer } = await readable(principal, rfqId);
  if (viewer === 'supplier') throw AppError.forbidden('Only the buyer who sent this RFQ (or an admin) can compare its quotes.');
  // Each supplier's latest revision with its lines packed at submission (see latest-quotes.ts).
  const latest = await latestQuotes(String(doc._id), new Map(doc.lines.map((l) => [String(l._id), l.quantity])));
  const names = new Map(doc.suppliers.map((s) => [s.id, s.name]));
  const totals = new Map<string, { total: number; quotedLines: number }>();

  const lines = doc.lines.map((line) => {
    const lineId = String(line._id);
    const offers: { supplierId: string; supplierName: string; revision: number; unitPrice: number; extendedPrice: number; leadTimeDays: number; note: string; breaks: { minQuantity: number; unitPrice: number }[]; lowestPrice: boolean; fastestLeadTime: boolean }[] = [];
    const declines: { supplierId: string; supplierName: string; reason: string; text: string }[] = [];
    for (const [supplierId, quote] of latest) {
      const supplierName = names.get(supplierId) ?? supplierId;
      if (quote.decline) {
        declines.push({ supplierId, supplierName, reason: quote.decline.reason, text: quote.decline.text });
        continue;
      }
      const answer = quote.lines.get(lineId);
      if (!answer) continue;
      const [, unitPrice, leadTimeDays, note, declineReason, declineText, packedBreaks] = answer;
      if (declineReason) {
        declines.push({ supplierId, supplierName, reason: declineReason, text: declineText });
        continue;
      }
      if (unitPrice == null || leadTimeDays == null) continue;
      const extendedPrice = cents(unitPrice * line.quantity);
      const breaks = (packedBreaks ?? []).map(([minQuantity, price]) => ({ minQuantity, unitPrice: price }));
      offers.push({ supplierId, supplierName, revision: quote.revision, unitPrice, extendedPrice, leadTimeDays, note, breaks, lowestPrice: false, fastestLeadTime: false });
      const sum = totals.get(supplierId) ?? { total: 0, quotedLines: 0 };
      totals.set(supplierId, { total: cents(sum.total + extendedPrice), quotedLines: sum.quotedLines + 1 });
    }
    if (offers.length) {
      const lowest = Math.min(...offers.map((o) => o.unitPrice));
      const fastest = Math.min(...offers.map((o) => o.leadTimeDays));
      for (const o of offers) {
        o.lowestPrice = o.unitPrice === lowest;
        o.fastestLeadTime = o.leadTimeDays === fastest;
      }
    }
    offers.sort((a, b) => a.unitPrice - b.unitPrice || a.leadTimeDays - b.leadTimeDays);
    return { lineId, partNumber: line.partNumber, description: line.description, quantity: line.quantity, unit: line.unit, offers, declines };
  });

  const suppliers = doc.suppliers.map((s) => {
    const quote = latest.get(s.id);
    const sum = totals.get(s.id);
    return {
      supplierId: s.id,
      supplierName: s.name,
      answered: Boolean(quote),
      revision: quote?.revision ?? null,
      declinedAll: quote?.decline ? { reason: quote.decline.reason, text: quote.decline.text } : null,
      total: sum?.total ?? 0,
      quotedLines: sum?.quotedLines ?? 0,
      validUntil: quote?.validUntil ? quote.validUntil.toISOString().slice(0, 10) : null,
      shippingTerms: quote?.shippingTerms ?? '',
    };
  });
  return { rfqId: String(doc._id), title: doc.title, status: doc.status, lineCount: doc.lines.length, suppliers, lines };
}

type Comparison = Awaited<ReturnType<typeof compareQuotes>>;

/** A supplier's quantity breaks in one cell: "100+ @ 9.00; 1000+ @ 6.50" (USD per unit). */
export function breaksText(breaks: { minQuantity: number; unitPrice: number }[]): string {
  return breaks.map((b) => `${b.minQuantity}+ @ ${b.unitPrice.toFixed(2)}`).join('; ');
}

/** One row per offer and per decline, line by line: what both exports hold (the supplier's note and breaks last). */
export function comparisonRows(comparison: Comparison): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [
    ['Part number', 'Description', 'Quantity', 'Supplier', 'Unit price (USD)', 'Extended price (USD)', 'Lead time (days)', 'Lowest price', 'Fastest lead time', 'No quote reason', 'Supplier note', 'Quantity breaks (USD per unit)'],
  ];
  for (const line of comparison.lines) {
    for (const o of line.offers) {
      rows.push([line.partNumber, line.description, line.quantity, o.supplierName, o.unitPrice, o.extendedPrice, o.leadTimeDays, o.lowestPrice ? 'yes' : '', o.fastestLeadTime ? 'yes' : '', '', o.note, breaksText(o.breaks)]);
    }
    for (const d of line.declines) rows.push([line.partNumber, line.description, line.quantity, d.supplierName, null, null, null, '', '', d.text ? `${d.reason}: ${d.text}` : d.reason, '', '']);
  }
  return rows;
}

export function comparisonCsv(comparison: Comparison): string {
  return rowsToSafeCsv(comparisonRows(comparison), { byteOrderMark: false });
}

/**
 * The comparison as an Excel workbook. Every text is written as a string cell, never a formula, so "=HYPERLINK(…)" in
 * a supplier's name or note stays text in Excel (the CSV needs the quote prefix; a workbook says the cell type).
 */
export async function comparisonXlsx(comparison: Comparison): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Quote comparison');
  for (const row of comparisonRows(comparison)) sheet.addRow(row.map((cell) => cell ?? ''));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
