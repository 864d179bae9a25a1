export { catalogueStaffOf } from "./catalogue-staff";
export type { CatalogueStaff, DeclarationsService } from "./declarations.service";
export { STYLE_RESOURCE } from "./declarations.service";
export {
  type ChartData,
  type DeclaredStyle,
  legalInformation,
  NO_STYLE_DECLARATIONS,
} from "./declarations-rules";
