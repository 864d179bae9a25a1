import { LABELS } from "@odin/contracts";
import { Button, type ButtonVariant } from "../../../ui/button";
import { useModalServices } from "../modal-services";

/** "Back to login": the view before this one (spec 1 §2). */
export function BackToLogin({ variant }: { variant: ButtonVariant }) {
  const { dispatch } = useModalServices();
  return (
    <Button variant={variant} className="login-form__submit" onClick={() => dispatch({ type: "back" })}>
      {LABELS.login.backToLogin}
    </Button>
  );
}
