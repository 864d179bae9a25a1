import { LABELS, MESSAGES, routes, type SizeChart as SizeChartData } from "@odin/contracts";
import { useId, useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { Dialog } from "../../ui/dialog";

type ChartState = { status: "loading" } | { status: "error" } | { status: "ready"; chart: SizeChartData };

function SizeChartTable({ chart }: { chart: SizeChartData }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways; keyboard users need to reach it
    <section className="size-chart__scroll" aria-label={chart.name} tabIndex={0}>
      <table className="size-chart__table">
        <caption className="visually-hidden">{chart.name}</caption>
        <thead>
          <tr>
            {chart.headers.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.rows.map((row) => (
            <tr key={row.join("|")}>
              {row.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond their column
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {chart.unit ? <p className="size-chart__unit">{chart.unit}</p> : null}
    </section>
  );
}

/** The "Size Chart" button and its dialog; the chart is fetched on demand. */
export function SizeChart({ id }: { id: number }) {
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ChartState>({ status: "loading" });

  // Fetched when the dialog opens; a failed load is tried again on the next opening.
  const openChart = () => {
    setOpen(true);
    if (state.status === "ready") return;
    setState({ status: "loading" });
    void browserApi()
      .call(routes.sizeChart, undefined, { params: { id } })
      .then((result) => setState(result.ok ? { status: "ready", chart: result.data } : { status: "error" }));
  };

  return (
    <>
      <button type="button" className="product-link-button size-chart__button" onClick={openChart}>
        {LABELS.productPage.sizeChart}
      </button>
      <Dialog
        id={dialogId}
        open={open}
        onOpenChange={setOpen}
        title={LABELS.productPage.sizeChart}
        closeLabel={LABELS.productPage.close}
        lightDismiss
      >
        {open ? (
          <div aria-live="polite" aria-busy={state.status === "loading"}>
            {state.status === "loading" ? <p>{LABELS.productPage.loading}</p> : null}
            {state.status === "error" ? (
              <p className="product-error">{MESSAGES.generic.somethingWentWrong}</p>
            ) : null}
            {state.status === "ready" ? <SizeChartTable chart={state.chart} /> : null}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
