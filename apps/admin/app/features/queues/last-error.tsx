/**
 * A row's last error as the worker recorded it: wide enough to read when there is one (a gateway's
 * answer can run to a few lines), and no wider than "(none)" when there is not, so the buttons at the
 * end of the row stay in view.
 */
export function LastError({ error }: { error: string | null }) {
  if (error === null) {
    return (
      <td>
        <span className="muted">(none)</span>
      </td>
    );
  }
  return <td className="error-text">{error}</td>;
}
