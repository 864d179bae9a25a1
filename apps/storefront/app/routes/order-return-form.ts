import { ERROR_CODES, type ErrorResponse, returnFormRequest } from "@odin/contracts";
import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { formText } from "../lib/form-answer";
import { PRIVATE_NO_STORE } from "../lib/private-page";

/**
 * POST /orderdetails/:orderId/return/:itemId/form, DOWNLOAD RETURN FORM (spec 3 §7 downloadReturnForm):
 * the shopper's own return's form as a PDF, from the same service as `POST /api/returns/form`. A
 * resource route: no page, the document itself. Another shopper's return is not found (404): a refusal
 * answers its problem's status, as that call does.
 */
export async function action({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const posted = returnFormRequest.safeParse({ returnId: formText(await request.formData(), "returnId") });
  if (!posted.success) throw data("", { status: 404 });
  const form = await context.services.returns.returnForm(posted.data.returnId);
  if (!form.ok) throw data(form.problem.detail, { status: form.problem.status });
  return new Response(new Uint8Array(form.value.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="return-form-${form.value.returnId}.pdf"`,
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}

/**
 * A GET of this address (a bookmark, a reload) is not a download: 405 naming POST, in the API's
 * error shape, rather than the framework's "Unexpected Server Error" for a route without a loader.
 */
export function loader() {
  const status = 405;
  const body: ErrorResponse = {
    errors: [{ status, code: ERROR_CODES.methodNotAllowed, detail: "GET is not allowed here: use POST." }],
  };
  return Response.json(body, { status, headers: { Allow: "POST", "Cache-Control": PRIVATE_NO_STORE } });
}
