import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";

/**
 * Test support: a page as the server sends it (what a shopper without scripts, or before them, gets),
 * with its loader's data and, when a form was posted, its action's answer.
 */
export function serverHtml(
  path: string,
  Component: () => ReactElement,
  loaderData: unknown,
  posted?: unknown,
) {
  const router = createMemoryRouter(
    [{ id: "page", path: path.split("?")[0], Component, action: () => null }],
    {
      initialEntries: [path],
      hydrationData: {
        loaderData: { page: loaderData },
        ...(posted ? { actionData: { page: posted } } : {}),
      },
    },
  );
  return renderToString(<RouterProvider router={router} />).replaceAll("<!-- -->", "");
}

/** The page's forms, as rendered. */
export const forms = (html: string) =>
  [...html.matchAll(/<form[^>]*>(.*?)<\/form>/gs)].map((match) => match[0]);

/** The hidden intent a form posts. */
export const intentOf = (form: string) => form.match(/name="intent" value="([\w-]+)"/)?.[1];

/** The page's text, tags and runs of spaces made one space. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

/** The input of a radio group with this value, as rendered. */
export const radio = (html: string, name: string, value: string) =>
  [...html.matchAll(/<input type="radio"[^>]*>/g)]
    .map((match) => match[0])
    .find((input) => input.includes(`name="${name}"`) && input.includes(`value="${value}"`)) ?? "";
