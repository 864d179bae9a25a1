import { MESSAGES, REVIEWS, reviewPhotoProblem, routes } from "@odin/contracts";
import { useState } from "react";
import { browserApi } from "../../lib/browser-api";
import { showToast } from "../../ui/toast";
import { uploadPhoto } from "./photo-upload";

/** A photo of the form: stored (its address), or on its way (its progress). */
export type FormPhoto =
  | { key: string; state: "stored"; imagePath: string; fresh: boolean }
  | { key: string; state: "uploading"; name: string; percent: number };

let counter = 0;

/**
 * The form's photos once hydrated: each picked file is sent at once, with its progress shown, and
 * becomes a stored photo the form posts by address. `kept` are the review's photos already stored.
 */
export function usePhotoUploads(styleId: number, kept: readonly string[]) {
  const [photos, setPhotos] = useState<FormPhoto[]>(() =>
    kept.map((imagePath) => ({ key: imagePath, state: "stored", imagePath, fresh: false })),
  );
  const [problem, setProblem] = useState<string | undefined>();

  const update = (key: string, next: FormPhoto | null) =>
    setPhotos((current) =>
      next
        ? current.map((photo) => (photo.key === key ? next : photo))
        : current.filter((p) => p.key !== key),
    );

  const add = (files: readonly File[], countBefore: number) => {
    setProblem(undefined);
    files.forEach((file, index) => {
      const refusal = reviewPhotoProblem(file.size, countBefore + index);
      if (refusal) {
        setProblem(refusal);
        return;
      }
      counter += 1;
      const key = `upload-${counter}`;
      setPhotos((current) => [...current, { key, state: "uploading", name: file.name, percent: 0 }]);
      void uploadPhoto(file, styleId, (percent) =>
        update(key, { key, state: "uploading", name: file.name, percent }),
      ).then((answer) => {
        if (answer.ok) {
          update(key, { key, state: "stored", imagePath: answer.imagePath, fresh: true });
          showToast(MESSAGES.reviews.imageUploaded, { tone: "success" });
        } else {
          update(key, null);
          setProblem(answer.message);
          showToast(MESSAGES.reviews.uploadFailed, { tone: "danger" });
        }
      });
    });
  };

  /** Drops a photo from the form; one uploaded here is deleted from the store too. */
  const remove = async (photo: FormPhoto & { state: "stored" }) => {
    if (photo.fresh) {
      const deleted = await browserApi().call(routes.reviewImageDelete, { imagePath: photo.imagePath });
      if (!deleted.ok) {
        showToast(MESSAGES.reviews.deleteFailed, { tone: "danger" });
        return;
      }
      showToast(MESSAGES.reviews.imageDeleted, { tone: "success" });
    }
    update(photo.key, null);
  };

  const uploading = photos.some((photo) => photo.state === "uploading");
  const room = REVIEWS.maxImages - photos.length;
  return { photos, add, remove, uploading, room, problem };
}
