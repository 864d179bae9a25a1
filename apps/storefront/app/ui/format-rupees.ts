export { formatRupees } from "@odin/contracts";
