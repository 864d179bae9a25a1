/** The review screens' addresses (spec 2 §2): all reviews of a style, and the write or edit page. */
export const allReviewsPath = (styleId: number, page = 1) =>
  page > 1 ? `/allreviews/${styleId}?page=${page}` : `/allreviews/${styleId}`;

export const writeReviewPath = (styleId: number) => `/writereview/${styleId}`;
