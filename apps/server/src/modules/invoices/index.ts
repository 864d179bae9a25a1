export {
  createInvoicesService,
  type InvoicesService,
  type IssueCreditNoteInput,
  type IssueInvoiceInput,
  type TaxDocument,
} from "./invoices.service";
