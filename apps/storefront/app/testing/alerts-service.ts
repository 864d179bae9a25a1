import { type AlertsPageService, alertsProblems, fail, MESSAGES, ok } from "@odin/contracts";
import { vi } from "vitest";

/** A link token the fake alerts service takes; any other is refused as a link that does not hold. */
export const GOOD_UNSUBSCRIBE_TOKEN = "good.alert.token";

/**
 * Test support: the load context's `services.alerts`, as the server's page service answers. NOTIFY ME
 * asks a guest for a contact and is told "requested"; STOP ALERTS takes only GOOD_UNSUBSCRIBE_TOKEN.
 * Each call is a spy, so a test can read what was asked or answer otherwise (`mockResolvedValueOnce`).
 */
export function fakeAlertsService(options: { signedIn?: boolean } = {}) {
  const requestStock = vi.fn<AlertsPageService["requestStock"]>(async (input) =>
    options.signedIn || input.mobileNumber || input.email
      ? ok({ message: MESSAGES.alerts.requested })
      : fail(alertsProblems.contactRequired()),
  );
  const unsubscribe = vi.fn<AlertsPageService["unsubscribe"]>(async ({ token }) =>
    token === GOOD_UNSUBSCRIBE_TOKEN
      ? ok({ message: MESSAGES.alerts.unsubscribed })
      : fail(alertsProblems.linkInvalid()),
  );
  return { requestStock, unsubscribe } satisfies AlertsPageService;
}
