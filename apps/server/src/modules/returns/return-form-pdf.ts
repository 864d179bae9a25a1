import { createRequire } from "node:module";
import { LABELS, type ReturnMode } from "@odin/contracts";
import type { OrderAddressSnapshot } from "@odin/db";
import PDFDocument from "pdfkit";

/**
 * The return form (spec 3 §7 downloadReturnForm; decision 49): an A4 PDF the shopper prints and puts
 * in the parcel. Drawn with pdfkit and the DejaVu fonts the tax invoices use (decision 46), so its text
 * can be copied and searched. The consignment id is printed large between asterisks, as a Code 39
 * barcode's human-readable line is, for the courier to key in.
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf"),
  mono: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansMono-Bold.ttf"),
};
const MARGIN = 48;

export interface ReturnFormContent {
  returnId: string;
  consignmentId: string;
  orderId: string;
  item: { styleName: string; brandName: string; size: string; colour: string; quantity: number };
  reason: string;
  comment: string;
  mode: ReturnMode;
  pickupAddress: OrderAddressSnapshot | null;
  returnLocation: { name: string; address: string; city: string; state: string; pincode: string };
  requestedAt: Date;
}

export interface ReturnFormFile {
  returnId: string;
  pdf: Buffer;
}

function addressLines(address: OrderAddressSnapshot): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address,
    ...(address.landmark ? [address.landmark] : []),
    `${address.city}, ${address.state} ${address.pincode}`,
    `Mobile: ${address.mobileNumber}`,
  ];
}

function field(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font("bold").fontSize(10).text(`${label}: `, { continued: true }).font("regular").text(value);
}

function draw(doc: PDFKit.PDFDocument, form: ReturnFormContent): void {
  const labels = LABELS.returns;
  doc.font("bold").fontSize(18).text(labels.formTitle);
  doc.moveDown(0.5).font("mono").fontSize(22).text(`*${form.consignmentId}*`);
  doc.font("regular").fontSize(9).text(labels.consignmentId);
  doc.moveDown();
  field(doc, labels.returnId, form.returnId);
  field(doc, labels.form.orderId, form.orderId);
  field(doc, labels.form.requestedOn, form.requestedAt.toISOString().slice(0, 10));
  const { item } = form;
  field(
    doc,
    labels.form.item,
    `${item.brandName} ${item.styleName}, ${item.size}, ${item.colour}, × ${item.quantity}`,
  );
  field(doc, labels.form.reason, form.reason);
  if (form.comment) field(doc, labels.comment, form.comment);
  field(doc, labels.form.mode, labels.modes[form.mode]);
  if (form.pickupAddress) {
    doc.moveDown().font("bold").text(labels.addressStep);
    doc.font("regular").text(addressLines(form.pickupAddress).join("\n"));
  }
  const to = form.returnLocation;
  doc.moveDown().font("bold").text(labels.form.returnTo);
  doc.font("regular").text([to.name, to.address, `${to.city}, ${to.state} ${to.pincode}`].join("\n"));
  doc.moveDown().font("bold").text(labels.form.howToPack);
  doc.font("regular").text(labels.formInstructions);
}

/** The return form's PDF. */
export function renderReturnForm(form: ReturnFormContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: {
      Title: `Return form ${form.returnId}`,
      CreationDate: form.requestedAt,
      ModDate: form.requestedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  doc.registerFont("mono", FONTS.mono);
  draw(doc, form);
  doc.end();
  return done;
}
