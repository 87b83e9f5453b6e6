import PDFDocument from 'pdfkit';
import type { Order } from '@forge/contract';

const usd = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Column x positions and widths of the line table on a US Letter page (72 pt margins). */
const COLUMNS = [
  { label: 'Part', x: 50, width: 90 },
  { label: 'Description', x: 145, width: 170 },
  { label: 'Qty', x: 320, width: 50, align: 'right' as const },
  { label: 'Unit price', x: 375, width: 80, align: 'right' as const },
  { label: 'Extended', x: 460, width: 90, align: 'right' as const },
];

/**
 * The purchase order as a PDF (pdfkit, the standard fonts): number, parties, ship-to, due date, lines at the awarded
 * prices and the total. Written as a stream: the caller pipes it into the response.
 */
export function orderPdf(order: Order): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: `Purchase order ${order.number}`, Author: 'Forge' } });
  doc.font('Helvetica-Bold').fontSize(20).text('PURCHASE ORDER', 50, 50);
  doc.font('Helvetica').fontSize(11).text(`PO number: ${order.number}`, 350, 55, { width: 200, align: 'right' });
  doc.text(`Issued: ${order.createdAt.slice(0, 10)}`, 350, 70, { width: 200, align: 'right' });
  doc.text(`Deliver by: ${order.dueDate}`, 350, 85, { width: 200, align: 'right' });

  doc.font('Helvetica-Bold').text('Supplier', 50, 120);
  doc.font('Helvetica').text(order.supplier.name, 50, 135, { width: 230 });
  doc.font('Helvetica-Bold').text('Ship to', 300, 120);
  const s = order.shipTo;
  doc.font('Helvetica').text([s.name, s.street, `${s.city}, ${s.state} ${s.zip}`].join('\n'), 300, 135, { width: 250 });
  doc.font('Helvetica-Bold').text('Buyer', 50, 160);
  doc.font('Helvetica').text(order.buyer.email || '-', 50, 175, { width: 230 });
  doc.text(`For RFQ: ${order.rfqTitle}`, 50, 200, { width: 500 });

  let y = 230;
  doc.font('Helvetica-Bold').fontSize(10);
  for (const c of COLUMNS) doc.text(c.label, c.x, y, { width: c.width, align: c.align ?? 'left' });
  y += 16;
  doc.moveTo(50, y - 3).lineTo(550, y - 3).stroke();
  doc.font('Helvetica').fontSize(10);
  for (const line of order.lines) {
    const cells = [line.partNumber + (line.revision ? ` rev ${line.revision}` : ''), line.description, `${line.quantity} ${line.unit}`, usd(line.unitPrice), usd(line.extended)];
    const height = Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i]!.width })));
    if (y + height > 700) {
      doc.addPage();
      y = 50;
    }
    cells.forEach((text, i) => doc.text(text, COLUMNS[i]!.x, y, { width: COLUMNS[i]!.width, align: COLUMNS[i]!.align ?? 'left' }));
    y += height + 6;
  }
  doc.moveTo(50, y).lineTo(550, y).stroke();
  doc.font('Helvetica-Bold').text(`Total ${usd(order.total)}`, 350, y + 8, { width: 200, align: 'right' });
  if (order.notes) doc.font('Helvetica').text(`Notes: ${order.notes}`, 50, y + 30, { width: 500 });
  doc.end();
  return doc;
}
