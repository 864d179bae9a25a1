import { type AccountResponse, LABELS } from "@odin/contracts";

function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <span className={`verified-badge verified-badge--${verified ? "yes" : "no"}`}>
      {verified ? LABELS.account.verified : LABELS.account.notVerified}
    </span>
  );
}

function Entries({ items }: { items: { key: string; value: string; verified: boolean }[] }) {
  if (items.length === 0) return <dd className="account-details__empty">{LABELS.account.notAdded}</dd>;
  return (
    <>
      {items.map((item) => (
        <dd key={item.key} className="account-details__value">
          <span className="account-details__text">{item.value}</span>{" "}
          <VerifiedBadge verified={item.verified} />
        </dd>
      ))}
    </>
  );
}

/** Name, e-mail addresses and mobile numbers, each with its verified state (spec 1 §7 account info). */
export function AccountDetails({ account }: { account: AccountResponse }) {
  const name = [account.userInfo.firstName, account.userInfo.lastName].filter(Boolean).join(" ");
  const emails = account.emails.map((email) => ({
    key: email.emailID,
    value: email.emailID,
    verified: email.verified,
  }));
  const mobiles = account.mobileNumbers.map((mobile) => ({
    key: `${mobile.type}:${mobile.phoneNumber}`,
    value: mobile.phoneNumber,
    verified: mobile.verified,
  }));
  return (
    <dl className="account-details">
      <div className="account-details__row">
        <dt>{LABELS.account.name}</dt>
        <dd className="account-details__value">{name || LABELS.account.notAdded}</dd>
      </div>
      <div className="account-details__row">
        <dt>{LABELS.account.email}</dt>
        <Entries items={emails} />
      </div>
      <div className="account-details__row">
        <dt>{LABELS.account.mobileNumber}</dt>
        <Entries items={mobiles} />
      </div>
    </dl>
  );
}
