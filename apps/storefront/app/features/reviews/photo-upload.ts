import { API_CLIENT, MESSAGES, routes } from "@odin/contracts";
import { errorDetailOf } from "../../lib/api";
import { randomUuid } from "../../lib/api/ids";
import { browserApi } from "../../lib/browser-api";

export type UploadAnswer = { ok: true; imagePath: string } | { ok: false; message: string };

/**
 * Sends one photo to `POST /api/reviews/images` with XMLHttpRequest, whose upload events tell the
 * progress (fetch has none). The token cookies go with it, as with every same-origin call; a 401 (the
 * access token ran out) lets the API client refresh the tokens through a guarded call, then the
 * photo is sent once more.
 */
export async function uploadPhoto(
  file: File,
  styleId: number,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  const first = await send(file, onProgress);
  if (first.status !== 401) return first.answer;
  const refreshed = await browserApi().call(routes.reviewsOwn, { styleIds: [styleId] });
  if (!refreshed.ok) return { ok: false, message: MESSAGES.session.loginToContinue };
  return (await send(file, onProgress)).answer;
}

function send(file: File, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; answer: UploadAnswer }>((resolve) => {
    const request = new XMLHttpRequest();
    request.open(routes.reviewImageUpload.method, routes.reviewImageUpload.path);
    request.setRequestHeader("module", API_CLIENT.defaultModule);
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("correlationId", randomUuid());
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const data = request.response as { imagePath?: string } | null;
      if (request.status === 200 && data?.imagePath) {
        resolve({ status: 200, answer: { ok: true, imagePath: data.imagePath } });
        return;
      }
      const message = errorDetailOf(
        { ok: false, status: request.status, data },
        MESSAGES.reviews.uploadFailed,
      );
      resolve({ status: request.status, answer: { ok: false, message } });
    };
    request.onerror = () =>
      resolve({ status: 0, answer: { ok: false, message: MESSAGES.reviews.uploadFailed } });
    const body = new FormData();
    body.append("image", file);
    request.send(body);
  });
}
