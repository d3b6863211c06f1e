import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { InvoiceKind } from '@contract/invoices';
import { formatPounds } from '@contract/money';
import { COMPANY_LINE } from '../email';

/** Everything printed on an invoice or credit note. Money in integer pence. */
export interface InvoicePdfData {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  /** The month billed, YYYY-MM. */
  month: string;
  dueDate: string | null;
  creditedInvoiceNumber: string | null;
  billing: {
    companyName: string;
    address: string | null;
    city: string | null;
    postcode: string | null;
    country: string | null;
    taxId: string | null;
    merchantId: string;
  };
  lines: { description: string; quantity: number; netAmount: number; vatRatePercent: number; vatAmount: number; totalAmount: number }[];
  subtotal: number;
  vatAmount: number;
  total: number;
  vatNote: string | null;
  notes: string | null;
  voidReason: string | null;
}

/** Our company line, the same as every email's footer. */
export { COMPANY_LINE };

const longDate = (d: Date) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
const monthName = (ym: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${ym}-01T00:00:00Z`));

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** The standard fonts cover WinAnsi only: any other character prints as '?', never an error. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((ch) => (known.has(ch.codePointAt(0)!) ? ch : '?'))
    .join('');
}

/** Splits text into lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out;
}

/** Renders the document with pdf-lib. Deterministic for the same data (the dates come from the data). */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  // Loaded on the first PDF, not at start-up: pdf-lib adds about 20 MB to a process's resident memory.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const INK = rgb(0.1, 0.12, 0.16);
  const MUTED = rgb(0.4, 0.43, 0.48);
  const BRAND = rgb(0.15, 0.33, 0.85);
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const isCredit = data.kind === 'CREDIT_NOTE';
  const title = isCredit ? 'Credit note' : 'Invoice';
  doc.setTitle(`${title} ${data.number}`);
  doc.setAuthor('SmartSplit');
  doc.setCreator('SmartSplit');
  doc.setProducer('SmartSplit');
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);

  const page: PDFPage = doc.addPage(A4);
  const [width, height] = A4;
  let y = height - MARGIN;
  const text = (value: string, x: number, at: number, o: { size?: number; font?: PDFFont; color?: RGB; right?: boolean } = {}) => {
    const font = o.font ?? regular;
    const size = o.size ?? 10;
    const safe = printable(font, value);
    const drawX = o.right ? x - font.widthOfTextAtSize(safe, size) : x;
    page.drawText(safe, { x: drawX, y: at, size, font, color: o.color ?? INK });
  };

  // Header: brand, company line, and the document's title and number.
  text('SmartSplit', MARGIN, y - 6, { size: 24, font: bold, color: BRAND });
  text(title.toUpperCase(), width - MARGIN, y - 6, { size: 18, font: bold, right: true });
  y -= 26;
  text(COMPANY_LINE, MARGIN, y, { size: 9, color: MUTED });
  text(data.number, width - MARGIN, y, { size: 11, font: bold, right: true });
  y -= 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 1, color: BRAND });
  y -= 24;

  // Bill to (left) and the dates (right).
  const top = y;
  text(isCredit ? 'Credit to' : 'Bill to', MARGIN, y, { size: 9, font: bold, color: MUTED });
  y -= 14;
  const b = data.billing;
  const billLines = [
    b.companyName,
    b.address,
    [b.city, b.postcode].filter(Boolean).join(' '),
    b.country,
    b.taxId ? `Tax id: ${b.taxId}` : null,
    `Merchant id: ${b.merchantId}`,
  ].filter((l): l is string => Boolean(l && l.trim()));
  for (const [i, line] of billLines.entries()) {
    for (const part of wrap(regular, 10, printable(regular, line), 260)) {
      text(part, MARGIN, y, { font: i === 0 ? bold : regular });
      y -= 13;
    }
  }
  let ry = top;
  const facts: [string, string][] = [
    [isCredit ? 'Credit note number' : 'Invoice number', data.number],
    ['Date of issue', longDate(data.issuedAt)],
    ['Period', monthName(data.month)],
  ];
  if (data.dueDate && !isCredit) facts.push(['Due date', longDate(new Date(`${data.dueDate}T00:00:00Z`))]);
  if (data.creditedInvoiceNumber) facts.push(['Credits invoice', data.creditedInvoiceNumber]);
  for (const [label, value] of facts) {
    text(label, width - MARGIN - 120, ry, { size: 9, color: MUTED, right: true });
    text(value, width - MARGIN, ry, { size: 10, right: true });
    ry -= 14;
  }
  y = Math.min(y, ry) - 20;

  // Lines.
  const cols = { qty: width - MARGIN - 290, net: width - MARGIN - 200, rate: width - MARGIN - 140, vat: width - MARGIN - 70, total: width - MARGIN };
  page.drawRectangle({ x: MARGIN, y: y - 5, width: width - 2 * MARGIN, height: 18, color: rgb(0.94, 0.95, 0.97) });
  text('Description', MARGIN + 4, y, { size: 9, font: bold });
  text('Payments', cols.qty, y, { size: 9, font: bold, right: true });
  text('Net', cols.net, y, { size: 9, font: bold, right: true });
  text('VAT rate', cols.rate, y, { size: 9, font: bold, right: true });
  text('VAT', cols.vat, y, { size: 9, font: bold, right: true });
  text('Total', cols.total, y, { size: 9, font: bold, right: true });
  y -= 20;
  for (const line of data.lines) {
    const parts = wrap(regular, 10, printable(regular, line.description), cols.qty - MARGIN - 60);
    text(String(line.quantity), cols.qty, y, { right: true });
    text(formatPounds(line.netAmount), cols.net, y, { right: true });
    text(`${line.vatRatePercent}%`, cols.rate, y, { right: true });
    text(formatPounds(line.vatAmount), cols.vat, y, { right: true });
    text(formatPounds(line.totalAmount), cols.total, y, { right: true });
    for (const part of parts) {
      text(part, MARGIN + 4, y);
      y -= 13;
    }
    y -= 4;
  }
  page.drawLine({ start: { x: MARGIN, y: y + 6 }, end: { x: width - MARGIN, y: y + 6 }, thickness: 0.5, color: MUTED });
  y -= 10;

  // Totals.
  const totals: [string, string, boolean][] = [
    ['Subtotal', formatPounds(data.subtotal), false],
    ['VAT', formatPounds(data.vatAmount), false],
    // A month whose refunds returned more fee than it charged ends in the merchant's favour.
    [isCredit ? 'Total credited (GBP)' : data.total < 0 ? 'Total in your favour (GBP)' : 'Total due (GBP)', formatPounds(data.total), true],
  ];
  for (const [label, value, strong] of totals) {
    text(label, cols.vat, y, { font: strong ? bold : regular, right: true });
    text(value, cols.total, y, { font: strong ? bold : regular, right: true });
    y -= 16;
  }
  y -= 10;

  const paragraph = (label: string, body: string) => {
    text(label, MARGIN, y, { size: 9, font: bold, color: MUTED });
    y -= 13;
    for (const part of wrap(regular, 9, printable(regular, body), width - 2 * MARGIN)) {
      text(part, MARGIN, y, { size: 9 });
      y -= 12;
    }
    y -= 8;
  };
  if (data.vatNote) paragraph('VAT', data.vatNote);
  if (data.voidReason) paragraph('Reason', data.voidReason);
  if (data.notes) paragraph('Notes', data.notes);

  text(`${COMPANY_LINE} Amounts are in pounds sterling.`, MARGIN, MARGIN - 10, { size: 8, color: MUTED });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
