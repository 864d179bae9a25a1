import { ADMIN_MESSAGES, adminRoutes, type RouteSpec } from "@odin/contracts";
import { describe, expect, it } from "vitest";
import { errorAnswer, fakeFetch, jsonAnswer } from "../testing/fake-fetch";
import { ApiFailure, createAdminApi } from "./api";

const SESSION = {
  staff: {
    id: 7,
    name: "Meera Iyer",
    email: "owner@example.in",
    role: { name: "owner", label: "Owner" },
    permissions: ["audit:read"],
    brandIds: null,
    centreIds: null,
  },
  idleMinutes: 30,
};

/** A route of the shape the orders' routes will have: a path parameter and a permission. */
const ORDER = { method: "GET", path: "/admin/api/orders/:orderId", permission: "orders:read" } as const;

function setUp(answer: () => Response, currentPath = "/admin/audit?resource=order") {
  const server = fakeFetch(answer);
  return { server, api: createAdminApi({ fetch: server.fetch, currentPath: () => currentPath }) };
}

/** What a call threw: a redirect's address, or the failure. */
async function thrownBy(call: Promise<unknown>): Promise<{ location: string | null } | ApiFailure> {
  try {
    await call;
  } catch (thrown) {
    if (thrown instanceof Response) return { location: thrown.headers.get("location") };
    if (thrown instanceof ApiFailure) return thrown;
    throw thrown;
  }
  throw new Error("the call did not fail");
}

describe("api.call", () => {
  it("sends a body route's input as JSON, with the cookies of this origin and the module header", async () => {
    const { api, server } = setUp(() =>
      jsonAnswer(200, { secondFactor: "email", sentTo: "o••••@example.in", expiresInSeconds: 600 }),
    );
    const answer = await api.call(adminRoutes.staffSignIn, { email: "owner@example.in", password: "secret" });
    expect(answer.sentTo).toBe("o••••@example.in");
    expect(server.calls).toEqual([
      {
        method: "POST",
        url: "/admin/api/sign-in",
        headers: { accept: "application/json", module: "odin-admin", "content-type": "application/json" },
        credentials: "same-origin",
        body: { email: "owner@example.in", password: "secret" },
      },
    ]);
  });

  it("sends a GET route's input as its query, leaving out what is not set, and fills path parameters", async () => {
    const { api, server } = setUp(() => jsonAnswer(200, { entries: [], next: null }));
    await api.call(adminRoutes.auditLog, { resource: "order", resourceId: "OD 1/2", actor: undefined });
    await api.call(ORDER satisfies RouteSpec, undefined, { params: { orderId: "OD/9" } });
    expect(server.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      "GET /admin/api/audit?resource=order&resourceId=OD+1%2F2",
      "GET /admin/api/orders/OD%2F9",
    ]);
    expect(server.calls[0]?.body).toBeUndefined();
  });

  it("answers the route's value", async () => {
    const { api } = setUp(() => jsonAnswer(200, SESSION));
    expect(await api.call(adminRoutes.staffSession)).toEqual(SESSION);
  });

  it("sends a staff member whose session is over to sign in, and back to the page they were going to", async () => {
    const { api } = setUp(() => errorAnswer(401, "STAFF_SESSION_ENDED", ADMIN_MESSAGES.session.ended));
    const request = new Request("http://localhost/admin/audit?resource=order&from=2026-11-01");
    expect(await thrownBy(api.call(adminRoutes.auditLog, {}, { request }))).toEqual({
      location: `/login?next=${encodeURIComponent("/admin/audit?resource=order&from=2026-11-01")}`,
    });
    // Without a loader's request: from where the staff member is.
    expect(await thrownBy(api.call(adminRoutes.staffSession))).toEqual({
      location: `/login?next=${encodeURIComponent("/admin/audit?resource=order")}`,
    });
  });

  it("answers the sign-in calls' 401 as a failure to show, not a redirect", async () => {
    const { api } = setUp(() =>
      errorAnswer(401, "STAFF_WRONG_CREDENTIALS", ADMIN_MESSAGES.signIn.wrongCredentials),
    );
    const failure = await thrownBy(api.call(adminRoutes.staffSignIn, { email: "a@b.in", password: "x" }));
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      status: 401,
      code: "STAFF_WRONG_CREDENTIALS",
      detail: ADMIN_MESSAGES.signIn.wrongCredentials,
    });
    const code = await thrownBy(api.call(adminRoutes.staffSignInCode, { code: "123456" }));
    expect(code).toMatchObject({ status: 401, detail: ADMIN_MESSAGES.signIn.wrongCredentials });
  });

  it("carries the server's words and data of a refusal", async () => {
    const { api } = setUp(() =>
      jsonAnswer(403, {
        errors: [
          {
            status: 403,
            code: "PERMISSION_REFUSED",
            detail: "Your role does not allow this (audit:read).",
            data: { permission: "audit:read" },
          },
        ],
      }),
    );
    const failure = await thrownBy(api.call(adminRoutes.auditLog, {}));
    expect(failure).toMatchObject({
      status: 403,
      code: "PERMISSION_REFUSED",
      detail: "Your role does not allow this (audit:read).",
      message: "Your role does not allow this (audit:read).",
      data: { permission: "audit:read" },
    });
  });

  it("says plainly what went wrong when the answer is not the API's or there is none", async () => {
    const { api } = setUp(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(await thrownBy(api.call(adminRoutes.staffSession))).toMatchObject({
      status: 502,
      detail: "Something went wrong (502). Try again.",
    });
    const offline = createAdminApi({
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    expect(await thrownBy(offline.call(adminRoutes.staffSession))).toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      detail: "The server could not be reached. Check the connection and try again.",
    });
  });
});

describe("api.upload", () => {
  const PHOTOS = { styleId: 501, views: [] };

  it("sends a multipart body as it is, leaving its content type to the browser", async () => {
    const { api, server } = setUp(() => jsonAnswer(200, PHOTOS));
    const form = new FormData();
    const photo = new File(["jpeg bytes"], "front.jpg", { type: "image/jpeg" });
    form.append("photo", photo);
    const request = new Request("http://localhost/admin/catalogue/501", { method: "POST" });
    expect(
      await api.upload(adminRoutes.stylePhotoUpload, form, {
        params: { styleId: 501, view: "front" },
        request,
      }),
    ).toEqual(PHOTOS);
    expect(server.calls).toEqual([
      {
        method: "POST",
        url: "/admin/api/styles/501/photos/front",
        headers: { accept: "application/json", module: "odin-admin" },
        credentials: "same-origin",
        body: form,
      },
    ]);
    const sent = server.calls[0]?.body as FormData;
    expect(sent.get("photo")).toBe(photo);
    expect(server.fetch.mock.calls[0]?.[1]?.signal).toBe(request.signal);
  });

  it("answers a refusal, and the end of the session, as a call does", async () => {
    const form = new FormData();
    form.append("photo", new File(["not an image"], "notes.txt", { type: "text/plain" }));
    const params = { styleId: 501, view: "back" };
    const refused = setUp(() => errorAnswer(400, "VALIDATION_FAILED", "The file is not an image."));
    expect(await thrownBy(refused.api.upload(adminRoutes.stylePhotoUpload, form, { params }))).toMatchObject({
      status: 400,
      detail: "The file is not an image.",
    });
    const ended = setUp(
      () => errorAnswer(401, "STAFF_SESSION_ENDED", ADMIN_MESSAGES.session.ended),
      "/admin/catalogue/501",
    );
    expect(await thrownBy(ended.api.upload(adminRoutes.stylePhotoUpload, form, { params }))).toEqual({
      location: `/login?next=${encodeURIComponent("/admin/catalogue/501")}`,
    });
  });
});
