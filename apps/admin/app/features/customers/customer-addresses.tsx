import type { CustomerPage } from "@odin/contracts";

/** The shopper's delivery addresses, the default first as their account lists them. */
export function CustomerAddresses({ addresses }: { addresses: CustomerPage["addresses"] }) {
  return (
    <section aria-labelledby="addresses-title">
      <h2 id="addresses-title">Addresses</h2>
      {addresses.length === 0 ? (
        <p className="empty">No saved addresses.</p>
      ) : (
        <ul className="cards">
          {addresses.map((address) => (
            <li key={address.id} className="card">
              <p className="card-title">
                {address.firstName} {address.lastName}
                {address.isDefault ? <span className="badge">Default</span> : null}
              </p>
              <address>
                {address.address}
                {address.landmark ? (
                  <>
                    <br />
                    Near {address.landmark}
                  </>
                ) : null}
                <br />
                {address.city}, {address.state} {address.pincode}
                <br />
                {address.mobileNumber}
                {address.alternateNumber ? ` · ${address.alternateNumber}` : null}
              </address>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
