import { type AccountResponse, LABELS, type PasswordRule } from "@odin/contracts";
import { AccountDetails } from "./account-details";
import { AccountMenu } from "./account-menu";
import { ChangePasswordForm } from "./change-password-form";

/**
 * /account, My Information (spec 3 §2): the account menu, the shopper's details and the password
 * change, all rendered on the server for the shopper the cookies name (the route's loader).
 */
export function AccountPage({ account, rule }: { account: AccountResponse; rule: PasswordRule }) {
  return (
    <div className="account-page container">
      <h1 className="account-page__title">{LABELS.header.myAccount}</h1>
      <div className="account-layout">
        <AccountMenu />
        <section className="account-layout__content" aria-labelledby="my-information-heading">
          <h2 id="my-information-heading" className="account-page__subtitle">
            {LABELS.account.myInformation}
          </h2>
          <AccountDetails account={account} />
          <ChangePasswordForm rule={rule} />
        </section>
      </div>
    </div>
  );
}
