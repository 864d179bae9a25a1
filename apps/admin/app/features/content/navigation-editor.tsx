import type { Navigation } from "@odin/contracts";
import { useState } from "react";
import type { FieldErrors } from "../catalogue/field-errors";
import { Field } from "../catalogue/form-parts";
import { changed, DocumentField, ListControls, moved, without } from "./content-fields";
import { EditorForm } from "./editor-form";

type Entry = Navigation["menu"]["level1"][number];
type Column = Entry["level2"][number];
type MenuLink = Column["level3"][number];
type NodeType = MenuLink["nodeType"];

const NODE_TYPES: readonly { value: NodeType; label: string }[] = [
  { value: "collapsible", label: "Link" },
  { value: "sub_header", label: "Heading" },
  { value: "button_with_border", label: "Button" },
];
const LINK_HINT = "A path on this site (/sale) or an https:// address; empty for a heading.";

const newEntry = (): Entry => ({ name: "", url: "", isMenuOpen: false, level2: [] });
const newColumn = (): Column => ({ name: "", url: "", nodeType: "sub_header", level3: [] });
const newLink = (): MenuLink => ({ name: "", url: "", nodeType: "collapsible" });

/**
 * The navigation's editor: the promo band over every page (its message and link) and the mega menu,
 * its entries, each entry's columns and each column's links, added, removed and reordered here and
 * saved with the draft. The logos are kept as they are.
 */
export function NavigationEditor({
  navigation,
  fields,
  canWrite,
  errorId,
}: {
  navigation: Navigation;
  fields: FieldErrors;
  canWrite: boolean;
  errorId: string | undefined;
}) {
  const [draft, setDraft] = useState(navigation);
  const entries = draft.menu.level1;
  const setEntries = (level1: Entry[]) => setDraft({ ...draft, menu: { level1 } });
  const setEntry = (index: number, change: Partial<Entry>) =>
    setEntries(changed(entries, index, (entry) => ({ ...entry, ...change })));
  return (
    <EditorForm label="Navigation" document={draft} canWrite={canWrite} errorId={errorId}>
      <fieldset className="panel stack">
        <legend>Promo band</legend>
        <DocumentField
          path="metaData.topBandMessage"
          label="Promo band message"
          value={draft.metaData.topBandMessage}
          fields={fields}
          onChange={(topBandMessage) =>
            setDraft({ ...draft, metaData: { ...draft.metaData, topBandMessage } })
          }
        />
        <DocumentField
          path="metaData.topBandUrl"
          label="Promo band link"
          hint={LINK_HINT}
          kind="link"
          value={draft.metaData.topBandUrl}
          fields={fields}
          onChange={(topBandUrl) => setDraft({ ...draft, metaData: { ...draft.metaData, topBandUrl } })}
        />
      </fieldset>
      <h2>Mega menu</h2>
      {entries.map((entry, index) => {
        const name = `Menu entry ${index + 1}`;
        const path = `menu.level1.${index}`;
        const refused = Object.keys(fields).some((at) => at.startsWith(`${path}.`));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an entry's place is what its labels say
          <details key={index} className="panel stack" open={refused}>
            <summary>
              {name}: {entry.name || "(no name yet)"}
            </summary>
            <DocumentField
              path={`${path}.name`}
              label={`${name} name`}
              value={entry.name}
              fields={fields}
              onChange={(value) => setEntry(index, { name: value })}
            />
            <DocumentField
              path={`${path}.url`}
              label={`${name} link`}
              hint={LINK_HINT}
              kind="link"
              value={entry.url}
              fields={fields}
              onChange={(url) => setEntry(index, { url })}
            />
            <Columns
              at={path}
              entryName={name}
              columns={entry.level2}
              fields={fields}
              canWrite={canWrite}
              onChange={(level2) => setEntry(index, { level2 })}
            />
            <ListControls
              name={name.toLowerCase()}
              index={index}
              count={entries.length}
              disabled={!canWrite}
              onMove={(from, to) => setEntries(moved(entries, from, to))}
              onRemove={(removed) => setEntries(without(entries, removed))}
            />
          </details>
        );
      })}
      {canWrite ? (
        <div className="actions">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => setEntries([...entries, newEntry()])}
          >
            Add a menu entry
          </button>
        </div>
      ) : null}
    </EditorForm>
  );
}

function Columns({
  at,
  entryName,
  columns,
  fields,
  canWrite,
  onChange,
}: {
  at: string;
  entryName: string;
  columns: readonly Column[];
  fields: FieldErrors;
  canWrite: boolean;
  onChange: (columns: Column[]) => void;
}) {
  const setColumn = (index: number, change: Partial<Column>) =>
    onChange(changed(columns, index, (column) => ({ ...column, ...change })));
  return (
    <>
      {columns.map((column, index) => {
        const name = `${entryName} column ${index + 1}`;
        const path = `${at}.level2.${index}`;
        const links = column.level3;
        const setLinks = (level3: MenuLink[]) => setColumn(index, { level3 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is what its labels say
          <fieldset key={index} className="stack">
            <legend>{name}</legend>
            <DocumentField
              path={`${path}.name`}
              label={`${name} heading`}
              value={column.name}
              fields={fields}
              onChange={(value) => setColumn(index, { name: value })}
            />
            <DocumentField
              path={`${path}.url`}
              label={`${name} link`}
              hint={LINK_HINT}
              kind="link"
              value={column.url}
              fields={fields}
              onChange={(url) => setColumn(index, { url })}
            />
            {links.map((link, linkIndex) => {
              const linkName = `${name} link ${linkIndex + 1}`;
              const linkPath = `${path}.level3.${linkIndex}`;
              const setLink = (change: Partial<MenuLink>) =>
                setLinks(changed(links, linkIndex, (each) => ({ ...each, ...change })));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a link's place is what its labels say
                <div key={linkIndex} className="field-row">
                  <DocumentField
                    path={`${linkPath}.name`}
                    label={`${linkName} words`}
                    value={link.name}
                    fields={fields}
                    onChange={(value) => setLink({ name: value })}
                  />
                  <DocumentField
                    path={`${linkPath}.url`}
                    label={`${linkName} address`}
                    kind="link"
                    value={link.url}
                    fields={fields}
                    onChange={(url) => setLink({ url })}
                  />
                  <Field
                    id={`doc-${linkPath.replaceAll(".", "-")}-nodeType`}
                    label={`${linkName} shown as`}
                    error={undefined}
                  >
                    {(described) => (
                      <select
                        {...described}
                        value={link.nodeType}
                        onChange={(event) => setLink({ nodeType: event.target.value as NodeType })}
                      >
                        {NODE_TYPES.map((type) => (
                          <option key={type.value} value={type.value}>
                            {type.label}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <ListControls
                    name={linkName.toLowerCase()}
                    index={linkIndex}
                    count={links.length}
                    disabled={!canWrite}
                    onMove={(from, to) => setLinks(moved(links, from, to))}
                    onRemove={(removed) => setLinks(without(links, removed))}
                  />
                </div>
              );
            })}
            {canWrite ? (
              <div className="actions">
                <button
                  type="button"
                  className="button button-small button-quiet"
                  onClick={() => setLinks([...links, newLink()])}
                >
                  Add a link to {name.toLowerCase()}
                </button>
              </div>
            ) : null}
            <ListControls
              name={name.toLowerCase()}
              index={index}
              count={columns.length}
              disabled={!canWrite}
              onMove={(from, to) => onChange(moved(columns, from, to))}
              onRemove={(removed) => onChange(without(columns, removed))}
            />
          </fieldset>
        );
      })}
      {canWrite ? (
        <div className="actions">
          <button
            type="button"
            className="button button-small button-quiet"
            onClick={() => onChange([...columns, newColumn()])}
          >
            Add a column to {entryName.toLowerCase()}
          </button>
        </div>
      ) : null}
    </>
  );
}
