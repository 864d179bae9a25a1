export { photoDimensions } from "./photo-encode";
