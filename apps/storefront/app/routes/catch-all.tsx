import { data, type MetaFunction } from "react-router";
import { NotFoundPage, notFoundMeta } from "../features/not-found/not-found-page";
import "../styles/pages.css";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => notFoundMeta;

export default function NotFound() {
  return <NotFoundPage />;
}
