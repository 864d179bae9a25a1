export type { PagesService } from "./pages.service";
