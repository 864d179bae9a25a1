import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * What Preact hydrates into. Given `document`, Preact 11 renders into `<html>` and would draw a
 * second `<html>` inside it. This stand-in is a parent whose only child is the document's `<html>`,
 * and which passes any change of its children on to the document.
 */
function documentContainer(): Element {
  const html = document.documentElement;
  const container = {
    nodeType: Node.ELEMENT_NODE,
    namespaceURI: html.namespaceURI,
    parentNode: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node | null) => document.contains(node),
  };
  return container as unknown as Element;
}

/**
 * Runs `hydrating` and puts back what it removed from `<head>` and `<body>`. Preact removes from
 * them what it did not draw, where React 19 skips it: nodes other scripts added before hydration
 * (Vite's styles in development, a browser extension's elements) would be lost. Among them are the
 * server's and the starter's own scripts, which have run and stay inert.
 */
function keepingOtherNodes(hydrating: () => void): void {
  const observer = new MutationObserver(() => {});
  for (const parent of [document.head, document.body]) observer.observe(parent, { childList: true });
  hydrating();
  const records = observer.takeRecords();
  observer.disconnect();
  // Last removed first, so that a node's next sibling is back before the node is.
  for (const { target, removedNodes, nextSibling } of records.reverse())
    for (const node of [...removedNodes].reverse())
      if (!node.isConnected)
        target.insertBefore(node, nextSibling?.parentNode === target ? nextSibling : null);
}

/**
 * Hydrates the server's whole document with `app`, which draws it from `<html>` down (decision 76):
 * into the stand-in parent, keeping what other scripts added to `<head>` and `<body>`.
 */
export function hydrateDocument(app: ReactNode): void {
  keepingOtherNodes(() => hydrateRoot(documentContainer(), app));
}
