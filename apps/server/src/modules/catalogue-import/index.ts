export { type CatalogueImportService, createCatalogueImportService } from "./catalogue-import.service";
