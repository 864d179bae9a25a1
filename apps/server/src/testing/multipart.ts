/** A multipart/form-data body of one file part, as a browser's form sends an upload: payload and content type. */
export function multipartFile(
  field: string,
  bytes: Buffer,
  filename = "photo.jpg",
  type = "image/jpeg",
): { payload: Buffer; contentType: string } {
  const boundary = "----odinUpload";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
