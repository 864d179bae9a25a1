import { type AccountResponse, LABELS, type PasswordRule } from "@odin/contracts";
import type { LoyaltyView } from "../loyalty/loyalty-view";
import { MyLoyalty } from "../loyalty/my-loyalty";
import { AccountDetails } from "./account-details";
import { AccountMenu } from "./account-menu";
import { ChangePasswordForm } from "./change-password-form";

/**
 * /account, My Information and My Loyalty (spec 3 §2): the account menu, the shopper's details and
 * the password change, then their loyalty points (`/account#loyalty`; absent while the loyalty flags
 * are off), all rendered on the server for the shopper the cookies name (the route's loader).
 */
export function AccountPage({
  account,
  rule,
  loyalty,
}: {
  account: AccountResponse;
  rule: PasswordRule;
  loyalty: LoyaltyView | null;
}) {
  return (
    <div className="account-page container">
      <h1 className="account-page__title">{LABELS.header.myAccount}</h1>
      <div className="account-layout">
        <AccountMenu />
        <div className="account-layout__content account-layout__sections">
          <section aria-labelledby="my-information-heading">
            <h2 id="my-information-heading" className="account-page__subtitle">
              {LABELS.account.myInformation}
            </h2>
            <AccountDetails account={account} />
            <ChangePasswordForm rule={rule} />
          </section>
          {loyalty ? <MyLoyalty view={loyalty} /> : null}
        </div>
      </div>
    </div>
  );
}
