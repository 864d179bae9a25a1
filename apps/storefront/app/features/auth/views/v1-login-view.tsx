import { LABELS } from "@odin/contracts";
import { useModalServices } from "../modal-services";
import { PasswordLogin } from "./password-login";

const L = LABELS.loginModal;

/** login, the v1 sign-in view (spec 1 §2): identifier and password on one form, a link to register. */
export function V1LoginView() {
  const { dispatch } = useModalServices();
  return (
    <>
      <PasswordLogin askIdentifier />
      <div className="login-toggles">
        <button
          type="button"
          className="login-link"
          onClick={() => dispatch({ type: "goTo", view: "register" })}
        >
          {L.signUp}
        </button>
      </div>
    </>
  );
}
