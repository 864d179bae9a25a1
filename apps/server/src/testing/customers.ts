import type { TestStaff } from "./staff";
import type { TestApp } from "./test-app";

/** Test helpers of the back office's Customers area. */

/** `POST /admin/api/customers/:userId/block|unblock` as the staff member, with `payload` as the body. */
export function signInBlockCall(
  test: TestApp,
  staff: TestStaff,
  userId: number,
  action: "block" | "unblock",
  payload?: object,
) {
  return test.app.inject({
    method: "POST",
    url: `/admin/api/customers/${userId}/${action}`,
    headers: staff.headers,
    ...(payload ? { payload } : {}),
  });
}
