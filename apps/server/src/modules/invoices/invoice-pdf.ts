import { createRequire } from "node:module";
import { formatCount } from "@odin/contracts";
import type { TaxDocumentSnapshot, TaxLineSnapshot, TaxPartySnapshot } from "@odin/db";
import PDFDocument from "pdfkit";
import { indiaDate } from "./invoice-numbers";

/**
 * A tax invoice or credit note as an A4 PDF, drawn from its stored snapshot only, so it prints the
 * same every time (decision 46). DejaVu Sans Condensed is embedded (subset): it has the rupee sign, and its
 * text can be copied and searched.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf"),
};

const MARGIN = 36;
const PAGE_BOTTOM = 841.89 - MARGIN - 40;

/** Paise as rupees with two decimals and Indian grouping: 123456 → "1,234.56". */
export function rupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const absolute = Math.abs(paise);
  return `${sign}${formatCount(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, "0")}`;
}

const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell(line: TaxLineSnapshot, index: number): string;
}

/** A tax amount with its rate above it, or a dash when the tax does not apply. */
const tax = (amount: number, rate: number, applies: boolean) =>
  applies ? `${percent(rate)}\n${rupees(amount)}` : "-";

const COLUMNS: Column[] = [
  { title: "#", width: 16, align: "left", cell: (_, i) => String(i + 1) },
  { title: "HSN/SAC", width: 40, align: "left", cell: (l) => l.hsn },
  {
    title: "Description",
    width: 103,
    align: "left",
    cell: (l) =>
      l.placeOfSupply
        ? `${l.description} (supplied in ${l.placeOfSupply.state}, ${l.placeOfSupply.code})`
        : l.description,
  },
  { title: "Qty", width: 20, align: "right", cell: (l) => String(l.quantity) },
  { title: "Gross", width: 46, align: "right", cell: (l) => rupees(l.gross) },
  { title: "Discount", width: 44, align: "right", cell: (l) => rupees(l.discount) },
  { title: "Taxable value", width: 50, align: "right", cell: (l) => rupees(l.taxable) },
  { title: "GST rate", width: 28, align: "right", cell: (l) => percent(l.rate) },
  {
    title: "CGST",
    width: 42,
    align: "right",
    cell: (l) => tax(l.cgst, l.rate / 2, l.igst === 0 && l.rate > 0),
  },
  {
    title: "SGST/UTGST",
    width: 42,
    align: "right",
    cell: (l) => tax(l.sgst, l.rate / 2, l.igst === 0 && l.rate > 0),
  },
  { title: "IGST", width: 42, align: "right", cell: (l) => tax(l.igst, l.rate, l.igst > 0) },
  { title: "Total", width: 50, align: "right", cell: (l) => rupees(l.total) },
];

type Doc = PDFKit.PDFDocument;

function party(
  doc: Doc,
  heading: string,
  who: TaxPartySnapshot,
  x: number,
  y: number,
  width: number,
): number {
  doc.font("bold").fontSize(8).text(heading, x, y, { width });
  doc.font("bold").fontSize(9).text(who.name, { width });
  doc.font("regular").fontSize(8);
  for (const part of who.address) doc.text(part, { width });
  doc.text(`State: ${who.state}, state code ${who.stateCode}`, { width });
  if (who.gstin) doc.text(`GSTIN: ${who.gstin}`, { width });
  return doc.y;
}

function header(doc: Doc, s: TaxDocumentSnapshot): number {
  const title = s.kind === "invoice" ? "Tax Invoice" : "Credit Note";
  doc.font("bold").fontSize(16).text(title, MARGIN, MARGIN);
  doc.font("regular").fontSize(8).text("Original for recipient");
  const facts = [
    `${s.kind === "invoice" ? "Invoice" : "Credit note"} number: ${s.number}`,
    `Date: ${indiaDate(s.issuedAt)}`,
    `Order: ${s.orderNumber} of ${indiaDate(s.orderDate)}`,
    ...(s.invoice ? [`Against invoice ${s.invoice.number} of ${indiaDate(s.invoice.issuedAt)}`] : []),
    ...(s.reason ? [`Reason: ${s.reason === "cancel" ? "cancellation" : "return"}`] : []),
  ];
  doc.fontSize(9).text(facts.join("\n"), 330, MARGIN, { width: 229, align: "right" });
  const top = Math.max(doc.y, MARGIN + 50) + 10;
  const supplierEnd = party(doc, "Supplier", s.supplier, MARGIN, top, 250);
  const recipientEnd = party(doc, "Recipient (billing and delivery address)", s.recipient, 309, top, 250);
  let y = Math.max(supplierEnd, recipientEnd) + 8;
  doc
    .font("bold")
    .fontSize(9)
    .text(`Place of supply: ${s.placeOfSupply.state} (state code ${s.placeOfSupply.code})`, MARGIN, y);
  y = doc.y + 2;
  doc.font("regular").fontSize(8).text("Tax payable on reverse charge: No. Amounts in ₹ (INR).", MARGIN, y);
  return doc.y + 8;
}

function row(doc: Doc, cells: string[], y: number, bold: boolean): number {
  doc.font(bold ? "bold" : "regular").fontSize(7);
  let x = MARGIN;
  let height = 0;
  COLUMNS.forEach((column, i) => {
    const text = cells[i] ?? "";
    doc.text(text, x + 2, y + 3, { width: column.width - 4, align: column.align });
    height = Math.max(height, doc.heightOfString(text, { width: column.width - 4 }));
    x += column.width;
  });
  const bottom = y + height + 6;
  doc.moveTo(MARGIN, bottom).lineTo(x, bottom).lineWidth(0.5).strokeColor("#999999").stroke();
  return bottom;
}

function table(doc: Doc, s: TaxDocumentSnapshot, top: number): number {
  const titles = COLUMNS.map((column) => column.title);
  let y = row(doc, titles, top, true);
  s.lines.forEach((line, i) => {
    if (y > PAGE_BOTTOM) {
      doc.addPage();
      y = row(doc, titles, MARGIN, true);
    }
    y = row(
      doc,
      COLUMNS.map((column) => column.cell(line, i)),
      y,
      false,
    );
  });
  const t = s.totals;
  const totals = [
    "",
    "",
    "Total",
    "",
    "",
    "",
    rupees(t.taxable),
    "",
    rupees(t.cgst),
    rupees(t.sgst),
    rupees(t.igst),
    rupees(t.total),
  ];
  return row(doc, totals, y, true);
}

function footer(doc: Doc, s: TaxDocumentSnapshot, top: number): void {
  const t = s.totals;
  const what = s.kind === "invoice" ? "Invoice value" : "Value credited";
  doc
    .font("bold")
    .fontSize(10)
    .text(
      `${what}: ₹${rupees(t.total)} (taxable value ₹${rupees(t.taxable)}, GST ₹${rupees(t.cgst + t.sgst + t.igst)})`,
      MARGIN,
      top + 10,
    );
  doc
    .font("regular")
    .fontSize(8)
    .moveDown()
    .text(`For ${s.supplier.name}: authorised signatory.`)
    .text("A computer-generated document issued electronically.");
}

/** The document's PDF. */
export function renderPdf(snapshot: TaxDocumentSnapshot): Promise<Buffer> {
  const title = `${snapshot.kind === "invoice" ? "Tax Invoice" : "Credit Note"} ${snapshot.number}`;
  const issued = new Date(snapshot.issuedAt);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: title, Author: snapshot.supplier.name, CreationDate: issued, ModDate: issued },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  footer(doc, snapshot, table(doc, snapshot, header(doc, snapshot)));
  doc.end();
  return done;
}
