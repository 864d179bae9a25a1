/**
 * A review's photos as the moderators see them: the admin API's addresses, which serve a photo
 * whatever the review's state (the public ones show it only once published). Each is drawn in a
 * box of fixed size (no shift as it loads) and links to the photo at its own size.
 */
export function ReviewPhotos({
  reviewId,
  photos,
  size,
}: {
  reviewId: number;
  photos: readonly string[];
  /** Thumbnails in the queue's rows, or the photos at a size to judge on the review's page. */
  size: "small" | "large";
}) {
  if (photos.length === 0) return size === "small" ? <span className="muted">None</span> : null;
  return (
    <ul className={`review-photos review-photos-${size}`}>
      {photos.map((photo, index) => (
        <li key={photo}>
          <a href={photo}>
            <img
              src={photo}
              alt={`Shopper's upload ${index + 1} of ${photos.length}, review ${reviewId}: open at full size`}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
