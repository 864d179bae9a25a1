import { LABELS } from "@odin/contracts";
import { Button } from "../../ui/button";
import { AccountDetails } from "./account-details";
import { AccountMenu } from "./account-menu";
import { ChangePasswordForm } from "./change-password-form";
import { type AccountState, useAccount } from "./use-account";

function AccountBody({ state, retry }: { state: AccountState; retry: () => void }) {
  if (state.status === "loading") {
    return (
      <p className="account-loading" role="status">
        {LABELS.account.loading}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div className="account-error">
        <p className="account-notice account-notice--error" role="alert">
          {state.message}
        </p>
        <Button variant="secondary" onClick={retry}>
          {LABELS.account.retry}
        </Button>
      </div>
    );
  }
  return (
    <>
      <AccountDetails account={state.account} />
      <ChangePasswordForm userId={state.account.userId} />
    </>
  );
}

/**
 * /account, My Information (spec 3 §2): the account menu, the shopper's details and the password
 * change. The route's loader lets only a logged-in shopper in; the details load in the browser.
 */
export function AccountPage() {
  const { state, retry } = useAccount();
  return (
    <div className="account-page container">
      <h1 className="account-page__title">{LABELS.header.myAccount}</h1>
      <div className="account-layout">
        <AccountMenu />
        <section
          className="account-layout__content"
          aria-labelledby="my-information-heading"
          aria-busy={state.status === "loading"}
        >
          <h2 id="my-information-heading" className="account-page__subtitle">
            {LABELS.account.myInformation}
          </h2>
          <AccountBody state={state} retry={retry} />
        </section>
      </div>
    </div>
  );
}
