import type { EditableContentKind } from "@odin/contracts";

/** The Content area's words: each kind of document as staff call it, and times as they read them. */

export const KIND_LABELS: Readonly<Record<EditableContentKind, string>> = {
  master_template: "Home page and sub-sites",
  navigation: "Navigation and promo band",
  static_page: "Static pages",
};

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short" });
