export type { ContentService } from "./content.service";
