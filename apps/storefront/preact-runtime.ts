/**
 * The storefront runs on Preact's React compatibility layer, in the browser and in the server's
 * render (decision 76): the code is written against React's names and types, and the bundler, the
 * server build and the component tests resolve those names to Preact. The back office stays on React.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * The libraries that import React by name. A library left to Node's resolution would load React
 * itself, so the server build bundles them (and the component tests transform them) against the
 * aliases above.
 */
export const REACT_LIBRARIES = ["react", "react-dom", "react-router"];
