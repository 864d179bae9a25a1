import type { CustomerPage } from "@odin/contracts";
import { Link } from "react-router";
import { formatMinute } from "../../lib/format";

const ACCOUNT_TYPES: Record<string, string> = {
  END_USER: "Phone or e-mail sign-in",
  SOCIAL_USER: "Made by Google or Facebook sign-in",
};

const verified = (value: string | null, isVerified: boolean) =>
  value === null ? (
    <span className="muted">(none)</span>
  ) : (
    `${value}${isVerified ? " (verified)" : " (not verified)"}`
  );

/** Who the shopper is: how to reach them (as the server gives it), their account and first order. */
export function CustomerProfile({ profile }: { profile: CustomerPage["profile"] }) {
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <dl className="definitions">
        <div>
          <dt>Phone</dt>
          <dd>{verified(profile.mobileNumber, profile.isMobileNumberVerified)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{verified(profile.email, profile.isEmailVerified)}</dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>
            {ACCOUNT_TYPES[profile.userType] ?? profile.userType}, id {profile.userId}, since{" "}
            <time dateTime={profile.createdAt}>{formatMinute(profile.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>First order</dt>
          <dd>
            {profile.firstOrder === null ? (
              "None yet"
            ) : (
              <>
                <time dateTime={profile.firstOrder.at}>{formatMinute(profile.firstOrder.at)}</time>
                {profile.firstOrder.orderNumber ? (
                  <>
                    {" · "}
                    <Link to={`/orders/${encodeURIComponent(profile.firstOrder.orderNumber)}`}>
                      {profile.firstOrder.orderNumber}
                    </Link>
                  </>
                ) : null}
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
