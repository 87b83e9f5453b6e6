/**
 * A small, valid one-page PDF drawing for the demo RFQ (title block, outline, four holes, one dimension), written
 * by hand so the demo needs no binary fixture. Objects are numbered 1–5; the xref table holds their byte offsets.
 */
export function demoDrawingPdf(title: string, partNumber: string): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const drawing = [
    '0.8 w 40 40 515 760 re S', // border
    '1.4 w 120 360 360 240 re S', // part outline
    '0.8 w',
    ...[0, 1, 2, 3].map((i) => `${168 + (i % 2) * 240} ${408 + Math.floor(i / 2) * 120} 24 24 re S`),
    '0.5 w 120 330 m 480 330 l S 120 325 m 120 335 l S 480 325 m 480 335 l S',
    'BT /F1 10 Tf 280 316 Td (240.00) Tj ET',
    '40 40 m 555 40 l 555 120 l 40 120 l h S 300 40 m 300 120 l S',
    `BT /F1 14 Tf 56 96 Td (${escape(title)}) Tj ET`,
    `BT /F1 10 Tf 56 72 Td (Part ${escape(partNumber)}  -  6061-T6  -  Clear anodize  -  Tol. +/-0.1 mm unless noted) Tj ET`,
    'BT /F1 10 Tf 316 96 Td (Forge demo drawing  -  Rev A  -  Scale 1:2) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(drawing, 'latin1')} >>\nstream\n${drawing}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
