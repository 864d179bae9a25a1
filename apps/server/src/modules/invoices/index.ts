export {
  createInvoicesService,
  type InvoicesService,
  type IssueCreditNoteInput,
  type IssueInvoiceInput,
  type TaxDocument,
  type TaxDocumentFile,
} from "./invoices.service";
