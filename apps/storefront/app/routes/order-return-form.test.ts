import { describe, expect, it } from "vitest";
import { loader } from "./order-return-form";

describe("the return form's address", () => {
  it("answers a GET with 405, naming POST, in the error shape", async () => {
    const answer = loader();
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(await answer.json()).toEqual({
      errors: [{ status: 405, code: "METHOD_NOT_ALLOWED", detail: "GET is not allowed here: use POST." }],
    });
  });
});
