import type { ReactNode } from "react";
import { Links, Meta, type MetaFunction, Outlet, Scripts, ScrollRestoration } from "react-router";
import { ErrorPage } from "./ui/error-page";
import "./styles/admin.css";

export const meta: MetaFunction = () => [
  { title: "Odin back office" },
  // Staff pages have nothing for a search engine, and their addresses are nobody's business.
  { name: "robots", content: "noindex, nofollow" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2d77" />
        <link rel="icon" href="/favicon.png" type="image/png" sizes="32x32" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** What `index.html` shows until the scripts have loaded and the first page has its data. */
export function HydrateFallback() {
  return (
    <div className="loading-screen" role="status">
      <p className="brand">Odin back office</p>
      <p>Loading…</p>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main className="standalone">
      <ErrorPage />
    </main>
  );
}
