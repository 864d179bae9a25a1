import { LABELS, MESSAGES } from "@odin/contracts";
import { buttonClass } from "../../ui/button";
import { Link } from "../../ui/link";

/** The empty bag (spec 3 §2, §8): "Oops! Your Cart is Empty" and CONTINUE SHOPPING to the home page. */
export function EmptyBag() {
  return (
    <div className="bag-empty">
      <p className="bag-empty__message">{MESSAGES.bag.empty}</p>
      <Link href="/" className={buttonClass("primary")}>
        {LABELS.bag.continueShopping}
      </Link>
    </div>
  );
}
