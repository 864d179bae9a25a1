import type { MetaFunction } from "react-router";
import { NotFound } from "../ui/error-page";

export const meta: MetaFunction = () => [{ title: "Not found · Odin back office" }];

/** Any other address under /admin, drawn inside the signed-in frame so the menu stays at hand. */
export default function NotFoundPage() {
  return <NotFound />;
}
